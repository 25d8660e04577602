import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { stopListeningBeforeHydration } from './app/menu';
import { createApolloClient } from './lib/apollo';
import { RenderingProvider } from './lib/render';
import { readPageState } from './lib/pageState';

// A public page arrives rendered with its data: the cache starts from that data and React hydrates
// the markup (no request is made for it). The admin panel arrives as an empty shell and renders here.
const { publicUrl, apollo } = readPageState(document);
const client = createApolloClient();
if (apollo) client.cache.restore(apollo);

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
  // yet hydrated hydrates that part first. A mismatch between the server's markup and the first render is a bug:
  // say so in the console.
  stopListeningBeforeHydration();
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration hatası:', error) });
  });
} else {
  createRoot(root).render(app);
}
