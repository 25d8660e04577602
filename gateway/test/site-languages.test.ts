import { builtFrontend } from '../src/site/frontend';
import { errorPage } from '../src/site/router';
import { allElements, parseXml } from './support/xml';
import { startAdminApp, type TestApp } from './support/app';
import { CREATE, UPDATE, type Post } from './support/blog';
import { aboutInput, blogInput } from './support/content';
import { testDb } from './support/db';
import { rawGet } from './support/raw-http';

/**
 * The site's door in two languages (issue 50, docs/product/languages.md), over a real database,
 * with one post translated and one not: which English pages the site has (asked where the
 * analytics asks, `recordPageView`), the English 404 under /en, `<html lang>` by the address, the
 * English feeds with the English post alone, the sitemap's alternates, the English share cards.
 * The pages' English texts are the frontend's; this suite tests what the gateway owns. Run alone,
 * build the site first (`npm run build -w frontend`).
 */

const PUBLIC_URL = 'https://site.example';
const ABOUT = `mutation($input: AboutInput!) { updateAbout(input: $input) { name } }`;
const CREATE_PROJECT = 'mutation($input: ProjectInput!) { createProject(input: $input) { id slug } }';
const RECORD = 'mutation($path: String!) { recordPageView(path: $path) }';

const ENGLISH = {
  title: 'A translated post',
  slug: 'a-translated-post',
  shortDescription: 'Its English summary',
  content: '<p>English words, <img src="/uploads/kapak.png" alt="cover"></p>',
};

