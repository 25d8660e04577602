import { In } from 'typeorm';
import type { TestApp } from '../../../test/support/app';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { snapshot } from '../../../test/support/snapshot';
import { backup, restore } from '../backup/backup.kit';
import { Comment, CommentBlock, CommentSettingsRow } from './comment.entities';
import { addComment, newPost, REPLY, SET_SETTINGS, startCommentsApp, threadOf, UPDATE } from './comments.kit';

const TABLES = ['comments', 'comment_settings', 'comment_blocks'];

/**
 * Issue 48: every comments table travels in the backup and comes back as it was — a reply whose
 * id sorts before its comment's too (rows are written in the order of their keys), and the
 * restored site shows the thread.
 */
describe(`comments in the backup (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  it('carries the answers, the settings and the blocks, and restores them as they were', async () => {
    const post = await newPost(app, token);
    const comments = app.dataSource.getRepository(Comment);
    const parent = (await addComment(app, post.id, { text: 'Üst yorum' })).data!.addComment.id;
    const reply = (await app.gql<{ replyToComment: { id: string } }>(REPLY, { id: parent, text: 'Yanıt' }, { token }))
      .data!.replyToComment.id;
    // The parent's key after its reply's: a restore inserting in key order meets the reply first.
    await app.dataSource.transaction(async (manager) => {
      const [row, child] = [
        await manager.findOneByOrFail(Comment, { id: parent }),
        await manager.findOneByOrFail(Comment, { id: reply }),
      ];
      await manager.delete(Comment, { id: In([parent, reply]) });
      await manager.insert(Comment, { ...row, id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' });
      await manager.insert(Comment, {
        ...child,
        id: '00000000-0000-4000-8000-000000000000',
        parentId: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      });
    });
    const spam = (await addComment(app, post.id, { email: 'spam@ornek.com' })).data!.addComment.id;
    await app.gql(UPDATE, { ids: [spam], action: 'SPAM' }, { token });
    await app.gql(SET_SETTINGS, { input: { approveKnown: true, closeAfterDays: 30, mailOwner: false } }, { token });
    expect(await comments.count()).toBe(3);
    expect(await app.dataSource.getRepository(CommentBlock).count()).toBe(1);
    expect(await app.dataSource.getRepository(CommentSettingsRow).count()).toBe(1);
    const before = await snapshot(app.dataSource, TABLES);

    const file = await backup(app.dataSource);
    const target = await openTestDatabase();
    try {
      await restore(target.dataSource, file);
      expect(await snapshot(target.dataSource, TABLES)).toEqual(before);
    } finally {
      await target.drop();
    }
    expect((await threadOf(app, post.slug))!.items[0]!.replies.map(({ text }) => text)).toEqual(['Yanıt']);
  });
});
