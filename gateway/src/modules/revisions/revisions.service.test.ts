import type { DataSource } from 'typeorm';
import { openTestDatabase, testDb } from '../../../test/support/db';
import type { Versioned } from '../../core/module';
import { AUTOSAVE_REVISION_EVERY_MS, REVISIONS_KEPT, RevisionsService, type Versions } from './revisions.service';

/**
 * A second subject opts in (issue 45): a project, as a coming module would declare it, gets versions
 * from the same store as the posts, on a real database (SQLite, then MariaDB), without a line of
 * this module changed: autosave, the versions kept, a pending edit, the conflict check, and deletion.
 */

/** The coming projects module's entity, as far as its declaration needs it. */
class Project {}

type ProjectTexts = { name: string; description: string; startedOn: Date | null; links: string[] };

const PROJECT_VERSIONS: Versioned = {
  entity: Project,
  subject: 'project',
  body: 'description',
  dates: ['startedOn'],
  conflict: 'Bu proje siz düzenlerken başka bir yerde kaydedildi; üzerine yazılmadı.',
};
/** The posts', declared as the blog declares them (a subject beside the project). */
const POSTS: Versioned = { ...PROJECT_VERSIONS, subject: 'post', body: 'content', dates: [] };

const ID = '00000000-0000-4000-8000-000000000001';
const texts = (name: string, description = `<p>${name} açıklaması</p>`): ProjectTexts => ({
  name,
  description,
  startedOn: new Date('2026-03-01T09:30:00.125Z'),
  links: ['https://örnek.dev/ışık'],
});

describe(`versions of any declared subject (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let projects: Versions<ProjectTexts>;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    projects = new RevisionsService(dataSource).of<ProjectTexts>(PROJECT_VERSIONS);
  });
  afterAll(() => drop());
  beforeEach(() => dataSource.query('DELETE FROM revisions'));

  it('keeps every save and gives its texts back as they were: the body apart, dates as dates', async () => {
    await dataSource.transaction((manager) => projects.keep(manager, ID, texts('Şehir haritası')));
    const [listed, ...rest] = await projects.list(ID);
    expect(rest).toEqual([]);
    expect(listed).toEqual({
      id: expect.any(String),
      subjectId: ID,
      kind: 'saved',
      savedAt: expect.any(Date),
      name: 'Şehir haritası',
      startedOn: new Date('2026-03-01T09:30:00.125Z'),
      links: ['https://örnek.dev/ışık'],
    });
    expect(await projects.one(ID, listed!.id)).toEqual({ ...listed, description: '<p>Şehir haritası açıklaması</p>' });
    expect(await projects.body(listed!.id)).toBe('<p>Şehir haritası açıklaması</p>');
  });

  it('an autosave at most every 10 minutes; the last 50', async () => {
    const now = Date.now();
    await dataSource.transaction(async (manager) => {
      await projects.keep(manager, ID, texts('İlk'), { now: new Date(now) });
      await projects.keep(manager, ID, texts('Hemen sonra'), { autosaved: true, now: new Date(now + 1000) });
      await projects.keep(manager, ID, texts('On dakika sonra'), {
        autosaved: true,
        now: new Date(now + AUTOSAVE_REVISION_EVERY_MS),
      });
    });
    expect((await projects.list(ID)).map(({ kind, name }) => [kind, name])).toEqual([
      ['autosaved', 'On dakika sonra'],
      ['saved', 'İlk'],
    ]);
    await dataSource.transaction(async (manager) => {
      for (let n = 1; n <= REVISIONS_KEPT; n++)
        await projects.keep(manager, ID, texts(`Sürüm ${n}`), { now: new Date(now + AUTOSAVE_REVISION_EVERY_MS + n) });
    });
    const kept = await projects.list(ID);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect([kept[0]!.name, kept.at(-1)!.name]).toEqual([`Sürüm ${REVISIONS_KEPT}`, 'Sürüm 1']);
  });

  it('one pending edit per item, newer than the item: a save begun before it is refused in its Turkish words', async () => {
    const updatedAt = new Date('2026-11-01T10:00:00.000Z');
    const first = await dataSource.transaction((manager) => projects.savePending(manager, ID, texts('Taslak 1')));
    const second = await dataSource.transaction((manager) => projects.savePending(manager, ID, texts('Taslak 2')));
    expect(second.id).toBe(first.id);
    expect(await projects.pending(ID)).toEqual({ ...second, kind: 'pending' });
    expect(await projects.list(ID)).toEqual([]); // a pending edit is no kept version

    expect(() => projects.check(updatedAt, second, second.savedAt)).not.toThrow();
    expect(() => projects.check(updatedAt, second, undefined)).not.toThrow();
    expect(() => projects.check(updatedAt, second, updatedAt)).toThrow(
      expect.objectContaining({
        code: 'CONFLICT',
        message: 'Bu proje siz düzenlerken başka bir yerde kaydedildi; üzerine yazılmadı.',
        details: { updatedAt: second.savedAt.toISOString() },
      }),
    );
    await dataSource.transaction((manager) => projects.dropPending(manager, ID));
    expect(await projects.pending(ID)).toBeNull();
    expect(() => projects.check(updatedAt, null, updatedAt)).not.toThrow();
  });

  it("subjects do not mix: a post with the project's id has versions of its own, and forgetting one leaves the other", async () => {
    const posts = new RevisionsService(dataSource).of<{ title: string; content: string }>(POSTS);
    await dataSource.transaction(async (manager) => {
      await projects.keep(manager, ID, texts('Proje'));
      await posts.keep(manager, ID, { title: 'Yazı', content: '<p>Gövde</p>' });
    });
    const [post] = await posts.list(ID);
    expect(post).toMatchObject({ title: 'Yazı' });
    expect(await projects.one(ID, post!.id)).toBeNull();
    expect(await projects.body(post!.id)).toBe('');

    await dataSource.transaction((manager) => projects.forget(manager, ID));
    expect(await projects.list(ID)).toEqual([]);
    expect(await posts.list(ID)).toHaveLength(1);
  });
});
