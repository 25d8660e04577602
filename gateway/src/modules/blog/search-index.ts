import { SEARCH_LIMITS, searchWords, textOf, type SearchQuery } from '@portfolio/content-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { BlogStatus, type BlogPost } from './blog-post.entity';
import { DocSet } from './doc-set';
import { excerptOf } from './search-results';

/**
 * The search index: the same tables on both databases, and the matching and ranking done here,
 * so both find the same posts in the same order by construction. A post's words are folded by
 * content-rules' search.ts.
 *
 * `blog_search_docs`: one row a post, numbered (`doc`), with what the ranking reads: its status
 * and dates, and its title's and summary's (summary and tags) folded words. `terms` are the keys
 * the post stands under, so a write changes only the postings of the words it added or took away.
 * `excerpt` is what a snippet reads of the post (search-results.ts excerptOf: the beginning of its
 * text, EXCERPT units at most), so a result reads a few KB whatever the post's size, and never
 * its body; a gateway's copy of the docs leaves it out.
 *
 * `blog_search_postings`: for each key, the numbers of the posts that stand under it (DocSet: a
 * list, or a bitset once that is shorter). The keys: each folded word (its first 84 characters, a
 * query word's most), and each word's first letter and first two letters after a '#' (`ışıklar`
 * → 'isiklar', '#i', '#is'); and the same of each word in Turkish lower case, unfolded, after a
 * '=' ('=ışıklar', '=#ı', '=#ış'): a post with a word written exactly as searched ranks above one
 * with only its folded twin (folding merges 'ılık' and 'ilik'). A query word of one or two letters
 * reads its group; a longer one the words it begins (a range of keys).
 *
 * `blog_search_meta`: the index's version, raised by every write (each docs row keeps the version
 * that wrote it), the version at which it was last made anew, and the next post number. A gateway
 * keeps the docs' rows in memory (a few hundred bytes a post); a search that finds the version
 * raised first reads the rows written since (a deleted post's row stays, 'gone', for this), so a
 * post is found by the next request after the one that saved it, on every gateway.
 *
 * `blog_search_runs`, what a phrase reads (kept apart: they are long, and most queries have none):
 * one row a post and group, `runs` and `titleRuns` holding each word of the post (of its title)
 * with the two words after it, as 'acik+kaynak+kod' ('kod+gizli+' at the end). A phrase of two or
 * three words is matched exactly; a longer one where each three of its words in a row stand so.
 *
 * Why not SQL over one row a post and group (what this replaced), or the databases' own full-text
 * indexes before it: at 10 000 posts of 1 500 words a common word stands in every post, and
 * reading, joining and counting a row for each of them took MariaDB 37 ms a query (InnoDB
 * FULLTEXT 1.4 s); here a query word reads a few short rows (BENCHMARKS.md).
 */
const DOCS = 'blog_search_docs';
const POSTINGS = 'blog_search_postings';
const META = 'blog_search_meta';
const RUNS = 'blog_search_runs';

/** The status of a deleted post's row of the docs. */
const GONE = 'gone';
const GONE_ROW = {
  status: GONE,
  publishDate: new Date(0),
  createdAt: new Date(0),
  title: '',
  summary: '',
  excerpt: '',
  terms: '',
};

/** A word's groups: its first letter, and its first two letters when it has two (by code point). */
function groupsOf(word: string): string[] {
  const [first, second] = word;
  return second === undefined ? [first!] : [first!, first! + second];
}

/** The group a query word is looked up in: the longest of its groups. */
const groupOf = (word: string) => groupsOf(word).pop()!;

/** The first `length` UTF-16 units of `word` (no half of a surrogate pair at the end). */
const head = (word: string, length: number) => word.slice(0, length).replace(/[\ud800-\udbff]$/, '');

/** A word's key: its first 84 UTF-16 units, as a query word's. */
const wordKey = (word: string) => head(word, SEARCH_LIMITS.wordLength);

/** An unfolded word's key: '=' and its first 83 units (a key has 84 characters at most). */
const exactKey = (word: string) => `=${head(word, SEARCH_LIMITS.wordLength - 1)}`;

/** ' a b ' of a set: each word once, a space either side (' a b '.includes(' a') finds a word that begins with 'a'). */
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

