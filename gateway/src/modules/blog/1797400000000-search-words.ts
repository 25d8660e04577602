import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { BlogPost } from './blog-post.entity';
import { createSearchIndex, dropSearchIndex, indexPost } from './search-index';

/**
 * Search (issue 22): the index `blog_search_words` (search-index.ts) in place of the first one
 * (`blog_search`, and on SQLite its FTS5 table), filled with the posts already there, a hundred
 * at a time; every later write of a post keeps its rows (blog.service.ts).
 */
export class SearchWords1797400000000 implements MigrationInterface {
  name = 'SearchWords1797400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS blog_search_fts');
    await queryRunner.query('DROP TABLE IF EXISTS blog_search');
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
