import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn, TableIndex } from 'typeorm';
import { longText } from '../../core/db/dialect';

/**
 * A post's English version (issue 50, docs/product/languages.md): `blog_posts` gets its texts, its
 * slug (unique: two posts' English pages never share an address) and its reading time, all null
 * until the admin writes one; `blog_slugs` keeps each slug under its language ('tr' for those
 * already there), its key the slug and the language; `blog_post_tags` says whether its post has
 * an English version (none has yet), what the English tag pages read.
 */
export class EnglishVersion1799800000000 implements MigrationInterface {
  name = 'EnglishVersion1799800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('blog_posts', [
      new TableColumn({ name: 'enTitle', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'enSlug', type: 'varchar', length: '80', isNullable: true }),
      new TableColumn({ name: 'enShortDescription', type: 'varchar', length: '200', isNullable: true }),
      new TableColumn({ name: 'enContent', type: longText, isNullable: true }),
      new TableColumn({ name: 'enReadingMinutes', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createIndex('blog_posts', new TableIndex({ columnNames: ['enSlug'], isUnique: true }));
    await queryRunner.addColumn(
      'blog_slugs',
      new TableColumn({ name: 'locale', type: 'varchar', length: '2', default: "'tr'" }),
    );
    await slugKey(queryRunner, ['slug', 'locale']);
    await queryRunner.addColumn('blog_post_tags', new TableColumn({ name: 'english', type: 'boolean', default: 0 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blog_post_tags', 'english');
    await queryRunner.query("DELETE FROM blog_slugs WHERE locale <> 'tr'");
    await slugKey(queryRunner, ['slug']);
    await queryRunner.dropColumn('blog_slugs', 'locale');
    await queryRunner.dropIndex('blog_posts', new TableIndex({ columnNames: ['enSlug'], isUnique: true }));
    for (const column of ['enReadingMinutes', 'enContent', 'enShortDescription', 'enSlug', 'enTitle'])
      await queryRunner.dropColumn('blog_posts', column);
  }
}

/**
 * Makes `columns` the key of `blog_slugs`: MySQL changes its key in place; SQLite makes the table
 * anew (TypeORM's updatePrimaryKeys does nothing there), whose key `createPrimaryKey` adds to.
 */
async function slugKey(queryRunner: QueryRunner, columns: string[]): Promise<void> {
  const table = (await queryRunner.getTable('blog_slugs'))!;
  if (queryRunner.connection.options.type !== 'better-sqlite3')
    return queryRunner.updatePrimaryKeys(
      table,
      columns.map((name) => table.findColumnByName(name)!),
    );
  if (columns.length === 1) await queryRunner.dropPrimaryKey(table);
  await queryRunner.createPrimaryKey(table, columns);
}

/**
 * Sets every post's `contentBytes`, the larger of its two contents' sizes in UTF-8 bytes, in SQL
 * (SQLite's length() counts a text's characters, a blob's bytes): after a restore, whose archive
 * may predate the column.
 */
export async function measureBodies(manager: EntityManager): Promise<void> {
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  const bytes = (column: string) =>
    sqlite ? `length(CAST(COALESCE(${column}, '') AS BLOB))` : `LENGTH(COALESCE(${column}, ''))`;
  const larger = sqlite ? 'MAX' : 'GREATEST';
  await manager.query(`UPDATE blog_posts SET contentBytes = ${larger}(${bytes('content')}, ${bytes('enContent')})`);
}
