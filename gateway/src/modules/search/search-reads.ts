import type { SearchQuery } from '@portfolio/content-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { Locale } from '../../core/locale';
import { DocSet } from './doc-set';
import {
  chunks,
  DOCS,
  exactKey,
  GONE,
  groupOf,
  META,
  phraseRuns,
  placeholders,
  POSTINGS,
  PUBLIC,
  RUNS,
  timeOf,
  wordKey,
} from './search-index';

/*
 * How the index (search-index.ts, which says what its tables hold) is read: a gateway's copy of
 * the docs, the postings of a query's words, the runs of its phrases, and the ranking.
 */

/** What the ranking knows of a post: its row of the docs. */
type Doc = {
  doc: number;
  id: string;
  kind: string;
  locale: string;
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
  const rows: (Record<'postId' | 'kind' | 'locale' | 'status' | 'title' | 'summary', string> & {
    doc: number;
    publishDate: Date | string;
    createdAt: Date | string;
  })[] = await manager.query(
    `SELECT doc, postId, kind, locale, status, publishDate, createdAt, title, summary FROM ${DOCS}${whole ? '' : ' WHERE version > ?'}`,
    whole ? [] : [kept.version],
  );
  const changed = new Set(rows.map((row) => Number(row.doc)));
  const docs = whole ? [] : kept.docs.filter((doc) => !changed.has(doc.doc));
  for (const row of rows) {
    if (row.status === GONE) continue;
    docs.push({
      doc: Number(row.doc),
      id: row.postId,
      kind: row.kind,
      locale: row.locale,
      published: row.status === PUBLIC,
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

/** The posts of `locale` where `phrase` stands, and of them those in whose title it stands. */
async function postsWithPhrase(manager: EntityManager, phrase: string, locale: Locale): Promise<Map<string, boolean>> {
  let found: Map<string, boolean> | null = null;
  for (const [first, run] of phraseRuns(phrase.split(' '))) {
    const rows: { postId: string; inTitle: number | string }[] = await manager.query(
      `SELECT postId, INSTR(titleRuns, ?) > 0 AS inTitle FROM ${RUNS} WHERE prefix = ? AND locale = ? AND INSTR(runs, ?) > 0`,
      [run, groupOf(first), locale, run],
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
 * Page `offset`/`limit` of the documents of `locale` and `kinds` (every kind when not given) matching `search`
 * (visible at `now`, or every one with `now` null), best first, and how many match. Which posts match: each word of the query begins a word
 * of the post, and each phrase stands in it word after word (see RUNS). The order:
 * search-results.ts.
 */
export async function searchPage(
  manager: EntityManager,
  search: SearchQuery,
  now: Date | null,
  offset: number,
  limit: number,
  kinds?: readonly string[],
  locale = Locale.TR,
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
  for (const phrase of search.phrases) phrases.push(await postsWithPhrase(manager, phrase, locale));
  const matching = DocSet.intersection(words);
  const terms = search.words.map(({ term }, i) => [` ${term}`, exact[i]!] as const);
  const at = now?.getTime() ?? Infinity;
  // Scores are small whole numbers: the posts of each, newest first.
  const byScore = new Map<number, string[]>();
  let total = 0;
  for (const doc of docs) {
    if (doc.locale !== locale || (kinds && !kinds.includes(doc.kind))) continue;
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

/** The kind and excerpt (excerptOf) of these documents of `locale`, by id: a row of the docs each, a few KB. */
export async function excerptsOf(
  manager: EntityManager,
  ids: string[],
  locale: Locale,
): Promise<Map<string, { kind: string; excerpt: string }>> {
  const found = new Map<string, { kind: string; excerpt: string }>();
  for (const chunk of chunks(ids)) {
    const rows: { postId: string; kind: string; excerpt: string }[] = await manager.query(
      `SELECT postId, kind, excerpt FROM ${DOCS} WHERE postId IN (${placeholders(chunk.length)}) AND locale = ?`,
      [...chunk, locale],
    );
    for (const { postId, kind, excerpt } of rows) found.set(postId, { kind, excerpt });
  }
  return found;
}
