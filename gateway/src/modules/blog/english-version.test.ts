import { ENGLISH_SLUG_TAKEN } from '@portfolio/content-rules';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';

/**
 * A post's English version (issue 50, docs/product/languages.md) at both doors: written with the
 * Turkish texts, read with `locale: EN` (only translated posts, by id or English slug, current or
 * former), its versions, REST's `?lang=`, and the English search on its own.
 */

const POST = 'id title slug shortDescription content readingMinutes locale alternates { locale path }';
const ENGLISH = 'english { title slug shortDescription content readingMinutes }';
const CREATE = `mutation($input: BlogInput!) { createBlog(input: $input) { ${POST} ${ENGLISH} } }`;
const UPDATE = `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${POST} ${ENGLISH} } }`;
const AUTOSAVE = `mutation($id: ID, $input: BlogDraftInput!) { autosaveBlog(id: $id, input: $input) { id ${ENGLISH} revisions { id } } }`;
const BLOG = `query($id: ID!, $locale: Locale) { blog(id: $id, locale: $locale) { ${POST} } }`;
const BLOGS = `query($locale: Locale) { blogs(locale: $locale) { title slug locale } blogPage(locale: $locale) { total items { slug } } }`;
const SEARCH = `query($q: String!, $locale: Locale) {
  search(query: $q, locale: $locale) { total items { title path } }
  searchPosts(query: $q, locale: $locale) { total items { post { title slug } } }
}`;

const english = (title: string, content = `<p>${title} text</p>`) => ({
  title,
  shortDescription: `${title} in short`,
  content,
});

