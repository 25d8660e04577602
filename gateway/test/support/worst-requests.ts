import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { PlainRoute } from '../../src/core/module';
import type { RestRoute } from '../../src/core/rest-route';

/**
 * The most expensive anonymous requests the limits allow, built from the schema and the REST rows
 * alone (test/anonymous-cost.test.ts): every public root field with every argument at the values
 * that make it work hardest, every field below it that does work of its own, as many aliases as
 * the gateway accepts; every public REST row with its parameters so. Nothing here names a field:
 * a new public field or row is measured without anyone adding it.
 */

/** What the database holds that a request can name (filled by the test). */
export type Known = {
  /** A word every post's title and text hold, and a phrase of its text. */
  common: string;
  phrase: string;
  slug: string;
  id: string;
  tag: string;
  /** The largest stored file's name. */
  file: string;
};

export type Variant = { label: string; value: string };

/**
 * The values an argument is tried with, as GraphQL literals: chosen by its type and, for text, its
 * name (a search, an address, an e-mail…), the largest the rules let through among them. A name
 * nothing here knows gets a short and a long text.
 */
export function candidates(known: Known, name: string, type: GraphQLInputType): string[] {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const item = candidates(known, name, inner.ofType as GraphQLInputType)[0]!;
    return [`[${Array.from({ length: 100 }, () => item).join(', ')}]`, '[]'];
  }
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const pick = (i: number) =>
      `{ ${fields.map((field) => `${field.name}: ${at(candidates(known, field.name, field.type), i)}`).join(', ')} }`;
    return [pick(0), pick(1)];
  }
  if (isEnumType(inner)) return inner.getValues().map((value) => value.name);
  const text = (...values: string[]) => values.map((value) => JSON.stringify(value));
  switch (inner.name) {
    case 'Int':
      return /page$/i.test(name) && !/per/i.test(name) ? ['1', '2', '1000000'] : ['100', '1000', '1'];
    case 'Float':
      return ['1e9', '1'];
    case 'Boolean':
      return ['false', 'true'];
    case 'DateTimeISO':
      return text('2020-01-01T00:00:00.000Z');
    case 'Upload':
      return ['null'];
  }
  if (/^(id|slug|key)$/i.test(name) || inner.name === 'ID')
    return text(/slug/i.test(name) ? known.tag : known.slug, known.id, 'yok-boyle-bir-sey');
  if (/query|^q$|search/i.test(name))
    return text(
      known.common,
      known.common.slice(0, 2),
      `"${known.phrase}"`,
      Array.from({ length: 10 }, (_, i) => known.common.slice(0, 3 + (i % 3))).join(' '),
    );
  if (/path/i.test(name)) return text(`/blog/${known.slug}`, '/', `/tags/${known.tag}`, `/${'a/'.repeat(1000)}`);
  if (/referr?er|url/i.test(name))
    return text(
      `https://example.org/${'x'.repeat(2000)}`,
      'https://example.org/',
      `http://${'a'.repeat(250)}.example/`,
    );
  if (/email/i.test(name)) return text('okur@example.com', `${'a'.repeat(64)}@${'b'.repeat(180)}.example`);
  if (/password/i.test(name)) return text('yanlis-sifre', 'x'.repeat(1024));
  if (/code/i.test(name)) return text('123456', 'x'.repeat(64));
  return text('ş'.repeat(5000), 'Deniz Yılmaz', 'x'.repeat(100_000));
}

const at = <T>(values: T[], i: number): T => values[Math.min(i, values.length - 1)]!;

const argumentsOf = (known: Known, args: readonly GraphQLArgument[], i: number) =>
  args.length
    ? `(${args.map((arg) => `${arg.name}: ${at(candidates(known, arg.name, arg.type), i)}`).join(', ')})`
    : '';

/** How many times a type may stand on one path of a selection (a post's `related` posts' `related`…). */
const REPEATS = 2;

/** The most levels a selection has below the root field (graphql-armor's depth limit is 8). */
const DEPTH = 6;

