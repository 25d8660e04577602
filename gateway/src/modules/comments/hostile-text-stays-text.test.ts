import { COMMENT_LIMITS } from '@portfolio/content-rules';
import type { TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { INJECTION, UNICODE } from '../../../test/support/hostile/values';
import { XSS_CORPUS } from '../../../test/support/xss';
import { Comment } from './comment.entities';
import { addComment, newPost, ownerMails, startCommentsApp, threadOf, UPDATE } from './comments.kit';

/**
 * Issue 48: a comment is plain text. What the project's hostile corpus holds (markup, injections,
 * Unicode edge cases) is stored as written (trimmed, line breaks as \n), given back as the same
 * text, and mailed to the owner as plain text; what no database stores alike (control characters,
 * lone surrogates) is refused in Turkish and stores nothing.
 */

/** What the databases cannot store alike: refused before anything is written (core/validation.ts). */
const UNSTORABLE = /[\p{Cs}]|[^\P{Cc}\t\n\r]/u;

const texts = [...new Set([...XSS_CORPUS.map(([, input]) => input), ...INJECTION, ...UNICODE])];
const storable = texts.filter(
  (text) => !UNSTORABLE.test(text) && text.trim() !== '' && text.length <= COMMENT_LIMITS.text,
);
const refused = texts.filter((text) => UNSTORABLE.test(text));

describe(`hostile text in comments stays text (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  it('stores every storable string of the corpus as written, gives it back as text and mails it as plain text', async () => {
    expect(storable.length).toBeGreaterThan(100);
    const stored: Array<{ id: string; text: string; name: string }> = [];
    let post = await newPost(app, token);
    for (const [i, raw] of storable.entries()) {
      // A post takes 100 new comments a day: a fresh one every 90.
      if (i % 90 === 89) post = await newPost(app, token);
      const singleLine = !/[\t\n\r\u0085\u2028\u2029]/.test(raw) && raw.trim().length <= COMMENT_LIMITS.name;
      const name = singleLine ? raw : 'Ayşe';
      const response = await addComment(app, post.id, { text: `${raw}\n#${i}`, name: `${name}` });
      expect({ raw, errors: response.errors }).toEqual({ raw, errors: undefined });
      stored.push({
        id: response.data!.addComment.id,
        text: `${raw.trim() === raw ? raw : raw.trimStart()}\n#${i}`,
        name: name.trim(),
      });
    }
    const rows = await app.dataSource.getRepository(Comment).find();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { id, text, name } of stored) {
      const row = byId.get(id)!;
      expect({ id, text: row.text, name: row.authorName }).toEqual({
        id,
        text: text.replace(/\r\n?/g, '\n'),
        name,
      });
    }

    // The owner's mails hold each text as it was written, as plain text (no HTML part).
    const mails = await ownerMails(app);
    expect(mails).toHaveLength(stored.length);
    const mailed = mails.map(({ text }) => text).join('\n');
    for (const row of rows) expect(mailed).toContain(row.text);
    const html: Array<{ html: string | null }> = await app.dataSource.query(
      'SELECT html FROM mail_outbox WHERE recipient IS NULL',
    );
    expect(html.every((mail) => mail.html === null)).toBe(true);

    // Approved, the public thread gives each back as the same text.
    for (let start = 0; start < stored.length; start += 200)
      expect(
        (
          await app.gql(
            UPDATE,
            { ids: stored.slice(start, start + 200).map(({ id }) => id), action: 'APPROVE' },
            { token },
          )
        ).errors,
      ).toBeUndefined();
    const shown = new Map<string, string>();
    for (const postId of new Set(rows.map((row) => row.subjectId)))
      for (let page = 1, pages = 1; page <= pages; page++) {
        const thread = (await threadOf(app, postId, page))!;
        pages = thread.pages;
        for (const item of thread.items) shown.set(item.id, item.text);
      }
    for (const row of rows) expect(shown.get(row.id)).toBe(row.text);
  });

  it('refuses control characters and lone surrogates in Turkish, storing nothing', async () => {
    expect(refused.length).toBeGreaterThan(3);
    const post = await newPost(app, token);
    const before = await app.dataSource.getRepository(Comment).count();
    for (const text of refused) {
      const { code, message } = failure(await addComment(app, post.id, { text: `a${text}b` }));
      expect(code).toBe('BAD_USER_INPUT');
      expect(message).toMatch(/karakter/);
    }
    expect(await app.dataSource.getRepository(Comment).count()).toBe(before);
  });
});
