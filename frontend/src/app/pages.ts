import { localePath, splitLocale } from '@portfolio/content-rules';
import type { ComponentType } from 'react';

/**
 * The public site's pages (inside app/PublicLayout), each its own chunk: a page downloads the
 * application and its own page, never the other pages' code (BENCHMARKS.md, "Public first-load
 * JavaScript"). The page a reader is on never waits for a second download: on the first touch,
 * boot.ts asks for its module beside the application (`loadPage(pageAt(location.pathname))`), and
 * entry-client.tsx hydrates once it is there, so nothing suspends while hydrating; the server
 * (entry-server.tsx) loads it before rendering, so it renders synchronously. Another page's module
 * loads when the reader goes there (navigations are transitions: the page shown stays until then).
 * `path` is react-router's (app/App.tsx routes each page by it, and by its English address under
 * `/en`: `pathsOf`); `pageAt` reads it the same way. No React here: boot.ts imports this module
 * before the application.
 */
export const PAGES = {
  home: { path: '/', load: () => import('../features/home/HomePage') },
  about: { path: '/about', load: () => import('../features/about/AboutPage') },
  blog: { path: '/blog', load: () => import('../features/blog/BlogListPage') },
  post: { path: '/blog/:slug', load: () => import('../features/blog/BlogDetailPage') },
  tags: { path: '/tags', load: () => import('../features/blog/TagListPage') },
  tag: { path: '/tags/:slug', load: () => import('../features/blog/TagPage') },
  projects: { path: '/projects', load: () => import('../features/projects/ProjectListPage') },
  project: { path: '/projects/:slug', load: () => import('../features/projects/ProjectPage') },
  contact: { path: '/contact', load: () => import('../features/contact/ContactPage') },
  search: { path: '/search', load: () => import('../features/blog/SearchPage') },
  // Following by e-mail (issue 47): one reader's pages, never a shared answer (content-rules publicPage).
  subscribe: { path: '/subscribe', load: () => import('../features/subscribe/SubscribePage') },
  confirmSubscription: {
    path: '/subscribe/confirm/:token',
    load: () => import('../features/subscribe/ConfirmSubscriptionPage'),
  },
  unsubscribe: { path: '/unsubscribe/:token', load: () => import('../features/subscribe/UnsubscribePage') },
  notFound: { path: '*', load: () => import('../features/not-found/NotFoundPage') },
} satisfies Record<string, { path: string; load: () => Promise<{ default: ComponentType }> }>;

export type PageName = keyof typeof PAGES;

/** The subscription pages have no English counterpart (docs/product/languages.md): `/en/subscribe` is the 404 page. */
const TURKISH_ONLY = new Set<PageName>(['subscribe', 'confirmSubscription', 'unsubscribe']);

/** A page's addresses, Turkish and English (`/en/blog/:slug`; the 404 page's `*` holds both). */
export function pathsOf(name: PageName): string[] {
  const { path } = PAGES[name];
  return path === '*' || TURKISH_ONLY.has(name) ? [path] : [path, localePath('en', path)];
}
type PageModule = { default: ComponentType };

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The page at a pathname, Turkish or English (`/en/blog` is 'blog'), as react-router matches
 * `PAGES`' paths (static parts in any case, a trailing slash allowed, `:param` one part); anything
 * else is the 404 page. (The admin's addresses
 * are not public pages: no one asks this for them.)
 */
export function pageAt(pathname: string): PageName {
  const { locale, path } = splitLocale(pathname);
  const parts = segments(path).map((part) => part.toLowerCase());
  const names = Object.keys(PAGES) as PageName[];
  const found = names.find((name) => {
    const pattern = segments(PAGES[name].path);
    return (
      PAGES[name].path !== '*' &&
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part === parts[i])
    );
  });
  return found && !(locale === 'en' && TURKISH_ONLY.has(found)) ? found : 'notFound';
}

const loading = new Map<PageName, Promise<PageModule>>();
const loaded = new Map<PageName, PageModule>();

/** A page's module, asked for once (a failed download is asked for again next time). */
export function loadPage(name: PageName): Promise<PageModule> {
  let module = loading.get(name);
  if (!module) {
    module = PAGES[name].load().then(
      (page) => {
        loaded.set(name, page);
        return page;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, module);
  }
  return module;
}

/** A page's module if it is here already: the page is rendered at once, without suspending. */
export const loadedPage = (name: PageName): PageModule | undefined => loaded.get(name);
