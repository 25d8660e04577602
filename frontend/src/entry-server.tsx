import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { EntryServer, Execute, RenderedPage } from '@portfolio/content-rules';
import { print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { loadPage, pageAt } from './app/pages';
import { createCache } from './lib/apollo';
import { pageStateScript } from './lib/pageState';
import { RenderingProvider, type ServerAnswer } from './lib/render';

export type { Execute };

/**
 * Renders a public page for the gateway: React waits for every query of the page (each executed in
 * process), then the markup, the head tags, the data for hydration and the HTTP status come back. A
 * failed query (the database is down, a bug) makes the answer a 500: the page still renders with
 * its Turkish error text, and is never cached as a good page. A FORBIDDEN answer (a post's preview
 * asked for without admin rights) is not a failure: the page decides its status (404).
 */
export const render: EntryServer['render'] = async (url, { execute, publicUrl }) => {
  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        })
          .then((result) => {
            // FORBIDDEN is an answer, not a failure: a preview asked for by someone who is not the
            // admin renders as the page's 404.
            if (result.errors?.some((error) => error.extensions?.code !== 'FORBIDDEN')) failed = true;
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => {
            failed = true;
            observer.error(error);
          });
      }),
  );
  // The page's own module (a chunk in the browser, app/pages.ts; inlined here) before rendering: every
  // route renders synchronously.
  await loadPage(pageAt(new URL(url, 'http://localhost').pathname));
  const cache = createCache();
  const client = new ApolloClient({ ssrMode: true, link, cache });
  const answer: ServerAnswer = { status: 200, head: '' };
  const { result } = await prerenderStatic({
    tree: (
      <ApolloProvider client={client}>
        <RenderingProvider publicUrl={publicUrl} record={(update) => Object.assign(answer, update)}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </RenderingProvider>
      </ApolloProvider>
    ),
    renderFunction: prerenderToNodeStream,
  });
  return {
    ...answer,
    status: failed ? 500 : answer.status,
    html: result,
    state: pageStateScript({ publicUrl, apollo: cache.extract() }),
  } satisfies RenderedPage;
};

/** The admin panel's page: no markup (it renders in the browser), kept out of search engines. */
export const adminShell: EntryServer['adminShell'] = (publicUrl) => ({
  head: '<title>Admin Paneli</title>\n<meta name="robots" content="noindex, nofollow">',
  state: pageStateScript({ publicUrl }),
});
