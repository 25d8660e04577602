import { startAdminApp, type TestApp } from '../../../test/support/app';
import { FIELDS, UPDATE, type Post } from '../../../test/support/blog';
import { advance, fakeDate } from '../../../test/support/clock';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { rawGet } from '../../../test/support/raw-http';
import { restAnswer, restCall } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';
import {
  BLOG,
  BLOGS,
  DASHBOARD,
  FORBIDDEN,
  HOUR,
  NOT_FOUND,
  PAGE,
  VIEW,
  type Listed,
  type Page,
  type RestPost,
} from './drafts-and-pages.kit';

/**
 * Drafts and schedules (docs/publishing.md): every public read, on every door, shows visible posts
 * only (published, publishDate ≤ now), to anyone, the admin included unless the admin asks
 * explicitly; asking explicitly is the admin's alone.
 */

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
