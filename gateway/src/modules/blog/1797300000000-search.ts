import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { BlogPost } from './blog-post.entity';
import { createSearchIndex, dropSearchIndex, indexPost } from './search-index';

/**
 * Search (issue 22): the index `blog_search` (search-index.ts), filled with the posts already
 * there, a hundred at a time; every later write of a post keeps its row (blog.service.ts).
 */
export class Search1797300000000 implements MigrationInterface {
  name = 'Search1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createSearchIndex(queryRunner);
    for (let after = ''; ;) {
      const batch: (Omit<BlogPost, 'tags'> & { tags: string })[] = await queryRunner.query(
        `SELECT id, status, publishDate, createdAt, title, shortDescription, tags, content
         FROM blog_posts WHERE id > ? ORDER BY id LIMIT 100`,
        [after],
      );
      if (!batch.length) return;
      for (const post of batch)
        await indexPost(queryRunner.manager, { ...post, tags: JSON.parse(post.tags) as string[] });
      after = batch[batch.length - 1]!.id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropSearchIndex(queryRunner);
  }
}
