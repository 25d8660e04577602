import { parseXml } from '../../test/support/xml';
import { absoluteUrls, jsonFeed, robotsTxt, rssXml, sitemapXml } from './feeds';
import {
  all,
  ATOM,
  CONTENT,
  EXPECTED_CONTENT,
  NEWEST_SLUGS,
  one,
  post,
  POSTS,
  SITE,
  SITEMAP,
  text,
  DAY,
  BASE,
  TURKISH_HTML,
} from './feeds.kit';

/** The feeds, the sitemap and robots.txt as the pure functions write them. */

describe('absoluteUrls', () => {
  const base = 'https://deniz.dev/blog/bir-yazi';

  it('the sanitised Turkish content keeps every byte but the uploaded image, which becomes absolute', () => {
    expect(TURKISH_HTML).toContain('<img src="/uploads/kapak.png"');
    expect(absoluteUrls(TURKISH_HTML, base)).toBe(EXPECTED_CONTENT);
  });

  it('resolves every relative form against the post, as the browser showing it would', () => {
    const html =
      '<p><a href="/blog/diger">a</a><a href="diger">b</a><a href="#bolum">c</a><a href="?s=2&amp;t=3">d</a>' +
      '<a href="//cdn.example.com/x.png">e</a><img src="/uploads/a%20b.png" alt="x"></p>';
    expect(absoluteUrls(html, base)).toBe(
      '<p><a href="https://deniz.dev/blog/diger">a</a><a href="https://deniz.dev/blog/diger">b</a>' +
        '<a href="https://deniz.dev/blog/bir-yazi#bolum">c</a><a href="https://deniz.dev/blog/bir-yazi?s=2&amp;t=3">d</a>' +
        '<a href="https://cdn.example.com/x.png">e</a><img src="https://deniz.dev/uploads/a%20b.png" alt="x"></p>',
    );
  });

  it('leaves absolute URLs, other schemes, other attributes and text alone', () => {
    const html =
      '<p><a href="https://example.com/?a=1&amp;b=2">x</a><a href="mailto:a@b.c">m</a><a href="tel:+905">t</a>' +
      '<img src="data:image/png;base64,AAAA" alt="/uploads/x.png" title="src=/y"></p>' +
      '<pre><code> src="/uploads/in-code.png" href="/z"</code></pre>';
    expect(absoluteUrls(html, base)).toBe(html);
  });
});