describe(`a post's English version (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let turkishOnly: { id: string };
  let translated: { id: string; slug: string };

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    const made = async (input: Record<string, unknown>) =>
      (await app.gql<{ createBlog: { id: string; slug: string } }>(CREATE, { input }, { token: admin })).data!
        .createBlog;
    turkishOnly = await made(blogInput({ title: 'Yalnız Türkçe', content: '<p>Sessiz orman</p>' }));
    translated = await made(
      blogInput({
        title: 'Işıklı yol',
        content: '<p>Işık</p>',
        english: english('Lit road', '<p>Issue of the day</p>'),
      }),
    );
  });
  afterAll(() => app.close());

  it('is written beside the Turkish texts: its slug made from its title, its content stored and timed', async () => {
    const post = (await app.gql(BLOG, { id: translated.id }, { token: admin })).data!.blog as Record<string, unknown>;
    expect(post).toMatchObject({ slug: 'isikli-yol', locale: 'TR' });
    const { data } = await app.gql<{ blog: Record<string, unknown> }>(
      `query($id: ID!) { blog(id: $id, preview: true) { ${ENGLISH} } }`,
      { id: translated.id },
      { token: admin },
    );
    expect(data!.blog.english).toEqual({
      title: 'Lit road',
      slug: 'lit-road',
      shortDescription: 'Lit road in short',
      content: '<p>Issue of the day</p>',
      readingMinutes: 1,
    });
    // Admin only.
    const anonymous = await app.gql(`query($id: ID!) { blog(id: $id) { ${ENGLISH} } }`, { id: translated.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers English texts with EN, only for translated posts; alternates both ways', async () => {
    const tr = await app.gql(BLOGS, {});
    const en = await app.gql(BLOGS, { locale: 'EN' });
    expect((tr.data!.blogs as unknown[]).length).toBe(2);
    expect(en.data).toEqual({
      blogs: [{ title: 'Lit road', slug: 'lit-road', locale: 'EN' }],
      blogPage: { total: 1, items: [{ slug: 'lit-road' }] },
    });
    const alternates = [
      { locale: 'TR', path: '/blog/isikli-yol' },
      { locale: 'EN', path: '/en/blog/lit-road' },
    ];
    const byEnglishSlug = (await app.gql(BLOG, { id: 'lit-road', locale: 'EN' })).data!.blog;
    expect(byEnglishSlug).toMatchObject({
      id: translated.id,
      title: 'Lit road',
      slug: 'lit-road',
      content: '<p>Issue of the day</p>',
      locale: 'EN',
      alternates,
    });
    expect((await app.gql(BLOG, { id: 'isikli-yol' })).data!.blog).toMatchObject({ title: 'Işıklı yol', alternates });
    // Untranslated: null by its id in English; a Turkish slug is no English address.
    expect((await app.gql(BLOG, { id: turkishOnly.id, locale: 'EN' })).data!.blog).toBeNull();
    expect((await app.gql(BLOG, { id: 'isikli-yol', locale: 'EN' })).data!.blog).toBeNull();
    expect((await app.gql(BLOG, { id: turkishOnly.id })).data!.blog).toMatchObject({
      locale: 'TR',
      alternates: [{ locale: 'TR', path: '/blog/yalniz-turkce' }],
    });
  });

  it('refuses a bad English field with the Turkish message, changing nothing', async () => {
    const before = (await app.gql(BLOG, { id: translated.id, locale: 'EN' })).data!.blog;
    const emptyTitle = await app.gql(
      UPDATE,
      { id: translated.id, input: blogInput({ title: 'Işıklı yol', english: english('') }) },
      { token: admin },
    );
    expect(emptyTitle.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(emptyTitle.errors![0]!.message).toMatch(/Başlık/);
    const other = await app.gql<{ createBlog: { id: string } }>(
      CREATE,
      { input: blogInput({ title: 'Başka', english: english('Other') }) },
      { token: admin },
    );
    const taken = await app.gql(
      UPDATE,
      {
        id: other.data!.createBlog.id,
        input: blogInput({ title: 'Başka', english: { ...english('Other'), slug: 'lit-road' } }),
      },
      { token: admin },
    );
    expect(taken.errors?.[0]).toMatchObject({ message: ENGLISH_SLUG_TAKEN, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await app.gql(BLOG, { id: translated.id, locale: 'EN' })).data!.blog).toEqual(before);
    // An English slug may be a Turkish slug of another post: two addresses.
    const same = await app.gql(
      UPDATE,
      {
        id: other.data!.createBlog.id,
        input: blogInput({ title: 'Başka', english: { ...english('Other'), slug: 'isikli-yol' } }),
      },
      { token: admin },
    );
    expect(same.data!.updateBlog).toMatchObject({ english: { slug: 'isikli-yol' } });
    await app.gql('mutation($id: ID!) { deleteBlog(id: $id) }', { id: other.data!.createBlog.id }, { token: admin });
  });

  it('keeps a former English slug leading to the post; absent keeps the version, null removes it', async () => {
    const renamed = await app.gql(
      UPDATE,
      {
        id: translated.id,
        input: blogInput({
          title: 'Işıklı yol',
          content: '<p>Işık</p>',
          english: { ...english('Lit road', '<p>Issue of the day</p>'), slug: 'bright-road' },
        }),
      },
      { token: admin },
    );
    expect(renamed.data!.updateBlog).toMatchObject({ english: { slug: 'bright-road' } });
    expect((await app.gql(BLOG, { id: 'lit-road', locale: 'EN' })).data!.blog).toMatchObject({ slug: 'bright-road' });
    const kept = await app.gql(
      UPDATE,
      { id: translated.id, input: blogInput({ title: 'Işıklı yol', content: '<p>Işık</p>' }) },
      { token: admin },
    );
    expect(kept.data!.updateBlog).toMatchObject({ english: { slug: 'bright-road', title: 'Lit road' } });
    const removed = await app.gql(
      UPDATE,
      { id: translated.id, input: blogInput({ title: 'Işıklı yol', content: '<p>Işık</p>', english: null }) },
      { token: admin },
    );
    expect(removed.data!.updateBlog).toMatchObject({
      english: null,
      alternates: [{ locale: 'TR', path: '/blog/isikli-yol' }],
    });
    expect((await app.gql(BLOG, { id: 'bright-road', locale: 'EN' })).data!.blog).toBeNull();
    expect((await app.gql(BLOGS, { locale: 'EN' })).data!.blogs).toEqual([]);
    await app.gql(
      UPDATE,
      {
        id: translated.id,
        input: blogInput({
          title: 'Işıklı yol',
          content: '<p>Işık</p>',
          english: { ...english('Lit road', '<p>Issue of the day</p>'), slug: 'lit-road' },
        }),
      },
      { token: admin },
    );
  });

  it('is searched on its own: English documents for EN, folded as English, the Turkish search unchanged', async () => {
    const found = async (q: string, locale?: string) =>
      (await app.gql(SEARCH, { q, locale })).data as Record<
        'search' | 'searchPosts',
        { total: number; items: unknown[] }
      >;
    const en = await found('ISSUE', 'EN');
    expect(en.search).toEqual({ total: 1, items: [{ title: 'Lit road', path: '/en/blog/lit-road' }] });
    expect(en.searchPosts).toEqual({ total: 1, items: [{ post: { title: 'Lit road', slug: 'lit-road' } }] });
    // The English text is not in the Turkish index, nor the Turkish in the English.
    expect((await found('issue')).search.total).toBe(0);
    expect((await found('sessiz', 'EN')).search.total).toBe(0);
    expect((await found('sessiz')).search).toEqual({
      total: 1,
      items: [{ title: 'Yalnız Türkçe', path: '/blog/yalniz-turkce' }],
    });
    // As written: 'ILIK' is 'ilik' in English and 'ılık' in Turkish.
    const post = (title: string, word: string) =>
      app.gql(
        CREATE,
        { input: blogInput({ title, content: `<p>${word}</p>`, english: english(title, `<p>${word}</p>`) }) },
        { token: admin },
      );
    await post('Birinci', 'ılık');
    await post('İkinci', 'ilik');
    const inEnglish = await found('ILIK', 'EN');
    expect(inEnglish.search.items.map((item) => (item as { title: string }).title).slice(0, 2)).toEqual([
      'İkinci',
      'Birinci',
    ]);
    const inTurkish = await found('ILIK');
    expect(inTurkish.search.items.map((item) => (item as { title: string }).title).slice(0, 2)).toEqual([
      'Birinci',
      'İkinci',
    ]);
  });

  it('keeps the English texts in every version: an autosave and its version round trip', async () => {
    const first = await app.gql<{ autosaveBlog: { id: string } }>(
      AUTOSAVE,
      { input: { title: 'Taslak', english: english('Draft', '<p>First words</p>') } },
      { token: admin },
    );
    const id = first.data!.autosaveBlog.id;
    expect(first.data!.autosaveBlog).toMatchObject({
      english: { title: 'Draft', slug: 'draft', content: '<p>First words</p>' },
    });
    const { data } = await app.gql<{ blog: { revisions: Array<{ id: string; english: unknown }> } }>(
      `query($id: ID!) { blog(id: $id, preview: true) { revisions { id english { title slug shortDescription content readingMinutes } } } }`,
      { id },
      { token: admin },
    );
    const [version] = data!.blog.revisions;
    expect(version!.english).toEqual({
      title: 'Draft',
      slug: 'draft',
      shortDescription: 'Draft in short',
      content: '<p>First words</p>',
      readingMinutes: 1,
    });
    const one = await app.gql(
      `query($postId: ID!, $id: ID!) { blogRevision(postId: $postId, id: $id) { english { content } } }`,
      { postId: id, id: version!.id },
      { token: admin },
    );
    expect(one.data).toEqual({ blogRevision: { english: { content: '<p>First words</p>' } } });
  });

  it('REST: reads take ?lang=en, anything else but tr is refused in Turkish; writes take english', async () => {
    const en = await restCall<Array<{ slug: string }>>(app, 'GET', '/api/blogs?lang=en');
    expect(en.status).toBe(200);
    expect(en.body.data!.map(({ slug }) => slug)).toContain('lit-road');
    expect(en.body.data!.map(({ slug }) => slug)).not.toContain('yalniz-turkce');
    expect((await restCall(app, 'GET', '/api/blogs?lang=tr')).body.data).toEqual(
      (await restCall(app, 'GET', '/api/blogs')).body.data,
    );
    const one = await restCall<{ title: string }>(app, 'GET', '/api/blogs/lit-road?lang=en');
    expect([one.status, one.body.data?.title]).toEqual([200, 'Lit road']);
    expect((await restCall(app, 'GET', `/api/blogs/${turkishOnly.id}?lang=en`)).status).toBe(404);
    const bad = await restCall(app, 'GET', '/api/blogs?lang=xx');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("'lang' parametresi şunlardan biri olabilir: tr, en.");
    expect((await restCall(app, 'GET', '/api/tags?lang=de')).status).toBe(400);
    const written = await restCall<{ id: string }>(app, 'POST', '/api/blogs', {
      token: admin,
      body: blogInput({ title: 'REST yazısı', english: english('REST post') }),
    });
    expect(written.status).toBe(201);
    expect((await restCall<{ slug: string }>(app, 'GET', '/api/blogs/rest-post?lang=en')).body.data?.slug).toBe(
      'rest-post',
    );
  });
});
