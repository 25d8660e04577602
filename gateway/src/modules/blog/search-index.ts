import { searchWords, textOf, type SearchQuery } from '@portfolio/content-rules';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { BlogStatus, type BlogPost } from './blog-post.entity';

/**
 * The search index: the same tables and the same SQL on both databases, so both find the same
 * posts in the same order. A post's words, folded by content-rules' search.ts, are kept in groups
 * by how they begin: one row a post and a group, the group being a word's first letter and its
 * first two letters (`ışıklar` → 'i' and 'is'). A query word is looked up in its group (one row a
 * post, read in key order) and matched there with INSTR.
 *
 * `blog_search_words`, what every query reads:
 * - `words`: the folded words of the post (title, summary, tags, content) that begin with the
 *   group; in a one-letter group, only the one-letter words (the group's row is there when any
 *   word begins with the letter, which is all a one-letter prefix search asks)
 * - `title`, `summary` (summary and tags): the same of the title and summary, for the ranking
 * - `exact`: the title's and summary's words in this group in Turkish lower case, unfolded (a word
 *   written exactly as searched ranks higher: folding merges 'ılık' and 'ilik')
 * - the post's status and dates, so a search reads no other table
 *
 * `blog_search_runs`, what a phrase reads (kept apart: they are long, and most queries have none):
 * - `runs`, `titleRuns`: each word of the post (of its title) in the group's `words` with the two
 *   words after it, as 'acik+kaynak+kod' ('kod+gizli+' at the end). A phrase of two or three words
 *   is matched exactly; a longer one where each three of its words in a row stand so.
 *
 * Why not the databases' own full-text indexes (FTS5, InnoDB FULLTEXT), which this replaced: at
 * 10 000 posts of 1 500 words a common word stands in every post, and InnoDB took 1.4 s to find
 * them (`+ve*`), FTS5 38 ms; here both read one short row a post (BENCHMARKS.md).
 */
const WORDS = 'blog_search_words';
const RUNS = 'blog_search_runs';

/** A word's groups: its first letter, and its first two letters when it has two (by code point). */
function groupsOf(word: string): string[] {
  const [first, second] = word;
  return second === undefined ? [first!] : [first!, first! + second];
}

/** The group a query word is looked up in: the longest of its groups. */
const groupOf = (word: string) => groupsOf(word).pop()!;

/** ' a b ' of a set: each word once, a space either side (INSTR(' a b ', ' a') finds a word that begins with 'a'). */
const spaced = (words: Iterable<string>) => {
  const list = [...new Set(words)];
  return list.length ? ` ${list.join(' ')} ` : '';
};

/** The folded words of `text`. */
const foldedWords = (text: string) => searchWords(text).split(' ').filter(Boolean);

/** Each of `words` but the last with the two after it, 'a+b+c' ('+' is never part of a folded word; 'y+z+' at the end). */
const runsOf = (words: string[]) =>
  words.slice(0, -1).map((word, i) => `${word}+${words[i + 1]}+${words[i + 2] ?? ''}`);

/** What a phrase asks of the runs, each in its first word's group: 'a b' → ' a+b+'; 'a b c d' → ' a+b+c ', ' b+c+d '. */
const phraseRuns = (words: string[]): [string, string][] =>
  words.length === 2
    ? [[words[0]!, ` ${words[0]}+${words[1]}+`]]
    : words.slice(2).map((word, i) => [words[i]!, ` ${words[i]}+${words[i + 1]}+${word} `]);

/** The words of `text` in Turkish lower case, unfolded. */
const exactWords = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type Group = Record<'words' | 'runs' | 'title' | 'titleRuns' | 'summary' | 'exact', string[]>;