type Path = GraphQLObjectType[];

/** Every leaf of `type`, and its object fields' leaves below, each type at most REPEATS times on a path. */
type Readable = (type: string, field: string) => boolean;

function whole(known: Known, type: GraphQLObjectType, path: Path, i: number, readable: Readable): string {
  const fields = Object.values(type.getFields()).flatMap((field) => {
    if (!readable(type.name, field.name)) return [];
    const sub = below(known, field, [...path, type], i, readable);
    return sub === null ? [] : [`${field.name}${argumentsOf(known, field.args, i)}${sub}`];
  });
  return `{ ${fields.join(' ')} }`;
}

/** The selection of `field` within `path`: '' for a leaf, null when the path may not go deeper. */
function below(
  known: Known,
  field: GraphQLField<unknown, unknown>,
  path: Path,
  i: number,
  readable: Readable,
): string | null {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return null;
  if (path.length >= DEPTH || path.filter((type) => type === named).length >= REPEATS) return null;
  return ` ${whole(known, named, path, i, readable)}`;
}

/** Whether a field works beyond reading a column: it has a cost of its own, or arguments. */
const works = (field: GraphQLField<unknown, unknown>) =>
  field.args.length > 0 || field.extensions.complexity !== undefined || isListType(getNullableType(field.type));

/**
 * Selections of `type` that make each working field below it work as hard as it can: the whole
 * selection, and for every working field the shortest path to it with its whole selection (alone
 * it leaves room for more aliases).
 */
function selections(known: Known, type: GraphQLObjectType, i: number, readable: Readable): string[] {
  const found = [whole(known, type, [], i, readable)];
  const walk = (current: GraphQLObjectType, path: Path, wrap: (inner: string) => string) => {
    for (const field of Object.values(current.getFields())) {
      if (!readable(current.name, field.name)) continue;
      const sub = below(known, field, [...path, current], i, readable);
      if (sub === null) continue;
      const call = `${field.name}${argumentsOf(known, field.args, i)}`;
      if (works(field)) found.push(wrap(`${call}${sub}`));
      const named = getNamedType(field.type);
      if (isObjectType(named) && sub) walk(named, [...path, current], (inner) => wrap(`${field.name}{ ${inner} }`));
    }
  };
  walk(type, [], (inner) => `{ __typename ${inner} }`);
  return [...new Set(found)];
}

/** One root field's operations: `{ alias0: field(args) selection … }` with a placeholder for the aliases. */
export type FieldCase = {
  label: string;
  /** The document with `count` aliases of the same call, named `{prefix}0`, `{prefix}1`… (another prefix, another document). */
  document: (count: number, prefix?: string) => string;
};

/**
 * Every public root field's heaviest calls: with the first (heaviest) values of its arguments,
 * each selection; with each other value, the whole selection. `readable` leaves out the fields an
 * anonymous caller may not ask for (refused whole before anything runs: measured once is enough).
 */
export function fieldCases(
  schema: GraphQLSchema,
  publicFields: ReadonlySet<string>,
  known: Known,
  readable: (type: string, field: string) => boolean,
): FieldCase[] {
  const cases: FieldCase[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (!publicFields.has(`${kind}.${field.name}`)) continue;
      const variants = Math.max(1, ...field.args.map((arg) => candidates(known, arg.name, arg.type).length));
      const named = getNamedType(field.type);
      for (let i = 0; i < variants; i++) {
        const call = `${field.name}${argumentsOf(known, field.args, i)}`;
        const all = isObjectType(named) ? selections(known, named, i, readable) : [''];
        for (const sub of i === 0 ? all : all.slice(0, 1))
          cases.push({
            label: `${kind}.${call.slice(0, 80)} ${sub.slice(0, 90)}`,
            document: (count, prefix = 'a') =>
              `${kind} { ${Array.from({ length: count }, (_, n) => `${prefix}${n}: ${call} ${sub}`).join(' ')} }`,
          });
      }
    }
  }
  return cases;
}

