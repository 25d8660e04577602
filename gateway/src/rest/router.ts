import querystring from 'node:querystring';
import express, { type Request, type Response, type Router } from 'express';
import {
  getNamedType,
  getNullableType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLObjectType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { jsonBody } from '../http/body-limits';
import type { PlainRoute, SendFile } from '../core/module';
import type { PublicAnswers } from '../cache/public-answers';
import { badInput, ERROR_CODES, STATUS, type ErrorCode } from '../core/errors';
import type { Services } from '../core/context';
import { createContext } from '../graphql/context';
import type { Operations } from '../graphql/operations';
import { readFilePart } from '../http/multipart';
import { docsRouter } from './docs';
import { openApiDocument } from './openapi';
import { READ_ONLY_FIELDS, restEnumValue, type RestRoute, type RestVariant } from '../core/rest-route';

const fail = (res: Response, status: number, message: string) => res.status(status).json({ success: false, message });

/** A path of GraphQL field names in an answer already in REST's form (`id` is `_id` there). */
const at = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | null | undefined)?.[key === 'id' ? '_id' : key],
      data,
    );

/**
 * GraphQL's `id` is the REST `_id` (docs/api.md#field-names); every other field keeps its name.
 * Given the value's GraphQL type, enum values take their REST spelling too.
 */
export function toRest(value: unknown, type?: GraphQLOutputType): unknown {
  const nullable = type && getNullableType(type);
  if (Array.isArray(value))
    return value.map((item) => toRest(item, nullable instanceof GraphQLList ? nullable.ofType : undefined));
  if (nullable instanceof GraphQLEnumType && typeof value === 'string') return restEnumValue(value);
  if (value === null || typeof value !== 'object') return value;
  const fields = nullable instanceof GraphQLObjectType ? nullable.getFields() : undefined;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key === 'id' ? '_id' : key, toRest(item, fields?.[key]?.type)]),
  );
}

/** A REST value as GraphQL takes it: enum values from their REST spelling, wherever the input type has one. */
function fromRest(value: unknown, type: GraphQLInputType | undefined): unknown {
  const nullable = type && getNullableType(type);
  if (nullable instanceof GraphQLList)
    return Array.isArray(value)
      ? value.map((item) => fromRest(item, nullable.ofType))
      : fromRest(value, nullable.ofType);
  if (nullable instanceof GraphQLEnumType && typeof value === 'string')
    return nullable.getValues().find(({ name }) => restEnumValue(name) === value)?.name ?? value;
  if (nullable instanceof GraphQLInputObjectType && value !== null && typeof value === 'object') {
    const fields = nullable.getFields();
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromRest(item, fields[key]?.type)]));
  }
  return value;
}

/**
 * A query-string parameter as the value of its variable: one of the row's `queryValues`, an integer,
 * true/false, an enum's REST spelling. Anything else goes to GraphQL as it came, which refuses it
 * with its Turkish message.
 */
function fromQuery(row: RestRoute, name: string, raw: unknown, type: GraphQLInputType | undefined): unknown {
  const values = row.queryValues?.[name];
  if (values) {
    if (typeof raw === 'string' && Object.hasOwn(values, raw)) return values[raw];
    throw badInput(`'${name}' parametresi şunlardan biri olabilir: ${Object.keys(values).join(', ')}.`);
  }
  if (typeof raw !== 'string') return raw;
  const named = type && getNamedType(type).name;
  if (named === 'Int') return /^[+-]?\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (named === 'Boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return fromRest(raw, type);
}

function pick(shape: RestRoute['result'], data: unknown): unknown {
  if (shape === null) return null;
  if (typeof shape === 'string') return at(data, shape) ?? null;
  return Object.fromEntries(Object.entries(shape).map(([key, path]) => [key, at(data, path) ?? null]));
}

/** What the handler needs of an operation, parsed once: its root type and its variables' types. */
type Parsed = { root: GraphQLObjectType; variables: Map<string, GraphQLInputType> };

function parseOperation(schema: GraphQLSchema, text: string): Parsed {
  const operation = parse(text).definitions[0] as OperationDefinitionNode;
  return {
    root: operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!,
    variables: new Map(
      (operation.variableDefinitions ?? []).map((definition) => [
        definition.variable.name.value,
        typeFromAST(schema, definition.type) as GraphQLInputType,
      ]),
    ),
  };
}

/** The row itself, or its first variant whose query parameters the request names. */
function chosen(row: RestRoute, req: Request): RestRoute {
  const variant: RestVariant | undefined = row.variants?.find((candidate) =>
    candidate.when.some((name) => req.query[name] !== undefined),
  );
  return variant ? { ...row, ...variant, variants: undefined } : row;
}

/** GET → edit → PUT: read-only fields are dropped at any depth before GraphQL sees the body. */
function withoutReadOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutReadOnly);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !READ_ONLY_FIELDS.includes(key))
      .map(([key, item]) => [key, withoutReadOnly(item)]),
  );
}

