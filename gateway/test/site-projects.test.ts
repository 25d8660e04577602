import { allElements, parseXml } from './support/xml';
import { startAdminApp, type TestApp } from './support/app';
import { CREATE } from './support/blog';
import { blogInput } from './support/content';
import { testDb } from './support/db';
import { rawGet } from './support/raw-http';

/**
 * The site's door to the projects (issue 46), over a real database: which project pages the site
 * has (a published project, the list's pages, a technology's list, a tag of projects alone), the
 * shared 404 for everything else (a draft above all), the sitemap and the share cards. Which pages
 * exist is read where the analytics reads it (`recordPageView` counts a view of a page the site
 * has, sitePages), so it holds whatever the pages render.
 */

const PUBLIC_URL = 'https://site.example';
const CREATE_PROJECT = 'mutation($input: ProjectInput!) { createProject(input: $input) { id slug } }';
const UPDATE_PROJECT =
  'mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id slug status } }';
const RECORD = 'mutation($path: String!) { recordPageView(path: $path) }';

const project = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `${title}: kıyıdaki fenerlerin haritası`,
  content: '<p>Bir harita</p>',
  technologies: ['Go'],
  status: 'PUBLISHED',
  ...extra,
});

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe(`the site's project pages, sitemap and cards (issue 46) (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let feneri: { id: string; slug: string };
  let draft: { id: string; slug: string };
  let n = 0;

  /** Whether the site has the page: a view of it counts (a new reader each time). */
  const exists = async (path: string) =>
    (
      await app.gql<{ recordPageView: boolean }>(
        RECORD,
        { path },
        { headers: { 'user-agent': 'Mozilla/5.0 Firefox/133.0', 'x-forwarded-for': `203.0.113.${++n}` } },
      )
    ).data?.recordPageView;
  const page = (path: string) => rawGet(app, path, { accept: 'text/html' });
  const create = async (input: Record<string, unknown>) =>
    (await app.gql<{ createProject: { id: string; slug: string } }>(CREATE_PROJECT, { input }, { token })).data!
      .createProject;
  const sitemap = async () =>
    allElements(parseXml((await rawGet(app, '/sitemap.xml')).body.toString('utf8')))
      .filter((e) => e.name === 'loc')
      .map((e) => e.text!.slice(PUBLIC_URL.length));

  beforeAll(async () => {
    ({ app, token } = await startAdminApp({ TRUST_PROXY: 'true', REQUEST_BUDGET: '0' }));
    await app.gql(CREATE, { input: blogInput({ title: 'Bir yazı', tags: ['etiket'] }) }, { token });
    feneri = await create(project('Deniz Feneri', { technologies: ['TypeScript', 'Rust'], featured: true }));
    draft = await create(project('Gizli Taslak', { technologies: ['Elixir'], status: 'DRAFT' }));
    // 14 published, 13 of them in Go: two pages of 12 of both lists.
    for (let i = 1; i <= 13; i++) await create(project(`Dolgu ${i}`));
  });
  afterAll(() => app.close());

  it('has a published project’s page (its id too, under its slug), the list’s pages and a technology’s list', async () => {
    for (const path of [
      '/projects',
      '/projects?sayfa=2',
      '/projects/deniz-feneri',
      `/projects/${feneri.id}`,
      '/Projects/deniz-feneri/',
      '/projects?teknoloji=typescript',
      '/projects?teknoloji=go&sayfa=2',
    ])
      expect([path, await exists(path)]).toEqual([path, true]);
  });

  it('answers a draft, an unknown project, a list page past the end and a technology without a project with the shared 404', async () => {
    for (const path of [
      `/projects/${draft.slug}`,
      `/projects/${draft.id}`,
      '/projects/boyle-bir-proje-yok',
      '/projects?sayfa=3',
      '/projects?teknoloji=go&sayfa=3',
      '/projects?teknoloji=typescript&sayfa=2',
      '/projects?teknoloji=elixir',
      '/projects?teknoloji=yok',
    ]) {
      expect([path, await exists(path)]).toEqual([path, false]);
      const answer = await page(path);
      const html = answer.body.toString('utf8');
      // The shared page: no render, no application script.
      expect([path, answer.status, html.includes('Sayfa bulunamadı'), html.includes('<script type="module"')]).toEqual([
        path,
        404,
        true,
        false,
      ]);
    }
  });

  it('has a tag’s page when only projects list its technology (page 1), and none for a draft’s', async () => {
    expect(await exists('/tags/rust')).toBe(true);
    expect(await exists('/tags/etiket')).toBe(true);
    for (const path of ['/tags/rust?sayfa=2', '/tags/elixir', '/tags/yok']) {
      expect([path, await exists(path)]).toEqual([path, false]);
      expect((await page(path)).status).toBe(404);
    }
  });

  it('lists /projects, every published project and its technologies’ tag pages in the sitemap, never a draft', async () => {
    const locations = await sitemap();
    expect(locations).toContain('/projects');
    expect(locations).toContain('/projects/deniz-feneri');
    for (let i = 1; i <= 13; i++) expect(locations).toContain(`/projects/dolgu-${i}`);
    expect(locations).toEqual(expect.arrayContaining(['/tags/etiket', '/tags/typescript', '/tags/rust', '/tags/go']));
    expect(locations.filter((path) => /taslak|elixir/.test(path))).toEqual([]);
  });

  it('draws a published project’s share card (1200×630, its ETag following its text); 301 from its id, 404 for a draft', async () => {
    const card = await rawGet(app, '/projects/deniz-feneri/og.png');
    expect([card.status, card.headers['content-type']]).toEqual([200, 'image/png']);
    expect(pngSize(card.body)).toEqual([1200, 630]);
    const etag = card.headers.etag!;
    expect((await rawGet(app, '/projects/deniz-feneri/og.png', { 'if-none-match': etag })).status).toBe(304);
    const moved = await rawGet(app, `/projects/${feneri.id}/og.png`);
    expect([moved.status, moved.headers.location]).toEqual([301, '/projects/deniz-feneri/og.png']);
    for (const path of [`/projects/${draft.slug}/og.png`, `/projects/${draft.id}/og.png`, '/projects/yok/og.png'])
      expect([path, (await rawGet(app, path)).status]).toEqual([path, 404]);

    await app.gql(
      UPDATE_PROJECT,
      { id: feneri.id, input: project('Deniz Feneri', { summary: 'Yeni özet', technologies: ['TypeScript', 'Rust'] }) },
      { token },
    );
    const redrawn = await rawGet(app, '/projects/deniz-feneri/og.png', { 'if-none-match': etag });
    expect(redrawn.status).toBe(200);
    expect(redrawn.headers.etag).not.toBe(etag);
  });

  it('publishing a draft makes its page, card, tag and sitemap entry at once (the kept answers are dropped)', async () => {
    expect(await sitemap()).not.toContain(`/projects/${draft.slug}`);
    expect((await page(`/projects/${draft.slug}`)).status).toBe(404);
    const published = await app.gql<{ updateProject: { status: string } }>(
      UPDATE_PROJECT,
      { id: draft.id, input: project('Gizli Taslak', { technologies: ['Elixir'] }) },
      { token },
    );
    expect(published.data?.updateProject.status).toBe('PUBLISHED');
    expect(await sitemap()).toEqual(expect.arrayContaining([`/projects/${draft.slug}`, '/tags/elixir']));
    expect(await exists(`/projects/${draft.slug}`)).toBe(true);
    expect(await exists('/tags/elixir')).toBe(true);
    expect((await rawGet(app, `/projects/${draft.slug}/og.png`)).status).toBe(200);
    // Rendered now, no longer the shared not-found page.
    expect((await page(`/projects/${draft.slug}`)).body.toString('utf8')).toContain('<script type="module"');
  });
});
