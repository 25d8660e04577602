import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TEXTS,
  subscriptionStatusPath,
  type SubscriptionStatus,
} from '@portfolio/content-rules';
import busboy from 'busboy';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Services } from '../../core/context';
import { AppError } from '../../core/errors';
import type { PlainRoute } from '../../core/module';

/**
 * The subscribers' forms without JavaScript, and the one-click unsubscribe of RFC 8058: POSTs to
 * the addresses whose GET pages the frontend renders (`/subscribe`, `/subscribe/confirm/{token}`,
 * `/unsubscribe/{token}`), each answered with a 303 back to `/subscribe?durum=…`, whose page says
 * in Turkish what happened. A GET confirms nothing: link scanners and previews follow links.
 */

/** What `/subscribe?durum=…` says (content-rules' SUBSCRIPTION_STATUSES, the page's messages). */
type Outcome = SubscriptionStatus;

const outcomePage = subscriptionStatusPath;
/** A redirect taken: the request may have stored what it sent. */
const TAKEN: Outcome[] = ['gonderildi', 'onaylandi', 'ayrildi'];
const taken = ({ status, location }: { status: number; location?: string }) =>
  (status === 303 && TAKEN.some((outcome) => location === outcomePage(outcome))) || status === 200;

const FORM = 'application/x-www-form-urlencoded';

export const SUBSCRIBE_ROUTE: PlainRoute = {
  method: 'post',
  path: '/subscribe',
  summary: "The subscription form without JavaScript: 303 to /subscribe?durum=gonderildi, 'gecersiz' or 'cok-fazla'",
  access: 'public',
  body: { email: 'String!', website: 'String' },
  form: true,
  answers: [],
  taken,
};

export const CONFIRM_ROUTE: PlainRoute = {
  method: 'post',
  path: '/subscribe/confirm/:token',
  summary: "The confirmation page's button: 303 to /subscribe?durum=onaylandi or 'baglanti-gecersiz'",
  access: 'public',
  params: { token: 'String!' },
  answers: [],
  taken,
};

export const UNSUBSCRIBE_ROUTE: PlainRoute = {
  method: 'post',
  path: '/unsubscribe/:token',
  summary:
    "Unsubscribes: a mail provider's one-click POST (RFC 8058, body List-Unsubscribe=One-Click) is answered 200 in plain text; the page's button, 303 to /subscribe?durum=ayrildi or 'baglanti-gecersiz'",
  access: 'public',
  params: { token: 'String!' },
  body: { 'List-Unsubscribe': 'String' },
  form: true,
  answers: ['text/plain'],
  taken,
};

/** A small form (urlencoded, as a page or a mail provider sends it); other bodies are left unread. */
const formBody = (): RequestHandler[] => [express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 })];

const field = (req: Request, name: string): string | null => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
};

/**
 * Whether the body is RFC 8058's `List-Unsubscribe=One-Click`: urlencoded (read already), or
 * multipart/form-data, which the RFC prefers, read here (a few small fields at most).
 */
function oneClick(req: Request): Promise<boolean> {
  if (field(req, 'List-Unsubscribe') === 'One-Click') return Promise.resolve(true);
  if (!req.is('multipart/form-data')) return Promise.resolve(false);
  return new Promise((resolve) => {
    let found = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fields: 10, fieldSize: 100, files: 0, parts: 10 } });
    } catch {
      return resolve(false); // no boundary
    }
    parser.on('field', (name, value) => {
      if (name === 'List-Unsubscribe' && value === 'One-Click') found = true;
    });
    parser.on('close', () => resolve(found));
    parser.on('error', () => resolve(found));
    req.pipe(parser);
  });
}

const see = (res: Response, outcome: Outcome) =>
  res.set('Cache-Control', 'no-store').redirect(303, outcomePage(outcome));

/** The refusals a form shows as a message; anything else is the gateway's failure. */
function outcomeOf(error: unknown, invalid: Outcome): Outcome {
  if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return 'cok-fazla';
  if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return invalid;
  throw error;
}

export function subscribersRouter(services: Services): Router {
  const router = express.Router();
  const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

  router.post(SUBSCRIBE_ROUTE.path, ...formBody(), async (req, res, next) => {
    try {
      if (!req.is(FORM)) return see(res, 'gecersiz');
      await services.subscribers.subscribe(field(req, 'email') ?? '', field(req, 'website'), address(req));
      see(res, 'gonderildi');
    } catch (error) {
      try {
        see(res, outcomeOf(error, 'gecersiz'));
      } catch (failure) {
        next(failure);
      }
    }
  });

  router.post(CONFIRM_ROUTE.path, async (req, res, next) => {
    try {
      await services.subscribers.confirm(String(req.params.token));
      see(res, 'onaylandi');
    } catch (error) {
      try {
        see(res, outcomeOf(error, 'baglanti-gecersiz'));
      } catch (failure) {
        next(failure);
      }
    }
  });

  router.post(UNSUBSCRIBE_ROUTE.path, ...formBody(), async (req, res, next) => {
    try {
      const provider = await oneClick(req);
      try {
        await services.subscribers.unsubscribe(String(req.params.token));
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'BAD_USER_INPUT')) throw error;
        if (provider)
          return res
            .status(400)
            .set('Cache-Control', 'no-store')
            .type('text/plain')
            .send(SUBSCRIPTION_STATUSES['baglanti-gecersiz'].text);
        return see(res, 'baglanti-gecersiz');
      }
      if (provider) return res.set('Cache-Control', 'no-store').type('text/plain').send(SUBSCRIPTION_TEXTS.left);
      see(res, 'ayrildi');
    } catch (error) {
      next(error);
    }
  });

  return router;
}
