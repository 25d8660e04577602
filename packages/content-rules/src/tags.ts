/** What the tag pages say, the same on the pages and in the feeds (their addresses are in pages.ts). */

/** The title of /tags. */
export const TAGS_TITLE = 'Etiketler';

/** The title of a tag's page and feed: “Işık” etiketli yazılar. */
export const tagTitle = (name: string) => `“${name}” etiketli yazılar`;

/** How many posts: '1 yazı', '12 yazı' (Turkish keeps the noun singular after a number). */
export const postCountText = (count: number) => `${count} yazı`;

/** The answer for a tag no visible post carries (GET /api/tags/{slug}, a tag's feed). */
export const TAG_NOT_FOUND = 'Etiket bulunamadı';

/** How many projects: '1 proje', '3 proje' (a technology's projects, on the tag pages; issue 46). */
export const projectCountText = (count: number) => `${count} proje`;

/** The title of a tag's page that projects alone carry: “Node.js” etiketli projeler. */
export const projectsTagTitle = (name: string) => `“${name}” etiketli projeler`;