/** What the index keeps of a post. */
type Indexed = Pick<BlogPost, 'id' | 'status' | 'title' | 'shortDescription' | 'tags' | 'content'> & {
  publishDate: Date | string;
  createdAt: Date | string;
};

/** A post's row of the docs (but its number), its keys, and its rows of the runs. */
function entryOf(post: Indexed) {
  const summaryText = `${post.shortDescription} ${post.tags.join(' ')}`;
  const text = textOf(post.content);
  const whole = `${post.title} ${summaryText} ${text}`;
  const all = foldedWords(whole);
  const terms = new Set<string>();
  for (const word of new Set(all)) {
    terms.add(wordKey(word));
    for (const group of groupsOf(word)) terms.add(`#${group}`);
  }
  for (const word of new Set(exactWords(whole))) {
    terms.add(exactKey(word));
    for (const group of groupsOf(word)) terms.add(`=#${group}`);
  }
  // A run is looked up in its first word's group.
  const runs = new Map<string, { runs: string[]; titleRuns: string[] }>();
  const add = (run: string, title: boolean) => {
    const group = groupOf(run.slice(0, run.indexOf('+')));
    let found = runs.get(group);
    if (!found) runs.set(group, (found = { runs: [], titleRuns: [] }));
    (title ? found.titleRuns : found.runs).push(run);
  };
  for (const run of runsOf(all)) add(run, false);
  for (const run of runsOf(foldedWords(post.title))) add(run, true);
  return {
    row: {
      postId: post.id,
      status: post.status,
      publishDate: post.publishDate,
      createdAt: post.createdAt,
      title: spaced(foldedWords(post.title)),
      summary: spaced(foldedWords(summaryText)),
      excerpt: excerptOf(text),
      terms: [...terms].join(' '),
    },
    terms,
    runs: [...runs].map(([prefix, group]) => ({
      prefix,
      postId: post.id,
      runs: spaced(group.runs),
      titleRuns: spaced(group.titleRuns),
    })),
  };
}

/** Rows a statement writes or names at most (SQLite binds at most 32 766 values). */
const ROWS_A_STATEMENT = 500;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / ROWS_A_STATEMENT) }, (_, i) =>
    list.slice(i * ROWS_A_STATEMENT, (i + 1) * ROWS_A_STATEMENT),
  );

/** Inserts `rows` into `table`, a few hundred a statement. */
async function insertRows(manager: EntityManager, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await manager.createQueryBuilder().insert().into(table, Object.keys(chunk[0]!)).values(chunk).execute();
  }
}

/** Whether the index is SQLite's (QueryRunner and EntityManager both know their connection). */
const isSqlite = ({ connection }: { connection: DataSource }) => connection.options.type === 'better-sqlite3';

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * Writes the rows of `posts` (`gone`: the post was deleted) inside the transaction that writes
 * them, and raises the version. The version's row is locked first, so writers of the index
 * take turns (no lost update of a shared posting, no deadlock); each posting a write touches is
 * read, changed and written back.
 */
