import type { Services } from '../../core/context';
import type { TestApp } from '../../../test/support/app';
import { UPDATE as UPDATE_POST } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { Comment } from './comment.entities';
import { newPost, ownerMails, servicesOf, startCommentsApp, threadOf, UPDATE } from './comments.kit';
import type { ReceivedAnswer } from './comments.service';

/**
 * Issue 48: `services.comments`, what modules/webmentions (and issue 49's fediverse) hand the
 * answers of other sites to: one answer per source and post, updated when received again (keeping
 * its status), pending until approved (a like or a repost approved at once, issue 49), spam at once
 * from a host the owner marked, removed when its source is gone; 'unknown' for a post the public
 * cannot see.
 */
describe(`answers from other sites (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let services: Services;

  beforeAll(async () => {
    ({ app, token } = await startCommentsApp());
    services = servicesOf(app);
  });
  afterAll(() => app.close());

  const answer = (subject: string, override: Partial<ReceivedAnswer> = {}): ReceivedAnswer => ({
    kind: 'post',
    subject,
    origin: 'webmention',
    type: 'reply',
    sourceUrl: 'https://baska.example/yanit',
    authorName: 'Zeynep',
    authorUrl: 'https://baska.example/',
    authorPhoto: 'https://baska.example/zeynep.jpg',
    text: 'Ben de şöyle düşünüyorum.',
    publishedAt: new Date('2026-01-02T03:04:05.678Z'),
    ...override,
  });
  const rowsOf = (postId: string) => app.dataSource.getRepository(Comment).findBy({ subjectId: postId });

  it('stores a new answer pending, mails the owner, and updates it when received again, keeping its status', async () => {
    const post = await newPost(app, token, { title: 'Bahsedilen yazı' });
    const mails = (await ownerMails(app)).length;
    expect(await services.comments.receive(answer(post.slug))).toBe('created');
    const [row] = await rowsOf(post.id);
    expect(row).toMatchObject({
      origin: 'webmention',
      kind: 'reply',
      status: 'pending',
      authorName: 'Zeynep',
      authorEmail: null,
      authorPhoto: 'https://baska.example/zeynep.jpg',
      sourceUrl: 'https://baska.example/yanit',
    });
    const mail = (await ownerMails(app)).slice(mails);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Zeynep (https://baska.example/) yanıtladı');
    expect((await threadOf(app, post.slug))!.total).toBe(0);

    await app.gql(UPDATE, { ids: [row!.id], action: 'APPROVE' }, { token });
    expect(await services.comments.receive(answer(post.id, { type: 'mention', text: 'Düzeltilmiş metin' }))).toBe(
      'updated',
    );
    const rows = await rowsOf(post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row!.id, status: 'approved', kind: 'mention', text: 'Düzeltilmiş metin' });
    const thread = (await threadOf(app, post.slug))!;
    expect(thread.items).toEqual([
      expect.objectContaining({ text: 'Düzeltilmiş metin', authorName: 'Zeynep', isOwner: false }),
    ]);
    expect(JSON.stringify(thread)).not.toContain('zeynep.jpg'); // a photo is never public
    // A like is a reaction, apart from the conversation.
    expect(
      await services.comments.receive(answer(post.id, { type: 'like', sourceUrl: 'https://baska.example/begeni' })),
    ).toBe('created');
    const like = (await rowsOf(post.id)).find(({ kind }) => kind === 'like')!;
    expect((await threadOf(app, post.slug))!.reactions.map(({ id }) => id)).toEqual([like.id]);
    expect((await threadOf(app, post.slug))!.total).toBe(1);
  });

  it('approves a like or a repost at once, from any origin, never mailing it; the thread counts every approved one', async () => {
    const post = await newPost(app, token);
    const mails = (await ownerMails(app)).length;
    const like = (n: number, origin: ReceivedAnswer['origin'] = 'fediverse') =>
      answer(post.id, { origin, type: 'like', sourceUrl: `https://mastodon.example/begeni/${n}`, text: '' });
    expect(await services.comments.receive(like(0, 'webmention'))).toBe('created');
    expect(
      await services.comments.receive(
        answer(post.id, { origin: 'fediverse', type: 'repost', sourceUrl: 'https://mastodon.example/paylasim/1' }),
      ),
    ).toBe('created');
    expect(
      (await rowsOf(post.id)).map(({ status, approvedAt }) => ({ status, approved: approvedAt !== null })),
    ).toEqual([
      { status: 'approved', approved: true },
      { status: 'approved', approved: true },
    ]);
    // More than a thread shows (100): the counts are of all of them.
    for (let n = 1; n <= 100; n++) await services.comments.receive(like(n));
    expect(await ownerMails(app)).toHaveLength(mails);
    let thread = (await threadOf(app, post.slug))!;
    expect({
      likes: thread.likes,
      reposts: thread.reposts,
      shown: thread.reactions.length,
      total: thread.total,
    }).toEqual({ likes: 101, reposts: 1, shown: 100, total: 0 });

    // The owner may still mark one spam (its host then sends spam), or delete one: neither is counted.
    const [first] = (await rowsOf(post.id)).filter(({ sourceUrl }) => sourceUrl === like(0).sourceUrl);
    await app.gql(UPDATE, { ids: [first!.id], action: 'SPAM' }, { token });
    expect(await services.comments.receive(like(0, 'webmention'))).toBe('updated'); // received again: still spam
    expect(await services.comments.receive(like(101))).toBe('created'); // its host: spam at once
    expect((await rowsOf(post.id)).filter(({ status }) => status === 'spam')).toHaveLength(2);
    thread = (await threadOf(app, post.slug))!;
    expect({ likes: thread.likes, reposts: thread.reposts }).toEqual({ likes: 100, reposts: 1 });
    const rest = await restCall<{ likes: number; reposts: number }>(app, 'GET', `/api/blogs/${post.slug}/comments`);
    expect(rest.body.data).toMatchObject({ likes: 100, reposts: 1 });
    expect(await ownerMails(app)).toHaveLength(mails);
  });

  it('stores answers from a host the owner marked spam as spam at once, never mailed', async () => {
    const post = await newPost(app, token);
    await services.comments.receive(answer(post.id, { sourceUrl: 'https://spam.example/1' }));
    const [first] = await rowsOf(post.id);
    await app.gql(UPDATE, { ids: [first!.id], action: 'SPAM' }, { token });
    const mails = (await ownerMails(app)).length;
    expect(await services.comments.receive(answer(post.id, { sourceUrl: 'https://spam.example/2' }))).toBe('created');
    expect((await rowsOf(post.id)).map(({ status }) => status)).toEqual(['spam', 'spam']);
    expect(await ownerMails(app)).toHaveLength(mails);
  });

  it('takes an answer to a post closed to comments (a mention is not a comment form)', async () => {
    const post = await newPost(app, token, { commentsOpen: false });
    expect(await services.comments.receive(answer(post.id, { sourceUrl: 'https://baska.example/kapali' }))).toBe(
      'created',
    );
  });

  it("answers 'unknown' for a post the public cannot see, and finds a visible one by id or slug", async () => {
    const draft = await newPost(app, token, { status: 'DRAFT' });
    expect(await services.comments.receive(answer(draft.id))).toBe('unknown');
    expect(await services.comments.receive(answer('yok-boyle'))).toBe('unknown');
    expect(await services.comments.receive(answer(draft.id, { kind: 'project' }))).toBe('unknown');
    expect(await rowsOf(draft.id)).toEqual([]);
    expect(await services.comments.find('post', draft.slug)).toBeNull();
    const post = await newPost(app, token, { title: 'Bulunan yazı' });
    await app.gql(
      UPDATE_POST,
      { id: post.id, input: blogInput({ title: 'Bulunan yazı', slug: 'yeni-bulunan' }) },
      { token },
    );
    expect(await services.comments.find('post', post.slug)).toEqual({
      id: post.id,
      title: 'Bulunan yazı',
      path: '/blog/yeni-bulunan',
      publishedAt: expect.any(Date),
      open: true,
    });
  });

  it('forgets every answer of a source gone, and cuts what does not fit', async () => {
    const one = await newPost(app, token);
    const two = await newPost(app, token);
    const sourceUrl = 'https://gidecek.example/yazi';
    const long = 'ş'.repeat(6000);
    await services.comments.receive(
      answer(one.id, { sourceUrl, text: long, authorName: 'A'.repeat(150), authorUrl: 'javascript:alert(1)' }),
    );
    await services.comments.receive(answer(two.id, { sourceUrl }));
    const [cut] = await rowsOf(one.id);
    expect(cut).toMatchObject({ text: 'ş'.repeat(5000), authorName: 'A'.repeat(100), authorUrl: null });
    expect(await services.comments.forget('webmention', sourceUrl)).toBe(2);
    expect(await rowsOf(one.id)).toEqual([]);
    expect(await rowsOf(two.id)).toEqual([]);
    expect(await services.comments.forget('webmention', sourceUrl)).toBe(0);
  });
});
