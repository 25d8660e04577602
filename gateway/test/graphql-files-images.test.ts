import exifr from 'exifr';
import sharp from 'sharp';
import { About } from '../src/modules/about/about.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { MiB, sha256, storedFiles as allStoredFiles } from './support/files';
import { GPS_LATITUDE, phoneJpeg } from './support/photos';
import { expectOnlyError } from './support/graphql';
import { postGraphQLUpload, type UploadFile } from './support/multipart';

const UPLOAD_IMAGE = 'mutation($file: Upload!) { uploadImage(file: $file) }';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NOT_IMAGE = 'Sadece PNG, GIF, JPEG, BMP, ICO ve WEBP görseller yüklenebilir';
const TOO_LARGE = "Görsel boyutu 20MB'dan küçük olmalıdır";
const UNREADABLE = 'Görsel okunamadı: dosya bozuk ya da çok büyük';
/** A photo's fallback address; the sizes' are `…-{w}w.avif|webp` beside it. */
const photoUrl = (width: number, height: number, extension: string) =>
  new RegExp(`^/uploads/photo-${UUID}-${width}x${height}\\.${extension}$`);

const base64 = (text: string) => Buffer.from(text, 'base64');
const bytesOf = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** 1×1 images, each minimal but well formed. */
const PNG = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
const GIF89A = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const GIF87A = bytesOf(
  'GIF87a',
  [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00], // 1×1, global colour table of 2
  [0x00, 0x00, 0x00, 0xff, 0xff, 0xff],
  [0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00], // image descriptor
  [0x02, 0x02, 0x44, 0x01, 0x00], // LZW data
  [0x3b],
);
const JPEG = bytesOf(
  [0xff, 0xd8], // SOI
  [0xff, 0xe0, 0x00, 0x10],
  'JFIF\0',
  [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00], // APP0
  [0xff, 0xd9], // EOI
);
/** A 1×1 grey PNG with an alpha channel (two channels: its fallback must stay a PNG). */
const GREY_ALPHA_PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
);
/** A 1×1 JPEG with pixels (JPEG above has none). */
const JPEG_PHOTO = base64(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgBiQ3/2Q==',
);
function bmp(): Buffer {
  const bytes = Buffer.alloc(58);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(58, 2); // file size
  bytes.writeUInt32LE(54, 10); // pixel data offset
  bytes.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  bytes.writeInt32LE(1, 18); // width
  bytes.writeInt32LE(1, 22); // height
  bytes.writeUInt16LE(1, 26); // planes
  bytes.writeUInt16LE(24, 28); // bits per pixel
  bytes.writeUInt32LE(4, 34); // image size (one row, padded)
  bytes.set([0x00, 0x00, 0xff], 54); // a red pixel
  return bytes;
}
function ico(): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(1, 6); // width
  header.writeUInt8(1, 7); // height
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(PNG.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, PNG]);
}
const WEBP = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

const PDF = bytesOf(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
  'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const SVG = bytesOf(
  '<?xml version="1.0" encoding="UTF-8"?>\n',
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script><rect width="1" height="1"/></svg>\n',
);
const HTML = bytesOf('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');

/** A GIF followed by zeros to `size` bytes (a GIF is not a photo: stored as it came). */
function gifOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  GIF89A.copy(bytes);
  return bytes;
}

