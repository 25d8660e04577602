import { CONTENT_LIMITS, SEARCH_LIMITS } from '@portfolio/content-rules';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { BYTES_PER_COST, ROW_COST, searchStatements, STATEMENT_COST } from '../../core/cost-units';
import type { CostDeclaration } from '../../core/module';
import { PER_PAGE, RELATED_CANDIDATES, SEARCH_PER_PAGE, type CostSizes } from './blog.reads';

/**
 * The units (core/cost-units.ts): a client's operation reads at most ~2.5 MB of bodies (BYTES_PER_COST),
 * a listed post's row and its values cost ROW_COST, a statement by key STATEMENT_COST.
 *
 * `content` and `shareImage` read a post's body: priced as the largest one stored, since which
 * posts a list holds is known only once it has run.
 */
export const bodyCost: ComplexityEstimator = ({ context }) =>
  1 + Math.ceil((context as CostSizes).largestBody / BYTES_PER_COST);

/**
 * `previous` and `next` each look one post up through the list's index, then read it: two
 * statements (measured: up to 1.9 ms on MariaDB).
 */
export const NEIGHBOUR_COST = 40;

/**
 * `related` scores the newest RELATED_CANDIDATES posts' words and tags (read once a request, as
 * plain values: BlogService.relatedCandidates), a unit each, then reads three posts.
 */
export const relatedCost: ComplexityEstimator = ({ context, childComplexity }) =>
  1 + Math.min(RELATED_CANDIDATES, (context as CostSizes).posts) + 3 * (ROW_COST + childComplexity);

/** `tags`: every tag, a counted group of rows a unit each (read once a request), and its selection. */
export const everyTag: ComplexityEstimator = ({ context, childComplexity }) =>
  1 + Math.max(1, (context as CostSizes).tags) * (1 + childComplexity);

/**
 * `complexity` of the list of every visible post: the field, and a row and its selection once per
 * post (at least once: what a selection costs does not hang on whether the site has posts yet).
 */
export const everyPost: ComplexityEstimator = ({ childComplexity, context }) =>
  1 + Math.max(1, (context as CostSizes).posts) * (ROW_COST + childComplexity);

/** `complexity` of a page of posts: a row and its selection once per post of the page (a `perPage` out of range is refused unread). */
export const onePage: ComplexityEstimator = ({ args, childComplexity }) =>
  1 + Math.min(Math.max(args.perPage as number, PER_PAGE.min), PER_PAGE.max) * (ROW_COST + childComplexity);

/** A UTF-16 unit takes at most 3 bytes of utf8mb4 (content-rules' limits.ts). */
const BYTES_PER_UNIT = 3;

/**
 * What one search result reads, at most, whatever its post's size: its post's row without content
 * (a uuid, title, slug, summary and tags as JSON, a few numbers and dates) and its row of the docs
 * (the post's uuid and excerpt, SEARCH_LIMITS.excerpt units at most): 2 rows and 10 306 bytes.
 */
export const SEARCH_RESULT_READ = (() => {
  const { title, slug, shortDescription, tags, tag } = CONTENT_LIMITS.blog;
  const tagsJson = 2 + tags * (tag + 3);
  // Its English title, slug and summary too (issue 50): a row read without content carries both languages'.
  const units = 36 + 2 * (title + slug + shortDescription) + tagsJson + 36 + SEARCH_LIMITS.excerpt;
  return { rows: 2, bytes: BYTES_PER_UNIT * units + 64 };
})();

/** A search result's cost before its fields: its rows, and a unit each 512 bytes it reads (2 × 12 + 21 = 45). */
export const SEARCH_RESULT_COST =
  SEARCH_RESULT_READ.rows * ROW_COST + Math.ceil(SEARCH_RESULT_READ.bytes / BYTES_PER_COST);

/**
 * `complexity` of `searchPosts`: a statement for each read of the index (the version; for each
 * word its folded and its unfolded postings; for each phrase its runs, one a three-word run), and
 * for each result of the page (a `perPage` out of range is refused unread) SEARCH_RESULT_COST and
 * its selection. The snippet is cut from the excerpt read, never the body.
 */
export const searchCost: ComplexityEstimator = ({ args, childComplexity }) => {
  const statements = searchStatements(args.query);
  const perPage = Math.min(Math.max(args.perPage as number, SEARCH_PER_PAGE.min), SEARCH_PER_PAGE.max);
  return 1 + STATEMENT_COST * statements + perPage * (SEARCH_RESULT_COST + childComplexity);
};

/** What the cost limit (graphql/cost.ts) reads of the blog: its sizes now, and how to list every post instead. */
export const BLOG_COST: CostDeclaration = {
  sizes: (services) => services.blog.costSizes(),
  hints: { blogs: 'Yazıları tek seferde blogs ile değil, sayfa sayfa blogPage(page, perPage) ile isteyin.' },
};
