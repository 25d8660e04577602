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
