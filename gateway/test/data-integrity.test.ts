import { CONTACT_EMAIL_PATTERN, CONTENT_LIMITS, EMAIL_PATTERN } from '@portfolio/content-rules';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { startAdminApp, startTestApp, type GraphQLResponse, type TestApp } from './support/app';
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

/**
 * No failed write loses data, and input either fits the database exactly or is refused with 400
 * and a Turkish message: on SQLite and on MariaDB alike.
 * - a replace-style write (social links, About with experiences and technologies) that fails
 *   inside the database leaves the old rows as they were;
 * - every length limit is counted in UTF-16 code units (`string.length`, the unit of the
 *   browser's `maxlength`): at the limit in 4-byte characters the text is stored whole, one
 *   unit more is refused; every column holds its limit;
 * - text that the two databases would store differently (lone surrogates, control characters,
 *   dates outside what DATETIME holds) is refused on every argument.
 */

/** A string of exactly `length` UTF-16 code units, made of 4-byte characters ('😀' is 2 units). */
const units = (length: number) => '😀'.repeat(Math.floor(length / 2)) + 'a'.repeat(length % 2);

const CREATE_BLOG = 'mutation($input: BlogInput!) { createBlog(input: $input) { id } }';
const UPDATE_BLOG = 'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }';
const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const UPDATE_ABOUT = 'mutation($input: AboutInput!) { updateAbout(input: $input) { name } }';
const UPDATE_SOCIAL =
  'mutation($socialMedia: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $socialMedia) { contactInfo { email } } }';
const UPDATE_CONTACT_INFO =
  'mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }';
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

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
    expect((await restAnswer(app, 'GET', '/api/about', {})).body.data).toEqual({ ...old, cvFile: '' });
  });
});

