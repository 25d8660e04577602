import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from './locales';
import { isSlug } from './slug';

/**
 * The addresses of the public pages (docs/publishing.md#urls-of-the-site), written once: the pages'
 * router and links read them, and the gateway keys each page's cached answer by what they say.
 */

import { COMMENT_PAGE_PARAM, COMMENT_STATUS_PARAM, commentStatusOf, type CommentStatus } from './comments';
import { SEARCH_PARAM, SEARCH_PATH } from './search';
import {
  SUBSCRIBE_PATH,
  subscribeConfirmPath,
  SUBSCRIPTION_STATUS_PARAM,
  SUBSCRIPTION_TOKEN,
  subscriptionStatusOf,
  subscriptionStatusPath,
  unsubscribePath,
} from './subscriptions';

/** The query parameter of a list page's number: `/blog?sayfa=2`. */
export const PAGE_PARAM = 'sayfa';

/** `/blog/{slug}?onizleme=1`: the owner's preview of a post (a draft, a scheduled one). */
export const PREVIEW_PARAM = 'onizleme';

/** 12 posts a page on /blog. */
export const POSTS_PER_PAGE = 12;

/** The largest page number GraphQL's Int can carry. */
const MAX_PAGE = 2 ** 31 - 1;

/**
 * The page a list address asks for: 1 without the parameter, n for a positive integer written
 * plainly ('2', not '02', '2.0' or '+2'), null for anything else (a 404).
 */
export function readPageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** Page 1 is `/blog` (canonical), page n `/blog?sayfa=n`. */
export const blogListPath = (page: number) => (page === 1 ? '/blog' : `/blog?${PAGE_PARAM}=${page}`);

/**
 * `/search?q=…&sayfa=n`: the results of a query (its white space collapsed), page n; `/search`
 * alone is the search form.
 */
export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set(SEARCH_PARAM, query);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}

/** A query as the search page reads it: white space trimmed and collapsed. */
export const searchQueryOf = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

export const postPath = (slug: string, preview = false) => `/blog/${slug}${preview ? `?${PREVIEW_PARAM}=1` : ''}`;

/** How many slugs of links to posts the admin's pre-publish check asks about at once (`missingPostLinks`). */
export const POST_LINKS_PER_CHECK = 100;

/** Every tag: `/tags`. A tag's posts: `/tags/{slug}`, paged as /blog (`?sayfa=n`); its feed `/tags/{slug}/rss.xml`. */
export const TAGS_PATH = '/tags';
export const tagPath = (slug: string, page = 1) => `${TAGS_PATH}/${slug}${page === 1 ? '' : `?${PAGE_PARAM}=${page}`}`;
export const tagFeedPath = (slug: string) => `${TAGS_PATH}/${slug}/rss.xml`;

/** The portfolio's projects: `/projects`, 12 a page as /blog, filtered by a technology (a tag's slug). */
export const PROJECTS_PATH = '/projects';
export const PROJECTS_PER_PAGE = 12;
/** `/projects?teknoloji={slug}`: the projects that list that technology. */
export const TECHNOLOGY_PARAM = 'teknoloji';

/** Page n of the projects, of one technology when given: `/projects?teknoloji=react&sayfa=2`. */
export function projectListPath(page: number, technology?: string): string {
  const params = new URLSearchParams();
  if (technology) params.set(TECHNOLOGY_PARAM, technology);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `${PROJECTS_PATH}?${search}` : PROJECTS_PATH;
}

export const projectPath = (slug: string, preview = false) =>
  `${PROJECTS_PATH}/${slug}${preview ? `?${PREVIEW_PARAM}=1` : ''}`;

/**
 * What an address the site has no page for shows, rendered from here: 'Sayfa bulunamadı', or for
 * a post that does not exist 'Blog bulunamadı' (no post answers to '_': a slug has no underscore).
 */
export const NOT_FOUND_PATHS = { page: '/404', post: '/blog/_' } as const;

/** The not-found page of `kind` in `locale`, one per language: '/404', '/en/404', '/en/blog/_'. */
export const notFoundPath = (locale: Locale, kind: keyof typeof NOT_FOUND_PATHS) =>
  localePath(locale, NOT_FOUND_PATHS[kind]);

/**
 * What a public address shows. `url` is the page's own address: every spelling of it (letter case
 * and a trailing slash in the fixed parts, parameters the page does not read) renders the same
 * page, so the gateway renders and keeps it once, under `url`.
 */
