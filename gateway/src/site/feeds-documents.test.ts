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

/** The English site's feeds (issue 50): the English posts, their English texts and addresses. */
const ENGLISH_SITE = { ...SITE, locale: 'en' as const, description: 'Notes on software & design', about: false };
const ENGLISH_POSTS = [post(3, { slug: 'post-3', title: 'Post 3 in English', shortDescription: 'Summary 3' })];

describe('rssXml in English', () => {
  it('says English, links the English pages and its own address, and holds what it is given', () => {
    const channel = one(parseXml(rssXml(ENGLISH_SITE, ENGLISH_POSTS)), '', 'channel');
    expect(text(channel, 'language')).toBe('en');
    expect(text(channel, 'link')).toBe('https://deniz.dev/en');
    expect(text(channel, 'description')).toBe('Notes on software & design');
    expect(one(channel, ATOM, 'link').attributes.href).toBe('https://deniz.dev/en/rss.xml');
    const [item, ...more] = all(channel, '', 'item');
    expect(more).toEqual([]);
    expect(text(item!, 'title')).toBe('Post 3 in English');
    expect(text(item!, 'link')).toBe('https://deniz.dev/en/blog/post-3');
    expect(one(item!, '', 'guid').text).toBe('https://deniz.dev/en/blog/post-3');
    // Relative links resolve against the English page.
    expect(one(item!, CONTENT, 'encoded').text).toContain('src="https://deniz.dev/uploads/kapak.png"');
  });

  it("a tag's English feed: its English title, its English page and self link", () => {
    const tagged = one(parseXml(rssXml(ENGLISH_SITE, ENGLISH_POSTS, { slug: 'isik', name: 'Işık' })), '', 'channel');
    expect(text(tagged, 'title')).toBe('Posts tagged “Işık” — Deniz Yılmaz');
    expect(text(tagged, 'description')).toBe('Deniz Yılmaz: Posts tagged “Işık”.');
    expect(text(tagged, 'link')).toBe('https://deniz.dev/en/tags/isik');
    expect(one(tagged, ATOM, 'link').attributes.href).toBe('https://deniz.dev/en/tags/isik/rss.xml');
  });
});

describe('jsonFeed in English', () => {
  it('says English, points home to /en and, without an English About, its author to /en', () => {
    const feed = jsonFeed(ENGLISH_SITE, ENGLISH_POSTS);
    expect(feed).toMatchObject({
      home_page_url: 'https://deniz.dev/en',
      feed_url: 'https://deniz.dev/en/feed.json',
      language: 'en',
      authors: [{ name: 'Deniz Yılmaz', url: 'https://deniz.dev/en' }],
    });
    expect(feed.items.map((item) => [item.id, item.title])).toEqual([
      ['https://deniz.dev/en/blog/post-3', 'Post 3 in English'],
    ]);
    expect(jsonFeed({ ...ENGLISH_SITE, about: true }, []).authors[0]!.url).toBe('https://deniz.dev/en/about');
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
    expect(list.slice(30, 32)).toEqual([
      { loc: 'https://deniz.dev/tags/turkce', lastmod: newest },
      { loc: 'https://deniz.dev/tags/yazilim', lastmod: newest },
    ]);
    // The English site's pages follow: no post has an English version, so no date and no post.
    expect(list.slice(32)).toEqual(
      ['/en', '/en/blog', '/en/contact', '/en/tags'].map((page) => ({
        loc: `https://deniz.dev${page}`,
        lastmod: undefined,
      })),
    );
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
    expect(urls(sitemapXml(SITE, tagged)).filter(({ loc }) => loc.includes('/tags/'))).toEqual([
      { loc: 'https://deniz.dev/tags/isik', lastmod: post(2).updatedAt.toISOString() },
      { loc: 'https://deniz.dev/tags/golge', lastmod: post(3).updatedAt.toISOString() },
    ]);
  });

  it('without posts lists the pages, without dates', () => {
    expect(urls(sitemapXml(SITE, []))).toEqual(
      ['/', '/about', '/blog', '/contact', '/tags', '/en', '/en/blog', '/en/contact', '/en/tags'].map((page) => ({
        loc: `https://deniz.dev${page}`,
        lastmod: undefined,
      })),
    );
  });
});

