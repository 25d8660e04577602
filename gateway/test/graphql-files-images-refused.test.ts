import sharp from 'sharp';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { MiB, sha256, storedFiles as allStoredFiles } from './support/files';
import { expectOnlyError } from './support/graphql';
import {
  bytesOf,
  GIF89A,
  gifOfSize,
  HTML,
  imageUploader,
  JPEG,
  PDF,
  PNG,
  SVG,
  UPLOAD_IMAGE,
  UUID,
} from './support/image-upload';
import { postGraphQLUpload } from './support/multipart';

const NOT_IMAGE = 'Sadece PNG, GIF, JPEG, BMP, ICO ve WEBP görseller yüklenebilir';
const TOO_LARGE = "Görsel boyutu 20MB'dan küçük olmalıdır";
const UNREADABLE = 'Görsel okunamadı: dosya bozuk ya da çok büyük';

/** What uploadImage refuses (bad options, unreadable or non-images, sizes, the caller, the request) and that it stores nothing. */
describe(`GraphQL uploadImage: refusals (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    user = (await app.signIn('user')).token;
  });
  afterAll(() => app.close());

  beforeEach(() => app.dataSource.createQueryBuilder().delete().from(StoredFile).execute());

  const uploadImage = imageUploader(
    () => app,
    () => admin,
  );

  const storedFiles = () => allStoredFiles(app.dataSource);

  it.each([
    ['a string', '"evet"'],
    ['a number', '1'],
    ['an object shaped like prototype pollution', '{"__proto__":{"polluted":true}}'],
    ['a huge string', JSON.stringify('ı'.repeat(100_000))],
  ])(
    'refuses keepOriginal given %s (BAD_USER_INPUT, no 5xx), stores nothing and keeps serving',
    async (_label, value) => {
      const response = await postGraphQLUpload(`${app.url}/graphql`, {
        query: 'mutation($file: Upload!, $keep: Boolean!) { uploadImage(file: $file, keepOriginal: $keep) }',
        variables: { keep: JSON.parse(value) as unknown },
        file: { bytes: PNG, name: 'a.png', type: 'image/png' },
        token: admin,
      });
      expect(response.status).toBeLessThan(500);
      expect(response.body?.errors?.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
      expect(await storedFiles()).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await uploadImage({ bytes: GIF89A, name: 'b.gif', type: 'image/gif' })).body?.errors).toBeUndefined();
    },
  );

  it.each([
    ['a JPEG with no picture in it', JPEG, 'foto.jpeg', 'image/jpeg'],
    ['a PNG cut off after its header', PNG.subarray(0, 40), 'kesik.png', 'image/png'],
  ])('refuses %s with UNSUPPORTED_MEDIA_TYPE and stores nothing', async (_label, bytes, name, type) => {
    const response = await uploadImage({ bytes, name, type });
    expectOnlyError(response.body, 'UNSUPPORTED_MEDIA_TYPE', UNREADABLE);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a decompression bomb (a 330 KB PNG of 110 megapixels) unread, and stores nothing', async () => {
    const bomb = await sharp({ create: { width: 11000, height: 10000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(400 * 1024);
    const response = await uploadImage({ bytes: bomb, name: 'beyaz.png', type: 'image/png' });
    expectOnlyError(response.body, 'UNSUPPORTED_MEDIA_TYPE', UNREADABLE);
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['an SVG image', SVG, 'resim.svg', 'image/svg+xml'],
    ['an HTML page named .png', HTML, 'resim.png', 'image/png'],
    ['a PDF', PDF, 'belge.pdf', 'application/pdf'],
    ['a PDF named .jpg', PDF, 'foto.jpg', 'image/jpeg'],
    ['a plain text file', bytesOf('merhaba dünya\n'), 'not.txt', 'text/plain'],
    ['an empty file', Buffer.alloc(0), 'bos.png', 'image/png'],
    [
      'a WAV sound (RIFF but not WEBP)',
      bytesOf('RIFF', [36, 0, 0, 0], 'WAVEfmt ', new Array<number>(24).fill(0)),
      'ses.webp',
      'image/webp',
    ],
    ['a cut-off PNG signature', PNG.subarray(0, 4), 'kesik.png', 'image/png'],
  ])('refuses %s with UNSUPPORTED_MEDIA_TYPE (not an image) and stores nothing', async (_label, bytes, name, type) => {
    const response = await uploadImage({ bytes, name, type });
    expect(response.status).toBe(200);
    expectOnlyError(response.body, 'UNSUPPORTED_MEDIA_TYPE', NOT_IMAGE);
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps a GIF (stored as it came) within 5 MiB: exactly 5 MiB is stored, a byte more refused', async () => {
    const bytes = gifOfSize(5 * MiB);
    const response = await uploadImage({ bytes, name: 'buyuk.gif', type: 'image/gif' });
    expect(response.body?.errors).toBeUndefined();
    expect(response.body!.data!.uploadImage).toMatch(new RegExp(`^/uploads/image-${UUID}\\.gif$`));
    const [file] = await storedFiles();
    expect(file!.size).toBe(5 * MiB);
    expect(file!.sha256).toBe(sha256(bytes));

    const over = await uploadImage({ bytes: gifOfSize(5 * MiB + 1), name: 'daha-buyuk.gif', type: 'image/gif' });
    expectOnlyError(over.body, 'PAYLOAD_TOO_LARGE', "GIF, BMP, ICO ve hareketli görseller 5MB'dan küçük olmalıdır");
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses any image over 20 MiB with PAYLOAD_TOO_LARGE and stores nothing', async () => {
    const response = await uploadImage({ bytes: gifOfSize(20 * MiB + 1), name: 'cok-buyuk.gif', type: 'image/gif' });
    expectOnlyError(response.body, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a non-admin with FORBIDDEN and an anonymous caller with UNAUTHENTICATED', async () => {
    expectOnlyError(
      (await uploadImage({ bytes: PNG, name: 'a.png', type: 'image/png' }, user)).body,
      'FORBIDDEN',
      'Bu işlem için admin yetkisi gereklidir.',
    );
    expectOnlyError(
      (await uploadImage({ bytes: PNG, name: 'a.png', type: 'image/png' }, null)).body,
      'UNAUTHENTICATED',
      'Oturum açmanız gerekiyor.',
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a request whose map points at a file part that is never sent (BAD_USER_INPUT)', async () => {
    const response = await postGraphQLUpload(`${app.url}/graphql`, { query: UPLOAD_IMAGE, file: null, token: admin });
    expect(response.status).toBeLessThan(500);
    expect(response.body?.data ?? null).toBeNull();
    expect(response.body?.errors?.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect(response.body!.errors![0]!.message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an upload without the apollo-require-preflight header (400) and stores nothing', async () => {
    const response = await postGraphQLUpload(`${app.url}/graphql`, {
      query: UPLOAD_IMAGE,
      file: { bytes: PNG, name: 'a.png', type: 'image/png' },
      token: admin,
      preflight: false,
    });
    expect(response.status).toBe(400);
    expect(response.body?.errors?.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect(await storedFiles()).toEqual([]);
  });
});
