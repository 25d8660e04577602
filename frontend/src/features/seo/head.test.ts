import { describe, expect, it } from 'vitest';
import { blogPostingLd, breadcrumbLd, headTags, type PageHead } from './head';

const site = { publicUrl: 'https://deniz.dev', name: 'Ayşe Çelik' };

/** The tags as the browser reads them. */
function parse(html: string) {
  const head = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html').head;
  const meta = (key: string) =>
    [...head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) => m.getAttribute('content'));
  return {
    head,
    title: head.querySelector('title')?.textContent,
    meta,
    one: (key: string) => meta(key)[0],
    link: (rel: string) => head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null,
    jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)),
  };
}

const post: PageHead = {
  title: 'Türkçe yazı: <script> & "tırnak"',
  description: 'Kısa açıklama',
  path: '/blog/turkce-yazi',
  type: 'article',
  image: { url: '/blog/turkce-yazi/og.png', alt: 'Türkçe yazı', size: { width: 1200, height: 630 } },
  article: { publishedTime: '2026-11-21T10:00:00.000Z', tags: ['react', 'graphql'] },
};

describe('head tags', () => {
  it("title 'Post title — Site name', description, absolute canonical, Open Graph and Twitter card", () => {
    const tags = parse(headTags(post, site));
    expect(tags.title).toBe('Türkçe yazı: <script> & "tırnak" — Ayşe Çelik');
    expect(tags.one('description')).toBe('Kısa açıklama');
    expect(tags.link('canonical')).toBe('https://deniz.dev/blog/turkce-yazi');
    expect(tags.one('og:type')).toBe('article');
    expect(tags.one('og:locale')).toBe('tr_TR');
    expect(tags.one('og:title')).toBe('Türkçe yazı: <script> & "tırnak"');
    expect(tags.one('og:url')).toBe('https://deniz.dev/blog/turkce-yazi');
    expect(tags.one('og:image')).toBe('https://deniz.dev/blog/turkce-yazi/og.png');
    expect([tags.one('og:image:width'), tags.one('og:image:height')]).toEqual(['1200', '630']);
    expect(tags.one('article:published_time')).toBe('2026-11-21T10:00:00.000Z');
    expect(tags.meta('article:tag')).toEqual(['react', 'graphql']);
    expect(tags.one('twitter:card')).toBe('summary_large_image');
    expect(tags.one('twitter:image')).toBe('https://deniz.dev/blog/turkce-yazi/og.png');
  });

  it('escapes what it writes: no markup of a title ends up as an element', () => {
    const tags = parse(headTags(post, site));
    expect(tags.head.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  });

  it('names the feeds for autodiscovery, with absolute URLs', () => {
    const { head } = parse(headTags(post, site));
    const feeds = [...head.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('type'),
      l.getAttribute('href'),
    ]);
    expect(feeds).toEqual([
      ['application/rss+xml', 'https://deniz.dev/rss.xml'],
      ['application/feed+json', 'https://deniz.dev/feed.json'],
    ]);
  });

  it('names the Webmention endpoint on every page, absolute (issue 48)', () => {
    for (const page of [post, { description: 'Ana sayfa', path: '/' }, { ...post, noindex: true }]) {
      const { head } = parse(headTags(page, site));
      expect([...head.querySelectorAll('link[rel="webmention"]')].map((l) => l.getAttribute('href'))).toEqual([
        'https://deniz.dev/webmention',
      ]);
    }
  });

  it('titles a page without its own title by the site name, and shows the site card', () => {
    const tags = parse(headTags({ description: 'Ana sayfa', path: '/' }, site));
    expect(tags.title).toBe('Ayşe Çelik');
    expect(tags.one('og:type')).toBe('website');
    expect(tags.one('og:image')).toBe('https://deniz.dev/og.png');
  });

  it('keeps an image from elsewhere as it is, without a size it cannot know', () => {
    const tags = parse(headTags({ ...post, image: { url: 'https://cdn.example.com/kapak.jpg', alt: 'Kapak' } }, site));
    expect(tags.one('og:image')).toBe('https://cdn.example.com/kapak.jpg');
    expect(tags.one('og:image:width')).toBeUndefined();
  });

  it('marks a page that must not be indexed, without a canonical link', () => {
    const tags = parse(headTags({ title: 'Sayfa bulunamadı', description: 'x', path: '/yok', noindex: true }, site));
    expect(tags.one('robots')).toBe('noindex');
    expect(tags.link('canonical')).toBeNull();
  });

  it('links the previous and next page of a list, with absolute URLs, beside its canonical', () => {
    const middle = parse(
      headTags({ description: 'x', path: '/blog?sayfa=2', prev: '/blog', next: '/blog?sayfa=3' }, site),
    );
    expect(middle.link('canonical')).toBe('https://deniz.dev/blog?sayfa=2');
    expect(middle.link('prev')).toBe('https://deniz.dev/blog');
    expect(middle.link('next')).toBe('https://deniz.dev/blog?sayfa=3');
    const single = parse(headTags({ description: 'x', path: '/blog' }, site));
    expect([single.link('prev'), single.link('next')]).toEqual([null, null]);
  });

  it('writes JSON-LD that no string can break out of', () => {
    const title = '</script><script>alert(1)</script>';
    const data = {
      slug: 's',
      title,
      shortDescription: 'd',
      tags: ['t'],
      publishDate: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    const html = headTags({ ...post, jsonLd: [blogPostingLd(site, data, '/blog/s/og.png')] }, site);
    expect(html).not.toContain('</script><script>');
    const [ld] = parse(html).jsonLd;
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: title,
      url: 'https://deniz.dev/blog/s',
      image: 'https://deniz.dev/blog/s/og.png',
      author: { '@type': 'Person', name: 'Ayşe Çelik' },
    });
  });

  it('builds a breadcrumb trail with absolute items', () => {
    expect(
      breadcrumbLd(site, [
        { name: 'Ayşe Çelik', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ayşe Çelik', item: 'https://deniz.dev/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://deniz.dev/blog' },
    ]);
  });
});
