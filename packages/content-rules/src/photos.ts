import { IMAGE_FILE_TYPES, type FileType } from './files';

/**
 * The names of an editor photo's files, as the gateway's files module stores them and any page
 * reads them back: `photo-{uuid}-{width}x{height}.jpg` (or `.png`) is the fallback (the address the
 * editor puts in a post), `photo-{uuid}-{width}x{height}-{w}w.avif|webp` its sources, one for each
 * of PHOTO_WIDTHS below its width and its own (at most the last).
 */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;

/** The types of a photo's sources, best first. */
export const PHOTO_SOURCE_TYPES = {
  avif: { mediaType: 'image/avif', extension: 'avif' } as FileType,
  webp: IMAGE_FILE_TYPES.webp,
};

/** The widths a photo `width` wide is stored at: each of PHOTO_WIDTHS below it, and its own. */
export const photoWidths = (width: number) => [
  ...PHOTO_WIDTHS.filter((w) => w < width),
  Math.min(width, PHOTO_WIDTHS.at(-1)!),
];

const AVIF = PHOTO_SOURCE_TYPES.avif;
const WEBP = PHOTO_SOURCE_TYPES.webp;

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
