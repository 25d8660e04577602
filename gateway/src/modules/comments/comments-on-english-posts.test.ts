import { commentStatusPath, localePath } from '@portfolio/content-rules';
import type { TestApp } from '../../../test/support/app';
import { UPDATE as UPDATE_POST } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { testDb } from '../../../test/support/db';
import { Comment } from './comment.entities';
import { addComment, commentInput, fresh, newPost, startCommentsApp, threadOf, UPDATE } from './comments.kit';

/**
 * Issue 50: a post's English page shows the same conversation as its Turkish one. `comments` finds
 * the post by its id, its slug or its English slug (current or former), and the English page's
 * plain form (/en/blog/{english slug}/comments) answers 303 back to the English page.
 */
describe(`comments on a post's English page (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  const english = (title: string) => ({ title, shortDescription: `${title} in short`, content: `<p>${title}</p>` });
  const stored = (postId: string) => app.dataSource.getRepository(Comment).findBy({ subjectId: postId });

  /** Posts the English page's plain form, as a page without JavaScript does. */
  async function postEnglishForm(slug: string, fields: Record<string, string> = commentInput()) {
    const response = await fetch(`${app.url}/en/blog/${encodeURIComponent(slug)}/comments`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...fresh() },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  }

  const englishStatus = (slug: string, status: Parameters<typeof commentStatusPath>[1]) =>
    localePath('en', commentStatusPath(slug, status));

  it('shows the same approved comments by id, slug and English slug, current or former', async () => {
    const post = await newPost(app, token, { title: 'Çevrilmiş yazı', english: english('Translated post') });
    const { data } = await addComment(app, post.id);
    await app.gql(UPDATE, { ids: [data!.addComment.id], action: 'APPROVE' }, { token });
    await app.gql(
      UPDATE_POST,
      {
        id: post.id,
        input: blogInput({
          title: 'Çevrilmiş yazı',
          slug: post.slug,
          english: { ...english('Translated post'), slug: 'renamed-post' },
        }),
      },
      { token },
    );
    const turkish = await threadOf(app, post.slug);
    expect(turkish).toMatchObject({ postId: post.id, total: 1 });
    for (const key of [post.id, 'renamed-post', 'translated-post']) expect(await threadOf(app, key)).toEqual(turkish);
  });

  it('takes the English form: 303 to the English page under its current slug, the comment the post’s', async () => {
    const post = await newPost(app, token, { title: 'Formlu yazı', english: english('Form post') });
    expect(await postEnglishForm('form-post')).toMatchObject({
      status: 303,
      location: englishStatus('form-post', 'bekliyor'),
    });
    expect(englishStatus('form-post', 'bekliyor')).toBe('/en/blog/form-post?yorum=bekliyor#yorumlar');
    await app.gql(
      UPDATE_POST,
      {
        id: post.id,
        input: blogInput({
          title: 'Formlu yazı',
          slug: post.slug,
          english: { ...english('Form post'), slug: 'new-form' },
        }),
      },
      { token },
    );
    for (const key of ['form-post', post.id])
      expect(await postEnglishForm(key)).toMatchObject({
        status: 303,
        location: englishStatus('new-form', 'bekliyor'),
      });
    expect((await stored(post.id)).map(({ status }) => status)).toEqual(['pending', 'pending', 'pending']);
    // A bad form comes back to the English page too, storing nothing.
    expect(await postEnglishForm('new-form', { name: '', email: 'ayse@ornek.com', text: 'metin' })).toMatchObject({
      status: 303,
      location: englishStatus('new-form', 'gecersiz'),
    });
    expect(await stored(post.id)).toHaveLength(3);
  });

  it("is the not-found page for an untranslated post's or a Turkish slug's English address, storing nothing", async () => {
    const untranslated = await newPost(app, token, { title: 'Yalnız Türkçe yazı' });
    const translated = await newPost(app, token, { title: 'İki dilli', english: english('Bilingual') });
    for (const key of [untranslated.slug, untranslated.id, translated.slug])
      expect((await postEnglishForm(key)).status).toBe(404);
    // The Turkish form knows no English slug either.
    const turkishForm = await fetch(`${app.url}/blog/bilingual/comments`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fresh() },
      body: new URLSearchParams(commentInput()).toString(),
    });
    expect(turkishForm.status).toBe(404);
    expect([...(await stored(untranslated.id)), ...(await stored(translated.id))]).toEqual([]);
    // Its Turkish thread is there all the same.
    expect(await threadOf(app, untranslated.slug)).toMatchObject({ postId: untranslated.id, total: 0 });
  });

  it('tells apart one post’s Turkish slug and another’s English slug spelled alike', async () => {
    const turkish = await newPost(app, token, { title: 'Ortak ad' });
    const other = await newPost(app, token, {
      title: 'Başka yazı',
      english: { ...english('Other post'), slug: turkish.slug },
    });
    // `comments` takes the Turkish first; each language's form takes its own.
    expect(await threadOf(app, turkish.slug)).toMatchObject({ postId: turkish.id });
    expect(await postEnglishForm(turkish.slug)).toMatchObject({
      status: 303,
      location: englishStatus(turkish.slug, 'bekliyor'),
    });
    expect(await stored(other.id)).toHaveLength(1);
    expect(await stored(turkish.id)).toEqual([]);
  });
});