describe('sitemapXml in two languages', () => {
  const XHTML = 'http://www.w3.org/1999/xhtml';
  const pages = (xml: string) =>
    new Map(
      all(parseXml(xml), SITEMAP, 'url').map((url) => [
        one(url, SITEMAP, 'loc').text,
        Object.fromEntries(
          all(url, XHTML, 'link').map(({ attributes }) => {
            expect(attributes.rel).toBe('alternate');
            return [attributes.hreflang!, attributes.href!];
          }),
        ),
      ]),
    );
  const alternates = (tr: string, en: string) => [
    { locale: 'tr' as const, path: tr },
    { locale: 'en' as const, path: en },
  ];
  // Post 1 has an English version, post 2 none; the project has one.
  const translated = { ...post(1, { tags: ['Işık'] }), alternates: alternates('/blog/yazi-1', '/en/blog/post-1') };
  const turkishOnly = { ...post(2, { tags: ['Gölge'] }), alternates: alternates('/blog/yazi-2', '').slice(0, 1) };
  const project = {
    slug: 'proje',
    updatedAt: new Date(BASE),
    technologies: ['React'],
    alternates: alternates('/projects/proje', '/en/projects/project'),
  };
  const map = pages(sitemapXml(SITE, [translated, turkishOnly], [project], true));

  it('lists every English address, and each address with a counterpart names both and x-default, absolute, both ways', () => {
    const both = (tr: string, en: string) => ({
      tr: `https://deniz.dev${tr}`,
      en: `https://deniz.dev${en}`,
      'x-default': `https://deniz.dev${tr}`,
    });
    const pairs = [
      ['/', '/en'],
      ['/about', '/en/about'],
      ['/blog', '/en/blog'],
      ['/contact', '/en/contact'],
      ['/tags', '/en/tags'],
      ['/blog/yazi-1', '/en/blog/post-1'],
      ['/projects', '/en/projects'],
      ['/projects/proje', '/en/projects/project'],
      ['/tags/isik', '/en/tags/isik'],
      ['/tags/react', '/en/tags/react'],
    ];
    for (const [tr, en] of pairs) {
      expect(map.get(`https://deniz.dev${tr}`)).toEqual(both(tr!, en!));
      expect(map.get(`https://deniz.dev${en}`)).toEqual(both(tr!, en!));
    }
    // Every alternate named is an address the sitemap lists, and names the first back.
    for (const [loc, links] of map) {
      for (const href of Object.values(links)) {
        expect(map.has(href)).toBe(true);
        if (Object.keys(links).length) expect(Object.values(map.get(href)!)).toContain(loc);
      }
    }
  });

  it('an untranslated post and its tag have their Turkish address alone, without alternates', () => {
    expect(map.get('https://deniz.dev/blog/yazi-2')).toEqual({});
    expect(map.get('https://deniz.dev/tags/golge')).toEqual({});
    expect([...map.keys()].filter((loc) => loc.includes('/en/blog/'))).toEqual(['https://deniz.dev/en/blog/post-1']);
    expect(map.has('https://deniz.dev/en/tags/golge')).toBe(false);
  });

  it('/en/about is listed only when About has an English version', () => {
    const without = pages(sitemapXml(SITE, [translated], [], false));
    expect(without.has('https://deniz.dev/en/about')).toBe(false);
    expect(without.get('https://deniz.dev/about')).toEqual({});
  });

  it('an English list page changes with the newest English post', () => {
    const lastmods = new Map(
      all(parseXml(sitemapXml(SITE, [translated, turkishOnly])), SITEMAP, 'url').map((url) => [
        one(url, SITEMAP, 'loc').text,
        all(url, SITEMAP, 'lastmod')[0]?.text,
      ]),
    );
    expect(lastmods.get('https://deniz.dev/en/blog')).toBe(translated.updatedAt.toISOString());
    expect(lastmods.get('https://deniz.dev/blog')).toBe(turkishOnly.updatedAt.toISOString());
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