/** A post's rows of the index, one a group (its content sanitised, as stored). */
function groupsOfPost(post: Pick<BlogPost, 'title' | 'shortDescription' | 'tags' | 'content'>): Map<string, Group> {
  const summaryText = `${post.shortDescription} ${post.tags.join(' ')}`;
  const title = foldedWords(post.title);
  const summary = foldedWords(summaryText);
  const all = foldedWords(`${post.title} ${summaryText} ${textOf(post.content)}`);
  const groups = new Map<string, Group>();
  const group = (name: string) => {
    let found = groups.get(name);
    if (!found) groups.set(name, (found = { words: [], runs: [], title: [], titleRuns: [], summary: [], exact: [] }));
    return found;
  };
  for (const word of new Set(all)) {
    groupsOf(word).forEach(group);
    group(groupOf(word)).words.push(word);
  }
  // A run is looked up in its first word's group.
  const firstOf = (run: string) => run.slice(0, run.indexOf('+'));
  for (const run of runsOf(all)) group(groupOf(firstOf(run))).runs.push(run);
  for (const run of runsOf(title)) group(groupOf(firstOf(run))).titleRuns.push(run);
  // The ranking's columns are read in either group of a word (a one-letter query reads the letter's).
  for (const word of title) groupsOf(word).forEach((name) => group(name).title.push(word));
  for (const word of summary) groupsOf(word).forEach((name) => group(name).summary.push(word));
  for (const word of exactWords(`${post.title} ${summaryText}`)) {
    const [folded] = foldedWords(word);
    if (folded) groupsOf(folded).forEach((name) => group(name).exact.push(word));
  }
  return groups;
}

/** What the index keeps beside the words: which posts are visible is read from the index alone. */
type Indexed = Pick<BlogPost, 'id' | 'status' | 'title' | 'shortDescription' | 'tags' | 'content'> & {
  publishDate: Date | string;
  createdAt: Date | string;
};

/** Rows a statement writes at most (SQLite binds at most 32 766 values). */
const ROWS_A_STATEMENT = 500;

/** Inserts `rows` into `table`, a few hundred a statement. */
async function insertRows(manager: EntityManager, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += ROWS_A_STATEMENT) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(table, Object.keys(rows[0]!))
      .values(rows.slice(at, at + ROWS_A_STATEMENT))
      .execute();
  }
}

/** Deletes the post's rows, inside the transaction that writes or deletes the post (MySQL has no foreign key to do it, createSearchIndex). */
export async function unindexPost(manager: EntityManager, postId: string): Promise<void> {
  await manager.query(`DELETE FROM ${WORDS} WHERE postId = ?`, [postId]);
  await manager.query(`DELETE FROM ${RUNS} WHERE postId = ?`, [postId]);
}

/** Writes `post`'s rows, inside the transaction that writes the post. */
export async function indexPost(manager: EntityManager, post: Indexed): Promise<void> {
  await unindexPost(manager, post.id);
  const groups = [...groupsOfPost(post)];
  const { id: postId, status, publishDate, createdAt } = post;
  await insertRows(
    manager,
    WORDS,
    groups.map(([prefix, { words, title, summary, exact }]) => ({
      prefix,
      postId,
      status,
      publishDate,
      createdAt,
      words: spaced(words),
      title: spaced(title),
      summary: spaced(summary),
      exact: spaced(exact),
    })),
  );
  await insertRows(
    manager,
    RUNS,
    groups
      .filter(([, group]) => group.runs.length)
      .map(([prefix, { runs, titleRuns }]) => ({ prefix, postId, runs: spaced(runs), titleRuns: spaced(titleRuns) })),
  );
}

/** Makes the index anew from every post (its migration, and a restore: `Module.restored`), a hundred posts at a time. */
export async function indexAllPosts(manager: EntityManager): Promise<void> {
  await manager.query(`DELETE FROM ${RUNS}`);
  await manager.query(`DELETE FROM ${WORDS}`);
  for (let after = ''; ;) {
    const batch: (Omit<BlogPost, 'tags'> & { tags: string })[] = await manager.query(
      `SELECT id, status, publishDate, createdAt, title, shortDescription, tags, content
       FROM blog_posts WHERE id > ? ORDER BY id LIMIT 100`,
      [after],
    );
    if (!batch.length) return;
    for (const post of batch) await indexPost(manager, { ...post, tags: JSON.parse(post.tags) as string[] });
    after = batch[batch.length - 1]!.id;
  }
}

