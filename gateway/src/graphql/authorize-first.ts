import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { Context } from './context';

/** The roles `@Authorized` asks of the fields below the root, by `Type.field` (once the schema is built). */
export function fieldRoles(): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  for (const type of getMetadataStorage().objectTypes)
    for (const field of type.fields ?? []) if (field.roles) roles.set(`${type.name}.${field.schemaName}`, field.roles);
  return roles;
}

/**
 * Checks `@Authorized` on every field of the operation as soon as the operation is known, before
 * its variables are coerced and validated and before anything runs: a caller without the right
 * role gets UNAUTHENTICATED / FORBIDDEN for the whole operation rather than input errors, on both
 * doors, and an admin's field asked below each of a list's posts costs one refusal, not one error
 * a post. The resolvers still enforce the same rule themselves; this only puts it first. A root
 * field with no `@Authorized` that is not on the public list is the admin's: nothing is public by
 * accident. A field below the root is readable by whoever reached its parent, unless `@Authorized`.
 */
export function authorizeFirst(publicFields: ReadonlySet<string>): ApolloServerPlugin<Context> {
  const storage = getMetadataStorage();
  const roots = new Map<string, string[]>();
  for (const [type, fields] of [
    ['query', storage.queries],
    ['mutation', storage.mutations],
  ] as const) {
    for (const field of fields) if (field.roles) roots.set(`${type}.${field.schemaName}`, field.roles);
  }
  const nested = fieldRoles();

  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, schema, contextValue, response }) {
          if (!operation) return;
          for (const selection of operation.selectionSet.selections) {
            if (selection.kind !== Kind.FIELD) continue;
            const field = `${operation.operation}.${selection.name.value}`;
            if (selection.name.value.startsWith('__') || publicFields.has(field)) continue;
            response.http.status = 200; // like any resolver error on /graphql
            contextValue.services.sessions.checkAccess(contextValue.user, roots.get(field) ?? ['admin']);
          }
          const types = new TypeInfo(schema);
          const required: string[][] = [];
          visit(
            document,
            visitWithTypeInfo(types, {
              Field(node) {
                const roles = nested.get(`${types.getParentType()?.name}.${node.name.value}`);
                if (roles) required.push(roles);
              },
            }),
          );
          for (const roles of required) {
            response.http.status = 200;
            contextValue.services.sessions.checkAccess(contextValue.user, roles);
          }
        },
      };
    },
  };
}
