import { Revision as StoredVersion } from '../revisions/revision.entity';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { FIELDS, input, type Post } from '../../../test/support/blog';
import { testDb } from '../../../test/support/db';
import { expectAdminOnly, expectOnlyError, failure } from '../../../test/support/graphql';
import { restAnswer, restCall } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';

/**
 * Author tools (issue 23): autosave, versions and optimistic concurrency, on both doors. A draft
 * takes an autosave at once; a published post keeps what the public sees until 'Güncelle', the
 * autosave waiting as its pending edit; a save made from a version someone replaced is refused.
 */

const CONFLICT =
  'Bu yazı siz düzenlerken başka bir sekmede ya da cihazda kaydedildi; üzerine yazılmadı. Son hâlini görmek için yazıyı yeniden açın.';
const REVISION = 'id postId kind savedAt title slug shortDescription content tags publishDate';
const EDITED = `${FIELDS} status pendingEdit { ${REVISION} }`;
const AUTOSAVE = `mutation($id: ID, $input: BlogDraftInput!, $expected: DateTimeISO) {
  autosaveBlog(id: $id, input: $input, expectedUpdatedAt: $expected) { ${EDITED} }
}`;
const UPDATE = `mutation($id: ID!, $input: BlogInput!, $expected: DateTimeISO) {
  updateBlog(id: $id, input: $input, expectedUpdatedAt: $expected) { ${EDITED} }
}`;
const CREATE = `mutation($input: BlogInput!) { createBlog(input: $input) { ${EDITED} } }`;
const REVISIONS = `query($id: ID!) { blog(id: $id, preview: true) { updatedAt pendingEdit { ${REVISION} } revisions { id kind savedAt title content } } }`;
const ONE_REVISION = `query($postId: ID!, $id: ID!) { blogRevision(postId: $postId, id: $id) { ${REVISION} } }`;

type Revision = { id: string; kind: string; savedAt: string; title: string; content: string; slug: string | null };
type Edited = Post & { status: string; pendingEdit: Revision | null };