/** Whether the index is SQLite's (QueryRunner and EntityManager both know their connection). */
const isSqlite = ({ connection }: { connection: DataSource }) => connection.options.type === 'better-sqlite3';

/** What a word of the query is worth where it stands (search-results.ts says it in words). */
const WEIGHT = { title: 10, summary: 4, text: 1, exact: 2, phraseInTitle: 5 } as const;

/**
 * Page `offset`/`limit` of the posts matching `search` (visible at `now`, or every post with `now`
 * null), best first, and how many match. Which posts match: each word of the query begins a word
 * of the post, and each phrase stands in it word after word (see RUNS). The order
 * (search-results.ts) is computed from the rows of the groups the query's words are in.
 */
export async function searchPage(
  manager: EntityManager,
  search: SearchQuery,
  now: Date | null,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const parameters: Record<string, unknown> = {};
  let count = 0;
  /** A parameter's placeholder. */
  const bind = (value: unknown) => {
    parameters[`p${count}`] = value;
    return `:p${count++}`;
  };
  // One alias a table and group the query looks in (g… words, r… runs), joined on the post to g0, the first word's.
  const aliases = new Map<string, { table: string; name: string; prefix: string }>();
  const alias = (table: string, word: string) => {
    const prefix = groupOf(word);
    const key = `${table} ${prefix}`;
    let found = aliases.get(key);
    if (!found) aliases.set(key, (found = { table, name: `${table === WORDS ? 'g' : 'r'}${aliases.size}`, prefix }));
    return found.name;
  };
  const where: string[] = [];
  const score: string[] = [];
  for (const { term, exact } of search.words) {
    const g = alias(WORDS, term);
    const word = bind(` ${term}`);
    if ([...term].length > 1) where.push(`INSTR(${g}.words, ${word}) > 0`);
    score.push(
      `CASE WHEN INSTR(${g}.title, ${word}) > 0 THEN ${WEIGHT.title} WHEN INSTR(${g}.summary, ${word}) > 0 THEN ${WEIGHT.summary} ELSE ${WEIGHT.text} END`,
      `CASE WHEN INSTR(${g}.exact, ${bind(` ${exact}`)}) > 0 THEN ${WEIGHT.exact} ELSE 0 END`,
    );
  }
  for (const phrase of search.phrases) {
    const runs = phraseRuns(phrase.split(' ')).map(([first, run]) => [alias(RUNS, first), bind(run)]);
    where.push(...runs.map(([r, run]) => `INSTR(${r}.runs, ${run}) > 0`));
    const inTitle = runs.map(([r, run]) => `INSTR(${r}.titleRuns, ${run}) > 0`).join(' AND ');
    score.push(`CASE WHEN ${inTitle} THEN ${WEIGHT.phraseInTitle} ELSE 0 END`);
  }
  const [first, ...others] = [...aliases.values()];
  const from = [
    `${WORDS} g0`,
    ...others.map(
      ({ table, name, prefix }) =>
        `JOIN ${table} ${name} ON ${name}.prefix = ${bind(prefix)} AND ${name}.postId = g0.postId`,
    ),
  ].join(' ');
  where.unshift(`g0.prefix = ${bind(first!.prefix)}`);
  if (now) where.push(`g0.status = ${bind(BlogStatus.PUBLISHED)}`, `g0.publishDate <= ${bind(now)}`);
  const matching = `SELECT g0.postId AS id, ${score.join(' + ')} AS score, g0.publishDate AS publishDate,
    g0.createdAt AS createdAt FROM ${from} WHERE ${where.join(' AND ')}`;
  const page = `ORDER BY score DESC, publishDate DESC, createdAt DESC, id LIMIT ${Number(limit)} OFFSET ${Number(offset)}`;
  // The page carries the count. SQLite counts the matches kept once (a window sorts them all: twice
  // as slow for one word); MySQL with a window (it would compute the matches twice).
  const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
    isSqlite(manager)
      ? `WITH m AS MATERIALIZED (${matching}) SELECT id, (SELECT COUNT(*) FROM m) AS total FROM m ${page}`
      : `SELECT id, COUNT(*) OVER () AS total FROM (${matching}) m ${page}`,
    parameters,
  );
  const rows: { id: string; total: number | string }[] = await manager.query(sql, values);
  if (rows.length || offset === 0) return { ids: rows.map(({ id }) => id), total: Number(rows[0]?.total ?? 0) };
  // Past the end: no row carries the count.
  const [counting, countValues] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT COUNT(*) AS total FROM ${from} WHERE ${where.join(' AND ')}`,
    parameters,
  );
  const [{ total }] = (await manager.query(counting, countValues)) as [{ total: number | string }];
  return { ids: [], total: Number(total) };
}

/** MySQL's post id in the index: ASCII compared byte by byte (a search joins and sorts on it: a quarter faster than utf8mb4). */
const ASCII_ID = 'char(36) CHARACTER SET ascii COLLATE ascii_bin NOT NULL';

/**
 * Creates the (empty) index: the migration. The words compare as written: folded already, the
 * collation must not fold them again. On SQLite a post's rows go with it by a foreign key; MySQL
 * refuses one between the index's ASCII post id and the posts' utf8mb4 one, and unindexPost
 * deletes them there.
 */
export async function createSearchIndex(queryRunner: QueryRunner): Promise<void> {
  const sqlite = isSqlite(queryRunner);
  const binary = sqlite ? '' : 'CHARACTER SET utf8mb4 COLLATE utf8mb4_bin';
  const text = sqlite ? 'text' : `mediumtext ${binary}`;
  const date = sqlite ? 'datetime' : 'datetime(3)';
  const create = async (table: string, columns: string) => {
    await queryRunner.query(
      `CREATE TABLE ${table} (
        prefix varchar(2) ${binary} NOT NULL, postId ${sqlite ? 'varchar(36) NOT NULL' : ASCII_ID}, ${columns},
        PRIMARY KEY (prefix, postId)
        ${sqlite ? `, CONSTRAINT ${table}_post FOREIGN KEY (postId) REFERENCES blog_posts (id) ON DELETE CASCADE` : ''}
      ) ${sqlite ? 'WITHOUT ROWID' : 'ENGINE=InnoDB'}`,
    );
    // A post's rows are found by it (written, deleted).
    await queryRunner.query(`CREATE INDEX ${table}_post ON ${table} (postId)`);
  };
  await create(
    WORDS,
    `status varchar(20) NOT NULL, publishDate ${date} NOT NULL, createdAt ${date} NOT NULL,
     words ${text} NOT NULL, title ${text} NOT NULL, summary ${text} NOT NULL, exact ${text} NOT NULL`,
  );
  await create(RUNS, `runs ${text} NOT NULL, titleRuns ${text} NOT NULL`);
}

/** The index of a MySQL database made by createSearchIndex before ASCII_ID (migration 1797500000000): its post ids in ASCII. */
export async function asciiSearchIds(queryRunner: QueryRunner): Promise<void> {
  if (isSqlite(queryRunner)) return;
  for (const table of [WORDS, RUNS]) {
    // Its foreign key's index (named as the key) stays: createSearchIndex's.
    const { foreignKeys } = (await queryRunner.getTable(table))!;
    if (!foreignKeys.length) continue; // made by createSearchIndex as it is
    await queryRunner.dropForeignKeys(table, foreignKeys);
    await queryRunner.query(`ALTER TABLE ${table} MODIFY postId ${ASCII_ID}`);
  }
}

export async function dropSearchIndex(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`DROP TABLE ${RUNS}`);
  await queryRunner.query(`DROP TABLE ${WORDS}`);
}
