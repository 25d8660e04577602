import { parseSearch } from '@portfolio/content-rules';

/**
 * The units the modules price their fields' work in (graphql/cost.ts: a unit is about 0.05 ms of
 * the gateway's work, MAX_COST 5 000 of them), measured by test/anonymous-cost.alone.test.ts.
 */

/** A unit is this many bytes of a row read, sent and compressed for the kept answer (0.065–0.075 ms a KB). */
export const BYTES_PER_COST = 512;

/** A row of a list: reading it and making it an object (up to 0.6 ms a listed post with twenty tags). */
export const ROW_COST = 12;

/** A statement that reads one row, or one entry of an index, by its key (search's postings). */
export const STATEMENT_COST = 10;

/**
 * The statements a search of the site's index sends (modules/search: the version; for each word
 * its folded and its unfolded postings; for each phrase its runs, one a three-word run); none for
 * a query refused unread.
 */
export function searchStatements(query: unknown): number {
  const search = parseSearch(typeof query === 'string' ? query : '');
  if ('error' in search) return 0;
  return (
    1 +
    2 * search.words.length +
    search.phrases.reduce((sum, phrase) => sum + Math.max(1, phrase.split(' ').length - 2), 0)
  );
}
