import { randomUUID } from 'node:crypto';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { startAdminApp, type TestApp } from './support/app';
import {
  BLOG,
  BLOGS,
  BLOGS_WITH_CONTENT,
  CREATE,
  DELETE,
  input,
  newVisitor,
  UPDATE,
  VIEW,
  type Post,
} from './support/blog';
import { type BlogInput } from './support/content';
import { testDb } from './support/db';
import { failure, ISO, UUID } from './support/graphql';
import { snapshot } from './support/snapshot';

/** Blog posts over HTTP: every operation's happy path (the other blog suites: validation, sanitising, request bodies). */

describe(`GraphQL blog: happy path (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  const posts = () => app.dataSource.getRepository(BlogPost);

  async function create(override: Partial<BlogInput> = {}): Promise<Post> {
    const response = await app.gql<{ createBlog: Post }>(CREATE, { input: input(override) }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.createBlog;
  }

  beforeAll(async () => ({ app, token } = await startAdminApp({ TRUST_PROXY: '1' })));
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
      slug: 'graphql-ile-blog',
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

  it('viewBlog counts one view per visitor and returns the post; a visitor asking again counts nothing more', async () => {
    const post = await create({ content: '<p>görüntülenen</p>' });
    for (let views = 1; views <= 3; views++) {
      const visitor = newVisitor();
      const response = await app.gql<{ viewBlog: Post }>(VIEW, { id: post.id }, { headers: visitor });
      expect(response).toEqual({ data: { viewBlog: { ...post, viewCount: views } } });
      const again = await app.gql<{ viewBlog: Post }>(VIEW, { id: post.id }, { headers: visitor });
      expect(again).toEqual(response);
    }
    expect((await posts().findOneByOrFail({ id: post.id })).viewCount).toBe(3);
    await app.gql(DELETE, { id: post.id }, { token });
  });

  it('viewBlog: 20 concurrent calls of 20 visitors count exactly 20 views', async () => {
    const post = await create();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app.gql<{ viewBlog: Post }>(VIEW, { id: post.id }, { headers: newVisitor() })),
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

  it('updateBlog replaces the texts and tags but keeps id, slug, createdAt, publishDate and viewCount', async () => {
    const post = await create({ publishDate: '2022-03-04T05:06:07.008Z', tags: ['eski'] });
    await app.gql(VIEW, { id: post.id }, { headers: newVisitor() });
    await app.gql(VIEW, { id: post.id }, { headers: newVisitor() });

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
      slug: post.slug, // made once, from the first title
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
