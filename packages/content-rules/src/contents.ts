import { numberedSlug, slugify } from './slug';

/**
 * What a post's HTML holds for its reader beyond the text: its headings (with the ids the contents
 * list links to) and how long it takes to read. Works on sanitised HTML (html.ts: double-quoted
 * attributes, no `>` inside a tag), so plain string edits do.
 */

const HEADING = /<h([1-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;

/** Ids the site's own page uses (index.html's root, PublicLayout's main, lib/pageState's script): never a heading's. */
const PAGE_IDS = ['root', 'main', 'page-state', 'hero-title'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML text with its character references decoded (`&lt;` → `<`); an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Tags inside a line of text: they part no words ('<strong>söz</strong>: bir' reads 'söz: bir'). */
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)(?:\s[^>]*)?>/gi;

/** The text of an HTML fragment: tags out (a block's a space), entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(INLINE_TAG, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every heading with an id: the slug of its text ('Neden TypeScript?' → `neden-typescript`, slug.ts),
 * `-2`, `-3`… for a repeat or an id the page itself uses. An id depends only on the
 * headings' texts and order, so it stays when the rest of the post changes. Ids already there are
 * replaced, so this is idempotent. Run on every save (blog.service.ts) and on the editor's preview.
 */
export function withHeadingIds(html: string): string {
  const taken = new Set(PAGE_IDS);
  return html.replace(HEADING, (_whole, level: string, attributes: string, inner: string) => {
    const base = slugify(textOf(inner));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = numberedSlug(base, n);
    taken.add(id);
    return `<h${level} id="${id}"${attributes.replace(/\sid="[^"]*"/, '')}>${inner}</h${level}>`;
  });
}

export type Heading = { id: string; text: string; level: number };

/** The headings of levels 1–3 that have an id, in order: what a post's contents list shows. */
export function headingsOf(html: string): Heading[] {
  return [...html.matchAll(HEADING)].flatMap(([, level, attributes = '', inner = '']) => {
    const id = attributes.match(/\sid="([^"]+)"/)?.[1];
    return id && Number(level) <= 3 ? [{ id, text: textOf(inner), level: Number(level) }] : [];
  });
}

/** A post shows its contents list from this many headings on. */
export const CONTENTS_MIN_HEADINGS = 3;

/** Turkish prose read aloud in the head: words a minute. */
export const WORDS_PER_MINUTE = 180;

/**
 * Minutes a reader needs, an estimate: 180 words a minute, plus Ghost's rule for images (12 s for
 * the first, a second less for each next one, never under 3 s), rounded, at least 1.
 */
export function readingMinutes(html: string): number {
  // A span never splits a word: it is a colour or a size, or a token of highlighted code.
  const words = textOf(html.replace(/<\/?span\b[^>]*>/g, ''))
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const images = html.match(/<img[\s>]/g)?.length ?? 0;
  let seconds = (words / WORDS_PER_MINUTE) * 60;
  for (let i = 0; i < images; i++) seconds += Math.max(3, 12 - i);
  return Math.max(1, Math.round(seconds / 60));
}

/** '5 dk okuma': how a card and a post say it. */
export const readingTimeText = (minutes: number) => `${minutes} dk okuma`;
