import type { Request, Response } from 'express';
import type { Context, Services } from '../core/context';
import { oweOf } from '../http/fair-use';
import { bearerToken, sessionCookie, sessionToken } from '../http/session-cookie';
import { TOKEN_LIFETIME_SECONDS } from '../modules/auth/tokens';
import { forgeable } from './csrf';

export type { Context };

/** What a request says of its browser: its User-Agent, and whether it asks not to be tracked. */
const browserOf = (req: Request) => ({
  userAgent: req.get('user-agent') ?? '',
  doNotTrack: req.get('dnt') === '1' || req.get('sec-gpc') === '1',
});

/** A visitor without credentials: how the site's pages and the cached public queries are read. */
export const anonymousContext = (req: Request, services: Services): Context => ({
  ...visitorContext(services),
  address: req.ip ?? 'unknown',
  ...browserOf(req),
  owe: oweOf(req),
});

/** A visitor of no request: the gateway reading its own public answers (site/pages.ts). */
export const visitorContext = (services: Services): Context => ({
  user: null,
  address: 'unknown',
  userAgent: '',
  doNotTrack: false,
  services,
  session: null,
  forgeable: false,
  scope: new Map(),
});

/** The request's own caller. `res` is given by /graphql, whose `login` and `logout` set and clear the cookie. */
export async function createContext(req: Request, services: Services, res?: Response): Promise<Context> {
  const bearer = bearerToken(req);
  const user = await services.auth.userFromToken(bearer ?? sessionToken(req));
  return {
    user,
    address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    ...browserOf(req),
    services,
    session: res ? sessionCookie(req, res, TOKEN_LIFETIME_SECONDS) : null,
    forgeable: forgeable(req, !bearer && user !== null),
    scope: new Map(),
    owe: oweOf(req),
  };
}

/** Whether a request's credentials are the admin's (fair use never paces the admin). */
export const isAdmin = async (req: Request, services: Services) =>
  (await createContext(req, services)).user?.role === 'admin';
