import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn, TableIndex } from 'typeorm';

/** A project's English version (issue 50): its title, slug (unique among the English ones), summary and content. */
export class ProjectsInEnglish1799810000000 implements MigrationInterface {
  name = 'ProjectsInEnglish1799810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    await queryRunner.addColumns('projects', [
      new TableColumn({ name: 'enTitle', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'enSlug', type: 'varchar', length: '80', isNullable: true }),
      new TableColumn({ name: 'enSummary', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'enContent', type: mysql ? 'longtext' : 'text', isNullable: true }),
    ]);
    await queryRunner.createIndex('projects', new TableIndex({ columnNames: ['enSlug'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const table = await queryRunner.getTable('projects');
    const index = table?.indices.find(({ columnNames }) => columnNames.join() === 'enSlug');
    if (index) await queryRunner.dropIndex('projects', index);
    await queryRunner.dropColumns('projects', ['enContent', 'enSummary', 'enSlug', 'enTitle']);
  }
}
