import { builtFrontend } from '../src/site/frontend';
import { shareImageDrawings } from '../src/site/share-image';
import { allElements, parseXml } from './support/xml';
import { startAdminApp, startTestApp, type TestApp } from './support/app';
import { CREATE, UPDATE, type Post } from './support/blog';
import { aboutInput, blogInput } from './support/content';
import { testDb } from './support/db';
import { rawGet } from './support/raw-http';

/**
 * What the gateway publishes besides the API, over a real database: the rendered pages with their
 * statuses, the feeds and crawler files, the share images. `npm test` builds the site before this
 * suite (scripts/test.mjs); run alone, build it first (`npm run build -w frontend`).
 */

const PUBLIC_URL = 'https://site.example';
const ABOUT = `mutation($input: AboutInput!) { updateAbout(input: $input) { name } }`;

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe(`feeds, crawler files and share images (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let posts: Post[];

  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    await app.gql(ABOUT, { input: aboutInput({ name: 'Ayşe Çelik', title: 'Yazılım Mimarı' }) }, { token });
    posts = [];
    // 22 posts a day apart, the newest last; the newest has an image of ours and one from elsewhere.
    for (let day = 1; day <= 22; day++) {
      const { data } = await app.gql<{ createBlog: Post }>(
        CREATE,
        {
          input: blogInput({
            title: `Yazı ${day}: İstanbul'da çay & kod`,
            publishDate: new Date(Date.UTC(2026, 0, day, 9)).toISOString(),
            content:
              day === 22
                ? '<p>Görsel:</p><p><img src="/uploads/kapak.png" alt="kapak"><img src="https://cdn.example.com/b.png"></p>'
                : `<p>Gün ${day}: <code>a &lt; b &amp;&amp; c</code></p>`,
          }),
        },
        { token },
      );
      posts.unshift(data!.createBlog);
    }
  });
  afterAll(() => app.close());

  it('/rss.xml: RSS 2.0, the 20 newest with full content, absolute links and the self link', async () => {
    const response = await rawGet(app, '/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const elements = allElements(parseXml(response.body.toString('utf8')));
    expect(elements[0]).toMatchObject({ name: 'rss', attributes: { version: '2.0' } });
    expect(elements.find((e) => e.name === 'atom:link')?.attributes).toMatchObject({
      rel: 'self',
      href: `${PUBLIC_URL}/rss.xml`,
    });
    const links = elements.filter((e) => e.name === 'item').length;
    expect(links).toBe(20);
    const itemLinks = elements.filter((e) => e.name === 'guid').map((e) => e.text);
    expect(itemLinks).toEqual(posts.slice(0, 20).map((post) => `${PUBLIC_URL}/blog/${post.slug}`));
    const content = elements.filter((e) => e.name === 'content:encoded').map((e) => e.text);
    expect(content[0]).toContain(`src="${PUBLIC_URL}/uploads/kapak.png"`);
    expect(content[1]).toContain('<code>a &lt; b &amp;&amp; c</code>');
  });

  it('/feed.json: JSON Feed 1.1 with the same posts', async () => {
    const response = await rawGet(app, '/feed.json');
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = JSON.parse(response.body.toString('utf8')) as {
      version: string;
      title: string;
      items: Array<{ url: string; title: string; content_html: string }>;
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Ayşe Çelik');
    expect(feed.items.map((item) => item.title)).toEqual(posts.slice(0, 20).map((post) => post.title));
  });

  it('/sitemap.xml lists every page, every post and every tag, and the English pages; /robots.txt keeps crawlers out of the admin panel', async () => {
    const sitemap = allElements(parseXml((await rawGet(app, '/sitemap.xml')).body.toString('utf8')));
    const locations = sitemap.filter((e) => e.name === 'loc').map((e) => e.text);
    expect(locations).toEqual([
      ...['/', '/about', '/blog', '/contact', '/tags'].map((page) => `${PUBLIC_URL}${page}`),
      ...posts.map((post) => `${PUBLIC_URL}/blog/${post.slug}`),
      `${PUBLIC_URL}/tags/etiket`,
      // The English site's pages (issue 50): no post has an English version, nor About.
      ...['/en', '/en/blog', '/en/contact', '/en/tags'].map((page) => `${PUBLIC_URL}${page}`),
    ]);
    const robots = (await rawGet(app, '/robots.txt')).body.toString('utf8');
    expect(robots).toContain('Disallow: /mrpurposeless\n');
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('a feed answers 304 to its ETag, and changes when a post does', async () => {
    const first = await rawGet(app, '/rss.xml');
    const etag = first.headers.etag!;
    expect((await rawGet(app, '/rss.xml', { 'if-none-match': etag })).status).toBe(304);
    await app.gql(UPDATE, { id: posts[4]!.id, input: blogInput({ title: 'Yeni başlık' }) }, { token });
    const changed = await rawGet(app, '/rss.xml', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.toString('utf8')).toContain('<title>Yeni başlık</title>');
  });

  it("a post's share image: a 1200×630 PNG, revalidated by its ETag, redrawn when the title changes", async () => {
    const post = posts[1]!;
    const image = await rawGet(app, `/blog/${post.slug}/og.png`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.body)).toEqual([1200, 630]);
    expect(image.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = image.headers.etag!;
    expect((await rawGet(app, `/blog/${post.slug}/og.png`, { 'if-none-match': etag })).status).toBe(304);
    await app.gql(UPDATE, { id: post.id, input: blogInput({ title: 'Başka bir başlık' }) }, { token });
    const redrawn = await rawGet(app, `/blog/${post.slug}/og.png`, { 'if-none-match': etag });
    expect(redrawn.status).toBe(200);
    expect(redrawn.headers.etag).not.toBe(etag);
  });

  it('a share image moves from an id to the slug, and an unknown post has none', async () => {
    const post = posts[2]!;
    const moved = await rawGet(app, `/blog/${post.id}/og.png`);
    expect([moved.status, moved.headers.location]).toEqual([301, `/blog/${post.slug}/og.png`]);
    expect((await rawGet(app, '/blog/boyle-bir-yazi-yok/og.png')).status).toBe(404);
  });

  it("the site's own card at /og.png", async () => {
    const image = await rawGet(app, '/og.png');
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.body)).toEqual([1200, 630]);
  });

  it("the site's avatar at /avatar.png: a 400×400 PNG of the owner's initials, revalidated by its ETag, redrawn when the About name changes", async () => {
    const image = await rawGet(app, '/avatar.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.body)).toEqual([400, 400]);
    expect(image.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = image.headers.etag!;
    expect(etag).not.toBe((await rawGet(app, '/og.png')).headers.etag);
    expect((await rawGet(app, '/avatar.png', { 'if-none-match': etag })).status).toBe(304);
    await app.gql(ABOUT, { input: aboutInput({ name: 'Deniz Yıldız', title: 'Yazılım Mimarı' }) }, { token });
    try {
      const redrawn = await rawGet(app, '/avatar.png', { 'if-none-match': etag });
      expect(redrawn.status).toBe(200);
      expect(redrawn.headers.etag).not.toBe(etag);
      expect(pngSize(redrawn.body)).toEqual([400, 400]);
      expect(redrawn.body.equals(image.body)).toBe(false);
    } finally {
      await app.gql(ABOUT, { input: aboutInput({ name: 'Ayşe Çelik', title: 'Yazılım Mimarı' }) }, { token });
    }
  });

  it('two requests for one card at once: it is drawn once, and both get it', async () => {
    // Two addresses of one card (a shared link with a tracking parameter): nothing before the
    // route takes them for one request.
    const post = posts[3]!;
    const before = shareImageDrawings();
    const [first, second] = await Promise.all([
      rawGet(app, `/blog/${post.slug}/og.png?utm_source=a`),
      rawGet(app, `/blog/${post.slug}/og.png?utm_source=b`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(pngSize(first.body)).toEqual([1200, 630]);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(shareImageDrawings()).toBe(before + 1);
  });

  it('many cards at once: a few are drawn, the rest refused at once (503, Retry-After); none hangs, and others are answered meanwhile', async () => {
    const site = await rawGet(app, '/og.png');
    // 17 cards never drawn.
    const burst = posts.slice(5).map((post) => rawGet(app, `/blog/${post.slug}/og.png`));
    // Meanwhile a card in memory, a revalidation and a feed are answered, not refused.
    const [kept, revalidated, feed] = await Promise.all([
      rawGet(app, '/og.png'),
      rawGet(app, '/og.png', { 'if-none-match': site.headers.etag! }),
      rawGet(app, '/feed.json'),
    ]);
    expect([kept.status, revalidated.status, feed.status]).toEqual([200, 304, 200]);
    expect(kept.body.equals(site.body)).toBe(true);
    const answers = await Promise.all(burst);
    const drawn = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(drawn.length + refused.length).toBe(answers.length);
    expect(drawn.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of drawn) expect(pngSize(answer.body)).toEqual([1200, 630]);
    for (const answer of refused) {
      expect(answer.headers).toMatchObject({
        'retry-after': '5',
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      expect(answer.body.toString('utf8')).toBe(
        'Paylaşım görseli şu an hazırlanamıyor, lütfen biraz sonra tekrar deneyin.',
      );
    }
    // Asked again once the others are drawn, a refused card is drawn too.
    const refusedPost = posts[5 + answers.indexOf(refused[0]!)]!;
    const again = await rawGet(app, `/blog/${refusedPost.slug}/og.png`);
    expect(again.status).toBe(200);
    expect(pngSize(again.body)).toEqual([1200, 630]);
    // The refusal did not carry the card's tag (a client must not take it for the card).
    expect(refused[0]!.headers.etag).not.toBe(again.headers.etag);
  });

  it("shareImage: the post's first image that a link preview can fetch, else its card", async () => {
    const query = 'query($id: ID!) { blog(id: $id) { shareImage } }';
    const withImage = await app.gql<{ blog: { shareImage: string } }>(query, { id: posts[0]!.id });
    expect(withImage.data!.blog.shareImage).toBe('/uploads/kapak.png');
    const plain = await app.gql<{ blog: { shareImage: string } }>(query, { id: posts[3]!.id });
    expect(plain.data!.blog.shareImage).toBe(`/blog/${posts[3]!.slug}/og.png`);
  });
});

describe(`pages rendered on the server (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let post: Post;

  beforeAll(async () => {
    if (!builtFrontend()) throw new Error('The site is not built: run `npm run build -w frontend` (npm test does).');
    ({ app, token } = await startAdminApp());
    await app.gql(ABOUT, { input: aboutInput({ name: 'Ayşe Çelik' }) }, { token });
    const { data } = await app.gql<{ createBlog: Post }>(
      CREATE,
      {
        input: blogInput({
          title: 'Türkçe yazı 1: İstanbul’da yazılım',
          content: '<p>Merhaba <strong>dünya</strong></p>',
        }),
      },
      { token },
    );
    post = data!.createBlog;
  });
  afterAll(() => app.close());

  it('a post: 200 with its content, title, canonical and the data to hydrate from', async () => {
    expect(post.slug).toBe('turkce-yazi-1-istanbulda-yazilim');
    const page = await rawGet(app, `/blog/${post.slug}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    const html = page.body.toString('utf8');
    expect(html).toContain('<title data-head>Türkçe yazı 1: İstanbul’da yazılım — Ayşe Çelik</title>');
    expect(html).toContain(`<link data-head rel="canonical" href="${PUBLIC_URL}/blog/${post.slug}">`);
    expect(html).toContain('<p>Merhaba <strong>dünya</strong></p>');
    expect(html).toMatch(/<script type="application\/json" id="page-state">\{"publicUrl":"https:\/\/site\.example"/);
    // Rendering counts no view: only the browser does, once the page is up.
    const { data } = await app.gql<{ blog: { viewCount: number } }>('query($id: ID!) { blog(id: $id) { viewCount } }', {
      id: post.id,
    });
    expect(data!.blog.viewCount).toBe(0);
  });

  it('an id answers 301 to the slug; an unknown post and an unknown path answer 404 with their page', async () => {
    const moved = await rawGet(app, `/blog/${post.id}`, { accept: 'text/html' });
    expect([moved.status, moved.headers.location]).toEqual([301, `/blog/${post.slug}`]);
    const missing = await rawGet(app, '/blog/boyle-bir-yazi-yok', { accept: 'text/html' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString('utf8')).toContain('Blog bulunamadı');
    const unknown = await rawGet(app, '/boyle/bir/sayfa', { accept: 'text/html' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString('utf8')).toContain('Sayfa bulunamadı');
  });

  it('the subscription pages (issue 47) are one reader’s: rendered each time, never kept, not indexed', async () => {
    const token = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12';
    const pages = {
      '/subscribe?durum=onaylandi': 'Aboneliğiniz onaylandı. Yeni yazılar e-postanıza gelecek.',
      [`/subscribe/confirm/${token}`]: `<form action="/subscribe/confirm/${token}" method="post">`,
      [`/Unsubscribe/${token}/`]: `<form action="/unsubscribe/${token}" method="post">`,
    };
    for (const [path, shows] of Object.entries(pages)) {
      const page = await rawGet(app, path, { accept: 'text/html' });
      const html = page.body.toString('utf8');
      // A kept answer says `public` (public-answers.ts); this one may be stored nowhere.
      expect([path, page.status, page.headers['cache-control']]).toEqual([path, 200, 'private, no-store']);
      expect(html).toContain(shows);
      expect(html).toContain('<meta data-head name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
    // A token the gateway could not have written is the shared 404.
    const made = await rawGet(app, '/unsubscribe/uydurma', { accept: 'text/html' });
    expect([made.status, made.body.toString('utf8')]).toEqual([404, expect.stringContaining('Sayfa bulunamadı')]);
    const sitemap = (await rawGet(app, '/sitemap.xml')).body.toString('utf8');
    expect(sitemap).not.toMatch(/subscribe/);
    // No view of them is counted: a token never reaches the analytics (a page of the site's is, as a control).
    const counted = async (path: string) =>
      (
        await app.gql<{ recordPageView: boolean }>(
          'mutation($path: String!) { recordPageView(path: $path) }',
          { path },
          {
            headers: { 'user-agent': 'Mozilla/5.0 Firefox/133.0' },
          },
        )
      ).data?.recordPageView;
    expect([await counted('/about'), await counted('/subscribe'), await counted(`/unsubscribe/${token}`)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('the admin panel is an empty shell, kept out of search engines', async () => {
    const shell = await rawGet(app, '/mrpurposeless/blogs', { accept: 'text/html' });
    expect(shell.status).toBe(200);
    const html = shell.body.toString('utf8');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('a page names the web fonts only to a browser that has them: asked from the site, or asked again', async () => {
    const first = await rawGet(app, '/blog', { accept: 'text/html', 'sec-fetch-site': 'none' });
    const fromSite = await rawGet(app, '/blog', { accept: 'text/html', 'sec-fetch-site': 'same-origin' });
    const fromElsewhere = await rawGet(app, '/blog', { accept: 'text/html', 'sec-fetch-site': 'cross-site' });
    const htmlTag = (answer: typeof first) => /<html[^>]*>/.exec(answer.body.toString('utf8'))![0];
    expect([first, fromSite, fromElsewhere].map(htmlTag)).toEqual([
      '<html lang="tr">',
      '<html class="web-fonts" lang="tr">',
      '<html lang="tr">',
    ]);
    expect(fromSite.headers.vary).toMatch(/Sec-Fetch-Site/);
    // Two answers kept apart, each revalidated by its own ETag; asking again is the sign.
    expect(fromSite.headers.etag).not.toBe(first.headers.etag);
    expect((await rawGet(app, '/blog', { accept: 'text/html' })).headers.etag).toBe(first.headers.etag);
    const again = await rawGet(app, '/blog', { accept: 'text/html', 'if-none-match': first.headers.etag! });
    expect([again.status, htmlTag(again), again.headers.etag]).toEqual([
      200,
      '<html class="web-fonts" lang="tr">',
      fromSite.headers.etag,
    ]);
    expect((await rawGet(app, '/blog', { accept: 'text/html', 'if-none-match': again.headers.etag! })).status).toBe(
      304,
    );
    // The shared not-found page too; the admin panel always.
    const missing = await rawGet(app, '/boyle/bir/sayfa', { accept: 'text/html', 'sec-fetch-site': 'same-origin' });
    expect([missing.status, htmlTag(missing)]).toEqual([404, '<html class="web-fonts" lang="tr">']);
    expect(htmlTag(await rawGet(app, '/boyle/bir/sayfa', { accept: 'text/html' }))).toBe('<html lang="tr">');
    expect(htmlTag(await rawGet(app, '/mrpurposeless', { accept: 'text/html' }))).toBe(
      '<html class="web-fonts" lang="tr">',
    );
  });

  it("a page comes drawn in the theme its reader chose (the 'tema' cookie), each theme kept apart", async () => {
    const htmlTag = (answer: { body: Buffer }) => /<html[^>]*>/.exec(answer.body.toString('utf8'))![0];
    const asked = (cookie?: string, more: Record<string, string> = {}) =>
      rawGet(app, '/blog', { accept: 'text/html', ...(cookie ? { cookie } : {}), ...more });
    const [system, dark, light, unknown] = await Promise.all([
      asked(),
      asked('tema=dark'),
      asked('session=x; tema=light'),
      asked('tema=mor'),
    ]);
    expect([system, dark, light, unknown].map(htmlTag)).toEqual([
      '<html lang="tr">',
      '<html data-theme="dark" lang="tr">',
      '<html data-theme="light" lang="tr">',
      '<html lang="tr">',
    ]);
    expect(dark.headers.vary).toMatch(/Cookie/);
    expect(new Set([system, dark, light].map((answer) => answer.headers.etag)).size).toBe(3);
    expect(unknown.headers.etag).toBe(system.headers.etag);
    // Hostile cookies: huge, unicode, broken escapes, pollution-shaped names: the system's theme, no 5xx.
    for (const cookie of [
      `tema=${Buffer.from('ş'.repeat(4000)).toString('latin1')}`, // its UTF-8 bytes, as a browser sends them
      'tema=%ZZ%',
      'tema=dark%00',
      '__proto__=dark; constructor=light',
      'tema',
      ';;;=;tema==dark',
    ]) {
      const answer = await asked(cookie);
      expect([cookie, answer.status, htmlTag(answer)]).toEqual([cookie, 200, '<html lang="tr">']);
    }
    // With the web fonts too; the not-found page and the admin panel alike.
    expect(htmlTag(await asked('tema=dark', { 'sec-fetch-site': 'same-origin' }))).toBe(
      '<html class="web-fonts" data-theme="dark" lang="tr">',
    );
    const missing = await rawGet(app, '/boyle/bir/sayfa', { accept: 'text/html', cookie: 'tema=dark' });
    expect([missing.status, htmlTag(missing)]).toEqual([404, '<html data-theme="dark" lang="tr">']);
    expect(htmlTag(await rawGet(app, '/mrpurposeless', { accept: 'text/html', cookie: 'tema=light' }))).toBe(
      '<html class="web-fonts" data-theme="light" lang="tr">',
    );
  });

  it('a page whose data cannot be read answers 500 with the Turkish error text, never cached', async () => {
    const broken = await startTestApp({ PUBLIC_URL });
    try {
      await broken.dataSource.destroy();
      const page = await rawGet(broken, '/blog', { accept: 'text/html' });
      expect(page.status).toBe(500);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body.toString('utf8')).toContain('Bir hata oluştu. Lütfen tekrar deneyin.');
    } finally {
      await broken.close();
    }
  });

  it('the built files are cached by the browser: hashed assets a year, the public folder an hour', async () => {
    const page = (await rawGet(app, '/blog', { accept: 'text/html' })).body.toString('utf8');
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(page)![1]!;
    const font = /url\((\/assets\/inter-latin-wght-[^)]+\.woff2)\)/.exec(page)![1]!;
    for (const file of [script, font]) {
      const answer = await rawGet(app, file);
      expect([file, answer.status, answer.headers['cache-control']]).toEqual([
        file,
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
    const icon = await rawGet(app, '/favicon.svg');
    expect([icon.status, icon.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
    const missing = await rawGet(app, '/assets/yok-12345678.js');
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'private, no-store']);
  });

  it('a path the site cannot read answers a browser with the error page, not Express’s', async () => {
    const page = await rawGet(app, '/assets/%E0%A4%A', { accept: 'text/html' });
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.toString('utf8')).toContain('<h1 class="page-title">İstek anlaşılamadı</h1>');
  });
});
