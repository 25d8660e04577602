import type { MigrationInterface } from 'typeorm';

/**
 * Search's first index (FTS5 on SQLite, FULLTEXT on MySQL: `blog_search`), replaced by
 * 1797400000000-search-words before it was much used. It makes nothing now; a database that ran
 * it has the old tables, which the later migration drops.
 */
export class Search1797300000000 implements MigrationInterface {
  name = 'Search1797300000000';

  async up(): Promise<void> {}

  async down(): Promise<void> {}
}
