import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { StoredFile } from '../../src/modules/files/stored-file.entity';
import type { UploadFile } from './multipart';

export const MiB = 1024 * 1024;

/** A small but complete PDF (one page with a line of text, a valid xref table). */
export function minimalPdf(text = 'CV') {
  const content = `BT /F1 18 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** `size` bytes that start (and end) like a PDF. */
export function pdfOfSize(size: number) {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
}

/** A PDF as an upload's file part. */
export const pdfFile = (bytes: Buffer, name = 'cv.pdf'): UploadFile => ({ bytes, name, type: 'application/pdf' });

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every stored file, with its bytes (not selected by default), oldest first. */
export const storedFiles = (dataSource: DataSource) =>
  dataSource
    .getRepository(StoredFile)
    .createQueryBuilder('file')
    .addSelect('file.bytes')
    .orderBy('file.createdAt', 'ASC')
    .getMany();
