import { type GraphQLResponse, startTestApp, type TestApp } from './support/app';
import { CV_NAME, clearAbout, cvHelpers, DELETE_CV, expectNoCv, UPLOAD_CV } from './support/cv-upload';
import { testDb } from './support/db';
import { MiB, minimalPdf, pdfFile, pdfOfSize, sha256 } from './support/files';
import { expectNoInternals, expectOnlyError } from './support/graphql';
import { postGraphQLUpload, postMultipart } from './support/multipart';

const TOO_LARGE = "Dosya boyutu 5MB'dan küçük olmalıdır";
const NOT_PDF = 'Sadece PDF dosyaları yüklenebilir';
const UNAUTHENTICATED = 'Oturum açmanız gerekiyor.';
const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';

/** A Turkish sentence, not a library's English text (a variable's name such as `file` may appear in it). */
function expectTurkish(message: string) {
  expect(message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  expect(message).not.toMatch(/\b(the|is|not|must|missing|invalid|request|expected|error|got|provided|found|does)\b/i);
}

/** A CV refused (size, type, a missing file, CSRF, the caller's role) and the one before it kept. */
describe(`GraphQL uploadCv / deleteCv: refusals (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    user = (await app.signIn('user')).token;
  });
  afterAll(() => app.close());

  beforeEach(() => clearAbout(app));

  const { endpoint, uploadCv, saveAbout, currentCv, storedFiles, uploadFirstCv, expectCvKept } = cvHelpers(
    () => app,
    () => admin,
  );

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
