/** Addresses and names of the site that the gateway and the pages both need. */

/** Where the admin panel lives (SPEC.md §2): the pages route it, the gateway serves it unrendered and keeps crawlers out. */
export const ADMIN_BASE = '/mrpurposeless';

/** The site's name until the owner saves an About name (tab titles, share cards, feeds). */
export const DEFAULT_SITE_NAME = 'Portfolyo';

/** The site's name: the owner's name from About, else DEFAULT_SITE_NAME. */
export const siteName = (aboutName: string | null | undefined) => aboutName?.trim() || DEFAULT_SITE_NAME;

/** Link-preview images (Open Graph): the size the gateway renders and the pages declare. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The share image of the site as a whole (pages other than posts). */
export const SITE_SHARE_IMAGE_PATH = '/og.png';

/** A post's share image, rendered from its title and date. */
export const postShareImagePath = (slug: string) => `/blog/${slug}/og.png`;

/** The time zone of the site's dates: a page rendered on a server in UTC shows the day its readers in Turkey see. */
export const TIME_ZONE = 'Europe/Istanbul';

const LONG_DATE = new Intl.DateTimeFormat('tr-TR', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
});

/** '21 Kasım 2026' (SPEC.md §9: long form on public pages and share cards). */
export const longTurkishDate = (date: Date | string) => LONG_DATE.format(new Date(date));

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
