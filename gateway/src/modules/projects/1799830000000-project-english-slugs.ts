import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

/**
 * A project's former English slugs keep leading to it (issue 50), as a post's do: `project_slugs`
 * keeps each slug under its language ('tr' for those already there), its key the slug and the
 * language, and each translated project's English slug is added under 'en'.
 */
export class ProjectEnglishSlugs1799830000000 implements MigrationInterface {
  name = 'ProjectEnglishSlugs1799830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'project_slugs',
      new TableColumn({ name: 'locale', type: 'varchar', length: '2', default: "'tr'" }),
    );
    await slugKey(queryRunner, ['slug', 'locale']);
    await queryRunner.query(
      "INSERT INTO project_slugs (slug, locale, projectId) SELECT enSlug, 'en', id FROM projects WHERE enSlug IS NOT NULL",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM project_slugs WHERE locale <> 'tr'");
    await slugKey(queryRunner, ['slug']);
    await queryRunner.dropColumn('project_slugs', 'locale');
  }
}

/**
 * Makes `columns` the key of `project_slugs`: MySQL changes its key in place; SQLite makes the table
 * anew (TypeORM's updatePrimaryKeys does nothing there), whose key `createPrimaryKey` adds to.
 */
async function slugKey(queryRunner: QueryRunner, columns: string[]): Promise<void> {
  const table = (await queryRunner.getTable('project_slugs'))!;
  if (queryRunner.connection.options.type !== 'better-sqlite3')
    return queryRunner.updatePrimaryKeys(
      table,
      columns.map((name) => table.findColumnByName(name)!),
    );
  if (columns.length === 1) await queryRunner.dropPrimaryKey(table);
  await queryRunner.createPrimaryKey(table, columns);
}
