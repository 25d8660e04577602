import { BLOG_SLUG_RULE, PROJECT_RULES, SLUG_TAKEN } from '@portfolio/content-rules';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { Revision } from '../revisions/revision.entity';
import { In } from 'typeorm';
import { Project, ProjectSlug } from './project.entity';

/**
 * A project's English version (issue 50, docs/product/languages.md) on both doors and both
 * databases: an untranslated project is absent from the English reads, a translated one answers in
 * English with its pages both ways, a bad English field is refused in Turkish and changes nothing,
 * and a version keeps the English texts beside the Turkish ones.
 */
const PROJECT = 'id title slug summary content locale alternates { locale path }';
const EDITED = `${PROJECT} status english { title slug summary content }`;
const CREATE = `mutation($input: ProjectInput!) { createProject(input: $input) { ${EDITED} } }`;
const UPDATE = `mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { ${EDITED} } }`;
const AUTOSAVE = `mutation($id: ID, $input: ProjectDraftInput!) { autosaveProject(id: $id, input: $input) { ${EDITED} pendingEdit { english { title slug content } } } }`;
const ONE = `query($id: ID!, $locale: Locale!) { project(id: $id, locale: $locale) { ${PROJECT} } }`;
const LIST = `query($locale: Locale!, $technology: String) { projects(locale: $locale, technology: $technology) { total items { ${PROJECT} } } }`;
const TECHNOLOGIES = 'query($locale: Locale!) { projectTechnologies(locale: $locale) { slug count } }';

type Shown = {
  id: string;
  title: string;
  slug: string;
  summary: string;
  content: string;
  locale: string;
  alternates: Array<{ locale: string; path: string }>;
  status: string;
  english: { title: string; slug: string; summary: string; content: string } | null;
};

const turkish = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: 'Kısa bir özet',
  content: '<p>Türkçe içerik</p>',
  technologies: ['TypeScript'],
  status: 'PUBLISHED',
  ...extra,
});
const ENGLISH = {
  title: 'Lighthouse Map',
  summary: 'A short summary',
  content: '<p>English <em>content</em></p><script>alert(1)</script>',
};

