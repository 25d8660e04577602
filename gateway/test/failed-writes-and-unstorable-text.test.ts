import { CONTACT_EMAIL_PATTERN, EMAIL_PATTERN } from '@portfolio/content-rules';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { startAdminApp, type GraphQLResponse, type TestApp } from './support/app';
import {
  aboutInput as about,
  blogInput as blog,
  experienceInput as experience,
  messageInput as message,
} from './support/content';
import { testDb } from './support/db';
import { failure, succeeded } from './support/graphql';
import { restAnswer } from './support/rest';
import { snapshot } from './support/snapshot';
import {
  CREATE_BLOG,
  SEND,
  UPDATE_ABOUT,
  UPDATE_BLOG,
  UPDATE_CONTACT_INFO,
  UPDATE_SOCIAL,
  LOGIN,
} from './data-integrity.kit';

/**
 * No failed write loses data, and input either fits the database exactly or is refused with 400
 * and a Turkish message: on SQLite and on MariaDB alike.
 * - a replace-style write (social links, About with experiences and technologies) that fails
 *   inside the database leaves the old rows as they were;
 * - text that the two databases would store differently (lone surrogates, control characters,
 *   dates outside what DATETIME holds) is refused on every argument.
 */

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

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  const OLD_LINKS = [
    { platform: 'github', url: 'https://github.com/ayse', isActive: true },
    { platform: 'linkedin', url: 'https://www.linkedin.com/in/ayse', isActive: true },
  ];

  const saveOldLinks = async () =>
    expect(
      (await restAnswer(app, 'PUT', '/api/settings/social-media', { token, body: { socialMedia: OLD_LINKS } })).status,
    ).toBe(200);

  it('social links: a URL of 2 000 ❤️ answers 400 and the old list stays (the issue report)', async () => {
    await saveOldLinks();
    const before = await snapshot(app);
    const socialMedia = [
      { platform: 'github', url: 'https://github.com/yeni', isActive: true },
      { platform: 'twitter', url: 'https://x.com/ayse', isActive: true },
      { platform: 'youtube', url: `https://youtube.com/${'❤️'.repeat(2000)}`, isActive: true },
    ];
    expect(await restAnswer(app, 'PUT', '/api/settings/social-media', { token, body: { socialMedia } })).toEqual({
      status: 400,
      body: { success: false, message: 'Bağlantı en fazla 2048 karakter olabilir' },
    });
    expect(await snapshot(app)).toEqual(before);
  });

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
    expect(await restAnswer(app, 'PUT', '/api/settings/social-media', { token, body: { socialMedia } })).toEqual({
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
    expect((await restAnswer(app, 'PUT', '/api/about', { token, body: old })).status).toBe(200);
    await refuseInDatabase(app, 'refuse_marked_experience', 'experiences', 'title', marked);
    const before = await snapshot(app);
    const update = about({
      name: 'Yeni İsim',
      experiences: [experience({ title: 'Yeni 1' }), experience({ title: marked })],
      technologies: ['Go'],
    });
    expect(await restAnswer(app, 'PUT', '/api/about', { token, body: update })).toEqual({
      status: 500,
      body: INTERNAL,
    });
    expect(await snapshot(app)).toEqual(before);
    expect((await restAnswer(app, 'GET', '/api/about', {})).body.data).toEqual({ ...old, cvFile: '', locale: 'tr' });
  });
});