async function writeIndex(manager: EntityManager, posts: Array<Indexed | { id: string; gone: true }>): Promise<void> {
  if (!posts.length) return;
  const sqlite = isSqlite(manager);
  await manager.query(`UPDATE ${META} SET version = version + 1 WHERE id = 1`);
  const [meta] = (await manager.query(`SELECT version, nextDoc FROM ${META} WHERE id = 1`)) as [
    Record<'version' | 'nextDoc', number | string>,
  ];
  const version = Number(meta.version);
  let next = Number(meta.nextDoc);
  const ids = posts.map((post) => post.id);
  const before = new Map<string, { doc: number; terms: string }>();
  for (const chunk of chunks(ids)) {
    const rows: { doc: number; postId: string; terms: string }[] = await manager.query(
      `SELECT doc, postId, terms FROM ${DOCS} WHERE postId IN (${placeholders(chunk.length)})`,
      chunk,
    );
    for (const { doc, postId, terms } of rows) before.set(postId, { doc: Number(doc), terms });
  }
  // What each touched key gains and loses.
  const changes = new Map<string, { add: number[]; remove: number[] }>();
  const change = (term: string) => {
    let found = changes.get(term);
    if (!found) changes.set(term, (found = { add: [], remove: [] }));
    return found;
  };
  const docRows: Record<string, unknown>[] = [];
  const runRows: Record<string, unknown>[] = [];
  for (const post of posts) {
    const old = before.get(post.id);
    const oldTerms = new Set(old?.terms ? old.terms.split(' ') : []);
    const entry = 'gone' in post ? null : entryOf(post);
    if (!old && !entry) continue;
    const doc = old?.doc ?? next++;
    for (const term of oldTerms) if (!entry?.terms.has(term)) change(term).remove.push(doc);
    for (const term of entry?.terms ?? []) if (!oldTerms.has(term)) change(term).add.push(doc);
    // A deleted post's row stays, 'gone', so that every gateway's copy of the docs learns of it.
    const row = entry?.row ?? { ...GONE_ROW, postId: post.id };
    docRows.push({ doc, version, ...row });
    runRows.push(...(entry?.runs ?? []));
  }
  const terms = [...changes.keys()];
  const stored = new Map<string, Buffer>();
  for (const chunk of chunks(terms)) {
    const rows: { term: string; docs: Buffer }[] = await manager.query(
      `SELECT term, docs FROM ${POSTINGS} WHERE term IN (${placeholders(chunk.length)})${sqlite ? '' : ' FOR UPDATE'}`,
      chunk,
    );
    for (const { term, docs } of rows) stored.set(term, docs);
  }
  const written: { term: string; docs: Buffer }[] = [];
  const emptied: string[] = [];
  for (const [term, { add, remove }] of changes) {
    const docs = DocSet.decode(stored.get(term));
    for (const doc of remove) docs.delete(doc);
    for (const doc of add) docs.add(doc);
    if (docs.size) written.push({ term, docs: docs.encode() });
    else if (stored.has(term)) emptied.push(term);
  }
  for (const chunk of chunks(emptied)) {
    await manager.query(`DELETE FROM ${POSTINGS} WHERE term IN (${placeholders(chunk.length)})`, chunk);
  }
  for (const chunk of chunks(written)) {
    await manager.query(
      `INSERT INTO ${POSTINGS} (term, docs) VALUES ${chunk.map(() => '(?, ?)').join(', ')} ${
        sqlite ? 'ON CONFLICT (term) DO UPDATE SET docs = excluded.docs' : 'ON DUPLICATE KEY UPDATE docs = VALUES(docs)'
      }`,
      chunk.flatMap(({ term, docs }) => [term, docs]),
    );
  }
  for (const chunk of chunks(ids)) {
    const list = placeholders(chunk.length);
    await manager.query(`DELETE FROM ${DOCS} WHERE postId IN (${list})`, chunk);
    await manager.query(`DELETE FROM ${RUNS} WHERE postId IN (${list})`, chunk);
  }
  await insertRows(manager, DOCS, docRows);
  await insertRows(manager, RUNS, runRows);
  await manager.query(`UPDATE ${META} SET nextDoc = ? WHERE id = 1`, [next]);
}

/** Writes `post`'s rows, inside the transaction that writes the post. */
export const indexPost = (manager: EntityManager, post: Indexed) => writeIndex(manager, [post]);

/** Takes the post out of the index, inside the transaction that deletes the post. */
export const unindexPost = (manager: EntityManager, postId: string) =>
  writeIndex(manager, [{ id: postId, gone: true }]);

/** Makes the index anew from every post (its migration, and a restore: `Module.restored`), a hundred posts at a time. */
export async function indexAllPosts(manager: EntityManager): Promise<void> {
  await manager.query(`DELETE FROM ${RUNS}`);
  await manager.query(`DELETE FROM ${POSTINGS}`);
  await manager.query(`DELETE FROM ${DOCS}`);
  // Every gateway reads its copy of the docs anew (refresh).
  await manager.query(`UPDATE ${META} SET version = version + 1 WHERE id = 1`);
  await manager.query(`UPDATE ${META} SET rebuilt = version, nextDoc = 1 WHERE id = 1`);
  for (let after = ''; ;) {
    const batch: (Omit<BlogPost, 'tags'> & { tags: string })[] = await manager.query(
      `SELECT id, status, publishDate, createdAt, title, shortDescription, tags, content
       FROM blog_posts WHERE id > ? ORDER BY id LIMIT 100`,
      [after],
    );
    if (!batch.length) return;
    await writeIndex(
      manager,
      batch.map((post) => ({ ...post, tags: JSON.parse(post.tags) as string[] })),
    );
    after = batch[batch.length - 1]!.id;
  }
}

