import { About } from '../../src/modules/about/about.entity';
import { Experience } from '../../src/modules/about/experience.entity';
import { StoredFile } from '../../src/modules/files/stored-file.entity';
import type { TestApp } from './app';
import { minimalPdf, pdfFile, storedFiles as allStoredFiles } from './files';
import { postGraphQLUpload, type UploadFile } from './multipart';

/**
 * The CV through GraphQL (uploadCv, deleteCv): what graphql-files-cv-storing.test.ts and
 * graphql-files-cv-refusals.test.ts both send and check.
 */
export const UPLOAD_CV = 'mutation UploadCv($file: Upload!) { uploadCv(file: $file) { name title cvFile } }';
export const DELETE_CV = 'mutation { deleteCv { name cvFile } }';
export const CV_NAME = /^cv-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export const NO_CV = 'CV dosyası bulunamadı';

/** "No CV" is `null` or `""` (docs/api.md#shapes-of-data: `cvFile` is `""` when there is none). */
export const expectNoCv = (cvFile: unknown) => expect(cvFile ?? '').toBe('');

/** Before each test: no About page, no experiences, no stored file. */
export async function clearAbout(app: TestApp) {
  const db = app.dataSource;
  await db.createQueryBuilder().delete().from(Experience).execute();
  await db.createQueryBuilder().delete().from(About).execute();
  await db.createQueryBuilder().delete().from(StoredFile).execute();
}

/** The helpers of a suite whose `app` and `admin` token are set in its beforeAll (read when called). */
export function cvHelpers(app: () => TestApp, admin: () => string) {
  const endpoint = () => `${app().url}/graphql`;

  const uploadCv = (file: UploadFile | null, options: { token?: string; preflight?: boolean } = {}) =>
    postGraphQLUpload<{ uploadCv: { name: string; title: string; cvFile: string | null } }>(endpoint(), {
      query: UPLOAD_CV,
      file,
      token: 'token' in options ? options.token : admin(),
      preflight: options.preflight,
    });

  async function saveAbout() {
    const saved = await app().gql(
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
      { token: admin() },
    );
    expect(saved.errors).toBeUndefined();
  }

  async function currentCv(): Promise<string | null> {
    const read = await app().gql<{ about: { cvFile: string | null } | null }>('{ about { cvFile } }');
    expect(read.errors).toBeUndefined();
    return read.data!.about?.cvFile ?? null;
  }

  const storedFiles = () => allStoredFiles(app().dataSource);

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

  return { endpoint, uploadCv, saveAbout, currentCv, storedFiles, uploadFirstCv, expectCvKept };
}
