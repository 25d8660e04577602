import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { longText } from '../../core/db/dialect';

/**
 * The outbox sends to anyone, not only the owner (issue 47: a reader's confirmation mail): a mail's
 * recipient (null: the owner, as every mail before), and an HTML part and headers of its own.
 */
export class MailToAnyone1799550000000 implements MigrationInterface {
  name = 'MailToAnyone1799550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('mail_outbox', [
      new TableColumn({ name: 'recipient', type: 'varchar', length: '254', isNullable: true }),
      new TableColumn({ name: 'html', type: longText, isNullable: true }),
      new TableColumn({ name: 'headers', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['headers', 'html', 'recipient']) await queryRunner.dropColumn('mail_outbox', column);
  }
}
