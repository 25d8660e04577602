import { createHash, randomUUID } from 'node:crypto';
import { MAX_IMAGE_UPLOAD_BYTES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type FileType } from '@portfolio/content-rules';
import type { FileUpload } from 'graphql-upload-minimal';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badInput } from '../../core/errors';
import { BROKEN_UPLOAD } from '../../http/multipart';
import { imageType, isPdf } from './file-types';
import { isPhoto, makePhoto, originalName } from './photos';
import { StoredFile } from './stored-file.entity';

type MaybeUpload = FileUpload | Promise<FileUpload> | null | undefined;

/** Reads an upload into memory, stopping as soon as it passes the limit; no file is `missing`. */
export async function readUpload(
  upload: MaybeUpload,
  missing: string,
  limit = MAX_UPLOAD_BYTES,
  tooLarge: string = UPLOAD_MESSAGES.tooLarge,
): Promise<Buffer> {
  if (!upload) throw badInput(missing);
  const stream = (await upload).createReadStream();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof AppError) throw error;
    // An upload's stream fails only because of the request: a body cut short or garbled.
    throw badInput(BROKEN_UPLOAD);
  }
  return Buffer.concat(chunks);
}

export class FilesService {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores bytes under a generated name (`cv-<uuid>.pdf`, `image-<uuid>.png`…). */
  save(bytes: Buffer, type: FileType, prefix: string, manager?: EntityManager): Promise<StoredFile> {
    return this.store(`${prefix}-${randomUUID()}.${type.extension}`, type, bytes, manager);
  }

  private store(
    name: string,
    type: FileType,
    bytes: Buffer,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredFile> {
    const files = manager.getRepository(StoredFile);
    return files.save(
      files.create({
        name,
        mediaType: type.mediaType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
      }),
    );
  }

  /** A PDF upload, checked by its bytes (415 otherwise) and its size (413). */
  async readPdf(upload: MaybeUpload): Promise<Buffer> {
    const bytes = await readUpload(upload, UPLOAD_MESSAGES.noCv);
    if (!isPdf(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notPdf);
    return bytes;
  }

  /**
   * Stores an editor image and returns its public URL. A photo (photos.ts) is stored as its
   * upright, metadata-free sizes, in one transaction, and its URL is its fallback's; any other
   * image (GIF, BMP, ICO, an animated WebP: no camera metadata) as it came, within the CV's 5 MB.
   * With `keepOriginal`, a photo is also kept as it came, under a name /uploads never serves
   * (photos.ts isOriginal).
   */
  async saveImage(upload: MaybeUpload, keepOriginal = false): Promise<string> {
    const bytes = await readUpload(
      upload,
      UPLOAD_MESSAGES.noImage,
      MAX_IMAGE_UPLOAD_BYTES,
      UPLOAD_MESSAGES.imageTooLarge,
    );
    const type = imageType(bytes);
    if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notImage);
    if (!(await isPhoto(bytes, type))) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.keptImageTooLarge);
      return `/uploads/${(await this.save(bytes, type, 'image')).name}`;
    }
    const files = await makePhoto(bytes);
    if (keepOriginal) files.push({ name: originalName(files[0]!.name, type), type, bytes });
    await this.dataSource.transaction(async (manager) => {
      for (const file of files) await this.store(file.name, file.type, file.bytes, manager);
    });
    return `/uploads/${files[0]!.name}`;
  }

  /**
   * The file named exactly `name`, with its bytes, or null. The database's comparison is not the
   * name's: MySQL's collation (utf8mb4_unicode_ci) takes '…-Original.jpg' for '…-original.jpg', and
   * its PAD SPACE one trailing spaces for none; the name found is compared again here, byte for byte.
   */
  async find(name: string): Promise<StoredFile | null> {
    const file = await this.dataSource
      .getRepository(StoredFile)
      .createQueryBuilder('file')
      .addSelect('file.bytes')
      .where('file.name = :name', { name })
      .getOne();
    return file?.name === name ? file : null;
  }
}
