import type { MigrationInterface, QueryRunner } from 'typeorm';

/** MySQL's post id in the index: ASCII compared byte by byte (a search joined and sorted on it: a quarter faster than utf8mb4). */
export const ASCII_ID = 'char(36) CHARACTER SET ascii COLLATE ascii_bin NOT NULL';

/**
 * Search (issue 22): the index `blog_search_words` in place of the first one (`blog_search`, and
 * on SQLite its FTS5 table), and `blog_search_runs` for phrases: one row a post and group of words
 * that begin alike. The words table was replaced by postings (1798000000000-search-postings.ts),
 * which fills the index; the runs stay. The tables are made here as they were, empty.
 */
export class SearchWords1797400000000 implements MigrationInterface {
  name = 'SearchWords1797400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS blog_search_fts');
    await queryRunner.query('DROP TABLE IF EXISTS blog_search');
    await createWordTables(queryRunner, ['blog_search_words', 'blog_search_runs']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blog_search_runs');
    await queryRunner.query('DROP TABLE blog_search_words');
  }
}

/** Creates `tables` (of words, of runs) as this migration made them. */
export async function createWordTables(queryRunner: QueryRunner, tables: string[]): Promise<void> {
  const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
  const binary = sqlite ? '' : 'CHARACTER SET utf8mb4 COLLATE utf8mb4_bin';
  const text = sqlite ? 'text' : `mediumtext ${binary}`;
  const date = sqlite ? 'datetime' : 'datetime(3)';
  const columns: Record<string, string> = {
    blog_search_words: `status varchar(20) NOT NULL, publishDate ${date} NOT NULL, createdAt ${date} NOT NULL,
      words ${text} NOT NULL, title ${text} NOT NULL, summary ${text} NOT NULL, exact ${text} NOT NULL`,
    blog_search_runs: `runs ${text} NOT NULL, titleRuns ${text} NOT NULL`,
  };
  for (const table of tables) {
    await queryRunner.query(
      `CREATE TABLE ${table} (
        prefix varchar(2) ${binary} NOT NULL, postId ${sqlite ? 'varchar(36) NOT NULL' : ASCII_ID}, ${columns[table]},
        PRIMARY KEY (prefix, postId)
        ${sqlite ? `, CONSTRAINT ${table}_post FOREIGN KEY (postId) REFERENCES blog_posts (id) ON DELETE CASCADE` : ''}
      ) ${sqlite ? 'WITHOUT ROWID' : 'ENGINE=InnoDB'}`,
    );
    // A post's rows are found by it (written, deleted).
    await queryRunner.query(`CREATE INDEX ${table}_post ON ${table} (postId)`);
  }
}
