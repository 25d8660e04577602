import { startAdminApp, type TestApp } from '../../../test/support/app';
import { input, type Post } from '../../../test/support/blog';
import { testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { restAnswer, restCall } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';

/**
 * Issue 43, item 3: a new post's words reach the server as soon as it has a title. The editor's own
 * save (autosaveBlog, PUT /api/blogs/{id}/autosave) takes a draft without a short description,
 * content or tags; publishing (createBlog, updateBlog, POST and PUT /api/blogs) still requires what
 * docs/product/admin.md#blog-form requires, with the same Turkish messages, so a published post
 * never lacks them.
 */

const TEXTS = 'id title slug shortDescription content tags status updatedAt';
const AUTOSAVE = `mutation($id: ID, $input: BlogDraftInput!) {
  autosaveBlog(id: $id, input: $input) { ${TEXTS} pendingEdit { title shortDescription content } }
}`;
const CREATE = `mutation($input: BlogInput!) { createBlog(input: $input) { ${TEXTS} } }`;
const UPDATE = `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${TEXTS} } }`;
const SUMMARY_REQUIRED = { code: 'BAD_USER_INPUT', message: 'Kısa açıklama alanı zorunludur' };

type Draft = Post & {
  status: string;
  pendingEdit: { title: string; shortDescription: string; content: string } | null;
};

describe(`a draft needs only its title (${testDb})`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
  });
  afterAll(() => app.close());

  const autosave = (id: string | null, draft: Record<string, unknown>) =>
    app.gql<{ autosaveBlog: Draft }>(AUTOSAVE, { id, input: draft }, { token: admin });
  async function saved(id: string | null, draft: Record<string, unknown>): Promise<Draft> {
    const { data, errors } = await autosave(id, draft);
    expect(errors).toBeUndefined();
    return data!.autosaveBlog;
  }
  /** What the public sees of a post, on both doors (undefined: nothing). */
  async function seen(id: string) {
    const { data } = await app.gql<{ blog: { shortDescription: string } | null }>(
      'query($id: ID!) { blog(id: $id) { shortDescription } }',
      { id },
    );
    const rest = await restCall<{ shortDescription: string }>(app, 'GET', `/api/blogs/${id}`);
    expect(rest.body.data?.shortDescription).toBe(data?.blog?.shortDescription);
    return data?.blog ?? undefined;
  }

  it('a new post with a title alone is saved as a draft: no summary, no content, no tags, not public', async () => {
    const draft = await saved(null, { title: 'Yalnızca başlık' });
    expect(draft).toMatchObject({
      title: 'Yalnızca başlık',
      slug: 'yalnizca-baslik',
      shortDescription: '',
      content: '',
      tags: [],
      status: 'DRAFT',
      pendingEdit: null,
    });
    expect(await seen(draft.id)).toBeUndefined();
    const listed = await restCall<Array<{ _id: string }>>(app, 'GET', '/api/blogs?status=all', { token: admin });
    expect(listed.body.data!.map(({ _id }) => _id)).toContain(draft.id);
    expect((await restCall<unknown[]>(app, 'GET', '/api/blogs')).body.data).toEqual([]);

    // Null says the same as left out.
    const nulls = await saved(null, { title: 'Boş alanlar', shortDescription: null, content: null, tags: null });
    expect(nulls).toMatchObject({ shortDescription: '', content: '', tags: [], status: 'DRAFT' });
  });

  it('the draft goes on saving its words without a summary, on both doors', async () => {
    const draft = await saved(null, { title: 'Yazılıyor' });
    const more = await saved(draft.id, { title: 'Yazılıyor', content: '<p>Üç paragraf: ılık şeker</p>' });
    expect(more).toMatchObject({ shortDescription: '', content: '<p>Üç paragraf: ılık şeker</p>', status: 'DRAFT' });
    const rest = await restAnswer<{ content: string; shortDescription: string; status: string }>(
      app,
      'PUT',
      `/api/blogs/${draft.id}/autosave`,
      { token: admin, body: { title: 'Yazılıyor', content: '<p>REST ile</p>' } },
    );
    expect(rest).toEqual({
      status: 200,
      body: {
        success: true,
        data: expect.objectContaining({ content: '<p>REST ile</p>', shortDescription: '', status: 'draft' }),
      },
    });
  });

  it('an autosave still needs its title and keeps the limits, with the same messages, changing nothing', async () => {
    const before = await snapshot(app);
    expect(failure(await autosave(null, { title: '   ' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Başlık alanı zorunludur',
    });
    expect(failure(await autosave(null, { title: 'Uzun özet', shortDescription: 'ş'.repeat(201) }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Kısa açıklama en fazla 200 karakter olabilir',
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('publishing a draft without a summary is refused on both doors with the message of docs/product/admin.md#blog-form; it stays a draft', async () => {
    const draft = await saved(null, { title: 'Özetsiz taslak', content: '<p>Metin</p>' });
    const before = await snapshot(app);
    const publish = { title: 'Özetsiz taslak', shortDescription: '  ', content: '<p>Metin</p>', tags: [] };
    expect(
      failure(await app.gql(UPDATE, { id: draft.id, input: { ...publish, status: 'PUBLISHED' } }, { token: admin })),
    ).toEqual(SUMMARY_REQUIRED);
    expect(failure(await app.gql(CREATE, { input: publish }, { token: admin }))).toEqual(SUMMARY_REQUIRED);
    expect(
      await restAnswer(app, 'PUT', `/api/blogs/${draft.id}`, {
        token: admin,
        body: { ...publish, status: 'PUBLISHED' },
      }),
    ).toEqual({
      status: 400,
      body: { success: false, message: SUMMARY_REQUIRED.message },
    });
    expect(await restAnswer(app, 'POST', '/api/blogs', { token: admin, body: publish })).toEqual({
      status: 400,
      body: { success: false, message: SUMMARY_REQUIRED.message },
    });
    // Left out altogether: the message for a missing field, as before.
    const { shortDescription: _left, ...withoutSummary } = publish;
    expect(await restAnswer(app, 'POST', '/api/blogs', { token: admin, body: withoutSummary })).toEqual({
      status: 400,
      body: { success: false, message: 'Zorunlu alan eksik: shortDescription.' },
    });
    expect(await snapshot(app)).toEqual(before);
    expect(await seen(draft.id)).toBeUndefined();

    const published = await app.gql<{ updateBlog: Draft }>(
      UPDATE,
      { id: draft.id, input: { ...publish, shortDescription: 'Artık özeti var', status: 'PUBLISHED' } },
      { token: admin },
    );
    expect(published.data!.updateBlog).toMatchObject({ status: 'PUBLISHED', shortDescription: 'Artık özeti var' });
    expect(await seen(draft.id)).toEqual({ shortDescription: 'Artık özeti var' });
  });

  it('a draft without a summary is on no public surface; its preview takes its title as the description', async () => {
    const draft = await saved(null, { title: 'Önizlenen kuşkonmaz', content: '<p>Gövde metni</p>' });
    for (const path of ['/rss.xml', '/feed.json', '/sitemap.xml', '/blog', '/tags']) {
      const text = await (await fetch(`${app.url}${path}`)).text();
      expect({ path, listed: text.includes(draft.slug) || text.includes('kuşkonmaz') }).toEqual({
        path,
        listed: false,
      });
    }
    expect((await fetch(`${app.url}/blog/${draft.slug}`)).status).toBe(404);
    expect((await fetch(`${app.url}/blog/${draft.slug}/og.png`)).status).toBe(404);
    const SEARCH =
      'query($all: Boolean!) { searchPosts(query: "kuskonmaz", includeUnpublished: $all) { total items { snippet } } }';
    expect((await app.gql(SEARCH, { all: false })).data).toEqual({ searchPosts: { total: 0, items: [] } });
    expect((await app.gql(SEARCH, { all: true }, { token: admin })).data).toEqual({
      searchPosts: { total: 1, items: [{ snippet: expect.stringContaining('Gövde metni') }] },
    });

    const preview = await fetch(`${app.url}/blog/${draft.slug}?onizleme=1`, {
      headers: { cookie: `session=${admin}` },
    });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('Gövde metni');
    expect(html).toMatch(/<meta [^>]*name="description" content="Önizlenen kuşkonmaz"/);
    expect(html).not.toMatch(/content=""/);
  });

  it("a published post's autosave may lack a summary as its pending edit; the public keeps the post's, and 'Güncelle' without one is refused", async () => {
    const { data } = await app.gql<{ createBlog: Draft }>(
      CREATE,
      { input: input({ title: 'Yayında', shortDescription: 'Görünen özet' }) },
      { token: admin },
    );
    const post = data!.createBlog;
    const pending = await saved(post.id, { title: 'Yayında', shortDescription: '', content: '' });
    expect(pending).toMatchObject({
      shortDescription: 'Görünen özet',
      pendingEdit: { shortDescription: '', content: '' },
    });
    expect(await seen(post.id)).toEqual({ shortDescription: 'Görünen özet' });

    const before = await snapshot(app);
    expect(
      failure(
        await app.gql(
          UPDATE,
          { id: post.id, input: input({ title: 'Yayında', shortDescription: '' }) },
          { token: admin },
        ),
      ),
    ).toEqual(SUMMARY_REQUIRED);
    expect(await snapshot(app)).toEqual(before);
    expect(await seen(post.id)).toEqual({ shortDescription: 'Görünen özet' });
  });
});
