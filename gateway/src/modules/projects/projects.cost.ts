import type { ComplexityEstimator } from 'graphql-query-complexity';
import type { CostDeclaration } from '../../core/module';
import { PER_PAGE, type ProjectCostSizes } from './projects.service';

/*
 * The projects' prices for the cost limit (graphql/cost.ts), in the blog's units (blog.cost.ts): a
 * unit is about 0.05 ms of work, or 512 bytes of a body read, sent and compressed.
 */
const BYTES_PER_COST = 512;
/** A project of a list: reading its row and making it an object (as a post's). */
const ROW_COST = 12;

/** `content` reads a project's body: priced as the largest one stored (which projects a list holds is known only once it has run). */
export const projectBodyCost: ComplexityEstimator = ({ context }) =>
  1 + Math.ceil((context as ProjectCostSizes).largestProject / BYTES_PER_COST);

/** A page of projects: a row and its selection once per project of the page (a `perPage` out of range is refused unread). */
export const projectPage: ComplexityEstimator = ({ args, childComplexity }) =>
  1 + Math.min(Math.max(args.perPage as number, PER_PAGE.min), PER_PAGE.max) * (ROW_COST + childComplexity);

/** `projectTechnologies`: every technology, a counted group of rows a unit each, and its selection. */
export const everyTechnology: ComplexityEstimator = ({ context, childComplexity }) =>
  1 + Math.max(1, (context as ProjectCostSizes).projectTechnologies) * (1 + childComplexity);

/** What the cost limit reads of the projects: their sizes now. */
export const PROJECT_COST: CostDeclaration = { sizes: (services) => services.projects.costSizes() };
