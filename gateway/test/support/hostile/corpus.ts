import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  parseType,
  typeFromAST,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { Router } from 'express';
import type { Services } from '../../../src/core/context';
import type { PlainRoute } from '../../../src/core/module';
import type { RestRoute } from '../../../src/core/rest-route';
import { modules, plainRoutes, routes } from '../../../src/modules';
import {
  clone,
  deepValue,
  hostileKey,
  hostileSegment,
  hostileString,
  hostileValue,
  hugeString,
  malformedJson,
  Obj,
  POLLUTION_KEYS,
  Raw,
  Ref,
  sizeOf,
  type Draw,
  type J,
  type RefKind,
} from './values';

/**
 * The generated hostile corpus: requests for every REST row (the modules' `*.rest.ts`, composed in
 * `src/modules.ts`), every route of a module's own router (`Module.router.routes`: /uploads, the
 * backup's download) and every GraphQL query and mutation of `schema.graphql`, each built from a
 * valid request and then broken in a few random places. Everything comes from the route tables,
 * the routers' declarations and the schema, so a new route or field is covered without touching
 * this file; a route a module's router mounts without declaring it fails the corpus.
 */

/** `schema.graphql` as committed (`npm test` checks that it is what the code produces). */
export const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'));

export type Door = 'rest' | 'plain' | 'graphql' | 'multipart' | 'raw';
export const DOORS: Door[] = ['rest', 'graphql', 'multipart', 'raw', 'plain'];
export type Auth = 'none' | 'admin' | 'user' | 'junk';

/** A part of a multipart body: its header lines and its content. */
export type Part = { headers: string[]; content: { json: J } | Buffer | string | 'big-pdf' };
export type Multipart = {
  parts: Part[];
  boundary: string;
  /** The boundary the Content-Type header names; null leaves the parameter out. */
  declared: string | null;
  closing: boolean;
  /** Cut the encoded body to this share of its length (the HTTP message itself stays well framed). */
  cut?: number;
  newline: '\r\n' | '\n';
};

export type Case = {
  door: Door;
  /** What the case is, for the failure report. */
  label: string;
  method: string;
  /** `{{blog}}`/`{{contact}}` stand for the id of a stored row, chosen when sent. */
  path: string;
  auth: Auth;
  headers: Record<string, string>;
  body?: { json: J } | { text: string } | { multipart: Multipart };
  /** Socket-level cases: a Content-Length far beyond the limit, or a connection cut mid-body. */
  raw?: 'huge-length' | 'cut';
};

/** One of the items, by index (fc.constantFrom would compare the items, some of them huge or deep). */
const pick = <T>(g: Draw, items: readonly T[]): T => items[g(fc.integer, { min: 0, max: items.length - 1 })]!;
const chance = (g: Draw, percent: number) => g(fc.integer, { min: 1, max: 100 }) <= percent;

