import { CONTENT_LIMITS } from './limits';

/**
 * A post's slug, its address under /blog/ (docs/publishing.md#slugs): lower-case
 * ASCII letters and digits in words joined by single dashes, at most 80 characters.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = CONTENT_LIMITS.blog.slug;

/** Whether `text` has the shape of a slug (what the slug lookups and the admin's rule accept). */
export const isSlug = (text: string) => text.length <= SLUG_MAX && SLUG_PATTERN.test(text);

/** What an empty slug becomes ('yazı': a post). */
const EMPTY_SLUG = 'yazi';

/** Turkish letters to their base letters; the contract names them, the rest go through NFKD. */
const TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/** At most `max` characters of a slug, cut where a word ends; a single longer word is cut at `max`. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  // The character after the limit is a dash when a word ends exactly there.
  const dash = slug.slice(0, max + 1).lastIndexOf('-');
  return dash > 0 ? slug.slice(0, dash) : slug.slice(0, max);
}

/**
 * The slug made from a title: `Türkçe yazı 1: İstanbul'da yazılım` → `turkce-yazi-1-istanbulda-yazilim`.
 * Lower-case with Turkish rules (`I` → `ı`, `İ` → `i`), Turkish letters to their base letters,
 * other accents dropped (NFKD), apostrophes removed, every other run of characters outside
 * [a-z0-9] one dash, none at either end, at most 80 characters cut at a dash, `yazi` when nothing
 * is left. Always matches SLUG_PATTERN, and a slug is its own slug.
 */
export function slugify(title: string): string {
  const words = title
    .replace(/I/g, 'ı')
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/[çğıöşüâîû]/g, (letter) => TURKISH[letter]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Compatibility forms decompose to capitals too ('ℌ' → 'H', '𝐀' → 'A').
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return cut(words, SLUG_MAX) || EMPTY_SLUG;
}

/**
 * The `n`th slug to try for `base` when the ones before are taken: `base`, `base-2`, `base-3`…,
 * the base cut (at a dash) so that the whole stays within 80 characters.
 */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cut(base, SLUG_MAX - suffix.length)}${suffix}`;
}
