/** File types recognised by their first bytes, never by name or declared type. */
export type FileType = { mediaType: string; extension: string };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export const PDF: FileType = { mediaType: 'application/pdf', extension: 'pdf' };

const IMAGES: Array<FileType & { matches: (bytes: Buffer) => boolean }> = [
  {
    mediaType: 'image/png',
    extension: 'png',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mediaType: 'image/gif',
    extension: 'gif',
    matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  { mediaType: 'image/jpeg', extension: 'jpg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { mediaType: 'image/bmp', extension: 'bmp', matches: (b) => startsWith(b, ascii('BM')) && b.length > 26 },
  { mediaType: 'image/x-icon', extension: 'ico', matches: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
  {
    mediaType: 'image/webp',
    extension: 'webp',
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
];

export const isPdf = (bytes: Buffer) => startsWith(bytes, ascii('%PDF-'));

export function imageType(bytes: Buffer): FileType | undefined {
  const match = IMAGES.find((type) => type.matches(bytes));
  return match && { mediaType: match.mediaType, extension: match.extension };
}
