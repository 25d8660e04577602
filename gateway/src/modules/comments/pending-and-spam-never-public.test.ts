import type { TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { failure } from '../../../test/support/graphql';
import { addComment, fresh, newPost, startCommentsApp, THREAD, threadOf, UPDATE } from './comments.kit';
import { PAGE_INVALID } from './comments.service';

/**
 * Issue 48: a comment waits for the owner; while it waits (or is spam) it is in no public answer —
 * GraphQL, REST, the post's page, the feeds — and approving it shows it at once, also where a kept
 * answer had the thread without it.
 */
describe(`pending and spam comments are never public (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  it('keeps a new comment pending: in no public answer, the post page or the feeds; approved, it shows', async () => {
    const post = await newPost(app, token);
    const added = await addComment(app, post.slug, { text: 'GIZLI-BEKLEYEN yorum' });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addComment.status).toBe('PENDING');

    expect(await threadOf(app, post.slug)).toEqual({
      postId: post.id,
      total: 0,
      likes: 0,
      reposts: 0,
      open: true,
      page: 1,
      pages: 1,
      items: [],
      reactions: [],
    });
    const rest = await restCall(app, 'GET', `/api/blogs/${post.slug}/comments`);
    expect(rest.status).toBe(200);
    expect(rest.text).not.toContain('GIZLI-BEKLEYEN');
    for (const path of [`/blog/${post.slug}`, '/rss.xml', '/atom.xml', '/feed.json', `/api/blogs/${post.slug}`]) {
      const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html,*/*' } });
      expect(await response.text()).not.toContain('GIZLI-BEKLEYEN');
    }

    const approved = await app.gql(UPDATE, { ids: [added.data!.addComment.id], action: 'APPROVE' }, { token });
    expect(approved.errors).toBeUndefined();
    const thread = await threadOf(app, post.slug);
    expect(thread!.total).toBe(1);
    expect(thread!.items.map(({ text }) => text)).toEqual(['GIZLI-BEKLEYEN yorum']);
  });

  it('drops the kept public answer when a comment is approved: the second read shows it', async () => {
    const post = await newPost(app, token);
    const added = await addComment(app, post.id, { text: 'Onaylanınca görünen' });
    const first = await threadOf(app, post.slug);
    expect(first!.items).toEqual([]);
    // Kept: the same read again is the kept answer, still without it.
    expect((await threadOf(app, post.slug))!.items).toEqual([]);
    await app.gql(UPDATE, { ids: [added.data!.addComment.id], action: 'APPROVE' }, { token });
    expect((await threadOf(app, post.slug))!.items.map(({ text }) => text)).toEqual(['Onaylanınca görünen']);
  });

  it('never shows a spam comment, nor counts it', async () => {
    const post = await newPost(app, token);
    const added = await addComment(app, post.slug, { text: 'SPAM-YORUM' });
    await app.gql(UPDATE, { ids: [added.data!.addComment.id], action: 'SPAM' }, { token });
    expect((await threadOf(app, post.slug))!.total).toBe(0);
    const rest = await restCall(app, 'GET', `/api/blogs/${post.id}/comments`, { headers: fresh() });
    expect(rest.text).not.toContain('SPAM-YORUM');
  });

  it('pages the approved comments 50 at a time, oldest first; a page past the end is empty, a page under 1 refused', async () => {
    const post = await newPost(app, token);
    const ids: string[] = [];
    for (let n = 0; n < 51; n++) ids.push((await addComment(app, post.id, { text: `yorum ${n}` })).data!.addComment.id);
    await app.gql(UPDATE, { ids, action: 'APPROVE' }, { token });
    const first = (await threadOf(app, post.slug))!;
    expect({ total: first.total, pages: first.pages, count: first.items.length }).toEqual({
      total: 51,
      pages: 2,
      count: 50,
    });
    expect(first.items[0]!.text).toBe('yorum 0');
    expect((await threadOf(app, post.slug, 2))!.items.map(({ text }) => text)).toEqual(['yorum 50']);
    expect((await threadOf(app, post.slug, 3))!.items).toEqual([]);
    expect(failure(await app.gql(THREAD, { post: post.slug, page: 0 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: PAGE_INVALID,
    });
    const rest = await restCall(app, 'GET', `/api/blogs/${post.slug}/comments?page=2`);
    expect((rest.body.data as { items: unknown[] }).items).toHaveLength(1);
  });
});
