import {
  getNamedType,
  isCompositeType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { PUBLIC_FIELDS } from '../src/modules';
import { createSchema } from '../src/schema';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';

/**
 * Closed by default (issue 19): every Query and Mutation field of the schema is either protected
 * (`@Authorized`, or the admin's because it is on no list) or named on PUBLIC_FIELDS on purpose.
 * Each field is called without credentials, its arguments as variables left unset: a protected
 * one answers UNAUTHENTICATED before its input is looked at, a public one never does. A new field
 * fails here until someone classifies it.
 */

type Root = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

function rootFields(schema: GraphQLSchema): Root[] {
  const of = (kind: Root['kind'], type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

/** `mutation($a: T!) { field(a: $a) { __typename } }`: valid, whatever the field's arguments and type. */
function operationOf({ kind, field }: Root): string {
  const args = field.args as readonly GraphQLArgument[];
  const variables = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

/** The root fields with `@Authorized`, as TypeGraphQL knows them once the schema is built. */
const authorizedFields = () =>
  new Set(
    [
      ...getMetadataStorage().queries.map((field) => ['query', field] as const),
      ...getMetadataStorage().mutations.map((field) => ['mutation', field] as const),
    ]
      .filter(([, field]) => field.roles)
      .map(([kind, field]) => `${kind}.${field.schemaName}`),
  );

describe(`every root field is public on purpose or closed (${testDb})`, () => {
  let app: TestApp;
  let schema: GraphQLSchema;
  beforeAll(async () => {
    app = await startTestApp();
    schema = await createSchema();
  });
  afterAll(() => app.close());

  it('each field is classified: on the public list, or @Authorized (an unclassified one fails here)', () => {
    const names = rootFields(schema).map(({ kind, field }) => `${kind}.${field.name}`);
    const authorized = authorizedFields();
    const unclassified = names.filter((name) => !PUBLIC_FIELDS.has(name) && !authorized.has(name));
    expect(unclassified).toEqual([]);
    // The list names fields that exist and carry no @Authorized.
    for (const name of PUBLIC_FIELDS)
      expect([name, names.includes(name), authorized.has(name)]).toEqual([name, true, false]);
  });

  it('a field is public only when the list says so: every other one refuses an anonymous caller first', async () => {
    const roots = rootFields(schema);
    expect(roots.length).toBeGreaterThan(20);
    for (const root of roots) {
      const name = `${root.kind}.${root.field.name}`;
      const response = await app.gql(operationOf(root));
      const codes = (response.errors ?? []).map((error) => error.extensions.code);
      if (PUBLIC_FIELDS.has(name))
        expect([name, codes]).toEqual([name, expect.not.arrayContaining(['UNAUTHENTICATED'])]);
      else expect([name, codes]).toEqual([name, ['UNAUTHENTICATED']]);
    }
  });
});
