import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { checkAccess } from '../modules/auth/access';
import type { Context } from './context';

/**
 * Checks `@Authorized` on the operation's root fields as soon as the operation is known, before
 * its variables are coerced and validated: a caller without the right role gets
 * UNAUTHENTICATED / FORBIDDEN rather than input errors, on both doors. The resolvers still
 * enforce the same rule themselves; this only puts it first. A root field with no `@Authorized`
 * that is not on the public list is the admin's: nothing is public by accident.
 */
export function authorizeFirst(publicFields: ReadonlySet<string>): ApolloServerPlugin<Context> {
  const storage = getMetadataStorage();
  const roles = new Map<string, string[]>();
  for (const [type, fields] of [
    ['query', storage.queries],
    ['mutation', storage.mutations],
  ] as const) {
    for (const field of fields) if (field.roles) roles.set(`${type}.${field.schemaName}`, field.roles);
  }
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue, response }) {
          for (const selection of operation?.selectionSet.selections ?? []) {
            if (selection.kind !== Kind.FIELD) continue;
            const field = `${operation!.operation}.${selection.name.value}`;
            if (selection.name.value.startsWith('__') || publicFields.has(field)) continue;
            const required = roles.get(field) ?? ['admin'];
            response.http.status = 200; // like any resolver error on /graphql
            checkAccess(contextValue.user, required);
          }
        },
      };
    },
  };
}
