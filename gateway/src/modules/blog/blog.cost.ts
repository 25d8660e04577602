import { CONTENT_LIMITS, parseSearch } from '@portfolio/content-rules';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { PER_PAGE, SEARCH_PER_PAGE } from './blog.service';
import { EXCERPT } from './search-results';

/** What a field's `complexity` may read besides its arguments: how long the unbounded lists are now. */
export type ListSizes = { posts: number };

/** `content` and `shareImage` read a post's body (up to 1 MB), not one column of a row already read. */
export const BODY_COST = 10;

/** `previous` and `next` read one row through the list's index. */
export const NEIGHBOUR_COST = 5;

/** `related` reads the newest 500 posts' summaries (blog.service.ts) and scores them. */
export const RELATED_COST = 100;

/**
 * `complexity` of the list of every visible post: the field, and its selection once per post (at
 * least once: what a selection costs does not hang on whether the site has posts yet).
 */
export const everyPost: ComplexityEstimator = ({ childComplexity, context }) =>
  1 + Math.max(1, (context as ListSizes).posts) * childComplexity;

/** `complexity` of a page of posts: its selection once per post of the page (a `perPage` out of range is refused unread). */
export const onePage: ComplexityEstimator = ({ args, childComplexity }) =>
  1 + Math.min(Math.max(args.perPage as number, PER_PAGE.min), PER_PAGE.max) * childComplexity;

/** A UTF-16 unit takes at most 3 bytes of utf8mb4 (content-rules' limits.ts). */
const BYTES_PER_UNIT = 3;

/**
 * What one search result reads, at most, whatever its post's size: its post's row without content
 * (a uuid, title, slug, summary and tags as JSON, a few numbers and dates) and its row of the docs
 * (the post's uuid and excerpt, EXCERPT units at most): 2 rows and 10 306 bytes.
 */
export const SEARCH_RESULT_READ = (() => {
  const { title, slug, shortDescription, tags, tag } = CONTENT_LIMITS.blog;
  const tagsJson = 2 + tags * (tag + 3);
  const units = 36 + title + slug + shortDescription + tagsJson + 36 + EXCERPT;
  return { rows: 2, bytes: BYTES_PER_UNIT * units + 64 };
})();

/** A search result's cost before its fields: a point a row and a point a KB it reads (2 + 11 = 13). */
export const SEARCH_RESULT_COST = SEARCH_RESULT_READ.rows + Math.ceil(SEARCH_RESULT_READ.bytes / 1024);

/**
 * `complexity` of `searchPosts`: a point for each statement the search sends the index (the
 * version; for each word its folded and its unfolded postings; for each phrase its runs, one a
 * three-word run), and for each result of the page (a `perPage` out of range is refused unread)
 * SEARCH_RESULT_COST and its selection. The snippet is cut from the excerpt read, never the body.
 */
export const searchCost: ComplexityEstimator = ({ args, childComplexity }) => {
  const search = parseSearch(typeof args.query === 'string' ? args.query : '');
  const statements =
    'error' in search
      ? 0
      : 1 +
        2 * search.words.length +
        search.phrases.reduce((sum, phrase) => sum + Math.max(1, phrase.split(' ').length - 2), 0);
  const perPage = Math.min(Math.max(args.perPage as number, SEARCH_PER_PAGE.min), SEARCH_PER_PAGE.max);
  return 1 + statements + perPage * (SEARCH_RESULT_COST + childComplexity);
};