describe(`Text and dates that the databases would store differently are refused (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  const CONTROL = 'Metinlerde kontrol karakterleri (ör. NUL) kullanılamaz';
  const LINE_BREAK = 'Bu alan tek satır olmalıdır: satır sonu ve sekme kullanılamaz';
  const LONE_SURROGATE = 'Metin bozuk bir Unicode karakteri (eşi olmayan vekil karakter) içeriyor';
  const DATE_RANGE = 'Yayın tarihi 1 Ocak 1900 ile 31 Aralık 2999 (UTC) arasında olmalıdır';

  /** A refused request changes nothing and answers BAD_USER_INPUT with the rule's message. */
  async function refused(request: () => Promise<GraphQLResponse<unknown>>, rule: string) {
    const before = await snapshot(app);
    expect(failure(await request())).toEqual({ code: 'BAD_USER_INPUT', message: rule });
    expect(await snapshot(app)).toEqual(before);
  }

  const createBlog = (input: Record<string, unknown>) => app.gql(CREATE_BLOG, { input: blog(input) }, { token });

  it('publishDate 0001-01-01 is refused rather than stored as 2001 (the issue report)', async () => {
    await refused(() => createBlog({ publishDate: '0001-01-01T00:00:00Z' }), DATE_RANGE);
    expect(
      await restAnswer(app, 'POST', '/api/blogs', { token, body: blog({ publishDate: '0001-01-01T00:00:00Z' }) }),
    ).toEqual({ status: 400, body: { success: false, message: DATE_RANGE } });
  });

  it.each(['1899-12-31T23:59:59.999Z', '3000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '0999-12-31T00:00:00Z'])(
    'publishDate %s is refused on create and update',
    async (publishDate) => {
      await refused(() => createBlog({ publishDate }), DATE_RANGE);
      const created = await createBlog({});
      const id = (created.data as { createBlog: { id: string } }).createBlog.id;
      await refused(() => app.gql(UPDATE_BLOG, { id, input: blog({ publishDate }) }, { token }), DATE_RANGE);
    },
  );

  it.each(['1900-01-01T00:00:00.000Z', '1970-01-01T00:00:00.000Z', '2999-12-31T23:59:59.999Z'])(
    'publishDate %s, inside the window, is stored exactly',
    async (publishDate) => {
      const response = await createBlog({ publishDate });
      succeeded(response);
      const { id } = (response.data as { createBlog: { id: string } }).createBlog;
      const post = await app.dataSource.getRepository(BlogPost).findOneByOrFail({ id });
      expect(post.publishDate.toISOString()).toBe(publishDate);
    },
  );

  it('a lone surrogate is refused (SQLite would store U+FFFD), in a title, HTML content, a tag and an id', async () => {
    await refused(() => createBlog({ title: '\ud800x' }), LONE_SURROGATE);
    await refused(() => createBlog({ content: '<p>a\udc00</p>' }), LONE_SURROGATE);
    await refused(() => createBlog({ tags: ['a\ud83d'] }), LONE_SURROGATE);
    await refused(() => app.gql('query($id: ID!) { blog(id: $id) { id } }', { id: '\ud800' }), LONE_SURROGATE);
    expect(await restAnswer(app, 'POST', '/api/blogs', { token, body: blog({ title: '\ud800x' }) })).toEqual({
      status: 400,
      body: { success: false, message: LONE_SURROGATE },
    });
  });

  it('a NUL byte inside the contact email is refused (the issue report), and anywhere else', async () => {
    await refused(() => app.gql(SEND, { input: message({ email: 'a\u0000b@ornek.com' }) }), CONTROL);
    expect(
      await restAnswer(app, 'POST', '/api/contact', { body: message({ email: 'ziyaretci@ornek.com\u0000' }) }),
    ).toEqual({
      status: 400,
      body: { success: false, message: CONTROL },
    });
    await refused(() => app.gql(SEND, { input: message({ message: 'Merhaba\u0000, nasılsınız?' }) }), CONTROL);
    await refused(() => createBlog({ content: '<p>a\u0000b</p>' }), CONTROL);
    await refused(() => createBlog({ tags: ['a\u0007b'] }), CONTROL);
    await refused(() => app.gql(UPDATE_ABOUT, { input: about({ technologies: ['Go\u0000'] }) }, { token }), CONTROL);
    await refused(() => app.gql('mutation($id: ID!) { deleteBlog(id: $id) }', { id: 'x\u0000' }, { token }), CONTROL);
    await refused(() => app.gql(LOGIN, { email: 'a\u0000@ornek.com', password: 'test-password' }), CONTROL);
    await refused(() => app.gql(LOGIN, { email: 'a@ornek.com', password: 'sifre\u001b' }), CONTROL);
    await refused(
      () =>
        app.gql(
          UPDATE_SOCIAL,
          { socialMedia: [{ platform: 'github', url: 'https://github.com/a\u007fb' }] },
          { token },
        ),
      CONTROL,
    );
  });

  it('the email patterns themselves refuse control characters', () => {
    for (const pattern of [EMAIL_PATTERN, CONTACT_EMAIL_PATTERN]) {
      expect(pattern.test('ad@ornek.com')).toBe(true);
      for (const email of ['a\u0000d@ornek.com', 'ad@or\u0001nek.com', 'ad@ornek.com\u007f', 'ad\u0085@ornek.com']) {
        expect(pattern.test(email)).toBe(false);
      }
    }
  });

  it('single-line fields refuse line breaks and tabs inside; multi-line fields keep them exactly', async () => {
    await refused(() => createBlog({ title: 'Satır 1\nSatır 2' }), LINE_BREAK);
    await refused(() => app.gql(SEND, { input: message({ name: 'Ad\tSoyad' }) }), LINE_BREAK);
    await refused(
      () => app.gql(UPDATE_ABOUT, { input: about({ experiences: [experience({ company: 'A\rB' })] }) }, { token }),
      LINE_BREAK,
    );
    await refused(
      () => app.gql(UPDATE_CONTACT_INFO, { input: { email: 'a@b.co\nx@y.co', location: '' } }, { token }),
      LINE_BREAK,
    );

    // Around the value, line breaks and tabs are trimmed as before.
    const text = 'Satır 1\r\n\tSatır 2\nSatır 3';
    succeeded(
      await app.gql(
        UPDATE_ABOUT,
        { input: about({ title: '\tUnvan\n', description: text, experiences: [experience({ description: text })] }) },
        { token },
      ),
    );
    const [row] = await app.dataSource.query('SELECT title, description FROM about');
    const [exp] = await app.dataSource.query('SELECT description FROM experiences');
    expect({ ...row, experience: exp.description }).toEqual({ title: 'Unvan', description: text, experience: text });

    succeeded(await app.gql(UPDATE_CONTACT_INFO, { input: { email: '', location: text } }, { token }));
    expect((await app.dataSource.query('SELECT contactLocation FROM settings'))[0].contactLocation).toBe(text);

    const created = await createBlog({ shortDescription: text, content: '<p>a</p>\n\t<p>b</p>' });
    succeeded(created);
    const { id } = (created.data as { createBlog: { id: string } }).createBlog;
    expect((await app.dataSource.getRepository(BlogPost).findOneByOrFail({ id })).shortDescription).toBe(text);
  });
});
