import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createSearchDocs } from './1798000000000-search-postings';
import { indexAllPosts } from './search-index';

/**
 * Search (issues 42 and 43): each post's row of the docs keeps an excerpt of its text, what a
 * snippet reads in place of the post's body, and no longer the title's and summary's unfolded
 * words (the postings hold every word unfolded now: '=ılık'). The index is made anew from the posts.
 */
export class SearchExcerpts1798130000000 implements MigrationInterface {
  name = 'SearchExcerpts1798130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blog_search_docs');
    await createSearchDocs(queryRunner, 'excerpt');
    await indexAllPosts(queryRunner.manager);
  }

  /** The docs as they were, and the index empty (as the migration before leaves the one before it). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blog_search_docs');
    await createSearchDocs(queryRunner, 'exact');
    await queryRunner.query('DELETE FROM blog_search_postings');
    await queryRunner.query('DELETE FROM blog_search_runs');
    await queryRunner.query('UPDATE blog_search_meta SET version = version + 1, nextDoc = 1 WHERE id = 1');
    await queryRunner.query('UPDATE blog_search_meta SET rebuilt = version WHERE id = 1');
  }
}
