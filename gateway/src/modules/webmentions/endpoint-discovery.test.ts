import { endpointOf, linksOf, linksTo } from './html';

/** W3C Webmention §3.1.2, the sender's discovery, on pages as another site may send them. */
describe('endpoint discovery', () => {
  const page = (text: string, headers: Record<string, string> = {}) => ({
    url: 'https://ornek.com/yazilar/bir?x=1',
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
    text,
  });

  it('takes the HTTP Link header first, relative to the page', () => {
    const html = '<link rel="webmention" href="/from-html">';
    expect(endpointOf(page(html, { link: '</wm?k=1>; rel="webmention"' }))).toBe('https://ornek.com/wm?k=1');
    expect(
      endpointOf(page(html, { link: '<https://a.example/x>; rel="other", <https://b.example/wm>; rel=webmention' })),
    ).toBe('https://b.example/wm');
    expect(endpointOf(page(html, { link: '<https://b.example/wm>; rel="webmention somethingelse"' }))).toBe(
      'https://b.example/wm',
    );
  });

  it('else the first <link> or <a> rel=webmention in document order, relative URLs resolved', () => {
    expect(endpointOf(page('<a rel="webmention" href="a-endpoint">x</a><link rel="webmention" href="/l">'))).toBe(
      'https://ornek.com/yazilar/a-endpoint',
    );
    expect(
      endpointOf(
        page('<link rel="stylesheet" href="/s.css"><link rel="webmention" href="/l"><a rel="webmention" href="/a">'),
      ),
    ).toBe('https://ornek.com/l');
    expect(endpointOf(page('<a rel="nofollow webmention" href="https://wm.example/e">e</a>'))).toBe(
      'https://wm.example/e',
    );
  });

  it('an empty href is the page itself; an element without href is skipped', () => {
    expect(endpointOf(page('<link rel="webmention"><link rel="webmention" href="">'))).toBe(
      'https://ornek.com/yazilar/bir?x=1',
    );
  });

  it('finds none on a page without one, or a page that is no HTML', () => {
    expect(endpointOf(page('<a href="/webmention">no rel</a>'))).toBeNull();
    expect(
      endpointOf({ ...page('<link rel="webmention" href="/l">'), headers: { 'content-type': 'text/plain' } }),
    ).toBeNull();
    expect(endpointOf(page('<!-- <link rel="webmention" href="/comment"> -->'))).toBeNull();
  });

  it("a post's links: absolute http(s) hrefs of <a>, each once", () => {
    expect(
      linksOf(
        '<a href="https://a.example/x#top">a</a><a href="/relative">r</a><a href="mailto:x@y">m</a><a href="https://a.example/x">again</a><img src="https://img.example/p.png">',
      ),
    ).toEqual(['https://a.example/x']);
  });

  it('a source links to the target when any href, resolved, is the target', () => {
    expect(linksTo('<a href="/blog/yazi">x</a>', 'https://site.example/other', 'https://site.example/blog/yazi')).toBe(
      true,
    );
    expect(
      linksTo(
        '<a href="https://site.example/blog/yazi#yorumlar">x</a>',
        'https://a.example/',
        'https://site.example/blog/yazi',
      ),
    ).toBe(true);
    expect(
      linksTo('<p>https://site.example/blog/yazi</p>', 'https://a.example/', 'https://site.example/blog/yazi'),
    ).toBe(false);
    expect(
      linksTo(
        '<a href="https://site.example/blog/yazi-2">x</a>',
        'https://a.example/',
        'https://site.example/blog/yazi',
      ),
    ).toBe(false);
  });
});