/** A date as read back: a Date (MySQL), or SQLite's 'YYYY-MM-DD HH:MM:SS.SSS' in UTC. */
const timeOf = (value: Date | string) =>
  value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}${/[Z+]/.test(value) ? '' : 'Z'}`);

/** What the ranking knows of a post: its row of the docs. */
type Doc = {
  doc: number;
  id: string;
  published: boolean;
  publishAt: number;
  createdAt: number;
  title: string;
  summary: string;
};

/** Newest first: publishDate, createdAt, then id. */
const newerFirst = (a: Doc, b: Doc) =>
  b.publishAt - a.publishAt || b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A gateway's copy of the docs (newest first) as of `version`, and the refresh under way. */
type Kept = { version: number; docs: Doc[]; refreshing: Promise<void> | null };

/** Per database. */
const keptOf = new WeakMap<DataSource, Kept>();

/**
 * Brings `kept` up to the index's version: the rows written since (a deleted post's row stays,
 * as 'gone', for this), or every row when the index was made anew since.
 */
async function refresh(manager: EntityManager, kept: Kept): Promise<void> {
  const [meta] = (await manager.query(`SELECT version, rebuilt FROM ${META} WHERE id = 1`)) as [
    { version: number | string; rebuilt: number | string },
  ];
  const whole = kept.version < Number(meta.rebuilt);
  const rows: (Record<'postId' | 'status' | 'title' | 'summary', string> & {
    doc: number;
    publishDate: Date | string;
    createdAt: Date | string;
  })[] = await manager.query(
    `SELECT doc, postId, status, publishDate, createdAt, title, summary FROM ${DOCS}${whole ? '' : ' WHERE version > ?'}`,
    whole ? [] : [kept.version],
  );
  const changed = new Set(rows.map((row) => Number(row.doc)));
  const docs = whole ? [] : kept.docs.filter((doc) => !changed.has(doc.doc));
  for (const row of rows) {
    if (row.status === GONE) continue;
    docs.push({
      doc: Number(row.doc),
      id: row.postId,
      published: row.status === BlogStatus.PUBLISHED,
      publishAt: timeOf(row.publishDate),
      createdAt: timeOf(row.createdAt),
      title: row.title,
      summary: row.summary,
    });
  }
  // A few changed docs after the rest, still in order: the sort (TimSort) merges them in.
  docs.sort(newerFirst);
  kept.docs = docs;
  kept.version = Number(meta.version);
}

/** The docs as of the index's version (the version read first), newest first. */
async function currentDocs(manager: EntityManager): Promise<Doc[]> {
  const [{ version }] = (await manager.query(`SELECT version FROM ${META} WHERE id = 1`)) as [
    { version: number | string },
  ];
  let kept = keptOf.get(manager.connection);
  if (!kept) keptOf.set(manager.connection, (kept = { version: -1, docs: [], refreshing: null }));
  while (kept.version < Number(version)) {
    const state = kept;
    await (state.refreshing ??= refresh(manager, state).finally(() => (state.refreshing = null)));
  }
  return kept.docs;
}

/**
 * The posts with a word that begins with `word`: folded (`term`), or with `exact` as written
 * (unfolded, in Turkish lower case). Its group's, or every word's it begins (a range of keys).
 */
async function postsWith(manager: EntityManager, word: string, exact = false): Promise<DocSet> {
  const mark = exact ? '=' : '';
  const key = exact ? exactKey(word) : wordKey(word);
  const rows: { docs: Buffer }[] =
    [...word].length <= 2
      ? await manager.query(`SELECT docs FROM ${POSTINGS} WHERE term = ?`, [`${mark}#${word}`])
      : await manager.query(`SELECT docs FROM ${POSTINGS} WHERE term >= ? AND term < ?`, [key, `${key}\u{10FFFF}`]);
  return DocSet.union(rows.map(({ docs }) => DocSet.decode(docs)));
}

