import { About } from '../src/modules/about/about.entity';
import { Experience } from '../src/modules/about/experience.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startAdminApp, type GraphQLResponse, type TestApp } from './support/app';
import { aboutInput, type AboutInput, type ExperienceInput } from './support/content';
import { testDb } from './support/db';
import { minimalPdf } from './support/files';
import { failure } from './support/graphql';
import { snapshot } from './support/snapshot';

/** The About page over HTTP: reading, saving, ordering, normalising and every validation rule. */

const FIELDS = 'name title description cvFile experiences { title company period description } technologies';
const ABOUT = `{ about { ${FIELDS} } }`;
const UPDATE = `mutation($input: AboutInput!) { updateAbout(input: $input) { ${FIELDS} } }`;

type AboutView = {
  name: string;
  title: string;
  description: string;
  /** "" when there is no CV (docs/api.md#shapes-of-data). */
  cvFile: string;
  experiences: ExperienceInput[];
  technologies: string[];
};
const EXPERIENCES: ExperienceInput[] = [
  { title: 'Kıdemli Geliştirici', company: 'Acme', period: '2022 - Devam ediyor', description: 'Node.js ve React.' },
  { title: 'Geliştirici', company: 'Beta Yazılım', period: '2019 - 2022', description: 'Satır 1\nSatır 2' },
  { title: 'Stajyer', company: 'Gama', period: '2018', description: 'İlk iş.' },
];

const input = (override: Partial<AboutInput> = {}): AboutInput => aboutInput({ experiences: EXPERIENCES, ...override });

/** The stored experiences in their saved order, as `{position, title, company, period, description}`. */
async function storedExperiences(app: TestApp) {
  const rows = await app.dataSource.getRepository(Experience).find({ order: { position: 'ASC' } });
  for (const row of rows) expect(row.aboutId).toBe(About.ID);
  return rows.map(({ position, title, company, period, description }) => ({
    position,
    title,
    company,
    period,
    description,
  }));
}

const MINIMAL_PDF = minimalPdf();

/** uploadCv as the admin panel sends it: a GraphQL multipart request. */
async function uploadCv(app: TestApp, token: string) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($file: Upload!) { uploadCv(file: $file) { cvFile } }',
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await response.json()) as GraphQLResponse<{ uploadCv: { cvFile: string } }>;
}

