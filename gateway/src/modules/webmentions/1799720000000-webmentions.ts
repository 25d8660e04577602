import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { Table, TableIndex } from 'typeorm';

/** The columns of a queue's row (webmention.entities.ts `Queued`). */
const queued: TableColumnOptions[] = [
  { name: 'id', type: 'varchar', length: '36', isPrimary: true },
  { name: 'createdAt', type: 'datetime', precision: 3 },
  { name: 'dueAt', type: 'datetime', precision: 3 },
  { name: 'attempts', type: 'integer', default: 0 },
  { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
  { name: 'claimedBy', type: 'varchar', length: '36', isNullable: true },
];

/**
 * Webmention (issue 48): those received, waiting to be checked; the posts whose links are to be
 * looked at; the sends made, one per post version and target.
 */
export class Webmentions1799720000000 implements MigrationInterface {
  name = 'Webmentions1799720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'webmention_received',
        columns: [
          ...queued,
          { name: 'key', type: 'varchar', length: '64' },
          { name: 'source', type: 'varchar', length: '2048' },
          { name: 'target', type: 'varchar', length: '2048' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'receivedAt', type: 'datetime', precision: 3 },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [
          new TableIndex({ columnNames: ['key'], isUnique: true }),
          new TableIndex({ columnNames: ['status', 'dueAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webmention_jobs',
        columns: [
          ...queued,
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'itemId', type: 'varchar', length: '36' },
        ],
        indices: [
          new TableIndex({ columnNames: ['kind', 'itemId'], isUnique: true }),
          new TableIndex({ columnNames: ['dueAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webmention_sent',
        columns: [
          ...queued,
          { name: 'itemId', type: 'varchar', length: '36' },
          { name: 'targetKey', type: 'varchar', length: '64' },
          { name: 'target', type: 'varchar', length: '2048' },
          { name: 'source', type: 'varchar', length: '2048' },
          { name: 'version', type: 'varchar', length: '64' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [
          new TableIndex({ columnNames: ['itemId', 'targetKey', 'version'], isUnique: true }),
          new TableIndex({ columnNames: ['status', 'dueAt'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webmention_sent');
    await queryRunner.dropTable('webmention_jobs');
    await queryRunner.dropTable('webmention_received');
  }
}
