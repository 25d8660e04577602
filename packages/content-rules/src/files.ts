/** docs/product/admin.md#cv: the CV is at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * An editor photo (JPEG, PNG, WebP) is at most 20 MB: a phone's 24-megapixel JPEG is often 6–12
 * MB. What is stored and served is small: the gateway makes it upright, strips its metadata and
 * resizes it. An image stored as it came (GIF, BMP, ICO, an animated WebP) stays within the 5 MB.
 */
export const MAX_IMAGE_UPLOAD_BYTES = 20 * 1024 * 1024;

/** A file type as stored and served. */
export type FileType = { mediaType: string; extension: string };

export const PDF: FileType = { mediaType: 'application/pdf', extension: 'pdf' };

/** The images the gateway recognises by their first bytes. */
export const IMAGE_FILE_TYPES = {
  png: { mediaType: 'image/png', extension: 'png' },
  gif: { mediaType: 'image/gif', extension: 'gif' },
  jpeg: { mediaType: 'image/jpeg', extension: 'jpg' },
  bmp: { mediaType: 'image/bmp', extension: 'bmp' },
  ico: { mediaType: 'image/x-icon', extension: 'ico' },
  webp: { mediaType: 'image/webp', extension: 'webp' },
} as const satisfies Record<string, FileType>;

/** The other name browsers give an .ico file. */
export const ICO_ALIAS = 'image/vnd.microsoft.icon';

/** The image types the editor's picker offers (docs/product/editor.md#links-and-images: PNG, GIF, JPEG, BMP, ICO). */
export const PICKER_IMAGE_TYPES = [
  IMAGE_FILE_TYPES.png.mediaType,
  IMAGE_FILE_TYPES.gif.mediaType,
  IMAGE_FILE_TYPES.jpeg.mediaType,
  IMAGE_FILE_TYPES.bmp.mediaType,
  IMAGE_FILE_TYPES.ico.mediaType,
] as const;

/** Every media type an image may be given as (a data: address, a chosen file). */
export const IMAGE_MEDIA_TYPES: readonly string[] = [
  ...Object.values(IMAGE_FILE_TYPES).map((type) => type.mediaType),
  ICO_ALIAS,
];

export const UPLOAD_MESSAGES = {
  tooLarge: "Dosya boyutu 5MB'dan küçük olmalıdır",
  imageTooLarge: "Görsel boyutu 20MB'dan küçük olmalıdır",
  keptImageTooLarge: "GIF, BMP, ICO ve hareketli görseller 5MB'dan küçük olmalıdır",
  /** Bytes that begin as an image but cannot be read as one (cut short, corrupt, too many pixels). */
  unreadableImage: 'Görsel okunamadı: dosya bozuk ya da çok büyük',
  notPdf: 'Sadece PDF dosyaları yüklenebilir',
  notImage: 'Sadece PNG, GIF, JPEG, BMP, ICO ve WEBP görseller yüklenebilir',
  noCv: 'Lütfen bir CV dosyası seçin',
  noImage: 'Lütfen bir görsel seçin',
  /** The editor's picker, before anything is sent. */
  pickerType: 'Yalnızca PNG, GIF, JPEG, BMP veya ICO görselleri yüklenebilir.',
  pickerSize: "Görsel boyutu 20MB'dan küçük olmalıdır.",
} as const;
