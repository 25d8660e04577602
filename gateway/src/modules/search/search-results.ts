/**
 * How search results are ordered and shown. The order (computed by search-index.ts searchPage,
 * the same on both databases): each word of the query scores where it stands in the post (10 when
 * a word of the title begins with it, else 4 in the summary or tags, else 1: the text), and 10 more
 * when a word of the post, anywhere, begins with it written as searched (folding merges 'ılık' and
 * 'ilik': a post with the one searched ranks above every post with only its twin, issue 43); 5 for
 * each phrase in the title; equal scores newest first. What is shown: the title and a snippet cut
 * from the post's excerpt (a bounded beginning of its text, kept by the index), matches marked.
 */
import { foldForSearch, SEARCH_LIMITS, type SearchQuery } from '@portfolio/content-rules';

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

/** The most UTF-16 units of a post's text the index keeps for its snippets (search-index.ts). */
export const EXCERPT = SEARCH_LIMITS.excerpt;

/**
 * What the index keeps of a post's text for its snippets: the text (NFC), or when longer than
 * EXCERPT its beginning, cut after a whole word, and '…'. A snippet reads this, never the post.
 */
export function excerptOf(text: string): string {
  const plain = text.normalize('NFC');
  if (plain.length <= EXCERPT) return plain;
  const fold = foldForSearch(plain.slice(0, EXCERPT));
  // After the last word that ends before the room for '…', else inside the one long word (never
  // between the halves of a surrogate pair).
  let end = EXCERPT - 1;
  while (end > 0 && !(fold[end - 1] !== ' ' && fold[end] === ' ')) end--;
  if (end === 0) end = EXCERPT - 1;
  return `${plain.slice(0, end).replace(/[\ud800-\udbff]$/, '')}…`;
}

/**
 * A few lines of `text` (a post's excerpt: a few KB at most) around its first match, escaped, the
 * matching words in `<mark>`, '…' where it is cut; the beginning when nothing of it matches (the
 * post matched by title or tags, or further into its text than the excerpt goes).
 */
export function snippet(text: string, search: SearchQuery): string {
  const plain = text.normalize('NFC');
  const fold = foldForSearch(plain);
  const first = firstHit(fold, search);
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