describe(`a project in English (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let translated: Shown;
  let untranslated: Shown;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    const made = async (input: object) =>
      (await app.gql<{ createProject: Shown }>(CREATE, { input }, { token })).data!.createProject;
    translated = await made(turkish('Deniz Feneri Haritası', { english: ENGLISH, technologies: ['Rust'] }));
    untranslated = await made(turkish('Yalnız Türkçe'));
  });
  afterAll(() => app.close());

  const one = async (id: string, locale: 'TR' | 'EN') =>
    (await app.gql<{ project: Shown | null }>(ONE, { id, locale })).data?.project;
  const list = async (locale: 'TR' | 'EN', technology?: string) =>
    (await app.gql<{ projects: { total: number; items: Shown[] } }>(LIST, { locale, technology })).data!.projects;
  const stored = (id: string) => app.dataSource.getRepository(Project).findOneByOrFail({ id });

  it('is written with its English version, made as the Turkish one is (slug from the title, content sanitised)', () => {
    expect(translated.english).toEqual({
      title: 'Lighthouse Map',
      slug: 'lighthouse-map',
      summary: 'A short summary',
      content: '<p>English <em>content</em></p>',
    });
    expect(untranslated.english).toBeNull();
  });

  it('answers in English only when it has an English version: absent from the English lists, null by its English address', async () => {
    expect((await list('EN')).items.map((p) => p.title)).toEqual(['Lighthouse Map']);
    expect((await list('EN')).total).toBe(1);
    expect((await list('TR')).items.map((p) => p.title)).toEqual(['Deniz Feneri Haritası', 'Yalnız Türkçe']);
    expect(await one(untranslated.id, 'EN')).toBeNull();
    expect(await one(untranslated.slug, 'EN')).toBeNull();
    // The English slugs are their own namespace: a Turkish slug is no English address.
    expect(await one(translated.slug, 'EN')).toBeNull();
    expect((await list('EN', 'typescript')).total).toBe(0);
    expect((await list('EN', 'rust')).total).toBe(1);
    const technologies = await app.gql<{ projectTechnologies: Array<{ slug: string }> }>(TECHNOLOGIES, {
      locale: 'EN',
    });
    expect(technologies.data!.projectTechnologies.map(({ slug }) => slug)).toEqual(['rust']);
  });

  it('answers its English texts by its id or English slug, with its pages both ways', async () => {
    const alternates = [
      { locale: 'TR', path: '/projects/deniz-feneri-haritasi' },
      { locale: 'EN', path: '/en/projects/lighthouse-map' },
    ];
    for (const id of [translated.id, 'lighthouse-map'])
      expect(await one(id, 'EN')).toEqual({
        id: translated.id,
        title: 'Lighthouse Map',
        slug: 'lighthouse-map',
        summary: 'A short summary',
        content: '<p>English <em>content</em></p>',
        locale: 'EN',
        alternates,
      });
    expect(await one('deniz-feneri-haritasi', 'TR')).toMatchObject({
      title: 'Deniz Feneri Haritası',
      content: '<p>Türkçe içerik</p>',
      locale: 'TR',
      alternates,
    });
    // A list reads the English contents when asked.
    expect((await list('EN')).items[0]!.content).toBe('<p>English <em>content</em></p>');
    expect((await one(untranslated.id, 'TR'))!.alternates).toEqual([{ locale: 'TR', path: '/projects/yalniz-turkce' }]);
  });

  it("keeps `english` the admin's", async () => {
    const anonymous = await app.gql(`query($id: ID!) { project(id: $id) { english { title } } }`, {
      id: translated.id,
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad English field with the Turkish message and changes nothing', async () => {
    const before = await stored(translated.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ENGLISH, title: '  ' }, PROJECT_RULES.title.required!],
      [{ ...ENGLISH, title: 'x'.repeat(201) }, PROJECT_RULES.title.tooLong],
      [{ ...ENGLISH, summary: 'x'.repeat(201) }, PROJECT_RULES.summary.tooLong],
      [{ ...ENGLISH, slug: 'Not A Slug' }, BLOG_SLUG_RULE.invalid!],
    ];
    for (const [english, message] of cases) {
      const answer = await app.gql(
        UPDATE,
        { id: translated.id, input: turkish('Deniz Feneri Haritası', { english }) },
        { token },
      );
      expect([english, answer.errors?.[0]?.message]).toEqual([english, message]);
    }
    // Another project's English slug; the Turkish slugs are not in its way.
    const other = await app.gql(
      UPDATE,
      { id: untranslated.id, input: turkish('Yalnız Türkçe', { english: { ...ENGLISH, slug: 'lighthouse-map' } }) },
      { token },
    );
    expect(other.errors?.[0]?.message).toBe(SLUG_TAKEN);
    expect(await stored(translated.id)).toEqual(before);
    expect((await stored(untranslated.id)).enSlug).toBeNull();
    const rest = await restCall(app, 'PUT', `/api/projects/${translated.id}`, {
      token,
      body: turkish('Deniz Feneri Haritası', { status: 'published', english: { ...ENGLISH, title: '' } }),
    });
    expect([rest.status, rest.body.message]).toEqual([400, PROJECT_RULES.title.required]);
    expect(await stored(translated.id)).toEqual(before);
  });

  it('keeps the English version when `english` is absent, removes it for null; its English slug stays until changed', async () => {
    const made = (
      await app.gql<{ createProject: Shown }>(
        CREATE,
        { input: turkish('Geçici', { english: { title: 'Temporary' } }) },
        { token },
      )
    ).data!.createProject;
    expect(made.english).toEqual({ title: 'Temporary', slug: 'temporary', summary: '', content: '' });
    const kept = await app.gql<{ updateProject: Shown }>(
      UPDATE,
      { id: made.id, input: turkish('Geçici (yeni)') },
      { token },
    );
    expect(kept.data!.updateProject.english?.slug).toBe('temporary');
    const retitled = await app.gql<{ updateProject: Shown }>(
      UPDATE,
      { id: made.id, input: turkish('Geçici (yeni)', { english: { title: 'Another title' } }) },
      { token },
    );
    expect(retitled.data!.updateProject.english).toMatchObject({ title: 'Another title', slug: 'temporary' });
    const removed = await app.gql<{ updateProject: Shown }>(
      UPDATE,
      { id: made.id, input: turkish('Geçici (yeni)', { english: null }) },
      { token },
    );
    expect(removed.data!.updateProject.english).toBeNull();
    expect(removed.data!.updateProject.alternates).toEqual([{ locale: 'TR', path: '/projects/gecici' }]);
    expect(await one('temporary', 'EN')).toBeNull();
    expect(await stored(made.id)).toMatchObject({ enTitle: null, enSlug: null, enSummary: null, enContent: null });
    await app.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: made.id }, { token });
  });

  it('keeps leading from a former English slug, which stays its own in English alone', async () => {
    const made = (
      await app.gql<{ createProject: Shown }>(
        CREATE,
        { input: turkish('Eski Ad', { english: { title: 'Old Name' } }) },
        { token },
      )
    ).data!.createProject;
    await app.gql(
      UPDATE,
      { id: made.id, input: turkish('Eski Ad', { english: { title: 'New Name', slug: 'new-name' } }) },
      { token },
    );
    for (const key of ['old-name', 'new-name', made.id])
      expect(await one(key, 'EN')).toMatchObject({ id: made.id, slug: 'new-name', title: 'New Name' });
    // An English slug is no Turkish one.
    expect(await one('old-name', 'TR')).toBeNull();
    const slugs = await app.dataSource
      .getRepository(ProjectSlug)
      .find({ where: { projectId: made.id }, order: { locale: 'ASC', slug: 'ASC' } });
    expect(slugs.map(({ slug, locale }) => [locale, slug])).toEqual([
      ['en', 'new-name'],
      ['en', 'old-name'],
      ['tr', 'eski-ad'],
    ]);
    // Another project cannot take it in English, but may as a Turkish slug; the project may take it back.
    const other = await app.gql(
      UPDATE,
      { id: untranslated.id, input: turkish('Yalnız Türkçe', { english: { ...ENGLISH, slug: 'old-name' } }) },
      { token },
    );
    expect(other.errors?.[0]?.message).toBe(SLUG_TAKEN);
    const turkishSlug = await app.gql<{ createProject: Shown }>(
      CREATE,
      { input: turkish('Old name', { slug: 'old-name' }) },
      { token },
    );
    expect(turkishSlug.errors).toBeUndefined();
    expect(await one('old-name', 'TR')).toMatchObject({ id: turkishSlug.data!.createProject.id });
    const back = await app.gql<{ updateProject: Shown }>(
      UPDATE,
      { id: made.id, input: turkish('Eski Ad', { english: { title: 'Old Name', slug: 'old-name' } }) },
      { token },
    );
    expect(back.data!.updateProject.english?.slug).toBe('old-name');
    for (const id of [made.id, turkishSlug.data!.createProject.id])
      await app.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id }, { token });
    expect(await app.dataSource.getRepository(ProjectSlug).findBy({ slug: In(['old-name', 'new-name']) })).toEqual([]);
  });

  it("prices a body by the larger of a project's two contents", async () => {
    const big = '<p>' + 'b'.repeat(5000) + '</p>';
    const made = (
      await app.gql<{ createProject: Shown }>(
        CREATE,
        { input: turkish('Kısa', { english: { title: 'Long', content: big } }) },
        { token },
      )
    ).data!.createProject;
    expect((await stored(made.id)).contentBytes).toBe(Buffer.byteLength(big));
    await app.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: made.id }, { token });
  });

  it("keeps the English texts in a published project's pending edit and its versions", async () => {
    const autosaved = await app.gql<{ autosaveProject: Shown & { pendingEdit: { english: object } } }>(
      AUTOSAVE,
      {
        id: translated.id,
        input: turkish('Deniz Feneri Haritası', { english: { ...ENGLISH, title: 'Lighthouse Map, revised' } }),
      },
      { token },
    );
    // The public still reads what was published; the pending edit holds the new English texts.
    expect(autosaved.data!.autosaveProject.english?.title).toBe('Lighthouse Map');
    expect(autosaved.data!.autosaveProject.pendingEdit.english).toEqual({
      title: 'Lighthouse Map, revised',
      slug: 'lighthouse-map',
      content: '<p>English <em>content</em></p>',
    });
    // Published: a version of each language's texts, the save's beside the first.
    const revised = { ...ENGLISH, title: 'Lighthouse Map, revised' };
    await app.gql(
      UPDATE,
      { id: translated.id, input: turkish('Deniz Feneri Haritası', { english: revised }) },
      { token },
    );
    const versions = await app.gql<{ project: { revisions: Array<{ english: { title: string } | null }> } }>(
      'query($id: ID!) { project(id: $id, preview: true) { revisions { english { title content } } } }',
      { id: translated.id },
      { token },
    );
    expect(versions.data!.project.revisions.map((version) => version.english?.title)).toEqual([
      'Lighthouse Map, revised',
      'Lighthouse Map',
    ]);
    await app.gql(
      UPDATE,
      { id: translated.id, input: turkish('Deniz Feneri Haritası', { english: ENGLISH }) },
      { token },
    );
  });

  it('keeps a large English content (beyond 64 KB) in its versions apart from their other texts', async () => {
    const large = (word: string) => `<p>${word} ${'ğ'.repeat(50_000)}</p>`; // 100 KB of UTF-8
    const made = (
      await app.gql<{ createProject: Shown }>(
        CREATE,
        {
          input: turkish('Büyük Çeviri', {
            english: { ...ENGLISH, title: 'Large Translation', content: large('first') },
          }),
        },
        { token },
      )
    ).data!.createProject;
    const autosaved = await app.gql<{ autosaveProject: { pendingEdit: { english: { content: string } } } }>(
      AUTOSAVE,
      {
        id: made.id,
        input: turkish('Büyük Çeviri', { english: { ...ENGLISH, title: 'Large', content: large('pending') } }),
      },
      { token },
    );
    expect(autosaved.errors).toBeUndefined();
    expect(autosaved.data!.autosaveProject.pendingEdit.english.content).toBe(large('pending'));
    await app.gql(
      UPDATE,
      {
        id: made.id,
        input: turkish('Büyük Çeviri', { english: { ...ENGLISH, title: 'Large', content: large('saved') } }),
      },
      { token },
    );
    type Version = { id: string; english: { title: string; content: string } | null };
    const versions = await app.gql<{ project: { revisions: Version[] } }>(
      'query($id: ID!) { project(id: $id, preview: true) { revisions { id english { title content } } } }',
      { id: made.id },
      { token },
    );
    expect(versions.errors).toBeUndefined();
    const [saved, first] = versions.data!.project.revisions;
    expect([saved!.english, first!.english]).toEqual([
      { title: 'Large', content: large('saved') },
      { title: 'Large Translation', content: large('first') },
    ]);
    const one = await app.gql<{ projectRevision: Version }>(
      'query($id: ID!, $projectId: ID!) { projectRevision(id: $id, projectId: $projectId) { id english { title content } } }',
      { id: first!.id, projectId: made.id },
      { token },
    );
    expect(one.data!.projectRevision.english).toEqual({ title: 'Large Translation', content: large('first') });
    // The English content is a further body of the version, not in the JSON of its texts.
    const row = await app.dataSource.getRepository(Revision).findOneByOrFail({ id: first!.id });
    expect(row.texts.english).toEqual({
      title: 'Large Translation',
      slug: 'large-translation',
      summary: ENGLISH.summary,
    });
    expect(JSON.parse(row.bodies!)).toEqual({ englishContent: large('first') });
    await app.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: made.id }, { token });
  });

  it('previews a draft in English for the admin alone', async () => {
    const draft = (
      await app.gql<{ createProject: Shown }>(
        CREATE,
        { input: turkish('Taslak', { status: 'DRAFT', english: { title: 'Draft' } }) },
        { token },
      )
    ).data!.createProject;
    const preview = `query($id: ID!) { project(id: $id, preview: true, locale: EN) { title locale } }`;
    expect((await app.gql(preview, { id: 'draft' }, { token })).data).toEqual({
      project: { title: 'Draft', locale: 'EN' },
    });
    expect(await one('draft', 'EN')).toBeNull();
    expect((await app.gql(preview, { id: 'draft' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await app.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: draft.id }, { token });
  });

  it('answers REST ?lang=en in English, and refuses any other lang in Turkish', async () => {
    const listed = await restCall<Shown[]>(app, 'GET', '/api/projects?lang=en');
    expect(listed.body.data!.map((p) => [p.title, p.locale])).toEqual([['Lighthouse Map', 'en']]);
    const found = await restCall<Shown>(app, 'GET', '/api/projects/lighthouse-map?lang=en');
    expect(found.body.data).toMatchObject({ title: 'Lighthouse Map', content: '<p>English <em>content</em></p>' });
    const missing = await restCall(app, 'GET', `/api/projects/${untranslated.slug}?lang=en`);
    expect(missing.status).toBe(404);
    expect((await restCall<Shown>(app, 'GET', '/api/projects/lighthouse-map?lang=tr')).status).toBe(404);
    for (const path of ['/api/projects?lang=de', '/api/projects/lighthouse-map?lang=EN'])
      expect([path, (await restCall(app, 'GET', path)).body.message]).toEqual([
        path,
        "'lang' parametresi şunlardan biri olabilir: tr, en.",
      ]);
  });
});
