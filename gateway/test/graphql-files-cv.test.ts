import { About } from '../src/modules/about/about.entity';
import { Experience } from '../src/modules/about/experience.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/app';
import { testDb } from './support/db';
import { MiB, minimalPdf, pdfFile, pdfOfSize, sha256, storedFiles as allStoredFiles } from './support/files';
import { expectNoInternals, expectOnlyError } from './support/graphql';
import { postGraphQLUpload, postMultipart, type UploadFile } from './support/multipart';

const UPLOAD_CV = 'mutation UploadCv($file: Upload!) { uploadCv(file: $file) { name title cvFile } }';
const DELETE_CV = 'mutation { deleteCv { name cvFile } }';
const CV_NAME = /^cv-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

const TOO_LARGE = "Dosya boyutu 5MB'dan küçük olmalıdır";
const NOT_PDF = 'Sadece PDF dosyaları yüklenebilir';
const NO_CV = 'CV dosyası bulunamadı';
const UNAUTHENTICATED = 'Oturum açmanız gerekiyor.';
const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';

/** A Turkish sentence, not a library's English text (a variable's name such as `file` may appear in it). */
function expectTurkish(message: string) {
  expect(message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  expect(message).not.toMatch(/\b(the|is|not|must|missing|invalid|request|expected|error|got|provided|found|does)\b/i);
}

/** "No CV" is `null` or `""` (docs/api.md#shapes-of-data: `cvFile` is `""` when there is none). */
const expectNoCv = (cvFile: unknown) => expect(cvFile ?? '').toBe('');

describe(`GraphQL uploadCv / deleteCv (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    user = (await app.signIn('user')).token;
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    const db = app.dataSource;
    await db.createQueryBuilder().delete().from(Experience).execute();
    await db.createQueryBuilder().delete().from(About).execute();
    await db.createQueryBuilder().delete().from(StoredFile).execute();
  });

  const endpoint = () => `${app.url}/graphql`;

  const uploadCv = (file: UploadFile | null, options: { token?: string; preflight?: boolean } = {}) =>
    postGraphQLUpload<{ uploadCv: { name: string; title: string; cvFile: string | null } }>(endpoint(), {
      query: UPLOAD_CV,
      file,
      token: 'token' in options ? options.token : admin,
      preflight: options.preflight,
    });

  async function saveAbout() {
    const saved = await app.gql(
      'mutation($input: AboutInput!) { updateAbout(input: $input) { name } }',
      {
        input: {
          name: 'Deniz Yılmaz',
          title: 'Yazılım Geliştirici',
          description: 'Merhaba.',
          experiences: [{ title: 'Geliştirici', company: 'Şirket', period: '2020 - Devam ediyor', description: 'İş' }],
          technologies: ['TypeScript'],
        },
      },
      { token: admin },
    );
    expect(saved.errors).toBeUndefined();
  }

  async function currentCv(): Promise<string | null> {
    const read = await app.gql<{ about: { cvFile: string | null } | null }>('{ about { cvFile } }');
    expect(read.errors).toBeUndefined();
    return read.data!.about?.cvFile ?? null;
  }

  const storedFiles = () => allStoredFiles(app.dataSource);

  /** Uploads a first CV and returns its stored name. */
  async function uploadFirstCv(bytes = minimalPdf('Ilk CV')): Promise<string> {
    const response = await uploadCv(pdfFile(bytes));
    expect(response.status).toBe(200);
    expect(response.body?.errors).toBeUndefined();
    const name = response.body!.data!.uploadCv.cvFile!;
    expect(name).toMatch(CV_NAME);
    return name;
  }

  /** The CV named `name` is still the only stored file and still the About page's CV. */
  async function expectCvKept(name: string, bytes: Buffer) {
    expect(await currentCv()).toBe(name);
    const files = await storedFiles();
    expect(files.map((file) => file.name)).toEqual([name]);
    expect(Buffer.from(files[0]!.bytes).equals(bytes)).toBe(true);
  }

  // Issue 43: docs/product/admin.md#cv gives 'CV Yönetimi' a file picker whether or not the page
  // was saved.
  it('takes a CV before the About page was ever saved: the page is made, empty but for the CV, which a save keeps', async () => {
    const bytes = minimalPdf('CV');
    const response = await uploadCv(pdfFile(bytes));
    expect(response.status).toBe(200);
    expect(response.body?.errors).toBeUndefined();
    const { cvFile } = response.body!.data!.uploadCv;
    expect(response.body!.data!.uploadCv).toEqual({ name: '', title: '', cvFile: expect.stringMatching(CV_NAME) });
    await expectCvKept(cvFile!, bytes);
    const read = await app.gql(
      '{ about { name title description experiences { title } technologies cv { downloadName } } }',
    );
    expect(read.data).toEqual({
      about: {
        name: '',
        title: '',
        description: '',
        experiences: [],
        technologies: [],
        cv: { downloadName: 'CV.pdf' },
      },
    });
    await saveAbout();
    await expectCvKept(cvFile!, bytes);
  });

  it('stores a small PDF under a generated name with its media type, size, sha256 and exact bytes', async () => {
    await saveAbout();
    const bytes = minimalPdf('Deniz Yilmaz CV');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const response = await uploadCv(pdfFile(bytes, 'Özgeçmiş Deniz.pdf'));
    expect(response.status).toBe(200);
    expect(response.body?.errors).toBeUndefined();
    const { uploadCv: about } = response.body!.data!;
    expect(about.name).toBe('Deniz Yılmaz');
    expect(about.title).toBe('Yazılım Geliştirici');
    expect(about.cvFile).toMatch(CV_NAME);
    expect(await currentCv()).toBe(about.cvFile);

    const files = await storedFiles();
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file!.name).toBe(about.cvFile);
    expect(file!.mediaType).toBe('application/pdf');
    expect(file!.size).toBe(bytes.length);
    expect(file!.sha256).toBe(sha256(bytes));
    expect(Buffer.isBuffer(file!.bytes)).toBe(true);
    expect(Buffer.from(file!.bytes).equals(bytes)).toBe(true);
  });

  it('does not load the bytes unless they are selected', async () => {
    await saveAbout();
    const name = await uploadFirstCv();
    const file = await app.dataSource.getRepository(StoredFile).findOneByOrFail({ name });
    expect(file.bytes).toBeUndefined();
    expect(file.size).toBeGreaterThan(0);
  });

  it('recognises a PDF by its bytes, not by the declared name or type', async () => {
    await saveAbout();
    const bytes = minimalPdf('Adsiz');
    const response = await uploadCv({ bytes, name: 'belge.txt', type: 'text/plain' });
    expect(response.body?.errors).toBeUndefined();
    expect(response.body!.data!.uploadCv.cvFile).toMatch(CV_NAME);
    const [file] = await storedFiles();
    expect(file!.mediaType).toBe('application/pdf');
    expect(Buffer.from(file!.bytes).equals(bytes)).toBe(true);
  });

  it('replaces the previous CV and removes its stored file', async () => {
    await saveAbout();
    const first = await uploadFirstCv(minimalPdf('Birinci'));
    const second = minimalPdf('Ikinci surum');

    const response = await uploadCv(pdfFile(second));
    expect(response.body?.errors).toBeUndefined();
    const name = response.body!.data!.uploadCv.cvFile!;
    expect(name).toMatch(CV_NAME);
    expect(name).not.toBe(first);
    expect(await currentCv()).toBe(name);

    const files = await storedFiles();
    expect(files.map((file) => file.name)).toEqual([name]);
    expect(files[0]!.sha256).toBe(sha256(second));
    expect(await app.dataSource.getRepository(StoredFile).countBy({ name: first })).toBe(0);
  });

  it('keeps the CV when the About page is saved again', async () => {
    await saveAbout();
    const bytes = minimalPdf('Kalici');
    const name = await uploadFirstCv(bytes);
    await saveAbout();
    await expectCvKept(name, bytes);
  });

  it('deleteCv clears cvFile and removes the stored file', async () => {
    await saveAbout();
    await uploadFirstCv();

    const deleted = await app.gql<{ deleteCv: { name: string; cvFile: string | null } }>(
      DELETE_CV,
      {},
      { token: admin },
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteCv.name).toBe('Deniz Yılmaz');
    expectNoCv(deleted.data!.deleteCv.cvFile);
    expectNoCv(await currentCv());
    expect(await storedFiles()).toEqual([]);
  });

  it('deleteCv without a CV is NOT_FOUND and changes nothing', async () => {
    await saveAbout();
    const response = await app.gql(DELETE_CV, {}, { token: admin });
    expectOnlyError(response, 'NOT_FOUND', NO_CV);
    expectNoCv(await currentCv());

    // Twice in a row: the second delete finds nothing either.
    await uploadFirstCv();
    expect((await app.gql(DELETE_CV, {}, { token: admin })).errors).toBeUndefined();
    expectOnlyError(await app.gql(DELETE_CV, {}, { token: admin }), 'NOT_FOUND', NO_CV);
  });

  it('deleteCv before the About page exists is NOT_FOUND', async () => {
    expectOnlyError(await app.gql(DELETE_CV, {}, { token: admin }), 'NOT_FOUND', NO_CV);
    const about = await app.gql('{ about { name } }');
    expect(about.data).toEqual({ about: null });
  });

  describe('size limit (5 MiB)', () => {
    it('accepts exactly 5 MiB', async () => {
      await saveAbout();
      const bytes = pdfOfSize(5 * MiB);
      const response = await uploadCv(pdfFile(bytes));
      expect(response.status).toBe(200);
      expect(response.body?.errors).toBeUndefined();
      const name = response.body!.data!.uploadCv.cvFile!;
      expect(name).toMatch(CV_NAME);
      const [file] = await storedFiles();
      expect(file!.name).toBe(name);
      expect(file!.size).toBe(5 * MiB);
      expect(file!.sha256).toBe(sha256(bytes));
      expect(Buffer.from(file!.bytes).equals(bytes)).toBe(true);
    });

    it('refuses 5 MiB + 1 byte with PAYLOAD_TOO_LARGE and keeps the previous CV', async () => {
      await saveAbout();
      const previous = minimalPdf('Onceki');
      const name = await uploadFirstCv(previous);

      const response = await uploadCv(pdfFile(pdfOfSize(5 * MiB + 1)));
      expectOnlyError(response.body, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
      await expectCvKept(name, previous);
    });

    it('refuses a file well over the limit (8 MiB) the same way', async () => {
      await saveAbout();
      const previous = minimalPdf('Onceki');
      const name = await uploadFirstCv(previous);

      const response = await uploadCv(pdfFile(pdfOfSize(8 * MiB)));
      expectOnlyError(response.body, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
      await expectCvKept(name, previous);
    });
  });

  describe('file type', () => {
    it('refuses a text file named cv.pdf with type application/pdf and keeps the previous CV', async () => {
      await saveAbout();
      const previous = minimalPdf('Onceki');
      const name = await uploadFirstCv(previous);

      const response = await uploadCv(pdfFile(Buffer.from('Bu bir PDF değil, düz metin.\n', 'utf8'), 'cv.pdf'));
      expectOnlyError(response.body, 'UNSUPPORTED_MEDIA_TYPE', NOT_PDF);
      await expectCvKept(name, previous);
    });

    it('refuses an empty file with UNSUPPORTED_MEDIA_TYPE', async () => {
      await saveAbout();
      const response = await uploadCv(pdfFile(Buffer.alloc(0)));
      expectOnlyError(response.body, 'UNSUPPORTED_MEDIA_TYPE', NOT_PDF);
      expect(await storedFiles()).toEqual([]);
      expectNoCv(await currentCv());
    });

    it('refuses a file that only mentions %PDF- after its first byte', async () => {
      await saveAbout();
      const response = await uploadCv(pdfFile(Buffer.concat([Buffer.from(' '), minimalPdf('Kaymis')])));
      expectOnlyError(response.body, 'UNSUPPORTED_MEDIA_TYPE', NOT_PDF);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a PNG image named cv.pdf', async () => {
      await saveAbout();
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      );
      const response = await uploadCv(pdfFile(png));
      expectOnlyError(response.body, 'UNSUPPORTED_MEDIA_TYPE', NOT_PDF);
      expect(await storedFiles()).toEqual([]);
    });
  });

  describe('missing file', () => {
    /** One BAD_USER_INPUT error with a Turkish message and no internals; nothing stored. */
    async function expectRefusedUpload(response: { status: number; body?: GraphQLResponse }) {
      expect(response.status).toBeLessThan(500);
      const errors = response.body?.errors ?? [];
      expect(errors.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
      expectTurkish(errors[0]!.message);
      expectNoInternals(response.body!);
      expect(await storedFiles()).toEqual([]);
    }

    it('refuses a map that points at a file part that is never sent (BAD_USER_INPUT, Turkish)', async () => {
      await saveAbout();
      await expectRefusedUpload(await uploadCv(null));
    });

    it('refuses variables.file = null with an empty map (BAD_USER_INPUT, Turkish)', async () => {
      await saveAbout();
      await expectRefusedUpload(
        await postGraphQLUpload(endpoint(), { query: UPLOAD_CV, file: null, map: {}, token: admin }),
      );
    });

    it('refuses a file part under a name the map does not mention (BAD_USER_INPUT, Turkish)', async () => {
      await saveAbout();
      const response = await postMultipart<GraphQLResponse>(
        endpoint(),
        [
          ['operations', JSON.stringify({ query: UPLOAD_CV, variables: { file: null } })],
          ['map', JSON.stringify({})],
          ['cv', pdfFile(minimalPdf('Sahipsiz'))],
        ],
        { token: admin, headers: { 'apollo-require-preflight': 'true' } },
      );
      await expectRefusedUpload(response);
    });

    it.each([
      ['null', null],
      ['a string', 'cv.pdf'],
      ['an object', { name: 'cv.pdf' }],
    ])('refuses a JSON request whose file is %s (BAD_USER_INPUT, Turkish)', async (_label, file) => {
      await saveAbout();
      const response = await app.gql(UPLOAD_CV, { file }, { token: admin });
      expect(response.data ?? null).toBeNull();
      const errors = response.errors ?? [];
      expect(errors).toHaveLength(1);
      expect(errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
      expectTurkish(errors[0]!.message);
      expectNoInternals(response);
      expect(await storedFiles()).toEqual([]);
    });
  });

  describe('CSRF prevention', () => {
    it('refuses a multipart upload without the apollo-require-preflight header (400) and stores nothing', async () => {
      await saveAbout();
      const previous = minimalPdf('Onceki');
      const name = await uploadFirstCv(previous);

      const response = await uploadCv(pdfFile(minimalPdf('Sahte')), { preflight: false });
      expect(response.status).toBe(400);
      expect(response.body?.data ?? null).toBeNull();
      const errors = response.body?.errors ?? [];
      expect(errors.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
      expect(errors[0]!.message).not.toMatch(/CSRF|Cross-Site|blocked/i);
      expectNoInternals(response.body!);
      await expectCvKept(name, previous);
    });

    it('accepts a multipart upload that names its operation in x-apollo-operation-name instead', async () => {
      await saveAbout();
      const response = await postGraphQLUpload<{ uploadCv: { cvFile: string } }>(endpoint(), {
        query: UPLOAD_CV,
        file: pdfFile(minimalPdf('Baslikli')),
        token: admin,
        preflight: false,
        headers: { 'x-apollo-operation-name': 'UploadCv' },
      });
      expect(response.status).toBe(200);
      expect(response.body?.errors).toBeUndefined();
      expect(response.body!.data!.uploadCv.cvFile).toMatch(CV_NAME);
    });
  });

  describe('who may upload', () => {
    it('refuses a signed-in user who is not admin with FORBIDDEN and stores nothing', async () => {
      await saveAbout();
      const previous = minimalPdf('Onceki');
      const name = await uploadFirstCv(previous);

      expectOnlyError((await uploadCv(pdfFile(minimalPdf('Kullanici')), { token: user })).body, 'FORBIDDEN', FORBIDDEN);
      expectOnlyError(await app.gql(DELETE_CV, {}, { token: user }), 'FORBIDDEN', FORBIDDEN);
      await expectCvKept(name, previous);
    });

    it('refuses an anonymous caller with UNAUTHENTICATED and stores nothing', async () => {
      await saveAbout();
      const previous = minimalPdf('Onceki');
      const name = await uploadFirstCv(previous);

      expectOnlyError(
        (await uploadCv(pdfFile(minimalPdf('Anonim')), { token: undefined })).body,
        'UNAUTHENTICATED',
        UNAUTHENTICATED,
      );
      expectOnlyError(await app.gql(DELETE_CV), 'UNAUTHENTICATED', UNAUTHENTICATED);
      await expectCvKept(name, previous);
    });

    it('refuses a tampered token with UNAUTHENTICATED', async () => {
      await saveAbout();
      const tampered = `${admin.slice(0, -2)}${admin.endsWith('AA') ? 'BB' : 'AA'}`;
      expectOnlyError(
        (await uploadCv(pdfFile(minimalPdf('Sahte')), { token: tampered })).body,
        'UNAUTHENTICATED',
        UNAUTHENTICATED,
      );
      expect(await storedFiles()).toEqual([]);
    });

    it('checks the role before the file: an anonymous oversized or non-PDF upload is UNAUTHENTICATED', async () => {
      await saveAbout();
      expectOnlyError(
        (await uploadCv(pdfFile(pdfOfSize(5 * MiB + 1)), { token: undefined })).body,
        'UNAUTHENTICATED',
        UNAUTHENTICATED,
      );
      expectOnlyError((await uploadCv(pdfFile(Buffer.from('metin')), { token: user })).body, 'FORBIDDEN', FORBIDDEN);
      expect(await storedFiles()).toEqual([]);
    });
  });
});
