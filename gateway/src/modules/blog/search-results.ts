/**
 * How search results are ordered and shown. The order (computed by search-index.ts searchPage,
 * the same on both databases): each word of the query scores where it stands in the
 * post (10 when a word of the title begins with it, else 4 in the summary or tags, else 1: the
 * content), 2 more when the post's title, summary or tags hold it written as searched (folding
 * merges 'ılık' and 'ilik'; the one searched comes first), and 5 for each phrase in the title;
 * equal scores newest first. What is shown: the title and a snippet, the matching words marked.
 */
import { foldForSearch, type SearchQuery } from '@portfolio/content-rules';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether nothing of a word stands just before `at` in `fold` (a word found at `at` begins there). */
const beginsWord = (fold: string, at: number) => at === 0 || fold[at - 1] === ' ';

/** `text` as HTML, escaped, every word a query word begins in `<mark>`. */
export function highlighted(text: string, search: SearchQuery): string {
  const plain = text.normalize('NFC');
  return markedSlice(plain, foldForSearch(plain), search, 0, plain.length);
}

/** `text.slice(start, end)` as HTML, escaped, every word a query word begins in `<mark>` (`fold` is text folded). */
function markedSlice(text: string, fold: string, search: SearchQuery, start: number, end: number): string {
  let html = '';
  let at = start;
  for (const match of fold.slice(start, end).matchAll(/\S+/g)) {
    if (!search.words.some(({ term }) => match[0].startsWith(term))) continue;
    const from = start + match.index;
    const to = from + match[0].length;
    html += `${escapeHtml(text.slice(at, from))}<mark>${escapeHtml(text.slice(from, to))}</mark>`;
    at = to;
  }
  return html + escapeHtml(text.slice(at, end));
}

/** Where the first word of `fold` that a query word begins starts, or -1. */
function firstHit(fold: string, search: SearchQuery): number {
  let first = -1;
  for (const { term } of search.words) {
    let at = fold.indexOf(term);
    while (at !== -1 && !beginsWord(fold, at)) at = fold.indexOf(term, at + 1);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  return first;
}

/** About how many characters a snippet shows, and how many of them come before its first match. */
const SNIPPET = { length: 200, before: 60 } as const;

/** How much of a text a snippet folds first: the first match mostly stands near the beginning. */
const FIRST_PART = 2_000;

/**
 * A few lines of `text` around its first match, escaped, the matching words in `<mark>`, '…' where
 * it is cut; the beginning when nothing of the text matches (the post matched by title or tags).
 * Folding is unit by unit, so the text's beginning folded is its folded text's beginning: only the
 * first part is folded while a match stands in it (a page of results has twelve long posts).
 */
export function snippet(text: string, search: SearchQuery): string {
  const plain = text.normalize('NFC');
  const longest = Math.max(...search.words.map(({ term }) => term.length));
  // Enough to find any match that begins in the first part, and to show one there.
  let fold = foldForSearch(plain.slice(0, FIRST_PART + SNIPPET.length + longest));
  let first = firstHit(fold, search);
  if ((first === -1 || first > FIRST_PART) && fold.length < plain.length) {
    fold = foldForSearch(plain);
    first = firstHit(fold, search);
  }
  // Begin and end at whole words.
  let start = Math.max(0, first - SNIPPET.before);
  while (start > 0 && start < first && !(fold[start] !== ' ' && beginsWord(fold, start))) start++;
  let end = Math.min(plain.length, start + SNIPPET.length);
  if (end < plain.length) {
    let last = end;
    while (last > start && !(fold[last - 1] !== ' ' && fold[last] === ' ')) last--;
    if (last > start) end = last;
  }
  return `${start > 0 ? '…' : ''}${markedSlice(plain, fold, search, start, end)}${end < plain.length ? '…' : ''}`;
}
