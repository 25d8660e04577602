import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Every message reaches the owner (issue 24): `contact_messages.archivedAt`, and `mail_outbox`, the
 * mails to the owner waiting to go (mail-outbox.entity.ts).
 */
export class ContactInbox1797800000000 implements MigrationInterface {
  name = 'ContactInbox1797800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'contact_messages',
      new TableColumn({ name: 'archivedAt', type: 'datetime', precision: 3, isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'messageId', type: 'varchar', length: '36', isNullable: true },
          { name: 'replyTo', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'text', type: 'text' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'claimedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'claimedBy', type: 'varchar', length: '36', isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['messageId'],
            referencedTableName: 'contact_messages',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['sentAt', 'nextAttemptAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
    await queryRunner.dropColumn('contact_messages', 'archivedAt');
  }
}
