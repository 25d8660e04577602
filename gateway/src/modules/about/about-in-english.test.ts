import { ABOUT_RULES, EXPERIENCE_RULES } from '@portfolio/content-rules';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';
import { About } from './about.entity';
import { Experience } from './experience.entity';

/**
 * The About page's English version (issue 50, docs/product/languages.md) on both doors and both
 * databases: none until the owner writes one, then its English texts with the experiences that
 * have theirs (never a Turkish text); a bad English field is refused in Turkish and changes nothing.
 */
const PAGE = 'name title description locale experiences { title company period description }';
const READ = `query($locale: Locale!) { about(locale: $locale) { ${PAGE} } }`;
const UPDATE = `mutation($input: AboutInput!) { updateAbout(input: $input) { ${PAGE} english { name title description } experiences { english { title period description } } } }`;

const experience = (title: string, english?: object | null) => ({
  title,
  company: 'Örnek A.Ş.',
  period: '2020 - Devam ediyor',
  description: `${title} olarak çalıştım`,
  ...(english !== undefined && { english }),
});
const page = (extra: Record<string, unknown> = {}) => ({
  name: 'Ayşe Yılmaz',
  title: 'Yazılım Geliştirici',
  description: 'Merhaba.',
  technologies: ['TypeScript'],
  experiences: [experience('Kıdemli Geliştirici'), experience('Stajyer')],
  ...extra,
});
const ENGLISH = { name: 'Ayşe Yılmaz', title: 'Software Developer', description: 'Hello.' };
const SENIOR = { title: 'Senior Developer', period: '2020 - present', description: 'Worked as a senior developer' };

describe(`the About page in English (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  const read = async (locale: 'TR' | 'EN') => (await app.gql<{ about: unknown }>(READ, { locale })).data?.about;
  const save = (input: object) => app.gql<{ updateAbout: Record<string, unknown> }>(UPDATE, { input }, { token });
  const stored = async () => ({
    about: await app.dataSource.getRepository(About).find(),
    experiences: await app.dataSource.getRepository(Experience).find({ order: { position: 'ASC' } }),
  });

  it('is null in English until the page has an English version', async () => {
    expect(await read('EN')).toBeNull();
    await save(page());
    expect(await read('EN')).toBeNull();
    expect(await read('TR')).toMatchObject({ name: 'Ayşe Yılmaz', locale: 'TR' });
  });

  it('answers its English texts then, with only the experiences that have theirs (the company as it is)', async () => {
    const saved = await save(
      page({ english: ENGLISH, experiences: [experience('Kıdemli Geliştirici', SENIOR), experience('Stajyer')] }),
    );
    expect(saved.data!.updateAbout).toMatchObject({
      english: ENGLISH,
      experiences: [{ english: SENIOR }, { english: null }],
    });
    expect(await read('EN')).toEqual({
      ...ENGLISH,
      locale: 'EN',
      experiences: [{ ...SENIOR, company: 'Örnek A.Ş.' }],
    });
    expect(await read('TR')).toMatchObject({ title: 'Yazılım Geliştirici', locale: 'TR', experiences: [{}, {}] });
  });

  it("keeps the English texts when `english` is absent (an experience's by its Turkish texts), removes them for null", async () => {
    // Reordered, the unchanged experience keeps its English texts; one never translated has none.
    await save(page({ experiences: [experience('Stajyer'), experience('Kıdemli Geliştirici')] }));
    expect(await read('EN')).toMatchObject({ title: 'Software Developer', experiences: [SENIOR] });
    await save(page({ experiences: [experience('Kıdemli Geliştirici', null)] }));
    expect(await read('EN')).toMatchObject({ title: 'Software Developer', experiences: [] });
    await save(page({ english: null }));
    expect(await read('EN')).toBeNull();
    expect((await stored()).about[0]).toMatchObject({ enName: null, enTitle: null, enDescription: null });
  });

  it('refuses a bad English field with the Turkish message and changes nothing', async () => {
    await save(page({ english: ENGLISH, experiences: [experience('Kıdemli Geliştirici', SENIOR)] }));
    const before = await stored();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ english: { ...ENGLISH, title: ' ' } }, ABOUT_RULES.title.required!],
      [{ english: { ...ENGLISH, description: '' } }, ABOUT_RULES.description.required!],
      [
        { experiences: [experience('Kıdemli Geliştirici', { ...SENIOR, period: '' })] },
        EXPERIENCE_RULES.period.required!,
      ],
      [
        { experiences: [experience('Kıdemli Geliştirici', { ...SENIOR, title: 'x'.repeat(201) })] },
        EXPERIENCE_RULES.title.tooLong,
      ],
    ];
    for (const [extra, message] of cases) expect((await save(page(extra))).errors?.[0]?.message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it("keeps `english` the admin's", async () => {
    const answer = await app.gql('{ about { english { name } } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers REST ?lang=en in English, takes `english` on PUT, and refuses any other lang in Turkish', async () => {
    const put = await restCall(app, 'PUT', '/api/about', {
      token,
      body: page({
        english: { ...ENGLISH, title: 'Engineer' },
        experiences: [experience('Kıdemli Geliştirici', SENIOR)],
      }),
    });
    expect(put.status).toBe(200);
    const english = await restCall<Record<string, unknown>>(app, 'GET', '/api/about?lang=en');
    expect(english.body.data).toMatchObject({ title: 'Engineer', locale: 'en', experiences: [SENIOR] });
    expect((await restCall<Record<string, unknown>>(app, 'GET', '/api/about?lang=tr')).body.data).toMatchObject({
      title: 'Yazılım Geliştirici',
      locale: 'tr',
    });
    const refused = await restCall(app, 'GET', '/api/about?lang=fr');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      "'lang' parametresi şunlardan biri olabilir: tr, en.",
    ]);
  });
});
