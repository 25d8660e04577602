import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, getVariableValues, GraphQLError, visit, type DocumentNode } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { badInput } from '../core/errors';
import type { ListSizes } from '../modules/blog/blog.cost';
import type { Context } from './context';

/** The most a client's operation may cost: a page of 100 posts with every field and their bodies is about 3 500. */
export const MAX_COST = 5000;

const tooCostly = (cost: number, listsPosts: boolean) =>
  `Sorgu izin verilen sınırları aşıyor: maliyeti ${cost}, en fazla ${MAX_COST} olabilir.` +
  (listsPosts ? ' Yazıları tek seferde blogs ile değil, sayfa sayfa blogPage(page, perPage) ile isteyin.' : '');

/** Whether the document asks for the list of every post (only Query has a `blogs` field). */
function listsPosts(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== 'blogs') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * A refusal's status rides on its error, not on the response: the other plugins' checks run beside
 * this one, and the status must be that of the error Apollo answers with.
 */
const REFUSED = { http: { status: 400 } };

const estimators = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];

/**
 * Refuses, before anything runs, an operation a client wrote whose cost (graphql-query-complexity:
 * 1 a field, the fields' own `complexity`, lists times their current or requested length) is over
 * MAX_COST: 400 BAD_USER_INPUT with a Turkish message, as graphql-armor's limits answer.
 *
 * A client's operation is one that came over HTTP (`request.http`: Apollo's own handler, and the
 * cached public queries, which pass theirs). The gateway's own fixed operations run in process
 * without it — the REST rows (`GET /api/blogs` lists every visible post, as SPEC §7 says) and the
 * server-rendered pages — and are not counted. Neither is the admin: the admin panel lists every
 * post, which no limit on list sizes admits at 10 000 posts; the admin is one signed-in owner who
 * can delete them all anyway, while the limit is there for readers who stall each other.
 */
export function costLimit(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema, contextValue }) {
          if (!request.http || contextValue.user?.role === 'admin' || !operation) return;
          // Variables that do not fit: execution refuses the whole operation before any resolver runs.
          if (getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}).errors) return;
          const posts = listsPosts(document);
          const sizes: ListSizes = { posts: posts ? await contextValue.services.blog.listSize() : 0 };
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: operation.name?.value,
              variables: request.variables,
              estimators,
              context: sizes,
            });
          } catch (error) {
            // Too many fields to count (fragments spread over and over), or an argument execution
            // would refuse (null for a non-null one): refused whole rather than run uncounted.
            throw new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT', ...REFUSED } });
          }
          if (cost <= MAX_COST) return;
          const message = tooCostly(cost, posts);
          throw new GraphQLError(message, { originalError: badInput(message), extensions: REFUSED });
        },
      };
    },
  };
}