describe(`Every length limit counts UTF-16 code units, on every side (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let address = 0;
  /** Each contact message from its own address (TRUST_PROXY): the per-address limit stays out of the way. */
  const visitor = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++address}` } });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
    ({ token } = await app.signIn('admin'));
  });
  afterAll(() => app.close());

  it('a blog title of 200 ❤️ (400 code points) answers 400 with the rule, not 500 (the issue report)', async () => {
    const before = await snapshot(app);
    expect(await restAnswer(app, 'POST', '/api/blogs', { token, body: blog({ title: '❤️'.repeat(200) }) })).toEqual({
      status: 400,
      body: { success: false, message: 'Başlık en fazla 200 karakter olabilir' },
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('a contact name of 100 ❤️ from an anonymous visitor answers 400 with the rule, not 500 (the issue report)', async () => {
    const before = await snapshot(app);
    expect(await restAnswer(app, 'POST', '/api/contact', { body: message({ name: '❤️'.repeat(100) }) })).toEqual({
      status: 400,
      body: { success: false, message: 'İsim en fazla 100 karakter olabilir' },
    });
    expect(await snapshot(app)).toEqual(before);
  });

  /**
   * One limited field: `save(value)` writes it (the rest of the input valid), `stored()` reads the
   * value back from the database.
   */
  type Limited = {
    field: string;
    limit: number;
    message: string;
    /** Fixed text around the filler (a URL's scheme, an email's domain); counted in the limit. */
    around?: [string, string];
    save: (value: string) => Promise<GraphQLResponse<unknown>>;
    stored: () => Promise<string>;
  };

  const latestPost = async () =>
    (await app.dataSource.getRepository(BlogPost).find({ order: { createdAt: 'DESC' }, take: 1 }))[0]!;
  const latestMessage = async () =>
    (await app.dataSource.getRepository(ContactMessage).find({ order: { createdAt: 'DESC' }, take: 1 }))[0]!;
  const storedAbout = async () => {
    const [row] = await app.dataSource.query('SELECT * FROM about');
    const [exp] = await app.dataSource.query('SELECT * FROM experiences');
    return { about: row as Record<string, string>, experience: exp as Record<string, string> };
  };
  const storedSettings = async () => {
    const [row] = await app.dataSource.query('SELECT * FROM settings');
    const [link] = await app.dataSource.query('SELECT * FROM social_links');
    return { settings: row as Record<string, string>, link: link as Record<string, string> };
  };
  const createBlog = (input: Record<string, unknown>) => app.gql(CREATE_BLOG, { input: blog(input) }, { token });
  const send = (input: Record<string, unknown>) => app.gql(SEND, { input: message(input) }, visitor());
  const saveAbout = (input: Record<string, unknown>) => app.gql(UPDATE_ABOUT, { input: about(input) }, { token });
  const saveExperience = (input: Record<string, unknown>) => saveAbout({ experiences: [experience(input)] });
  const saveContactInfo = (input: Record<string, unknown>) =>
    app.gql(UPDATE_CONTACT_INFO, { input: { email: '', location: '', ...input } }, { token });

  const LIMITED: Limited[] = [
    {
      field: 'blog title',
      limit: 200,
      message: 'Başlık en fazla 200 karakter olabilir',
      save: (title) => createBlog({ title }),
      stored: async () => (await latestPost()).title,
    },
    {
      field: 'blog shortDescription',
      limit: 200,
      message: 'Kısa açıklama en fazla 200 karakter olabilir',
      save: (shortDescription) => createBlog({ shortDescription }),
      stored: async () => (await latestPost()).shortDescription,
    },
    {
      field: 'blog tag',
      limit: 40,
      message: 'Etiketler en fazla 40 karakter olabilir',
      save: (tag) => createBlog({ tags: ['kısa', tag] }),
      stored: async () => (await latestPost()).tags[1]!,
    },
    {
      field: 'contact name',
      limit: 100,
      message: 'İsim en fazla 100 karakter olabilir',
      save: (name) => send({ name }),
      stored: async () => (await latestMessage()).name,
    },
    {
      field: 'contact email',
      limit: 254,
      message: 'E-posta en fazla 254 karakter olabilir',
      around: ['', '@ornek.com'],
      save: (email) => send({ email }),
      stored: async () => (await latestMessage()).email,
    },
    {
      field: 'contact message',
      limit: 5000,
      message: 'Mesaj en fazla 5000 karakter olabilir',
      save: (text) => send({ message: text }),
      stored: async () => (await latestMessage()).message,
    },
    {
      field: 'About name',
      limit: 200,
      message: 'İsim en fazla 200 karakter olabilir',
      save: (name) => saveAbout({ name }),
      stored: async () => (await storedAbout()).about.name!,
    },
    {
      field: 'About title',
      limit: 200,
      message: 'Unvan en fazla 200 karakter olabilir',
      save: (title) => saveAbout({ title }),
      stored: async () => (await storedAbout()).about.title!,
    },
    {
      field: 'About description',
      limit: 10_000,
      message: 'Açıklama en fazla 10000 karakter olabilir',
      save: (description) => saveAbout({ description }),
      stored: async () => (await storedAbout()).about.description!,
    },
    {
      field: 'technology',
      limit: 50,
      message: 'Teknoloji adları en fazla 50 karakter olabilir',
      save: (technology) => saveAbout({ technologies: ['Go', technology] }),
      stored: async () => (JSON.parse((await storedAbout()).about.technologies!) as string[])[1]!,
    },
    {
      field: 'experience title',
      limit: 200,
      message: 'Deneyim pozisyonu en fazla 200 karakter olabilir',
      save: (title) => saveExperience({ title }),
      stored: async () => (await storedAbout()).experience.title!,
    },
    {
      field: 'experience company',
      limit: 200,
      message: 'Deneyim şirketi en fazla 200 karakter olabilir',
      save: (company) => saveExperience({ company }),
      stored: async () => (await storedAbout()).experience.company!,
    },
    {
      field: 'experience period',
      limit: 100,
      message: 'Deneyim dönemi en fazla 100 karakter olabilir',
      save: (period) => saveExperience({ period }),
      stored: async () => (await storedAbout()).experience.period!,
    },
    {
      field: 'experience description',
      limit: 5000,
      message: 'Deneyim açıklaması en fazla 5000 karakter olabilir',
      save: (description) => saveExperience({ description }),
      stored: async () => (await storedAbout()).experience.description!,
    },
    {
      field: 'social link URL',
      limit: 2048,
      message: 'Bağlantı en fazla 2048 karakter olabilir',
      around: ['https://github.com/', ''],
      save: (url) => app.gql(UPDATE_SOCIAL, { socialMedia: [{ platform: 'github', url }] }, { token }),
      stored: async () => (await storedSettings()).link.url!,
    },
    {
      field: 'contact-info email',
      limit: 254,
      message: 'E-posta en fazla 254 karakter olabilir',
      around: ['', '@ornek.com'],
      save: (email) => saveContactInfo({ email }),
      stored: async () => (await storedSettings()).settings.contactEmail!,
    },
    {
      field: 'contact-info location',
      limit: 500,
      message: 'Konum en fazla 500 karakter olabilir',
      save: (location) => saveContactInfo({ location }),
      stored: async () => (await storedSettings()).settings.contactLocation!,
    },
  ];

  it.each(LIMITED)(
    '$field: $limit units of 4-byte characters are stored whole; one unit more is refused',
    async ({ limit, message: rule, around = ['', ''], save, stored }) => {
      const value = (length: number) => around[0] + units(length - around[0].length - around[1].length) + around[1];
      const atLimit = value(limit);
      expect(atLimit.length).toBe(limit);
      succeeded(await save(atLimit));
      expect(await stored()).toBe(atLimit);

      const before = await snapshot(app);
      expect(failure(await save(value(limit + 1)))).toEqual({ code: 'BAD_USER_INPUT', message: rule });
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('a contact message of 10 units counts as 10 (five 😀), 9 units are refused', async () => {
    succeeded(await send({ message: '😀'.repeat(5) }));
    expect((await latestMessage()).message).toBe('😀'.repeat(5));
    const before = await snapshot(app);
    expect(failure(await send({ message: '😀'.repeat(4) + 'a' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Mesaj en az 10 karakter olmalıdır',
    });
    expect(await snapshot(app)).toEqual(before);
  });
});

describe(`Every limit fits its column (${testDb})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /**
   * What utf8mb4 needs for `units` UTF-16 code units: a unit of the Basic Multilingual Plane takes
   * up to 3 bytes, a surrogate pair (2 units) 4. A list is stored as JSON (`simple-json`): quotes
   * and a comma around each entry; an escaped `"` or `\\` is 2 bytes for 1 unit (control
   * characters, 6 bytes as `\u0000`, are refused).
   */
  const textBytes = (units: number, entries?: number) => (entries ? 2 + entries * (3 * units + 3) : 3 * units);
  /** MySQL's `text` holds 65 535 bytes; SQLite's has no limit. */
  const TEXT_BYTES = testDb === 'mysql' ? 65_535 : Infinity;

  const { blog, contact, about, settings } = CONTENT_LIMITS;
  /** An entity's property, its limit in units and, for a list, how many entries it may have. */
  const COLUMNS: Array<{ entity: string; property: string; units: number; entries?: number }> = [
    { entity: 'BlogPost', property: 'title', units: blog.title },
    { entity: 'BlogPost', property: 'shortDescription', units: blog.shortDescription },
    { entity: 'BlogPost', property: 'slug', units: blog.slug },
    { entity: 'BlogSlug', property: 'slug', units: blog.slug },
    { entity: 'BlogPost', property: 'tags', units: blog.tag, entries: blog.tags },
    { entity: 'ContactMessage', property: 'name', units: contact.name },
    { entity: 'ContactMessage', property: 'email', units: contact.email },
    { entity: 'ContactMessage', property: 'message', units: contact.message },
    { entity: 'About', property: 'name', units: about.name },
    { entity: 'About', property: 'title', units: about.title },
    { entity: 'About', property: 'description', units: about.description },
    { entity: 'About', property: 'technologies', units: about.technology, entries: about.technologies },
    { entity: 'Experience', property: 'title', units: about.experienceTitle },
    { entity: 'Experience', property: 'company', units: about.experienceCompany },
    { entity: 'Experience', property: 'period', units: about.experiencePeriod },
    { entity: 'Experience', property: 'description', units: about.experienceDescription },
    { entity: 'SocialLink', property: 'url', units: settings.url },
    { entity: 'Settings', property: 'contactInfo.email', units: settings.email },
    { entity: 'Settings', property: 'contactInfo.location', units: settings.location },
  ];

  it.each(COLUMNS)('$entity: $property holds $units units', ({ entity, property, units, entries }) => {
    const column = app.dataSource.getMetadata(entity).findColumnWithPropertyPath(property)!;
    if (column.type === 'varchar') {
      // varchar(N) counts characters (code points): N units are at most N of them.
      expect(entries).toBeUndefined();
      expect(Number(column.length)).toBeGreaterThanOrEqual(units);
    } else {
      expect(column.type).toBe(entries ? 'simple-json' : 'text');
      expect(textBytes(units, entries)).toBeLessThanOrEqual(TEXT_BYTES);
    }
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
