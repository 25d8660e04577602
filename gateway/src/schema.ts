import type { GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker, type NonEmptyArray } from 'type-graphql';
import type { Context } from './core/context';
import type { EntityClass } from './core/module';
import { validateArgument } from './core/validation';
import { modules } from './modules';

/** `@Authorized()`: any signed-in user; `@Authorized('admin')`: the admin (`services.sessions`). */
const authChecker: AuthChecker<Context> = ({ context }, roles) =>
  context.services.sessions.checkAccess(context.user, roles);

/** The one schema both doors execute against: every module's resolvers. */
export function createSchema(): Promise<GraphQLSchema> {
  const resolvers = modules.flatMap((module) => module.resolvers ?? []) as NonEmptyArray<EntityClass>;
  return buildSchema({ resolvers, authChecker, validateFn: validateArgument });
}
