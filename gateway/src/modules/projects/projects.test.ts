import { startAdminApp, type TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { fieldCases, restCases } from '../../../test/support/worst-requests';
import { PUBLIC_FIELDS, routes } from '../../modules';
import { createSchema } from '../../schema';
import { SearchService } from '../search/search.service';
import { Project, ProjectSlug, ProjectTechnology } from './project.entity';
import { PROJECT_COVER_INVALID } from '@portfolio/content-rules';

/**
 * The projects module's gateway side (issue 46), on both doors and both databases: the admin writes,
 * anyone reads what is published, a draft is nowhere public, bad input is refused in Turkish and
 * changes nothing, the owner's order, and the site's search.
 */
type Listed = { _id: string; title: string; slug: string; status: string; order: number; featured: boolean };

const input = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: 'Kısa bir özet',
  content: '<p>Bir <strong>deniz feneri</strong> haritası</p><script>alert(1)</script>',
  technologies: ['TypeScript', 'React'],
  links: { repo: 'https://github.com/ornek/fener', demo: '' },
  startDate: '2024-03',
  endDate: null,
  status: 'published',
  ...extra,
});

describe(`projects (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
  });
  afterAll(() => app.close());

  const rows = async () => ({
    projects: await app.dataSource.getRepository(Project).find({ order: { order: 'ASC' } }),
    slugs: await app.dataSource.getRepository(ProjectSlug).find({ order: { slug: 'ASC' } }),
    technologies: await app.dataSource
      .getRepository(ProjectTechnology)
      .find({ order: { projectId: 'ASC', slug: 'ASC' } }),
  });
  const publicTitles = async (query = '') =>
    ((await restCall<Listed[]>(app, 'GET', `/api/projects${query}`)).body.data ?? []).map((p) => p.title);

  it('is written on both doors by the admin alone, and read by anyone when published', async () => {
    const created = await restCall<Listed & { content: string; links: object }>(app, 'POST', '/api/projects', {
      token,
      body: input('Işık Haritası'),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'isik-haritasi',
      status: 'published',
      content: '<p>Bir <strong>deniz feneri</strong> haritası</p>',
      links: { repo: 'https://github.com/ornek/fener', demo: '' },
    });
    const id = created.body.data!._id;

    expect((await restCall(app, 'POST', '/api/projects', { body: input('Yabancı') })).status).toBe(401);
    expect((await restCall(app, 'PUT', `/api/projects/${id}`, { body: input('Yabancı') })).status).toBe(401);
    expect((await restCall(app, 'DELETE', `/api/projects/${id}`)).status).toBe(401);

    const read = await restCall<Listed>(app, 'GET', '/api/projects/isik-haritasi');
    expect([read.status, read.body.data?._id]).toEqual([200, id]);

    // GraphQL: an update with a new slug; the former one still leads to the project.
    const updated = await app.gql<{ updateProject: { id: string; title: string; slug: string } }>(
      'mutation ($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id title slug } }',
      { id, input: { ...input('Işık Haritası 2'), status: 'PUBLISHED', slug: 'fener-haritasi' } },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateProject).toEqual({ id, title: 'Işık Haritası 2', slug: 'fener-haritasi' });
    const former = await app.gql<{ project: { slug: string } | null }>('{ project(id: "isik-haritasi") { slug } }');
    expect(former.data?.project).toEqual({ slug: 'fener-haritasi' });
    // A slug is looked up as written, on both databases (MySQL's collation would match these).
    for (const spelling of ['FENER-HARITASI', 'fener-haritasi ', 'Isik-haritasi', id.toUpperCase()])
      expect((await restCall(app, 'GET', `/api/projects/${encodeURIComponent(spelling)}`)).status).toBe(404);

    const listed = await restCall<Listed[]>(app, 'GET', '/api/projects?technology=react');
    expect(listed.body).toMatchObject({ success: true, meta: { page: 1, perPage: 12, total: 1, pages: 1 } });
    expect(await publicTitles('?technology=Vue')).toEqual([]);

    expect((await restCall(app, 'DELETE', `/api/projects/${id}`, { token })).status).toBe(200);
    expect((await restCall(app, 'GET', `/api/projects/${id}`)).status).toBe(404);
    const deleted = await app.gql<{ deleteProject: boolean }>(`mutation { deleteProject(id: "${id}") }`, {}, { token });
    expect(deleted.errors?.[0]?.message).toBe('Proje bulunamadı');
  });

  it('keeps a draft to the admin: 404 and absent for anyone else', async () => {
    const draft = await restCall<Listed>(app, 'POST', '/api/projects', {
      token,
      body: input('Gizli Taslak', { status: undefined }),
    });
    expect(draft.body.data?.status).toBe('draft');
    const id = draft.body.data!._id;
    expect((await restCall(app, 'GET', `/api/projects/${id}`)).status).toBe(404);
    expect((await restCall(app, 'GET', '/api/projects/gizli-taslak')).status).toBe(404);
    expect(await publicTitles()).not.toContain('Gizli Taslak');
    expect((await app.gql<{ project: null }>(`{ project(id: "${id}") { id } }`)).data).toEqual({ project: null });
    expect((await restCall(app, 'GET', `/api/projects/${id}?preview=true`)).status).toBe(403);
    expect((await restCall(app, 'GET', '/api/projects?status=all')).status).toBe(403);
    expect((await restCall(app, 'GET', `/api/projects/${id}?preview=true`, { token })).status).toBe(200);
    expect(
      ((await restCall<Listed[]>(app, 'GET', '/api/projects?status=all', { token })).body.data ?? []).map(
        (p) => p.title,
      ),
    ).toContain('Gizli Taslak');
    await restCall(app, 'DELETE', `/api/projects/${id}`, { token });
  });

  it.each([
    [{ title: ' ' }, 'Başlık alanı zorunludur'],
    [{ summary: 'ö'.repeat(201) }, 'Özet en fazla 200 karakter olabilir'],
    [
      { links: { repo: 'http://github.com/ornek', demo: '' } },
      'Bağlantı https:// ile başlayan geçerli bir adres olmalıdır',
    ],
    [
      { links: { repo: '', demo: 'javascript:alert(1)' } },
      'Bağlantı https:// ile başlayan geçerli bir adres olmalıdır',
    ],
    [{ startDate: '2024-13' }, 'Tarih YYYY-AA biçiminde olmalıdır (ör. 2024-05)'],
    [{ startDate: '2024-05', endDate: '2023-01' }, 'Bitiş tarihi başlangıç tarihinden önce olamaz'],
    [{ technologies: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'En fazla 20 teknoloji eklenebilir'],
    [{ technologies: ['ş'.repeat(41)] }, 'Teknoloji adları en fazla 40 karakter olabilir'],
    [{ cover: '../gizli.txt' }, PROJECT_COVER_INVALID],
    [{ cover: 'https://example.com/kapak.jpg' }, PROJECT_COVER_INVALID],
    [{ cover: '/uploads/photo-00000000-0000-4000-8000-000000000000-40x30.jpg' }, PROJECT_COVER_INVALID],
    [{ title: 'Kontrol\u0000' }, 'Metinlerde kontrol karakterleri (ör. NUL) kullanılamaz'],
    [{ title: 'İki\nsatır' }, 'Bu alan tek satır olmalıdır: satır sonu ve sekme kullanılamaz'],
    [{ technologies: ['Go\u0007'] }, 'Metinlerde kontrol karakterleri (ör. NUL) kullanılamaz'],
    [{ links: { repo: 'https://github.com/ornek', demo: '', extra: 1 } }, 'Bilinmeyen alan: extra.'],
    [{ wanted: true }, 'Bilinmeyen alan: wanted.'],
    [{ title: 'ı'.repeat(201) }, 'Başlık en fazla 200 karakter olabilir'],
    [{ links: { repo: `https://ornek.dev/${'a'.repeat(490)}`, demo: '' } }, 'Bağlantı en fazla 500 karakter olabilir'],
    [{ slug: 'a'.repeat(81) }, 'Bağlantı adresi en fazla 80 karakter olabilir'],
    [{ status: 'yayinda' }, 'Geçersiz değer: input.status.'],
    [{ featured: 'evet' }, 'Geçersiz değer: input.featured.'],
    [{ summary: '\ud800' }, 'Metin bozuk bir Unicode karakteri (eşi olmayan vekil karakter) içeriyor'],
    [{ pendingEdit: null }, 'Bilinmeyen alan: pendingEdit.'],
    [
      { slug: 'Büyük Harf' },
      'Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir',
    ],
  ])('refuses %j in Turkish and changes nothing', async (bad, message) => {
    const before = await rows();
    const created = await restCall(app, 'POST', '/api/projects', { token, body: input('Geçerli', bad) });
    expect([created.status, created.body.message]).toEqual([400, message]);
    const existing = await restCall<Listed>(app, 'POST', '/api/projects', { token, body: input('Var Olan') });
    const id = existing.body.data!._id;
    const kept = await rows();
    const updated = await restCall(app, 'PUT', `/api/projects/${id}`, { token, body: input('Var Olan', bad) });
    expect([updated.status, updated.body.message]).toEqual([400, message]);
    expect(await rows()).toEqual(kept);
    await restCall(app, 'DELETE', `/api/projects/${id}`, { token });
    expect(await rows()).toEqual(before);
  });

  it("shows the owner's order, featured first, and refuses an order that is not every project once", async () => {
    const ids: string[] = [];
    for (const title of ['Bir', 'İki', 'Üç'])
      ids.push((await restCall<Listed>(app, 'POST', '/api/projects', { token, body: input(title) })).body.data!._id);
    expect(await publicTitles()).toEqual(['Bir', 'İki', 'Üç']);

    const reordered = await restCall<Listed[]>(app, 'PUT', '/api/projects/order', {
      token,
      body: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.status).toBe(200);
    expect(await publicTitles()).toEqual(['Üç', 'Bir', 'İki']);

    const before = await rows();
    for (const wrong of [
      [ids[0], ids[1]],
      [ids[0], ids[0], ids[1]],
      [...ids, 'yok'],
    ]) {
      const refused = await restCall(app, 'PUT', '/api/projects/order', { token, body: { ids: wrong } });
      expect([refused.status, refused.body.message]).toEqual([400, 'Sıralama her projeyi tam bir kez içermelidir']);
    }
    expect(await rows()).toEqual(before);
    expect((await restCall(app, 'PUT', '/api/projects/order', { body: { ids } })).status).toBe(401);

    // A featured project leads, whatever its place.
    const last = (await restCall<Listed>(app, 'GET', `/api/projects/${ids[1]}`)).body.data!;
    await restCall(app, 'PUT', `/api/projects/${ids[1]}`, { token, body: input(last.title, { featured: true }) });
    expect(await publicTitles()).toEqual(['İki', 'Üç', 'Bir']);
    for (const id of ids) await restCall(app, 'DELETE', `/api/projects/${id}`, { token });
  });

  it("is found by the site's search as kind 'project' when published, never as a draft", async () => {
    const search = new SearchService(app.dataSource);
    const found = async (query: string, hidden = false) =>
      (await search.find({ query, offset: 0, limit: 20, kinds: ['project'], hidden }, async (hits) => hits)).items.map(
        ({ id, kind }) => ({ id, kind }),
      );
    const published = (
      await restCall<Listed>(app, 'POST', '/api/projects', { token, body: input('Pusula Uygulaması') })
    ).body.data!;
    const draft = (
      await restCall<Listed>(app, 'POST', '/api/projects', {
        token,
        body: input('Pusula Taslağı', { status: 'draft' }),
      })
    ).body.data!;
    expect(await found('pusula')).toEqual([{ id: published._id, kind: 'project' }]);
    expect((await found('pusula', true)).map(({ id }) => id).sort()).toEqual([published._id, draft._id].sort());
    expect(await search.find({ query: 'pusula', offset: 0, limit: 20, kinds: ['post'] }, async (h) => h)).toEqual({
      items: [],
      total: 0,
    });
    await restCall(app, 'DELETE', `/api/projects/${published._id}`, { token });
    expect(await found('pusula')).toEqual([]);
    await restCall(app, 'DELETE', `/api/projects/${draft._id}`, { token });
  });

  it('is found in English by its English texts alone, never untranslated; the Turkish search unchanged', async () => {
    const SEARCH = `query($q: String!, $locale: Locale) { search(query: $q, locale: $locale) { total items { kind title path summary } } }`;
    const found = async (q: string, locale?: string) =>
      (
        await app.gql<{ search: { items: Array<Record<string, string>> } }>(SEARCH, { q, ...(locale && { locale }) })
      ).data!.search.items.filter(({ kind }) => kind === 'project');
    const english = {
      title: 'Issue Radar',
      summary: 'Finds the issues',
      content: '<p>Incoming lighthouse signals</p>',
    };
    const translated = (
      await restCall<Listed>(app, 'POST', '/api/projects', {
        token,
        body: input('Sorun Radarı', { content: '<p>Gelen ışık sinyalleri</p>', english }),
      })
    ).body.data!;
    const untranslated = (
      await restCall<Listed>(app, 'POST', '/api/projects', {
        token,
        body: input('Işık Sinyali', { content: '<p>Issue lighthouse sinyal</p>' }),
      })
    ).body.data!;
    const englishResult = {
      kind: 'project',
      title: 'Issue Radar',
      path: '/en/projects/issue-radar',
      summary: 'Finds the issues',
    };
    // Each language's own texts, English folded as English ('ISSUE' is 'issue'); the technologies are names in both.
    for (const q of ['ISSUE', 'radar', 'lighthouse', 'signals', 'typescript'])
      expect(await found(q, 'EN')).toEqual([englishResult]);
    for (const q of ['sorun', 'ışık', 'sinyal']) expect(await found(q, 'EN')).toEqual([]);
    // Turkish: its Turkish texts, as before, the untranslated project too.
    expect((await found('sinyal')).map(({ title, path }) => ({ title, path }))).toEqual(
      expect.arrayContaining([
        { title: 'Sorun Radarı', path: '/projects/sorun-radari' },
        { title: 'Işık Sinyali', path: '/projects/isik-sinyali' },
      ]),
    );
    expect(await found('radar')).toEqual([
      expect.objectContaining({ title: 'Sorun Radarı', path: '/projects/sorun-radari' }),
    ]);
    expect(await found('signals')).toEqual([]);
    // As a draft, or without its English version, it leaves the English search.
    await restCall(app, 'PUT', `/api/projects/${translated._id}`, {
      token,
      body: input('Sorun Radarı', { content: '<p>Gelen ışık sinyalleri</p>', english, status: 'draft' }),
    });
    expect(await found('radar', 'EN')).toEqual([]);
    await restCall(app, 'PUT', `/api/projects/${translated._id}`, {
      token,
      body: input('Sorun Radarı', { content: '<p>Gelen ışık sinyalleri</p>', english }),
    });
    expect(await found('radar', 'EN')).toEqual([englishResult]);
    await restCall(app, 'PUT', `/api/projects/${translated._id}`, {
      token,
      body: input('Sorun Radarı', { content: '<p>Gelen ışık sinyalleri</p>', english: null }),
    });
    expect(await found('radar', 'EN')).toEqual([]);
    expect(await found('radar')).toHaveLength(1);
    // Its English document is left 'gone', its Turkish one written, each row's columns its own.
    expect(
      await app.dataSource.query(
        'SELECT postId, kind, locale, status FROM blog_search_docs WHERE postId = ? ORDER BY locale',
        [translated._id],
      ),
    ).toEqual([
      { postId: translated._id, kind: 'project', locale: 'en', status: 'gone' },
      { postId: translated._id, kind: 'project', locale: 'tr', status: 'published' },
    ]);
    for (const id of [translated._id, untranslated._id])
      await restCall(app, 'DELETE', `/api/projects/${id}`, { token });
  });

  it("prices a list's contents by the largest stored, and the technologies by their count", async () => {
    const large = `<p>${'ş'.repeat(300_000)}</p>`;
    const id = (
      await restCall<Listed>(app, 'POST', '/api/projects', { token, body: input('Büyük', { content: large }) })
    ).body.data!._id;
    // The sizes the cost limit reads are read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cost = async (query: string) =>
      Number(/maliyeti (\d+)/.exec((await app.gql(query)).errors?.[0]?.message ?? '')?.[1] ?? 0);
    // 100 projects of the largest body (600 000 bytes: 1 172 units each) are far beyond the limit.
    expect(await cost('{ projects(perPage: 100) { items { content } } }')).toBeGreaterThan(100 * 1172);
    expect((await app.gql('{ projects(perPage: 100) { items { title } } }')).errors).toBeUndefined();
    const one = await app.gql<{ project: { content: string } }>(`{ project(id: "${id}") { content } }`);
    expect(one.data?.project.content).toBe(large);
    await restCall(app, 'DELETE', `/api/projects/${id}`, { token });
  });

  it('is in the cost test and in OpenAPI without being named there', async () => {
    const schema = await createSchema();
    const known = { common: 'a', phrase: 'a b', slug: 'a', id: 'x', tag: 'a', file: 'f' };
    const fields = fieldCases(schema, PUBLIC_FIELDS, known, () => true).map(({ label }) => label);
    expect(fields.some((label) => /^query\.projects[( ]/.test(label))).toBe(true);
    expect(fields.some((label) => /^query\.project[( ]/.test(label))).toBe(true);
    expect(fields.some((label) => /^query\.projectTechnologies\b/.test(label))).toBe(true);
    expect(fields.some((label) => /^query\.projectsInMenu\b/.test(label))).toBe(true);
    const rest = restCases(schema, routes, known).map(({ label }) => label);
    expect(rest.some((label) => label.startsWith('GET /api/projects '))).toBe(true);
    expect(rest.some((label) => label.startsWith('GET /api/projects/'))).toBe(true);
    const openApi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    expect(Object.keys(openApi.paths['/api/projects'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(openApi.paths['/api/projects/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(openApi.paths['/api/projects/order'] ?? {})).toEqual(['put']);
  });
});
