import type { Post } from '../../../test/support/blog';

/** What the suites of drafts, schedules and pages (unpublished-posts-hidden, post-status-writes-and-pages) share. */

export const HOUR = 3600_000;
export const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';
export const NOT_FOUND = 'Blog bulunamadı';
export const PER_PAGE_INVALID = 'Sayfa başına yazı sayısı 1 ile 100 arasında olmalıdır.';
export const PAGE_INVALID = 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.';

export const STATUS_FIELDS = 'id slug title status publishDate viewCount';
export const BLOGS = `query($all: Boolean! = false) { blogs(includeUnpublished: $all) { ${STATUS_FIELDS} } }`;
export const PAGE = `query($page: Int, $perPage: Int, $all: Boolean) {
  blogPage(page: $page, perPage: $perPage, includeUnpublished: $all) { items { ${STATUS_FIELDS} } page perPage total pages }
}`;
export const BLOG = `query($id: ID!, $preview: Boolean! = false) { blog(id: $id, preview: $preview) { ${STATUS_FIELDS} content } }`;
export const VIEW = `mutation($id: ID!) { viewBlog(id: $id) { ${STATUS_FIELDS} } }`;
export const DASHBOARD = '{ dashboardStats { blogCount draftCount scheduledCount messageCount } }';

export type Listed = Pick<Post, 'id' | 'slug' | 'title' | 'publishDate' | 'viewCount'> & { status: string };
export type Page = { items: Listed[]; page: number; perPage: number; total: number; pages: number };
export type RestPost = Omit<Listed, 'id'> & { _id: string };
