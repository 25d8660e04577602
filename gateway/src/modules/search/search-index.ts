import { SEARCH_LIMITS, searchLowerCase, searchWords } from '@portfolio/content-rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Locale } from '../../core/locale';
import type { SearchDocument } from '../../core/module';
import { DocSet } from './doc-set';
import { excerptOf } from './search-results';

/**
 * The search index, and how it is written (search-reads.ts reads it): the same tables on both
 * databases, and the matching and ranking done in the gateway, so both find the same documents in
 * the same order by construction. A document is what a module's `searchable` makes of a row (a
 * post: core/module.ts SearchDocument), of its `kind`; the tables are named for the blog, whose
 * posts were the first kind ("post" below is any document). Its words are folded by content-rules'
 * search.ts.
 *
 * `blog_search_docs`: one row a document, numbered (`doc`), with its id (`postId`: a UUID, unique
 * across kinds), `kind` and `locale` (issue 50: a row may have a Turkish and an English document,
 * each folded by its language's rules and found only by a search in that language), and what the ranking reads: its status ('published': the public finds
 * it once its date has come, 'draft': never; 'gone') and dates, and its title's and summary's
 * folded words. `terms` are the keys
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
export const DOCS = 'blog_search_docs';
export const POSTINGS = 'blog_search_postings';
export const META = 'blog_search_meta';
export const RUNS = 'blog_search_runs';

/** The statuses of a row of the docs: found by the public from its date on, never, and deleted. */
export const PUBLIC = 'published';
const HIDDEN = 'draft';
export const GONE = 'gone';
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
export function groupsOf(word: string): string[] {
  const [first, second] = word;
  return second === undefined ? [first!] : [first!, first! + second];
}

/** The group a query word is looked up in: the longest of its groups. */
export const groupOf = (word: string) => groupsOf(word).pop()!;

/** The first `length` UTF-16 units of `word` (no half of a surrogate pair at the end). */
const head = (word: string, length: number) => word.slice(0, length).replace(/[\ud800-\udbff]$/, '');

/** A word's key: its first 84 UTF-16 units, as a query word's. */
export const wordKey = (word: string) => head(word, SEARCH_LIMITS.wordLength);

/** An unfolded word's key: '=' and its first 83 units (a key has 84 characters at most). */
export const exactKey = (word: string) => `=${head(word, SEARCH_LIMITS.wordLength - 1)}`;

/** ' a b ' of a set: each word once, a space either side (' a b '.includes(' a') finds a word that begins with 'a'). */
const spaced = (words: Iterable<string>) => {
  const list = [...new Set(words)];
  return list.length ? ` ${list.join(' ')} ` : '';
};

/** The folded words of `text`, in `locale`. */
const foldedWords = (text: string, locale?: Locale) => searchWords(text, locale).split(' ').filter(Boolean);

/** Each of `words` but the last with the two after it, 'a+b+c' ('+' is never part of a folded word; 'y+z+' at the end). */
const runsOf = (words: string[]) =>
  words.slice(0, -1).map((word, i) => `${word}+${words[i + 1]}+${words[i + 2] ?? ''}`);

/** What a phrase asks of the runs, each in its first word's group: 'a b' → ' a+b+'; 'a b c d' → ' a+b+c ', ' b+c+d '. */
export const phraseRuns = (words: string[]): [string, string][] =>
  words.length === 2
    ? [[words[0]!, ` ${words[0]}+${words[1]}+`]]
    : words.slice(2).map((word, i) => [words[i]!, ` ${words[i]}+${words[i + 1]}+${word} `]);

/** The words of `text` in `locale`'s lower case, unfolded. */
const exactWords = (text: string, locale?: Locale) =>
  searchLowerCase(text.normalize('NFC'), locale)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A document as the index takes it: its row's id, its kind and its language with it (none in an
 * index made before 1799805000000-search-locales.ts, which a migration before it writes).
 */
export type Indexed = SearchDocument & { id: string; kind: string; locale?: Locale };

/** The language column of a document's rows, when the index has one. */
const localeColumn = (locale: Locale | undefined) => (locale ? { locale } : {});

