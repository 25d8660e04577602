import { CONTENT_LIMITS } from '@portfolio/content-rules';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/app';
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
import { CREATE_BLOG, SEND, UPDATE_ABOUT, UPDATE_CONTACT_INFO, UPDATE_SOCIAL } from './data-integrity.kit';

/**
 * Input either fits the database exactly or is refused with 400 and a Turkish message, on SQLite
 * and on MariaDB alike: every length limit is counted in UTF-16 code units (`string.length`, the
 * unit of the browser's `maxlength`): at the limit in 4-byte characters the text is stored whole,
 * one unit more is refused; every column holds its limit.
 */

/** A string of exactly `length` UTF-16 code units, made of 4-byte characters ('😀' is 2 units). */
const units = (length: number) => '😀'.repeat(Math.floor(length / 2)) + 'a'.repeat(length % 2);

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
