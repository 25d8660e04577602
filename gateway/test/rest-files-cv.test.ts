import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startAdminApp, startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { MiB, pdfFile, pdfOfSize } from './support/files';
import { rawGet } from './support/raw-http';
import {
  ABOUT,
  type About,
  type Envelope,
  getBytes,
  minimalPdf,
  parseCsp,
  PNG,
  saveAbout,
  uploadCv,
} from './support/rest-cv';
import type { UploadFile } from './support/multipart';

/**
 * The CV over the REST facade (POST/DELETE /api/about/cv, GET /api/about/cv/download) and its
 * stored file under /uploads (docs/api.md#shapes-of-data, docs/api.md#limits-and-bad-input,
 * docs/server.md#browser-security-policy); other /uploads names and editor images are in
 * rest-files-uploads.test.ts.
 */

const UNAUTHENTICATED = 'Oturum açmanız gerekiyor.';
const NO_CV = 'CV dosyası bulunamadı';
const TOO_LARGE = "Dosya boyutu 5MB'dan küçük olmalıdır";
const NOT_PDF = 'Sadece PDF dosyaları yüklenebilir';
const NO_FILE = 'Lütfen bir CV dosyası seçin';
const STORED_NAME = /^[\w-][\w.-]*$/;

async function getJson<T = unknown>(app: TestApp, path: string, token?: string) {
  const response = await fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

/** The Content-Disposition parts: type, ASCII `filename=` and decoded UTF-8 `filename*=`. */
function disposition(header: string | null) {
  expect(header).toBeTruthy();
  const type = /^\s*([\w-]+)/.exec(header!)?.[1]?.toLowerCase();
  const ascii =
    /(?:^|;)\s*filename="((?:[^"\\]|\\.)*)"/i.exec(header!)?.[1] ?? /(?:^|;)\s*filename=([^;\s"]+)/i.exec(header!)?.[1];
  const extended = /(?:^|;)\s*filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header!)?.[1];
  return { type, ascii, utf8: extended === undefined ? undefined : decodeURIComponent(extended) };
}

/** What a CV change could touch: the About page's cvFile, the download, the stored files. */
async function cvState(app: TestApp) {
  const about = await getJson<About>(app, '/api/about');
  const download = await getBytes(app, '/api/about/cv/download');
  const files = await app.dataSource.getRepository(StoredFile).find({ select: { name: true, sha256: true } });
  return {
    cvFile: about.body.data?.cvFile ?? null,
    download: { status: download.status, bytes: download.bytes.toString('base64') },
    files: files.map(({ name, sha256 }) => `${name}:${sha256}`).sort(),
  };
}

