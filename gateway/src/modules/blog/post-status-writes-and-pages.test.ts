import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE, type Post } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { expectOnlyError, failure } from '../../../test/support/graphql';
import { restAnswer, restCall } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';
import {
  BLOGS,
  HOUR,
  PAGE,
  PAGE_INVALID,
  PER_PAGE_INVALID,
  type Listed,
  type Page,
  type RestPost,
} from './drafts-and-pages.kit';

/**
 * A post's status on writes, and pages of posts (docs/publishing.md): what an update without a
 * status keeps, the date a published draft gets, pages on both doors and their refusals, and the
 * API's documentation of both.
 */

describe(`post status on writes (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
  });
  afterAll(() => app.close());

  it('GraphQL: an update without status keeps it, with one changes it', async () => {
    const { data } = await app.gql<{ createBlog: Post & { status: string } }>(
      `mutation($input: BlogInput!) { createBlog(input: $input) { id status } }`,
      { input: blogInput({ title: 'Taslak', status: 'DRAFT' }) },
      { token: admin },
    );
    const id = data!.createBlog.id;
    const update = (input: Record<string, unknown>) =>
      app.gql<{ updateBlog: { status: string } }>(
        `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { status } }`,
        { id, input: blogInput({ title: 'Taslak 2', ...input }) },
        { token: admin },
      );
    expect((await update({})).data!.updateBlog.status).toBe('DRAFT');
    expect((await update({ status: null })).data!.updateBlog.status).toBe('DRAFT');
    expect((await update({ status: 'PUBLISHED' })).data!.updateBlog.status).toBe('PUBLISHED');
    expect((await update({})).data!.updateBlog.status).toBe('PUBLISHED');
    expect(failure(await update({ status: 'draft' })).code).toBe('BAD_USER_INPUT');
  });

  it('publishing a draft without a date of its own dates it now; a date given, or a later edit, is kept', async () => {
    const begun = new Date(Date.now() - 72 * HOUR).toISOString();
    const write = async (mutation: 'createBlog' | 'updateBlog', input: Record<string, unknown>, id?: string) => {
      const call = id ? 'updateBlog(id: $id, input: $input)' : 'createBlog(input: $input)';
      const { data, errors } = await app.gql<Record<string, { id: string; publishDate: string; status: string }>>(
        `mutation(${id ? '$id: ID!, ' : ''}$input: BlogInput!) { ${call} { id publishDate status } }`,
        { ...(id ? { id } : {}), input: blogInput({ title: 'Eski taslak', ...input }) },
        { token: admin },
      );
      expect(errors).toBeUndefined();
      return data![mutation]!;
    };
    const draft = await write('createBlog', { status: 'DRAFT', publishDate: begun });
    expect((await write('updateBlog', { status: 'DRAFT' }, draft.id)).publishDate).toBe(begun);
    const before = Date.now();
    const published = await write('updateBlog', { status: 'PUBLISHED' }, draft.id);
    expect(Date.parse(published.publishDate)).toBeGreaterThanOrEqual(before - 1000);
    expect((await write('updateBlog', {}, draft.id)).publishDate).toBe(published.publishDate);

    const dated = await write('createBlog', { status: 'DRAFT', publishDate: begun });
    expect((await write('updateBlog', { status: 'PUBLISHED', publishDate: begun }, dated.id)).publishDate).toBe(begun);
    // A draft meant for later stays scheduled for its own date.
    const later = new Date(Date.now() + 24 * HOUR).toISOString();
    const planned = await write('createBlog', { status: 'DRAFT', publishDate: later });
    expect((await write('updateBlog', { status: 'PUBLISHED' }, planned.id)).publishDate).toBe(later);
  });

  it('REST: status round trip in lower case; create without it publishes; update without it keeps it', async () => {
    const created = await restCall<RestPost>(app, 'POST', '/api/blogs', {
      token: admin,
      body: blogInput({ title: 'REST taslağı', status: 'draft' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data!.status).toBe('draft');
    const id = created.body.data!._id;
    expect((await restAnswer(app, 'GET', `/api/blogs/${id}`)).status).toBe(404);

    // GET → edit → PUT: what the admin's read answers is sent back as it is.
    const read = await restCall<Record<string, unknown>>(app, 'GET', `/api/blogs/${id}?preview=true`, {
      token: admin,
    });
    expect(read.body.data!.status).toBe('draft');
    const { slug: _slug, ...body } = read.body.data!;
    const kept = await restCall<RestPost>(app, 'PUT', `/api/blogs/${id}`, {
      token: admin,
      body: { ...body, title: 'REST taslağı 2' },
    });
    expect(kept.body.data).toMatchObject({ title: 'REST taslağı 2', status: 'draft' });
    const withoutStatus = await restCall<RestPost>(app, 'PUT', `/api/blogs/${id}`, {
      token: admin,
      body: blogInput({ title: 'REST taslağı 3' }),
    });
    expect(withoutStatus.body.data!.status).toBe('draft');
    const published = await restCall<RestPost>(app, 'PUT', `/api/blogs/${id}`, {
      token: admin,
      body: blogInput({ title: 'REST yazısı', status: 'published' }),
    });
    expect(published.body.data!.status).toBe('published');
    expect((await restAnswer(app, 'GET', `/api/blogs/${id}`)).status).toBe(200);

    const plain = await restCall<RestPost>(app, 'POST', '/api/blogs', {
      token: admin,
      body: blogInput({ title: 'Durumsuz' }),
    });
    expect(plain.body.data!.status).toBe('published');

    const before = await snapshot(app);
    for (const status of ['taslak', 'DRAFTS', '', 1]) {
      const refused = await restAnswer(app, 'POST', '/api/blogs', { token: admin, body: blogInput({ status }) });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/status/);
    }
    expect(await snapshot(app)).toEqual(before);
  });
});

describe(`pages of posts (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let ids: string[];
  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    ids = [];
    for (let day = 1; day <= 5; day++) {
      const { data } = await app.gql<{ createBlog: Post }>(
        CREATE,
        { input: blogInput({ title: `Gün ${day}`, publishDate: new Date(Date.UTC(2025, 0, day)).toISOString() }) },
        { token: admin },
      );
      ids.unshift(data!.createBlog.id);
    }
  });
  afterAll(() => app.close());

  it('blogPage: items newest first, page numbers, total and pages; past the end, no items', async () => {
    const page = async (variables: Record<string, unknown>) =>
      (await app.gql<{ blogPage: Page }>(PAGE, variables)).data!.blogPage;
    const ofPage = (p: Page) => ({ ...p, items: p.items.map((post) => post.id) });
    expect(ofPage(await page({}))).toEqual({ items: ids, page: 1, perPage: 12, total: 5, pages: 1 });
    expect(ofPage(await page({ perPage: 2 }))).toEqual({
      items: ids.slice(0, 2),
      page: 1,
      perPage: 2,
      total: 5,
      pages: 3,
    });
    expect(ofPage(await page({ perPage: 2, page: 3 }))).toEqual({
      items: ids.slice(4),
      page: 3,
      perPage: 2,
      total: 5,
      pages: 3,
    });
    expect(ofPage(await page({ perPage: 2, page: 4 }))).toEqual({ items: [], page: 4, perPage: 2, total: 5, pages: 3 });
    expect(ofPage(await page({ perPage: 100 }))).toMatchObject({ items: ids, pages: 1 });
    expect(ofPage(await page({ perPage: 1 }))).toMatchObject({ items: ids.slice(0, 1), pages: 5 });
    // The list items, field for field.
    const { data } = await app.gql<{ blogs: Listed[] }>(BLOGS);
    expect((await page({ perPage: 2, page: 2 })).items).toEqual(data!.blogs.slice(2, 4));
  });

  it('REST ?page=&perPage=: the same items as the list, with meta; without them, the whole list as before', async () => {
    const list = await restCall<RestPost[]>(app, 'GET', '/api/blogs');
    expect(Object.keys(list.body).sort()).toEqual(['data', 'success']);
    expect(list.body.data!.map((post) => post._id)).toEqual(ids);
    expect((await restCall(app, 'GET', '/api/blogs?perPage=2&page=2')).body).toEqual({
      success: true,
      data: list.body.data!.slice(2, 4),
      meta: { page: 2, perPage: 2, total: 5, pages: 3 },
    });
    expect((await restCall(app, 'GET', '/api/blogs?perPage=2')).body).toMatchObject({
      data: list.body.data!.slice(0, 2),
      meta: { page: 1, perPage: 2, total: 5, pages: 3 },
    });
    expect((await restCall(app, 'GET', '/api/blogs?page=9')).body).toEqual({
      success: true,
      data: [],
      meta: { page: 9, perPage: 12, total: 5, pages: 1 },
    });
    const graphql = await app.gql<{ blogPage: Page }>(PAGE, { page: 2, perPage: 2 });
    expect(
      (await restCall<RestPost[]>(app, 'GET', '/api/blogs?page=2&perPage=2')).body.data!.map((p) => p._id),
    ).toEqual(graphql.data!.blogPage.items.map((post) => post.id));
  });

  it.each([
    [{ perPage: 0 }, PER_PAGE_INVALID],
    [{ perPage: 101 }, PER_PAGE_INVALID],
    [{ perPage: -5 }, PER_PAGE_INVALID],
    [{ page: 0 }, PAGE_INVALID],
    [{ page: -1, perPage: 5 }, PAGE_INVALID],
  ])('bad page input %j: BAD_USER_INPUT / 400 in Turkish, nothing changed', async (variables, message) => {
    const before = await snapshot(app);
    expectOnlyError(await app.gql(PAGE, variables), 'BAD_USER_INPUT', message);
    const query = new URLSearchParams(Object.entries(variables).map(([key, value]) => [key, String(value)]));
    expect(await restAnswer(app, 'GET', `/api/blogs?${query}`)).toEqual({
      status: 400,
      body: { success: false, message },
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it.each(['page=abc', 'perPage=1e9', 'page=1.5', 'page=99999999999', 'status=draft', 'status=', 'preview=evet'])(
    'REST refuses ?%s with 400 and a Turkish message',
    async (query) => {
      const path = query.startsWith('preview') ? `/api/blogs/${ids[0]}?${query}` : `/api/blogs?${query}`;
      const answer = await restAnswer(app, 'GET', path, { token: admin });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(
        /^(Geçersiz değer: (page|perPage|preview)\.|'status' parametresi şunlardan biri olabilir: published, all\.)$/,
      );
    },
  );
});

describe(`/api/openapi.json documents drafts and pages (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => ({ app } = await startAdminApp()));
  afterAll(() => app.close());

  type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
  type Parameter = { name: string; in: string; required: boolean; schema: Schema; description?: string };
  type Operation = {
    parameters?: Parameter[];
    description?: string;
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };

  it('the query parameters, meta, status in lower case and the 403', async () => {
    const { paths } = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const list = paths['/api/blogs']!.get!;
    const query = (operation: Operation) =>
      Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, [p.schema, p.required]]),
      );
    expect(query(list)).toEqual({
      status: [{ type: 'string', enum: ['published', 'all'] }, false],
      page: [{ type: 'integer' }, false],
      perPage: [{ type: 'integer' }, false],
      q: [{ type: 'string' }, false],
      lang: [{ type: 'string', enum: ['tr', 'en'] }, false],
    });
    expect(query(paths['/api/blogs/{id}']!.get!)).toEqual({
      preview: [{ type: 'boolean' }, false],
      lang: [{ type: 'string', enum: ['tr', 'en'] }, false],
    });
    const success = list.responses['200']!.content!['application/json']!.schema;
    expect(success.required).toEqual(['success', 'data']);
    expect(success.properties!.meta).toMatchObject({
      type: 'object',
      required: ['page', 'perPage', 'total', 'pages'],
    });
    // The list's posts, or (with `q`) search hits: each a post and its highlights.
    const [posts, hits] = success.properties!.data!.anyOf!;
    expect(posts!.items!.properties!.status).toMatchObject({ enum: ['published', 'draft'] });
    expect(hits!.items!.properties!.post!.properties!.status).toMatchObject({ enum: ['published', 'draft'] });
    expect(list.responses['403']).toBeDefined();
    expect(paths['/api/blogs/{id}']!.get!.responses['403']).toBeDefined();
    const body = paths['/api/blogs']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.properties!.status).toMatchObject({ type: ['string', 'null'], enum: ['published', 'draft'] });
  });
});
