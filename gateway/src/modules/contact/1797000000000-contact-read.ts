import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

/**
 * Read state of contact messages (issue 26): `contact_messages.readAt`, null while unread, so the
 * dashboard can show and count the unread ones. Every existing message starts unread.
 */
export class ContactRead1797000000000 implements MigrationInterface {
  name = 'ContactRead1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'contact_messages',
      new TableColumn({ name: 'readAt', type: 'datetime', precision: 3, isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('contact_messages', 'readAt');
  }
}
