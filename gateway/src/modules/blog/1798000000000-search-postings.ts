import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createWordTables } from './1797400000000-search-words';
import { createSearchPostings, dropSearchPostings, indexAllPosts } from './search-index';

/**
 * Search (issue 22): postings, one row a word with the numbers of the posts it stands in, matched
 * and ranked in the gateway (search-index.ts), in place of `blog_search_words` (one row a post and
 * group of words, read by SQL: too slow on MariaDB once a word stands in thousands of posts). The
 * index is made anew from the posts, the phrases' runs with it.
 */
export class SearchPostings1798000000000 implements MigrationInterface {
  name = 'SearchPostings1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blog_search_words');
    await createSearchPostings(queryRunner);
    await indexAllPosts(queryRunner.manager);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropSearchPostings(queryRunner);
    await queryRunner.query('DELETE FROM blog_search_runs');
    await createWordTables(queryRunner, ['blog_search_words']);
  }
}
