import type { ComplexityEstimator } from 'graphql-query-complexity';
import { PER_PAGE } from './blog.service';

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
