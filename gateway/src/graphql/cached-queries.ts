import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { MAX_NESTING, nesting } from '../body-limits';
import { signedIn, type PublicAnswers } from '../cache/public-answers';
import { queryTags } from '../cache/tags';
import type { Services } from '../services';
import { anonymousContext, type Context } from './context';

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
 * POST /graphql from a visitor without credentials, with a short JSON body: a public query (only
 * `blogs`, `blogPage`, `blog`, `about`, `settings`) is answered from the cache by its exact body,
 * else run once as an anonymous visitor and kept (when it has no errors). Everything else — and
 * any query that fails — goes on to Apollo's own handler with the body already parsed, so its
 * answers and statuses stay Apollo's.
 */
export function cachedQueries(
  apollo: ApolloServer<Context>,
  answers: PublicAnswers,
  services: Services,
): RequestHandler {
  return async (req, res, next) => {
    const length = Number(req.headers['content-length']);
    if (
      req.method !== 'POST' ||
      signedIn(req.headers) ||
      !/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(req.headers['content-type'] ?? '') ||
      req.headers['content-encoding'] ||
      !(length > 0 && length <= MAX_CACHED_BODY)
    ) {
      return next();
    }
    try {
      const raw = await text(req);
      const key = `graphql ${raw}`;
      if (await answers.answer(req, res, key)) return;
      let body: Body;
      try {
        body = JSON.parse(raw) as Body;
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
        nesting(variables) > MAX_NESTING ||
        !queryTags(query, operationName, {})
      ) {
        return next();
      }
      const response = await apollo.executeOperation(
        {
          query,
          variables: variables as Record<string, unknown>,
          operationName: operationName ?? undefined,
          http: httpRequest(req, body),
        },
        { contextValue: anonymousContext(req, services) },
      );
      if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return next();
      const result = response.body.singleResult;
      const tags = queryTags(query, operationName, result.data);
      if (!tags) return next();
      answers.send(req, res, key, {
        status: 200,
        type: 'application/json; charset=utf-8',
        body: `${JSON.stringify(result)}\n`,
        tags,
        page: false,
      });
    } catch (error) {
      next(error);
    }
  };
}
