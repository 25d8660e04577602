import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';

/** Author tools (issue 23): `blog_revisions`, the saved versions of each post (moved to `revisions` by modules/revisions/1798510000000-revisions-of-any-subject.ts). */
export class Revisions1797700000000 implements MigrationInterface {
  name = 'Revisions1797700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'blog_revisions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'postId', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'savedAt', type: 'datetime', precision: 3 },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'slug', type: 'varchar', length: '80', isNullable: true },
          { name: 'shortDescription', type: 'varchar', length: '200' },
          { name: 'content', type: mysql ? 'longtext' : 'text' },
          { name: 'tags', type: 'text' },
          { name: 'publishDate', type: 'datetime', precision: 3, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['postId'],
            referencedTableName: 'blog_posts',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
        indices: [new TableIndex({ columnNames: ['postId', 'kind', 'savedAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blog_revisions');
  }
}
