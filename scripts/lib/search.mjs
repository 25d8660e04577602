// Search at 10 000 posts of ~1 500 words on SQLite and on MySQL/MariaDB: the miss path (the
// service, no cache) for each query of gateway/test/support/search-bench.ts, against the first
// page of the list in the same run. For `npm run bench` (and `npm run bench -- search` alone).
import { measuredOn } from './benchmarks.mjs';
import { onBothDatabases } from './both-databases.mjs';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);

const ms = (value) => value.toFixed(1);

export async function searchBench() {
  const reports = await onBothDatabases('search-bench.ts', [String(POSTS)], `Search: ${POSTS} posts`);
  const [first] = reports;
  return [
    `Measured by \`npm run bench -- search\` ${measuredOn()} (gateway/test/support/search-bench.ts): ${first.posts}`,
    'visible posts of about 1 500 words (a Zipf-distributed Turkish-like vocabulary of 30 000 made-up words with',
    'real stems among them, so common words stand in every post) on each database; each query of the table',
    `below ${first.rounds} times through \`BlogService.search\` (page 1, 12 a page: the ranking, the page's posts and`,
    'their highlighted snippets), the miss path, not the cache. Baseline: the first page of the list (`BlogService.page`)',
    "in the same run. Goal (issue 'Reader tools'): p50 ≤ 20 ms and p95 ≤ 60 ms.",
    '',
    'The index is ours on both databases (gateway/src/modules/search/search-index.ts): postings, one row a word',
    '(and a group of words that begin alike) with the numbers of the posts it stands in, kept as a list or a',
    'bitset; a query reads its words’ rows and intersects, counts and ranks them in the gateway, over the',
    "index's posts (their dates, titles and summaries) that each gateway keeps in memory for the index's",
    'current version. It replaced, on 2026-11-27, one row a post and group read with SQL joins (MariaDB p50',
    "36.9 ms, p95 93.4 ms on this table), which had replaced the databases' own full-text indexes (FTS5 38 ms,",
    'InnoDB FULLTEXT 1 391 ms p50): a common word stands in every post, and reading a row for each was the cost.',
    '',
    'A save writes the postings of the words it added or took away, in its transaction (the first save',
    "of a post: all of its words'); the next search on any gateway finds the version raised and reads the",
    "index's posts written since. Both are measured on",
    `${first.rounds} saves of a post, each adding a word, each followed by a search for \`ve\`.`,
    '',
    '| database | all queries p50 | p95 | list page p50 (baseline) | p50 / baseline | a save’s index p50 | search after a save p50 / p95 | filled in |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...reports.map(
      (report) =>
        `| ${report.database} | ${ms(report.p50)} ms | ${ms(report.p95)} ms | ${ms(report.baselineP50)} ms | ${(report.p50 / report.baselineP50).toFixed(1)}× | ${ms(report.saveP50)} ms | ${ms(report.afterSaveP50)} / ${ms(report.afterSaveP95)} ms | ${report.filledSeconds} s |`,
    ),
    '',
    `| query | matches | ${reports.map((report) => `${report.database} p50 / p95`).join(' | ')} |`,
    `|---|---:|${reports.map(() => '---:').join('|')}|`,
    ...first.queries.map(
      (query, i) =>
        `| \`${query.query}\` | ${query.matches} | ${reports.map((report) => `${ms(report.queries[i].p50)} / ${ms(report.queries[i].p95)} ms`).join(' | ')} |`,
    ),
    ...(reports.length < 2 ? ['', 'No MySQL/MariaDB server program was found: the MySQL rows are missing.'] : []),
  ];
}