describe(`the site in Turkish and English (issue 50) (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let translated: Post;
  let turkishOnly: Post;
  let n = 0;

  /** Whether the site has the page: a view of it counts (a new reader each time). */
  const exists = async (path: string) =>
    (
      await app.gql<{ recordPageView: boolean }>(
        RECORD,
        { path },
        { headers: { 'user-agent': 'Mozilla/5.0 Firefox/133.0', 'x-forwarded-for': `203.0.113.${++n}` } },
      )
    ).data?.recordPageView;
  const page = (path: string) => rawGet(app, path, { accept: 'text/html' });
  const text = async (path: string) => (await rawGet(app, path)).body.toString('utf8');
  const htmlLang = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];

  beforeAll(async () => {
    if (!builtFrontend()) throw new Error('The site is not built: run `npm run build -w frontend` (npm test does).');
    ({ app, token } = await startAdminApp({ TRUST_PROXY: 'true', REQUEST_BUDGET: '0' }));
    await app.gql(ABOUT, { input: aboutInput({ name: 'Ayşe Çelik', title: 'Yazılım Mimarı' }) }, { token });
    const create = async (input: Record<string, unknown>) => {
      const { data, errors } = await app.gql<{ createBlog: Post }>(CREATE, { input: blogInput(input) }, { token });
      expect(errors).toBeUndefined();
      return data!.createBlog;
    };
    turkishOnly = await create({
      title: 'Yalnız Türkçe bir yazı',
      tags: ['gölge'],
      publishDate: new Date(Date.UTC(2026, 0, 1, 9)).toISOString(),
    });
    translated = await create({
      title: 'Çevrilmiş yazı',
      tags: ['ışık'],
      publishDate: new Date(Date.UTC(2026, 0, 2, 9)).toISOString(),
      english: ENGLISH,
    });
    const project = await app.gql(
      CREATE_PROJECT,
      {
        input: {
          title: 'Deniz Feneri',
          summary: 'Kıyıdaki fenerlerin haritası',
          content: '<p>Bir harita</p>',
          technologies: ['Go'],
          status: 'PUBLISHED',
          english: { title: 'Lighthouse', slug: 'lighthouse', summary: 'A map of the lighthouses' },
        },
      },
      { token },
    );
    expect(project.errors).toBeUndefined();
  });
  afterAll(() => app.close());

  it('has the English pages of what has an English version, and no other', async () => {
    for (const [path, there] of [
      ['/en', true],
      ['/en/blog', true],
      ['/en/contact', true],
      ['/en/tags', true],
      ['/en/search?q=post', true],
      ['/en/blog/a-translated-post', true],
      [`/en/blog/${translated.id}`, true],
      ['/en/projects', true],
      ['/en/projects/lighthouse', true],
      ['/en/tags/isik', true],
      ['/en/tags/go', true],
      // A Turkish slug under /en, an untranslated post, its tag, a list page past the English end.
      [`/en/blog/${translated.slug}`, false],
      [`/en/blog/${turkishOnly.slug}`, false],
      [`/en/blog/${turkishOnly.id}`, false],
      ['/en/projects/deniz-feneri', false],
      ['/en/tags/golge', false],
      ['/en/blog?sayfa=2', false],
      ['/en/subscribe', false],
      // No English About yet.
      ['/en/about', false],
      // The Turkish ones are as they were.
      [`/blog/${turkishOnly.slug}`, true],
      [`/blog/${translated.slug}`, true],
      ['/blog/a-translated-post', false],
      ['/about', true],
    ] as const)
      expect([path, await exists(path)]).toEqual([path, there]);
  });

  it('answers an English address it has no page for with the 404 in English, kept apart from the Turkish one', async () => {
    for (const path of [`/en/blog/${translated.slug}`, `/en/blog/${turkishOnly.slug}`, '/en/yok', '/en/about']) {
      const answer = await page(path);
      const html = answer.body.toString('utf8');
      expect([path, answer.status, htmlLang(html), html.includes('<script type="module"')]).toEqual([
        path,
        404,
        'en',
        false,
      ]);
    }
    // The frontend's English not-found pages (/en/404, /en/blog/_), rendered for the gateway.
    expect((await page('/en/yok')).body.toString('utf8')).toContain('Page not found');
    expect((await page('/en/blog/yok')).body.toString('utf8')).toContain('Post not found');
    expect((await page('/blog/yok')).body.toString('utf8')).toContain('Blog bulunamadı');
    // Asked again, each language's kept answer is its own.
    for (const [path, lang] of [
      ['/yok', 'tr'],
      ['/en/yok', 'en'],
      ['/blog/yok', 'tr'],
      ['/en/blog/yok', 'en'],
    ] as const) {
      const answer = await page(path);
      expect([path, answer.status, htmlLang(answer.body.toString('utf8'))]).toEqual([path, 404, lang]);
    }
  });

  it("says the page's language in <html lang>: English under /en, Turkish elsewhere, as kept", async () => {
    for (const [path, lang] of [
      ['/en', 'en'],
      ['/en/blog/a-translated-post', 'en'],
      ['/en/projects/lighthouse', 'en'],
      ['/', 'tr'],
      [`/blog/${translated.slug}`, 'tr'],
    ] as const) {
      // The second answer comes from the cache.
      for (let i = 0; i < 2; i++) {
        const answer = await page(path);
        expect([path, htmlLang(answer.body.toString('utf8'))]).toEqual([path, lang]);
        // Nothing varies by the reader's languages.
        expect(answer.headers.vary ?? '').not.toMatch(/accept-language/i);
      }
    }
    const asked = await rawGet(app, '/', { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' });
    expect([asked.status, htmlLang(asked.body.toString('utf8'))]).toEqual([200, 'tr']);
  });

  it('a failure under /en is told in English, with the way back to the English home', async () => {
    const frontend = builtFrontend()!;
    const english = await errorPage(frontend, '/en/blog?sayfa=2', 500);
    expect(htmlLang(english)).toBe('en');
    expect(english).toContain('<h1 class="page-title">Something went wrong</h1>');
    expect(english).toContain('<p>Something went wrong. Please try again.</p><a href="/en" ');
    const turkish = await errorPage(frontend, '/blog?sayfa=2', 429, 'Yavaş');
    expect(htmlLang(turkish)).toBe('tr');
    expect(turkish).toContain('<h1 class="page-title">Çok fazla istek</h1>');
    expect(turkish).toContain('<p>Yavaş</p><a href="/" class="button button--primary">Anasayfaya Dön</a>');
  });

  it('/en/rss.xml and /en/feed.json hold the English post alone, in English; the Turkish feeds both posts', async () => {
    const rss = allElements(parseXml(await text('/en/rss.xml')));
    expect(rss.find((e) => e.name === 'language')?.text).toBe('en');
    expect(rss.filter((e) => e.name === 'item')).toHaveLength(1);
    expect(rss.filter((e) => e.name === 'guid').map((e) => e.text)).toEqual([
      `${PUBLIC_URL}/en/blog/a-translated-post`,
    ]);
    expect(rss.filter((e) => e.name === 'title').map((e) => e.text)).toEqual(['Ayşe Çelik', ENGLISH.title]);
    expect(rss.find((e) => e.name === 'description' && e.text === ENGLISH.shortDescription)).toBeDefined();
    expect(rss.find((e) => e.name === 'content:encoded')?.text).toContain(
      `English words, <img src="${PUBLIC_URL}/uploads/kapak.png"`,
    );
    expect(rss.find((e) => e.name === 'atom:link')?.attributes.href).toBe(`${PUBLIC_URL}/en/rss.xml`);

    const json = JSON.parse(await text('/en/feed.json')) as {
      language: string;
      home_page_url: string;
      items: { url: string; title: string; summary: string }[];
    };
    expect(json.language).toBe('en');
    expect(json.home_page_url).toBe(`${PUBLIC_URL}/en`);
    expect(json.items.map(({ url, title, summary }) => [url, title, summary])).toEqual([
      [`${PUBLIC_URL}/en/blog/a-translated-post`, ENGLISH.title, ENGLISH.shortDescription],
    ]);

    const turkish = allElements(parseXml(await text('/rss.xml')));
    expect(turkish.find((e) => e.name === 'language')?.text).toBe('tr');
    expect(turkish.filter((e) => e.name === 'guid').map((e) => e.text)).toEqual([
      `${PUBLIC_URL}/blog/${translated.slug}`,
      `${PUBLIC_URL}/blog/${turkishOnly.slug}`,
    ]);
    expect(JSON.parse(await text('/feed.json')).items).toHaveLength(2);

    // A tag's English feed: of the English posts it carries.
    expect((await rawGet(app, '/en/tags/isik/rss.xml')).status).toBe(200);
    const none = await rawGet(app, '/en/tags/golge/rss.xml');
    expect([none.status, none.body.toString('utf8')]).toEqual([404, 'Tag not found']);
  });

  it('lists each address with its counterpart both ways, absolute, x-default Turkish; an untranslated post alone', async () => {
    const urls = allElements(parseXml(await text('/sitemap.xml'))).filter((e) => e.name === 'url');
    const listed = new Map(
      urls.map((url) => [
        url.children.find((e) => e.name === 'loc')!.text!,
        Object.fromEntries(
          url.children
            .filter((e) => e.name === 'xhtml:link')
            .map(({ attributes }) => [attributes.hreflang!, attributes.href!]),
        ),
      ]),
    );
    const pair = (tr: string, en: string) => ({
      tr: `${PUBLIC_URL}${tr}`,
      en: `${PUBLIC_URL}${en}`,
      'x-default': `${PUBLIC_URL}${tr}`,
    });
    for (const [tr, en] of [
      ['/', '/en'],
      ['/blog', '/en/blog'],
      [`/blog/${translated.slug}`, '/en/blog/a-translated-post'],
      ['/projects/deniz-feneri', '/en/projects/lighthouse'],
      ['/tags/isik', '/en/tags/isik'],
    ]) {
      expect(listed.get(`${PUBLIC_URL}${tr}`)).toEqual(pair(tr!, en!));
      expect(listed.get(`${PUBLIC_URL}${en}`)).toEqual(pair(tr!, en!));
    }
    // Every alternate is listed and names the address back.
    for (const [loc, links] of listed)
      for (const href of Object.values(links)) {
        expect(href.startsWith(`${PUBLIC_URL}/`)).toBe(true);
        expect(Object.values(listed.get(href) ?? {})).toContain(loc);
      }
    expect(listed.get(`${PUBLIC_URL}/blog/${turkishOnly.slug}`)).toEqual({});
    expect([...listed.keys()].filter((loc) => loc.includes('/en/blog/'))).toEqual([
      `${PUBLIC_URL}/en/blog/a-translated-post`,
    ]);
    // No English About: /about has no counterpart.
    expect(listed.has(`${PUBLIC_URL}/en/about`)).toBe(false);
    expect(listed.get(`${PUBLIC_URL}/about`)).toEqual({});
  });

  it('draws the English pages’ cards in English, under their English addresses', async () => {
    for (const path of ['/en/og.png', '/en/blog/a-translated-post/og.png', '/en/projects/lighthouse/og.png']) {
      const card = await rawGet(app, path);
      expect([path, card.status, card.headers['content-type']]).toEqual([path, 200, 'image/png']);
    }
    // Another text than the Turkish card's: another drawing.
    const [turkishCard, englishCard] = await Promise.all([
      rawGet(app, `/blog/${translated.slug}/og.png`),
      rawGet(app, '/en/blog/a-translated-post/og.png'),
    ]);
    expect(englishCard.headers.etag).not.toBe(turkishCard.headers.etag);
    const moved = await rawGet(app, `/en/blog/${translated.id}/og.png`);
    expect([moved.status, moved.headers.location]).toEqual([301, '/en/blog/a-translated-post/og.png']);
    const missing = await rawGet(app, `/en/blog/${turkishOnly.slug}/og.png`);
    expect([missing.status, missing.body.toString('utf8')]).toEqual([404, 'Post not found']);
  });

  it('translating a post and the About page makes their English pages at once (the kept answers are dropped)', async () => {
    expect(await text('/en/rss.xml')).not.toContain('turkish-only-in-english');
    const { errors } = await app.gql(
      UPDATE,
      {
        id: turkishOnly.id,
        input: blogInput({
          title: turkishOnly.title,
          tags: ['gölge'],
          publishDate: turkishOnly.publishDate,
          english: { ...ENGLISH, title: 'Now in English', slug: 'turkish-only-in-english' },
        }),
      },
      { token },
    );
    expect(errors).toBeUndefined();
    expect(await text('/en/rss.xml')).toContain(`${PUBLIC_URL}/en/blog/turkish-only-in-english`);
    expect(await exists('/en/blog/turkish-only-in-english')).toBe(true);
    expect(await exists('/en/tags/golge')).toBe(true);
    expect(await text('/sitemap.xml')).toContain(`${PUBLIC_URL}/en/blog/turkish-only-in-english`);

    await app.gql(
      ABOUT,
      {
        input: aboutInput({
          name: 'Ayşe Çelik',
          title: 'Yazılım Mimarı',
          english: { name: 'Ayşe Çelik', title: 'Software Architect', description: 'I build things.' },
        }),
      },
      { token },
    );
    expect(await exists('/en/about')).toBe(true);
    expect(await text('/sitemap.xml')).toContain(`<loc>${PUBLIC_URL}/en/about</loc>`);
    const feed = allElements(parseXml(await text('/en/rss.xml')));
    expect(feed.find((e) => e.name === 'description')?.text).toBe('Software Architect');
  });
});
