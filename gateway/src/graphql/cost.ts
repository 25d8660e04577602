import type { ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isLeafType,
  Kind,
  visit,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { badInput } from '../core/errors';
import type { CostDeclaration } from '../core/module';
import type { Context } from './context';

/**
 * The most a client's operation may cost. A unit is about 0.05 ms of the gateway's work, so an
 * operation let through does at most ~250 ms of it (test/anonymous-cost.test.ts measures the
 * heaviest ones): the modules' fields price their own work in it (the blog's: 512 bytes of a
 * post's body read, sent and compressed are one, a listed post's row twelve), a root field's
 * statements ROOT_COST.
 */
export const MAX_COST = 5000;

/** A root field: its resolver's statement or two (a lookup by key, one row). */
const ROOT_COST = 20;

/**
 * What a field costs when it says nothing of its own (a `complexity` in its options): a root field
 * ROOT_COST, an object 1, a value of a row already read nothing (its row is priced by whatever
 * read it); each plus what is selected below it.
 */
const byWork: ComplexityEstimator = ({ type, field, childComplexity }) => {
  if (type.name === 'Query' || type.name === 'Mutation') return ROOT_COST + childComplexity;
  return isLeafType(getNamedType(field.type)) ? 0 : 1 + childComplexity;
};

export const ONE_WRITE = 'Bir istek en fazla bir değişiklik (mutation) alanı içerebilir.';

/** How many root fields a mutation asks for, those of its fragments too. */
function writes(operation: OperationDefinitionNode, document: DocumentNode): number {
  if (operation.operation !== 'mutation') return 0;
  const fragments = new Map(
    document.definitions.flatMap((node) => (node.kind === Kind.FRAGMENT_DEFINITION ? [[node.name.value, node]] : [])),
  );
  const count = ({ selections }: SelectionSetNode, seen: Set<string>): number =>
    selections.reduce((sum, node) => {
      if (node.kind === Kind.FIELD) return sum + 1;
      if (node.kind === Kind.INLINE_FRAGMENT) return sum + count(node.selectionSet, seen);
      const fragment = fragments.get(node.name.value);
      // A fragment spread twice or in a circle is the validation's to refuse; counted once here.
      if (!fragment || seen.has(node.name.value)) return sum;
      return sum + count(fragment.selectionSet, new Set(seen).add(node.name.value));
    }, 0);
  return count(operation.selectionSet, new Set());
}

const tooCostly = (cost: number, hint: string) =>
  `Sorgu izin verilen sınırları aşıyor: maliyeti ${cost}, en fazla ${MAX_COST} olabilir.${hint}`;

/** What the modules say of the first field the document asks for that they have a hint for (`CostDeclaration.hints`). */
function hintFor(document: DocumentNode, hints: Record<string, string>): string {
  let found = '';
  visit(document, {
    Field(node) {
      if (!Object.hasOwn(hints, node.name.value)) return undefined;
      found = ` ${hints[node.name.value]}`;
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

const estimators = [fieldExtensionsEstimator(), byWork];

/**
 * What fair use (http/fair-use.ts) counts as one request's work: an operation costing more is
 * charged as so many requests more to its client's address, whose next requests wait for them.
 */
export const COST_OF_A_REQUEST = 100;

/**
 * Refuses, before anything runs, an operation a client wrote whose cost (graphql-query-complexity:
 * the fields' own `complexity`, `byWork` for the others, lists times their current or requested
 * length) is over MAX_COST, or that asks for more than one write (a mutation's aliases would each
 * hash a password, send a message, count a view): 400 BAD_USER_INPUT with a Turkish message, as
 * graphql-armor's limits answer. What it lets run, it charges to the caller's address by its cost
 * (`Context.owe`, COST_OF_A_REQUEST), so that an address's costly requests are paced by what they
 * cost, not by how many they are.
 *
 * A client's operation is one that came over HTTP (`request.http`: Apollo's own handler, and the
 * cached public queries, which pass theirs). The gateway's own fixed operations run in process
 * without it — the REST rows (`GET /api/blogs` lists every visible post, as docs/api.md#rest-routes
 * says) and the server-rendered pages — and are never refused for their cost, only charged by it.
 * Neither is the admin refused or charged: the admin panel lists every post, which no limit on list
 * sizes admits at 10 000 posts; the admin is one signed-in owner who can delete them all anyway,
 * while the limit is there for readers who stall each other.
 */
export function costLimit(costs: readonly CostDeclaration[]): ApolloServerPlugin<Context> {
  const hints: Record<string, string> = Object.assign({}, ...costs.map((cost) => cost.hints ?? {}));
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema, contextValue }) {
          const client = Boolean(request.http);
          if (contextValue.user?.role === 'admin' || !operation || !(client || contextValue.owe)) return;
          if (client && writes(operation, document) > 1)
            throw new GraphQLError(ONE_WRITE, { originalError: badInput(ONE_WRITE), extensions: REFUSED });
          // Variables that do not fit: execution refuses the whole operation before any resolver runs.
          if (getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}).errors) return;
          const sizes = Object.assign(
            {},
            ...(await Promise.all(costs.map((cost) => cost.sizes?.(contextValue.services) ?? {}))),
          ) as Record<string, number>;
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
            // The gateway's own operations are counted whole.
            if (!client) return;
            // Too many fields to count (fragments spread over and over), or an argument execution
            // would refuse (null for a non-null one): refused whole rather than run uncounted.
            throw new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT', ...REFUSED } });
          }
          if (client && cost > MAX_COST) {
            const message = tooCostly(cost, hintFor(document, hints));
            throw new GraphQLError(message, { originalError: badInput(message), extensions: REFUSED });
          }
          contextValue.owe?.(Math.floor(cost / COST_OF_A_REQUEST));
        },
      };
    },
  };
}