export type PublicPage = PageOfTurkishSite & {
  /** The page's language: English under `/en` (locales.ts); its `url` says so too. */
  locale: Locale;
};

type PageOfTurkishSite =
  | { kind: 'page'; url: string }
  | { kind: 'list'; url: string; page: number }
  /**
   * A post, with page `commentPage` of its approved comments (`?yorumlar=n`) and, after the plain
   * comment form's POST, what happened (`?yorum=bekliyor`): the same for every reader, so kept as
   * any page under its own `url`.
   */
  | { kind: 'post'; url: string; slug: string; commentPage: number; notice: CommentStatus | null }
  | { kind: 'search'; url: string; query: string; page: number }
  | { kind: 'tag'; url: string; slug: string; page: number }
  /** `technology` is a tag's slug, or '' for every project. */
  | { kind: 'project-list'; url: string; page: number; technology: string }
  | { kind: 'project'; url: string; slug: string }
  /** The owner's preview: shown with the caller's own rights, never shared. */
  | { kind: 'preview' }
  /**
   * `/subscribe` (`?durum=…`), `/subscribe/confirm/{token}`, `/unsubscribe/{token}` (issue 47): one
   * reader's page, rendered from `path` (its own spelling; a token stays as written) as an anonymous
   * visitor, never kept nor shared, not indexed, no view counted (no `url`: no cache key, no page for
   * the analytics, so a token is never stored).
   */
  | { kind: 'subscription'; path: string }
  | { kind: 'not-found' };

const FIXED: Record<string, string> = { '': '/', about: '/about', contact: '/contact', tags: TAGS_PATH };

/**
 * Matches as the pages' router (react-router) does, with one difference: the fixed parts match in
 * any letter case but only as written (the router would take `/%61bout` for /about, but its links
 * would not show it as the current page, so that is no spelling of /about here); a trailing slash
 * is ignored; a slug is one whole segment, percent-decoded. `search` is the query string (with or
 * without its '?'). The frontend's test renders every kind of spelling and checks the pages agree.
 */
export function publicPage(pathname: string, search: string): PublicPage {
  // `//x` is no address of the site: a browser reads it as another host's.
  if (pathname.startsWith('//')) return { kind: 'not-found', locale: DEFAULT_LOCALE };
  const { locale, path } = splitLocale(pathname);
  const page = turkishPage(path, search);
  if (locale === DEFAULT_LOCALE) return { ...page, locale };
  // A reader's subscription pages are Turkish only.
  if (page.kind === 'subscription') return { kind: 'not-found', locale };
  return 'url' in page ? { ...page, url: localePath(locale, page.url), locale } : { ...page, locale };
}

/** `publicPage` of an address of the Turkish site (its path without `/en`). */
function turkishPage(pathname: string, search: string): PageOfTurkishSite {
  if (pathname.startsWith('//')) return { kind: 'not-found' };
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const subscription = subscriptionPage(segments, search);
  if (subscription) return subscription;
  if (segments.length > 2) return { kind: 'not-found' };
  const [first = '', encoded] = segments;
  const fixed = first.toLowerCase();
  if (encoded === undefined) {
    if (Object.hasOwn(FIXED, fixed)) return { kind: 'page', url: FIXED[fixed]! };
    const params = new URLSearchParams(search);
    if (fixed === SEARCH_PATH.slice(1)) {
      const query = searchQueryOf(params.get(SEARCH_PARAM));
      const page = readPageParam(params.get(PAGE_PARAM));
      // A page of no query is no page.
      if (page === null || (page > 1 && !query)) return { kind: 'not-found' };
      // An empty query given (`?q=`) is a redirect to /search: its own address.
      const url = !query && params.has(SEARCH_PARAM) ? `${SEARCH_PATH}?${SEARCH_PARAM}=` : searchPath(query, page);
      return { kind: 'search', url, query, page };
    }
    if (fixed === PROJECTS_PATH.slice(1)) return projectListPage(params);
    if (fixed !== 'blog') return { kind: 'not-found' };
    const raw = params.get(PAGE_PARAM);
    const page = readPageParam(raw);
    if (page === null) return { kind: 'not-found' };
    // `?sayfa=1` is a redirect to /blog: its own address.
    return { kind: 'list', url: raw === null ? '/blog' : `/blog?${PAGE_PARAM}=${raw}`, page };
  }
  if (fixed === 'tags') return tagPage(encoded, search);
  const projects = fixed === PROJECTS_PATH.slice(1);
  if (fixed !== 'blog' && !projects) return { kind: 'not-found' };
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return { kind: 'not-found' };
  }
  // A slug never holds a slash.
  if (slug === '' || slug.includes('/')) return { kind: 'not-found' };
  if (new URLSearchParams(search).get(PREVIEW_PARAM) === '1') return { kind: 'preview' };
  if (projects) return { kind: 'project', url: `${PROJECTS_PATH}/${encodeURIComponent(slug)}`, slug };
  return postPage(slug, search);
}

