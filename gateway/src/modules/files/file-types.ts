import { IMAGE_FILE_TYPES, type FileType } from '@portfolio/content-rules';

/** File types (@portfolio/content-rules) recognised by their first bytes, never by name or declared type. */
const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: Record<keyof typeof IMAGE_FILE_TYPES, (bytes: Buffer) => boolean> = {
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  bmp: (b) => startsWith(b, ascii('BM')) && b.length > 26,
  ico: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]),
  webp: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
};

export const isPdf = (bytes: Buffer) => startsWith(bytes, ascii('%PDF-'));

export function imageType(bytes: Buffer): FileType | undefined {
  const match = (Object.keys(SIGNATURES) as Array<keyof typeof SIGNATURES>).find((key) => SIGNATURES[key](bytes));
  return match && { ...IMAGE_FILE_TYPES[match] };
}
