import { commentStatusPath } from '@portfolio/content-rules';
import type { TestApp } from '../../../test/support/app';
import { UPDATE as UPDATE_POST } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { Comment } from './comment.entities';
import { commentInput, fresh, newPost, postForm, SET_SETTINGS, startCommentsApp, UPDATE } from './comments.kit';

/**
 * Issue 48: the comment form works without JavaScript: its plain POST to the post's address and
 * `/comments` answers 303 back to the post under its current slug with what happened
 * (`?yorum=…#yorumlar`), never kept; a bad form stores nothing.
 */
describe(`the comment form without JavaScript (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  const stored = (postId: string) => app.dataSource.getRepository(Comment).findBy({ subjectId: postId });

  it("takes a comment: 303 to the post's 'bekliyor', stored as typed with its line breaks", async () => {
    const post = await newPost(app, token);
    const answer = await postForm(app, post.slug, {
      ...commentInput({ text: '  Bir\r\nİki  ' }),
      website: '',
    } as Record<string, string>);
    expect(answer).toMatchObject({ status: 303, location: commentStatusPath(post.slug, 'bekliyor') });
    expect((await stored(post.id)).map(({ text, status }) => ({ text, status }))).toEqual([
      { text: 'Bir\nİki', status: 'pending' },
    ]);
  });

  it("sends the reader to the post's current slug, also from a former one", async () => {
    const post = await newPost(app, token, { title: 'Eski ad' });
    await app.gql(UPDATE_POST, { id: post.id, input: blogInput({ title: 'Yeni ad', slug: 'yeni-ad' }) }, { token });
    expect(await postForm(app, post.slug)).toMatchObject({
      status: 303,
      location: commentStatusPath('yeni-ad', 'bekliyor'),
    });
    expect(await postForm(app, post.id)).toMatchObject({
      status: 303,
      location: commentStatusPath('yeni-ad', 'bekliyor'),
    });
  });

  it("answers 'yayinlandi' when the comment is published at once", async () => {
    const post = await newPost(app, token);
    const email = 'bilinen@ornek.com';
    await postForm(app, post.slug, commentInput({ email }) as Record<string, string>);
    const [first] = await stored(post.id);
    await app.gql(UPDATE, { ids: [first!.id], action: 'APPROVE' }, { token });
    await app.gql(SET_SETTINGS, { input: { approveKnown: true, closeAfterDays: null, mailOwner: true } }, { token });
    try {
      expect(await postForm(app, post.slug, commentInput({ email }) as Record<string, string>)).toMatchObject({
        status: 303,
        location: commentStatusPath(post.slug, 'yayinlandi'),
      });
    } finally {
      await app.gql(SET_SETTINGS, { input: { approveKnown: false, closeAfterDays: null, mailOwner: true } }, { token });
    }
  });

  it("answers 'gecersiz' to a form that breaks a rule, or is no form, and stores nothing", async () => {
    const post = await newPost(app, token);
    const bad: Array<Record<string, string>> = [
      { name: 'Ayşe', email: 'ayse@ornek.com' },
      { name: '', email: 'ayse@ornek.com', text: 'metin' },
      { name: 'Ayşe', email: 'e-posta değil', text: 'metin' },
      { name: 'Ayşe', email: 'ayse@ornek.com', text: 'a'.repeat(5001) },
      { name: 'A\nyşe', email: 'ayse@ornek.com', text: 'metin' },
      { name: 'Ayşe', email: 'ayse@ornek.com', text: 'a\u0000b' },
    ];
    for (const fields of bad)
      expect(await postForm(app, post.slug, fields)).toMatchObject({
        status: 303,
        location: commentStatusPath(post.slug, 'gecersiz'),
      });
    const json = await fetch(`${app.url}/blog/${post.slug}/comments`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...fresh() },
      body: JSON.stringify(commentInput()),
    });
    expect({ status: json.status, location: json.headers.get('location') }).toEqual({
      status: 303,
      location: commentStatusPath(post.slug, 'gecersiz'),
    });
    expect(await stored(post.id)).toEqual([]);
  });

  it("counts a textarea's CRLF line breaks as one character each, as the page's maxlength does", async () => {
    const post = await newPost(app, token);
    const text = 'a\n'.repeat(2500).trim(); // 4 999 characters; 7 498 with CRLF
    expect(
      await postForm(app, post.slug, commentInput({ text: text.replaceAll('\n', '\r\n') }) as Record<string, string>),
    ).toMatchObject({
      status: 303,
      location: commentStatusPath(post.slug, 'bekliyor'),
    });
    expect((await stored(post.id))[0]!.text).toBe(text);
  });

  it('answers a bot (the honeypot filled) as taken, storing nothing and mailing no one', async () => {
    const post = await newPost(app, token);
    const mails = async () => (await app.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox'))[0].n;
    const before = Number(await mails());
    expect(
      await postForm(app, post.slug, { ...commentInput(), website: 'https://spam.example' } as Record<string, string>),
    ).toMatchObject({
      status: 303,
      location: commentStatusPath(post.slug, 'bekliyor'),
    });
    expect(await stored(post.id)).toEqual([]);
    expect(Number(await mails())).toBe(before);
  });

  it('keeps no answer of the form: every POST is its own', async () => {
    const post = await newPost(app, token);
    const response = await fetch(`${app.url}/blog/${post.slug}/comments`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fresh() },
      body: new URLSearchParams(commentInput() as Record<string, string>).toString(),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