/** The posts where `phrase` stands, and of them those in whose title it stands. */
async function postsWithPhrase(manager: EntityManager, phrase: string): Promise<Map<string, boolean>> {
  let found: Map<string, boolean> | null = null;
  for (const [first, run] of phraseRuns(phrase.split(' '))) {
    const rows: { postId: string; inTitle: number | string }[] = await manager.query(
      `SELECT postId, INSTR(titleRuns, ?) > 0 AS inTitle FROM ${RUNS} WHERE prefix = ? AND INSTR(runs, ?) > 0`,
      [run, groupOf(first), run],
    );
    const these = new Map(rows.map(({ postId, inTitle }) => [postId, Number(inTitle) > 0] as const));
    if (found)
      for (const [id, inTitle] of found) {
        if (these.has(id)) found.set(id, inTitle && these.get(id)!);
        else found.delete(id);
      }
    else found = these;
  }
  return found!;
}

/**
 * What a word of the query is worth where it stands (search-results.ts says it in words). Written
 * as searched, anywhere, outweighs where it stands: text and exact (11) above title alone (10).
 */
const WEIGHT = { title: 10, summary: 4, text: 1, exact: 10, phraseInTitle: 5 } as const;

/**
 * Page `offset`/`limit` of the posts matching `search` (visible at `now`, or every post with `now`
 * null), best first, and how many match. Which posts match: each word of the query begins a word
 * of the post, and each phrase stands in it word after word (see RUNS). The order:
 * search-results.ts.
 */
export async function searchPage(
  manager: EntityManager,
  search: SearchQuery,
  now: Date | null,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  // One statement at a time: a search holds one of the database's connections at most (SearchLimit).
  const docs = await currentDocs(manager);
  const words: DocSet[] = [];
  const exact: DocSet[] = [];
  for (const word of search.words) {
    words.push(await postsWith(manager, word.term));
    exact.push(await postsWith(manager, word.exact, true));
  }
  const phrases: Map<string, boolean>[] = [];
  for (const phrase of search.phrases) phrases.push(await postsWithPhrase(manager, phrase));
  const matching = DocSet.intersection(words);
  const terms = search.words.map(({ term }, i) => [` ${term}`, exact[i]!] as const);
  const at = now?.getTime() ?? Infinity;
  // Scores are small whole numbers: the posts of each, newest first.
  const byScore = new Map<number, string[]>();
  let total = 0;
  for (const doc of docs) {
    if (matching && !matching.has(doc.doc)) continue;
    if (now && (!doc.published || doc.publishAt > at)) continue;
    let score = 0;
    for (const phrase of phrases) {
      const inTitle = phrase.get(doc.id);
      if (inTitle === undefined) {
        score = -1;
        break;
      }
      if (inTitle) score += WEIGHT.phraseInTitle;
    }
    if (score < 0) continue;
    for (const [term, asWritten] of terms) {
      score += doc.title.includes(term) ? WEIGHT.title : doc.summary.includes(term) ? WEIGHT.summary : WEIGHT.text;
      if (asWritten.has(doc.doc)) score += WEIGHT.exact;
    }
    total++;
    // No score needs more of its posts than the page's end.
    const list = byScore.get(score);
    if (!list) byScore.set(score, [doc.id]);
    else if (list.length < offset + limit) list.push(doc.id);
  }
  const ids = [...byScore.keys()]
    .sort((a, b) => b - a)
    .flatMap((score) => byScore.get(score)!)
    .slice(offset, offset + limit);
  return { ids, total };
}

/** The excerpts of these posts (excerptOf), by post id: a row of the docs each, a few KB. */
export async function excerptsOf(manager: EntityManager, ids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunks(ids)) {
    const rows: { postId: string; excerpt: string }[] = await manager.query(
      `SELECT postId, excerpt FROM ${DOCS} WHERE postId IN (${placeholders(chunk.length)})`,
      chunk,
    );
    for (const { postId, excerpt } of rows) found.set(postId, excerpt);
  }
  return found;
}
