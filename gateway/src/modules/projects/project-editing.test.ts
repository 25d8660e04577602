import { startAdminApp, type TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { GIF89A, JPEG_PHOTO, UPLOAD_IMAGE } from '../../../test/support/image-upload';
import { postGraphQLUpload } from '../../../test/support/multipart';
import { restCall } from '../../../test/support/rest';
import { Revision } from '../revisions/revision.entity';
import { Project, ProjectSlug, ProjectTechnology } from './project.entity';
import { PROJECT_COVER_INVALID } from '@portfolio/content-rules';

/**
 * Editing a project as the blog's editor edits a post (issue 46): GET → edit → PUT on REST, the
 * autosave (a draft's texts at once, a published project's as its pending edit), the versions, the
 * conflict check (expectedUpdatedAt, If-Match), the codes of REST, and a cover that is a stored photo.
 */
type Rest = {
  _id: string;
  title: string;
  slug: string;
  status: string;
  order: number;
  updatedAt: string;
  cover: string;
  technologies: string[];
};

const FIELDS = 'id title slug summary content cover technologies status updatedAt';
const AUTOSAVE = `mutation ($id: ID, $input: ProjectDraftInput!, $expected: DateTimeISO) { autosaveProject(id: $id, input: $input, expectedUpdatedAt: $expected) { ${FIELDS} pendingEdit { title slug summary content technologies savedAt } } }`;
const UPDATE = `mutation ($id: ID!, $input: ProjectInput!, $expected: DateTimeISO) { updateProject(id: $id, input: $input, expectedUpdatedAt: $expected) { ${FIELDS} } }`;
const VERSIONS = `query ($id: ID!) { project(id: $id, preview: true) { updatedAt pendingEdit { title savedAt } revisions { id kind title savedAt content } } }`;

type Saved = { id: string; title: string; status: string; updatedAt: string; content: string };
type Versions = {
  updatedAt: string;
  pendingEdit: { title: string; savedAt: string } | null;
  revisions: Array<{ id: string; kind: string; title: string; content: string }>;
};

describe(`editing a project (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
  });
  afterAll(() => app.close());

  const rows = async () => ({
    projects: await app.dataSource.getRepository(Project).find({ order: { id: 'ASC' } }),
    slugs: await app.dataSource.getRepository(ProjectSlug).find({ order: { slug: 'ASC' } }),
    technologies: await app.dataSource
      .getRepository(ProjectTechnology)
      .find({ order: { projectId: 'ASC', slug: 'ASC' } }),
    revisions: await app.dataSource.getRepository(Revision).find({ order: { id: 'ASC' } }),
  });
  const create = async (title: string, status = 'published') =>
    (
      await restCall<Rest>(app, 'POST', '/api/projects', {
        token,
        body: { title, summary: 'Özet', content: '<p>İlk</p>', technologies: ['Go'], status },
      })
    ).body.data!;
  const versions = async (id: string) =>
    (await app.gql<{ project: Versions }>(VERSIONS, { id }, { token })).data!.project;

  it('takes back what GET /api/projects/{id} answered, edited (read-only fields ignored), and refuses an unknown one', async () => {
    const created = await create('Gidiş Dönüş');
    const read = await restCall<Rest & Record<string, unknown>>(app, 'GET', `/api/projects/${created._id}`);
    expect(Object.keys(read.body.data!)).toEqual(
      expect.arrayContaining(['_id', 'order', 'createdAt', 'updatedAt', 'status', 'slug', 'links']),
    );
    const put = await restCall<Rest>(app, 'PUT', `/api/projects/${created._id}`, {
      token,
      body: { ...read.body.data, title: 'Gidiş Dönüş, düzeltildi', order: 99, _id: 'baska' },
    });
    expect([put.status, put.body.data?.title, put.body.data?.order, put.body.data?._id]).toEqual([
      200,
      'Gidiş Dönüş, düzeltildi',
      read.body.data!.order,
      created._id,
    ]);

    const before = await rows();
    const refused = await restCall(app, 'PUT', `/api/projects/${created._id}`, {
      token,
      body: { ...read.body.data, pendingEdit: null },
    });
    expect([refused.status, refused.body.message]).toEqual([400, 'Bilinmeyen alan: pendingEdit.']);
    expect(await rows()).toEqual(before);
  });

  it('answers 404 for a project that is not there, 401 without a session, 403 for a preview asked by a visitor', async () => {
    const body = { title: 'Yok' };
    for (const [method, path] of [
      ['PUT', '/api/projects/yok'],
      ['DELETE', '/api/projects/yok'],
      ['PUT', '/api/projects/yok/autosave'],
      ['GET', '/api/projects/yok/revisions'],
    ] as const) {
      const answer = await restCall(app, method, path, { token, body: method === 'PUT' ? body : undefined });
      expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 404, 'Proje bulunamadı']);
      expect((await restCall(app, method, path, { body: method === 'PUT' ? body : undefined })).status).toBe(401);
    }
    const project = await create('Kapalı', 'draft');
    // An id is looked up as written, on both databases (MySQL's collation would match it in capitals).
    const before = await rows();
    const upper = await restCall(app, 'PUT', `/api/projects/${project._id.toUpperCase()}`, { token, body });
    expect([upper.status, upper.body.message]).toEqual([404, 'Proje bulunamadı']);
    expect(await rows()).toEqual(before);
    const revision = await restCall(app, 'GET', `/api/projects/${project._id}/revisions/yok`, { token });
    expect([revision.status, revision.body.message]).toEqual([404, 'Sürüm bulunamadı']);
    expect((await restCall(app, 'GET', `/api/projects/${project._id}?preview=true`)).status).toBe(403);
    const revisions = await app.gql(`{ project(id: "${project._id}", preview: true) { id } }`);
    expect(revisions.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("autosaves a draft's texts at once, and a published project's as its pending edit until updateProject", async () => {
    const { id: draftId } = (
      await app.gql<{ autosaveProject: Saved }>(
        AUTOSAVE,
        { input: { title: 'Yeni Taslak', status: 'PUBLISHED' } },
        { token },
      )
    ).data!.autosaveProject;
    const draft = await app.dataSource.getRepository(Project).findOneByOrFail({ id: draftId });
    expect([draft.status, draft.summary, draft.technologies]).toEqual(['draft', '', []]);

    const published = await create('Yayında');
    const autosaved = await app.gql<{ autosaveProject: Saved & { pendingEdit: { title: string; content: string } } }>(
      AUTOSAVE,
      {
        id: published._id,
        input: { title: 'Yayında, yeni', content: '<p>Yeni</p><script>x()</script>', technologies: ['Rust'] },
      },
      { token },
    );
    expect(autosaved.errors).toBeUndefined();
    expect(autosaved.data!.autosaveProject).toMatchObject({
      title: 'Yayında',
      content: '<p>İlk</p>',
      pendingEdit: { title: 'Yayında, yeni', content: '<p>Yeni</p>' },
    });
    // The public sees the project as it was, its technologies included.
    const publicRead = await restCall<Rest>(app, 'GET', `/api/projects/${published._id}`);
    expect([publicRead.body.data?.title, publicRead.body.data?.technologies]).toEqual(['Yayında', ['Go']]);

    const updated = await app.gql<{ updateProject: Saved }>(
      UPDATE,
      { id: published._id, input: { title: 'Yayında, yeni', content: '<p>Yeni</p>', status: 'PUBLISHED' } },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    const after = await versions(published._id);
    expect(after.pendingEdit).toBeNull();
    expect(after.revisions.map(({ kind, title }) => [kind, title])).toEqual([
      // The autosave was not kept: the newest version was not 10 minutes old.
      ['SAVED', 'Yayında, yeni'],
      ['SAVED', 'Yayında'],
    ]);
    const one = await app.gql<{ projectRevision: { title: string; content: string } }>(
      'query ($id: ID!, $projectId: ID!) { projectRevision(id: $id, projectId: $projectId) { title content } }',
      { id: after.revisions[1]!.id, projectId: published._id },
      { token },
    );
    expect(one.data?.projectRevision).toEqual({ title: 'Yayında', content: '<p>İlk</p>' });

    // Deleting the project deletes its versions.
    await restCall(app, 'DELETE', `/api/projects/${published._id}`, { token });
    expect(await app.dataSource.getRepository(Revision).countBy({ subjectId: published._id })).toBe(0);
  });

  it('refuses a save begun from a version replaced since (CONFLICT, 409) and changes nothing', async () => {
    const project = await create('Çakışma');
    const began = (await versions(project._id)).updatedAt;
    await app.gql(UPDATE, { id: project._id, input: { title: 'Çakışma, başka sekme' }, expected: began }, { token });

    const before = await rows();
    const stale = await app.gql(
      UPDATE,
      { id: project._id, input: { title: 'Çakışma, eski' }, expected: began },
      { token },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toMatch(/^Bu proje siz düzenlerken başka bir sekmede/);
    const staleAutosave = await app.gql(
      AUTOSAVE,
      { id: project._id, input: { title: 'Çakışma, eski' }, expected: began },
      { token },
    );
    expect(staleAutosave.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const rest = await restCall(app, 'PUT', `/api/projects/${project._id}`, {
      token,
      headers: { 'if-match': `"${began}"` },
      body: { title: 'Çakışma, eski' },
    });
    expect([rest.status, rest.body.message]).toEqual([409, stale.errors![0]!.message]);
    expect(await rows()).toEqual(before);

    // From the newest version, the save goes through.
    const newest = (await versions(project._id)).updatedAt;
    const fresh = await restCall<Rest>(app, 'PUT', `/api/projects/${project._id}`, {
      token,
      headers: { 'if-match': `"${newest}"` },
      body: { title: 'Çakışma, son' },
    });
    expect([fresh.status, fresh.body.data?.title]).toEqual([200, 'Çakışma, son']);
  });

  it('refuses a slug another project has or had (400, in Turkish) and changes nothing', async () => {
    const first = await create('Birinci Proje');
    const second = await create('İkinci Proje');
    await restCall(app, 'PUT', `/api/projects/${first._id}`, { token, body: { title: 'Birinci', slug: 'birinci' } });
    const before = await rows();
    for (const slug of ['birinci', 'birinci-proje', first._id]) {
      const refused = await restCall(app, 'PUT', `/api/projects/${second._id}`, { token, body: { title: 'x', slug } });
      expect([refused.status, refused.body.message]).toEqual([400, 'Bu bağlantı adresi zaten kullanılıyor']);
    }
    expect(await rows()).toEqual(before);
  });

  it('takes a photo uploadImage stored as the cover, and refuses any other image', async () => {
    const upload = (bytes: Buffer, name: string, type: string) =>
      postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
        query: UPLOAD_IMAGE,
        file: { bytes, name, type },
        token,
      }).then((response) => response.body!.data!.uploadImage);
    const photo = await upload(JPEG_PHOTO, 'kapak.jpg', 'image/jpeg');
    const gif = await upload(GIF89A, 'kapak.gif', 'image/gif');

    const project = await create('Kapaklı');
    const covered = await restCall<Rest>(app, 'PUT', `/api/projects/${project._id}`, {
      token,
      body: { title: 'Kapaklı', cover: photo },
    });
    expect([covered.status, covered.body.data?.cover]).toEqual([200, photo]);

    const before = await rows();
    for (const cover of [
      gif,
      photo.slice('/uploads/'.length),
      `${app.url}${photo}`,
      photo.replace(/\.jpg$/, '-480w.webp'),
    ]) {
      const refused = await restCall(app, 'PUT', `/api/projects/${project._id}`, {
        token,
        body: { title: 'x', cover },
      });
      expect([cover, refused.status, refused.body.message]).toEqual([cover, 400, PROJECT_COVER_INVALID]);
      const created = await restCall(app, 'POST', '/api/projects', { token, body: { title: 'x', cover } });
      expect([cover, created.status]).toEqual([cover, 400]);
    }
    expect(await rows()).toEqual(before);
  });

  it("stores its content as a post's: headings with ids, code highlighted, an uploaded photo a <picture> (create, update, autosave)", async () => {
    const { body } = await postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
      query: UPLOAD_IMAGE,
      file: { bytes: JPEG_PHOTO, name: 'ekran.jpg', type: 'image/jpeg' },
      token,
    });
    const photo = body!.data!.uploadImage;
    const content = `<h2>Kurulum</h2><pre><code class="language-ts">const a: number = 1;</code></pre><p><img src="${photo}" alt="Ekran"></p>`;
    const post = await app.gql<{ createBlog: { content: string } }>(
      'mutation($input: BlogInput!) { createBlog(input: $input) { content } }',
      { input: { title: 'Aynı içerik', shortDescription: 'Özet', content, tags: [] } },
      { token },
    );
    expect(post.errors).toBeUndefined();
    const asPost = post.data!.createBlog.content;
    expect(asPost).toContain('<h2 id="kurulum">');
    expect(asPost).toContain('<span class="hljs-keyword">const</span>');
    expect(asPost).toContain(`<picture><source type="image/avif"`);

    const created = await restCall<Rest & { content: string }>(app, 'POST', '/api/projects', {
      token,
      body: { title: 'Kodlu', content },
    });
    const id = created.body.data!._id;
    const updated = await app.gql<{ updateProject: Saved }>(
      UPDATE,
      { id, input: { title: 'Kodlu', content } },
      { token },
    );
    const autosaved = await app.gql<{ autosaveProject: Saved }>(
      AUTOSAVE,
      { id, input: { title: 'Kodlu', content: `${content}<p>Son</p>` } },
      { token },
    );
    expect([
      created.body.data!.content,
      updated.data!.updateProject.content,
      autosaved.data!.autosaveProject.content,
    ]).toEqual([asPost, asPost, `${asPost}<p>Son</p>`]);
    const [row] = await app.dataSource.getRepository(Project).find({ where: { id } });
    expect(row!.content).toBe(`${asPost}<p>Son</p>`);
  });
});
