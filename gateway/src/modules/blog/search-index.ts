import { searchWords, textOf, type SearchQuery } from '@portfolio/content-rules';
import type { EntityManager, QueryRunner } from 'typeorm';
import { BlogStatus, type BlogPost } from './blog-post.entity';

/**
 * The search index: `blog_search`, one row a post, its words folded by content-rules' search.ts
 * (the same on both databases) and indexed by the database's own full-text index: FTS5 on SQLite
 * (`blog_search_fts`, contentless, rowid = `blog_search.id`), FULLTEXT on MySQL/MariaDB. Which
 * posts match is the same on both: a query's every word begins a word of the post, every phrase
 * stands in it. The ranking is ours (searchPage), from the columns here; the post's status and
 * dates are kept beside them, so a search reads no other table.
 *
 * - `title`, `summary` (summary and tags): folded words, for the ranking
 * - `exact`: the words of title, summary and tags in Turkish lower case, unfolded (a word written
 *   exactly as searched ranks higher: folding merges 'ılık' and 'ilik')
 * - `text`: the folded words of all (title, summary, tags, content), the indexed text
 * - `shorts` (MySQL only): InnoDB leaves words under `innodb_ft_min_token_size` (3) letters out of
 *   its index, so each such word ('ev', 'su', 'iş' → 'is') is kept here too, padded to that length
 *   with '_' ('ev_'): a prefix search `ev*` finds it as it finds 'evler'. Stopwords are off for
 *   the index (the migration), so 'the', 'and', 'with' are words like any other.
 */
const SEARCH_TABLE = 'blog_search';
const FTS = 'blog_search_fts';

type SearchRow = { title: string; summary: string; exact: string; text: string };

const isSqlite = (source: { options: { type: string } }) => source.options.type === 'better-sqlite3';

/** The words of `text` in Turkish lower case, unfolded, as searchWords spaces them. */
function exactWords(text: string): string {
  const words = text
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length ? ` ${words.join(' ')} ` : ' ';
}

/** What the index keeps of a post (its content sanitised, as stored). */
function searchRowOf(post: Pick<BlogPost, 'title' | 'shortDescription' | 'tags' | 'content'>): SearchRow {
  const summary = `${post.shortDescription} ${post.tags.join(' ')}`;
  return {
    title: searchWords(post.title),
    summary: searchWords(summary),
    exact: exactWords(`${post.title} ${summary}`),
    text: searchWords(`${post.title} ${summary} ${textOf(post.content)}`),
  };
}

/** The shortest word InnoDB's full-text index holds (read once per data source). */
const minimumWords = new WeakMap<object, Promise<number>>();
function minimumWord(manager: EntityManager): Promise<number> {
  const source = manager.connection;
  let known = minimumWords.get(source);
  if (!known) {
    known = manager
      .query('SELECT @@innodb_ft_min_token_size AS size')
      .then((rows: { size: number | string }[]) => Number(rows[0]?.size ?? 3));
    minimumWords.set(source, known);
  }
  return known;
}

/** The words of `text` shorter than `minimum`, each once, padded to it with '_'. */
const shortWords = (text: string, minimum: number) =>
  [...new Set(text.split(' ').filter((word) => word && word.length < minimum))]
    .map((word) => word.padEnd(minimum, '_'))
    .join(' ');

/** What the index keeps beside the words: which posts are visible is read from the index alone. */
type Indexed = Pick<BlogPost, 'id' | 'status' | 'title' | 'shortDescription' | 'tags' | 'content'> & {
  publishDate: Date | string;
  createdAt: Date | string;
};

