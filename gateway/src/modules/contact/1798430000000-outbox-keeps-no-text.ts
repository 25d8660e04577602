import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableForeignKey } from 'typeorm';

const messageKey = (onDelete: 'CASCADE' | 'SET NULL') =>
  new TableForeignKey({
    columnNames: ['messageId'],
    referencedTableName: 'contact_messages',
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });

/**
 * A deleted message lives on nowhere (issue 42.6): deleting a contact message deletes its mail in
 * `mail_outbox` (the key cascades, where it set null), a sent mail keeps no text, subject or
 * address of the visitor's (outbox.ts), and what the outbox already held of them goes now: the
 * mails of messages deleted before, and the words of the mails sent.
 */
export class OutboxKeepsNoText1798430000000 implements MigrationInterface {
  name = 'OutboxKeepsNoText1798430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.setKey(queryRunner, 'CASCADE');
    await queryRunner.query('DELETE FROM mail_outbox WHERE messageId IS NULL');
    await queryRunner.query("UPDATE mail_outbox SET text = '', subject = '', replyTo = '' WHERE sentAt IS NOT NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.setKey(queryRunner, 'SET NULL');
  }

  private async setKey(queryRunner: QueryRunner, onDelete: 'CASCADE' | 'SET NULL'): Promise<void> {
    const table = await queryRunner.getTable('mail_outbox');
    const key = table!.foreignKeys.find((foreignKey) => foreignKey.columnNames.includes('messageId'));
    if (key) await queryRunner.dropForeignKey('mail_outbox', key);
    await queryRunner.createForeignKey('mail_outbox', messageKey(onDelete));
  }
}
