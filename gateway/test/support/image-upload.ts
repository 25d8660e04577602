import type { TestApp } from './app';
import { postGraphQLUpload, type UploadFile } from './multipart';

/**
 * The images graphql-files-images-stored.test.ts and graphql-files-images-refused.test.ts upload
 * through GraphQL uploadImage, and how they upload them.
 */
export const UPLOAD_IMAGE = 'mutation($file: Upload!) { uploadImage(file: $file) }';
export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A photo's fallback address; the sizes' are `…-{w}w.avif|webp` beside it. */
export const photoUrl = (width: number, height: number, extension: string) =>
  new RegExp(`^/uploads/photo-${UUID}-${width}x${height}\\.${extension}$`);

const base64 = (text: string) => Buffer.from(text, 'base64');
export const bytesOf = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** 1×1 images, each minimal but well formed. */
export const PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
export const GIF89A = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
export const GIF87A = bytesOf(
  'GIF87a',
  [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00], // 1×1, global colour table of 2
  [0x00, 0x00, 0x00, 0xff, 0xff, 0xff],
  [0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00], // image descriptor
  [0x02, 0x02, 0x44, 0x01, 0x00], // LZW data
  [0x3b],
);
export const JPEG = bytesOf(
  [0xff, 0xd8], // SOI
  [0xff, 0xe0, 0x00, 0x10],
  'JFIF\0',
  [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00], // APP0
  [0xff, 0xd9], // EOI
);
/** A 1×1 grey PNG with an alpha channel (two channels: its fallback must stay a PNG). */
export const GREY_ALPHA_PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
);
/** A 1×1 JPEG with pixels (JPEG above has none). */
export const JPEG_PHOTO = base64(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgBiQ3/2Q==',
);
export function bmp(): Buffer {
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
export function ico(): Buffer {
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
export const WEBP = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

export const PDF = bytesOf(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
  'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const SVG = bytesOf(
  '<?xml version="1.0" encoding="UTF-8"?>\n',
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script><rect width="1" height="1"/></svg>\n',
);
export const HTML = bytesOf('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');

/** A GIF followed by zeros to `size` bytes (a GIF is not a photo: stored as it came). */
export function gifOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  GIF89A.copy(bytes);
  return bytes;
}

/** uploadImage for a suite whose `app` and `admin` token are set in its beforeAll; `token: null` uploads anonymously. */
export const imageUploader =
  (app: () => TestApp, admin: () => string) =>
  (file: UploadFile, token: string | null = admin()) =>
    postGraphQLUpload<{ uploadImage: string }>(`${app().url}/graphql`, {
      query: UPLOAD_IMAGE,
      file,
      token: token ?? undefined,
    });
