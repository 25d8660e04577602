/**
 * The page's script. The page arrives rendered on the server and styled by the stylesheets below
 * (inlined into the page by the gateway), so nothing here is needed to show it: the application
 * (React, the router, Apollo) is downloaded once the page's content is on screen, so that it never
 * competes with the page for the network, and then takes the page over (entry-client.tsx).
 */
// Every stylesheet of the public site, in cascade order. Each page and component imports its own
// as well; imported here too, they are built into this entry's one stylesheet, which the gateway
// inlines into every page, rather than into the application's, which arrives after the first paint
// (boot.test.ts checks that none is missing).
import './styles/base.css';
import './styles/ui.css';
import './components/states.css';
import './components/field.css';
import './app/public-layout.css';
import './components/social-links.css';
import './features/home/home.css';
import './features/about/about.css';
import './features/blog/blog-list.css';
import './features/blog/post-meta.css';
import './features/blog/pagination.css';
import './features/blog/blog-detail.css';
import './features/contact/contact.css';
import './features/not-found/not-found.css';
import './styles/prose.css';
import { listenBeforeHydration } from './app/menu';

// After the first paint: the web fonts (lib/fonts.ts), then the application in steps: each import is
// evaluated in a task of its own (React, then Apollo, then the rest), never one long task that a
// slow phone would spend deaf to the reader.
const start = async () => {
  void import('./lib/fonts').then(({ loadFonts }) => loadFonts());
  await import('react-dom/client');
  await import('./lib/apollo');
  await import('./entry-client');
};

if (!document.getElementById('root')?.hasChildNodes()) {
  void start(); // the admin panel's shell: nothing to paint before the application
} else {
  listenBeforeHydration(); // the menu button works from the start (app/menu.ts)
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(() => void start());
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(() => void start()));
  }
}
