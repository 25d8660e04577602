import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';

/**
 * No failed write loses data, on SQLite and on MariaDB alike: a replace-style write (social links,
 * About with experiences and technologies) that fails inside the database leaves the old rows as
 * they were.
 */

type Envelope = { success: boolean; data?: unknown; message?: string };

async function api(app: TestApp, method: string, path: string, { token, body }: { token?: string; body?: unknown }) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

/** Every content table, row by row: equal snapshots mean nothing stored changed. */
async function snapshot(app: TestApp) {
  const tables = ['about', 'experiences', 'blog_posts', 'contact_messages', 'settings', 'social_links', 'stored_files'];
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows: unknown[] = await app.dataSource.query(`SELECT * FROM ${table}`);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

const experience = (override: Record<string, unknown> = {}) => ({
  title: 'Geliştirici',
  company: 'Acme',
  period: '2020 - 2024',
  description: 'Node.js',
  ...override,
});
const about = (override: Record<string, unknown> = {}) => ({
  name: 'Ayşe Yılmaz',
  title: 'Yazılım Geliştirici',
  description: 'Merhaba.',
  experiences: [experience()],
  technologies: ['TypeScript'],
  ...override,
});

/** Creates a trigger that makes the database itself refuse one marked row of `table`. */
async function refuseInDatabase(app: TestApp, name: string, table: string, column: string, marked: string) {
  await app.dataSource.query(
    testDb === 'mysql'
      ? `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW ` +
          `IF NEW.${column} = '${marked}' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'test: refused'; END IF`
      : `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} WHEN NEW.${column} = '${marked}' ` +
          `BEGIN SELECT RAISE(ABORT, 'test: refused'); END`,
  );
}

const INTERNAL = { success: false, message: 'Bir hata oluştu. Lütfen tekrar deneyin.' };

describe(`A failed replace-style write keeps the old data (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await app.signIn('admin'));
  });
  afterAll(() => app.close());

  const OLD_LINKS = [
    { platform: 'github', url: 'https://github.com/ayse', isActive: true },
    { platform: 'linkedin', url: 'https://www.linkedin.com/in/ayse', isActive: true },
  ];

  const saveOldLinks = async () =>
    expect(
      (await api(app, 'PUT', '/api/settings/social-media', { token, body: { socialMedia: OLD_LINKS } })).status,
    ).toBe(200);

  it('social links: a save that the database refuses after the old rows were deleted rolls back whole', async () => {
    const marked = 'https://x.com/refused-by-the-database';
    await saveOldLinks();
    await refuseInDatabase(app, 'refuse_marked_link', 'social_links', 'url', marked);
    const before = await snapshot(app);
    expect(before.social_links).toHaveLength(2);
    const socialMedia = [
      { platform: 'github', url: 'https://github.com/yeni', isActive: true },
      { platform: 'instagram', url: 'https://instagram.com/ayse', isActive: true },
      { platform: 'twitter', url: marked, isActive: true },
    ];
    expect(await api(app, 'PUT', '/api/settings/social-media', { token, body: { socialMedia } })).toEqual({
      status: 500,
      body: INTERNAL,
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('About: a save whose experiences the database refuses keeps the old page, experiences and technologies', async () => {
    const marked = 'Veritabanının reddettiği deneyim';
    const old = about({
      experiences: [experience({ title: 'Eski 1' }), experience({ title: 'Eski 2' })],
      technologies: ['React', 'Node.js'],
    });
    expect((await api(app, 'PUT', '/api/about', { token, body: old })).status).toBe(200);
    await refuseInDatabase(app, 'refuse_marked_experience', 'experiences', 'title', marked);
    const before = await snapshot(app);
    const update = about({
      name: 'Yeni İsim',
      experiences: [experience({ title: 'Yeni 1' }), experience({ title: marked })],
      technologies: ['Go'],
    });
    expect(await api(app, 'PUT', '/api/about', { token, body: update })).toEqual({ status: 500, body: INTERNAL });
    expect(await snapshot(app)).toEqual(before);
    expect((await api(app, 'GET', '/api/about', {})).body.data).toEqual({ ...old, cvFile: '' });
  });
});
