/** Addresses and names of the site that the gateway and the pages both need. */

import { localePath, type Locale } from './locales';

/** Where the admin panel lives (docs/product/README.md#routes): the pages route it, the gateway serves it unrendered and keeps crawlers out. */
export const ADMIN_BASE = '/mrpurposeless';

/**
 * The class of `<html>` on a page that names the web fonts (styles/base.css): sent so by the gateway
 * when the reader's browser has them (site/router.ts), set by the application on the first page it
 * renders in place (lib/webFonts.ts).
 */
export const WEB_FONTS_CLASS = 'web-fonts';

/**
 * The reader's theme (issue 'Reader tools'): the system's, or light or dark as the reader chose with
 * the header's button (frontend lib/theme.ts). The choice is kept in this cookie, so that the
 * gateway sends the page drawn in it (`<html data-theme>`, site/router.ts): no flash, and no inline
 * script (the CSP allows none).
 */
export const THEME_COOKIE = 'tema';
export type Theme = 'light' | 'dark';

/** A cookie's or attribute's value as a theme; anything else is the system's (undefined). */
export const readTheme = (value: string | undefined): Theme | undefined =>
  value === 'light' || value === 'dark' ? value : undefined;

/** The button's order: the system's, light, dark, the system's again. */
export const nextTheme = (theme: Theme | undefined): Theme | undefined =>
  theme === undefined ? 'light' : theme === 'light' ? 'dark' : undefined;

/** The site's name until the owner saves an About name (tab titles, share cards, feeds). */
export const DEFAULT_SITE_NAME = 'Portfolyo';

/** The site's name: the owner's name from About, else DEFAULT_SITE_NAME. */
export const siteName = (aboutName: string | null | undefined) => aboutName?.trim() || DEFAULT_SITE_NAME;

/** Link-preview images (Open Graph): the size the gateway renders and the pages declare. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The share image of the site as a whole (pages other than posts). */
export const SITE_SHARE_IMAGE_PATH = '/og.png';

/** The site's share image in `locale`, drawn in that language: '/og.png', '/en/og.png'. */
export const siteShareImagePath = (locale: Locale = 'tr') => localePath(locale, SITE_SHARE_IMAGE_PATH);

/**
 * The site's avatar (the fediverse account's icon): the owner's initials on the brand's tile, a
 * square PNG (Mastodon crops avatars square and takes PNG) drawn as the share images are.
 */
export const SITE_AVATAR_PATH = '/avatar.png';
export const AVATAR_IMAGE = { width: 400, height: 400 } as const;

/**
 * A post's share image, rendered from its title and date, in the language of the page it shows:
 * `/blog/{slug}/og.png`, `/en/blog/{english slug}/og.png`.
 */
export const postShareImagePath = (slug: string, locale: Locale = 'tr') => localePath(locale, `/blog/${slug}/og.png`);

/** A project's share image, rendered from its title and summary: `/projects/{slug}/og.png`, `/en/projects/{english slug}/og.png`. */
export const projectShareImagePath = (slug: string, locale: Locale = 'tr') =>
  localePath(locale, `/projects/${slug}/og.png`);

/**
 * An image address a link preview can fetch, as a post's share image, or null: a file of ours
 * (`/uploads/…`, a site path the page makes absolute) or an `https://` address. `data:` images and
 * anything else are passed over (a post with none is shown by its generated card).
 */
export function shareableImage(src: string): string | null {
  const trimmed = src.trim();
  if (/^\/uploads\/[^/?#]+$/.test(trimmed)) return trimmed;
  if (!/^https:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.hostname ? url.href : null;
  } catch {
    return null; // not a URL after all
  }
}

/** The time zone of the site's dates: a page rendered on a server in UTC shows the day its readers in Turkey see. */
export const TIME_ZONE = 'Europe/Istanbul';

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** Turkey has kept UTC+3 all year since 7 September 2016 (00:00 there); before, its clocks changed. */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);
let zoned: Intl.DateTimeFormat | undefined;

/**
 * The calendar day of an instant in Turkey (month 1–12). Since 2016 by the fixed offset: a browser
 * makes its first Intl formatter with a time zone by loading the zone database, a long task on a slow
 * phone while the page starts. Earlier instants go through Intl, which knows the old rules.
 */
export function dayInTurkey(date: Date | string): { year: number; month: number; day: number } {
  const time = new Date(date).getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const local = new Date(time + 3 * 3_600_000);
    return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
  }
  zoned ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: TIME_ZONE,
  });
  const parts = Object.fromEntries(zoned.formatToParts(time).map(({ type, value }) => [type, Number(value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** '21 Kasım 2026' (docs/product/README.md#dates: long form on public pages and share cards). */
export function longTurkishDate(date: Date | string) {
  const { year, month, day } = dayInTurkey(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The long form of a date in `locale` (issue 50: dates are written in the page's language), the day
 * Turkey sees: '21 Kasım 2026', '21 November 2026': the pages, feeds and cards.
 */
export function longDate(date: Date | string, locale: Locale = 'tr') {
  if (locale === 'tr') return longTurkishDate(date);
  const { year, month, day } = dayInTurkey(date);
  return `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
}

/** The site's monogram (the header's logo, the share cards): up to two initials in Turkish capitals. */
export function monogram(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase('tr-TR'))
    .join('');
  return initials || DEFAULT_SITE_NAME[0]!;
}

/**
 * What a code block's copy button says: at rest, once copied, once selected instead (reading.ts
 * writes it, the page's script changes it: frontend codeCopy.ts). Here, not in reading.ts: the page's
 * script would take that whole file into its bundle.
 */
export const CODE_COPY = { label: 'Kopyala', copied: 'Kopyalandı', selected: 'Seçildi' } as const;