/** Writes `post`'s row, inside the transaction that writes the post. */
export async function indexPost(manager: EntityManager, post: Indexed): Promise<void> {
  const sqlite = isSqlite(manager.connection);
  const row = searchRowOf(post);
  const values: Record<string, unknown> = {
    postId: post.id,
    status: post.status,
    publishDate: post.publishDate,
    createdAt: post.createdAt,
    ...row,
  };
  if (sqlite) delete values.text;
  else values.shorts = shortWords(row.text, await minimumWord(manager));
  const columns = Object.keys(values);
  const update = columns
    .filter((column) => column !== 'postId')
    .map((column) => (sqlite ? `${column} = excluded.${column}` : `${column} = VALUES(${column})`))
    .join(', ');
  const [sql, parameters] = manager.connection.driver.escapeQueryWithParameters(
    `INSERT INTO ${SEARCH_TABLE} (${columns.join(', ')}) VALUES (${columns.map((column) => `:${column}`).join(', ')})
     ${sqlite ? 'ON CONFLICT (postId) DO UPDATE SET' : 'ON DUPLICATE KEY UPDATE'} ${update}`,
    values,
  );
  await manager.query(sql, parameters);
  if (sqlite) {
    const [{ id }] = (await manager.query(`SELECT id FROM ${SEARCH_TABLE} WHERE postId = ?`, [post.id])) as [
      { id: number },
    ];
    await manager.query(`DELETE FROM ${FTS} WHERE rowid = ?`, [id]);
    await manager.query(`INSERT INTO ${FTS} (rowid, text) VALUES (?, ?)`, [id, row.text]);
  }
}

/** What a word of the query is worth where it stands (search-results.ts says it in words). */
const WEIGHT = { title: 10, summary: 4, text: 1, exact: 2, phraseInTitle: 5 } as const;

/**
 * Page `offset`/`limit` of the posts matching `search` (visible at `now`, or every post with `now`
 * null), best first, and how many match. Which posts match: each word is a prefix search in the
 * index, each phrase a phrase search (on MySQL, a phrase with a word the index leaves out is
 * matched by a LIKE on the folded words, which hold letters and digits alone: no LIKE wildcard can
 * be among them). The order (search-results.ts) is computed in SQL from the folded columns with
 * LIKE, which both databases evaluate alike here (binary, on folded text); the same on both.
 */
