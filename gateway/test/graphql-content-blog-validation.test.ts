import { randomUUID } from 'node:crypto';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { startAdminApp, type TestApp } from './support/app';
import { BLOG, CREATE, DELETE, input, UPDATE, VIEW, type Post } from './support/blog';
import { type BlogInput } from './support/content';
import { testDb } from './support/db';
import { expectAdminOnly, failure } from './support/graphql';
import { snapshot } from './support/snapshot';

/** Blog posts over HTTP: every validation rule, with the database left as it was, and who may write. */

describe(`GraphQL blog: validation (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let existing: Post;

  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
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
    await expectAdminOnly(app, [
      [CREATE, { input: input() }],
      [UPDATE, { id: existing.id, input: input({ title: 'ele geçirildi' }) }],
      [DELETE, { id: existing.id }],
    ]);
  });
});
