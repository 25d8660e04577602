import { startAdminApp, type TestApp } from './support/app';
import { aboutInput, experienceInput } from './support/content';
import { testDb } from './support/db';
import { restCall as api } from './support/rest';
import { ok, type About } from './support/rest-shapes';

/**
 * The About page's rows of docs/api.md#rest-routes (GET and PUT /api/about) over real HTTP: each
 * success answer, field by field, with the field names of docs/api.md#field-names. The other rows:
 * rest-routes-*.test.ts.
 */

const ABOUT_INPUT = aboutInput({
  name: 'Deniz Yılmaz',
  description: 'Merhaba!\nİkinci satır.',
  experiences: [
    experienceInput({ title: 'Kıdemli Geliştirici', company: 'Örnek A.Ş.', period: '2021 - Devam ediyor' }),
    experienceInput({
      title: 'Stajyer',
      company: 'Başka Ltd.',
      period: '2019 - 2020',
      description: 'React ile arayüz',
    }),
  ],
  technologies: ['TypeScript', 'Node.js', 'GraphQL'],
}) as Omit<About, 'cvFile'>;

describe(`REST success answers (${testDb})`, () => {
  describe('GET/PUT /api/about', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
    afterAll(() => app.close());

    it('GET /api/about answers data null before the first save', async () => {
      const response = await api(app, 'GET', '/api/about');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: null });
    });

    it('PUT /api/about saves the page and answers it; GET /api/about then answers exactly that shape', async () => {
      const saved = ok<About>(await api<About>(app, 'PUT', '/api/about', { token: admin, body: ABOUT_INPUT }));
      const expected: About = { ...ABOUT_INPUT, cvFile: '', locale: 'tr' };
      // The admin's answer carries the English version too (none yet).
      expect(saved).toEqual({
        ...expected,
        english: null,
        experiences: expected.experiences.map((experience) => ({ ...experience, english: null })),
      });

      const read = ok<About>(await api<About>(app, 'GET', '/api/about'));
      expect(read).toEqual(expected);
      expect(Object.keys(read).sort()).toEqual([
        'cvFile',
        'description',
        'experiences',
        'locale',
        'name',
        'technologies',
        'title',
      ]);
      for (const experience of read.experiences) {
        expect(Object.keys(experience).sort()).toEqual(['company', 'description', 'period', 'title']);
      }
      expect(read.cvFile).toBe('');
    });

    it('PUT /api/about replaces the page: experiences in the new order, technologies normalised', async () => {
      const input = {
        ...ABOUT_INPUT,
        name: '  Ayşe Kaya  ',
        experiences: [ABOUT_INPUT.experiences[1]!, ABOUT_INPUT.experiences[0]!],
        technologies: ['React, Vue', ' SQL ', 'react', ''],
      };
      ok(await api(app, 'PUT', '/api/about', { token: admin, body: input }));
      const read = ok<About>(await api<About>(app, 'GET', '/api/about'));
      expect(read).toEqual({
        ...ABOUT_INPUT,
        name: 'Ayşe Kaya',
        cvFile: '',
        locale: 'tr',
        experiences: [ABOUT_INPUT.experiences[1], ABOUT_INPUT.experiences[0]],
        technologies: ['React', 'Vue', 'SQL'],
      });
    });
  });
});
