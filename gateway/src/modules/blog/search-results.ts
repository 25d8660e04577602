/**
 * How search results are ordered and shown. The order (computed in SQL by search-index.ts
 * searchPage, the same on both databases): each word of the query scores where it stands in the
 * post (10 when a word of the title begins with it, else 4 in the summary or tags, else 1: the
 * content), 2 more when the post's title, summary or tags hold it written as searched (folding
 * merges 'ılık' and 'ilik'; the one searched comes first), and 5 for each phrase in the title;
 * equal scores newest first. What is shown: the title and a snippet, the matching words marked.
 */
import { foldForSearch, type SearchQuery } from '@portfolio/content-rules';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The words of `text` (start, end), from its folded form (one unit to one). */
function wordsOf(fold: string): [number, number][] {
  return [...fold.matchAll(/\S+/g)].map((match) => [match.index, match.index + match[0].length]);
}

/** Whether the folded word begins with one of the query's terms. */
const hits = (word: string, search: SearchQuery) => search.words.some(({ term }) => word.startsWith(term));

/** `text` as HTML, escaped, every word a query word begins in `<mark>`. */
export function highlighted(text: string, search: SearchQuery): string {
  return markedSlice(text.normalize('NFC'), search, 0, Number.POSITIVE_INFINITY);
}

function markedSlice(text: string, search: SearchQuery, start: number, end: number): string {
  const fold = foldForSearch(text);
  let html = '';
  let at = start;
  for (const [from, to] of wordsOf(fold)) {
    if (to <= start || from >= end || !hits(fold.slice(from, to), search)) continue;
    html += `${escapeHtml(text.slice(at, from))}<mark>${escapeHtml(text.slice(from, to))}</mark>`;
    at = to;
  }
  return html + escapeHtml(text.slice(at, Math.min(end, text.length)));
}

/** About how many characters a snippet shows, and how many of them come before its first match. */
const SNIPPET = { length: 200, before: 60 } as const;

/**
 * A few lines of `text` around its first match, escaped, the matching words in `<mark>`, '…' where
 * it is cut; the beginning when nothing of the text matches (the post matched by title or tags).
 */
export function snippet(text: string, search: SearchQuery): string {
  const plain = text.normalize('NFC');
  const fold = foldForSearch(plain);
  const words = wordsOf(fold);
  const first = words.find(([from, to]) => hits(fold.slice(from, to), search));
  let start = first ? Math.max(0, first[0] - SNIPPET.before) : 0;
  // Begin and end at whole words.
  if (start > 0) start = words.find(([from]) => from >= start)?.[0] ?? start;
  let end = Math.min(plain.length, start + SNIPPET.length);
  if (end < plain.length) end = words.filter(([from, to]) => to <= end && from >= start).pop()?.[1] ?? end;
  return `${start > 0 ? '…' : ''}${markedSlice(plain, search, start, end)}${end < plain.length ? '…' : ''}`;
}
