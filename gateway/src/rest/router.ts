import type { ApolloServer } from '@apollo/server';
import express, { type Request, type Response, type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { jsonBody } from '../body-limits';
import type { PublicAnswers } from '../cache/public-answers';
import { queryTags } from '../cache/tags';
import { ERROR_CODES, STATUS, type ErrorCode } from '../errors';
import { createContext, type Context } from '../graphql/context';
import { readFilePart } from '../modules/files/multipart';
import { sendStoredFile } from '../modules/files/uploads';
import type { Services } from '../services';
import { docsRouter } from './docs';
import { openApiDocument } from './openapi';
import { READ_ONLY_FIELDS, type RestRoute } from './route';
import { routes } from './routes';

const fail = (res: Response, status: number, message: string) => res.status(status).json({ success: false, message });

const at = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], data);

/** GraphQL's `id` is SPEC.md's `_id`; every other field keeps its name. */
export function toRest(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toRest);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key === 'id' ? '_id' : key, toRest(item)]));
}

function pick(row: RestRoute, data: unknown): unknown {
  if (row.result === null) return null;
  if (typeof row.result === 'string') return at(data, row.result) ?? null;
  return Object.fromEntries(Object.entries(row.result).map(([key, path]) => [key, at(data, path) ?? null]));
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

async function variablesOf(row: RestRoute, req: Request): Promise<Record<string, unknown>> {
  const body: unknown = withoutReadOnly(req.body ?? {});
  const variables: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(row.variables ?? {})) {
    if (source === 'path') variables[name] = req.params[name];
    else if (source === 'body') variables[name] = body;
    else if (source.startsWith('body.')) variables[name] = at(body, source.slice(5));
    else variables[name] = await readFilePart(req, source.slice(5));
  }
  return variables;
}

/**
 * Runs a row: its GraphQL operation, in process, against the same server and with the same
 * context as /graphql (user from the bearer token), then answers in CONTRACT.md's envelope. A
 * GET whose operation is a public query is a public answer (cached, ETag, CDN-friendly).
 */
function handle(row: RestRoute, apollo: ApolloServer<Context>, services: Services, answers: PublicAnswers) {
  return async (req: Request, res: Response) => {
    try {
      const contextValue = await createContext(req, services);
      const variables = await variablesOf(row, req);
      const response = await apollo.executeOperation({ query: row.operation, variables }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used');
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const error = errors[0]!;
        const code = (error.extensions?.code as ErrorCode | undefined) ?? 'INTERNAL_SERVER_ERROR';
        if (typeof error.extensions?.retryAfter === 'number')
          res.set('Retry-After', String(error.extensions.retryAfter));
        return fail(res, STATUS[code] ?? 500, error.message);
      }
      const result = pick(row, data);
      if (result === null && row.notFound) return fail(res, 404, row.notFound);
      if (row.download) {
        const { name, downloadName } = result as { name: string; downloadName: string };
        if (await sendStoredFile(services.files, req, res, name, downloadName)) return;
        return fail(res, 404, row.notFound ?? ERROR_CODES.NOT_FOUND);
      }
      const payload = { success: true, data: toRest(result) };
      const tags = row.method === 'get' ? queryTags(row.operation, undefined, data) : null;
      if (!tags) return res.status(row.status ?? 200).json(payload);
      answers.send(req, res, req.originalUrl, {
        status: 200,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify(payload),
        tags,
        page: false,
      });
    } finally {
      req.resume(); // drain whatever of the body nobody read (e.g. a refused upload)
    }
  };
}

/** The REST facade of SPEC.md §7 under /api. */
export function restRouter(
  apollo: ApolloServer<Context>,
  schema: GraphQLSchema,
  services: Services,
  answers: PublicAnswers,
): Router {
  const router = express.Router();
  const openApi = openApiDocument(schema);
  router.get('/api/openapi.json', (_req, res) => res.json(openApi));
  router.use(docsRouter());
  router.use('/api', ...jsonBody());
  for (const row of routes) router[row.method](row.path, handle(row, apollo, services, answers));
  router.use('/api', (_req, res) => fail(res, 404, 'Böyle bir API yolu yok.'));
  return router;
}
