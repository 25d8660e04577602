import { startAdminApp, type TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { ProjectSettings } from './project.entity';

/**
 * A project's technologies by slug (a tag's slug): the filter and the counts of the published
 * projects, drafts in neither; 'Projeler menüde görünsün'; and the public answers of both, kept and
 * dropped by the writes that change them (issue 46).
 */
type Listed = { _id: string; title: string };
type Technology = { slug: string; name: string; count: number };

const TECHNOLOGIES = '{ projectTechnologies { slug name count } }';
const FILTERED = 'query ($t: String) { projects(technology: $t) { items { title } total } }';

describe(`project technologies and the menu setting (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
  });
  afterAll(() => app.close());

  const create = async (title: string, technologies: string[], status = 'published') =>
    (await restCall<Listed>(app, 'POST', '/api/projects', { token, body: { title, technologies, status } })).body.data!
      ._id;
  const technologies = async () =>
    (await app.gql<{ projectTechnologies: Technology[] }>(TECHNOLOGIES)).data!.projectTechnologies;
  const titles = async (technology: string) => {
    const answer = await app.gql<{ projects: { items: Array<{ title: string }>; total: number } }>(FILTERED, {
      t: technology,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.projects.items.map(({ title }) => title);
  };

  it("filters by a technology's slug and counts the published projects, drafts in neither; an answer kept is dropped by a write", async () => {
    const ids = [
      await create('Fener', ['Node.js', 'TypeScript']),
      await create('Pusula', ['node.js', 'Işık Motoru']),
      await create('Taslak', ['Node.js', 'Gizli Teknoloji'], 'draft'),
    ];
    expect(await technologies()).toEqual([
      { slug: 'isik-motoru', name: 'Işık Motoru', count: 1 },
      { slug: 'node-js', name: 'Node.js', count: 2 },
      { slug: 'typescript', name: 'TypeScript', count: 1 },
    ]);
    expect(await titles('node-js')).toEqual(['Fener', 'Pusula']);
    expect(await titles('isik-motoru')).toEqual(['Pusula']);
    expect(await titles('gizli-teknoloji')).toEqual([]);
    expect(await titles('yok')).toEqual([]);
    // REST's list takes the same slug; the admin's list with drafts filters them too.
    const rest = await restCall<Listed[]>(app, 'GET', '/api/projects?technology=node-js');
    expect(rest.body.data?.map(({ title }) => title)).toEqual(['Fener', 'Pusula']);
    const all = await restCall<Listed[]>(app, 'GET', '/api/projects?technology=node-js&status=all', { token });
    expect(all.body.data?.map(({ title }) => title)).toEqual(['Fener', 'Pusula', 'Taslak']);

    // Publishing the draft, then deleting a project: the kept answers change at once.
    await restCall(app, 'PUT', `/api/projects/${ids[2]}`, {
      token,
      body: { title: 'Taslak', technologies: ['Node.js', 'Gizli Teknoloji'], status: 'published' },
    });
    expect((await technologies()).find(({ slug }) => slug === 'gizli-teknoloji')).toEqual({
      slug: 'gizli-teknoloji',
      name: 'Gizli Teknoloji',
      count: 1,
    });
    expect(await titles('node-js')).toEqual(['Fener', 'Pusula', 'Taslak']);
    await restCall(app, 'DELETE', `/api/projects/${ids[0]}`, { token });
    expect((await technologies()).map(({ slug, count }) => [slug, count])).toEqual([
      ['gizli-teknoloji', 1],
      ['isik-motoru', 1],
      ['node-js', 2],
    ]);
    expect(await titles('typescript')).toEqual([]);
    for (const id of ids.slice(1)) await restCall(app, 'DELETE', `/api/projects/${id}`, { token });
    expect(await technologies()).toEqual([]);
  });

  it("keeps 'Projeler menüde görünsün' off until the admin turns it on; a kept answer is dropped by the setting's write alone", async () => {
    const inMenu = async () => (await app.gql<{ projectsInMenu: boolean }>('{ projectsInMenu }')).data!.projectsInMenu;
    const set = (visible: boolean, bearer?: string) =>
      app.gql<{ setProjectsInMenu: boolean }>(
        'mutation ($visible: Boolean!) { setProjectsInMenu(visible: $visible) }',
        { visible },
        bearer ? { token: bearer } : {},
      );
    expect(await inMenu()).toBe(false);
    expect((await set(true)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // A change behind the gateway's back (no entity's write) leaves the kept answer as it was...
    await app.dataSource.query('INSERT INTO project_settings (id, inMenu) VALUES (1, 1)');
    expect(await inMenu()).toBe(false);
    // ...and a write of a project does not drop it.
    await create('Menüsüz', []);
    expect(await inMenu()).toBe(false);
    await app.dataSource.query('DELETE FROM project_settings');

    expect((await set(true, token)).data?.setProjectsInMenu).toBe(true);
    expect(await inMenu()).toBe(true);
    expect(await app.dataSource.getRepository(ProjectSettings).find()).toEqual([{ id: 1, inMenu: true }]);
    expect((await set(false, token)).data?.setProjectsInMenu).toBe(false);
    expect(await inMenu()).toBe(false);
    expect(await app.dataSource.getRepository(ProjectSettings).count()).toBe(1);
  });

  it('counts every project of a page smaller than the list, open-ended ones too (a count of 0 before)', async () => {
    await create('Açık Uçlu Bir', ['Zig']);
    await create('Açık Uçlu İki', ['Zig']);
    const page = await app.gql<{ projects: { total: number; pages: number; items: unknown[] } }>(
      'query ($t: String) { projects(technology: $t, perPage: 1) { total pages items { title } } }',
      { t: 'zig' },
    );
    expect(page.data!.projects).toMatchObject({ total: 2, pages: 2 });
    expect(page.data!.projects.items).toHaveLength(1);
  });
});
