import { startAdminApp, type TestApp } from '../../../test/support/app';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { JPEG_PHOTO, UPLOAD_IMAGE } from '../../../test/support/image-upload';
import { postGraphQLUpload } from '../../../test/support/multipart';
import { restCall } from '../../../test/support/rest';
import { backup, restore } from '../backup/backup.kit';
import { SearchService } from '../search/search.service';
import type { StoredFile } from '../files/stored-file.entity';
import { Project, ProjectSettings, ProjectSlug, ProjectTechnology } from './project.entity';

/**
 * Projects travel in the backup with no declaration of theirs (the backup carries every entity's
 * table): a restore into an empty database gives the same rows, former slugs, technologies, the menu
 * setting and the cover's stored photo included, and the search index rebuilt from them finds the
 * published project and not the draft.
 */
describe(`projects in a backup (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
  });
  afterAll(() => app.close());

  it('restore identically, and are found again by search when published', async () => {
    const cover = (
      await postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
        query: UPLOAD_IMAGE,
        file: { bytes: JPEG_PHOTO, name: 'kapak.jpg', type: 'image/jpeg' },
        token,
      })
    ).body!.data!.uploadImage;
    await app.gql('mutation { setProjectsInMenu(visible: true) }', {}, { token });
    const body = (title: string, status: string) => ({
      cover,
      title,
      summary: 'Özet',
      content: '<p>Çapa ve pusula</p>',
      technologies: ['Go', 'Node.js'],
      links: { repo: 'https://github.com/ornek/capa', demo: 'https://capa.example' },
      startDate: '2023-01',
      endDate: '2024-12',
      featured: true,
      status,
    });
    const published = await restCall<{ _id: string }>(app, 'POST', '/api/projects', {
      token,
      body: body('Çapa', 'published'),
    });
    await restCall(app, 'PUT', `/api/projects/${published.body.data!._id}`, {
      token,
      // With its English version (issue 50): the English columns round trip too.
      body: {
        ...body('Çapa', 'published'),
        slug: 'capa-yeni',
        english: { title: 'Anchor', summary: 'Summary', content: '<p>Anchor and compass</p>' },
      },
    });
    await restCall(app, 'POST', '/api/projects', { token, body: body('Çapa Taslağı', 'draft') });

    const rows = async (dataSource: TestApp['dataSource']) => ({
      projects: await dataSource.getRepository(Project).find({ order: { id: 'ASC' } }),
      slugs: await dataSource.getRepository(ProjectSlug).find({ order: { slug: 'ASC' } }),
      technologies: await dataSource
        .getRepository(ProjectTechnology)
        .find({ order: { projectId: 'ASC', slug: 'ASC' } }),
      settings: await dataSource.getRepository(ProjectSettings).find(),
      cover: await dataSource
        .getRepository<StoredFile>('StoredFile')
        .findOneBy({ name: cover.slice('/uploads/'.length) }),
    });
    const file = await backup(app.dataSource);
    const target = await openTestDatabase();
    try {
      await restore(target.dataSource, file);
      const restored = await rows(target.dataSource);
      expect(restored).toEqual(await rows(app.dataSource));
      expect(restored.slugs.map(({ slug, locale }) => [slug, locale])).toEqual([
        ['anchor', 'en'],
        ['capa', 'tr'],
        ['capa-taslagi', 'tr'],
        ['capa-yeni', 'tr'],
      ]);
      expect(restored.technologies.map(({ slug }) => slug)).toEqual(expect.arrayContaining(['go', 'node-js']));
      expect(restored.technologies).toHaveLength(4);
      expect(restored.settings).toEqual([{ id: 1, inMenu: true }]);
      expect(restored.cover?.name).toBe(cover.slice('/uploads/'.length));
      expect(restored.projects.every((project) => project.cover === cover)).toBe(true);
      expect(restored.projects.map(({ enSlug }) => enSlug)).toEqual(expect.arrayContaining(['anchor', null]));
      const found = await new SearchService(target.dataSource).find(
        { query: 'pusula', offset: 0, limit: 20, kinds: ['project'] },
        async (hits) => hits.map(({ id }) => id),
      );
      expect(found.items).toEqual([published.body.data!._id]);
    } finally {
      await target.drop();
    }
  });
});