describe(`GraphQL about: happy path (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  async function save(value: AboutInput): Promise<AboutView> {
    const response = await app.gql<{ updateAbout: AboutView }>(UPDATE, { input: value }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.updateAbout;
  }

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  it('about is null before the first save, for visitors and the admin', async () => {
    expect(await app.gql(ABOUT)).toEqual({ data: { about: null } });
    expect(await app.gql(ABOUT, {}, { token })).toEqual({ data: { about: null } });
    expect(await app.dataSource.getRepository(About).count()).toBe(0);
  });

  it('updateAbout saves the page: trimmed texts, experiences in order, normalised technologies, no CV', async () => {
    const saved = await save({
      name: '  Ayşe Yılmaz  ',
      title: '\tYazılım Geliştirici ',
      description: '  Merhaba!\nİkinci satır.\n\nDördüncü satır.  ',
      experiences: EXPERIENCES.map((experience) => ({
        title: ` ${experience.title} `,
        company: `${experience.company}  `,
        period: ` ${experience.period}`,
        description: `\n${experience.description}\n`,
      })),
      technologies: [
        'TypeScript, React',
        ' Node.js ',
        '',
        'react',
        'typescript ',
        ' , ,',
        'GraphQL',
        'İstanbul',
        'istanbul',
      ],
    });
    const expected: AboutView = {
      name: 'Ayşe Yılmaz',
      title: 'Yazılım Geliştirici',
      description: 'Merhaba!\nİkinci satır.\n\nDördüncü satır.',
      cvFile: '',
      experiences: EXPERIENCES,
      technologies: ['TypeScript', 'React', 'Node.js', 'GraphQL', 'İstanbul'],
    };
    expect(saved).toEqual(expected);
    expect(await app.gql(ABOUT)).toEqual({ data: { about: expected } });

    const row = await app.dataSource.getRepository(About).findOneByOrFail({ id: About.ID });
    expect(row).toMatchObject({
      name: 'Ayşe Yılmaz',
      title: 'Yazılım Geliştirici',
      description: 'Merhaba!\nİkinci satır.\n\nDördüncü satır.',
      cvFile: null,
      technologies: ['TypeScript', 'React', 'Node.js', 'GraphQL', 'İstanbul'],
    });
    expect(await app.dataSource.getRepository(About).count()).toBe(1);
    expect(await storedExperiences(app)).toEqual(
      EXPERIENCES.map((experience, position) => ({ position, ...experience })),
    );
  });

  it('updateAbout keeps the experiences in the order given: reordering, removing and adding', async () => {
    const [a, b, c] = EXPERIENCES;
    const reordered = await save(input({ experiences: [c, a, b] }));
    expect(reordered.experiences).toEqual([c, a, b]);
    expect(await storedExperiences(app)).toEqual(
      [c, a, b].map((experience, position) => ({ position, ...experience })),
    );
    expect((await app.gql<{ about: AboutView }>(ABOUT)).data!.about.experiences).toEqual([c, a, b]);

    const d = { title: 'Danışman', company: 'Delta', period: '2024', description: 'Yeni.' };
    const changed = await save(input({ experiences: [b, d] }));
    expect(changed.experiences).toEqual([b, d]);
    expect(await storedExperiences(app)).toEqual([b, d].map((experience, position) => ({ position, ...experience })));

    const swapped = await save(input({ experiences: [d, b] }));
    expect(swapped.experiences).toEqual([d, b]);
    expect(await storedExperiences(app)).toEqual([d, b].map((experience, position) => ({ position, ...experience })));

    const none = await save(input({ experiences: [] }));
    expect(none.experiences).toEqual([]);
    expect(await storedExperiences(app)).toEqual([]);
    expect((await app.gql<{ about: AboutView }>(ABOUT)).data!.about.experiences).toEqual([]);
  });

  it.each<[string, string[], string[]]>([
    ['an empty list', [], []],
    ['one comma-separated entry', [' Vue ,Svelte,, vue , SVELTE '], ['Vue', 'Svelte']],
    ['entries that are only commas and spaces', [' ', ',', ' , , '], []],
    ['duplicates in other cases, first spelling kept', ['node.js', 'Node.JS', 'NODE.js', 'Deno'], ['node.js', 'Deno']],
    ['order kept', ['Zig', 'Ada', 'Go'], ['Zig', 'Ada', 'Go']],
  ])('updateAbout normalises technologies: %s', async (_what, technologies, expected) => {
    const saved = await save(input({ technologies }));
    expect(saved.technologies).toEqual(expected);
    expect((await app.dataSource.getRepository(About).findOneByOrFail({ id: About.ID })).technologies).toEqual(
      expected,
    );
    expect((await app.gql<{ about: AboutView }>(ABOUT)).data!.about.technologies).toEqual(expected);
  });

  it('updateAbout leaves the CV untouched', async () => {
    const uploaded = await uploadCv(app, token);
    expect(uploaded.errors).toBeUndefined();
    const cvFile = uploaded.data!.uploadCv.cvFile;
    expect(cvFile).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/);

    const saved = await save(input({ name: 'Yeni İsim' }));
    expect(saved).toEqual({ ...input({ name: 'Yeni İsim' }), cvFile, technologies: ['TypeScript'] });
    expect((await app.gql<{ about: AboutView }>(ABOUT)).data!.about.cvFile).toBe(cvFile);
    expect((await app.dataSource.getRepository(About).findOneByOrFail({ id: About.ID })).cvFile).toBe(cvFile);
    const files = await app.dataSource.getRepository(StoredFile).find();
    expect(files.map((file) => file.name)).toEqual([cvFile]);

    // A second save, with a different page, still keeps it.
    const again = await save(input({ experiences: [], technologies: [] }));
    expect(again.cvFile).toBe(cvFile);
    expect((await app.dataSource.getRepository(About).findOneByOrFail({ id: About.ID })).cvFile).toBe(cvFile);
  });
});

describe(`GraphQL about: validation (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  const technologies = (count: number) => Array.from({ length: count }, (_, i) => `Teknoloji ${i + 1}`);
  const experience = (override: Partial<ExperienceInput>) => [EXPERIENCES[0], { ...EXPERIENCES[1], ...override }];

  const RULES: Array<[string, Partial<AboutInput>, string]> = [
    ['empty name', { name: '' }, 'İsim alanı zorunludur'],
    ['whitespace name', { name: ' \n\t ' }, 'İsim alanı zorunludur'],
    ['name of 201 characters', { name: 'ş'.repeat(201) }, 'İsim en fazla 200 karakter olabilir'],
    ['empty title', { title: '' }, 'Unvan alanı zorunludur'],
    ['whitespace title', { title: '   ' }, 'Unvan alanı zorunludur'],
    ['empty description', { description: '' }, 'Açıklama alanı zorunludur'],
    ['whitespace description', { description: '\n \n' }, 'Açıklama alanı zorunludur'],
    ['an experience without a position', { experiences: experience({ title: '' }) }, 'Deneyim pozisyonu zorunludur'],
    ['an experience without a company', { experiences: experience({ company: '  ' }) }, 'Deneyim şirketi zorunludur'],
    ['an experience without a period', { experiences: experience({ period: '' }) }, 'Deneyim dönemi zorunludur'],
    [
      'an experience without a description',
      { experiences: experience({ description: ' \n ' }) },
      'Deneyim açıklaması zorunludur',
    ],
    ['51 experiences', { experiences: Array(51).fill(EXPERIENCES[0]) }, 'En fazla 50 deneyim eklenebilir'],
    ['51 technologies', { technologies: technologies(51) }, 'En fazla 50 teknoloji eklenebilir'],
    [
      '51 technologies in one comma-separated entry',
      { technologies: [technologies(51).join(',')] },
      'En fazla 50 teknoloji eklenebilir',
    ],
    [
      'a technology of 51 characters',
      { technologies: ['Go', 'ç'.repeat(51)] },
      'Teknoloji adları en fazla 50 karakter olabilir',
    ],
    ['empty name and title: the name first', { name: '', title: '' }, 'İsim alanı zorunludur'],
    [
      'empty description and a broken experience: the description first',
      { description: '', experiences: experience({ company: '' }) },
      'Açıklama alanı zorunludur',
    ],
  ];

  it('a refused first save leaves the page absent', async () => {
    const response = await app.gql(UPDATE, { input: input({ name: '' }) }, { token });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message: 'İsim alanı zorunludur' });
    expect(await app.gql(ABOUT)).toEqual({ data: { about: null } });
    expect(await app.dataSource.getRepository(About).count()).toBe(0);
    expect(await app.dataSource.getRepository(Experience).count()).toBe(0);

    const tooMany = await app.gql(UPDATE, { input: input({ technologies: technologies(51) }) }, { token });
    expect(failure(tooMany)).toEqual({ code: 'BAD_USER_INPUT', message: 'En fazla 50 teknoloji eklenebilir' });
    expect(await app.gql(ABOUT)).toEqual({ data: { about: null } });
    expect(await app.dataSource.getRepository(About).count()).toBe(0);
    expect(await app.dataSource.getRepository(Experience).count()).toBe(0);

    // The page that later tests must find unchanged.
    const saved = await app.gql(UPDATE, { input: input({ technologies: ['Go', 'Rust'] }) }, { token });
    expect(saved.errors).toBeUndefined();
  });

  it.each(RULES)('updateAbout refuses %s and leaves the page as it was', async (_what, override, message) => {
    const before = await snapshot(app);
    const aboutBefore = await app.gql(ABOUT);
    const response = await app.gql(UPDATE, { input: input(override) }, { token });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(response.data ?? null).toBeNull();
    expect(await snapshot(app)).toEqual(before);
    expect(await app.gql(ABOUT)).toEqual(aboutBefore);
  });

  it('accepts the limits exactly: 50 technologies (after dropping duplicates) and a technology of 50', async () => {
    const fifty = await app.gql<{ updateAbout: AboutView }>(
      UPDATE,
      { input: input({ technologies: [...technologies(50), 'teknoloji 1', ' TEKNOLOJİ 2 '] }) },
      { token },
    );
    expect(fifty.errors).toBeUndefined();
    expect(fifty.data!.updateAbout.technologies).toEqual(technologies(50));
    const long = await app.gql<{ updateAbout: AboutView }>(
      UPDATE,
      { input: input({ technologies: ['ç'.repeat(50)], experiences: Array(50).fill(EXPERIENCES[2]) }) },
      { token },
    );
    expect(long.errors).toBeUndefined();
    expect(long.data!.updateAbout.technologies).toEqual(['ç'.repeat(50)]);
    expect(long.data!.updateAbout.experiences).toHaveLength(50);
    expect((await app.dataSource.getRepository(About).findOneByOrFail({ id: About.ID })).technologies).toEqual([
      'ç'.repeat(50),
    ]);
    expect(await app.dataSource.getRepository(Experience).count()).toBe(50);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number for the name', { name: 42 }, 'Geçersiz değer: input.name.'],
    ['a string for the experience list', { experiences: 'Acme' }, 'Geçersiz değer: input.experiences.'],
    ['a number for the technology list', { technologies: 5 }, 'Geçersiz değer: input.technologies.'],
    [
      'an experience missing its company',
      { experiences: [{ title: 'a', period: 'b', description: 'c' }] },
      'Zorunlu alan eksik: company.',
    ],
    [
      'an unknown field in an experience',
      { experiences: [{ ...EXPERIENCES[0], location: 'İzmir' }] },
      'Bilinmeyen alan: location.',
    ],
    ['the CV through updateAbout', { cvFile: 'cv-x.pdf' }, 'Bilinmeyen alan: cvFile.'],
  ])('wrong input (%s) is BAD_USER_INPUT with a Turkish message', async (_what, override, message) => {
    const before = await snapshot(app);
    const response = await app.gql(UPDATE, { input: { ...input(), ...override } }, { token });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await snapshot(app)).toEqual(before);
  });

  it('updateAbout needs the admin: no token is UNAUTHENTICATED, a user is FORBIDDEN, nothing changes', async () => {
    const { token: userToken } = await app.signIn('user');
    const before = await snapshot(app);
    expect(failure(await app.gql(UPDATE, { input: input({ name: 'Saldırgan' }) }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Oturum açmanız gerekiyor.',
    });
    expect(failure(await app.gql(UPDATE, { input: input({ name: 'Saldırgan' }) }, { token: userToken }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Bu işlem için admin yetkisi gereklidir.',
    });
    expect(await snapshot(app)).toEqual(before);
  });
});
