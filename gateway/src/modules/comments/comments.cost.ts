import { COMMENT_LIMITS } from '@portfolio/content-rules';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { BYTES_PER_COST, ROW_COST, STATEMENT_COST } from '../../core/cost-units';
import type { CostDeclaration } from '../../core/module';

/** The sizes the cost of a thread reads (CommentsService.costSizes), at least 1 each. */
export type CommentCostSizes = { commentPage: number; commentReplies: number; commentReactions: number };

/** A UTF-16 unit takes at most 3 bytes of utf8mb4. */
const BYTES_PER_UNIT = 3;

/**
 * One answer shown: its row, and its text priced at the longest a text may be (5 000 characters,
 * 30 units), whatever it holds: which answers a page shows is known only once it has run.
 */
export const ANSWER_COST = ROW_COST + Math.ceil((COMMENT_LIMITS.text * BYTES_PER_UNIT) / BYTES_PER_COST);

const sizes = (context: unknown) => context as CommentCostSizes;

/** `comments`: its statements (the post, the settings, three counts, the page, its replies, the reactions). */
export const threadCost: ComplexityEstimator = ({ childComplexity }) => 1 + 8 * STATEMENT_COST + childComplexity;

/** A thread's `items`: the most top-level answers one post has (a page at most), each with its selection. */
export const itemsCost: ComplexityEstimator = ({ context, childComplexity }) =>
  1 + sizes(context).commentPage * (ANSWER_COST + childComplexity);

/** An answer's `replies`: the most one answer has (50 shown at most), each with its selection. */
export const repliesCost: ComplexityEstimator = ({ context, childComplexity }) =>
  1 + sizes(context).commentReplies * (ANSWER_COST + childComplexity);

/** A thread's `reactions`: the most likes and reposts one post has (100 shown at most). */
export const reactionsCost: ComplexityEstimator = ({ context, childComplexity }) =>
  1 + sizes(context).commentReactions * (ANSWER_COST + childComplexity);

/** What the cost limit reads of the comments: the sizes of the largest thread now. */
export const COMMENTS_COST: CostDeclaration = {
  sizes: (services) => services.comments.costSizes(),
};
