import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ASCII_ID } from './1797400000000-search-words';

/**
 * Search (issue 22) on MySQL: the index's post ids in ASCII, compared byte by byte, in place of
 * utf8mb4 with the posts' collation (a search joined and sorted on them: a quarter faster). Without
 * the foreign key MySQL refuses between the two, the service deletes a post's rows itself. SQLite
 * is left as it is, and so is an index made with ASCII ids already.
 */
export class SearchAsciiIds1797500000000 implements MigrationInterface {
  name = 'SearchAsciiIds1797500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') return;
    for (const table of ['blog_search_words', 'blog_search_runs']) {
      // Its foreign key's index (named as the key) stays.
      const { foreignKeys } = (await queryRunner.getTable(table))!;
      if (!foreignKeys.length) continue;
      await queryRunner.dropForeignKeys(table, foreignKeys);
      await queryRunner.query(`ALTER TABLE ${table} MODIFY postId ${ASCII_ID}`);
    }
  }

  async down(): Promise<void> {
    // Nothing to give back: the index works either way.
  }
}