describe(`GraphQL uploadImage (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    user = (await app.signIn('user')).token;
  });
  afterAll(() => app.close());

  beforeEach(() => app.dataSource.createQueryBuilder().delete().from(StoredFile).execute());

  /** `token: null` uploads anonymously. */
  const uploadImage = (file: UploadFile, token: string | null = admin) =>
    postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
      query: UPLOAD_IMAGE,
      file,
      token: token ?? undefined,
    });

  const storedFiles = () => allStoredFiles(app.dataSource);

  it('has well-formed fixtures', () => {
    expect(PNG.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(GIF89A.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(GIF87A.subarray(0, 6).toString('latin1')).toBe('GIF87a');
    expect(WEBP.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(WEBP.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(WEBP.readUInt32LE(4)).toBe(WEBP.length - 8);
    expect(bmp().readUInt32LE(2)).toBe(bmp().length);
    expect(ico().readUInt32LE(18) + ico().readUInt32LE(14)).toBe(ico().length);
  });

  it.each([
    ['GIF 89a', GIF89A, 'image/gif', 'gif', 'animasyon.gif', 'image/gif'],
    ['GIF 87a', GIF87A, 'image/gif', 'gif', 'eski.gif', 'image/gif'],
    ['BMP', bmp(), 'image/bmp', 'bmp', 'çizim.bmp', 'image/bmp'],
    ['ICO', ico(), 'image/x-icon', 'ico', 'favicon.ico', 'image/vnd.microsoft.icon'],
  ])(
    'stores a %s image as it came and returns its /uploads URL',
    async (_label, bytes, mediaType, extension, name, type) => {
      const response = await uploadImage({ bytes, name, type });
      expect(response.status).toBe(200);
      expect(response.body?.errors).toBeUndefined();
      const url = response.body!.data!.uploadImage;
      expect(url).toMatch(new RegExp(`^/uploads/image-${UUID}\\.${extension}$`));

      const files = await storedFiles();
      expect(files).toHaveLength(1);
      const [file] = files;
      expect(`/uploads/${file!.name}`).toBe(url);
      expect(file!.mediaType).toBe(mediaType);
      expect(file!.size).toBe(bytes.length);
      expect(file!.sha256).toBe(sha256(bytes));
      expect(Buffer.from(file!.bytes).equals(bytes)).toBe(true);
    },
  );

  it.each([
    ['PNG with transparency', PNG, 'resim.png', 'image/png', 'png'],
    ['grey PNG with transparency', GREY_ALPHA_PNG, 'gri.png', 'image/png', 'png'],
    ['WEBP with transparency', WEBP, 'görsel.webp', 'image/webp', 'png'],
    ['JPEG', JPEG_PHOTO, 'foto.jpg', 'image/jpeg', 'jpg'],
  ])(
    'stores a %s as a photo: its fallback and an AVIF and a WebP of its size',
    async (_label, bytes, name, type, extension) => {
      const response = await uploadImage({ bytes, name, type });
      expect(response.body?.errors).toBeUndefined();
      const url = response.body!.data!.uploadImage;
      expect(url).toMatch(photoUrl(1, 1, extension));
      const base = url.slice('/uploads/'.length, -`.${extension}`.length);
      const files = await storedFiles();
      expect(files.map((file) => [file.name, file.mediaType]).sort()).toEqual([
        [`${base}-1w.avif`, 'image/avif'],
        [`${base}-1w.webp`, 'image/webp'],
        [`${base}.${extension}`, extension === 'png' ? 'image/png' : 'image/jpeg'],
      ]);
      for (const file of files) {
        expect(file.sha256).toBe(sha256(Buffer.from(file.bytes)));
        expect(await sharp(Buffer.from(file.bytes)).metadata()).toMatchObject({ width: 1, height: 1 });
      }
    },
  );

  it('makes a phone photo upright, strips its camera data and GPS position, and stores it at four widths', async () => {
    // 24 MP, landscape as the sensor saw it, to be turned a quarter clockwise (EXIF orientation 6);
    // its top rows red: upright, they are the right-hand side.
    const sensor = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .composite([
        { input: { create: { width: 6000, height: 400, channels: 3, background: '#ff0000' } }, top: 0, left: 0 },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    const photo = await phoneJpeg(sharp(sensor));
    expect(await exifr.parse(photo, { gps: true })).toMatchObject({ Orientation: 'Rotate 90 CW', Make: 'Telefon' });
    expect((await exifr.gps(photo))?.latitude).toBeCloseTo(GPS_LATITUDE, 2);

    const response = await uploadImage({ bytes: photo, name: 'IMG_2041.jpg', type: 'image/jpeg' });
    expect(response.body?.errors).toBeUndefined();
    const url = response.body!.data!.uploadImage;
    expect(url).toMatch(photoUrl(1600, 2400, 'jpg'));
    const base = url.slice('/uploads/'.length, -'.jpg'.length);

    const files = await storedFiles();
    expect(files.map((file) => file.name).sort()).toEqual(
      [`${base}.jpg`, ...[1200, 1600, 480, 800].flatMap((w) => [`${base}-${w}w.avif`, `${base}-${w}w.webp`])].sort(),
    );
    for (const file of files) {
      const bytes = Buffer.from(file.bytes);
      const metadata = await sharp(bytes).metadata();
      const width = file.name === `${base}.jpg` ? 1200 : Number(/-(\d+)w\./.exec(file.name)![1]);
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        { 'image/jpeg': 'jpeg', 'image/avif': 'heif', 'image/webp': 'webp' }[file.mediaType],
        width,
        width * 1.5,
      ]);
      expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
      expect(await exifr.parse(bytes, { gps: true, xmp: true }).catch(() => undefined)).toBeUndefined();
    }
    // Upright: the sensor's top is on the right.
    const fallback = Buffer.from(files.find((file) => file.name === `${base}.jpg`)!.bytes);
    const { data, info } = await sharp(fallback).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [red, green, blue] = pixel(info.width - 10, info.height / 2);
    expect([red! > 200, green! < 60, blue! < 60]).toEqual([true, true, true]);
    expect(pixel(10, info.height / 2)[1]).toBeGreaterThan(60); // noise, not red
  });

  it("keeps a photo's original, as it came, only when asked, and never serves it", async () => {
    const photo = await phoneJpeg(
      sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } }),
      1,
    );
    const response = await postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
      query: 'mutation($file: Upload!, $keep: Boolean!) { uploadImage(file: $file, keepOriginal: $keep) }',
      variables: { keep: true },
      file: { bytes: photo, name: 'IMG_9.jpg', type: 'image/jpeg' },
      token: admin,
    });
    expect(response.body?.errors).toBeUndefined();
    const url = response.body!.data!.uploadImage;
    expect(url).toMatch(photoUrl(900, 600, 'jpg'));
    const original = `${url.slice('/uploads/'.length, -'.jpg'.length)}-original.jpg`;
    const files = await storedFiles();
    expect(files).toHaveLength(1 + 2 * 3 + 1); // the fallback, AVIF and WebP at 480, 800 and 900, and the original
    const kept = files.find((file) => file.name === original);
    expect(Buffer.from(kept!.bytes).equals(photo)).toBe(true);
    expect((await exifr.gps(Buffer.from(kept!.bytes)))?.latitude).toBeCloseTo(GPS_LATITUDE, 2);
    expect((await fetch(`${app.url}/uploads/${original}`)).status).toBe(404);
    expect((await fetch(`${app.url}${url}`)).status).toBe(200);

    // Not asked: no original.
    await uploadImage({ bytes: photo, name: 'IMG_10.jpg', type: 'image/jpeg' });
    expect((await storedFiles()).filter((file) => file.name.endsWith('-original.jpg'))).toHaveLength(1);
  });

  it("serves a stored file by its exact name only, and a photo's original by no spelling and no route (issue 42.2)", async () => {
    const photo = await phoneJpeg(sharp({ create: { width: 300, height: 200, channels: 3, background: '#8e44ad' } }));
    const response = await postGraphQLUpload<{ uploadImage: string }>(`${app.url}/graphql`, {
      query: 'mutation($file: Upload!) { uploadImage(file: $file, keepOriginal: true) }',
      file: { bytes: photo, name: 'IMG_11.jpg', type: 'image/jpeg' },
      token: admin,
    });
    const url = response.body!.data!.uploadImage;
    const name = url.slice('/uploads/'.length);
    const original = `${name.slice(0, -'.jpg'.length)}-original.jpg`;
    expect((await storedFiles()).some((file) => file.name === original)).toBe(true);
    // MySQL's utf8mb4_unicode_ci took '…-Original.jpg' for '…-original.jpg' and sent the phone's GPS position.
    for (const spelling of [
      original,
      original.replace('-original', '-Original'),
      original.toUpperCase(),
      original.replace('.jpg', '.JPG'),
      original.replace('original', '%6Friginal'),
    ]) {
      const answer = await fetch(`${app.url}/uploads/${spelling}`);
      expect([spelling, answer.status]).toEqual([spelling, 404]);
      expect(await answer.text()).toBe('Dosya bulunamadı');
    }
    // Any stored file answers to its own name alone.
    expect((await fetch(`${app.url}/uploads/${name}`)).status).toBe(200);
    expect((await fetch(`${app.url}/uploads/${name.toUpperCase()}`)).status).toBe(404);
    expect((await fetch(`${app.url}/uploads/${name.replace('.jpg', '.JPG')}`)).status).toBe(404);

    // The REST facade's download sends what the about page names: never an original either.
    const abouts = app.dataSource.getRepository(About);
    await abouts.save(
      abouts.create({ id: About.ID, name: 'n', title: 't', description: 'd', technologies: [], cvFile: original }),
    );
    const download = await fetch(`${app.url}/api/about/cv/download`);
    expect(download.status).toBe(404);
    expect(Buffer.from(await download.arrayBuffer()).includes(photo.subarray(0, 64))).toBe(false);
    await abouts.delete({ id: About.ID });
  });

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

  it('recognises images by their bytes, not by the declared name or type', async () => {
    const response = await uploadImage({ bytes: GIF89A, name: 'resim.png', type: 'image/png' });
    expect(response.body?.errors).toBeUndefined();
    expect(response.body!.data!.uploadImage).toMatch(new RegExp(`^/uploads/image-${UUID}\\.gif$`));
    const [file] = await storedFiles();
    expect(file!.mediaType).toBe('image/gif');

    const unnamed = await uploadImage({ bytes: PNG, name: 'blob', type: 'application/octet-stream' });
    expect(unnamed.body!.data!.uploadImage).toMatch(photoUrl(1, 1, 'png'));
  });

  it('gives every upload its own name, even for the same bytes', async () => {
    const first = await uploadImage({ bytes: GIF89A, name: 'a.gif', type: 'image/gif' });
    const second = await uploadImage({ bytes: GIF89A, name: 'a.gif', type: 'image/gif' });
    expect(first.body!.data!.uploadImage).not.toBe(second.body!.data!.uploadImage);
    expect(await storedFiles()).toHaveLength(2);
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
