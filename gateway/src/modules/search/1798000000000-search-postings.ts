import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createWordTables } from './1797400000000-search-words';

/**
 * Search (issue 22): postings, one row a word with the numbers of the posts it stands in, matched
 * and ranked in the gateway (search-index.ts), in place of `blog_search_words` (one row a post and
 * group of words, read by SQL: too slow on MariaDB once a word stands in thousands of posts). The
 * tables are made here as this migration made them, empty: 1798130000000-search-excerpts.ts, which
 * changed the docs since, makes the index anew from the posts (the phrases' runs with it).
 */
export class SearchPostings1798000000000 implements MigrationInterface {
  name = 'SearchPostings1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blog_search_words');
    await createSearchPostings(queryRunner);
    await queryRunner.query('DELETE FROM blog_search_runs');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['blog_search_meta', 'blog_search_postings', 'blog_search_docs'])
      await queryRunner.query(`DROP TABLE ${table}`);
    await queryRunner.query('DELETE FROM blog_search_runs');
    await createWordTables(queryRunner, ['blog_search_words']);
  }
}

/** A document's kind (core/module.ts Searchable): the blog's posts were the first. */
export const KIND_COLUMN = "kind varchar(20) NOT NULL DEFAULT 'post'";

/** The column types of the index on each database: the words compare as written (folded already). */
export function searchColumns(queryRunner: QueryRunner) {
  const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
  const binary = sqlite ? '' : 'CHARACTER SET utf8mb4 COLLATE utf8mb4_bin';
  return {
    sqlite,
    binary,
    text: sqlite ? 'text' : `mediumtext ${binary}`,
    date: sqlite ? 'datetime' : 'datetime(3)',
    postId: sqlite ? 'varchar(36) NOT NULL' : 'char(36) CHARACTER SET ascii COLLATE ascii_bin NOT NULL',
    engine: sqlite ? '' : ' ENGINE=InnoDB',
  };
}

/**
 * `blog_search_docs`: as this migration made it, with `exact` (the title's and summary's words
 * unfolded) before `terms`, or as 1798130000000-search-excerpts.ts makes it, with `excerpt` there
 * (and the documents' `kind`, which 1798500000000-search-kinds.ts adds to a table made before).
 */
export async function createSearchDocs(queryRunner: QueryRunner, last: 'exact' | 'excerpt'): Promise<void> {
  const { text, date, postId, engine } = searchColumns(queryRunner);
  const kind = last === 'excerpt' ? `${KIND_COLUMN}, ` : '';
  await queryRunner.query(
    `CREATE TABLE blog_search_docs (
      doc integer NOT NULL PRIMARY KEY, version integer NOT NULL, postId ${postId}, ${kind}status varchar(20) NOT NULL,
      publishDate ${date} NOT NULL, createdAt ${date} NOT NULL, title ${text} NOT NULL,
      summary ${text} NOT NULL, ${last} ${text} NOT NULL, terms ${text} NOT NULL
    )${engine}`,
  );
  await queryRunner.query('CREATE UNIQUE INDEX blog_search_docs_post ON blog_search_docs (postId)');
  await queryRunner.query('CREATE INDEX blog_search_docs_version ON blog_search_docs (version)');
}

/** Creates the (empty) index. */
async function createSearchPostings(queryRunner: QueryRunner): Promise<void> {
  const { sqlite, binary, engine } = searchColumns(queryRunner);
  await createSearchDocs(queryRunner, 'exact');
  await queryRunner.query(
    `CREATE TABLE blog_search_postings (term varchar(84) ${binary} NOT NULL PRIMARY KEY, docs ${sqlite ? 'blob' : 'mediumblob'} NOT NULL)${
      sqlite ? ' WITHOUT ROWID' : engine
    }`,
  );
  await queryRunner.query(
    `CREATE TABLE blog_search_meta (
      id integer NOT NULL PRIMARY KEY, version integer NOT NULL, rebuilt integer NOT NULL, nextDoc integer NOT NULL
    )`,
  );
  await queryRunner.query('INSERT INTO blog_search_meta (id, version, rebuilt, nextDoc) VALUES (1, 0, 0, 1)');
}
