import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn, TableIndex } from 'typeorm';

/**
 * Drafts and schedules (docs/publishing.md): `blog_posts.status`, 'published' or
 * 'draft'; every existing post stays published. The lists read posts newest first by
 * (publishDate, createdAt), the public ones only the visible posts (published, publishDate ≤ now):
 * (status, publishDate, createdAt) serves those and their count, (publishDate, createdAt) the
 * admin's list of every post, which replaces the index of publishDate alone.
 */
export class BlogStatus1796000000000 implements MigrationInterface {
  name = 'BlogStatus1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'blog_posts',
      new TableColumn({ name: 'status', type: 'varchar', length: '20', default: "'published'" }),
    );
    await dropIndexOf(queryRunner, ['publishDate']);
    await queryRunner.createIndices('blog_posts', [
      new TableIndex({ columnNames: ['status', 'publishDate', 'createdAt'] }),
      new TableIndex({ columnNames: ['publishDate', 'createdAt'] }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexOf(queryRunner, ['publishDate', 'createdAt']);
    await dropIndexOf(queryRunner, ['status', 'publishDate', 'createdAt']);
    await queryRunner.createIndex('blog_posts', new TableIndex({ columnNames: ['publishDate'] }));
    await queryRunner.dropColumn('blog_posts', 'status');
  }
}

async function dropIndexOf(queryRunner: QueryRunner, columnNames: string[]): Promise<void> {
  const table = await queryRunner.getTable('blog_posts');
  const index = table?.indices.find((candidate) => candidate.columnNames.join() === columnNames.join());
  if (index) await queryRunner.dropIndex('blog_posts', index);
}
