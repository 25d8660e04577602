import { setTimeout as sleep } from 'node:timers/promises';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { AppError } from '../core/errors';
import { addressGroup } from '../core/rate-limits';
import { carriesCredentials } from './session-cookie';

export const BUSY = 'Çok fazla istek gönderdiniz. Lütfen birkaç saniye sonra tekrar deneyin.';

/** Requests of one address that may start at once before the others wait their turn. */
const BURST = 10;
/** The longest a request waits for its turn; one that would wait longer is refused (429). */
export const MAX_WAIT_MS = 5_000;
/** Addresses remembered (a few hundred kB); one forgotten starts again with its burst. */
const ADDRESSES = 10_000;

/** Files served as they are (hashed assets, the GraphQL IDE's): as cheap as a cached answer. */
const STATIC = /^\/(assets|graphql\/sandbox)\//;

/**
 * Fair use of the gateway's one event loop. A cached answer costs next to nothing; anything else
 * (a page not kept yet, a view, a sign-in try, a GraphQL document, an upload, a share card) costs
 * a thousand times more, and a client asking for such work without pause, on a few connections,
 * would make every other reader wait behind it. So the work of each client address (an IPv6 one
 * by its /64) is paced to `perSecond` requests a second, on each gateway: past a burst of BURST, a
 * request waits for its turn — the client's own requests queue up behind each other, while the
 * event loop serves everyone else — and one that would wait more than MAX_WAIT_MS is refused at
 * once with 429 and Retry-After. Cached answers, static files and the health check are never
 * counted, so readers of the site never wait, and the admin (checked only when a request would
 * wait) is never paced.
 *
 * The pacing is the generic cell rate algorithm: one time per address, when its next request is
 * due. rate-limiter-flexible's RateLimiterQueue does the same with a fixed window, but keeps a
 * queue object for every key it has seen, for ever; here the addresses live in a bounded LRU.
 */
export class FairUse {
  private readonly due = new LRUCache<string, number>({ max: ADDRESSES });
  private readonly interval: number;

  /** `isAdmin`: whether a request's credentials are the admin's. */
  constructor(
    perSecond: number,
    private readonly isAdmin: (req: Request) => Promise<boolean>,
  ) {
    this.interval = perSecond > 0 ? 1000 / perSecond : 0;
  }

  /** How long a request of `address` waits for its turn (ms), or undefined when it is refused. */
  private turn(address: string, now = Date.now()): number | undefined {
    const due = Math.max(this.due.get(address) ?? now, now);
    const wait = due - now - (BURST - 1) * this.interval;
    if (wait > MAX_WAIT_MS) return undefined;
    this.due.set(address, due + this.interval);
    return Math.max(0, wait);
  }

  /**
   * Charges `requests` more of the address's turns once its request has begun (its work costs as
   * much as that many more): its own request is not held, the address's next ones wait. At most
   * MAX_WAIT_MS of them, so that one costly request makes the next wait rather than be refused.
   */
  private owe(req: Request, requests: number): void {
    if (!this.interval || requests < 1) return;
    const address = addressGroup(req.ip ?? 'unknown');
    const now = Date.now();
    const most = now + MAX_WAIT_MS + (BURST - 1) * this.interval;
    const due = Math.max(this.due.get(address) ?? now, now);
    this.due.set(address, Math.max(due, Math.min(due + requests * this.interval, most)));
  }

  /** Counts one request that does work, once: after its turn null, or the refusal to send. */
  async charge(req: Request, res: Response): Promise<AppError | null> {
    // What the request's work costs beyond a request's, once it is known (oweOf).
    res.locals.owe ??= (requests: number) => this.owe(req, requests);
    if (!this.interval || res.locals.charged) return null;
    res.locals.charged = true;
    const wait = this.turn(addressGroup(req.ip ?? 'unknown'));
    if (wait === 0) return null;
    if (carriesCredentials(req) && (await this.isAdmin(req))) return null;
    if (wait === undefined)
      return new AppError('TOO_MANY_REQUESTS', BUSY, { retryAfter: Math.ceil(MAX_WAIT_MS / 1000) });
    await sleep(wait);
    return null;
  }

  /** Every request that gets here does work (the cache's lanes come first), but static files. */
  gate(): RequestHandler {
    return (req, res, next) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && STATIC.test(req.path)) return next();
      this.charge(req, res).then((refusal) => {
        // A client that went away while it waited is owed nothing.
        if (!req.socket.destroyed) next(refusal ?? undefined);
      }, next);
    };
  }
}

/** The charge of a request's work beyond its own (`FairUse.owe`), once the gate has seen it. */
export const oweOf = (req: Request): ((requests: number) => void) | undefined =>
  req.res?.locals.owe as ((requests: number) => void) | undefined;