describe('rssXml', () => {
  const rss = parseXml(rssXml(SITE, POSTS));
  const channel = one(rss, '', 'channel');
  const items = all(channel, '', 'item');

  it('is RSS 2.0 with the channel fields, the Turkish language and the Atom self link', () => {
    expect(rss.local).toBe('rss');
    expect(rss.uri).toBe('');
    expect(rss.attributes.version).toBe('2.0');
    expect(text(channel, 'title')).toBe('Deniz Yılmaz');
    expect(text(channel, 'link')).toBe('https://deniz.dev/');
    expect(text(channel, 'description')).toBe('Yazılım & tasarım üzerine notlar');
    expect(text(channel, 'language')).toBe('tr');
    // The newest change: post 25's edit
    expect(new Date(text(channel, 'lastBuildDate'))).toEqual(post(25).updatedAt);
    expect(one(channel, ATOM, 'link').attributes).toEqual({
      href: 'https://deniz.dev/rss.xml',
      rel: 'self',
      type: 'application/rss+xml',
    });
  });

  it("with a tag, is that tag's feed: its title, its page and its own self link", () => {
    const tagged = one(parseXml(rssXml(SITE, POSTS.slice(0, 3), { slug: 'isik', name: 'Işık' })), '', 'channel');
    expect(text(tagged, 'title')).toBe('“Işık” etiketli yazılar — Deniz Yılmaz');
    expect(text(tagged, 'link')).toBe('https://deniz.dev/tags/isik');
    expect(text(tagged, 'description')).toBe('Deniz Yılmaz: “Işık” etiketli yazılar.');
    expect(one(tagged, ATOM, 'link').attributes.href).toBe('https://deniz.dev/tags/isik/rss.xml');
    expect(all(tagged, '', 'item')).toHaveLength(3);
  });

  it('has the 20 newest posts, newest first, with absolute links and permalink guids', () => {
    expect(items.map((item) => text(item, 'link'))).toEqual(NEWEST_SLUGS.map((s) => `https://deniz.dev/blog/${s}`));
    for (const item of items) {
      const guid = one(item, '', 'guid');
      expect(guid.text).toBe(text(item, 'link'));
      expect(guid.attributes.isPermaLink).toBe('true');
    }
  });

  it('writes each item: title, RFC 822 date, summary, tags and the full content with absolute URLs', () => {
    const item = items[0]!;
    expect(text(item, 'title')).toBe("Yazı 25: İstanbul'da yazılım");
    expect(text(item, 'pubDate')).toBe('Fri, 26 Jan 2024 09:30:00 GMT');
    expect(text(item, 'description')).toBe('Kısa açıklama 25');
    expect(all(item, '', 'category').map((c) => c.text)).toEqual(['türkçe', 'yazılım']);
    const content = one(item, CONTENT, 'encoded').text;
    expect(content).toBe(EXPECTED_CONTENT);
    expect(content).toContain('ığüşöç İĞÜŞÖÇ');
    expect(content).toContain('Ali &amp; Ayşe&nbsp;birlikte &lt;b&gt; yazdı');
    expect(content).toContain('if (a &lt; b &amp;&amp; c &gt; d) { return "ışık"; }');
    expect(content).toContain('<img src="https://deniz.dev/uploads/kapak.png" alt="Kapak görseli">');
  });

  it('escapes plain text: the summary as HTML for readers, titles with markup-like text and `]]>` survive', () => {
    const tricky = post(1, {
      title: 'A & B <i>değil</i> ]]> iki kez ]]> "tırnak"',
      shortDescription: '<script>x</script> & ş',
      tags: ['C & C++', '<etiket>'],
      content: '<p>]]> ]]&gt; içerik</p>',
    });
    const item = one(one(parseXml(rssXml(SITE, [tricky])), '', 'channel'), '', 'item');
    expect(text(item, 'title')).toBe(tricky.title);
    expect(text(item, 'description')).toBe('&lt;script&gt;x&lt;/script&gt; &amp; ş');
    expect(all(item, '', 'category').map((c) => c.text)).toEqual(['C & C++', '<etiket>']);
    expect(one(item, CONTENT, 'encoded').text).toBe('<p>]]> ]]&gt; içerik</p>');
  });

  it('drops characters XML cannot carry instead of writing a broken feed', () => {
    const bad = post(1, { title: 'Kontrol\u0001 karakteri\uFFFE\uD800', content: '<p>a\u0008b 😀</p>' });
    const item = one(one(parseXml(rssXml(SITE, [bad])), '', 'channel'), '', 'item');
    expect(text(item, 'title')).toBe('Kontrol karakteri');
    expect(one(item, CONTENT, 'encoded').text).toBe('<p>ab 😀</p>');
  });

  it('without posts is a valid channel with no items', () => {
    const empty = one(parseXml(rssXml(SITE, [])), '', 'channel');
    expect(all(empty, '', 'item')).toHaveLength(0);
    expect(text(empty, 'title')).toBe('Deniz Yılmaz');
    expect(one(empty, ATOM, 'link').attributes.href).toBe('https://deniz.dev/rss.xml');
  });
});

