import { COMMENT_ERRORS, commentStatusPath } from '@portfolio/content-rules';
import type { TestApp } from '../../../test/support/app';
import { UPDATE as UPDATE_POST } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { restCall } from '../../../test/support/rest';
import { BLOG_NOT_FOUND } from '../blog/blog.service';
import { Comment } from './comment.entities';
import {
  addComment,
  commentInput,
  fresh,
  newPost,
  postForm,
  SET_SETTINGS,
  startCommentsApp,
  threadOf,
} from './comments.kit';
import { POST_NOT_FOUND } from './comments.service';

const DAY = 86_400_000;

/**
 * Issue 48: a post closed to comments — by its owner ('Yorumlara açık' off) or by the settings'
 * days after its date — refuses a new one on every door (FORBIDDEN, 403, the form's `kapali`) and
 * stores nothing; a post the public cannot see is not found on every door.
 */
describe(`closed posts refuse comments (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  const stored = () => app.dataSource.getRepository(Comment).count();

  /** Every door refuses a comment to `post` as closed, and nothing is stored. */
  async function refusedAsClosed(post: { id: string; slug: string }) {
    const before = await stored();
    expect(failure(await addComment(app, post.id))).toEqual({ code: 'FORBIDDEN', message: COMMENT_ERRORS.closed });
    const rest = await restCall(app, 'POST', `/api/blogs/${post.slug}/comments`, {
      body: commentInput(),
      headers: fresh(),
    });
    expect({ status: rest.status, message: rest.body.message }).toEqual({
      status: 403,
      message: COMMENT_ERRORS.closed,
    });
    expect(await postForm(app, post.slug)).toMatchObject({
      status: 303,
      location: commentStatusPath(post.slug, 'kapali'),
    });
    expect(await stored()).toBe(before);
    expect((await threadOf(app, post.slug))!.open).toBe(false);
  }

  it('refuses a comment to a post whose owner closed it, and takes them again once it is open', async () => {
    const post = await newPost(app, token, { commentsOpen: false });
    await refusedAsClosed(post);
    const reopened = await app.gql(
      UPDATE_POST,
      { id: post.id, input: blogInput({ title: 'Açıldı', commentsOpen: true }) },
      { token },
    );
    expect(reopened.errors).toBeUndefined();
    expect((await threadOf(app, post.slug))!.open).toBe(true);
    expect((await addComment(app, post.id)).data!.addComment.status).toBe('PENDING');
  });

  it('keeps the switch as it was on an update that leaves it out', async () => {
    const post = await newPost(app, token, { commentsOpen: false });
    await app.gql(UPDATE_POST, { id: post.id, input: blogInput({ title: 'Yeni başlık' }) }, { token });
    expect((await threadOf(app, post.slug))!.open).toBe(false);
  });

  it("closes a post's comments closeAfterDays after its date, and never without the setting", async () => {
    const old = await newPost(app, token, { publishDate: new Date(Date.now() - 10 * DAY).toISOString() });
    const recent = await newPost(app, token, { publishDate: new Date(Date.now() - 2 * DAY).toISOString() });
    expect((await threadOf(app, old.slug))!.open).toBe(true);
    const set = (closeAfterDays: number | null) =>
      app.gql(SET_SETTINGS, { input: { approveKnown: false, closeAfterDays, mailOwner: true } }, { token });
    expect((await set(5)).errors).toBeUndefined();
    try {
      await refusedAsClosed(old);
      expect((await threadOf(app, recent.slug))!.open).toBe(true);
      expect((await addComment(app, recent.slug)).errors).toBeUndefined();
    } finally {
      await set(null);
    }
    expect((await threadOf(app, old.slug))!.open).toBe(true);
  });

  it('answers a post the public cannot see as not found on every door, storing nothing', async () => {
    const draft = await newPost(app, token, { status: 'DRAFT' });
    const later = await newPost(app, token, { publishDate: new Date(Date.now() + 5 * DAY).toISOString() });
    expect(POST_NOT_FOUND).toBe(BLOG_NOT_FOUND);
    const before = await stored();
    for (const key of [
      draft.id,
      draft.slug,
      later.slug,
      'yok-boyle-bir-yazi',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      expect(failure(await addComment(app, key))).toEqual({ code: 'NOT_FOUND', message: BLOG_NOT_FOUND });
      expect(await threadOf(app, key)).toBeNull();
      const rest = await restCall(app, 'POST', `/api/blogs/${key}/comments`, {
        body: commentInput(),
        headers: fresh(),
      });
      expect({ status: rest.status, message: rest.body.message }).toEqual({ status: 404, message: BLOG_NOT_FOUND });
      const read = await restCall(app, 'GET', `/api/blogs/${key}/comments`);
      expect(read.status).toBe(404);
      const form = await postForm(app, key);
      expect(form.status).toBe(404);
      expect(form.text).toContain('<html');
    }
    expect(await stored()).toBe(before);
  });
});
