import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
} from 'graphql';
import { chance, contentType, hostile, pick, schema, validValue, who, type Case } from './case';
import { hostileString, malformedJson, Obj, sizeOf, type Draw, type J } from './values';

/** The GraphQL door's cases: every query and mutation of `schema.graphql`, valid and then broken. */

/** Leaf fields of an output type, nested objects to a small depth. */
export function selection(type: GraphQLOutputType, depth = 2): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      if (isLeafType(getNamedType(field.type))) return field.name;
      const inner = depth > 0 ? selection(field.type, depth - 1) : '';
      return inner ? `${field.name} { ${inner} }` : '';
    })
    .filter(Boolean);
  return fields.join(' ');
}

type Root = { operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };
const ROOTS: Root[] = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ operation: 'query' as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ operation: 'mutation' as const, field })),
];
export const UPLOAD_ROOTS = ROOTS.filter(({ field }) =>
  field.args.some((arg) => getNamedType(arg.type).name === 'Upload'),
);

/** A GraphQL string literal of any text (JSON's escapes are GraphQL's). */
const literal = (text: string) => JSON.stringify(text);

/** A query text: the operation of one root field, or one of the shapes that stress the parser and the limits. */
function queryText(g: Draw, root: Root, variables: string[]): string {
  const { field } = root;
  const inner = selection(field.type);
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const call = `${chance(g, 15) ? 'alias: ' : ''}${field.name}${args ? `(${args})` : ''}${inner ? ` { ${inner} }` : ''}`;
  const header = variables.length ? `(${variables.join(', ')})` : '';
  const plain = `${root.operation} Op${header} { ${call} }`;
  switch (g(fc.integer, { min: 0, max: 30 })) {
    case 0:
      return hostileString(g);
    case 1:
      return `subscription { ${call} }`;
    case 2:
      return `${plain} ${plain.replace('Op', 'Op2')}`;
    case 3:
      return `query { ${Array.from({ length: 60 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    case 4:
      return `query { __typename ${'@include(if: true) '.repeat(60)} }`;
    case 5:
      return `query { ${'__typename '.repeat(5000)} }`;
    case 6:
      return 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }';
    case 7:
      return `query { __schema { types { ${'fields { type { ofType { '.repeat(6)}name${' } } }'.repeat(6)} } } }`;
    case 8:
      // Arguments as literals: hostile text inside the query itself.
      return `${root.operation} { ${field.name}${field.args.length ? `(${field.args.map((arg) => `${arg.name}: ${literal(hostileString(g))}`).join(', ')})` : ''}${inner ? ` { ${inner} }` : ''} }`;
    case 9:
      // Variables declared with the wrong types.
      return plain.replace(
        /\$(\w+): [\w[\]!]+/g,
        (_m, name: string) => `$${name}: ${pick(g, ['Int', 'String!', '[ID!]!', 'Boolean'])}`,
      );
    case 10:
      return `${root.operation} Op { ${field.name} { ${pick(g, ['nope', '__proto__', 'constructor', 'password', 'passwordHash'])} } }`;
    default:
      return plain;
  }
}

/** `{query, variables, operationName?, extensions?}` for one root field, then broken in places. */
function graphqlBody(g: Draw, root: Root): J {
  const variables = new Obj(
    root.field.args.map((arg) => [arg.name, validValue(g, arg.type, arg.name, root.field.name)]),
  );
  const declared = root.field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const query = queryText(g, root, declared);
  const body = new Obj([
    ['query', query],
    ['variables', variables],
  ]);
  if (chance(g, 20)) body.entries.push(['operationName', pick(g, ['Op', 'Op2', 'Baska', '', null, 1, '__proto__'])]);
  if (chance(g, 10)) {
    const hash = createHash('sha256').update(query).digest('hex');
    body.entries.push([
      'extensions',
      new Obj([
        [
          'persistedQuery',
          new Obj([
            ['version', pick(g, [1, 2, '1'])],
            ['sha256Hash', pick(g, [hash, '0'.repeat(64), '', 42])],
          ]),
        ],
      ]),
    ]);
    if (chance(g, 50)) body.entries.splice(0, 1); // the hash without its query
  }
  return hostile(g, body, ['query', 'variables', 'operationName', 'extensions', ...root.field.args.map((a) => a.name)]);
}

export function graphqlCase(g: Draw): Case {
  const root = pick(g, ROOTS);
  const headers: Record<string, string> = {};
  const auth = who(g, headers);
  const body = graphqlBody(g, root);
  // GET (queries only; Apollo's CSRF protection wants a preflight header), when the URL stays
  // under Node's header limit (16 KB): past it Node itself answers 431 before the app runs.
  if (chance(g, 8) && sizeOf(body, 4_000) < 4_000) {
    if (chance(g, 60)) headers['apollo-require-preflight'] = 'true';
    return {
      door: 'graphql',
      label: `GET /graphql ${root.field.name}`,
      method: 'GET',
      path: '/graphql',
      auth,
      headers,
      body: { json: body },
    };
  }
  headers['content-type'] = contentType(g);
  if (chance(g, 5))
    return {
      door: 'graphql',
      label: 'POST /graphql malformed JSON',
      method: 'POST',
      path: '/graphql',
      auth,
      headers,
      body: { text: malformedJson(g) },
    };
  if (chance(g, 3)) {
    const batch = [graphqlBody(g, root), graphqlBody(g, pick(g, ROOTS))];
    return {
      door: 'graphql',
      label: 'POST /graphql batch',
      method: 'POST',
      path: '/graphql',
      auth,
      headers,
      body: { json: batch },
    };
  }
  return {
    door: 'graphql',
    label: `POST /graphql ${root.operation} ${root.field.name}`,
    method: 'POST',
    path: '/graphql',
    auth,
    headers,
    body: { json: body },
  };
}