describe('jsonFeed', () => {
  it('is JSON Feed 1.1 with the 20 newest posts, newest first', () => {
    const feed = JSON.parse(JSON.stringify(jsonFeed(SITE, POSTS)));
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Deniz Yılmaz',
      home_page_url: 'https://deniz.dev/',
      feed_url: 'https://deniz.dev/feed.json',
      description: 'Yazılım & tasarım üzerine notlar',
      language: 'tr',
      authors: [{ name: 'Deniz Yılmaz', url: 'https://deniz.dev/about' }],
    });
    expect(feed.author).toBeUndefined(); // 1.0's field
    expect(feed.items.map((item: { url: string }) => item.url)).toEqual(
      NEWEST_SLUGS.map((s) => `https://deniz.dev/blog/${s}`),
    );
    expect(feed.items[0]).toEqual({
      id: 'https://deniz.dev/blog/yazi-25',
      url: 'https://deniz.dev/blog/yazi-25',
      title: "Yazı 25: İstanbul'da yazılım",
      summary: 'Kısa açıklama 25',
      content_html: EXPECTED_CONTENT,
      date_published: '2024-01-26T09:30:00.000Z',
      date_modified: '2024-01-26T11:30:00.000Z',
      tags: ['türkçe', 'yazılım'],
    });
  });

  it('without posts has no items', () => {
    expect(jsonFeed(SITE, []).items).toEqual([]);
  });
});

describe('sitemapXml', () => {
  const urls = (xml: string) =>
    all(parseXml(xml), SITEMAP, 'url').map((url) => ({
      loc: one(url, SITEMAP, 'loc').text,
      lastmod: all(url, SITEMAP, 'lastmod')[0]?.text,
    }));

  it('lists the public pages, every post and every tag, absolute, with W3C lastmod', () => {
    const root = parseXml(sitemapXml(SITE, POSTS));
    expect([root.uri, root.local]).toEqual([SITEMAP, 'urlset']);
    const list = urls(sitemapXml(SITE, POSTS));
    const newest = post(25).updatedAt.toISOString();
    expect(list.slice(0, 5)).toEqual([
      { loc: 'https://deniz.dev/', lastmod: newest },
      { loc: 'https://deniz.dev/about', lastmod: undefined },
      { loc: 'https://deniz.dev/blog', lastmod: newest },
      { loc: 'https://deniz.dev/contact', lastmod: undefined },
      { loc: 'https://deniz.dev/tags', lastmod: newest },
    ]);
    expect(list.slice(30)).toEqual([
      { loc: 'https://deniz.dev/tags/turkce', lastmod: newest },
      { loc: 'https://deniz.dev/tags/yazilim', lastmod: newest },
    ]);
    const posts = list.slice(5, 30);
    expect(posts).toHaveLength(25); // every post, not only the feeds' 20
    expect(posts).toContainEqual({ loc: 'https://deniz.dev/blog/yazi-3', lastmod: post(3).updatedAt.toISOString() });
    for (const { loc, lastmod } of posts) {
      expect(loc).toMatch(/^https:\/\/deniz\.dev\/blog\/yazi-\d+$/);
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
  });

  it('gives a post published on schedule after its last edit its publication as lastmod', () => {
    const scheduled = post(1, { updatedAt: new Date(BASE), publishDate: new Date(BASE + 5 * DAY) });
    expect(urls(sitemapXml(SITE, [scheduled]))[5]).toEqual({
      loc: 'https://deniz.dev/blog/yazi-1',
      lastmod: new Date(BASE + 5 * DAY).toISOString(),
    });
  });

  it("gives a tag's page the newest change among its posts, its spellings one page", () => {
    const tagged = [
      post(1, { tags: ['Işık'] }),
      post(2, { tags: ['ışık', 'IŞIK', 'Gölge'] }),
      post(3, { tags: ['Gölge'] }),
    ];
    expect(urls(sitemapXml(SITE, tagged)).slice(-2)).toEqual([
      { loc: 'https://deniz.dev/tags/isik', lastmod: post(2).updatedAt.toISOString() },
      { loc: 'https://deniz.dev/tags/golge', lastmod: post(3).updatedAt.toISOString() },
    ]);
  });

  it('without posts lists the pages, without dates', () => {
    expect(urls(sitemapXml(SITE, []))).toEqual(
      ['/', '/about', '/blog', '/contact', '/tags'].map((page) => ({
        loc: `https://deniz.dev${page}`,
        lastmod: undefined,
      })),
    );
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin panel and the API doors and names the sitemap', () => {
    expect(robotsTxt(SITE).split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /mrpurposeless',
      'Disallow: /api/',
      'Disallow: /graphql',
      '',
      'Sitemap: https://deniz.dev/sitemap.xml',
      '',
    ]);
  });
});
