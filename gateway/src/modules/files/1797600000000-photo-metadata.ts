import { createHash } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PHOTO_TYPES, withoutMetadata } from './photos';

/**
 * Author tools (issue 23): images uploaded before photos.ts were stored as they came, a phone's GPS
 * position and camera data with them. Each stored JPEG, PNG or still WebP that carries metadata is
 * made anew without it (photos.ts withoutMetadata), one at a time; its name stays, and so does every
 * post's address of it.
 */
export class PhotoMetadata1797600000000 implements MigrationInterface {
  name = 'PhotoMetadata1797600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const images: Array<{ id: string }> = await queryRunner.query(
      `SELECT id FROM stored_files WHERE name LIKE 'image-%' AND mediaType IN (${PHOTO_TYPES.map(() => '?').join(', ')})`,
      PHOTO_TYPES,
    );
    for (const { id } of images) {
      const [{ bytes }] = (await queryRunner.query('SELECT bytes FROM stored_files WHERE id = ?', [id])) as [
        { bytes: Buffer | Uint8Array },
      ];
      const clean = await withoutMetadata(Buffer.from(bytes));
      if (!clean) continue;
      const sha256 = createHash('sha256').update(clean).digest('hex');
      await queryRunner.query('UPDATE stored_files SET bytes = ?, size = ?, sha256 = ? WHERE id = ?', [
        clean,
        clean.length,
        sha256,
        id,
      ]);
    }
  }

  async down(): Promise<void> {
    // What was stripped is gone: that is the point.
  }
}
