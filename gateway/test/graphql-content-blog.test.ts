import { randomUUID } from 'node:crypto';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/app';
import { testDb } from './support/db';
import { EDITOR_FORMATS, LINK } from './support/editor-formats';

/**
 * Blog posts over HTTP: every operation's happy path, every validation rule (with the database
 * left as it was), sanitising through the API, and the 1 MB body limit.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Words of graphql-js's and class-validator's English messages; none may reach `message`. */
const ENGLISH =
  /\b(Variable|Field|Expected|cannot|Cannot|represent|type|value|invalid|required|provided|defined|exist|enum|must|should|String|Boolean|Int|ID)\b/;

const FIELDS = 'id title shortDescription content tags publishDate viewCount createdAt updatedAt';
const LIST_FIELDS = 'id title shortDescription tags publishDate viewCount createdAt updatedAt';
const CREATE = `mutation($input: BlogInput!) { createBlog(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteBlog(id: $id) }';
const BLOG = `query($id: ID!) { blog(id: $id) { ${FIELDS} } }`;
const VIEW = `mutation($id: ID!) { viewBlog(id: $id) { ${FIELDS} } }`;
const BLOGS = `{ blogs { ${LIST_FIELDS} } }`;
const BLOGS_WITH_CONTENT = `{ blogs { ${FIELDS} } }`;

type Post = {
  id: string;
  title: string;
  shortDescription: string;
  content: string;
  tags: string[];
  publishDate: string;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
};
type BlogInput = {
  title: string;
  shortDescription: string;
  content: string;
  tags: unknown;
  publishDate?: string | null;
  [field: string]: unknown;
};

const input = (override: Partial<BlogInput> = {}): BlogInput => ({
  title: 'Başlık',
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik</p>',
  tags: ['a'],
  ...override,
});

/** The only error of a failed response, as `{ code, message }`. */
function failure(response: GraphQLResponse<unknown>) {
  expect(response.errors).toHaveLength(1);
  const error = response.errors![0]!;
  expect(error.message).not.toMatch(ENGLISH);
  return { code: error.extensions.code, message: error.message };
}

/** Every content row of the database, to prove a failed call changed nothing. */
async function snapshot(app: TestApp) {
  const tables = ['blog_posts', 'contact_messages', 'about', 'experiences', 'settings', 'social_links', 'stored_files'];
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows: unknown[] = await app.dataSource.query(`SELECT * FROM ${table}`);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

async function storedContent(app: TestApp, id: string): Promise<string> {
  const rows: Array<{ content: string }> = await app.dataSource.query('SELECT content FROM blog_posts WHERE id = ?', [
    id,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]!.content;
}

describe(`GraphQL blog: happy path (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  const posts = () => app.dataSource.getRepository(BlogPost);

  async function create(override: Partial<BlogInput> = {}): Promise<Post> {
    const response = await app.gql<{ createBlog: Post }>(CREATE, { input: input(override) }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.createBlog;
  }

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await app.signIn('admin'));
  });
  afterAll(() => app.close());

  it('lists no posts on an empty site', async () => {
    expect(await app.gql(BLOGS)).toEqual({ data: { blogs: [] } });
  });

  it('createBlog stores a post: trimmed texts, normalised tags, publishDate now, viewCount 0', async () => {
    const before = Date.now();
    const response = await app.gql<{ createBlog: Post }>(
      CREATE,
      {
        input: {
          title: '  GraphQL ile Blog  ',
          shortDescription: '  Kısa bir açıklama: çğıöşü  ',
          content: '<p>Merhaba <strong>dünya</strong></p>',
          tags: ['  TypeScript , graphql', 'GraphQL', '', ' node ', 'typescript', ' , ', 'İstanbul', 'istanbul'],
        },
      },
      { token },
    );
    const after = Date.now();
    expect(response.errors).toBeUndefined();
    const post = response.data!.createBlog;
    expect(post).toEqual({
      id: expect.stringMatching(UUID),
      title: 'GraphQL ile Blog',
      shortDescription: 'Kısa bir açıklama: çğıöşü',
      content: '<p>Merhaba <strong>dünya</strong></p>',
      tags: ['TypeScript', 'graphql', 'node', 'İstanbul'],
      publishDate: expect.stringMatching(ISO),
      viewCount: 0,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    for (const field of ['publishDate', 'createdAt', 'updatedAt'] as const) {
      const time = Date.parse(post[field]);
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }

    const row = await posts().findOneByOrFail({ id: post.id });
    expect(row).toMatchObject({
      title: 'GraphQL ile Blog',
      shortDescription: 'Kısa bir açıklama: çğıöşü',
      content: '<p>Merhaba <strong>dünya</strong></p>',
      tags: ['TypeScript', 'graphql', 'node', 'İstanbul'],
      viewCount: 0,
    });
    expect(row.publishDate.toISOString()).toBe(post.publishDate);
    expect(row.createdAt.toISOString()).toBe(post.createdAt);
    expect(row.updatedAt.toISOString()).toBe(post.updatedAt);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('createBlog keeps a given publishDate and accepts an empty tag list', async () => {
    const post = await create({ publishDate: '2021-02-03T04:05:06.789Z', tags: [] });
    expect(post.publishDate).toBe('2021-02-03T04:05:06.789Z');
    expect(post.tags).toEqual([]);
    const row = await posts().findOneByOrFail({ id: post.id });
    expect(row.publishDate.toISOString()).toBe('2021-02-03T04:05:06.789Z');
    expect(row.tags).toEqual([]);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('blogs lists every post newest first by publishDate, with content when asked for', async () => {
    const old = await create({ title: 'Eski', publishDate: '2021-05-01T10:00:00.000Z', content: '<p>1</p>' });
    const newest = await create({ title: 'Yeni', content: '<p>4</p>', tags: ['x', 'y'] });
    const middle = await create({ title: 'Orta', publishDate: '2023-01-15T08:30:00.123Z', content: '<p>3</p>' });
    const older = await create({ title: 'Daha eski', publishDate: '2022-07-20T12:00:00.000Z', content: '<p>2</p>' });
    const expected = [newest, middle, older, old];

    const list = await app.gql<{ blogs: Post[] }>(BLOGS);
    expect(list.errors).toBeUndefined();
    expect(list.data!.blogs).toEqual(expected.map(({ content: _content, ...rest }) => rest));

    const withContent = await app.gql<{ blogs: Post[] }>(BLOGS_WITH_CONTENT);
    expect(withContent.errors).toBeUndefined();
    expect(withContent.data!.blogs).toEqual(expected);
    expect(withContent.data!.blogs.map((post) => post.content)).toEqual([
      '<p>4</p>',
      '<p>3</p>',
      '<p>2</p>',
      '<p>1</p>',
    ]);

    for (const post of expected) await app.gql(DELETE, { id: post.id }, { token });
  });

  it('blog returns one post with every field, anonymously, without counting a view', async () => {
    const post = await create({ title: 'Tek', content: '<h2>Alt başlık</h2><p>metin</p>', tags: ['bir', 'iki'] });
    for (let i = 0; i < 3; i++) {
      expect(await app.gql(BLOG, { id: post.id })).toEqual({ data: { blog: post } });
    }
    expect((await posts().findOneByOrFail({ id: post.id })).viewCount).toBe(0);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('blog returns null for an unknown id and for an id that is not a uuid', async () => {
    const post = await create();
    for (const id of [randomUUID(), 'yok', '', `${post.id.slice(0, 35)}z`, `${post.id}x`]) {
      expect(await app.gql(BLOG, { id })).toEqual({ data: { blog: null } });
    }
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('viewBlog counts one view per call and returns the post', async () => {
    const post = await create({ content: '<p>görüntülenen</p>' });
    for (let views = 1; views <= 3; views++) {
      const response = await app.gql<{ viewBlog: Post }>(VIEW, { id: post.id });
      expect(response).toEqual({ data: { viewBlog: { ...post, viewCount: views } } });
    }
    expect((await posts().findOneByOrFail({ id: post.id })).viewCount).toBe(3);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('viewBlog: 20 concurrent calls count exactly 20 views', async () => {
    const post = await create();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app.gql<{ viewBlog: Post }>(VIEW, { id: post.id })),
    );
    const counts = responses.map((response) => {
      expect(response.errors).toBeUndefined();
      expect(response.data!.viewBlog.id).toBe(post.id);
      return response.data!.viewBlog.viewCount;
    });
    expect(Math.max(...counts)).toBe(20);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect((await posts().findOneByOrFail({ id: post.id })).viewCount).toBe(20);
    expect((await app.gql<{ blog: Post }>(BLOG, { id: post.id })).data!.blog.viewCount).toBe(20);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('viewBlog returns null for an unknown id and changes nothing', async () => {
    const post = await create();
    const before = await snapshot(app);
    for (const id of [randomUUID(), 'yok']) {
      expect(await app.gql(VIEW, { id })).toEqual({ data: { viewBlog: null } });
    }
    expect(await snapshot(app)).toEqual(before);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('updateBlog replaces the texts and tags but keeps id, createdAt, publishDate and viewCount', async () => {
    const post = await create({ publishDate: '2022-03-04T05:06:07.008Z', tags: ['eski'] });
    await app.gql(VIEW, { id: post.id });
    await app.gql(VIEW, { id: post.id });

    const before = Date.now();
    const response = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      {
        id: post.id,
        input: {
          title: '  Yeni başlık ',
          shortDescription: ' Yeni kısa açıklama ',
          content: '<p>Yeni <em>içerik</em></p>',
          tags: ['Yeni, yeni ,', 'ETİKET', ' etiket'],
        },
      },
      { token },
    );
    const after = Date.now();
    expect(response.errors).toBeUndefined();
    const updated = response.data!.updateBlog;
    expect(updated).toEqual({
      id: post.id,
      title: 'Yeni başlık',
      shortDescription: 'Yeni kısa açıklama',
      content: '<p>Yeni <em>içerik</em></p>',
      tags: ['Yeni', 'ETİKET'],
      publishDate: '2022-03-04T05:06:07.008Z',
      viewCount: 2,
      createdAt: post.createdAt,
      updatedAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(updated.updatedAt)).toBeLessThanOrEqual(after);
    expect(await app.gql(BLOG, { id: post.id })).toEqual({ data: { blog: updated } });

    const row = await posts().findOneByOrFail({ id: post.id });
    expect(row).toMatchObject({
      title: 'Yeni başlık',
      shortDescription: 'Yeni kısa açıklama',
      content: '<p>Yeni <em>içerik</em></p>',
      tags: ['Yeni', 'ETİKET'],
      viewCount: 2,
    });
    expect(row.publishDate.toISOString()).toBe('2022-03-04T05:06:07.008Z');
    expect(await posts().count()).toBe(1);

    // An explicit null also keeps the date; a given date replaces it.
    const keep = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      { id: post.id, input: input({ publishDate: null }) },
      { token },
    );
    expect(keep.data!.updateBlog.publishDate).toBe('2022-03-04T05:06:07.008Z');
    const moved = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      { id: post.id, input: input({ publishDate: '2024-12-31T23:59:59.999Z' }) },
      { token },
    );
    expect(moved.data!.updateBlog).toMatchObject({ publishDate: '2024-12-31T23:59:59.999Z', viewCount: 2 });
    expect((await posts().findOneByOrFail({ id: post.id })).publishDate.toISOString()).toBe('2024-12-31T23:59:59.999Z');
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('deleteBlog removes exactly that post', async () => {
    const keep = await create({ title: 'Kalan' });
    const gone = await create({ title: 'Silinen' });
    expect(await app.gql(DELETE, { id: gone.id }, { token })).toEqual({ data: { deleteBlog: true } });
    expect(await app.gql(BLOG, { id: gone.id })).toEqual({ data: { blog: null } });
    expect(await app.gql(VIEW, { id: gone.id })).toEqual({ data: { viewBlog: null } });
    const list = await app.gql<{ blogs: Post[] }>(BLOGS);
    expect(list.data!.blogs.map((post) => post.id)).toEqual([keep.id]);
    expect(await posts().findOneBy({ id: gone.id })).toBeNull();
    expect(await posts().findOneBy({ id: keep.id })).not.toBeNull();
    expect(failure(await app.gql(DELETE, { id: gone.id }, { token }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Blog bulunamadı',
    });
    await app.gql(DELETE, { id: keep.id }, { token });
  });

  it('dashboardStats counts the posts', async () => {
    const stats = '{ dashboardStats { blogCount messageCount } }';
    expect(await app.gql(stats, {}, { token })).toEqual({
      data: { dashboardStats: { blogCount: 0, messageCount: 0 } },
    });
    const a = await create();
    await create();
    expect(await app.gql(stats, {}, { token })).toEqual({
      data: { dashboardStats: { blogCount: 2, messageCount: 0 } },
    });
    await app.gql(DELETE, { id: a.id }, { token });
    expect(await app.gql(stats, {}, { token })).toEqual({
      data: { dashboardStats: { blogCount: 1, messageCount: 0 } },
    });
  });
});

describe(`GraphQL blog: validation (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let existing: Post;

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await app.signIn('admin'));
    const response = await app.gql<{ createBlog: Post }>(
      CREATE,
      { input: input({ title: 'Mevcut', tags: ['x'] }) },
      { token },
    );
    existing = response.data!.createBlog;
  });
  afterAll(() => app.close());

  const tags = (count: number) => Array.from({ length: count }, (_, i) => `etiket${i + 1}`);
  const RULES: Array<[string, Partial<BlogInput>, string]> = [
    ['empty title', { title: '' }, 'Başlık alanı zorunludur'],
    ['whitespace title', { title: ' \t\n ' }, 'Başlık alanı zorunludur'],
    ['title of 201 characters', { title: 'ş'.repeat(201) }, 'Başlık en fazla 200 karakter olabilir'],
    ['empty shortDescription', { shortDescription: '' }, 'Kısa açıklama alanı zorunludur'],
    ['whitespace shortDescription', { shortDescription: '   \n' }, 'Kısa açıklama alanı zorunludur'],
    [
      'shortDescription of 201 characters',
      { shortDescription: 'ğ'.repeat(201) },
      'Kısa açıklama en fazla 200 karakter olabilir',
    ],
    ['21 tags', { tags: tags(21) }, 'En fazla 20 etiket eklenebilir'],
    ['21 tags in one comma-separated entry', { tags: [tags(21).join(', ')] }, 'En fazla 20 etiket eklenebilir'],
    ['a tag of 41 characters', { tags: ['kısa', 'ç'.repeat(41)] }, 'Etiketler en fazla 40 karakter olabilir'],
    [
      'empty title and shortDescription: the title first',
      { title: '', shortDescription: '' },
      'Başlık alanı zorunludur',
    ],
    [
      'shortDescription and tags broken: the shortDescription first',
      { shortDescription: '', tags: tags(25) },
      'Kısa açıklama alanı zorunludur',
    ],
  ];

  it.each(RULES)('createBlog refuses %s and stores nothing', async (_what, override, message) => {
    const before = await snapshot(app);
    const response = await app.gql(CREATE, { input: input(override) }, { token });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(response.data ?? null).toBeNull();
    expect(await snapshot(app)).toEqual(before);
  });

  it.each(RULES)('updateBlog refuses %s and leaves the post as it was', async (_what, override, message) => {
    const before = await snapshot(app);
    const response = await app.gql(UPDATE, { id: existing.id, input: input(override) }, { token });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await snapshot(app)).toEqual(before);
    expect(await app.gql(BLOG, { id: existing.id })).toEqual({ data: { blog: existing } });
  });

  it('accepts the limits exactly: title and shortDescription of 200, 20 tags, a tag of 40', async () => {
    const limits = {
      title: `  ${'ş'.repeat(200)}  `,
      shortDescription: `\n${'ğ'.repeat(200)} `,
      tags: [...tags(20), 'Etiket1', ' etiket20 '],
    };
    const created = await app.gql<{ createBlog: Post }>(CREATE, { input: input(limits) }, { token });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBlog).toMatchObject({
      title: 'ş'.repeat(200),
      shortDescription: 'ğ'.repeat(200),
      tags: tags(20),
    });
    const longTag = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      { id: created.data!.createBlog.id, input: input({ ...limits, tags: ['ç'.repeat(40)] }) },
      { token },
    );
    expect(longTag.errors).toBeUndefined();
    expect(longTag.data!.updateBlog.tags).toEqual(['ç'.repeat(40)]);
    const row = await app.dataSource.getRepository(BlogPost).findOneByOrFail({ id: created.data!.createBlog.id });
    expect(row).toMatchObject({ title: 'ş'.repeat(200), shortDescription: 'ğ'.repeat(200), tags: ['ç'.repeat(40)] });
    await app.gql(DELETE, { id: row.id }, { token });
  });

  it.each([
    ['an unknown uuid', randomUUID()],
    ['an id that is not a uuid', 'olmayan-yazi'],
  ])('updateBlog and deleteBlog answer NOT_FOUND for %s and change nothing', async (_what, id) => {
    const before = await snapshot(app);
    expect(failure(await app.gql(UPDATE, { id, input: input() }, { token }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Blog bulunamadı',
    });
    expect(failure(await app.gql(DELETE, { id }, { token }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Blog bulunamadı',
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number for the title', { title: 123 }, 'Geçersiz değer: input.title.'],
    ['a number for the tag list', { tags: 5 }, 'Geçersiz değer: input.tags.'],
    ['an object in the tag list', { tags: ['a', { b: 1 }] }, 'Geçersiz değer: input.tags[1].'],
    ['a list for the content', { content: ['<p>a</p>'] }, 'Geçersiz değer: input.content.'],
    ['a date that is not a date', { publishDate: 'yarın' }, 'Geçersiz değer: input.publishDate.'],
    ['an unknown field', { viewCount: 1000 }, 'Bilinmeyen alan: viewCount.'],
    ['a missing field', { title: undefined }, 'Zorunlu alan eksik: title.'],
  ])('wrong input (%s) is BAD_USER_INPUT with a Turkish message', async (_what, override, message) => {
    const before = await snapshot(app);
    for (const [query, variables] of [
      [CREATE, { input: { ...input(), ...override } }],
      [UPDATE, { id: existing.id, input: { ...input(), ...override } }],
    ] as const) {
      const response = await app.gql(query, variables, { token });
      expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('an object for an id is BAD_USER_INPUT with a Turkish message', async () => {
    for (const query of [BLOG, VIEW, DELETE]) {
      expect(failure(await app.gql(query, { id: { a: 1 } }, { token }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Geçersiz değer: id.',
      });
    }
  });

  it('writes need the admin: no token is UNAUTHENTICATED, a user is FORBIDDEN, nothing changes', async () => {
    const { token: userToken } = await app.signIn('user');
    const before = await snapshot(app);
    const writes: Array<[string, Record<string, unknown>]> = [
      [CREATE, { input: input() }],
      [UPDATE, { id: existing.id, input: input({ title: 'ele geçirildi' }) }],
      [DELETE, { id: existing.id }],
    ];
    for (const [query, variables] of writes) {
      expect(failure(await app.gql(query, variables))).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Oturum açmanız gerekiyor.',
      });
      expect(failure(await app.gql(query, variables, { token: userToken }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Bu işlem için admin yetkisi gereklidir.',
      });
    }
    expect(await snapshot(app)).toEqual(before);
  });
});

const EDITOR_DOCUMENT = EDITOR_FORMATS.map(([, markup]) => markup).join('');

/** [what, input, stored]: the dangerous part is gone, the text around it stays. */
const XSS: [string, string, string][] = [
  ['script tag', '<p>before<script>alert(1)</script>after</p>', '<p>beforeafter</p>'],
  [
    'SCRIPT tag between paragraphs',
    '<p>a</p><SCRIPT type="text/javascript">document.cookie</SCRIPT><p>b</p>',
    '<p>a</p><p>b</p>',
  ],
  ['script hidden in a comment', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
  ['img onerror with a bad src', '<p>x<img src="x" onerror="alert(1)">y</p>', '<p>xy</p>'],
  [
    'img onerror and onload on a good image',
    '<p>x<img src="https://example.com/a.png" onerror="alert(1)" onload="alert(2)">y</p>',
    '<p>x<img src="https://example.com/a.png">y</p>',
  ],
  ['event handlers on allowed tags', '<p onclick="alert(1)" OnMouseOver="alert(2)">t</p>', '<p>t</p>'],
  [
    'javascript: link',
    `<p>before <a href="javascript:alert(1)" ${LINK}>link</a> after</p>`,
    '<p>before link after</p>',
  ],
  [
    'JaVaScRiPt: link',
    `<p>before <a href="JaVaScRiPt:alert(1)" ${LINK}>link</a> after</p>`,
    '<p>before link after</p>',
  ],
  [
    'entity-encoded javascript: link',
    `<p>before <a href="&#106;avascript:alert(1)" ${LINK}>link</a> after</p>`,
    '<p>before link after</p>',
  ],
  [
    'javascript: link split by a tab',
    `<p>before <a href="java\tscript:alert(1)" ${LINK}>link</a> after</p>`,
    '<p>before link after</p>',
  ],
  [
    'data:text/html link',
    `<p>before <a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" ${LINK}>link</a> after</p>`,
    '<p>before link after</p>',
  ],
  [
    'data:text/html image',
    '<p>before <img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" alt="x"> after</p>',
    '<p>before  after</p>',
  ],
  [
    'foreign iframe',
    '<p>before</p><iframe src="https://evil.example/embed/x">inside<b>bold</b></iframe><p>after</p>',
    '<p>before</p><p>after</p>',
  ],
  [
    'iframe on a look-alike YouTube host',
    '<p>before</p><iframe src="https://www.youtube.com.evil.example/embed/x"></iframe><p>after</p>',
    '<p>before</p><p>after</p>',
  ],
  [
    'javascript: iframe',
    '<p>before</p><iframe src="javascript:alert(1)"></iframe><p>after</p>',
    '<p>before</p><p>after</p>',
  ],
  [
    'foreign iframe inside the YouTube wrapper',
    '<p>a</p><div data-youtube-video=""><iframe src="https://evil.example/embed/x"></iframe></div><p>b</p>',
    '<p>a</p><p>b</p>',
  ],
  ['iframe srcdoc', '<p>a</p><iframe srcdoc="<script>alert(1)</script>"></iframe><p>b</p>', '<p>a</p><p>b</p>'],
  ['svg with onload', '<p>a<svg onload="alert(1)"><circle r="1"/><text>t</text></svg>b</p>', '<p>ab</p>'],
  ['script inside svg', '<p>a</p><svg><script>alert(1)</script></svg><p>b</p>', '<p>a</p><p>b</p>'],
  ['style tag', '<p>a</p><style>body{background:url(javascript:alert(1))}</style><p>b</p>', '<p>a</p><p>b</p>'],
  ['style attribute with url(javascript:)', '<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
  ['object', '<p>a<object data="javascript:alert(1)"><param name="x" value="y">fallback</object>b</p>', '<p>ab</p>'],
  ['embed', '<p>a<embed src="javascript:alert(1)">b</p>', '<p>ab</p>'],
  [
    'noscript smuggling',
    '<p>a</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><p>b</p>',
    '<p>a</p><p>b</p>',
  ],
];
const DANGEROUS =
  /<script|<style|<svg|<math|<object|<embed|<form|<input|<!--|javascript|vbscript|data:text|evil\.example|srcdoc|expression|url\(|position|\son[a-z]+=/i;

describe(`GraphQL blog: sanitising (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let target: Post;

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await app.signIn('admin'));
    target = (await app.gql<{ createBlog: Post }>(CREATE, { input: input() }, { token })).data!.createBlog;
  });
  afterAll(() => app.close());

  /** The content as every reader sees it: the write's answer, blog, viewBlog, blogs and the row. */
  async function expectEverywhere(id: string, returned: string, content: string) {
    expect(returned).toBe(content);
    const read = await app.gql<{ blog: Post }>(BLOG, { id });
    expect(read.data!.blog.content).toBe(content);
    const viewed = await app.gql<{ viewBlog: Post }>(VIEW, { id });
    expect(viewed.data!.viewBlog.content).toBe(content);
    const list = await app.gql<{ blogs: Post[] }>(BLOGS_WITH_CONTENT);
    expect(list.data!.blogs.find((post) => post.id === id)!.content).toBe(content);
    expect(await storedContent(app, id)).toBe(content);
  }

  it.each(XSS)('createBlog stores %s harmless', async (_what, dirty, clean) => {
    const response = await app.gql<{ createBlog: Post }>(CREATE, { input: input({ content: dirty }) }, { token });
    expect(response.errors).toBeUndefined();
    const post = response.data!.createBlog;
    await expectEverywhere(post.id, post.content, clean);
    expect(await storedContent(app, post.id)).not.toMatch(DANGEROUS);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it.each(XSS)('updateBlog stores %s harmless', async (_what, dirty, clean) => {
    const response = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      { id: target.id, input: input({ content: dirty }) },
      { token },
    );
    expect(response.errors).toBeUndefined();
    await expectEverywhere(target.id, response.data!.updateBlog.content, clean);
    expect(await storedContent(app, target.id)).not.toMatch(DANGEROUS);
  });

  it('a document mixing every editor format with the whole XSS corpus keeps the formats and loses the attacks', async () => {
    const dirty = XSS.map(([, attack], i) => EDITOR_FORMATS[i]![1] + attack).join('') + EDITOR_DOCUMENT;
    const clean = XSS.map(([, , stored], i) => EDITOR_FORMATS[i]![1] + stored).join('') + EDITOR_DOCUMENT;
    const response = await app.gql<{ createBlog: Post }>(CREATE, { input: input({ content: dirty }) }, { token });
    expect(response.errors).toBeUndefined();
    const post = response.data!.createBlog;
    await expectEverywhere(post.id, post.content, clean);
    expect(await storedContent(app, post.id)).not.toMatch(DANGEROUS);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it.each(EDITOR_FORMATS)('editor format "%s" survives createBlog byte for byte', async (_format, markup) => {
    const response = await app.gql<{ createBlog: Post }>(CREATE, { input: input({ content: markup }) }, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data!.createBlog.content).toBe(markup);
    expect(await storedContent(app, response.data!.createBlog.id)).toBe(markup);
    await app.gql(DELETE, { id: response.data!.createBlog.id }, { token });
  });

  it('a document with every editor format survives createBlog and updateBlog byte for byte', async () => {
    const created = await app.gql<{ createBlog: Post }>(
      CREATE,
      { input: input({ content: EDITOR_DOCUMENT }) },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const post = created.data!.createBlog;
    await expectEverywhere(post.id, post.content, EDITOR_DOCUMENT);

    const reversed = [...EDITOR_FORMATS]
      .reverse()
      .map(([, markup]) => markup)
      .join('');
    const updated = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      { id: post.id, input: input({ content: reversed }) },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    await expectEverywhere(post.id, updated.data!.updateBlog.content, reversed);

    // Saving what was read back changes nothing (the editor re-submits stored content).
    const resaved = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      { id: post.id, input: input({ content: await storedContent(app, post.id) }) },
      { token },
    );
    expect(resaved.data!.updateBlog.content).toBe(reversed);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('a post of about 300 KB of HTML round-trips intact', async () => {
    const blocks: string[] = [];
    for (let i = 0; Buffer.byteLength(blocks.join('')) < 300_000; i++) {
      blocks.push(`<h2>Bölüm ${i}</h2>`, EDITOR_DOCUMENT);
    }
    const large = blocks.join('');
    expect(Buffer.byteLength(large)).toBeGreaterThan(300_000);
    expect(Buffer.byteLength(JSON.stringify(large))).toBeLessThan(900_000);

    const created = await app.gql<{ createBlog: Post }>(CREATE, { input: input({ content: large }) }, { token });
    expect(created.errors).toBeUndefined();
    const post = created.data!.createBlog;
    expect(post.content.length).toBe(large.length);
    await expectEverywhere(post.id, post.content, large);

    const updatedLarge = `${large}<p>son</p>`;
    const updated = await app.gql<{ updateBlog: Post }>(
      UPDATE,
      { id: post.id, input: input({ content: updatedLarge }) },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    await expectEverywhere(post.id, updated.data!.updateBlog.content, updatedLarge);
    await app.gql(DELETE, { id: post.id }, { token });
  });
});

describe(`GraphQL blog: request size and malformed bodies (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await app.signIn('admin'));
  });
  afterAll(() => app.close());

  async function post(body: string) {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  }

  const createBody = (content: string) =>
    JSON.stringify({
      query: 'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      variables: { input: input({ content }) },
    });

  it('a JSON body over 1 MB is refused with 413 PAYLOAD_TOO_LARGE and nothing is stored', async () => {
    const before = await snapshot(app);
    const body = createBody(`<p>${'a'.repeat(1_100_000)}</p>`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(response.type).toMatch(/^application\/json/);
    expect(response.text).not.toMatch(/^\s*</);
    const json = JSON.parse(response.text) as GraphQLResponse;
    expect(json.errors).toHaveLength(1);
    expect(json.errors![0]).toEqual({
      message: 'İstek çok büyük (en fazla 1 MB).',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('a JSON body just under 1 MB is accepted', async () => {
    const body = createBody(`<p>${'b'.repeat(990_000)}</p>`);
    expect(Buffer.byteLength(body)).toBeLessThan(1_000_000);
    const response = await post(body);
    expect(response.status).toBe(200);
    const json = JSON.parse(response.text) as GraphQLResponse<{ createBlog: { id: string } }>;
    expect(json.errors).toBeUndefined();
    expect(await storedContent(app, json.data!.createBlog.id)).toBe(`<p>${'b'.repeat(990_000)}</p>`);
  });

  it.each([
    ['a truncated object', '{"query": "{ blogs { id } }"'],
    ['unquoted keys', '{query: "{ blogs { id } }"}'],
    ['plain text', 'not json'],
    ['a trailing comma', '{"query": "{ blogs { id } }",}'],
  ])('malformed JSON (%s) is 400 with a JSON error, never HTML', async (_what, body) => {
    const before = await snapshot(app);
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.type).toMatch(/^application\/json/);
    expect(response.text).not.toMatch(/<html|<!doctype|<pre/i);
    const json = JSON.parse(response.text) as GraphQLResponse;
    expect(json.errors).toHaveLength(1);
    expect(json.errors![0]).toEqual({
      message: 'İstek gövdesi geçerli bir JSON değil.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await snapshot(app)).toEqual(before);
  });
});
