import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

/** The About page's English version (issue 50): its name, title and description, and each experience's texts. */
export class AboutInEnglish1799820000000 implements MigrationInterface {
  name = 'AboutInEnglish1799820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('about', [
      new TableColumn({ name: 'enName', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'enTitle', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'enDescription', type: 'text', isNullable: true }),
    ]);
    await queryRunner.addColumns('experiences', [
      new TableColumn({ name: 'enTitle', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'enPeriod', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'enDescription', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('experiences', ['enDescription', 'enPeriod', 'enTitle']);
    await queryRunner.dropColumns('about', ['enDescription', 'enTitle', 'enName']);
  }
}