/** A date as the API writes it (and the DateTimeISO scalar reads it). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

async function variablesOf(row: RestRoute, types: Parsed['variables'], req: Request): Promise<Record<string, unknown>> {
  const body: unknown = withoutReadOnly(req.body ?? {});
  const variables: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(row.variables ?? {})) {
    const type = types.get(name);
    if (source === 'path') variables[name] = req.params[name];
    else if (source === 'body') variables[name] = fromRest(body, type);
    else if (source.startsWith('body.')) variables[name] = fromRest(at(body, source.slice(5)), type);
    else if (source.startsWith('query.')) {
      const parameter = source.slice(6);
      if (req.query[parameter] !== undefined) variables[name] = fromQuery(row, parameter, req.query[parameter], type);
    } else if (source.startsWith('header.')) {
      const header = source.slice(7);
      const value = req
        .get(header)
        ?.trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1');
      if (value === undefined) continue;
      // A date header (If-Match: a post's updatedAt) is named in its refusal, not as a variable.
      if (String(type).startsWith('DateTimeISO') && !ISO_DATE.test(value))
        throw badInput(`${header} başlığı geçersiz: bir tarih olmalıdır (ör. "2026-11-27T12:00:00.000Z").`);
      variables[name] = value;
    } else variables[name] = await readFilePart(req, source.slice(5));
  }
  return variables;
}

/**
 * Runs a row: its GraphQL operation, in process, against the same server and with the same context
 * as /graphql (user from the bearer token), then answers in the envelope of
 * docs/api.md#rest-envelope-and-status-codes. A GET whose operation is a public query is a public
 * answer (cached, ETag, CDN-friendly).
 */
function handle(
  route: RestRoute,
  operations: Operations,
  services: Services,
  schema: GraphQLSchema,
  answers: PublicAnswers,
  sendFile: SendFile,
) {
  const parsed = new Map(
    [route, ...(route.variants ?? [])].map(({ operation }) => [operation, parseOperation(schema, operation)]),
  );
  return async (req: Request, res: Response) => {
    try {
      const row = chosen(route, req);
      const operation = parsed.get(row.operation)!;
      const contextValue = await createContext(req, services);
      const variables = await variablesOf(row, operation.variables, req);
      const read = await operations.run({ query: row.operation, variables }, contextValue);
      const { data, errors } = read.result;
      if (errors?.length) {
        const error = errors[0]!;
        const code = (error.extensions?.code as ErrorCode | undefined) ?? 'INTERNAL_SERVER_ERROR';
        if (typeof error.extensions?.retryAfter === 'number')
          res.set('Retry-After', String(error.extensions.retryAfter));
        return fail(res, STATUS[code] ?? 500, error.message);
      }
      const answer = toRest(data, operation.root);
      const result = pick(row.result, answer);
      if (result === null && row.notFound) return fail(res, 404, row.notFound);
      if (row.download) {
        const { name, downloadName } = result as { name: string; downloadName: string };
        if (await sendFile(services, req, res, { name, downloadName })) return;
        return fail(res, 404, row.notFound ?? ERROR_CODES.NOT_FOUND);
      }
      const payload = { success: true, data: result, ...(row.meta ? { meta: pick(row.meta, answer) } : {}) };
      const key = route.method === 'get' && read.tags && answers.key(req);
      if (!key) return res.status(row.status ?? 200).json(payload);
      await answers.send(
        req,
        res,
        key,
        { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(payload), tags: read.tags! },
        contextValue.user === null,
      );
    } finally {
      req.resume(); // drain whatever of the body nobody read (e.g. a refused upload)
    }
  };
}

/**
 * The cache key of a public REST read: its row's path and only the query parameters REST reads,
 * in one order, repeats kept. Express matches paths in any case with an optional trailing slash,
 * and a row ignores other parameters, so `/API/Blogs/?x=1` is `/api/blogs`'s answer and takes its
 * key: spelling a URL differently cannot make every request a miss (at 10 000 posts an
 * unpaginated list costs 0.3 s to make). Undefined for any other path.
 */
function restCacheKey(routes: readonly RestRoute[], operations: Operations): (req: Request) => string | undefined {
  // The GET rows without path parameters whose operation is a public query answering data (not a
  // file), the only ones whose answers are kept, as Express matches them: in lower case.
  const keptPaths = new Set(
    routes
      .filter(
        (row) =>
          row.method === 'get' &&
          !row.path.includes(':') &&
          !row.download &&
          operations.tags(row.operation, null, {}) !== null,
      )
      .map((row) => row.path.toLowerCase()),
  );
  // Every query parameter a row or a variant reads, sorted.
  const readParameters = [
    ...new Set(
      routes
        .flatMap((row) => [row, ...(row.variants ?? [])])
        .flatMap((row) => [
          ...Object.values(row.variables ?? {})
            .filter((source) => source.startsWith('query.'))
            .map((source) => source.slice(6)),
          ...('when' in row ? row.when : []),
        ]),
    ),
  ].sort();
  return (req) => {
    const path = req.path.toLowerCase().replace(/(.)\/$/, '$1');
    if (!keptPaths.has(path)) return undefined;
    const query = req.query; // a getter that parses the query string at each read
    const read = readParameters.filter((name) => query[name] !== undefined).map((name) => [name, query[name]]);
    return read.length ? `${path}?${querystring.stringify(Object.fromEntries(read))}` : path;
  };
}

/** The REST facade of docs/api.md#rest-routes under /api: the modules' rows. */
export function restRouter(
  routes: readonly RestRoute[],
  operations: Operations,
  schema: GraphQLSchema,
  services: Services,
  answers: PublicAnswers,
  /** The modules' own routes, which their routers serve: under /api, documented beside the rows. */
  plain: readonly PlainRoute[],
  /** How a row's `download` sends its stored file (`Module.sendFile`). */
  sendFile: SendFile,
): Router {
  const router = express.Router();
  answers.answersFor(restCacheKey(routes, operations));
  const openApi = openApiDocument(schema, routes, plain);
  router.get('/api/openapi.json', (_req, res) => res.json(openApi));
  router.use(docsRouter());
  router.use('/api', ...jsonBody());
  for (const row of routes) router[row.method](row.path, handle(row, operations, services, schema, answers, sendFile));
  router.use('/api', (_req, res) => fail(res, 404, 'Böyle bir API yolu yok.'));
  return router;
}
