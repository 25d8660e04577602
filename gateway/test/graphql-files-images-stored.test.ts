import exifr from 'exifr';
import sharp from 'sharp';
import { About } from '../src/modules/about/about.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { sha256, storedFiles as allStoredFiles } from './support/files';
import {
  bmp,
  GIF87A,
  GIF89A,
  GREY_ALPHA_PNG,
  ico,
  imageUploader,
  JPEG_PHOTO,
  photoUrl,
  PNG,
  UUID,
  WEBP,
} from './support/image-upload';
import { GPS_LATITUDE, phoneJpeg } from './support/photos';
import { postGraphQLUpload } from './support/multipart';

/** What uploadImage stores for each kind of image, and how /uploads serves it; its refusals are in graphql-files-images-refused.test.ts. */
describe(`GraphQL uploadImage: what is stored (${testDb})`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
  afterAll(() => app.close());

  beforeEach(() => app.dataSource.createQueryBuilder().delete().from(StoredFile).execute());

  const uploadImage = imageUploader(
    () => app,
    () => admin,
  );

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
});
