/**
 * The page's script. The page arrives rendered on the server and styled by the stylesheets below
 * (inlined into the page by the gateway), and works without the application: its links are links,
 * the menu button opens the menu (app/menu.ts), the theme button changes the theme (app/theme.ts),
 * the contact form takes text (earlyForm.ts), a post counts its view (earlyView.ts), the page reports
 * its view for the owner's analytics (lib/pageViews.ts), keeps the
 * context menu off its images (imageMenu.ts) and copies its code (codeCopy.ts). The application
 * (React, the router, Apollo: entry-client.tsx) is downloaded and takes the page over on the
 * reader's first touch, key or pointer, never while a phone is painting the page and the reader is
 * only reading.
 */
// Every stylesheet of the public site, in cascade order. Each page and component imports its own
// as well; imported here too, they are built into this entry's one stylesheet, which the gateway
// inlines into every page, rather than into the application's, which arrives after the first paint
// (boot.test.ts checks that none is missing).
import './styles/fonts.css';
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
import './features/blog/tags.css';
import './features/blog/blog-detail.css';
import './features/blog/search.css';
import './features/projects/projects.css';
import './features/contact/contact.css';
import './features/subscribe/subscribe.css';
import './features/comments/comments.css';
import './features/not-found/not-found.css';
import './styles/prose.css';
import { listenBeforeHydration } from './app/menu';
import { listenForThemeToggle } from './app/theme';
import { copyCodeOnClick } from './features/blog/codeCopy';
import { countViewEarly } from './features/blog/earlyView';
import { blockImageMenus } from './features/blog/imageMenu';
import { enableFormEarly } from './features/contact/earlyForm';
import { reportPageView } from './lib/pageViews';
import { loadWebFontsWhenIdle } from './lib/webFonts';

// The application, in steps: each import is evaluated in a task of its own (React, then Apollo, then
// the rest), never one long task that a slow phone would spend deaf to the reader. A page being
// hydrated asks for its own module (app/pages.ts, a small chunk fetched beside React) with the rest,
// not after it: entry-client.tsx hydrates once it is there (a failure is its to handle).
let started: Promise<unknown> | undefined;
const start = (hydrating: boolean) =>
  (started ??= Promise.all([
    wholeStylesheet(),
    import('react-dom/client').then(() => import('./lib/apollo')),
    hydrating ? import('./app/pages') : undefined,
  ]).then(([, , pages]) =>
    Promise.all([import('./entry-client'), pages?.loadPage(pages.pageAt(location.pathname)).catch(() => undefined)]),
  ));

/** The longest the application waits for the whole stylesheet: a sheet that never arrives must not keep it away. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * The page came with the rules of the stylesheet that its HTML uses (the gateway's page-styles.ts);
 * the application may show anything, so it starts once the whole sheet, named by the inlined
 * `<style data-href>`, is there (after it: the same cascade), or after STYLESHEET_WAIT_MS. Vite's
 * development server has none.
 */
function wholeStylesheet(): Promise<unknown> {
  const href = document.querySelector<HTMLStyleElement>('style[data-href]')?.dataset.href;
  if (!href) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
    setTimeout(resolve, STYLESHEET_WAIT_MS);
  });
  document.head.append(link);
  return loaded;
}

/** What a reader does before asking the page anything: a touch, a click, a key, a pointer over it. */
const INTENT = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'] as const;

function startOnIntent() {
  const go = () => {
    for (const type of INTENT) document.removeEventListener(type, go, true);
    void start(true);
    loadWebFontsWhenIdle(); // for the reader's next page
  };
  for (const type of INTENT) document.addEventListener(type, go, { capture: true, passive: true });
}

function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then);
  }).observe({ type: 'paint', buffered: true });
}

blockImageMenus(document);
copyCodeOnClick(document);
listenForThemeToggle(document);
if (!document.getElementById('root')?.hasChildNodes()) {
  void start(false); // the admin panel's shell: nothing to paint before the application
} else {
  listenBeforeHydration(); // the menu button works from the start (app/menu.ts)
  enableFormEarly(document);
  startOnIntent();
  // The views wait for the first paint, never the reverse: the post's count, and the page's for analytics.
  afterFirstPaint(() => {
    countViewEarly(document);
    reportPageView(location.pathname, document.referrer);
  });
}
