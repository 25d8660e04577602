import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

const key = (column: string, table: string) =>
  new TableForeignKey({
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  });

/**
 * Readers who follow by e-mail (issue 47): the subscribers, the keyed hashes of those who left, the
 * module's one-row settings, the mailings of posts and their mails while they go. Existing posts
 * get no mailing.
 */
export class Subscribers1799600000000 implements MigrationInterface {
  name = 'Subscribers1799600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'subscribers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'confirmedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'confirmationSentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'source', type: 'varchar', length: '20' },
        ],
        indices: [
          new TableIndex({ columnNames: ['email'], isUnique: true }),
          new TableIndex({ columnNames: ['status', 'createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'subscriber_departures',
        columns: [
          { name: 'hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'leftAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ columnNames: ['leftAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'subscriber_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'mailContent', type: 'varchar', length: '20', default: "'summary'" },
          { name: 'hashKey', type: 'varchar', length: '64' },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'subscriber_sends',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'itemId', type: 'varchar', length: '36' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'status', type: 'varchar', length: '20', default: "'waiting'" },
          { name: 'total', type: 'integer', default: 0 },
          { name: 'sent', type: 'integer', default: 0 },
          { name: 'failed', type: 'integer', default: 0 },
          { name: 'dueAt', type: 'datetime', precision: 3 },
          { name: 'startedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'finishedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'claimedBy', type: 'varchar', length: '36', isNullable: true },
        ],
        indices: [
          new TableIndex({ columnNames: ['kind', 'itemId'], isUnique: true }),
          new TableIndex({ columnNames: ['status', 'dueAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'subscriber_deliveries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'sendId', type: 'varchar', length: '36' },
          { name: 'subscriberId', type: 'varchar', length: '36' },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
        ],
        foreignKeys: [key('sendId', 'subscriber_sends'), key('subscriberId', 'subscribers')],
        indices: [
          new TableIndex({ columnNames: ['sendId', 'subscriberId'], isUnique: true }),
          new TableIndex({ columnNames: ['sendId', 'sentAt', 'nextAttemptAt'] }),
          new TableIndex({ columnNames: ['subscriberId'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('subscriber_deliveries');
    await queryRunner.dropTable('subscriber_sends');
    await queryRunner.dropTable('subscriber_settings');
    await queryRunner.dropTable('subscriber_departures');
    await queryRunner.dropTable('subscribers');
  }
}
