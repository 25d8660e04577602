/**
 * Search's rules of text, the same for both databases (issue 22): how a text and a query are
 * folded, what a query may be and its Turkish messages, the search page's address.
 *
 * Folding is ours, not the database's: lower case with Turkish rules, ı/I/İ → i, marks removed
 * (ş → s, ğ → g, ü → u, ö → o, ç → c, â → a), every character that is neither a letter nor a digit a
 * space. It maps one UTF-16 unit to one, so a position in the folded text is the same position in
 * the text: snippets and highlights are cut from the text where its folded form matched.
 *
 * Each language is searched on its own (issue 50), its texts and queries folded by its own rules:
 * English lower case ('I' → 'i', where Turkish has 'ı'), marks removed as the Turkish folding
 * removes them. Folded, both give the same letters (ı, I and İ are all i); a word as written
 * (`SearchWord.exact`, which ranks) is the language's lower case: 'ILIK' is 'ılık' in Turkish,
 * 'ilik' in English.
 */

/** A language whose texts search folds: content-rules' `Locale`. */
type SearchLocale = 'tr' | 'en';

/** A text in `locale`'s lower case. */
export const searchLowerCase = (text: string, locale: SearchLocale = 'tr') => text.toLocaleLowerCase(locale);

/** `/search?q=…`: the results page (a GET form, so it works without JavaScript). */
export const SEARCH_PATH = '/search';
export const SEARCH_PARAM = 'q';

/**
 * What a query may be, and how many results a page of them may hold: each result reads its post's
 * row and a bounded excerpt of its text (`excerpt`: the most UTF-16 units of it the index keeps for
 * the snippet), so a page's size bounds a search's work (the site asks 12).
 */
export const SEARCH_LIMITS = { characters: 200, words: 10, wordLength: 84, perPage: 20, excerpt: 2_000 } as const;

export const SEARCH_MESSAGES = {
  empty: 'Aramak için en az bir harf ya da rakam yazın.',
  tooLong: `Arama en fazla ${SEARCH_LIMITS.characters} karakter olabilir.`,
  tooManyWords: `Arama en fazla ${SEARCH_LIMITS.words} kelime olabilir.`,
  perPage: `Sayfa başına sonuç sayısı 1 ile ${SEARCH_LIMITS.perPage} arasında olmalıdır.`,
  page: 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.',
} as const;

const TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const folded: Record<SearchLocale, Map<string, string>> = { tr: new Map(), en: new Map() };

/** One UTF-16 unit folded to one in `locale`: a lower-case letter or digit without marks, or a space. */
function foldUnit(unit: string, locale: SearchLocale): string {
  const code = unit.charCodeAt(0);
  if (code < 0x80) {
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return unit;
    return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : ' ';
  }
  let known = folded[locale].get(unit);
  if (known === undefined) {
    let lower = locale === 'tr' && (unit === 'I' || unit === 'İ') ? 'i' : searchLowerCase(unit, locale);
    if (lower.length !== 1) lower = unit;
    const base = (TURKISH[lower] ?? lower).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const first = base.length === 1 ? base : lower;
    known = LETTER_OR_DIGIT.test(first) ? first : ' ';
    folded[locale].set(unit, known);
  }
  return known;
}

/**
 * `text` folded unit by unit (the result has its length): 'Işık Gözlüğü!' → 'isik gozlugu '. Texts
 * are folded in Unicode's composed form (NFC), so a letter written with a combining mark is one unit.
 */
export function foldForSearch(text: string, locale: SearchLocale = 'tr'): string {
  // Each unit outside [a-z0-9] is replaced by one unit: the length stays.
  return text.replace(/[^a-z0-9]/g, (unit) => foldUnit(unit, locale));
}

/** The words of a text as search stores them: folded, one space between, one at either end (' isik yili '). */
export function searchWords(text: string, locale: SearchLocale = 'tr'): string {
  const words = foldForSearch(text.normalize('NFC'), locale).split(' ').filter(Boolean);
  return words.length ? ` ${words.join(' ')} ` : ' ';
}

/** A word of a query: folded (`term`, what is matched) and as written, in its language's lower case (`exact`). */
export type SearchWord = { term: string; exact: string };

/**
 * A query: every word must begin a word of the post (prefix search: 'gözl' finds 'gözlük'), and
 * every quoted phrase must stand in it, its words whole and in order ('"açık kaynak"').
 */
export type SearchQuery = { words: SearchWord[]; phrases: string[] };

/** A query's words and phrases in `locale`, or the Turkish message that refuses it. */
export function parseSearch(query: string, locale: SearchLocale = 'tr'): SearchQuery | { error: string } {
  const text = query
    .normalize('NFC')
    .replace(/[“”„«»]/g, '"')
    .trim();
  if (text.length > SEARCH_LIMITS.characters) return { error: SEARCH_MESSAGES.tooLong };
  const fold = foldForSearch(text, locale);
  const words = new Map<string, SearchWord>();
  const phrases = new Set<string>();
  // Quotes alternate: the parts between an odd quote and the next are phrases (an unclosed one runs to the end).
  let start = 0;
  text.split('"').forEach((part, index) => {
    const terms: string[] = [];
    for (const match of fold.slice(start, start + part.length).matchAll(/\S+/g)) {
      const term = match[0].slice(0, SEARCH_LIMITS.wordLength);
      const at = start + match.index;
      const exact = searchLowerCase(text.slice(at, at + term.length), locale);
      words.set(`${term} ${exact}`, { term, exact });
      terms.push(term);
    }
    if (index % 2 === 1 && terms.length > 1) phrases.add(terms.join(' '));
    start += part.length + 1;
  });
  if (words.size === 0) return { error: SEARCH_MESSAGES.empty };
  if (words.size > SEARCH_LIMITS.words) return { error: SEARCH_MESSAGES.tooManyWords };
  return { words: [...words.values()], phrases: [...phrases] };
}
