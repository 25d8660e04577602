import { randomUUID } from 'node:crypto';
import { IMAGE_FILE_TYPES, UPLOAD_MESSAGES, type FileType } from '@portfolio/content-rules';
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
 * the photo's size as stored, at most PHOTO_WIDTHS' last wide (blog/pictures.ts reads them).
 */
const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
const FALLBACK_WIDTH = 1200;
/** A decompression bomb's guard: more pixels than any camera's (100 MP) is refused unread. */
const MAX_PIXELS = 100_000_000;

type PhotoFile = { name: string; type: FileType; bytes: Buffer };

export const PHOTO_TYPES: string[] = [IMAGE_FILE_TYPES.jpeg, IMAGE_FILE_TYPES.png, IMAGE_FILE_TYPES.webp].map(
  (type) => type.mediaType,
);
const AVIF: FileType = { mediaType: 'image/avif', extension: 'avif' };
const WEBP = IMAGE_FILE_TYPES.webp;

/** The widths a photo `width` wide is stored at: each of PHOTO_WIDTHS below it, and its own. */
const photoWidths = (width: number) => [
  ...PHOTO_WIDTHS.filter((w) => w < width),
  Math.min(width, PHOTO_WIDTHS.at(-1)!),
];

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

/** The `/uploads/photo-…` address of a photo's fallback, read back: its name without extension, and its size. */
const PHOTO_SRC =
  /^\/uploads\/(photo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-([1-9]\d{0,4})x([1-9]\d{0,4}))\.(?:jpg|png)$/;

/** The text column's width in CSS pixels (prose.css `--measure`: 68ch, about 42rem). */
const COLUMN = 672;

/**
 * How wide a post's photo is drawn, for the browser's choice of source: the text column or the
 * screen, or its own width when it is narrower than the column (never drawn larger than itself).
 */
const sizesOf = (width: number) => (width < COLUMN ? `${width}px` : '(min-width: 45rem) 42rem, 100vw');

export type Picture = {
  sources: Array<{ type: string; srcset: string }>;
  sizes: string;
  width: number;
  height: number;
};

/** What a page needs to show the photo at `src` (an `<img>`'s): its sources and size; null for any other image. */
export function pictureOf(src: string): Picture | null {
  const match = PHOTO_SRC.exec(src);
  if (!match) return null;
  const [, base, w, h] = match;
  const width = Number(w);
  const srcset = (extension: string) =>
    photoWidths(width)
      .map((at) => `/uploads/${base}-${at}w.${extension} ${at}w`)
      .join(', ');
  return {
    sources: [
      { type: AVIF.mediaType, srcset: srcset(AVIF.extension) },
      { type: WEBP.mediaType, srcset: srcset(WEBP.extension) },
    ],
    sizes: sizesOf(width),
    width,
    height: Number(h),
  };
}