describe(`REST CV: upload, download, /uploads, delete (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  const first = minimalPdf('Birinci CV');
  const second = minimalPdf('Ikinci CV');
  let firstName: string;
  let secondName: string;
  beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
  afterAll(() => app.close());

  it('before the About page exists there is no CV: download → 404 envelope CV dosyası bulunamadı', async () => {
    const response = await getJson(app, '/api/about/cv/download');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ success: false, message: NO_CV });
  });

  it('POST /api/about/cv (multipart, field cv, admin) stores the PDF and answers the About page with its cvFile', async () => {
    await saveAbout(app, admin);
    const response = await uploadCv(app, [['cv', pdfFile(first)]], admin);
    expect([200, 201]).toContain(response.status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body?.success).toBe(true);
    const data = response.body!.data!;
    expect(data).toMatchObject({ name: ABOUT.name, title: ABOUT.title, description: ABOUT.description });
    expect(data.cvFile).toMatch(STORED_NAME);
    expect(data.cvFile).toMatch(/\.pdf$/);
    firstName = data.cvFile;
    const about = await getJson<About>(app, '/api/about');
    expect(about.body.data!.cvFile).toBe(firstName);
  });

  it('GET /api/about/cv/download answers the same bytes as an attachment named after the owner', async () => {
    const response = await getBytes(app, '/api/about/cv/download');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf(;|$)/);
    expect(response.bytes.equals(first)).toBe(true);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const parts = disposition(response.headers.get('content-disposition'));
    expect(parts.type).toBe('attachment');
    expect(parts.utf8).toBe('Deniz-Yılmaz-CV.pdf');
    expect(parts.ascii).toBe('Deniz-Yilmaz-CV.pdf');
    expect(parts.ascii).toMatch(/^[\x20-\x7e]+$/);
  });

  it('GET /uploads/{cvFile} answers the same bytes inline, cacheable, with nosniff and a restrictive CSP', async () => {
    const response = await getBytes(app, `/uploads/${firstName}`);
    expect(response.status).toBe(200);
    expect(response.bytes.equals(first)).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf(;|$)/);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = parseCsp(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const [name, values] of csp) {
      expect({ name, values }).not.toEqual({ name, values: expect.arrayContaining(["'unsafe-eval'"]) });
      if (name === 'script-src') expect(values).toEqual(["'none'"]);
    }
    const inline = response.headers.get('content-disposition');
    if (inline !== null) expect(disposition(inline).type).toBe('inline');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('GET /uploads/{cvFile} with If-None-Match of its ETag → 304 with no body', async () => {
    const etag = (await getBytes(app, `/uploads/${firstName}`)).headers.get('etag')!;
    const response = await rawGet(app, `/uploads/${firstName}`, { 'if-none-match': etag });
    expect(response.status).toBe(304);
    expect(response.body.length).toBe(0);
    expect(response.headers.etag).toBe(etag);
    // Another ETag is not a match.
    const other = await rawGet(app, `/uploads/${firstName}`, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.body.equals(first)).toBe(true);
    // A forced reload (Cache-Control: no-cache) gets the bytes again.
    const reload = await rawGet(app, `/uploads/${firstName}`, { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(reload.body.equals(first)).toBe(true);
  });

  it('the download is the stored file sent as /uploads sends it: same ETag (304 on a match) and PDF policy, but no-cache', async () => {
    const stored = await getBytes(app, `/uploads/${firstName}`);
    const download = await rawGet(app, '/api/about/cv/download');
    expect(download.status).toBe(200);
    expect(download.headers.etag).toBe(stored.headers.get('etag'));
    expect(download.headers['content-security-policy']).toBe(stored.headers.get('content-security-policy'));
    expect(download.headers['cache-control']).toBe('no-cache');
    const again = await rawGet(app, '/api/about/cv/download', { 'if-none-match': download.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('a new upload replaces the CV: new name and bytes, the old name is gone from /uploads', async () => {
    const response = await uploadCv(app, [['cv', pdfFile(second, 'yeni-özgeçmiş.pdf')]], admin);
    expect(response.body?.success).toBe(true);
    secondName = response.body!.data!.cvFile;
    expect(secondName).toMatch(STORED_NAME);
    expect(secondName).not.toBe(firstName);
    expect((await getJson<About>(app, '/api/about')).body.data!.cvFile).toBe(secondName);
    const download = await getBytes(app, '/api/about/cv/download');
    expect(download.bytes.equals(second)).toBe(true);
    expect((await getBytes(app, `/uploads/${secondName}`)).bytes.equals(second)).toBe(true);
    expect((await getBytes(app, `/uploads/${firstName}`)).status).toBe(404);
    expect(await app.dataSource.getRepository(StoredFile).count()).toBe(1);
  });

  it('the download name follows the owner name (Turkish letters in filename*, ASCII fallback)', async () => {
    await saveAbout(app, admin, { ...ABOUT, name: 'Çağrı Şükrü Öz' });
    const response = await getBytes(app, '/api/about/cv/download');
    expect(response.status).toBe(200);
    expect(response.bytes.equals(second)).toBe(true);
    const parts = disposition(response.headers.get('content-disposition'));
    expect(parts.type).toBe('attachment');
    expect(parts.utf8).toBe('Çağrı-Şükrü-Öz-CV.pdf');
    expect(parts.ascii).toBe('Cagri-Sukru-Oz-CV.pdf');
    // Saving the About page keeps the CV.
    expect((await getJson<About>(app, '/api/about')).body.data!.cvFile).toBe(secondName);
    await saveAbout(app, admin);
  });

  it('DELETE /api/about/cv removes it: cvFile "", download → 404 envelope, /uploads/{old} → 404', async () => {
    const response = await fetch(`${app.url}/api/about/cv`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Envelope<About>;
    expect(body.success).toBe(true);
    expect(body.data?.cvFile ?? '').toBe('');
    expect((await getJson<About>(app, '/api/about')).body.data).toMatchObject({ name: ABOUT.name, cvFile: '' });

    const download = await getJson(app, '/api/about/cv/download');
    expect(download.status).toBe(404);
    expect(download.headers.get('content-type')).toMatch(/^application\/json/);
    expect(download.body).toEqual({ success: false, message: NO_CV });
    expect((await getBytes(app, `/uploads/${secondName}`)).status).toBe(404);
    expect(await app.dataSource.getRepository(StoredFile).count()).toBe(0);
  });

  it('DELETE /api/about/cv when there is no CV → 404 CV dosyası bulunamadı', async () => {
    const response = await fetch(`${app.url}/api/about/cv`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: NO_CV });
  });
});

describe(`REST CV refusals (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  const current = minimalPdf('Mevcut CV');
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    await saveAbout(app, admin);
    const response = await uploadCv(app, [['cv', pdfFile(current)]], admin);
    expect(response.body?.success).toBe(true);
  });
  afterAll(() => app.close());

  it('a PDF of exactly 5 MiB is accepted', async () => {
    const bytes = pdfOfSize(5 * MiB);
    const response = await uploadCv(app, [['cv', pdfFile(bytes)]], admin);
    expect(response.body?.success).toBe(true);
    const download = await getBytes(app, '/api/about/cv/download');
    expect(download.bytes.equals(bytes)).toBe(true);
    // Put the small one back for the refusals below.
    expect((await uploadCv(app, [['cv', pdfFile(current)]], admin)).body?.success).toBe(true);
  });

  const refusals: Array<[string, () => Array<[string, string | UploadFile]>, number, string, boolean]> = [
    ['5 MiB + 1 byte', () => [['cv', pdfFile(pdfOfSize(5 * MiB + 1))]], 413, TOO_LARGE, true],
    [
      'a text file named cv.pdf',
      () => [['cv', { bytes: 'Bu bir PDF değil, düz metin.\n', name: 'cv.pdf', type: 'application/pdf' }]],
      415,
      NOT_PDF,
      true,
    ],
    ['a PNG named cv.pdf', () => [['cv', { bytes: PNG, name: 'cv.pdf', type: 'application/pdf' }]], 415, NOT_PDF, true],
    [
      'an empty file',
      () => [['cv', { bytes: Buffer.alloc(0), name: 'cv.pdf', type: 'application/pdf' }]],
      415,
      NOT_PDF,
      true,
    ],
    ['the file in another field', () => [['file', pdfFile(minimalPdf('x'))]], 400, NO_FILE, true],
    ['cv as a plain text field', () => [['cv', '%PDF-1.4 not a file part']], 400, NO_FILE, true],
    ['an empty form', () => [], 400, NO_FILE, true],
    ['no token', () => [['cv', pdfFile(minimalPdf('x'))]], 401, UNAUTHENTICATED, false],
  ];

  it.each(refusals)(
    '%s → %i with its Turkish message, the CV unchanged',
    async (_name, parts, status, message, asAdmin) => {
      const before = await cvState(app);
      const response = await uploadCv(app, parts(), asAdmin ? admin : undefined);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ success: false, message });
      expect(await cvState(app)).toEqual(before);
      expect(before.download.status).toBe(200);
      expect(Buffer.from(before.download.bytes, 'base64').equals(current)).toBe(true);
    },
  );

  it('a JSON body instead of multipart → 400 Lütfen bir CV dosyası seçin, the CV unchanged', async () => {
    const before = await cvState(app);
    for (const body of ['{}', JSON.stringify({ cv: current.toString('base64') })]) {
      const response = await fetch(`${app.url}/api/about/cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: NO_FILE });
    }
    const empty = await fetch(`${app.url}/api/about/cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ success: false, message: NO_FILE });
    expect(await cvState(app)).toEqual(before);
  });

  it('a second file part after cv is ignored; cv is what is stored', async () => {
    const bytes = minimalPdf('Ilk parca');
    const response = await uploadCv(
      app,
      [
        ['cv', pdfFile(bytes)],
        ['other', pdfFile(minimalPdf('ikinci'))],
      ],
      admin,
    );
    expect(response.body?.success).toBe(true);
    expect((await getBytes(app, '/api/about/cv/download')).bytes.equals(bytes)).toBe(true);
    expect((await uploadCv(app, [['cv', pdfFile(current)]], admin)).body?.success).toBe(true);
  });
});
