import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Table, TableForeignKey, TableIndex } from 'typeorm';
import type { BlogStatus } from './blog-post.entity';
import { tagRows } from './blog-post-tag.entity';

/**
 * Tag pages: `blog_post_tags`, one row per tag of each post with what the tag's lists read of the
 * post (blog-post-tag.entity.ts). The posts already there get theirs as a save would make them
 * (`tagRows`), a hundred posts at a time.
 */
export class BlogPostTags1797250000000 implements MigrationInterface {
  name = 'BlogPostTags1797250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type !== 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'blog_post_tags',
        columns: [
          { name: 'postId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'slug', type: 'varchar', length: '80', isPrimary: true },
          // Byte for byte: MySQL's collation would take 'IŞIK' for 'Işık' (core/db/dialect.ts exactText).
          { name: 'name', type: 'varchar', length: '40', ...(mysql && { collation: 'utf8mb4_bin' }) },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'publishDate', type: 'datetime', precision: 3 },
          { name: 'createdAt', type: 'datetime', precision: 3 },
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
        indices: [
          new TableIndex({ columnNames: ['status', 'slug', 'publishDate', 'createdAt', 'postId'] }),
          new TableIndex({ columnNames: ['status', 'slug', 'name', 'publishDate'] }),
        ],
      }),
    );
    const posts = () => queryRunner.manager.createQueryBuilder().from('blog_posts', 'post');
    for (let after = ''; ;) {
      const batch: { id: string; tags: string; status: BlogStatus; publishDate: Date; createdAt: Date }[] =
        await posts()
          .select(['post.id AS id', 'post.tags AS tags', 'post.status AS status'])
          .addSelect(['post.publishDate AS publishDate', 'post.createdAt AS createdAt'])
          .where('post.id > :after', { after })
          .orderBy('post.id')
          .limit(100)
          .getRawMany();
      if (!batch.length) return;
      const rows = batch.flatMap((post) => tagRows({ ...post, tags: JSON.parse(post.tags) as string[] }));
      // The table's columns as made here: without `english` (1799800000000-english-version.ts adds it).
      if (rows.length)
        await queryRunner.manager
          .createQueryBuilder()
          .insert()
          .into('blog_post_tags', ['postId', 'slug', 'name', 'status', 'publishDate', 'createdAt'])
          .values(rows)
          .updateEntity(false)
          .execute();
      after = batch[batch.length - 1]!.id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blog_post_tags');
  }
}
