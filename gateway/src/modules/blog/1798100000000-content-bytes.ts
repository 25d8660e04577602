import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn, TableIndex } from 'typeorm';

/**
 * `blog_posts.contentBytes`: the size of a post's stored content in UTF-8 bytes, what reading and
 * sending it costs. The cost limit (graphql/cost.ts) prices a body by the largest one, read
 * through its own index (one step, however many posts). The entity sets it on every write of a
 * content (blog-post.entity.ts); the posts already there are measured here.
 */
export class ContentBytes1798100000000 implements MigrationInterface {
  name = 'ContentBytes1798100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('blog_posts', new TableColumn({ name: 'contentBytes', type: 'integer', default: 0 }));
    await measureContents(queryRunner.manager);
    await queryRunner.createIndex('blog_posts', new TableIndex({ columnNames: ['contentBytes'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('blog_posts', new TableIndex({ columnNames: ['contentBytes'] }));
    await queryRunner.dropColumn('blog_posts', 'contentBytes');
  }
}

/**
 * Sets every post's `contentBytes` from its content, in SQL (SQLite's length() counts a text's
 * characters, a blob's bytes): here, and after a restore, whose archive may predate the column.
 */
export async function measureContents(manager: EntityManager): Promise<void> {
  const bytes =
    manager.connection.options.type === 'better-sqlite3' ? 'length(CAST(content AS BLOB))' : 'LENGTH(content)';
  await manager.query(`UPDATE blog_posts SET contentBytes = ${bytes}`);
}
