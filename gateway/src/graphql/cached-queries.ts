import { HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { getVariableValues, type GraphQLSchema } from 'graphql';
import stableStringify from 'safe-stable-stringify';
import { MAX_NESTING, nesting } from '../http/body-limits';
import type { PublicAnswers } from '../cache/public-answers';
import { carriesCredentials } from '../http/session-cookie';
import { canonicalQuery, knownQuery, operationIn } from '../cache/tags';
import type { Services } from '../core/context';
import type { FairUse } from '../http/fair-use';
import { anonymousContext } from './context';
import type { Operations } from './operations';

/** A public query is short; anything longer goes the ordinary way. */
const MAX_CACHED_BODY = 16 * 1024;

/** What a plain query sends; anything more (extensions: persisted queries…) is Apollo's to answer. */
const PLAIN = new Set(['query', 'variables', 'operationName']);

type Body = { query?: unknown; variables?: unknown; operationName?: unknown };

/** Reads the whole body (known to be short) as text. */
const text = (req: Request) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });

/**
 * The request as Apollo's own handler hands it over (as @as-integrations/express5 builds it): the
 * cost limit (cost.ts) counts the operations that came over HTTP.
 */
function httpRequest(req: Request, body: Body): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return { method: req.method, headers, search: '', body };
}

/** What body-parser throws for JSON it cannot read (transportFailure turns it into the Turkish 400). */
const unreadable = (error: unknown) => Object.assign(error as Error, { status: 400, type: 'entity.parse.failed' });

/**
 * The key of a public query's answer: the operation as GraphQL reads it and the values of the
 * variables it declares (defaults applied, in one order). Spaces, comments, the order of
 * variables or variables it does not declare make no new key; undefined when the variables do not
 * fit (Apollo then answers with its error).
 */
function keyOf(
  schema: GraphQLSchema,
  query: string,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): string | undefined {
  const operation = operationIn(query, operationName);
  if (!operation) return undefined;
  const values = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
  if (values.errors) return undefined;
  return `graphql ${stableStringify([canonicalQuery(query, operationName), operationName ?? null, values.coerced])}`;
}

/**
 * POST /graphql from a visitor without credentials, with a short JSON body: a public query (only
 * `blogs`, `blogPage`, `blog`, `about`, `settings`) is answered from the cache, else run once as an
 * anonymous visitor and kept (when it has no errors; one that fails is answered as Apollo's own
 * handler answers it). Everything else — a mutation, any other query — goes on to Apollo's handler
 * with the body already parsed, and never waits for another request's answer.
 */
export function cachedQueries(
  operations: Operations,
  schema: GraphQLSchema,
  answers: PublicAnswers,
  services: Services,
  fairUse: FairUse,
): RequestHandler {
  return async (req, res, next) => {
    const length = Number(req.headers['content-length']);
    if (
      req.method !== 'POST' ||
      carriesCredentials(req) ||
      !/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(req.headers['content-type'] ?? '') ||
      req.headers['content-encoding'] ||
      !(length > 0 && length <= MAX_CACHED_BODY)
    ) {
      return next();
    }
    try {
      let body: Body;
      try {
        body = JSON.parse(await text(req)) as Body;
      } catch (error) {
        return next(unreadable(error));
      }
      req.body = body;
      const { query, variables = {}, operationName } = body ?? {};
      if (
        Object.keys(body ?? {}).some((name) => !PLAIN.has(name)) ||
        typeof query !== 'string' ||
        (operationName !== undefined && operationName !== null && typeof operationName !== 'string') ||
        typeof variables !== 'object' ||
        variables === null ||
        Array.isArray(variables) ||
        nesting(variables) > MAX_NESTING
      ) {
        return next();
      }
      // Looking up a document this gateway has read before costs next to nothing; reading a new one
      // is work, counted before it is done (`charge` counts a request once).
      if (!knownQuery(query)) {
        const refusal = await fairUse.charge(req, res);
        if (refusal || req.socket.destroyed) return next(refusal);
      }
      if (!operations.tags(query, operationName, {})) return next();
      const name = operationName ?? undefined;
      const key = keyOf(schema, query, name, variables as Record<string, unknown>);
      if (!key) return next();
      if (await answers.answer(req, res, key)) return;
      const refusal = await fairUse.charge(req, res);
      if (refusal || req.socket.destroyed) return next(refusal);
      const { result, tags, http } = await operations.run(
        { query, variables: variables as Record<string, unknown>, operationName: name, http: httpRequest(req, body) },
        anonymousContext(req, services),
      );
      if (!tags) {
        // Sent as Apollo's own handler would send it, rather than run a second time there.
        res.status(http.status ?? 200);
        for (const [name, value] of http.headers) res.setHeader(name, value);
        return void res.type('application/json; charset=utf-8').send(`${JSON.stringify(result)}\n`);
      }
      await answers.send(
        req,
        res,
        key,
        { status: 200, type: 'application/json; charset=utf-8', body: `${JSON.stringify(result)}\n`, tags },
        true,
      );
    } catch (error) {
      next(error);
    }
  };
}
