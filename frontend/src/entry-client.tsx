import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadPage, pageAt } from './app/pages';
import { stopListeningBeforeHydration } from './app/menu';
import { countsShownEarly } from './features/blog/earlyView';
import { setViewCount } from './features/blog/useBlog';
import { createApolloClient } from './lib/apollo';
import { RenderingProvider } from './lib/render';
import { readPageState } from './lib/pageState';

// A public page arrives rendered with its data, and this runs on the reader's first touch (boot.ts):
// the cache starts from that data and React hydrates the markup (no request is made for it). The
// admin panel arrives as an empty shell and renders here at once.
const { publicUrl, apollo } = readPageState(document);
const client = createApolloClient();
if (apollo) client.cache.restore(apollo);
// A post's view counted before this ran is on the page already: the cache must say the same.
for (const { id, viewCount } of countsShownEarly()) setViewCount(client.cache, id, viewCount);

const app = (
  <StrictMode>
    <ApolloProvider client={client}>
      <RenderingProvider publicUrl={publicUrl}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </RenderingProvider>
    </ApolloProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (apollo) {
  // Hydrated as a transition, React works in slices of a few milliseconds and lets the browser answer
  // the reader in between, rather than in one task as long as the whole page; a click on a part not
  // yet hydrated hydrates that part first. The page's own module first (boot.ts asked for it beside
  // this one, app/pages.ts): nothing suspends while hydrating. A mismatch between the server's markup
  // and the first render is a bug: say so in the console. A page whose module does not arrive stays
  // the server's, which works without the application.
  loadPage(pageAt(location.pathname)).then(
    () => {
      stopListeningBeforeHydration();
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration hatası:', error) });
      });
    },
    (error: unknown) => console.error('Sayfa yüklenemedi:', error),
  );
} else {
  createRoot(root).render(app);
}
