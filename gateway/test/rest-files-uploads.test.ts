import sharp from 'sharp';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { pdfFile } from './support/files';
import { postGraphQLUpload } from './support/multipart';
import { rawGet } from './support/raw-http';
import { getBytes, minimalPdf, parseCsp, PNG, saveAbout, uploadCv } from './support/rest-cv';

/**
 * /uploads over the REST facade: a name that is not a stored file answers 404 and leaks nothing;
 * an editor image is served at its URL with its type and a sandboxing CSP
 * (docs/server.md#browser-security-policy). The CV's own file is in rest-files-cv.test.ts.
 */

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe(`/uploads names and editor images (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    await saveAbout(app, admin);
    expect((await uploadCv(app, [['cv', pdfFile(minimalPdf('cv'))]], admin)).body?.success).toBe(true);
  });
  afterAll(() => app.close());

  const NOT_STORED = [
    '/uploads/cv-00000000-0000-0000-0000-000000000000.pdf',
    '/uploads/nope',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/..%2Fpackage.json',
    '/uploads/%2e%2e%2fpackage.json',
    '/uploads/.env',
    '/uploads/%2Fetc%2Fpasswd',
    '/uploads/..%5C..%5Cpackage.json',
  ];
  // `root:x:0:0:` is /etc/passwd's first line (the site's own stylesheet has `:root:not(…)`).
  const LEAK = /root:[^:\n]*:0:0:|"dependencies"|"devDependencies"|"name"\s*:|%PDF|JWT_SECRET/;

  it.each(NOT_STORED)('GET %s → 404, whatever the client accepts', async (path) => {
    for (const accept of [undefined, '*/*', 'text/html', 'application/pdf']) {
      const response = await rawGet(app, path, accept ? { accept } : {});
      expect({ accept, status: response.status }).toEqual({ accept, status: 404 });
      expect(response.body.toString('utf8')).not.toMatch(LEAK);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each(['/uploads/../package.json', '/uploads/../../package.json', '/uploads/../gateway/package.json'])(
    'GET %s (sent raw) → 404 for a file request and never leaks a file',
    async (path) => {
      // `/uploads/../x` is `/x` (RFC 3986 dot segments): outside /uploads, where the built site
      // answers a browser's page request with its rendered not-found page (whose data, JSON in the
      // page, has `"name":` keys of its own). A file request gets 404; nothing leaks.
      const asFile = await rawGet(app, path, { accept: 'application/json' });
      expect(asFile.status).toBe(404);
      expect(asFile.body.toString('utf8')).not.toMatch(LEAK);
      const asPage = await rawGet(app, path);
      expect(asPage.status).toBe(404);
      expect(asPage.body.toString('utf8')).not.toMatch(
        /root:[^:\n]*:0:0:|"dependencies"|"devDependencies"|%PDF|JWT_SECRET/,
      );
      if (asPage.headers['content-type'] !== 'text/plain; charset=utf-8')
        expect(asPage.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it.each([
    ['PNG', PNG, 'image/png', 'resim.png'],
    ['GIF', GIF, 'image/gif', 'hareketli.gif'],
  ] as const)(
    'a %s uploaded through GraphQL uploadImage is served at its URL with its type and a sandboxing CSP',
    async (_label, bytes, mediaType, name) => {
      const upload = await postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
        query: 'mutation($file: Upload!) { uploadImage(file: $file) }',
        file: { bytes, name, type: mediaType },
        token: admin,
      });
      expect(upload.body?.errors).toBeUndefined();
      const url = upload.body!.data!.uploadImage;
      expect(url).toMatch(/^\/uploads\/[\w-][\w.-]*$/);
      const response = await getBytes(app, url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(new RegExp(`^${mediaType}(;|$)`));
      // A GIF is stored as it came; a PNG as a photo, made anew (graphql-files-images-stored.test.ts).
      if (mediaType === 'image/gif') expect(response.bytes.equals(bytes)).toBe(true);
      else expect(await sharp(response.bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = parseCsp(response.headers.get('content-security-policy'));
      expect(csp.has('sandbox')).toBe(true);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(response.headers.get('etag')).toBeTruthy();
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const again = await rawGet(app, url, { 'if-none-match': response.headers.get('etag')! });
      expect(again.status).toBe(304);
    },
  );
});
