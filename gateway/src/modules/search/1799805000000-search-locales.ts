import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchColumns } from './1798000000000-search-postings';

/** A document's language (issue 50): 'tr' for every document there is. */
const LOCALE_COLUMN = "locale varchar(2) NOT NULL DEFAULT 'tr'";

/**
 * Each language searched on its own (issue 50): a row of the docs and a row of the runs say their
 * document's language, and a row of a module may have a document in each (its key the row's id and
 * the language). Every document there is is Turkish; nothing is indexed anew (no post has an
 * English version yet: 1799800000000-english-version.ts made their columns empty).
 */
export class SearchLocales1799805000000 implements MigrationInterface {
  name = 'SearchLocales1799805000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE blog_search_docs ADD ${LOCALE_COLUMN}`);
    await dropIndex(queryRunner, 'blog_search_docs_post', 'blog_search_docs');
    await queryRunner.query('CREATE UNIQUE INDEX blog_search_docs_post ON blog_search_docs (postId, locale)');
    await runsKeyed(queryRunner, true);
  }

  /** The English documents go; the Turkish ones stay, as they were. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM blog_search_runs WHERE locale <> 'tr'");
    await runsKeyed(queryRunner, false);
    await queryRunner.query("DELETE FROM blog_search_docs WHERE locale <> 'tr'");
    await dropIndex(queryRunner, 'blog_search_docs_post', 'blog_search_docs');
    await queryRunner.query('CREATE UNIQUE INDEX blog_search_docs_post ON blog_search_docs (postId)');
    await queryRunner.query('ALTER TABLE blog_search_docs DROP COLUMN locale');
  }
}

async function dropIndex(queryRunner: QueryRunner, index: string, table: string): Promise<void> {
  const { sqlite } = searchColumns(queryRunner);
  await queryRunner.query(sqlite ? `DROP INDEX ${index}` : `DROP INDEX ${index} ON ${table}`);
}

/**
 * The runs keyed by (prefix, postId, locale) with `locale`, or by (prefix, postId) without it: MySQL
 * changes the key in place; SQLite, which cannot, copies them into a table made so.
 */
async function runsKeyed(queryRunner: QueryRunner, locale: boolean): Promise<void> {
  const { sqlite, text } = searchColumns(queryRunner);
  if (!sqlite) {
    if (locale) await queryRunner.query(`ALTER TABLE blog_search_runs ADD ${LOCALE_COLUMN}`);
    await queryRunner.query(
      `ALTER TABLE blog_search_runs DROP PRIMARY KEY, ADD PRIMARY KEY (prefix, postId${locale ? ', locale' : ''})`,
    );
    if (!locale) await queryRunner.query('ALTER TABLE blog_search_runs DROP COLUMN locale');
    return;
  }
  // Every row copied is Turkish: the new `locale` takes its default, and a dropped one goes.
  const columns = 'prefix, postId, runs, titleRuns';
  await queryRunner.query(
    `CREATE TABLE blog_search_runs_new (
      prefix varchar(2) NOT NULL, postId varchar(36) NOT NULL, runs ${text} NOT NULL, titleRuns ${text} NOT NULL,
      ${locale ? `${LOCALE_COLUMN}, ` : ''}PRIMARY KEY (prefix, postId${locale ? ', locale' : ''})
    ) WITHOUT ROWID`,
  );
  await queryRunner.query(`INSERT INTO blog_search_runs_new (${columns}) SELECT ${columns} FROM blog_search_runs`);
  await queryRunner.query('DROP TABLE blog_search_runs');
  await queryRunner.query('ALTER TABLE blog_search_runs_new RENAME TO blog_search_runs');
  // A document's rows are found by it (written, deleted).
  await queryRunner.query('CREATE INDEX blog_search_runs_post ON blog_search_runs (postId)');
}
