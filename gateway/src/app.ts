import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import type { Config } from './core/config';
import { ContentChanges } from './cache/changes';
import { PublicAnswers } from './cache/public-answers';
import { ResponseCache } from './cache/response-cache';
import { AppError, transportFailure } from './core/errors';
import { requestLog, type Logger } from './core/logger';
import { databaseLimiters } from './core/rate-limit-store';
import { RateLimits } from './core/rate-limits';
import { cachedQueries } from './graphql/cached-queries';
import { isAdmin } from './graphql/context';
import { Operations } from './graphql/operations';
import { createApolloServer, graphqlRouter } from './graphql/server';
import { bodyLimits } from './http/body-limits';
import { FairUse } from './http/fair-use';
import { securityHeaders } from './http/security';
import {
  answerHeaders,
  ANSWER_TAGS,
  COSTS,
  createServices,
  modules,
  plainRoutes,
  PUBLIC_FIELDS,
  routes,
  SANDBOX_QUERY,
  SEND_FILE,
  SITE_READS,
} from './modules';
import { restRouter } from './rest/router';
import { createSchema } from './schema';
import { builtFrontend, viteFrontend, type Frontend } from './site/frontend';
import { sitePages } from './site/pages';
import { publishingRouter } from './site/publishing';
import { errorPage, siteRouter } from './site/router';

/**
 * How long a cached public answer lives at most: writes drop what they change at once, but a view
 * drops nothing, so the view counts an answer shows are at most this old.
 */
const ANSWER_TTL_MS = 60_000;

export type AppDeps = {
  config: Config;
  dataSource: DataSource;
  log: Logger;
  jwtSecret: string;
  /** Counters in the database by default (shared by every gateway); tests may inject their own. */
  limits?: RateLimits;
  /** The HTTP server, for Vite's hot-reload socket in `npm run dev`. */
  server?: Server;
};

/**
 * The whole HTTP surface, without `listen`: tests mount it on an ephemeral port. Here the modules
 * (modules.ts) meet the doors: their services, schema, REST rows and cache tags are handed to the
 * routers, which know no module by name.
 */
export async function createApp({
  config,
  dataSource,
  log,
  jwtSecret,
  limits = new RateLimits(databaseLimiters(dataSource, jwtSecret)),
  server,
}: AppDeps): Promise<{
  app: Express;
  stop: () => Promise<void>;
}> {
  if (config.production && config.fetchPrivateAddresses)
    log.warn(
      'FETCH_PRIVATE_ADDRESSES açık: ağ geçidi başka sitelere düz http ile ve bu makinenin, iç ağın adreslerine de bağlanabilir. Yalnızca testler içindir; üretimde kapatın.',
    );
  const cache = new ResponseCache(config.cache.maxBytes, ANSWER_TTL_MS);
  const changes = new ContentChanges(dataSource, cache, config.cache.syncMs, modules);
  await changes.start();
  const answers = new PublicAnswers(cache, changes, config.cache.cdnMaxAge);
  const schema = await createSchema();
  const apollo = await createApolloServer(schema, PUBLIC_FIELDS, COSTS, config, log);
  const operations = new Operations(apollo, ANSWER_TAGS);
  // Asked only while requests are answered, when the services below exist.
  const pages = sitePages(operations, answers, () => services, SITE_READS);
  const deps = { dataSource, jwtSecret, limits, config, log, pages, modules };
  const services = createServices(deps);
  const background = modules.flatMap((module) => module.background?.(services, deps) ?? []);
  const fairUse = new FairUse(config.requestBudget, (req) => isAdmin(req, services));

  const app = express();
  app.disable('x-powered-by');
  // A request of a connection closed for pipelining too much (http/http-server.ts) is dropped unanswered.
  app.use((req, _res, next) => void (req.socket.destroyed || next()));
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));
  const headers = answerHeaders(config);
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') for (const [name, value] of headers) res.append(name, value);
    next();
  });
  app.use(requestLog(log));
  app.use(bodyLimits());
  app.get('/healthz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  // Public answers kept in memory go out here, before routing, parsing and rendering.
  app.use(answers.lookup());
  app.post('/graphql', cachedQueries(operations, schema, answers, services, fairUse));
  // Everything past here does work: each client address may start only so much of it a second.
  app.use(fairUse.gate());
  // What is not cached is compressed as it goes (cached answers carry their compressed bytes).
  app.use(compression());

  app.use(graphqlRouter(apollo, services, config, SANDBOX_QUERY));
  // Before the facade, whose /api answers 404 for any path none of its rows has (the backup's /api/backup).
  for (const module of modules) if (module.router) app.use(module.router.create(services));
  app.use(restRouter(routes, operations, schema, services, answers, plainRoutes, SEND_FILE));
  app.use(publishingRouter(operations, services, config, answers, SITE_READS));

  const frontend = config.viteDev ? await viteFrontend(server) : builtFrontend();
  if (frontend) app.use(siteRouter({ frontend, pages, operations, services, config, log, answers }));
  else app.get('/', (_req, res) => res.type('html').send(LANDING_PAGE));

  app.use((_req, res) => {
    res.status(404).type('text').send('Sayfa bulunamadı');
  });
  app.use(transportErrors(log, frontend));
  return {
    app,
    stop: async () => {
      changes.stop();
      await Promise.all(background.map((work) => work.stop()));
      await apollo.stop();
    },
  };
}

/**
 * Failures before GraphQL runs (body too large, malformed JSON or multipart, an undecodable path)
 * in the format of the door that was called: REST's envelope under /api, the site's error page for
 * a browser asking for a page, GraphQL's `errors` everywhere else.
 */
function transportErrors(log: Logger, frontend: Frontend | null): ErrorRequestHandler {
  return async (error: unknown, req, res, _next) => {
    const { status, code, message } = transportFailure(error);
    if (status >= 500) log.error({ err: error }, 'İstek işlenirken beklenmeyen hata');
    if (res.headersSent) return res.destroy();
    const details = error instanceof AppError ? error.details : {};
    if (typeof details.retryAfter === 'number') res.set('Retry-After', String(details.retryAfter));
    res.status(status);
    if (/^\/api(\/|$)/.test(req.path)) return res.json({ success: false, message });
    const page = frontend && req.method === 'GET' && !req.path.startsWith('/graphql') && req.accepts('html');
    if (!page) return res.json({ errors: [{ message, extensions: { code, ...details } }] });
    res.type('html').send(await errorPage(frontend, req.originalUrl, status, message));
  };
}

/** Shown at `/` when the React site has not been built: names the doors of the gateway. */
const LANDING_PAGE = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portfolyo ağ geçidi</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 40rem; margin: 4rem auto; padding: 0 1.25rem; line-height: 1.6; }
  code { font-size: 0.95em; padding: 0.1em 0.35em; border-radius: 0.3em; background: color-mix(in srgb, currentColor 10%, transparent); }
  li { margin: 0.4rem 0; }
</style>
</head>
<body>
<main>
<h1>Ağ geçidi çalışıyor</h1>
<p>Site arayüzü henüz derlenmedi. Ağ geçidinin kapıları:</p>
<ul>
  <li><code>/graphql</code> — GraphQL API (sitenin ve geliştiricilerin kapısı)</li>
  <li><code>/api</code> — REST API (betikler ve dış araçlar için)</li>
  <li><code>/uploads/{dosya}</code> — yüklenen dosyalar (CV, görseller)</li>
</ul>
</main>
</body>
</html>
`;
