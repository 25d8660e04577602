/**
 * The page's script. The page arrives rendered on the server and styled by the stylesheets below
 * (inlined into the page by the gateway), so nothing here is needed to show it: the application
 * (React, the router, Apollo) is downloaded once the page's content is on screen, so that it never
 * competes with the page for the network, and then takes the page over (entry-client.tsx).
 */
import './styles/base.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/prose.css';

const start = () => void import('./entry-client');

if (!document.getElementById('root')?.hasChildNodes()) {
  start(); // the admin panel's shell: nothing to paint before the application
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
