import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableIndex } from 'typeorm';

/**
 * Readers who answer (issue 48): the answers to posts (the site's comments, the owner's replies,
 * Webmentions and, later, the fediverse's), the one-row settings, and the addresses and hosts the
 * owner marked spam.
 */
export class Comments1799710000000 implements MigrationInterface {
  name = 'Comments1799710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'comments',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'subjectKind', type: 'varchar', length: '20' },
          { name: 'subjectId', type: 'varchar', length: '36' },
          { name: 'parentId', type: 'varchar', length: '36', isNullable: true },
          { name: 'origin', type: 'varchar', length: '20' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'authorName', type: 'varchar', length: '100' },
          { name: 'authorEmail', type: 'varchar', length: '254', isNullable: true },
          { name: 'authorUrl', type: 'varchar', length: '2048', isNullable: true },
          { name: 'authorPhoto', type: 'varchar', length: '2048', isNullable: true },
          { name: 'isOwner', type: 'boolean', default: 0 },
          { name: 'text', type: 'text' },
          { name: 'sourceUrl', type: 'varchar', length: '2048', isNullable: true },
          { name: 'sourceKey', type: 'varchar', length: '64', isNullable: true },
          { name: 'approvedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'publishedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        // `parentId` has no foreign key (comment.entities.ts): a restore inserts rows in key order.
        indices: [
          new TableIndex({ columnNames: ['subjectKind', 'subjectId', 'status', 'createdAt'] }),
          new TableIndex({ columnNames: ['status', 'createdAt'] }),
          new TableIndex({ columnNames: ['subjectId', 'sourceKey'], isUnique: true }),
          new TableIndex({ columnNames: ['parentId'] }),
          new TableIndex({ columnNames: ['authorEmail'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'comment_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'approveKnown', type: 'boolean', default: 0 },
          { name: 'closeAfterDays', type: 'integer', isNullable: true },
          { name: 'mailOwner', type: 'boolean', default: 1 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'comment_blocks',
        columns: [
          { name: 'key', type: 'varchar', length: '100', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('comment_blocks');
    await queryRunner.dropTable('comment_settings');
    await queryRunner.dropTable('comments');
  }
}
