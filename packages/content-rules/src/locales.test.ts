import { localePath, otherLocale, splitLocale } from './locales';
import { publicPage } from './pages';

describe('the two languages’ addresses', () => {
  it.each([
    ['tr', '/', '/'],
    ['tr', '/blog?sayfa=2', '/blog?sayfa=2'],
    ['en', '/', '/en'],
    ['en', '/?a=1', '/en?a=1'],
    ['en', '/blog/bir-yazi', '/en/blog/bir-yazi'],
    ['en', '/search?q=x', '/en/search?q=x'],
  ] as const)('localePath(%s, %s) is %s', (locale, path, expected) => {
    expect(localePath(locale, path)).toBe(expected);
  });

  it.each([
    ['/', 'tr', '/'],
    ['/english', 'tr', '/english'],
    ['/enx/blog', 'tr', '/enx/blog'],
    ['/blog/en', 'tr', '/blog/en'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/EN/Blog', 'en', '/Blog'],
    ['/en/blog/x', 'en', '/blog/x'],
  ])('splitLocale(%s) is %s, %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('switches to the other language', () => {
    expect(otherLocale('tr')).toBe('en');
    expect(otherLocale('en')).toBe('tr');
  });

  it('reads an English address as its Turkish counterpart’s page, under /en', () => {
    expect(publicPage('/en', '')).toEqual({ kind: 'page', url: '/en', locale: 'en' });
    expect(publicPage('/En/About/', '')).toEqual({ kind: 'page', url: '/en/about', locale: 'en' });
    expect(publicPage('/en/blog', '?sayfa=2')).toEqual({
      kind: 'list',
      url: '/en/blog?sayfa=2',
      page: 2,
      locale: 'en',
    });
    expect(publicPage('/en/blog/a-post', '')).toMatchObject({
      kind: 'post',
      url: '/en/blog/a-post',
      slug: 'a-post',
      locale: 'en',
    });
    expect(publicPage('/en/search', '?q=react')).toMatchObject({
      kind: 'search',
      url: '/en/search?q=react',
      locale: 'en',
    });
    expect(publicPage('/en/tags/react', '')).toMatchObject({ kind: 'tag', url: '/en/tags/react', locale: 'en' });
    expect(publicPage('/en/projects/p', '')).toMatchObject({ kind: 'project', url: '/en/projects/p', locale: 'en' });
    expect(publicPage('/en/blog/x', '?onizleme=1')).toEqual({ kind: 'preview', locale: 'en' });
    expect(publicPage('/blog', '')).toEqual({ kind: 'list', url: '/blog', page: 1, locale: 'tr' });
  });

  it('has no English subscription pages, and no page of an unknown English address', () => {
    expect(publicPage('/en/subscribe', '')).toEqual({ kind: 'not-found', locale: 'en' });
    expect(publicPage('/en/unknown', '')).toEqual({ kind: 'not-found', locale: 'en' });
    expect(publicPage('/en/en/blog', '')).toEqual({ kind: 'not-found', locale: 'en' });
    expect(publicPage('/subscribe', '')).toEqual({ kind: 'subscription', path: '/subscribe', locale: 'tr' });
  });
});
