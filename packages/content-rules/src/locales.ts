/**
 * The site's two languages (issue 50, docs/product/languages.md): Turkish, the default, at the
 * root; English under `/en`. The admin panel and the API's messages are Turkish.
 */
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';

/** Where a language's pages live: '' for Turkish, '/en' for English. */
export const LOCALE_PREFIX: Record<Locale, string> = { tr: '', en: '/en' };

/** `<html lang>`, `hreflang` and the feeds' language: BCP 47. */
export const LANGUAGE_TAG: Record<Locale, string> = { tr: 'tr', en: 'en' };

/** JSON-LD's `inLanguage` and Open Graph's `og:locale`. */
export const REGION_TAG: Record<Locale, string> = { tr: 'tr-TR', en: 'en' };

/** The language's name as its own readers write it: the language switch. */
export const LANGUAGE_NAME: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };

export const isLocale = (value: unknown): value is Locale => value === 'tr' || value === 'en';

/** The other language: the switch's target. */
export const otherLocale = (locale: Locale): Locale => (locale === 'tr' ? 'en' : 'tr');

/**
 * A Turkish page's address (a path, with its query) in `locale`: `localePath('en', '/blog/x')` is
 * '/en/blog/x', `localePath('en', '/')` '/en', `localePath('en', '/?a=1')` '/en?a=1'.
 */
export function localePath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  return path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * A pathname's language and its path in the Turkish site: '/en/blog' → en, '/blog'; '/en' and
 * '/en/' → en, '/'; anything else → tr, itself. The prefix matches in any letter case, as the
 * pages' fixed parts do ('/EN/blog' is a spelling of '/en/blog').
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/en(?=\/|$)/i.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: 'en', path: pathname.slice(match[0].length) || '/' };
}

/** The language of a pathname. */
export const localeOf = (pathname: string): Locale => splitLocale(pathname).locale;
