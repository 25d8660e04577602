import { COMMENT_ERRORS, COMMENT_RULES, COMMENT_TEXTS, siteName } from '@portfolio/content-rules';
import type { TestApp } from '../../../test/support/app';
import { DELETE as DELETE_POST } from '../../../test/support/blog';
import { testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { restCall } from '../../../test/support/rest';
import { Comment, CommentBlock } from './comment.entities';
import {
  addComment,
  ADMIN_COMMENTS,
  COUNTS,
  newPost,
  ownerMails,
  REPLY,
  SET_SETTINGS,
  SETTINGS,
  startCommentsApp,
  threadOf,
  UPDATE,
} from './comments.kit';
import { NO_COMMENTS_CHOSEN, TOO_MANY_CHOSEN } from './comments.service';

type Admin = {
  id: string;
  status: string;
  text: string;
  authorEmail: string | null;
  parentId: string | null;
  isOwner: boolean;
  authorName: string;
  post: { id: string; title: string; path: string };
};

/**
 * Issue 48, the owner's side: the queue by status, all-or-none bulk actions, spam remembered for
 * its address, approving addresses known, replies as 'Yazar', the settings, and a post's answers
 * gone with it. Every refusal is Turkish and changes nothing.
 */
describe(`moderating comments (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  const rows = () => app.dataSource.getRepository(Comment).find({ order: { createdAt: 'ASC', id: 'ASC' } });
  const settings = (input: Record<string, unknown>) =>
    app.gql(
      SET_SETTINGS,
      { input: { approveKnown: false, closeAfterDays: null, mailOwner: true, ...input } },
      { token },
    );
  const idOf = async (override: Record<string, unknown>, post: string) =>
    (await addComment(app, post, override)).data!.addComment.id;

  it('lists each status newest first with its post, counts them, and the owner alone may', async () => {
    const post = await newPost(app, token, { title: 'Sıralı yazı' });
    const first = await idOf({ text: 'birinci' }, post.id);
    const second = await idOf({ text: 'ikinci' }, post.id);
    const page = await app.gql<{ adminComments: { items: Admin[]; total: number; pages: number } }>(
      ADMIN_COMMENTS,
      { status: 'PENDING', perPage: 100 },
      { token },
    );
    expect(page.errors).toBeUndefined();
    const mine = page.data!.adminComments.items.filter((item) => item.post.id === post.id);
    expect(mine.map(({ id }) => id)).toEqual([second, first]);
    expect(mine[0]).toMatchObject({
      status: 'PENDING',
      authorEmail: 'ayse@ornek.com',
      post: { title: 'Sıralı yazı', path: `/blog/${post.slug}` },
    });
    const counts = await app.gql<{ commentCounts: { pending: number } }>(COUNTS, {}, { token });
    expect(counts.data!.commentCounts.pending).toBeGreaterThanOrEqual(2);
    expect(failure(await app.gql(COUNTS)).code).toBe('UNAUTHENTICATED');
    expect(failure(await app.gql(ADMIN_COMMENTS, { status: 'PENDING' })).code).toBe('UNAUTHENTICATED');
    const reader = (await app.signIn('user')).token;
    expect(failure(await app.gql(COUNTS, {}, { token: reader })).code).toBe('FORBIDDEN');
    expect(failure(await app.gql(UPDATE, { ids: [first], action: 'APPROVE' }, { token: reader })).code).toBe(
      'FORBIDDEN',
    );
    const rest = await restCall<Admin[]>(app, 'GET', '/api/comments?status=pending&perPage=100', { token });
    expect(rest.status).toBe(200);
    expect(
      rest.body.data!.some((item) => (item as unknown as { _id: string })._id === first || item.id === first),
    ).toBe(true);
    expect(failure(await app.gql(ADMIN_COMMENTS, { status: 'PENDING', perPage: 101 }, { token })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(failure(await app.gql(ADMIN_COMMENTS, { status: 'PENDING', page: 0 }, { token })).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('does a bulk action all or none: an unknown id changes nothing and answers not found', async () => {
    const post = await newPost(app, token);
    const ids = [await idOf({}, post.id), await idOf({}, post.id)];
    const before = await rows();
    expect(
      failure(
        await app.gql(UPDATE, { ids: [...ids, '00000000-0000-4000-8000-000000000000'], action: 'APPROVE' }, { token }),
      ),
    ).toEqual({
      code: 'NOT_FOUND',
      message: COMMENT_ERRORS.notFound,
    });
    expect(failure(await app.gql(UPDATE, { ids: [...ids, 'yok'], action: 'DELETE' }, { token })).code).toBe(
      'NOT_FOUND',
    );
    expect(failure(await app.gql(UPDATE, { ids: [], action: 'DELETE' }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: NO_COMMENTS_CHOSEN,
    });
    const many = Array.from({ length: 201 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(failure(await app.gql(UPDATE, { ids: many, action: 'SPAM' }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: TOO_MANY_CHOSEN,
    });
    expect(await rows()).toEqual(before);
    const rest = await restCall(app, 'POST', '/api/comments/actions', {
      token,
      body: { ids: [...ids, ids[0]], action: 'approve' },
    });
    expect({ status: rest.status, data: rest.body.data }).toEqual({ status: 200, data: 2 });
    expect((await threadOf(app, post.id))!.total).toBe(2);
  });

  it('remembers spam for its address: its next comment is spam at once, never mailed; approving one forgets it', async () => {
    const post = await newPost(app, token);
    const email = 'Spamci@Ornek.com';
    const first = await idOf({ email, text: 'ilk spam' }, post.id);
    expect((await app.gql(UPDATE, { ids: [first], action: 'SPAM' }, { token })).errors).toBeUndefined();
    expect(await app.dataSource.getRepository(CommentBlock).count()).toBeGreaterThan(0);
    const blocks = await app.dataSource.getRepository(CommentBlock).find();
    expect(JSON.stringify(blocks)).not.toContain('spamci'); // a hash, never the address
    const mailsBefore = (await ownerMails(app)).length;
    const again = await addComment(app, post.id, { email: ' spamci@ornek.com ', text: 'yine spam' });
    expect(again.data!.addComment.status).toBe('PENDING'); // never tell a spammer
    const stored = await app.dataSource.getRepository(Comment).findOneByOrFail({ id: again.data!.addComment.id });
    expect(stored).toMatchObject({ status: 'spam', authorEmail: 'spamci@ornek.com' });
    expect(await ownerMails(app)).toHaveLength(mailsBefore);

    expect((await app.gql(UPDATE, { ids: [first], action: 'APPROVE' }, { token })).errors).toBeUndefined();
    const later = await addComment(app, post.id, { email, text: 'artık kabul' });
    expect(
      await app.dataSource.getRepository(Comment).findOneByOrFail({ id: later.data!.addComment.id }),
    ).toMatchObject({ status: 'pending' });
    expect(await ownerMails(app)).toHaveLength(mailsBefore + 1);
  });

  it('publishes at once the comments of an address approved before, when the setting says so', async () => {
    const post = await newPost(app, token);
    const email = 'tanidik@ornek.com';
    const first = await idOf({ email }, post.id);
    expect((await addComment(app, post.id, { email })).data!.addComment.status).toBe('PENDING');
    await app.gql(UPDATE, { ids: [first], action: 'APPROVE' }, { token });
    expect((await addComment(app, post.id, { email })).data!.addComment.status).toBe('PENDING');
    expect((await settings({ approveKnown: true })).errors).toBeUndefined();
    try {
      expect((await addComment(app, post.id, { email: 'TANIDIK@ornek.com' })).data!.addComment.status).toBe('APPROVED');
      expect((await addComment(app, post.id, { email: 'yabanci@ornek.com' })).data!.addComment.status).toBe('PENDING');
      expect((await threadOf(app, post.slug))!.total).toBe(2);
    } finally {
      await settings({});
    }
  });

  it("replies as 'Yazar', at once, under a top-level comment only, approving it when it waited", async () => {
    const post = await newPost(app, token);
    const parent = await idOf({ text: 'Soru?' }, post.id);
    const reply = await app.gql<{ replyToComment: Admin }>(
      REPLY,
      { id: parent, text: '  Yanıt\r\nikinci satır  ' },
      { token },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.replyToComment).toMatchObject({
      status: 'APPROVED',
      isOwner: true,
      authorName: siteName(null),
      authorEmail: null,
      parentId: parent,
      text: 'Yanıt\nikinci satır',
    });
    const thread = (await threadOf(app, post.slug))!;
    expect(thread.total).toBe(2);
    expect(thread.items.map(({ id, replies }) => [id, replies.map(({ text }) => text)])).toEqual([
      [parent, ['Yanıt\nikinci satır']],
    ]);

    const before = await rows();
    expect(failure(await app.gql(REPLY, { id: reply.data!.replyToComment.id, text: 'iç içe' }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: COMMENT_ERRORS.replyToReply,
    });
    expect(failure(await app.gql(REPLY, { id: parent, text: '   ' }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: COMMENT_RULES.text.required,
    });
    expect(failure(await app.gql(REPLY, { id: parent, text: 'a'.repeat(5001) }, { token }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: COMMENT_RULES.text.tooLong,
    });
    expect(failure(await app.gql(REPLY, { id: '00000000-0000-4000-8000-000000000000', text: 'x' }, { token }))).toEqual(
      { code: 'NOT_FOUND', message: COMMENT_ERRORS.notFound },
    );
    expect(await rows()).toEqual(before);

    const rest = await restCall(app, 'POST', `/api/comments/${parent}/replies`, {
      token,
      body: { text: 'REST yanıtı' },
    });
    expect(rest.status).toBe(201);
    // Deleting the comment takes its replies with it.
    expect((await app.gql(UPDATE, { ids: [parent], action: 'DELETE' }, { token })).errors).toBeUndefined();
    expect(await app.dataSource.getRepository(Comment).countBy({ subjectId: post.id })).toBe(0);
    expect((await threadOf(app, post.slug))!.total).toBe(0);
  });

  it('keeps the settings in their bounds: null or 1..3650 days', async () => {
    expect((await app.gql(SETTINGS, {}, { token })).data).toEqual({
      commentSettings: { approveKnown: false, closeAfterDays: null, mailOwner: true },
    });
    for (const closeAfterDays of [0, -1, 3651])
      expect(failure(await settings({ closeAfterDays }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: COMMENT_ERRORS.closeAfterDays,
      });
    expect((await app.gql(SETTINGS, {}, { token })).data).toEqual({
      commentSettings: { approveKnown: false, closeAfterDays: null, mailOwner: true },
    });
    const rest = await restCall(app, 'PUT', '/api/comments/settings', {
      token,
      body: { approveKnown: true, closeAfterDays: 3650, mailOwner: false },
    });
    expect(rest.body.data).toEqual({ approveKnown: true, closeAfterDays: 3650, mailOwner: false });
    expect(failure(await app.gql(SET_SETTINGS, { input: { approveKnown: true, mailOwner: true } })).code).toBe(
      'UNAUTHENTICATED',
    );
    await settings({});
  });

  it('mails the owner each new comment in plain text, unless the setting is off', async () => {
    const post = await newPost(app, token, { title: 'Posta yazısı' });
    const before = (await ownerMails(app)).length;
    await addComment(app, post.id, { name: 'Mehmet', email: 'mehmet@ornek.com', text: 'Merhaba\nikinci satır' });
    const mails = await ownerMails(app);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find(({ text }) => text.includes('Mehmet'))!;
    expect(mail.subject).toBe(COMMENT_TEXTS.mailSubject('Posta yazısı'));
    expect(mail.text).toContain('Mehmet <mehmet@ornek.com>');
    expect(mail.text).toContain(`https://site.example/blog/${post.slug}`);
    expect(mail.text).toContain('Merhaba\nikinci satır');
    expect(mail.text).toContain('https://site.example/mrpurposeless/comments');
    await settings({ mailOwner: false });
    try {
      await addComment(app, post.id);
      expect(await ownerMails(app)).toHaveLength(before + 1);
    } finally {
      await settings({});
    }
  });

  it("deletes a post's comments with the post", async () => {
    const post = await newPost(app, token);
    const parent = await idOf({}, post.id);
    await app.gql(REPLY, { id: parent, text: 'yanıt' }, { token });
    const other = await newPost(app, token);
    await idOf({}, other.id);
    expect((await app.gql(DELETE_POST, { id: post.id }, { token })).errors).toBeUndefined();
    expect(await app.dataSource.getRepository(Comment).countBy({ subjectId: post.id })).toBe(0);
    expect(await app.dataSource.getRepository(Comment).countBy({ subjectId: other.id })).toBe(1);
  });
});
