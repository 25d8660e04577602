import { randomUUID } from 'node:crypto';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { BLOG, DELETE, FIELDS, input, VIEW, type Post } from '../../../test/support/blog';
import { type BlogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';

/**
 * Slugs (docs/publishing.md): made once from the title, numbered on a clash, set
 * by the admin under the shared rule, kept forever as former slugs; `blog`, `viewBlog` and
 * GET /api/blogs/{id} take an id or any slug a post has had. Every write through both doors.
 */

const TAKEN = 'Bu bağlantı adresi zaten kullanılıyor';
const INVALID = 'Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir';
const TOO_LONG = 'Bağlantı adresi en fazla 80 karakter olabilir';
const EMPTY = 'Bağlantı adresi boş olamaz';

type Answer = { post: Post } | { error: { code: string; message: string } };
type Door = {
  create: (app: TestApp, token: string, input: BlogInput) => Promise<Answer>;
  update: (app: TestApp, token: string, id: string, input: BlogInput) => Promise<Answer>;
};

const CREATE = `mutation($input: BlogInput!) { createBlog(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${FIELDS} } }`;

async function graphqlAnswer(app: TestApp, token: string, query: string, variables: object): Promise<Answer> {
  const response = await app.gql<Record<string, Post>>(query, variables as Record<string, unknown>, { token });
  if (!response.errors) return { post: Object.values(response.data!)[0]! };
  expect(response.errors).toHaveLength(1);
  return { error: { code: response.errors[0]!.extensions.code, message: response.errors[0]!.message } };
}

const REST_CODES: Record<number, string> = { 400: 'BAD_USER_INPUT', 404: 'NOT_FOUND' };

async function restAnswer(app: TestApp, token: string, method: string, path: string, body: object): Promise<Answer> {
  const { status, body: envelope } = await restCall<Omit<Post, 'id'> & { _id: string }>(app, method, path, {
    token,
    body,
  });
  if (envelope.success) {
    const { _id, ...post } = envelope.data!;
    return { post: { id: _id, ...post } };
  }
  return { error: { code: REST_CODES[status] ?? String(status), message: envelope.message! } };
}

const DOORS: Array<[string, Door]> = [
  [
    'GraphQL',
    {
      create: (app, token, post) => graphqlAnswer(app, token, CREATE, { input: post }),
      update: (app, token, id, post) => graphqlAnswer(app, token, UPDATE, { id, input: post }),
    },
  ],
  [
    'REST',
    {
      create: (app, token, post) => restAnswer(app, token, 'POST', '/api/blogs', post),
      update: (app, token, id, post) => restAnswer(app, token, 'PUT', `/api/blogs/${id}`, post),
    },
  ],
];

describe.each(DOORS)(`%s: slugs (${testDb})`, (_door, door) => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  async function create(override: Partial<BlogInput> = {}): Promise<Post> {
    const answer = await door.create(app, token, input(override));
    if (!('post' in answer)) throw new Error(`create refused: ${JSON.stringify(answer)}`);
    return answer.post;
  }
  async function update(post: Post, override: Partial<BlogInput>): Promise<Post> {
    const answer = await door.update(app, token, post.id, input({ title: post.title, ...override }));
    if (!('post' in answer)) throw new Error(`update refused: ${JSON.stringify(answer)}`);
    return answer.post;
  }

  /** Every way of reading a post by `key` finds `post`: blog, viewBlog and GET /api/blogs/{key}. */
  async function expectFound(key: string, post: Post) {
    const read = await app.gql<{ blog: Post }>(BLOG, { id: key });
    expect(read.data?.blog).toMatchObject({ id: post.id, slug: post.slug });
    const viewed = await app.gql<{ viewBlog: Post }>(VIEW, { id: key });
    expect(viewed.data?.viewBlog).toMatchObject({ id: post.id, slug: post.slug });
    const rest = await restCall<{ _id: string; slug: string }>(app, 'GET', `/api/blogs/${encodeURIComponent(key)}`);
    expect({ status: rest.status, data: rest.body.data }).toMatchObject({
      status: 200,
      data: { _id: post.id, slug: post.slug },
    });
  }

  /** No way of reading finds anything by `key`: null on GraphQL, 404 'Blog bulunamadı' on REST. */
  async function expectMissing(key: string) {
    expect(await app.gql(BLOG, { id: key })).toEqual({ data: { blog: null } });
    expect(await app.gql(VIEW, { id: key })).toEqual({ data: { viewBlog: null } });
    const rest = await restCall(app, 'GET', `/api/blogs/${encodeURIComponent(key)}`);
    expect({ status: rest.status, body: rest.body }).toEqual({
      status: 404,
      body: { success: false, message: 'Blog bulunamadı' },
    });
  }

  /** The write is refused with BAD_USER_INPUT and `message`, and nothing stored changes. */
  async function expectRefused(write: () => Promise<Answer>, message: string) {
    const before = await snapshot(app);
    expect(await write()).toEqual({ error: { code: 'BAD_USER_INPUT', message } });
    expect(await snapshot(app)).toEqual(before);
  }

  it('makes the slug from the title on create: the example of docs/publishing.md#slugs', async () => {
    const post = await create({ title: "Türkçe yazı 1: İstanbul'da yazılım" });
    expect(post.slug).toBe('turkce-yazi-1-istanbulda-yazilim');
    await expectFound('turkce-yazi-1-istanbulda-yazilim', post);
    await expectFound(post.id, post);
  });

  it('numbers a clash -2, -3…; a title of nothing usable is `yazi`', async () => {
    const slugs = [];
    for (const title of ['Aynı Başlık', 'aynı başlık!', 'AYNI — BAŞLIK', 'Aynı başlık']) {
      slugs.push((await create({ title })).slug);
    }
    expect(slugs).toEqual(['ayni-baslik', 'ayni-baslik-2', 'ayni-baslik-3', 'ayni-baslik-4']);
    expect((await create({ title: '!!!' })).slug).toBe('yazi');
    expect((await create({ title: '🚀 …' })).slug).toBe('yazi-2');
  });

  it('keeps at most 80 characters, cut at a dash, numbered clashes too', async () => {
    const title = `${'Çok uzun bir başlık '.repeat(9)}son`; // 180 characters
    const first = await create({ title });
    const second = await create({ title });
    // 'cok-uzun-bir-baslik' is 19 characters: four of them and their dashes are 79.
    const four = Array.from({ length: 4 }, () => 'cok-uzun-bir-baslik').join('-');
    expect(first.slug).toBe(four);
    expect(second.slug).toBe(`${four.slice(0, four.lastIndexOf('-'))}-2`);
    expect(second.slug.length).toBeLessThanOrEqual(80);
    await expectFound(second.slug, second);
  });

  it('keeps the slug when the title changes', async () => {
    const post = await create({ title: 'İlk Başlık' });
    const edited = await update(post, { title: 'Bambaşka bir başlık' });
    expect(edited).toMatchObject({ title: 'Bambaşka bir başlık', slug: 'ilk-baslik' });
    const again = await update(edited, { slug: null });
    expect(again.slug).toBe('ilk-baslik');
    await expectFound('ilk-baslik', again);
    await expectMissing('bambaska-bir-baslik');
  });

  it("takes the admin's slug on create, trimmed", async () => {
    const post = await create({ title: 'Başlık ne olursa', slug: '  benim-adresim-2025  ' });
    expect(post.slug).toBe('benim-adresim-2025');
    await expectFound('benim-adresim-2025', post);
  });

  it.each<[string, unknown, string]>([
    ['an empty slug', '', EMPTY],
    ['a blank slug', '   ', EMPTY],
    ['capitals', 'Benim-Adresim', INVALID],
    ['Turkish letters', 'türkçe-adres', INVALID],
    ['a space', 'iki kelime', INVALID],
    ['a leading dash', '-adres', INVALID],
    ['a double dash', 'iki--tire', INVALID],
    ['a slash', 'blog/adres', INVALID],
    ['81 characters', 'a'.repeat(81), TOO_LONG],
  ])('refuses %s from the admin, on create and on update, changing nothing', async (_what, slug, message) => {
    const post = await create({ title: `Kural ${randomUUID()}` });
    await expectRefused(() => door.create(app, token, input({ title: 'Yeni', slug: slug as string })), message);
    await expectRefused(() => door.update(app, token, post.id, input({ slug: slug as string })), message);
    await expectFound(post.slug, post);
  });

  it('accepts a slug of exactly 80 characters', async () => {
    const post = await create({ slug: `${'a'.repeat(39)}-${'b'.repeat(40)}` });
    expect(post.slug).toHaveLength(80);
  });

  it("changes the slug on the admin's word; the former one still leads to the post, forever", async () => {
    const post = await create({ title: 'Taşınan yazı' });
    expect(post.slug).toBe('tasinan-yazi');
    const moved = await update(post, { slug: 'yeni-adres' });
    expect(moved).toMatchObject({ id: post.id, slug: 'yeni-adres' });
    const again = await update(moved, { slug: 'en-yeni-adres' });
    // Every slug it has had answers with the post, whose `slug` is the canonical one.
    for (const key of ['tasinan-yazi', 'yeni-adres', 'en-yeni-adres', post.id]) await expectFound(key, again);
  });

  it('refuses a slug that another post has or had, on create and on update, changing nothing', async () => {
    const owner = await create({ title: 'Sahip yazı' });
    await update(owner, { slug: 'sahibin-yeni-adresi' }); // 'sahip-yazi' is now a former slug
    const other = await create({ title: 'Diğer yazı' });
    for (const slug of ['sahip-yazi', 'sahibin-yeni-adresi']) {
      await expectRefused(() => door.create(app, token, input({ title: 'Üçüncü', slug })), TAKEN);
      await expectRefused(() => door.update(app, token, other.id, input({ title: other.title, slug })), TAKEN);
    }
    // A slug that is another post's id would name two posts in the lookups.
    await expectRefused(() => door.update(app, token, other.id, input({ title: other.title, slug: owner.id })), TAKEN);
    await expectFound('diger-yazi', other);
    await expectFound('sahip-yazi', { ...owner, slug: 'sahibin-yeni-adresi' });
  });

  it('never makes a former slug of another post: a title that would take one gets the next number', async () => {
    const first = await create({ title: 'Eski ad' });
    await update(first, { slug: 'baska-ad' });
    const second = await create({ title: 'Eski ad' });
    expect(second.slug).toBe('eski-ad-2');
    await expectFound('eski-ad', { ...first, slug: 'baska-ad' });
  });

  it('lets a post take back one of its own former slugs, and keep its own slug', async () => {
    const post = await create({ title: 'Geri dönen' });
    await update(post, { slug: 'gecici-adres' });
    const back = await update(post, { slug: 'geri-donen' });
    expect(back.slug).toBe('geri-donen');
    expect((await update(back, { slug: 'geri-donen' })).slug).toBe('geri-donen');
    // Each slug is kept once.
    const history: Array<{ slug: string }> = await app.dataSource.query(
      'SELECT slug FROM blog_slugs WHERE postId = ? ORDER BY slug',
      [post.id],
    );
    expect(history.map(({ slug }) => slug)).toEqual(['gecici-adres', 'geri-donen']);
    await expectFound('gecici-adres', back);
  });

  it('finds nothing for an unknown id or slug, nor for what merely resembles a slug', async () => {
    const post = await create({ title: 'Büyük harf' });
    for (const key of [
      randomUUID(),
      'olmayan-yazi',
      'BUYUK-HARF',
      'buyuk-harf ',
      ' buyuk-harf',
      'buyuk_harf',
      'x'.repeat(81),
    ]) {
      await expectMissing(key);
    }
    await expectFound('buyuk-harf', post);
  });

  it('frees every slug of a deleted post', async () => {
    const post = await create({ title: 'Silinecek yazı' });
    await update(post, { slug: 'silinecek-yeni' });
    expect((await app.gql(DELETE, { id: post.id }, { token })).errors).toBeUndefined();
    for (const key of ['silinecek-yazi', 'silinecek-yeni', post.id]) await expectMissing(key);
    const reborn = await create({ title: 'Silinecek yazı' });
    expect(reborn.slug).toBe('silinecek-yazi');
    expect((await update(reborn, { slug: 'silinecek-yeni' })).slug).toBe('silinecek-yeni');
  });

  it('gives concurrent creates of one title distinct slugs, and all succeed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => door.create(app, token, input({ title: 'Aynı anda' }))),
    );
    const slugs = answers.map((answer) => {
      expect(answer).toHaveProperty('post');
      return 'post' in answer ? answer.post.slug : '';
    });
    expect(slugs.sort()).toEqual(['ayni-anda', ...[2, 3, 4, 5, 6, 7, 8].map((n) => `ayni-anda-${n}`)].sort());
    for (const answer of answers) if ('post' in answer) await expectFound(answer.post.slug, answer.post);
  });

  it('lets concurrent writers of one slug finish with one owner and a Turkish refusal for the rest', async () => {
    const posts = await Promise.all([1, 2, 3, 4].map((n) => create({ title: `Yarışan ${n}` })));
    const answers = await Promise.all(
      posts.map((post) => door.update(app, token, post.id, input({ title: post.title, slug: 'tek-sahip' }))),
    );
    const winners = answers.filter((answer) => 'post' in answer);
    expect(winners).toHaveLength(1);
    for (const answer of answers) {
      if (!('post' in answer)) expect(answer).toEqual({ error: { code: 'BAD_USER_INPUT', message: TAKEN } });
    }
    await expectFound('tek-sahip', (winners[0] as { post: Post }).post);
  });
});

