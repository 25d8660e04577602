import type { MigrationInterface, QueryRunner } from 'typeorm';
import { KIND_COLUMN, searchColumns } from './1798000000000-search-postings';

/**
 * Search becomes its own module (issue 45), which indexes whatever the modules declare
 * `searchable`, not the blog's posts alone: each row of the docs says its document's kind ('post'
 * for every row there is), and on SQLite the phrases' runs lose their foreign key to the posts
 * (MySQL's went with 1797500000000-search-ascii-ids.ts), which would refuse another kind's rows.
 * The search module's hook deletes a document's rows itself. Nothing is indexed anew.
 */
export class SearchKinds1798500000000 implements MigrationInterface {
  name = 'SearchKinds1798500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A database that made the docs with 1798130000000-search-excerpts.ts after this was written has the column.
    if (!(await queryRunner.hasColumn('blog_search_docs', 'kind')))
      await queryRunner.query(`ALTER TABLE blog_search_docs ADD ${KIND_COLUMN}`);
    const runs = (await queryRunner.getTable('blog_search_runs'))!;
    if (!runs.foreignKeys.length) return;
    // SQLite drops a foreign key with its table: the runs are copied into one made without it.
    const { text } = searchColumns(queryRunner);
    await queryRunner.query(
      `CREATE TABLE blog_search_runs_new (
        prefix varchar(2) NOT NULL, postId varchar(36) NOT NULL, runs ${text} NOT NULL, titleRuns ${text} NOT NULL,
        PRIMARY KEY (prefix, postId)
      ) WITHOUT ROWID`,
    );
    await queryRunner.query(
      'INSERT INTO blog_search_runs_new (prefix, postId, runs, titleRuns) SELECT prefix, postId, runs, titleRuns FROM blog_search_runs',
    );
    await queryRunner.query('DROP TABLE blog_search_runs');
    await queryRunner.query('ALTER TABLE blog_search_runs_new RENAME TO blog_search_runs');
    // A document's rows are found by it (written, deleted).
    await queryRunner.query('CREATE INDEX blog_search_runs_post ON blog_search_runs (postId)');
  }

  /** The docs without kinds (every row a post's then); the runs stay without their foreign key, which the index does not need. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM blog_search_docs WHERE kind <> 'post'");
    await queryRunner.query('ALTER TABLE blog_search_docs DROP COLUMN kind');
  }
}
