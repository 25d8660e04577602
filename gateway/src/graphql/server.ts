import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type Request, type Router } from 'express';
import { GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import { MAX_TOKENS } from '../cache/tags';
import { jsonBody } from '../http/body-limits';
import type { Config } from '../core/config';
import type { CostDeclaration } from '../core/module';
import { AppError } from '../core/errors';
import type { Logger } from '../core/logger';
import { graphqlMultipart } from '../http/multipart';
import type { Services } from '../core/context';
import { authorizeFirst } from './authorize-first';
import { createContext, type Context } from './context';
import { costLimit } from './cost';
import { refuseForgedWrites } from './csrf';
import { createFormatError } from './format-error';

/**
 * Depth, alias and directive limits (graphql-armor) on every operation; no field suggestions in
 * production. The cost limit, which counts list sizes, is cost.ts's (armor's knows none).
 */
function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 8 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 10 },
    maxTokens: { enabled: false }, // graphql-js's own parse limit below answers 400, armor's 500
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}

/** The schema has no subscriptions: asking for one is the client's mistake (400), not ours. */
const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') return;
    context.reportError(
      new GraphQLError('Subscriptions are not supported', {
        nodes: node,
        originalError: new AppError('OPERATION_NOT_SUPPORTED'),
      }),
    );
  },
});

/** `publicFields`: the root fields anyone may call (the modules'); every other one needs a role. */
export async function createApolloServer(
  schema: GraphQLSchema,
  publicFields: ReadonlySet<string>,
  costs: readonly CostDeclaration[],
  config: Config,
  log: Logger,
): Promise<ApolloServer<Context>> {
  const protection = armor(config.production);
  const server = new ApolloServer<Context>({
    schema,
    ...protection,
    plugins: [
      ...protection.plugins,
      refuseForgedWrites(),
      authorizeFirst(publicFields),
      costLimit(costs),
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache hints wrap every field's resolver; the gateway caches whole answers itself
      // (cache/public-answers.ts), so they only cost time: 5 % of a 10 000-post list.
      ApolloServerPluginCacheControlDisabled(),
    ],
    formatError: createFormatError(log, config.production),
    introspection: config.introspection,
    csrfPrevention: true, // multipart uploads must send `apollo-require-preflight: true`
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.production,
    allowBatchedHttpRequests: false,
    // Automatic persisted queries would keep a cache in this process for clients we do not have.
    persistedQueries: false,
    validationRules: [...protection.validationRules, noSubscriptions],
    parseOptions: { maxTokens: MAX_TOKENS },
    stopOnTerminationSignals: false, // main.ts stops the HTTP server, then Apollo, then the database
  });
  await server.start();
  return server;
}

type Altair = typeof import('altair-static');

const SANDBOX_PATH = '/graphql/sandbox/';
const wantsPage = (req: Request) =>
  req.method === 'GET' && !req.query.query && req.accepts(['json', 'html']) === 'html';

/**
 * Altair's page, made to fit the CSP: served under SANDBOX_PATH so its relative URLs resolve
 * without a `<base>` (base-uri 'none'), its options in a script file instead of an inline script.
 */
function sandboxPage(renderAltair: Altair['renderAltair']): string {
  const page = renderAltair({
    baseURL: SANDBOX_PATH,
    endpointURL: '/graphql',
    serveInitialOptionsInSeperateRequest: `${SANDBOX_PATH}init.js`,
  });
  return page.replace(/<base [^>]*>/, '');
}

/**
 * `/graphql`: uploads (multipart), JSON up to 1 MB, Apollo; and in development (or with
 * GRAPHQL_SANDBOX=true) the Altair GraphQL IDE from the installed altair-static package: a
 * browser opening /graphql is sent to it, and it needs no outside request.
 */
export function graphqlRouter(
  server: ApolloServer<Context>,
  services: Services,
  config: Config,
  /** The operation the sandbox opens with (`Module.sandboxQuery`). */
  sandboxQuery: string,
): Router {
  const router = express.Router();
  if (config.sandbox) {
    // Loaded only here: the package holds the IDE's pages in memory (7 MB of heap).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { getDistDirectory, renderAltair, renderInitialOptions } = require('altair-static') as Altair;
    router.get('/graphql', (req, res, next) => (wantsPage(req) ? res.redirect(SANDBOX_PATH) : next()));
    router.get(SANDBOX_PATH, (_req, res) => res.type('html').send(sandboxPage(renderAltair)));
    router.get(`${SANDBOX_PATH}init.js`, (_req, res) => {
      res.type('js').send(
        renderInitialOptions({
          endpointURL: '/graphql',
          initialQuery: sandboxQuery,
          initialSettings: {
            'plugin.list': [],
            'alert.disableUpdateNotification': true,
            'alert.disableWarnings': true,
          },
        }),
      );
    });
    router.use(SANDBOX_PATH, express.static(getDistDirectory(), { index: false, maxAge: '1d' }));
  }
  router.use(
    '/graphql',
    graphqlMultipart(),
    ...jsonBody(),
    expressMiddleware(server, { context: ({ req, res }) => createContext(req, services, res) }),
  );
  return router;
}
