import type { DataSource } from 'typeorm';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { minimalPdf, sha256 } from '../../../test/support/files';
import { REFUSED, whileRefused, testFiles, upload } from '../../../test/support/services';
import { AboutService } from './about.service';

/**
 * AboutService on a real database (SQLite, then MariaDB), without HTTP: the About page is saved
 * whole (its experiences in the owner's order), keeps its CV through saves, replaces and removes
 * it, and a write that fails part-way leaves the page, its experiences and its files as they were.
 * Each test saves the page it needs.
 */

type Input = Parameters<AboutService['update']>[0];

const experience = (title: string) => ({ title, company: 'Acme', period: '2020 - 2024', description: 'Node.js' });
const page = (override: Partial<Input> = {}): Input => ({
  name: 'Ayşe Yılmaz',
  title: 'Yazılım Geliştirici',
  description: 'Merhaba.\nBen Ayşe.',
  experiences: [experience('Geliştirici')],
  technologies: ['TypeScript'],
  ...override,
});

// The messages, as the services word them.
const NO_CV = { code: 'NOT_FOUND', message: 'CV dosyası bulunamadı' };

describe(`AboutService (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let about: AboutService;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    about = new AboutService(dataSource, testFiles(dataSource));
  });
  afterAll(() => drop());
  beforeEach(async () => {
    for (const table of ['experiences', 'about', 'stored_files']) await dataSource.query(`DELETE FROM ${table}`);
  });

  /** The page, its experiences and the stored files, as the database holds them. */
  async function rows() {
    return {
      about: await dataSource.query('SELECT id, name, title, description, cvFile, technologies FROM about'),
      experiences: await dataSource.query(
        'SELECT aboutId, position, title, company, period, description FROM experiences ORDER BY position',
      ),
      files: await dataSource.query('SELECT name, mediaType, size, sha256 FROM stored_files ORDER BY name'),
    };
  }

  const titles = async () =>
    ((await rows()).experiences as Array<{ title: string; position: number }>).map(
      ({ title, position }) => `${Number(position)} ${title}`,
    );

  describe('the page', () => {
    it('is absent before the first save: no page, no CV to delete, nothing stored', async () => {
      expect(await about.get()).toBeNull();
      await expect(about.deleteCv()).rejects.toMatchObject(NO_CV);
      expect(await rows()).toEqual({ about: [], experiences: [], files: [] });
    });

    it('a save keeps the whole form: the texts, the experiences in the order given, the technologies normalised', async () => {
      const saved = await about.update(
        page({
          experiences: [experience('Kıdemli'), experience('Orta'), experience('Stajyer')],
          technologies: ['TypeScript, React', ' react ', '', 'Işık', 'IŞIK', 'İstanbul', 'istanbul'],
        }),
      );
      const expected = {
        name: 'Ayşe Yılmaz',
        title: 'Yazılım Geliştirici',
        description: 'Merhaba.\nBen Ayşe.',
        cvFile: '',
        cv: null,
        technologies: ['TypeScript', 'React', 'Işık', 'İstanbul'],
        experiences: ['Kıdemli', 'Orta', 'Stajyer'].map((title) => ({ ...experience(title), english: null })),
        locale: 'tr',
        english: null,
      };
      expect(saved).toEqual(expected);
      expect(await about.get()).toEqual(expected);
      const stored = await rows();
      expect(stored.about).toHaveLength(1);
      expect(stored.about[0]).toMatchObject({ id: 1, name: 'Ayşe Yılmaz', cvFile: null });
      expect(JSON.parse(stored.about[0].technologies)).toEqual(expected.technologies);
      expect(await titles()).toEqual(['0 Kıdemli', '1 Orta', '2 Stajyer']);
    });

    it('a second save replaces the experiences: reordered, one dropped, one added, none left over', async () => {
      await about.update(page({ experiences: ['A', 'B', 'C'].map(experience) }));
      const saved = await about.update(
        page({ name: 'Ayşe Demir', experiences: ['C', 'A', 'D'].map(experience), technologies: [] }),
      );
      expect(saved).toMatchObject({
        name: 'Ayşe Demir',
        technologies: [],
        experiences: ['C', 'A', 'D'].map(experience),
      });
      expect(await titles()).toEqual(['0 C', '1 A', '2 D']);
      expect((await rows()).about).toHaveLength(1);

      await about.update(page({ experiences: [] }));
      expect(await titles()).toEqual([]);
      expect((await about.get())?.experiences).toEqual([]);
    });

    it('refuses more than 50 technologies or one over 50 characters, writing nothing', async () => {
      await about.update(page({ technologies: ['Go'] }));
      const before = await rows();
      const many = Array.from({ length: 51 }, (_, i) => `Teknoloji ${i}`);
      await expect(about.update(page({ name: 'Değişmemeli', technologies: many }))).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'En fazla 50 teknoloji eklenebilir',
      });
      await expect(about.update(page({ name: 'Değişmemeli', technologies: ['x'.repeat(51)] }))).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Teknoloji adları en fazla 50 karakter olabilir',
      });
      expect(await rows()).toEqual(before);
      // Fifty once the duplicates are dropped, and a name of exactly 50, are taken.
      const fifty = [...many.slice(0, 49), 'y'.repeat(50), 'TEKNOLOJİ 0'];
      expect((await about.update(page({ technologies: fifty }))).technologies).toEqual(fifty.slice(0, 50));
    });
  });

  describe('the CV', () => {
    it('an upload stores the PDF and names it on the page, which reads it back with a readable download name', async () => {
      await about.update(page({ name: ' Ali/Veli  Demir ' }));
      const bytes = minimalPdf('Ali Veli Demir');
      const view = await about.uploadCv(upload(bytes));
      expect(view.cvFile).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/);
      expect(view.cv).toEqual({
        name: view.cvFile,
        downloadName: 'Ali-Veli-Demir-CV.pdf',
        size: bytes.length,
        uploadedAt: expect.any(Date),
      });
      expect(await about.get()).toEqual(view);
      const stored = await rows();
      expect(stored.about[0].cvFile).toBe(view.cvFile);
      expect(stored.files).toEqual([
        { name: view.cvFile, mediaType: 'application/pdf', size: bytes.length, sha256: sha256(bytes) },
      ]);
      expect((await testFiles(dataSource).find(view.cvFile))?.bytes.equals(bytes)).toBe(true);
    });

    it('an upload before the first save makes the page, empty but for its CV; the first save fills it and keeps the CV (issue 43)', async () => {
      const bytes = minimalPdf('Yeni sahip');
      const view = await about.uploadCv(upload(bytes));
      expect(view).toEqual({
        name: '',
        title: '',
        description: '',
        cvFile: expect.stringMatching(/^cv-[0-9a-f-]{36}\.pdf$/),
        cv: { name: view.cvFile, downloadName: 'CV.pdf', size: bytes.length, uploadedAt: expect.any(Date) },
        technologies: [],
        experiences: [],
        locale: 'tr',
        english: null,
      });
      expect(await about.get()).toEqual(view);
      expect((await rows()).files).toEqual([
        { name: view.cvFile, mediaType: 'application/pdf', size: bytes.length, sha256: sha256(bytes) },
      ]);
      const saved = await about.update(page());
      expect(saved).toMatchObject({
        name: 'Ayşe Yılmaz',
        cvFile: view.cvFile,
        experiences: [{ ...experience('Geliştirici'), english: null }],
      });
      expect((await rows()).files.map(({ name }: { name: string }) => name)).toEqual([view.cvFile]);
    });

    it('a save of the page keeps the CV; its download name follows the new name', async () => {
      await about.update(page());
      const { cvFile } = await about.uploadCv(upload(minimalPdf()));
      const saved = await about.update(page({ name: 'Deniz Yıldız', experiences: [] }));
      expect(saved).toMatchObject({ cvFile, cv: { name: cvFile, downloadName: 'Deniz-Yıldız-CV.pdf' } });
      expect((await rows()).files.map(({ name }: { name: string }) => name)).toEqual([cvFile]);
    });

    it('a new CV replaces the old one: only the new file is kept', async () => {
      await about.update(page());
      const first = await about.uploadCv(upload(minimalPdf('ilk')));
      const bytes = minimalPdf('ikinci');
      const second = await about.uploadCv(upload(bytes));
      expect(second.cvFile).not.toBe(first.cvFile);
      expect((await rows()).files).toEqual([
        { name: second.cvFile, mediaType: 'application/pdf', size: bytes.length, sha256: sha256(bytes) },
      ]);
      expect(await testFiles(dataSource).find(first.cvFile)).toBeNull();
    });

    it('deleting the CV removes the file and its name from the page, which stays', async () => {
      await about.update(page());
      await about.uploadCv(upload(minimalPdf()));
      const view = await about.deleteCv();
      expect(view).toMatchObject({
        name: 'Ayşe Yılmaz',
        cvFile: '',
        cv: null,
        experiences: [{ ...experience('Geliştirici'), english: null }],
      });
      const stored = await rows();
      expect(stored.about[0].cvFile).toBeNull();
      expect(stored.files).toEqual([]);
      await expect(about.deleteCv()).rejects.toMatchObject(NO_CV);
    });

    it('refuses what is not a PDF, and no file at all, keeping the CV there is', async () => {
      await about.update(page());
      await about.uploadCv(upload(minimalPdf()));
      const before = await rows();
      await expect(about.uploadCv(upload(Buffer.from('<html>CV</html>'), 'cv.pdf'))).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Sadece PDF dosyaları yüklenebilir',
      });
      await expect(about.uploadCv(null)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Lütfen bir CV dosyası seçin',
      });
      expect(await rows()).toEqual(before);
    });

    it('a CV file removed from under the page leaves the page without one', async () => {
      await about.update(page());
      const { cvFile } = await about.uploadCv(upload(minimalPdf()));
      await dataSource.query('DELETE FROM stored_files WHERE name = ?', [cvFile]);
      expect(await about.get()).toMatchObject({ cvFile: '', cv: null, name: 'Ayşe Yılmaz' });
      expect((await rows()).about[0].cvFile).toBeNull();
    });
  });

  describe('a write that fails part-way leaves nothing behind', () => {
    const MARKED = 'Veritabanının reddettiği deneyim';

    it('a save whose experience the database refuses keeps the old page, experiences and technologies', async () => {
      await about.update(page({ experiences: ['Eski 1', 'Eski 2'].map(experience), technologies: ['React'] }));
      await about.uploadCv(upload(minimalPdf()));
      const before = await rows();
      const old = await about.get();
      await whileRefused(
        dataSource,
        { table: 'experiences', event: 'INSERT', column: 'title', value: MARKED },
        async () => {
          // The page's row is updated and the old experiences deleted before the refused insert.
          await expect(
            about.update(
              page({ name: 'Yeni İsim', experiences: ['Yeni 1', MARKED].map(experience), technologies: ['Go'] }),
            ),
          ).rejects.toThrow(REFUSED);
        },
      );
      expect(await rows()).toEqual(before);
      expect(await about.get()).toEqual(old);
    });

    it('a first save the database refuses leaves no page', async () => {
      await whileRefused(
        dataSource,
        { table: 'experiences', event: 'INSERT', column: 'title', value: MARKED },
        async () => {
          await expect(about.update(page({ experiences: [experience(MARKED)] }))).rejects.toThrow(REFUSED);
        },
      );
      expect(await rows()).toEqual({ about: [], experiences: [], files: [] });
      expect(await about.get()).toBeNull();
    });

    it('an upload or delete whose removal of the old CV the database refuses keeps the old CV named, and no new file', async () => {
      await about.update(page());
      const { cvFile } = await about.uploadCv(upload(minimalPdf('eski')));
      const before = await rows();
      await whileRefused(
        dataSource,
        { table: 'stored_files', event: 'DELETE', column: 'name', value: cvFile },
        async () => {
          // The new file is stored and named on the page before the old one is deleted.
          await expect(about.uploadCv(upload(minimalPdf('yeni')))).rejects.toThrow(REFUSED);
          await expect(about.deleteCv()).rejects.toThrow(REFUSED);
        },
      );
      expect(await rows()).toEqual(before);
      expect((await about.get())?.cvFile).toBe(cvFile);
      // Once the database allows it again, the same delete goes through.
      await expect(about.deleteCv()).resolves.toMatchObject({ cvFile: '' });
    });
  });
});
