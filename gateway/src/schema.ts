import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { validateArgument } from './core/validation';
import { authChecker } from './modules/auth/access';
import { modules } from './modules';

/** The one schema both doors execute against: every module's resolvers. */
export function createSchema(): Promise<GraphQLSchema> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  const resolvers = modules.flatMap((module) => module.resolvers ?? []) as NonEmptyArray<Function>;
  return buildSchema({ resolvers, authChecker, validateFn: validateArgument });
}