/** One REST request: method, path with its query string, JSON body (a form's fields, for a route that reads a form). */
export type RestCase = { label: string; method: string; path: string; body?: unknown; form?: true };

/** The operation's variables' GraphQL types, by name (`$q: String` → q: String). */
function variableTypes(schema: GraphQLSchema, operation: string): Map<string, GraphQLInputType> {
  const types = new Map<string, GraphQLInputType>();
  for (const [, name, type] of operation.matchAll(/\$(\w+)\s*:\s*([\w[\]!]+)/g)) {
    const bare = type!.replace(/[[\]!]/g, '');
    const named = schema.getType(bare) as GraphQLInputType | undefined;
    if (named) types.set(name!, type!.startsWith('[') ? ({ ofType: named, toString: () => type } as never) : named);
  }
  return types;
}

/** A GraphQL literal as the JSON a REST client sends (`"x"` → x, `100` → 100, `{ a: 1 }` → {a:1}). */
function asJson(literal: string): unknown {
  return JSON.parse(literal.replace(/([{,]\s*)(\w+)\s*:/g, '$1"$2":').replace(/\b([A-Z][A-Z_]+)\b/g, '"$1"'));
}

/** Every public REST row, and each of its variants, with each parameter at its heaviest values. */
export function restCases(schema: GraphQLSchema, routes: readonly RestRoute[], known: Known): RestCase[] {
  const cases: RestCase[] = [];
  for (const route of routes.filter((row) => row.access === 'public')) {
    for (const row of [route, ...(route.variants ?? [])]) {
      const types = variableTypes(schema, row.operation);
      const when = 'when' in row ? (row.when as string[]) : [];
      const sources = Object.entries(row.variables ?? {});
      const variants = Math.max(
        1,
        ...sources.map(([name]) => (types.get(name) ? candidates(known, name, types.get(name)!).length : 1)),
      );
      for (let i = 0; i < variants; i++) {
        const value = (name: string, key: string) => {
          const type = types.get(name);
          return type ? asJson(at(candidates(known, key, type), i)) : 'x';
        };
        let path = route.path;
        const query = new URLSearchParams(when.map((key) => [key, '1']));
        let body: Record<string, unknown> | undefined;
        for (const [name, source] of sources) {
          if (source === 'path') path = path.replace(`:${name}`, encodeURIComponent(String(value(name, name))));
          else if (source.startsWith('query.')) query.set(source.slice(6), String(value(name, source.slice(6))));
          else if (source === 'body') body = value(name, name) as Record<string, unknown>;
          else if (source.startsWith('body.')) (body ??= {})[source.slice(5)] = value(name, source.slice(5));
        }
        const search = query.size ? `?${query}` : '';
        cases.push({
          label: `${route.method.toUpperCase()} ${route.path}${search ? ` ?${[...query.keys()]}` : ''} #${i}`,
          method: route.method.toUpperCase(),
          path: `${path}${search}`,
          body,
        });
      }
    }
  }
  return cases;
}

/** Every public route of the modules' own routers, with each parameter the largest stored file's name and each body field at its heaviest. */
export function plainCases(schema: GraphQLSchema, routes: readonly PlainRoute[], known: Known): RestCase[] {
  return routes
    .filter((route) => route.access === 'public')
    .map((route) => {
      const path = Object.keys(route.params ?? {}).reduce(
        (current, name) => current.replace(`:${name}`, encodeURIComponent(known.file)),
        route.path,
      );
      const fields = Object.entries(route.body ?? {});
      const body = fields.length
        ? Object.fromEntries(
            fields.map(([name, type]) => [
              name,
              asJson(candidates(known, name, schema.getType(type.replace(/!$/, '')) as GraphQLInputType)[0]!),
            ]),
          )
        : undefined;
      return {
        label: `${route.method.toUpperCase()} ${route.path}`,
        method: route.method.toUpperCase(),
        path,
        body,
        ...(route.form && { form: route.form }),
      };
    });
}
