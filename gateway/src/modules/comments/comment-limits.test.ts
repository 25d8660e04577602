import type { TestApp } from '../../../test/support/app';
import { advance, fakeDate } from '../../../test/support/clock';
import { testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { restCall } from '../../../test/support/rest';
import { Comment } from './comment.entities';
import { ADD, commentInput, newPost, postForm, startCommentsApp } from './comments.kit';
import { commentStatusPath } from '@portfolio/content-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tooMany = (wait: string) => `Çok fazla deneme yapıldı. Lütfen ${wait} sonra tekrar deneyin.`;

/**
 * Issue 48: comments are limited per client address (5 a minute, 30 a day, on counters of their
 * own) and per post (100 new ones a day, whoever writes them), on every door; a refused comment
 * stores nothing and counts against no limit. The counters read the clock through `Date`.
 */
describe(`comment limits (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let addresses = 0;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());
  afterEach(() => jest.useRealTimers());

  const stored = (postId: string) => app.dataSource.getRepository(Comment).countBy({ subjectId: postId });
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` });
  const send = (post: string, headers: Record<string, string>, override: Record<string, unknown> = {}) =>
    app.gql<{ addComment: { status: string } }>(ADD, { post, input: commentInput(override) }, { headers });

  it('takes 5 comments a minute from one address; the 6th is refused on every door and stores nothing', async () => {
    fakeDate();
    const post = await newPost(app, token);
    const address = from();
    for (let n = 1; n <= 5; n++) expect((await send(post.id, address)).errors).toBeUndefined();
    expect(failure(await send(post.id, address))).toEqual({ code: 'TOO_MANY_REQUESTS', message: tooMany('1 dakika') });
    const rest = await restCall(app, 'POST', `/api/blogs/${post.id}/comments`, {
      body: commentInput(),
      headers: address,
    });
    expect({ status: rest.status, message: rest.body.message }).toEqual({ status: 429, message: tooMany('1 dakika') });
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await postForm(app, post.slug, commentInput(), address)).toMatchObject({
      status: 303,
      location: commentStatusPath(post.slug, 'cok-fazla'),
    });
    expect(await stored(post.id)).toBe(5);
    // Another address is not held back.
    expect((await send(post.id, from())).errors).toBeUndefined();
    advance(MINUTE + 1_000);
    expect((await send(post.id, address)).errors).toBeUndefined();
    expect(await stored(post.id)).toBe(7);
  });

  it('takes 30 comments a day from one address', async () => {
    fakeDate();
    const post = await newPost(app, token);
    const address = from();
    for (let minute = 0; minute < 6; minute++) {
      if (minute) advance(MINUTE + 1_000);
      for (let n = 0; n < 5; n++) expect((await send(post.id, address)).errors).toBeUndefined();
    }
    advance(MINUTE + 1_000); // a fresh minute; not a fresh day
    expect(failure(await send(post.id, address))).toEqual({ code: 'TOO_MANY_REQUESTS', message: tooMany('24 saat') });
    expect(await stored(post.id)).toBe(30);
    advance(24 * HOUR);
    expect((await send(post.id, address)).errors).toBeUndefined();
  });

  it('takes 100 new comments a post a day, from any address; a bot caught by the honeypot spends none of them', async () => {
    fakeDate();
    const post = await newPost(app, token);
    const other = await newPost(app, token);
    // A bot's comments (the honeypot filled) store nothing and leave the post's comments alone.
    for (let n = 0; n < 5; n++)
      expect((await send(post.id, from(), { website: 'https://spam.example' })).data!.addComment.status).toBe(
        'PENDING',
      );
    expect(await stored(post.id)).toBe(0);
    for (let n = 0; n < 100; n++) expect((await send(post.id, from())).errors).toBeUndefined();
    expect(failure(await send(post.id, from()))).toEqual({ code: 'TOO_MANY_REQUESTS', message: tooMany('24 saat') });
    expect(await stored(post.id)).toBe(100);
    expect((await send(other.id, from())).errors).toBeUndefined();
    advance(24 * HOUR + 1_000);
    expect((await send(post.id, from())).errors).toBeUndefined();
    expect(await stored(post.id)).toBe(101);
  });
});