export async function searchPage(
  manager: EntityManager,
  search: SearchQuery,
  now: Date | null,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const sqlite = isSqlite(manager.connection);
  const parameters: Record<string, unknown> = {};
  const where = [];
  if (sqlite) {
    const phrases = search.phrases.map((phrase) => `"${phrase}"`);
    parameters.match = [...search.words.map(({ term }) => `"${term}"*`), ...phrases].join(' ');
    where.push(`${FTS} MATCH :match`);
  } else {
    const minimum = await minimumWord(manager);
    const indexed = (phrase: string) => phrase.split(' ').every((word) => word.length >= minimum);
    const phrases = search.phrases.filter(indexed).map((phrase) => `+"${phrase}"`);
    parameters.match = [...search.words.map(({ term }) => `+${term}*`), ...phrases].join(' ');
    where.push('MATCH (s.text, s.shorts) AGAINST (:match IN BOOLEAN MODE)');
    search.phrases.forEach((phrase, i) => {
      if (indexed(phrase)) return;
      parameters[`phrase${i}`] = `% ${phrase} %`;
      where.push(`s.text LIKE :phrase${i}`);
    });
  }
  if (now) {
    Object.assign(parameters, { published: BlogStatus.PUBLISHED, now });
    where.push('s.status = :published', 's.publishDate <= :now');
  }
  const score = [
    ...search.words.flatMap(({ term, exact }, i) => {
      Object.assign(parameters, { [`word${i}`]: `% ${term}%`, [`exact${i}`]: `% ${exact}%` });
      return [
        `CASE WHEN s.title LIKE :word${i} THEN ${WEIGHT.title} WHEN s.summary LIKE :word${i} THEN ${WEIGHT.summary} ELSE ${WEIGHT.text} END`,
        `CASE WHEN s.exact LIKE :exact${i} THEN ${WEIGHT.exact} ELSE 0 END`,
      ];
    }),
    ...search.phrases.map((phrase, i) => {
      parameters[`titlePhrase${i}`] = `% ${phrase} %`;
      return `CASE WHEN s.title LIKE :titlePhrase${i} THEN ${WEIGHT.phraseInTitle} ELSE 0 END`;
    }),
  ].join(' + ');
  const from = sqlite ? `${FTS} JOIN ${SEARCH_TABLE} s ON s.id = ${FTS}.rowid` : `${SEARCH_TABLE} s`;
  const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT s.postId AS id, COUNT(*) OVER () AS total FROM ${from} WHERE ${where.join(' AND ')}
     ORDER BY ${score} DESC, s.publishDate DESC, s.createdAt DESC, s.postId
     LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
    parameters,
  );
  const rows: { id: string; total: number | string }[] = await manager.query(sql, values);
  if (rows.length || offset === 0) return { ids: rows.map(({ id }) => id), total: Number(rows[0]?.total ?? 0) };
  // Past the end: no row carries the count.
  const [count, countValues] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT COUNT(*) AS total FROM ${from} WHERE ${where.join(' AND ')}`,
    parameters,
  );
  const [{ total }] = (await manager.query(count, countValues)) as [{ total: number | string }];
  return { ids: [], total: Number(total) };
}

/** Creates the (empty) index: the migration. */
export async function createSearchIndex(queryRunner: QueryRunner): Promise<void> {
  if (isSqlite(queryRunner.connection)) {
    await queryRunner.query(
      `CREATE TABLE ${SEARCH_TABLE} (
        id INTEGER PRIMARY KEY,
        postId varchar(36) NOT NULL UNIQUE REFERENCES blog_posts (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL, publishDate datetime NOT NULL, createdAt datetime NOT NULL,
        title text NOT NULL, summary text NOT NULL, exact text NOT NULL)`,
    );
    // Contentless: the index keeps the words' places, not the text (the rows stay small and quick to
    // read; a phrase is matched from the places). The tokenizer splits at the spaces alone in
    // effect: the folded words hold nothing else to split at. Prefixes of up to six letters are
    // indexed as words of their own: 'ilik*' reads one list, not every word that begins so (at
    // 10 000 posts, 1 ms against 13; BENCHMARKS.md).
    await queryRunner.query(
      `CREATE VIRTUAL TABLE ${FTS} USING fts5(text, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0', prefix='1 2 3 4 5 6')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER ${SEARCH_TABLE}_delete AFTER DELETE ON ${SEARCH_TABLE} BEGIN
        DELETE FROM ${FTS} WHERE rowid = old.id; END`,
    );
  } else {
    // Stopwords are bound to a FULLTEXT index when it is made: none, so no word is left out.
    await queryRunner.query('SET SESSION innodb_ft_enable_stopword = OFF');
    // The words compare as written (binary): they are folded already, the collation must not fold them again.
    const BINARY = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_bin';
    await queryRunner.query(
      `CREATE TABLE ${SEARCH_TABLE} (
        postId varchar(36) NOT NULL PRIMARY KEY,
        status varchar(20) NOT NULL, publishDate datetime(3) NOT NULL, createdAt datetime(3) NOT NULL,
        title text ${BINARY} NOT NULL, summary text ${BINARY} NOT NULL, exact text ${BINARY} NOT NULL,
        text longtext ${BINARY} NOT NULL, shorts text ${BINARY} NOT NULL,
        FULLTEXT KEY ${SEARCH_TABLE}_words (text, shorts),
        CONSTRAINT ${SEARCH_TABLE}_post FOREIGN KEY (postId) REFERENCES blog_posts (id) ON DELETE CASCADE
      ) ENGINE=InnoDB`,
    );
    await queryRunner.query('SET SESSION innodb_ft_enable_stopword = ON');
  }
}

export async function dropSearchIndex(queryRunner: QueryRunner): Promise<void> {
  if (isSqlite(queryRunner.connection)) {
    await queryRunner.query(`DROP TRIGGER ${SEARCH_TABLE}_delete`);
    await queryRunner.query(`DROP TABLE ${FTS}`);
  }
  await queryRunner.query(`DROP TABLE ${SEARCH_TABLE}`);
}
