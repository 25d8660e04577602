import { allElements, parseXml } from '../../../test/support/xml';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE, DELETE, UPDATE } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { rawGet } from '../../../test/support/raw-http';
import { restAnswer, restCall } from '../../../test/support/rest';

/**
 * Tags (issue 22): a page per tag slug of the visible posts, on both doors, in the pages, the
 * sitemap and the tag's feed. Spellings that slug alike are one tag; drafts and scheduled posts
 * never count or show. The pages need the built site (`npm run build -w frontend`), as
 * site-publishing.test.ts says.
 */

const DAY = 24 * 3600_000;
const PUBLIC_URL = 'https://site.example';
const TAGS = '{ tags { slug name count } }';
const TAG_PAGE = `query($slug: String!, $page: Int, $perPage: Int) {
  tag(slug: $slug) { slug name count }
  tagPosts(slug: $slug, page: $page, perPage: $perPage) { page perPage total pages items { title tags } }
}`;

type Tag = { slug: string; name: string; count: number };
type TagPage = {
  tag: Tag | null;
  tagPosts: { page: number; perPage: number; total: number; pages: number; items: { title: string }[] } | null;
};

describe(`tags (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const now = Date.now();

  const write = async (title: string, daysAgo: number, tags: string[], fields: Record<string, unknown> = {}) => {
    const publishDate = new Date(now - daysAgo * DAY).toISOString();
    const { data, errors } = await app.gql<{ createBlog: { id: string } }>(
      CREATE,
      { input: blogInput({ title, tags, publishDate, ...fields }) },
      { token: admin },
    );
    expect(errors).toBeUndefined();
    ids[title] = data!.createBlog.id;
  };
  const tags = async () => (await app.gql<{ tags: Tag[] }>(TAGS)).data!.tags;
  const tagPage = async (slug: string, page?: number, perPage?: number) =>
    (await app.gql<TagPage>(TAG_PAGE, { slug, page, perPage })).data!;
  /** A page as a reader of the site asks for it (one form of it: asked from the site, in the web fonts). */
  const page = (path: string, headers: Record<string, string> = {}) =>
    rawGet(app, path, { accept: 'text/html', 'sec-fetch-site': 'same-origin', ...headers });
  const text = (response: { body: Buffer }) => response.body.toString('utf8');

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp({ PUBLIC_URL }));
    // 'Işık' on three posts, 'ışık' and 'IŞIK' on one each: one tag, named as most posts write it.
    await write('Sabah ışığı', 50, ['Işık', 'Fotoğraf']);
    await write('Akşam ışığı', 40, ['ışık']);
    await write('Gölgeler', 30, ['Işık', 'Gölge']);
    await write('Pozlama', 20, ['IŞIK', 'Fotoğraf']);
    await write('Lensler', 10, ['Işık', 'Fotoğraf', 'İstanbul']);
    // Never counted, never shown: a draft and a scheduled post, one with a tag no visible post has.
    await write('Taslak', 5, ['Işık', 'Gizli Etiket'], { status: 'DRAFT' });
    await write('Yarın', -1, ['Işık', 'Fotoğraf']);
  });
  afterAll(() => app.close());

  it('lists every tag of the visible posts once, with its count, in Turkish alphabetical order', async () => {
    expect(await tags()).toEqual([
      { slug: 'fotograf', name: 'Fotoğraf', count: 3 },
      { slug: 'golge', name: 'Gölge', count: 1 },
      { slug: 'isik', name: 'Işık', count: 5 },
      { slug: 'istanbul', name: 'İstanbul', count: 1 },
    ]);
  });

  it("pages a tag's visible posts newest first, as blogPage; an unknown tag, a draft's or another spelling is null", async () => {
    expect(await tagPage('isik', 1, 2)).toEqual({
      tag: { slug: 'isik', name: 'Işık', count: 5 },
      tagPosts: {
        page: 1,
        perPage: 2,
        total: 5,
        pages: 3,
        items: [
          { title: 'Lensler', tags: ['Işık', 'Fotoğraf', 'İstanbul'] },
          { title: 'Pozlama', tags: ['IŞIK', 'Fotoğraf'] },
        ],
      },
    });
    expect((await tagPage('isik', 3, 2)).tagPosts!.items.map((post) => post.title)).toEqual(['Sabah ışığı']);
    expect((await tagPage('isik', 4, 2)).tagPosts).toMatchObject({ page: 4, total: 5, items: [] });
    expect((await tagPage('isik')).tagPosts).toMatchObject({ perPage: 12, pages: 1 });
    for (const slug of ['gizli-etiket', 'yok', 'ISIK', 'Işık', 'isik ', ''])
      expect(await tagPage(slug)).toEqual({ tag: null, tagPosts: null });
  });

  it('refuses a page or a page size out of range with the Turkish message, reading nothing', async () => {
    for (const [page, perPage, message] of [
      [0, 12, 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.'],
      [1, 0, 'Sayfa başına yazı sayısı 1 ile 100 arasında olmalıdır.'],
      [1, 101, 'Sayfa başına yazı sayısı 1 ile 100 arasında olmalıdır.'],
    ] as const) {
      const { errors } = await app.gql(TAG_PAGE, { slug: 'isik', page, perPage });
      expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('answers the same on REST: GET /api/tags, GET /api/tags/{slug} with the paged meta, 404 and 400 in Turkish', async () => {
    expect(await restAnswer(app, 'GET', '/api/tags')).toEqual({
      status: 200,
      body: { success: true, data: await tags() },
    });
    const tagged = await restCall<Array<Record<string, unknown>>>(app, 'GET', '/api/tags/isik?perPage=2&page=2');
    expect(tagged.status).toBe(200);
    expect(tagged.body).toMatchObject({ success: true, meta: { page: 2, perPage: 2, total: 5, pages: 3 } });
    expect(tagged.body.data!.map((post) => post.title)).toEqual(['Gölgeler', 'Akşam ışığı']);
    expect(tagged.body.data![0]).toMatchObject({ _id: ids['Gölgeler'], slug: 'golgeler', readingMinutes: 1 });
    expect(tagged.body.data![0]).not.toHaveProperty('content');
    expect((await restCall(app, 'GET', '/api/tags/isik')).body).toMatchObject({
      meta: { page: 1, perPage: 12, total: 5, pages: 1 },
    });
    for (const slug of ['yok', 'gizli-etiket', 'ISIK', 'I%C5%9F%C4%B1k'])
      expect(await restAnswer(app, 'GET', `/api/tags/${slug}`)).toEqual({
        status: 404,
        body: { success: false, message: 'Etiket bulunamadı' },
      });
    expect(await restAnswer(app, 'GET', '/api/tags/isik?page=0')).toEqual({
      status: 400,
      body: { success: false, message: 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.' },
    });
    expect((await restCall(app, 'GET', '/api/tags/isik?perPage=x')).status).toBe(400);
  });

  it('documents both REST rows in OpenAPI, with the page parameters and the meta', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary: string; description: string; parameters?: { name: string }[] }>>;
    };
    expect(doc.paths['/api/tags']!.get!.summary).toBe('Every tag with its count of visible posts');
    const one = doc.paths['/api/tags/{slug}']!.get!;
    expect(one.parameters!.map((parameter) => parameter.name)).toEqual(['slug', 'page', 'perPage', 'lang']);
    expect(one.description).toContain('404 when no visible post carries the tag');
    expect(JSON.stringify(one)).toContain('"meta"');
  });

  it('/tags and /tags/{slug}: server-rendered in Turkish with their titles, canonical, feed and 404s', async () => {
    const list = await page('/tags');
    expect(list.status).toBe(200);
    expect(text(list)).toContain('<title data-head>Etiketler — ');
    expect(text(list)).toMatch(/Işık<\/span> <span class="tag-link__count">5 yazı<\/span>/);
    const tag = await page('/tags/isik');
    expect(tag.status).toBe(200);
    expect(text(tag)).toContain('“Işık” etiketli yazılar');
    expect(text(tag)).toContain(`<link data-head rel="canonical" href="${PUBLIC_URL}/tags/isik">`);
    expect(text(tag)).toContain(`href="${PUBLIC_URL}/tags/isik/rss.xml"`);
    expect(text(tag)).not.toContain('Taslak');
    expect(text(tag)).not.toContain('Yarın');
    // Every chip is a link to its tag, and no link holds another.
    expect(text(tag)).toMatch(/<a [^>]*href="\/tags\/istanbul"[^>]*>İstanbul<\/a>/);
    expect(text(tag)).not.toMatch(/<a [^>]*>(?:(?!<\/a>).)*<a /s);
    expect((await page('/tags/isik?sayfa=1')).headers.location).toBe('/tags/isik');
    for (const path of ['/tags/yok', '/tags/gizli-etiket', '/tags/isik?sayfa=2', '/tags/isik?sayfa=0', '/tags/ISIK'])
      expect([path, (await page(path)).status]).toEqual([path, 404]);
  });

  it("the sitemap lists /tags and each visible tag's page; a tag's feed has its visible posts, an unknown one 404", async () => {
    const sitemap = allElements(parseXml(text(await rawGet(app, '/sitemap.xml'))));
    const locations = sitemap.filter((e) => e.name === 'loc').map((e) => e.text);
    expect(locations).toContain(`${PUBLIC_URL}/tags`);
    expect(locations.filter((loc) => loc.includes('/tags/'))).toEqual(
      // In the order the posts first show them, newest first.
      ['isik', 'fotograf', 'istanbul', 'golge'].map((slug) => `${PUBLIC_URL}/tags/${slug}`),
    );
    const feed = await rawGet(app, '/tags/isik/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const elements = allElements(parseXml(text(feed)));
    expect(elements.find((e) => e.name === 'title')?.text).toMatch(/^“Işık” etiketli yazılar — /);
    expect(elements.filter((e) => e.name === 'item')).toHaveLength(5);
    expect(text(feed)).not.toContain('Taslak');
    expect((await rawGet(app, '/tags/isik/rss.xml', { 'if-none-match': feed.headers.etag! })).status).toBe(304);
    for (const path of ['/tags/yok/rss.xml', '/tags/gizli-etiket/rss.xml', '/tags/ISIK/rss.xml'])
      expect([path, (await rawGet(app, path)).status]).toEqual([path, 404]);
  });

  it('a write of a post drops the kept tag answers at once: pages, REST, GraphQL and the feed', async () => {
    const before = await Promise.all([page('/tags'), page('/tags/fotograf'), rawGet(app, '/tags/fotograf/rss.xml')]);
    const etags = before.map((response) => response.headers.etag!);
    // Kept: asked again with its ETag, the same answer.
    expect((await page('/tags', { 'if-none-match': etags[0]! })).status).toBe(304);
    await app.gql(
      UPDATE,
      { id: ids['Gölgeler'], input: blogInput({ title: 'Gölgeler', tags: ['Fotoğraf'] }) },
      {
        token: admin,
      },
    );
    expect((await tags()).find((tag) => tag.slug === 'golge')).toBeUndefined();
    expect((await tags()).find((tag) => tag.slug === 'fotograf')!.count).toBe(4);
    expect((await restCall(app, 'GET', '/api/tags/golge')).status).toBe(404);
    const after = await Promise.all([
      page('/tags', { 'if-none-match': etags[0]! }),
      page('/tags/fotograf', { 'if-none-match': etags[1]! }),
      rawGet(app, '/tags/fotograf/rss.xml', { 'if-none-match': etags[2]! }),
    ]);
    expect(after.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(text(after[0]!)).not.toContain('Gölge<');
    expect(text(after[1]!)).toContain('Gölgeler');
    expect(text(after[2]!)).toContain('Gölgeler');
  });

  it('follows every write: a post made a draft, published, scheduled, deleted; a refused write changes nothing', async () => {
    const count = async (slug: string) => (await tags()).find((tag) => tag.slug === slug)?.count ?? 0;
    const update = (title: string, fields: Record<string, unknown>) =>
      app.gql(UPDATE, { id: ids[title], input: blogInput({ title, ...fields }) }, { token: admin });
    // 'Işık' is on Sabah ışığı, Akşam ışığı, Pozlama and Lensler now.
    expect([await count('isik'), await count('istanbul')]).toEqual([4, 1]);
    await update('Lensler', { tags: ['Işık', 'Fotoğraf', 'İstanbul'], status: 'DRAFT' });
    expect([await count('isik'), await count('istanbul')]).toEqual([3, 0]);
    await update('Lensler', { tags: ['Işık', 'Fotoğraf', 'İstanbul'], status: 'PUBLISHED' });
    expect([await count('isik'), await count('istanbul')]).toEqual([4, 1]);
    await update('Lensler', { tags: ['İstanbul'], publishDate: new Date(now + DAY).toISOString() });
    expect([await count('isik'), await count('istanbul')]).toEqual([3, 0]);
    // Refused before its transaction (a tag too long) and inside it (a slug taken): nothing changes.
    const tooLong = await update('Akşam ışığı', { tags: ['x'.repeat(41)] });
    expect(tooLong.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const taken = await update('Akşam ışığı', { tags: ['Yeni'], slug: 'pozlama' });
    expect(taken.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect([await count('isik'), await count('yeni')]).toEqual([3, 0]);
    await app.gql(DELETE, { id: ids['Akşam ışığı'] }, { token: admin });
    expect(await count('isik')).toBe(2);
    const rows: Array<{ postId: string }> = await app.dataSource.query(
      'SELECT postId FROM blog_post_tags WHERE postId = ?',
      [ids['Akşam ışığı']],
    );
    expect(rows).toEqual([]);
  });

  it('names a tag as most of its posts write it; on a tie, as the newest does', async () => {
    const name = async () => (await tags()).find((tag) => tag.slug === 'yildiz')?.name;
    await write('Eski gökyüzü', 60, ['Yıldız']);
    await write('Yeni gökyüzü', 1, ['YILDIZ']);
    expect(await name()).toBe('YILDIZ');
    await write('En eski gökyüzü', 70, ['Yıldız']);
    expect(await name()).toBe('Yıldız');
  });
});
