import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createSearchIndex, dropSearchIndex, indexAllPosts } from './search-index';

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
    await indexAllPosts(queryRunner.manager);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropSearchIndex(queryRunner);
  }
}