/**
 * `/blog/{slug}` (`?yorumlar=n`: a page of its comments; `?yorum=…`: the plain comment form's
 * answer, an unknown one ignored). `?yorumlar=1` is its own address, a redirect to the post's.
 */
function postPage(slug: string, search: string): PageOfTurkishSite {
  const params = new URLSearchParams(search);
  const raw = params.get(COMMENT_PAGE_PARAM);
  const commentPage = readPageParam(raw);
  if (commentPage === null) return { kind: 'not-found' };
  const notice = commentStatusOf(params.get(COMMENT_STATUS_PARAM));
  const query = [raw === null ? '' : `${COMMENT_PAGE_PARAM}=${raw}`, notice ? `${COMMENT_STATUS_PARAM}=${notice}` : '']
    .filter(Boolean)
    .join('&');
  return { kind: 'post', url: `/blog/${encodeURIComponent(slug)}${query && `?${query}`}`, slug, commentPage, notice };
}

/** A page of a post's comments: page 1 is the post's own address. */
export const postCommentsPath = (slug: string, page: number) =>
  page === 1 ? postPath(slug) : `${postPath(slug)}?${COMMENT_PAGE_PARAM}=${page}`;

/**
 * `/projects` (`?teknoloji={slug}`, `?sayfa=n`): a technology is named by its slug as a tag is; an
 * empty one (the filter form's 'Tümü') and `?sayfa=1` are their own addresses, redirects to the
 * address without them.
 */
function projectListPage(params: URLSearchParams): PageOfTurkishSite {
  const raw = params.get(PAGE_PARAM);
  const page = readPageParam(raw);
  const technology = params.get(TECHNOLOGY_PARAM);
  if (page === null || (technology && !isSlug(technology))) return { kind: 'not-found' };
  const redirect = raw === '1' || technology === '';
  const url = redirect
    ? `${PROJECTS_PATH}?${[
        technology === null ? '' : `${TECHNOLOGY_PARAM}=${technology}`,
        raw === null ? '' : `${PAGE_PARAM}=${raw}`,
      ]
        .filter(Boolean)
        .join('&')}`
    : projectListPath(page, technology ?? undefined);
  return { kind: 'project-list', url, page, technology: technology ?? '' };
}

/**
 * `/tags/{slug}` (`?sayfa=n`, as /blog): the segment percent-decoded, as a post's; a tag is named by
 * its slug as slugify writes it, so no other spelling (capitals, other letters) names one.
 */
function tagPage(segment: string, search: string): PageOfTurkishSite {
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return { kind: 'not-found' };
  }
  const raw = new URLSearchParams(search).get(PAGE_PARAM);
  const page = readPageParam(raw);
  if (!isSlug(slug) || page === null) return { kind: 'not-found' };
  return { kind: 'tag', url: raw === null ? tagPath(slug) : `${tagPath(slug)}?${PAGE_PARAM}=${raw}`, slug, page };
}

/**
 * The subscription pages (issue 47), or undefined for any other address; a token the gateway could
 * not have written is no page (the shared 404). An unknown `durum` shows the bare form.
 */
function subscriptionPage(segments: string[], search: string): PageOfTurkishSite | undefined {
  const fixed = segments
    .slice(0, 2)
    .map((segment) => segment.toLowerCase())
    .join('/');
  if (fixed === 'subscribe' && segments.length === 1) {
    const status = subscriptionStatusOf(new URLSearchParams(search).get(SUBSCRIPTION_STATUS_PARAM));
    return { kind: 'subscription', path: status ? subscriptionStatusPath(status) : SUBSCRIBE_PATH };
  }
  const token = (path: (token: string) => string, at: number): PageOfTurkishSite =>
    segments.length === at + 1 && SUBSCRIPTION_TOKEN.test(segments[at]!)
      ? { kind: 'subscription', path: path(segments[at]!) }
      : { kind: 'not-found' };
  if (fixed === 'subscribe/confirm') return token(subscribeConfirmPath, 2);
  if (fixed.split('/')[0] === 'unsubscribe') return token(unsubscribePath, 1);
  return undefined;
}