describe(`/api/openapi.json shows slug beside the fields of docs/api.md#field-names (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => ({ app } = await startAdminApp()));
  afterAll(() => app.close());

  type Schema = {
    type?: unknown;
    properties?: Record<string, Schema>;
    items?: Schema;
    required?: string[];
    anyOf?: Schema[];
  };
  type Operation = {
    description?: string;
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };

  it('in the list, the post, and the bodies of create and update (optional there)', async () => {
    const { paths } = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const data = (operation: Operation, status = '200') =>
      operation.responses[status]!.content!['application/json']!.schema.properties!.data!;
    const list = paths['/api/blogs']!.get!;
    const one = paths['/api/blogs/{id}']!.get!;
    // The list's posts, or with `q` search hits, each a post.
    const [posts, hits] = data(list).anyOf!;
    expect(posts!.items!.properties!.slug).toMatchObject({ type: 'string' });
    expect(hits!.items!.properties!.post!.properties!.slug).toMatchObject({ type: 'string' });
    expect(data(one).properties!.slug).toMatchObject({ type: 'string' });
    expect(one.description).toMatch(/slug/);
    expect(data(paths['/api/blogs']!.post!, '201').properties!.slug).toMatchObject({ type: 'string' });
    for (const write of [paths['/api/blogs']!.post!, paths['/api/blogs/{id}']!.put!]) {
      const body = write.requestBody!.content['application/json']!.schema;
      expect(body.properties!.slug).toMatchObject({ type: ['string', 'null'] });
      expect(body.required).not.toContain('slug');
    }
  });
});
