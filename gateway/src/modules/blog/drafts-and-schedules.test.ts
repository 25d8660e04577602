import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE, FIELDS, UPDATE, type Post } from '../../../test/support/blog';
import { advance, fakeDate } from '../../../test/support/clock';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { expectOnlyError, failure } from '../../../test/support/graphql';
import { rawGet } from '../../../test/support/raw-http';
import { restAnswer, restCall } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';

/**
 * Drafts, schedules and pages of posts (docs/publishing.md): every public read, on
 * every door, shows visible posts only (published, publishDate ≤ now), to anyone, the admin
 * included unless the admin asks explicitly; asking explicitly is the admin's alone.
 */

const HOUR = 3600_000;
const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';
const NOT_FOUND = 'Blog bulunamadı';
const PER_PAGE_INVALID = 'Sayfa başına yazı sayısı 1 ile 100 arasında olmalıdır.';
const PAGE_INVALID = 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.';

const STATUS_FIELDS = 'id slug title status publishDate viewCount';
const BLOGS = `query($all: Boolean! = false) { blogs(includeUnpublished: $all) { ${STATUS_FIELDS} } }`;
const PAGE = `query($page: Int, $perPage: Int, $all: Boolean) {
  blogPage(page: $page, perPage: $perPage, includeUnpublished: $all) { items { ${STATUS_FIELDS} } page perPage total pages }
}`;
const BLOG = `query($id: ID!, $preview: Boolean! = false) { blog(id: $id, preview: $preview) { ${STATUS_FIELDS} content } }`;
const VIEW = `mutation($id: ID!) { viewBlog(id: $id) { ${STATUS_FIELDS} } }`;
const DASHBOARD = '{ dashboardStats { blogCount draftCount scheduledCount messageCount } }';

type Listed = Pick<Post, 'id' | 'slug' | 'title' | 'publishDate' | 'viewCount'> & { status: string };
type Page = { items: Listed[]; page: number; perPage: number; total: number; pages: number };
type RestPost = Omit<Listed, 'id'> & { _id: string };

