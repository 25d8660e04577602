import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startTestApp, type TestApp } from './support/app';
import { CV_NAME, clearAbout, cvHelpers, DELETE_CV, expectNoCv, NO_CV } from './support/cv-upload';
import { testDb } from './support/db';
import { minimalPdf, pdfFile, sha256 } from './support/files';
import { expectOnlyError } from './support/graphql';

/** A CV stored, replaced, kept and deleted through GraphQL; its refusals are in graphql-files-cv-refusals.test.ts. */
describe(`GraphQL uploadCv / deleteCv: storing and deleting (${testDb})`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
  });
  afterAll(() => app.close());

  beforeEach(() => clearAbout(app));

  const { uploadCv, saveAbout, currentCv, storedFiles, uploadFirstCv, expectCvKept } = cvHelpers(
    () => app,
    () => admin,
  );

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
});
