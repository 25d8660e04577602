/** What the tag pages say, the same on the pages and in the feeds (their addresses are in pages.ts). */

/** The title of /tags. */
export const TAGS_TITLE = 'Etiketler';

/** The title of a tag's page and feed: “Işık” etiketli yazılar. */
export const tagTitle = (name: string) => `“${name}” etiketli yazılar`;

/** How many posts: '1 yazı', '12 yazı' (Turkish keeps the noun singular after a number). */
export const postCountText = (count: number) => `${count} yazı`;

/** The answer for a tag no visible post carries (GET /api/tags/{slug}, a tag's feed). */
export const TAG_NOT_FOUND = 'Etiket bulunamadı';