describe(`drafts and scheduled posts (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let user: string;
  /** A published post of yesterday, a draft of the day before, a post scheduled an hour ahead. */
  let visible: Post & { status: string };
  let draft: Post & { status: string };
  let scheduled: Post & { status: string };
  const start = Date.now();

  const create = async (input: Record<string, unknown>) => {
    const { data, errors } = await app.gql<{ createBlog: Post & { status: string } }>(
      `mutation($input: BlogInput!) { createBlog(input: $input) { ${FIELDS} status } }`,
      { input: blogInput(input) },
      { token: admin },
    );
    expect(errors).toBeUndefined();
    return data!.createBlog;
  };
  /** The three kinds of reader that must see the same public reads. */
  const readers = () =>
    [
      ['anonymous', undefined],
      ['a signed-in user', user],
      ['the admin without asking', admin],
    ] as const;

  beforeAll(async () => {
    fakeDate(start);
    ({ app, token: admin } = await startAdminApp());
    user = (await app.signIn('user')).token;
    visible = await create({ title: 'Yayında', publishDate: new Date(start - 24 * HOUR).toISOString() });
    draft = await create({
      title: 'Taslak yazı',
      status: 'DRAFT',
      publishDate: new Date(start - 48 * HOUR).toISOString(),
    });
    scheduled = await create({ title: 'Zamanlanmış', publishDate: new Date(start + HOUR).toISOString() });
  });
  afterAll(async () => {
    jest.useRealTimers();
    await app.close();
  });

  it('a create without status publishes; with DRAFT or a later publishDate it is not visible', () => {
    expect([visible.status, draft.status, scheduled.status]).toEqual(['PUBLISHED', 'DRAFT', 'PUBLISHED']);
  });

  it.each([0, 1, 2])('GraphQL blogs, blogPage, blog and viewBlog show the visible post only (reader %#)', async (n) => {
    const [, token] = readers()[n]!;
    const before = await snapshot(app);
    const blogs = await app.gql<{ blogs: Listed[] }>(BLOGS, {}, { token });
    expect(blogs.data!.blogs.map((post) => post.id)).toEqual([visible.id]);
    const page = await app.gql<{ blogPage: Page }>(PAGE, {}, { token });
    expect(page.data!.blogPage).toEqual({ items: blogs.data!.blogs, page: 1, perPage: 12, total: 1, pages: 1 });
    for (const hidden of [draft, scheduled]) {
      for (const key of [hidden.id, hidden.slug]) {
        expect(await app.gql(BLOG, { id: key }, { token })).toEqual({ data: { blog: null } });
        expect(await app.gql(VIEW, { id: key }, { token })).toEqual({ data: { viewBlog: null } });
      }
    }
    expect(await snapshot(app)).toEqual(before); // no view counted on a hidden post
    expect((await app.gql<{ blog: Listed }>(BLOG, { id: visible.slug }, { token })).data!.blog.id).toBe(visible.id);
  });

  it.each([0, 1, 2])('REST list, page and detail show the visible post only (reader %#)', async (n) => {
    const [, token] = readers()[n]!;
    const before = await snapshot(app);
    const list = await restAnswer<RestPost[]>(app, 'GET', '/api/blogs', { token });
    expect(list.status).toBe(200);
    expect(list.body.data!.map((post) => post._id)).toEqual([visible.id]);
    expect(list.body.data![0]!.status).toBe('published');
    const page = await restCall(app, 'GET', '/api/blogs?page=1', { token });
    expect(page.body).toEqual({
      success: true,
      data: list.body.data,
      meta: { page: 1, perPage: 12, total: 1, pages: 1 },
    });
    for (const hidden of [draft, scheduled]) {
      for (const key of [hidden.id, hidden.slug]) {
        expect(await restAnswer(app, 'GET', `/api/blogs/${key}`, { token })).toEqual({
          status: 404,
          body: { success: false, message: NOT_FOUND },
        });
      }
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('rss.xml, feed.json, sitemap.xml and the share image leave out drafts and scheduled posts', async () => {
    for (const path of ['/rss.xml', '/feed.json', '/sitemap.xml']) {
      const text = (await rawGet(app, path)).body.toString('utf8');
      expect(text).toContain(`/blog/${visible.slug}`);
      for (const hidden of [draft, scheduled]) {
        expect(text).not.toContain(hidden.slug);
        expect(text).not.toContain(hidden.title);
      }
    }
    expect((await rawGet(app, `/blog/${visible.slug}/og.png`)).status).toBe(200);
    for (const hidden of [draft, scheduled]) {
      for (const key of [hidden.slug, hidden.id]) {
        const image = await rawGet(app, `/blog/${key}/og.png`);
        expect({ status: image.status, body: image.body.toString('utf8') }).toEqual({ status: 404, body: NOT_FOUND });
      }
    }
  });

  it('the admin sees every post when asking: includeUnpublished, preview, status=all, preview=true', async () => {
    const token = admin;
    const everyOne = [scheduled.id, visible.id, draft.id]; // newest first by publishDate
    const blogs = await app.gql<{ blogs: Listed[] }>(BLOGS, { all: true }, { token });
    expect(blogs.data!.blogs.map((post) => post.id)).toEqual(everyOne);
    const page = await app.gql<{ blogPage: Page }>(PAGE, { all: true, perPage: 2, page: 2 }, { token });
    expect(page.data!.blogPage).toMatchObject({ page: 2, perPage: 2, total: 3, pages: 2 });
    expect(page.data!.blogPage.items.map((post) => post.id)).toEqual([draft.id]);
    const preview = await app.gql<{ blog: Listed & { content: string } }>(
      BLOG,
      { id: draft.slug, preview: true },
      { token },
    );
    expect(preview.data!.blog).toMatchObject({ id: draft.id, status: 'DRAFT', content: '<p>İçerik</p>' });

    const before = await snapshot(app);
    const list = await restAnswer<RestPost[]>(app, 'GET', '/api/blogs?status=all', { token });
    expect(list.body.data!.map((post) => [post._id, post.status])).toEqual([
      [scheduled.id, 'published'],
      [visible.id, 'published'],
      [draft.id, 'draft'],
    ]);
    expect((await restCall(app, 'GET', '/api/blogs?status=all&perPage=2&page=2', { token })).body).toEqual({
      success: true,
      data: list.body.data!.slice(2),
      meta: { page: 2, perPage: 2, total: 3, pages: 2 },
    });
    for (const hidden of [draft, scheduled]) {
      const detail = await restAnswer<RestPost>(app, 'GET', `/api/blogs/${hidden.slug}?preview=true`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ _id: hidden.id, viewCount: 0 });
    }
    // status=published is the default list; a preview counts no view.
    expect((await restAnswer(app, 'GET', '/api/blogs?status=published', { token })).body.data).toEqual(
      (await restAnswer(app, 'GET', '/api/blogs', { token })).body.data,
    );
    expect(await snapshot(app)).toEqual(before);
  });

  it.each([0, 1])('asking for unpublished posts without admin rights is FORBIDDEN / 403 (reader %#)', async (n) => {
    const [, token] = readers()[n]!;
    const before = await snapshot(app);
    for (const [query, variables] of [
      [BLOGS, { all: true }],
      [PAGE, { all: true }],
      [PAGE, { all: true, perPage: 0 }], // rights first, then the input
      [BLOG, { id: draft.id, preview: true }],
      [BLOG, { id: visible.id, preview: true }],
    ] as const) {
      // blog is nullable: its data is { blog: null } beside the error.
      expect(failure(await app.gql(query, variables, { token }))).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN });
    }
    for (const path of [
      '/api/blogs?status=all',
      '/api/blogs?status=all&page=1',
      `/api/blogs/${draft.id}?preview=true`,
      `/api/blogs/${visible.id}?preview=true`,
    ]) {
      expect(await restAnswer(app, 'GET', path, { token })).toEqual({
        status: 403,
        body: { success: false, message: FORBIDDEN },
      });
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('a scheduled post becomes visible exactly at its publishDate, on every surface', async () => {
    const publishAt = Date.parse(scheduled.publishDate);
    const ids = async () => (await app.gql<{ blogs: Listed[] }>(BLOGS)).data!.blogs.map((post) => post.id);
    advance(publishAt - 1 - Date.now());
    expect(await ids()).toEqual([visible.id]);
    expect((await rawGet(app, `/blog/${scheduled.slug}/og.png`)).status).toBe(404);
    advance(1);
    expect(Date.now()).toBe(publishAt);
    expect(await ids()).toEqual([scheduled.id, visible.id]);
    expect((await restAnswer(app, 'GET', `/api/blogs/${scheduled.slug}`)).body.data).toMatchObject({
      _id: scheduled.id,
      viewCount: 1,
    });
    expect((await rawGet(app, `/blog/${scheduled.slug}/og.png`)).status).toBe(200);
    expect((await rawGet(app, '/rss.xml')).body.toString('utf8')).toContain(scheduled.slug);
    expect((await rawGet(app, '/sitemap.xml')).body.toString('utf8')).toContain(scheduled.slug);
    expect((await app.gql<{ blogPage: Page }>(PAGE)).data!.blogPage.total).toBe(2);
  });

  it('the dashboard counts visible posts, drafts and scheduled posts apart', async () => {
    const later = await create({ title: 'Yarın', publishDate: new Date(Date.now() + 24 * HOUR).toISOString() });
    const { data } = await app.gql(DASHBOARD, {}, { token: admin });
    expect(data).toEqual({ dashboardStats: { blogCount: 2, draftCount: 1, scheduledCount: 1, messageCount: 0 } });
    await app.gql(UPDATE, { id: later.id, input: blogInput({ title: 'Yarın', status: 'DRAFT' }) }, { token: admin });
    expect((await app.gql(DASHBOARD, {}, { token: admin })).data).toEqual({
      dashboardStats: { blogCount: 2, draftCount: 2, scheduledCount: 0, messageCount: 0 },
    });
  });
});

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
    });
    expect(query(paths['/api/blogs/{id}']!.get!)).toEqual({ preview: [{ type: 'boolean' }, false] });
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
