import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadedPage, loadPage, PAGES, pageAt, type PageName } from './pages';

const names = Object.keys(PAGES) as PageName[];

/** The page react-router routes a pathname to (app/App.tsx routes each page by its `path`). */
function routed(pathname: string): PageName | undefined {
  const matches = matchRoutes(
    names.map((name) => ({ id: name, path: PAGES[name].path })),
    pathname,
  );
  return matches?.[0]?.route.id as PageName | undefined;
}

describe('the public pages (app/pages.ts)', () => {
  it('finds the page at a pathname as react-router routes it, so that boot.ts asks for the module the page hydrates with', () => {
    const pathnames = [
      '/',
      '/about',
      '/About/',
      '/blog',
      '/blog/',
      '/blog/bir-yazi',
      '/blog/Bir-Yazı',
      '/blog/bir-yazi/og.png',
      '/tags',
      '/tags/react',
      '/projects',
      '/projects/bir-proje',
      '/contact',
      '/search',
      '/subscribe',
      '/Subscribe/',
      '/subscribe/confirm/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12',
      '/subscribe/confirm',
      '/unsubscribe/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12',
      '/unsubscribe',
      '/olmayan',
      '/olmayan/bir/yol',
    ];
    for (const pathname of pathnames) expect([pathname, pageAt(pathname)]).toEqual([pathname, routed(pathname)]);
  });

  it('gives each page its own module, loaded once and then at hand without waiting', async () => {
    expect(loadedPage('contact')).toBeUndefined();
    const module = await loadPage('contact');
    expect(typeof module.default).toBe('function');
    expect(loadPage('contact')).toBe(loadPage('contact'));
    expect(loadedPage('contact')).toBe(module);
  });
});
