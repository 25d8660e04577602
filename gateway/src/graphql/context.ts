import type { Request, Response } from 'express';
import type { Context, Services } from '../core/context';
import { oweOf } from '../http/fair-use';
import { bearerToken, sessionCookie, sessionToken } from '../http/session-cookie';
import { forgeable } from './csrf';

export type { Context };

/** A visitor without credentials: how the site's pages and the cached public queries are read. */
export const anonymousContext = (req: Request, services: Services): Context => ({
  ...visitorContext(services),
  address: req.ip ?? 'unknown',
  ...services.facts(req),
  owe: oweOf(req),
});

/** A visitor of no request: the gateway reading its own public answers (site/pages.ts). */
export const visitorContext = (services: Services): Context => ({
  user: null,
  address: 'unknown',
  ...services.facts(null),
  services,
  session: null,
  forgeable: false,
  scope: new Map(),
});

/** The request's own caller. `res` is given by /graphql, whose `login` and `logout` set and clear the cookie. */
export async function createContext(req: Request, services: Services, res?: Response): Promise<Context> {
  const bearer = bearerToken(req);
  const user = await services.sessions.viewer(bearer ?? sessionToken(req));
  return {
    user,
    address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    ...services.facts(req),
    services,
    session: res ? sessionCookie(req, res, services.sessions.lifetimeSeconds) : null,
    forgeable: forgeable(req, !bearer && user !== null),
    scope: new Map(),
    owe: oweOf(req),
  };
}

/** Whether a request's credentials are the admin's (fair use never paces the admin). */
export const isAdmin = async (req: Request, services: Services) =>
  services.sessions.isAdmin((await createContext(req, services)).user);