/** A document's row of the docs (but its number), its keys, and its rows of the runs. */
function entryOf(post: Indexed) {
  const summaryText = post.summary;
  const text = post.text;
  const whole = `${post.title} ${summaryText} ${text}`;
  const all = foldedWords(whole, post.locale);
  const terms = new Set<string>();
  for (const word of new Set(all)) {
    terms.add(wordKey(word));
    for (const group of groupsOf(word)) terms.add(`#${group}`);
  }
  for (const word of new Set(exactWords(whole, post.locale))) {
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
  for (const run of runsOf(foldedWords(post.title, post.locale))) add(run, true);
  return {
    row: {
      postId: post.id,
      kind: post.kind,
      ...localeColumn(post.locale),
      status: post.public ? PUBLIC : HIDDEN,
      publishDate: post.date,
      createdAt: post.createdAt,
      title: spaced(foldedWords(post.title, post.locale)),
      summary: spaced(foldedWords(summaryText, post.locale)),
      excerpt: excerptOf(text),
      terms: [...terms].join(' '),
    },
    terms,
    runs: [...runs].map(([prefix, group]) => ({
      prefix,
      postId: post.id,
      ...localeColumn(post.locale),
      runs: spaced(group.runs),
      titleRuns: spaced(group.titleRuns),
    })),
  };
}

/** Rows a statement writes or names at most (SQLite binds at most 32 766 values). */
const ROWS_A_STATEMENT = 500;

export const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / ROWS_A_STATEMENT) }, (_, i) =>
    list.slice(i * ROWS_A_STATEMENT, (i + 1) * ROWS_A_STATEMENT),
  );

/**
 * Inserts `rows` into `table`, a few hundred a statement. A table named, not an entity, takes each
 * row's values in their order: every row is written in the first one's order of columns (a deleted
 * document's row and a written one's list them differently).
 */
async function insertRows(manager: EntityManager, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    const columns = Object.keys(chunk[0]!);
    const ordered = chunk.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
    await manager.createQueryBuilder().insert().into(table, columns).values(ordered).execute();
  }
}

/** Whether the index is SQLite's (QueryRunner and EntityManager both know their connection). */
export const isSqlite = ({ connection }: { connection: DataSource }) => connection.options.type === 'better-sqlite3';

export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** A document deleted (or no longer there), in one language. */
export type Gone = { id: string; kind: string; locale?: Locale; gone: true };

/** A document's key in the index: its row's id and its language. */
const keyOf = (id: string, locale: string | undefined) => `${id} ${locale ?? ''}`;

/**
 * Writes the rows of `posts` (`gone`: the document was deleted) inside the transaction that writes
 * them, and raises the version. `posts` names each of its rows in every language (its rows are
 * replaced whole: a language it leaves out would go). The version's row is locked first, so writers of the index
 * take turns (no lost update of a shared posting, no deadlock); each posting a write touches is
 * read, changed and written back.
 */
export async function writeIndex(manager: EntityManager, posts: Array<Indexed | Gone>): Promise<void> {
  if (!posts.length) return;
  const sqlite = isSqlite(manager);
  await manager.query(`UPDATE ${META} SET version = version + 1 WHERE id = 1`);
  const [meta] = (await manager.query(`SELECT version, nextDoc FROM ${META} WHERE id = 1`)) as [
    Record<'version' | 'nextDoc', number | string>,
  ];
  const version = Number(meta.version);
  let next = Number(meta.nextDoc);
  const ids = [...new Set(posts.map((post) => post.id))];
  const before = new Map<string, { doc: number; terms: string }>();
  for (const chunk of chunks(ids)) {
    // Every column: an index made before 1799805000000-search-locales.ts has no `locale`.
    const rows: { doc: number; postId: string; locale?: string; terms: string }[] = await manager.query(
      `SELECT * FROM ${DOCS} WHERE postId IN (${placeholders(chunk.length)})`,
      chunk,
    );
    for (const { doc, postId, locale, terms } of rows) before.set(keyOf(postId, locale), { doc: Number(doc), terms });
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
    const old = before.get(keyOf(post.id, post.locale));
    const oldTerms = new Set(old?.terms ? old.terms.split(' ') : []);
    const entry = 'gone' in post ? null : entryOf(post);
    if (!old && !entry) continue;
    const doc = old?.doc ?? next++;
    for (const term of oldTerms) if (!entry?.terms.has(term)) change(term).remove.push(doc);
    for (const term of entry?.terms ?? []) if (!oldTerms.has(term)) change(term).add.push(doc);
    // A deleted post's row stays, 'gone', so that every gateway's copy of the docs learns of it.
    const row = entry?.row ?? { ...GONE_ROW, postId: post.id, kind: post.kind, ...localeColumn(post.locale) };
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

/** Empties the index, to be made anew (its migration, a restore): every gateway reads its copy of the docs anew. */
export async function clearIndex(manager: EntityManager): Promise<void> {
  await manager.query(`DELETE FROM ${RUNS}`);
  await manager.query(`DELETE FROM ${POSTINGS}`);
  await manager.query(`DELETE FROM ${DOCS}`);
  await manager.query(`UPDATE ${META} SET version = version + 1 WHERE id = 1`);
  await manager.query(`UPDATE ${META} SET rebuilt = version, nextDoc = 1 WHERE id = 1`);
}

/** A date as read back: a Date (MySQL), or SQLite's 'YYYY-MM-DD HH:MM:SS.SSS' in UTC. */
export const timeOf = (value: Date | string) =>
  value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}${/[Z+]/.test(value) ? '' : 'Z'}`);
