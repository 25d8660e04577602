import { randomUUID } from 'node:crypto';
import {
  IMAGE_FILE_TYPES,
  PHOTO_SOURCE_TYPES,
  PHOTO_WIDTHS,
  photoWidths,
  UPLOAD_MESSAGES,
  type FileType,
} from '@portfolio/content-rules';
import sharp from 'sharp';
import { AppError } from '../../core/errors';

/**
 * An editor photo (a JPEG, PNG or still WebP) as a phone needs it: upright (its EXIF orientation
 * applied), with no metadata left (EXIF, GPS, XMP; its colour profile applied, sRGB out), and small:
 * AVIF and WebP at each of PHOTO_WIDTHS up to its own width, and a JPEG (a PNG when it has
 * transparency) at most FALLBACK_WIDTH wide for the `<img>` and link previews.
 *
 * The files' names carry what a page needs to show them, so that rendering a post asks the
 * database nothing: `photo-{uuid}-{width}x{height}.jpg` is the fallback (the address the editor
 * puts in the post), `photo-{uuid}-{width}x{height}-{w}w.avif|webp` the sources; width × height is
 * the photo's size as stored, at most PHOTO_WIDTHS' last wide (content-rules photos.ts `pictureOf`
 * reads them back, for the blog's pages).
 */
const FALLBACK_WIDTH = 1200;
/** A decompression bomb's guard: more pixels than any camera's (100 MP) is refused unread. */
const MAX_PIXELS = 100_000_000;

type PhotoFile = { name: string; type: FileType; bytes: Buffer };

export const PHOTO_TYPES: string[] = [IMAGE_FILE_TYPES.jpeg, IMAGE_FILE_TYPES.png, IMAGE_FILE_TYPES.webp].map(
  (type) => type.mediaType,
);
const AVIF = PHOTO_SOURCE_TYPES.avif;
const WEBP = PHOTO_SOURCE_TYPES.webp;

/**
 * Whether `bytes` (an image of a type imageType recognises) become a photo: a JPEG, PNG or WebP,
 * unless animated (an animated WebP stays as it came). Bytes that cannot be read are one, and
 * makePhoto refuses them.
 */
export async function isPhoto(bytes: Buffer, type: FileType): Promise<boolean> {
  if (!PHOTO_TYPES.includes(type.mediaType)) return false;
  const pages = await read(bytes)
    .metadata()
    .then(
      (metadata) => metadata.pages ?? 1,
      () => 1,
    );
  return pages === 1;
}

const read = (bytes: Buffer) => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });

/**
 * The files of a photo, the fallback first. Encoded two at a time: the gateway's other core
 * stays free for readers. Bytes sharp cannot read are refused (415) with a Turkish message.
 */
export async function makePhoto(bytes: Buffer): Promise<PhotoFile[]> {
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    pixels = await read(bytes)
      .rotate()
      .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unreadableImage);
  }
  const { data, info } = pixels;
  const { width, height, channels } = info;
  const base = `photo-${randomUUID()}-${width}x${height}`;
  const at = (w: number) => sharp(data, { raw: { width, height, channels } }).resize({ width: w });
  const fallbackWidth = Math.min(width, FALLBACK_WIDTH);
  const transparent = channels === 2 || channels === 4; // grey or colour, with alpha
  const fallback = IMAGE_FILE_TYPES[transparent ? 'png' : 'jpeg'];
  const jobs: Array<{ name: string; type: FileType; encode: () => Promise<Buffer> }> = [
    {
      name: `${base}.${fallback.extension}`,
      type: fallback,
      encode: () =>
        (transparent
          ? at(fallbackWidth).png({ compressionLevel: 9 })
          : at(fallbackWidth).jpeg({ quality: 80, mozjpeg: true })
        ).toBuffer(),
    },
    ...photoWidths(width).flatMap((w) => [
      { name: `${base}-${w}w.avif`, type: AVIF, encode: () => at(w).avif({ quality: 50, effort: 1 }).toBuffer() },
      { name: `${base}-${w}w.webp`, type: WEBP, encode: () => at(w).webp({ quality: 75, effort: 2 }).toBuffer() },
    ]),
  ];
  const files: PhotoFile[] = [];
  for (let i = 0; i < jobs.length; i += 2) {
    const pair = jobs.slice(i, i + 2);
    const encoded = await Promise.all(pair.map((job) => job.encode()));
    pair.forEach(({ name, type }, j) => files.push({ name, type, bytes: encoded[j]! }));
  }
  return files;
}

/**
 * `bytes` (an image of one of PHOTO_TYPES, stored as it came before this file) without the metadata
 * it carries, turned upright first (browsers show it turned by its EXIF orientation, so it looks as
 * before), in its own format; null when it carries none, is animated or cannot be read.
 */
export async function withoutMetadata(bytes: Buffer): Promise<Buffer | null> {
  try {
    const { exif, xmp, iptc, orientation, pages = 1, format } = await read(bytes).metadata();
    if (pages > 1 || !(exif || xmp || iptc || orientation)) return null;
    const upright = read(bytes).rotate();
    const encoded =
      format === 'png'
        ? upright.png({ compressionLevel: 9 })
        : format === 'webp'
          ? upright.webp({ quality: 90 })
          : upright.jpeg({ quality: 90, mozjpeg: true });
    return await encoded.toBuffer();
  } catch {
    return null;
  }
}

/** The name a photo's original (kept when the owner asks) is stored under, beside its fallback `fallbackName`. */
export const originalName = (fallbackName: string, type: FileType) =>
  fallbackName.replace(/\.\w+$/, `-original.${type.extension}`);

/**
 * Whether a stored file is a photo's original: the owner's copy, with its metadata; never served.
 * In any letter case: no spelling of an original's name is ever sent (uploads.ts sendStoredFile).
 */
export const isOriginal = (name: string) => /^photo-.*-original\.\w+$/i.test(name);
