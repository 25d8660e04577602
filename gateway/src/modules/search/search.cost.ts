import { SEARCH_LIMITS } from '@portfolio/content-rules';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { BYTES_PER_COST, ROW_COST, searchStatements, STATEMENT_COST } from '../../core/cost-units';
import type { CostDeclaration } from '../../core/module';

/** The size `search` is priced by (graphql/cost.ts hands the modules' sizes to the estimators). */
type Sizes = { searchResultBytes?: number };

/**
 * `complexity` of `search`, as the blog's `searchPosts` (blog.cost.ts searchCost): a statement for
 * each read of the index, and for each result of the page (a `perPage` out of range is refused
 * unread) its two rows (the docs' and its own), a unit each BYTES_PER_COST of the most one reads
 * (`SearchService.resultBytes`), and its selection. The snippet is cut from the excerpt, never a body.
 */
export const siteSearchCost: ComplexityEstimator = ({ args, childComplexity, context }) => {
  const perPage = Math.min(Math.max(args.perPage as number, 1), SEARCH_LIMITS.perPage);
  const result = 2 * ROW_COST + Math.ceil(((context as Sizes).searchResultBytes ?? 0) / BYTES_PER_COST);
  return 1 + STATEMENT_COST * searchStatements(args.query) + perPage * (result + childComplexity);
};

/** What the cost limit reads of the search: the most bytes a result reads. */
export const SEARCH_COST: CostDeclaration = {
  sizes: async (services) => ({ searchResultBytes: services.search.resultBytes() }),
};