describe(`autosave, versions and concurrent edits (${testDb})`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
  });
  afterAll(() => app.close());

  async function call<K extends string>(query: string, variables: Record<string, unknown>, field: K): Promise<Edited> {
    const { data, errors } = await app.gql<Record<K, Edited>>(query, variables, { token: admin });
    expect(errors).toBeUndefined();
    return data![field];
  }
  const create = (override = {}) => call(CREATE, { input: input(override) }, 'createBlog');
  const autosave = (id: string | null, override = {}, expected?: string) =>
    call(AUTOSAVE, { id, input: input(override), expected }, 'autosaveBlog');
  const update = (id: string, override = {}, expected?: string) =>
    call(UPDATE, { id, input: input(override), expected }, 'updateBlog');
  async function versions(id: string) {
    const { data, errors } = await app.gql<{
      blog: { updatedAt: string; pendingEdit: Revision | null; revisions: Revision[] };
    }>(REVISIONS, { id }, { token: admin });
    expect(errors).toBeUndefined();
    return data!.blog;
  }
  /** The public's view of a post, on both doors. */
  async function publicTitle(id: string) {
    const { data } = await app.gql<{ blog: { title: string } | null }>('query($id: ID!) { blog(id: $id) { title } }', {
      id,
    });
    const rest = await restCall<{ title: string }>(app, 'GET', `/api/blogs/${id}`);
    expect(rest.body.data?.title).toBe(data?.blog?.title);
    return data?.blog?.title;
  }

  it('a new post is kept as its first version; an autosave without an id makes a draft, whatever status it asks', async () => {
    const post = await create({ title: 'İlk sürüm' });
    expect((await versions(post.id)).revisions).toEqual([
      expect.objectContaining({ kind: 'SAVED', title: 'İlk sürüm', content: post.content }),
    ]);
    const draft = await autosave(null, { title: 'Kendiliğinden', status: 'PUBLISHED' });
    expect(draft.status).toBe('DRAFT');
    expect(await publicTitle(draft.id)).toBeUndefined();
    expect((await versions(draft.id)).revisions.map(({ kind }) => kind)).toEqual(['AUTOSAVED']);
  });

  it("a draft's autosave changes the draft at once and keeps it a draft; a version at most every 10 minutes", async () => {
    const draft = await create({ title: 'Taslak', status: 'DRAFT' });
    const saved = await autosave(draft.id, { title: 'Taslak: ılık şeker', status: 'PUBLISHED' }, draft.updatedAt);
    expect(saved).toMatchObject({ title: 'Taslak: ılık şeker', status: 'DRAFT', pendingEdit: null });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(draft.updatedAt).getTime());
    // The create's version is seconds old: this autosave is not kept as one.
    expect((await versions(draft.id)).revisions.map(({ kind }) => kind)).toEqual(['SAVED']);
    // Ten minutes later, it is.
    await app.dataSource
      .getRepository(StoredVersion)
      .update({ subject: 'post', subjectId: draft.id }, { savedAt: new Date(Date.now() - 11 * 60_000) });
    const later = await autosave(draft.id, { title: 'On dakika sonra' }, saved.updatedAt);
    const { revisions } = await versions(draft.id);
    expect(revisions.map(({ kind, title }) => [kind, title])).toEqual([
      ['AUTOSAVED', 'On dakika sonra'],
      ['SAVED', 'Taslak'],
    ]);
    expect(later.title).toBe('On dakika sonra');
  });

  it("a published post's autosave waits as its pending edit; 'Güncelle' publishes it and the pending edit goes", async () => {
    const post = await create({ title: 'Yayında olan' });
    const autosaved = await autosave(post.id, { title: 'Yayımlanmamış düzeltme', slug: 'yeni-adres' }, post.updatedAt);
    expect(autosaved).toMatchObject({ title: 'Yayında olan', updatedAt: post.updatedAt, status: 'PUBLISHED' });
    expect(autosaved.pendingEdit).toMatchObject({
      kind: 'PENDING',
      title: 'Yayımlanmamış düzeltme',
      slug: 'yeni-adres',
    });
    expect(await publicTitle(post.id)).toBe('Yayında olan');
    expect(await publicTitle('yeni-adres')).toBeUndefined();

    // The next autosave starts from the pending edit's version; the post's own is stale now.
    const pendingAt = autosaved.pendingEdit!.savedAt;
    const again = await autosave(post.id, { title: 'İkinci düzeltme' }, pendingAt);
    expect(again.pendingEdit).toMatchObject({ id: autosaved.pendingEdit!.id, title: 'İkinci düzeltme' });

    const published = await update(post.id, { title: 'İkinci düzeltme' }, again.pendingEdit!.savedAt);
    expect(published).toMatchObject({ title: 'İkinci düzeltme', pendingEdit: null });
    expect(await publicTitle(post.id)).toBe('İkinci düzeltme');
    const { revisions, pendingEdit } = await versions(post.id);
    expect(pendingEdit).toBeNull();
    expect(revisions.map(({ kind, title }) => [kind, title])).toEqual([
      ['SAVED', 'İkinci düzeltme'],
      ['SAVED', 'Yayında olan'],
    ]);
  });

  it('two tabs: the later save from a replaced version is refused on both doors, and nothing changes', async () => {
    const post = await create({ title: 'İki sekme' });
    const tabA = await update(post.id, { title: 'A sekmesi' }, post.updatedAt);
    const before = await snapshot(app);

    for (const query of [UPDATE, AUTOSAVE]) {
      const response = await app.gql(
        query,
        { id: post.id, input: input({ title: 'B sekmesi' }), expected: post.updatedAt },
        {
          token: admin,
        },
      );
      expect(failure(response)).toEqual({ code: 'CONFLICT', message: CONFLICT });
      expect(response.errors![0]!.extensions.updatedAt).toBe(tabA.updatedAt);
    }
    for (const path of [`/api/blogs/${post.id}`, `/api/blogs/${post.id}/autosave`]) {
      const stale = await restAnswer(app, 'PUT', path, {
        token: admin,
        body: input({ title: 'B sekmesi' }),
        headers: { 'if-match': `"${post.updatedAt}"` },
      });
      expect(stale).toEqual({ status: 409, body: { success: false, message: CONFLICT } });
    }
    expect(await snapshot(app)).toEqual(before);

    // The version just read passes, quoted or not; without If-Match nothing is checked (the PUT of
    // docs/api.md#rest-routes).
    const ok = await restCall<Post>(app, 'PUT', `/api/blogs/${post.id}`, {
      token: admin,
      body: input({ title: 'B, yeniden açıp' }),
      headers: { 'if-match': `"${tabA.updatedAt}"` },
    });
    expect(ok.status).toBe(200);
    const unchecked = await restCall<Post>(app, 'PUT', `/api/blogs/${post.id}`, { token: admin, body: input() });
    expect(unchecked.status).toBe(200);
  });

  it('concurrent saves from one version: exactly one wins', async () => {
    const post = await create({ title: 'Yarış' });
    const results = await Promise.all(
      ['Bir', 'İki', 'Üç', 'Dört'].map((title) =>
        app.gql(UPDATE, { id: post.id, input: input({ title }), expected: post.updatedAt }, { token: admin }),
      ),
    );
    expect(results.filter(({ errors }) => !errors)).toHaveLength(1);
    expect(results.filter(({ errors }) => errors?.[0]?.extensions.code === 'CONFLICT')).toHaveLength(3);
  });

  it('keeps the last 50 versions; each can be read with its content, on both doors', async () => {
    const post = await create({ title: 'Sürüm 0' });
    for (let n = 1; n <= 54; n++) await update(post.id, { title: `Sürüm ${n}`, content: `<p>Metin ${n}</p>` });
    const { revisions } = await versions(post.id);
    expect(revisions).toHaveLength(50);
    expect(revisions[0]).toMatchObject({ title: 'Sürüm 54', content: '<p>Metin 54</p>' });
    expect(revisions[49]).toMatchObject({ title: 'Sürüm 5' });

    const oldest = revisions[49]!;
    const { data } = await app.gql<{ blogRevision: Revision }>(
      ONE_REVISION,
      { postId: post.id, id: oldest.id },
      { token: admin },
    );
    expect(data!.blogRevision).toMatchObject({ title: 'Sürüm 5', content: '<p>Metin 5</p>', kind: 'SAVED' });

    const list = await restCall<{ revisions: Revision[] }>(app, 'GET', `/api/blogs/${post.id}/revisions`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.data!.revisions).toHaveLength(50);
    expect(list.body.data!.revisions[0]).toMatchObject({ kind: 'saved', title: 'Sürüm 54' });
    expect(list.body.data!.revisions[0]).not.toHaveProperty('content');
    const one = await restAnswer(app, 'GET', `/api/blogs/${post.id}/revisions/${oldest.id}`, { token: admin });
    expect(one).toMatchObject({
      status: 200,
      body: { success: true, data: { title: 'Sürüm 5', content: '<p>Metin 5</p>' } },
    });
    expect(await restAnswer(app, 'GET', `/api/blogs/${post.id}/revisions/yok`, { token: admin })).toEqual({
      status: 404,
      body: { success: false, message: 'Sürüm bulunamadı' },
    });
    // Deleting the post deletes its versions.
    await app.gql('mutation($id: ID!) { deleteBlog(id: $id) }', { id: post.id }, { token: admin });
    expect(await app.dataSource.query('SELECT id FROM revisions WHERE subjectId = ?', [post.id])).toEqual([]);
  });

  it('refuses bad input with a Turkish message and changes nothing', async () => {
    const post = await create({ title: 'Kötü girdi' });
    const before = await snapshot(app);
    expectOnlyError(
      await app.gql(AUTOSAVE, { id: post.id, input: input({ title: '' }), expected: post.updatedAt }, { token: admin }),
      'BAD_USER_INPUT',
      'Başlık alanı zorunludur',
      { exact: false },
    );
    const notDate = await restAnswer(app, 'PUT', `/api/blogs/${post.id}`, {
      token: admin,
      body: input(),
      headers: { 'if-match': 'W/"abc"' },
    });
    expect(notDate).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'If-Match başlığı geçersiz: bir tarih olmalıdır (ör. "2026-11-27T12:00:00.000Z").',
      },
    });
    expect(await restAnswer(app, 'PUT', '/api/blogs/yok/autosave', { token: admin, body: input() })).toEqual({
      status: 404,
      body: { success: false, message: 'Blog bulunamadı' },
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('a hostile If-Match or expectedUpdatedAt gets a 4xx, changes nothing, and the gateway goes on', async () => {
    const post = await create({ title: 'Düşmanca sürüm' });
    const before = await snapshot(app);
    const headers = [
      'x'.repeat(8000),
      Buffer.from('"İstanbul’da 🚀"').toString('latin1'), // UTF-8 bytes, as a header carries them
      '__proto__',
      '"constructor"',
      '"2026-13-45T99:99:99.999Z"',
      '""',
      '*',
    ];
    for (const value of headers)
      for (const path of [`/api/blogs/${post.id}`, `/api/blogs/${post.id}/autosave`]) {
        const answer = await restCall(app, 'PUT', path, {
          token: admin,
          body: input(),
          headers: { 'if-match': value },
        });
        expect([value.slice(0, 20), answer.status]).toEqual([value.slice(0, 20), 400]);
        expect(answer.body.success).toBe(false);
      }
    for (const expected of [
      123,
      'yok',
      { __proto__: { polluted: true } },
      ['2026-01-01T00:00:00.000Z'],
      '9'.repeat(5000),
    ]) {
      const response = await app.gql(AUTOSAVE, { id: post.id, input: input(), expected }, { token: admin });
      expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    // A truncated body: the JSON's own refusal, nothing stored.
    const truncated = await restCall(app, 'PUT', `/api/blogs/${post.id}/autosave`, {
      token: admin,
      raw: '{"title":"Yarım',
      headers: { 'if-match': `"${post.updatedAt}"` },
    });
    expect(truncated.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot(app)).toEqual(before);
    expect((await restCall(app, 'GET', '/api/blogs')).status).toBe(200);
  });

  it("versions and autosave are the admin's alone", async () => {
    const post = await create({ title: 'Yalnız admin' });
    await expectAdminOnly(app, [
      [AUTOSAVE, { id: post.id, input: input() }],
      [AUTOSAVE, { id: null, input: input() }],
      [ONE_REVISION, { postId: post.id, id: 'x' }],
    ]);
    // Refused whole before anything runs, as a root field of the admin's is (graphql/authorize-first.ts).
    const versions = `query($id: ID!) { blog(id: $id) { title pendingEdit { title } } }`;
    const anonymous = await app.gql(versions, { id: post.id });
    expect(anonymous).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })],
    });
    const { token } = await app.signIn('user');
    const user = await app.gql(versions, { id: post.id }, { token });
    expect(user).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'FORBIDDEN' } })] });
    expect((await restCall(app, 'GET', `/api/blogs/${post.id}/revisions`)).status).toBe(401);
  });
});