const AUTHS: Auth[] = ['none', 'none', 'none', 'admin', 'admin', 'admin', 'admin', 'user', 'junk'];
const JUNK_TOKENS = [
  'Bearer x',
  `Bearer ${'a'.repeat(9000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer null',
  'Bearer',
  'bearer    ',
];

/** Who sends the request; a junk credential goes straight into the headers. */
function who(g: Draw, headers: Record<string, string>): Auth {
  const auth = pick(g, AUTHS);
  if (auth === 'junk') headers.authorization = pick(g, JUNK_TOKENS);
  return auth;
}

/** Valid text for a field, by its name. */
function goodString(g: Draw, name: string): string {
  if (/email/i.test(name)) return pick(g, ['ali@example.com', 'deniz.yilmaz@ornek.com.tr', 'ADMIN@EXAMPLE.COM']);
  if (/url/i.test(name)) return pick(g, ['https://github.com/deniz', 'mailto:ali@example.com', '']);
  if (/content/i.test(name)) return pick(g, ['<p>İçerik <strong>kalın</strong></p>', '<h2>Başlık</h2><p>x</p>']);
  if (/message/i.test(name)) return 'Merhaba, bu bir deneme mesajıdır.';
  if (/password/i.test(name)) return pick(g, ['test-password', 'yanlis-sifre']);
  if (/website/i.test(name)) return '';
  if (/period/i.test(name)) return '2020 - Devam ediyor';
  if (/code|token/i.test(name)) return '123456';
  return pick(g, ['Deniz Yılmaz', 'Geliştirici', 'Kısa açıklama', 'TypeScript, React', 'İzmir']);
}

function refKind(name: string): RefKind {
  return /blog/i.test(name) ? 'blog' : /contact/i.test(name) ? 'contact' : 'uuid';
}

/** A valid value of an input type (optional fields sometimes left out). */
function validValue(g: Draw, type: GraphQLInputType, name: string, owner: string): J {
  if (isNonNullType(type)) return validValue(g, type.ofType, name, owner);
  if (isListType(type)) {
    return Array.from({ length: g(fc.integer, { min: 0, max: 3 }) }, () => validValue(g, type.ofType, name, owner));
  }
  if (isInputObjectType(type)) {
    const entries: Array<[string, J]> = [];
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type) && chance(g, 30)) continue;
      entries.push([field.name, validValue(g, field.type, field.name, owner)]);
    }
    return new Obj(entries);
  }
  if (isEnumType(type)) return pick(g, type.getValues()).name;
  switch (type.name) {
    case 'ID':
      return new Ref(refKind(owner));
    case 'Int':
      return g(fc.integer, { min: 1, max: 20 });
    case 'Float':
      return 1.5;
    case 'Boolean':
      return g(fc.boolean);
    case 'DateTimeISO':
      return pick(g, ['2024-05-01T10:00:00.000Z', '2019-12-31T23:59:59Z', '2030-01-01T00:00:00+03:00']);
    case 'Upload':
      return null;
    default:
      return goodString(g, name);
  }
}

/** Every place in a modelled value where something can be changed: a container and a key or index. */
function places(value: J, found: Array<[Obj | J[], number]> = []): Array<[Obj | J[], number]> {
  if (value instanceof Obj) {
    value.entries.forEach((entry, index) => {
      found.push([value, index]);
      places(entry[1], found);
    });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push([value, index]);
      places(item, found);
    });
  }
  return found;
}

/** Breaks one place of a value (in place); the root itself when it has no inner place. */
function breakOnce(g: Draw, root: J, realKeys: string[]): J {
  const spots = places(root);
  const wrongType = (): J =>
    pick(g, [0, -1, 1e308, true, null, [], new Obj([]), 'x', new Raw('1e999'), [hostileString(g)]]);
  if (!spots.length || chance(g, 10)) {
    return pick(g, [hostileValue(g), wrongType(), deepValue(g), new Obj([[hostileKey(g), hostileValue(g)]])]);
  }
  const [container, index] = pick(g, spots);
  const isObj = container instanceof Obj;
  const current = isObj ? container.entries[index]![1] : container[index]!;
  const set = (value: J) => (isObj ? (container.entries[index]![1] = value) : (container[index] = value));
  switch (g(fc.integer, { min: 0, max: 9 })) {
    case 0:
    case 1:
    case 2:
      set(typeof current === 'string' || chance(g, 50) ? hostileString(g) : hostileValue(g));
      break;
    case 3:
      set(wrongType());
      break;
    case 4:
      if (isObj) container.entries.splice(index, 1);
      else container.splice(index, 1);
      break;
    case 5:
    case 6:
      // A pollution-shaped key (or a real one again, as a duplicate) beside the real ones.
      if (isObj) container.entries.splice(index, 0, [hostileKey(g, realKeys), hostileValue(g)]);
      else container.push(new Obj([[pick(g, POLLUTION_KEYS), new Obj([['polluted', true]])]]));
      break;
    case 7: {
      // Many copies of the value (bounded, so that a body stays a few MB at most), or ~1 MB of text.
      const copies = Math.min(pick(g, [51, 1000, 20_000]), Math.floor(2_000_000 / sizeOf(current, 2_000_000)));
      set(chance(g, 10) ? hugeString(g) : Array.from({ length: Math.max(copies, 2) }, () => clone(current)));
      break;
    }
    case 8:
      set(deepValue(g));
      break;
    default:
      set(isObj ? [current] : new Obj([['__proto__', current]]));
  }
  return root;
}

/** A valid value broken in 0..3 places (a quarter stay valid, so writes also succeed). */
function hostile(g: Draw, valid: J, realKeys: string[]): J {
  let value = valid;
  const breaks = pick(g, [0, 0, 1, 1, 1, 2, 2, 3]);
  for (let i = 0; i < breaks; i++) value = breakOnce(g, value, realKeys);
  return value;
}

/** Leaf fields of an output type, nested objects to a small depth. */
function selection(type: GraphQLOutputType, depth = 2): string {
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
const UPLOAD_ROOTS = ROOTS.filter(({ field }) => field.args.some((arg) => getNamedType(arg.type).name === 'Upload'));

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

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/graphql',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'multipart/form-data',
  '',
];

function contentType(g: Draw): string {
  return chance(g, 90) ? pick(g, JSON_TYPES) : pick(g, OTHER_TYPES);
}

function graphqlCase(g: Draw): Case {
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

/** The variables of a REST row's operation, with their types. */
function rowVariables(row: RestRoute): Array<{ name: string; type: GraphQLInputType; source: string }> {
  const operation = parse(row.operation).definitions[0] as OperationDefinitionNode;
  return (operation.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    type: typeFromAST(schema, definition.type as never) as GraphQLInputType,
    source: row.variables?.[definition.variable.name.value] ?? '',
  }));
}

const JSON_ROUTES = routes.filter(
  (row) => !Object.values(row.variables ?? {}).some((source) => source.startsWith('file:')),
);
const FILE_ROUTES = routes.filter((row) =>
  Object.values(row.variables ?? {}).some((source) => source.startsWith('file:')),
);
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

function restPath(g: Draw, row: RestRoute): string {
  return row.path.replace(/:(\w+)/g, () =>
    chance(g, 50) ? `{{${refKind(row.path)}}}` : chance(g, 30) ? g(fc.uuid) : hostileSegment(g),
  );
}

function queryString(g: Draw): string {
  if (!chance(g, 15)) return '';
  return `?${pick(g, [
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'status=all&preview=true',
    'page=-1&perPage=1e9',
    'page=0&perPage=0',
    'id=1&id=2',
    'a[b][c][d][e][f]=1',
    `q=${'%00'.repeat(100)}`,
    `x=${'a'.repeat(6_000)}`,
  ])}`;
}

function restCase(g: Draw): Case {
  const headers: Record<string, string> = {};
  const auth = who(g, headers);
  if (chance(g, 5)) {
    const path = pick(g, [
      '/api',
      '/api/',
      '/api/nope',
      `/api/${hostileSegment(g)}`,
      '/api/blogs/x/y',
      '/api/about/cv/x',
    ]);
    return { door: 'rest', label: `unknown route ${path.slice(0, 40)}`, method: pick(g, METHODS), path, auth, headers };
  }
  const row = pick(g, JSON_ROUTES);
  const method = chance(g, 5) ? pick(g, METHODS) : row.method.toUpperCase();
  const path = restPath(g, row) + queryString(g);
  const case_: Case = { door: 'rest', label: `${method} ${row.path}`, method, path, auth, headers };
  const fromBody = rowVariables(row).filter((variable) => variable.source.startsWith('body'));
  if (!fromBody.length && !chance(g, 10)) return case_;
  case_.headers['content-type'] = contentType(g);
  if (chance(g, 5)) return { ...case_, body: { text: malformedJson(g) } };
  const whole = fromBody.find((variable) => variable.source === 'body');
  const valid: J = whole
    ? validValue(g, whole.type, whole.name, row.path)
    : new Obj(
        fromBody.map((variable) => [variable.source.slice(5), validValue(g, variable.type, variable.name, row.path)]),
      );
  return {
    ...case_,
    body: {
      json: hostile(
        g,
        valid,
        fromBody.map((variable) => variable.source.slice(5)),
      ),
    },
  };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function fileContent(g: Draw): Buffer | string | 'big-pdf' {
  switch (g(fc.integer, { min: 0, max: 12 })) {
    case 0:
      return Buffer.alloc(0);
    case 1:
      return PNG;
    case 2:
      return Buffer.from(g(fc.uint8Array, { maxLength: 2000 }));
    case 3:
      return '<script>alert(1)</script>';
    case 4:
      return 'big-pdf';
    default:
      return PDF;
  }
}

function filePart(g: Draw, name: string): Part {
  const filename = chance(g, 80)
    ? 'cv.pdf'
    : pick(g, ['../../etc/passwd', 'a\u0000.pdf', '\u202efdp.exe', 'ş'.repeat(300), '', 'cv.PDF', 'x.png']);
  const type = chance(g, 80) ? 'application/pdf' : pick(g, ['image/png', 'text/html', '', 'application/pdf; x=\u0001']);
  const disposition = chance(g, 95)
    ? `Content-Disposition: form-data; name="${name}"; filename="${filename}"`
    : pick(g, ['Content-Disposition: form-data', `Content-Disposition: attachment; filename="${filename}"`, '']);
  return {
    headers: [disposition, ...(type ? [`Content-Type: ${type}`] : [])].filter(Boolean),
    content: fileContent(g),
  };
}

/** A text field: JSON (operations, map) or any text as is. */
export const field = (name: string, content: J | { text: string }): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: typeof content === 'object' && content !== null && 'text' in content ? content.text : { json: content as J },
});

/** A map of the GraphQL multipart spec, valid or shaped to pollute or confuse. */
function uploadMap(g: Draw, variable: string): J {
  if (chance(g, 50)) return new Obj([['0', [`variables.${variable}`]]]);
  return pick(g, [
    new Obj([['0', [`${pick(g, POLLUTION_KEYS)}`]]]),
    new Obj([['0', [`variables.${pick(g, POLLUTION_KEYS)}`]]]),
    new Obj([['0', [`variables.${variable}.${pick(g, POLLUTION_KEYS)}`]]]),
    new Obj([['0', ['hasOwnProperty.call']]]),
    new Obj([['0', ['__proto__.polluted']]]),
    new Obj([['0', ['constructor.prototype.polluted']]]),
    new Obj([['__proto__', [`variables.${variable}`]]]),
    new Obj([['0', [`variables.${variable}`, `variables.${variable}`]]]),
    new Obj([['0', `variables.${variable}`]]),
    new Obj([['0', []]]),
    new Obj([['1', [`variables.${variable}`]]]),
    new Obj([['0', ['variables']]]),
    new Obj([['0', ['query']]]),
    new Obj([['0', [`variables.${variable}.0.1.2`]]]),
    new Obj([]),
    [],
    null,
    'x',
    new Raw('{"0": ['),
  ]);
}

/** A multipart body with its hostile variations: parts, order, boundary, framing. */
function multipartBody(g: Draw, parts: Part[]): Multipart {
  if (chance(g, 20))
    parts.splice(
      g(fc.integer, { min: 0, max: parts.length }),
      0,
      filePart(g, pick(g, ['1', 'cv', '__proto__', 'constructor', 'file'])),
    );
  if (chance(g, 10))
    parts.splice(
      g(fc.integer, { min: 0, max: parts.length }),
      0,
      field(pick(g, ['operations', 'map', 'cv', 'x']), { text: hostileString(g) }),
    );
  if (chance(g, 10)) parts.reverse();
  if (chance(g, 8)) parts.splice(g(fc.integer, { min: 0, max: Math.max(0, parts.length - 1) }), 1);
  if (chance(g, 3)) parts.push(field('big', { text: hugeString(g) }));
  const boundary = chance(g, 90)
    ? `----hostile${g(fc.integer, { min: 0, max: 1e9 })}`
    : pick(g, ['a', '"quoted"', 'x'.repeat(80), 'with space', '--']);
  return {
    parts,
    boundary,
    declared: chance(g, 90) ? boundary : pick(g, [null, 'other-boundary', '']),
    closing: chance(g, 90),
    cut: chance(g, 15) ? g(fc.integer, { min: 0, max: 99 }) / 100 : undefined,
    newline: chance(g, 95) ? '\r\n' : '\n',
  };
}

function multipartCase(g: Draw): Case {
  const headers: Record<string, string> = {};
  const auth = who(g, headers);
  if (chance(g, 50) || !FILE_ROUTES.length) {
    const root = pick(g, UPLOAD_ROOTS);
    const upload = root.field.args.find((arg) => getNamedType(arg.type).name === 'Upload')!;
    const inner = selection(root.field.type);
    const query = `mutation ($${upload.name}: Upload) { ${root.field.name}(${upload.name}: $${upload.name})${inner ? ` { ${inner} }` : ''} }`;
    const operations = hostile(
      g,
      new Obj([
        ['query', query],
        ['variables', new Obj([[upload.name, null]])],
      ]),
      ['query', 'variables', upload.name],
    );
    if (chance(g, 75)) headers['apollo-require-preflight'] = 'true';
    const body = multipartBody(g, [
      field('operations', operations),
      field('map', uploadMap(g, upload.name)),
      filePart(g, '0'),
    ]);
    return {
      door: 'multipart',
      label: `multipart /graphql ${root.field.name}`,
      method: 'POST',
      path: '/graphql',
      auth,
      headers,
      body: { multipart: body },
    };
  }
  const row = pick(g, FILE_ROUTES);
  const name = Object.values(row.variables ?? {})
    .find((source) => source.startsWith('file:'))!
    .slice(5);
  const body = multipartBody(g, [filePart(g, name)]);
  return {
    door: 'multipart',
    label: `multipart ${row.method.toUpperCase()} ${row.path}`,
    method: row.method.toUpperCase(),
    path: row.path,
    auth,
    headers,
    body: { multipart: body },
  };
}

/** Every route of the modules' own routers, as they declare them (core/module.ts PlainRoute). */
const PLAIN_ROUTES: readonly PlainRoute[] = plainRoutes;

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

/**
 * The routes each module's router mounts without declaring them (`module: METHOD path`). The
 * routers are built with no services: a router only keeps them for its requests.
 */
export function undeclaredRoutes(): string[] {
  const missing: string[] = [];
  for (const module of modules) {
    if (!module.router) continue;
    const router: Router = module.router.create({} as Services);
    for (const { route } of router.stack as Layer[]) {
      if (!route) continue;
      for (const method of Object.keys(route.methods).filter((name) => route.methods[name])) {
        const declared = module.router.routes.some((row) => row.method === method && row.path === route.path);
        if (!declared) missing.push(`${module.name}: ${method.toUpperCase()} ${route.path}`);
      }
    }
  }
  return missing;
}

/** A declared input type (`String!`) as the schema's. */
const declaredType = (text: string) => typeFromAST(schema, parseType(text) as never) as GraphQLInputType;

function plainCase(g: Draw): Case {
  const headers: Record<string, string> = {};
  const auth = who(g, headers);
  const route = pick(g, PLAIN_ROUTES);
  const method = chance(g, 5) ? pick(g, METHODS) : route.method.toUpperCase();
  const path =
    route.path.replace(/:(\w+)/g, (_m, name: string) =>
      chance(g, 50) ? encodeURIComponent(goodString(g, name)) : hostileSegment(g),
    ) + queryString(g);
  const case_: Case = { door: 'plain', label: `${method} ${route.path}`, method, path, auth, headers };
  const fields = Object.entries(route.body ?? {});
  if (!fields.length && !chance(g, 10)) return case_;
  headers['content-type'] = contentType(g);
  if (chance(g, 5)) return { ...case_, body: { text: malformedJson(g) } };
  const valid = new Obj(
    fields
      .filter(([, type]) => type.endsWith('!') || chance(g, 50))
      .map(([name, type]) => [name, validValue(g, declaredType(type), name, route.path)]),
  );
  return {
    ...case_,
    body: {
      json: hostile(
        g,
        valid,
        fields.map(([name]) => name),
      ),
    },
  };
}

const RAW_TARGETS: Array<[method: string, path: string, type: 'json' | 'multipart']> = [
  ['POST', '/api/blogs', 'json'],
  ['PUT', '/api/about', 'json'],
  ['POST', '/api/contact', 'json'],
  ['POST', '/graphql', 'json'],
  ['POST', '/graphql', 'multipart'],
  ...FILE_ROUTES.map((row): [string, string, 'multipart'] => [row.method.toUpperCase(), row.path, 'multipart']),
];

function rawCase(g: Draw): Case {
  const [method, path, type] = pick(g, RAW_TARGETS);
  const raw = pick(g, ['huge-length', 'cut'] as const);
  const auth = pick(g, ['none', 'admin'] as const);
  const headers: Record<string, string> = {
    'content-type': type === 'json' ? 'application/json' : 'multipart/form-data; boundary=b',
  };
  if (path === '/graphql') headers['apollo-require-preflight'] = 'true';
  return { door: 'raw', label: `${raw} ${method} ${path} (${type})`, method, path, auth, headers, raw };
}

/** `count` cases of one door, the same for the same seed. */
export function generate(door: Door, count: number, seed: number): Case[] {
  const undeclared = undeclaredRoutes();
  if (undeclared.length) {
    throw new Error(
      `Routes mounted by a module's router without a declaration in its module.ts (router.routes), which the hostile corpus reads: ${undeclared.join(', ')}`,
    );
  }
  const build = { rest: restCase, plain: plainCase, graphql: graphqlCase, multipart: multipartCase, raw: rawCase }[
    door
  ];
  return fc.sample(fc.gen(), { seed, numRuns: count }).map((g) => build(g));
}

/** The path the server routes: percent-decoded dots and dot segments resolved, as the URL standard does. */
export const routedPath = (path: string) => new URL(path, 'http://gateway').pathname;

/** The declared plain route that answers a method and path, as Express would match it (HEAD runs the GET route). */
export function matchPlainRoute(method: string, path: string): PlainRoute | undefined {
  const pathname = routedPath(path);
  const verb = method === 'HEAD' ? 'GET' : method;
  return PLAIN_ROUTES.find(
    (route) =>
      route.method.toUpperCase() === verb &&
      new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`, 'i').test(pathname),
  );
}

/** The REST row that answers a method and path, as Express would match it (HEAD runs the GET row). */
export function matchRoute(method: string, path: string): RestRoute | undefined {
  const pathname = routedPath(path);
  const verb = method === 'HEAD' ? 'GET' : method;
  return routes.find(
    (row) =>
      row.method.toUpperCase() === verb && new RegExp(`^${row.path.replace(/:\w+/g, '[^/]+')}/?$`, 'i').test(pathname),
  );
}
