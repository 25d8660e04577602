import type { Federation } from '@fedify/fedify';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Services } from '../../core/context';
import { AppError } from '../../core/errors';
import type { PlainRoute } from '../../core/module';
import { JSON_LIMIT_BYTES, MAX_NESTING, nesting, TOO_DEEP } from '../../http/body-limits';

const ACTIVITY = ['application/activity+json', 'application/ld+json'];
const JSON_TYPES = ['application/json'];

/** The GETs Fedify answers: the actor (to clients asking for ActivityPub), its collections, WebFinger, NodeInfo. */
const GETS: Array<Omit<PlainRoute, 'method' | 'access'>> = [
  {
    path: '/about',
    summary:
      "The owner's fediverse actor (a Person) to clients that ask for application/activity+json or application/ld+json; browsers get the About page",
    answers: [...ACTIVITY, 'text/html'],
  },
  {
    path: '/about/outbox',
    summary: "The actor's outbox: Create(Article) of the visible posts, newest first, paged",
    answers: ACTIVITY,
  },
  { path: '/about/followers', summary: "The actor's accepted followers (their ids), paged", answers: ACTIVITY },
  { path: '/about/following', summary: 'Whom the actor follows: no one', answers: ACTIVITY },
  { path: '/about/featured', summary: "The actor's pinned posts: none", answers: ACTIVITY },
  {
    path: '/fediverse/posts/:id',
    summary:
      "A post as an ActivityPub Article (by the post's id) to clients that ask for it; browsers are sent to the post",
    params: { id: 'ID!' },
    answers: [...ACTIVITY, 'text/html'],
  },
  {
    path: '/.well-known/webfinger',
    summary: "WebFinger (RFC 7033): `resource=acct:{handle}@{host}` or the actor's URL finds the actor",
    answers: ['application/jrd+json', ...JSON_TYPES],
  },
  {
    path: '/.well-known/nodeinfo',
    summary: 'Where NodeInfo is (its 2.1 document)',
    answers: [...JSON_TYPES, 'application/jrd+json'],
  },
  {
    path: '/nodeinfo/2.1',
    summary: 'NodeInfo 2.1: what this server is (portfolio, ActivityPub, one user)',
    answers: JSON_TYPES,
  },
];

/** The inboxes: signed activities only (401 otherwise), taken at once (202) and handled from the queue. */
const INBOXES = ['/about/inbox', '/fediverse/inbox'];

export const FEDIVERSE_ROUTES: PlainRoute[] = [
  ...GETS.map((route) => ({ ...route, method: 'get' as const, access: 'public' as const })),
  ...INBOXES.map((path) => ({
    method: 'post' as const,
    path,
    summary:
      path === '/about/inbox'
        ? "The actor's inbox: an activity signed with HTTP Signatures (draft-cavage or RFC 9421) by its actor's key, else 401; 202 once taken, 429 past the sender's limits"
        : 'The shared inbox: the same as /about/inbox, for servers that deliver once to many of their users',
    access: 'public' as const,
    body: { id: 'String!', type: 'String!', actor: 'String!', object: 'String!' },
    answers: ['text/plain'],
    taken: ({ status }: { status: number }) => status === 202,
  })),
];

/** Whether a client asks for ActivityPub (Accept names activity+json or ld+json). */
export const wantsActivity = (req: Request) => /application\/(activity|ld)\+json/i.test(req.get('accept') ?? '');

/**
 * Fedify behind Express (as @fedify/express 1.x does it, with none for 2.x): the request made a
 * `Request`, answered by `federation.fetch`; what Fedify does not answer (another path, a client
 * that wants HTML) goes on to the next route, the site.
 */
async function toFedify(federation: Federation<void>, req: Request, res: Response, next: NextFunction) {
  let request: globalThis.Request;
  try {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    request = new Request(url, {
      method: req.method,
      headers,
      body: req.method === 'POST' && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined,
    });
  } catch {
    return next(); // a Host or header no URL or Headers takes: not Fedify's
  }
  let passed = false;
  const pass = () => {
    passed = true;
    return new Response(null, { status: 404 });
  };
  const response = await federation.fetch(request, { contextData: undefined, onNotFound: pass, onNotAcceptable: pass });
  if (passed) return next();
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
}

/**
 * An activity nested deeper than any real one (about 5 levels) is refused before Fedify's JSON-LD
 * reads it, which would run out of stack; a body that is no JSON is Fedify's to refuse.
 */
const shallow = (req: Request, res: Response, next: NextFunction) => {
  let parsed: unknown;
  try {
    parsed = Buffer.isBuffer(req.body) ? JSON.parse(req.body.toString('utf8')) : undefined;
  } catch {
    return next();
  }
  if (nesting(parsed) > MAX_NESTING) return void res.status(400).type('text/plain').send(TOO_DEEP);
  next();
};

/**
 * The module's routes: the actor, its collections, WebFinger and NodeInfo through Fedify; the
 * inboxes counted per client address first (a flood is refused with 429 before any signature is
 * checked), their body read as it came (up to 1 MB, nested at most MAX_NESTING deep) and handed to
 * Fedify untouched, which checks its digest and signature. A GET of any other address asking for ActivityPub is offered to Fedify
 * too, and goes on to the site when Fedify has nothing there.
 */
export function fediverseRouter(services: Services): Router {
  const router = express.Router();
  const federated = (req: Request, res: Response, next: NextFunction) =>
    toFedify(services.fediverse.federation, req, res, next).catch(next);
  for (const { path } of GETS)
    router.get(path, (req, res, next) =>
      path === '/about' && !wantsActivity(req) ? next() : federated(req, res, next),
    );
  // A browser at a post's Article address (a link followed from Mastodon) goes to the post; no visible post, the site's 404.
  router.get('/fediverse/posts/:id', (req, res, next) => {
    services.fediverse.postPath(String(req.params.id)).then((path) => (path ? res.redirect(302, path) : next()), next);
  });
  for (const path of INBOXES)
    router.post(
      path,
      async (req, res, next) => {
        res.set('Cache-Control', 'no-store');
        try {
          await services.fediverse.takeInbox(req.ip ?? 'unknown');
          next();
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') return next(error);
          const retryAfter = error.details.retryAfter;
          if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
          res.status(429).type('text/plain').send(error.message);
        }
      },
      express.raw({ type: () => true, limit: JSON_LIMIT_BYTES }),
      shallow,
      federated,
    );
  router.use((req, res, next) =>
    (req.method === 'GET' || req.method === 'HEAD') && wantsActivity(req) ? federated(req, res, next) : next(),
  );
  return router;
}
