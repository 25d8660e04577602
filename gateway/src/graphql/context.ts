import DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import { sessionCookie, sessionToken, type SessionCookie } from '../modules/auth/session-cookie';
import type { User } from '../modules/auth/user.entity';
import type { Services } from '../services';
import { forgeable } from './csrf';

/** What every resolver sees; the REST facade builds the same one for its rows. */
export type Context = {
  /**
   * The signed-in user, from the bearer token or else the session cookie; null when there is no
   * valid one (a bad token on a public call is ignored). A bearer header wins over the cookie.
   */
  user: User | null;
  /** The client's address: the socket, or X-Forwarded-For when TRUST_PROXY allows it. */
  address: string;
  services: Services;
  /** Sets or clears the browser's session cookie: on /graphql only (REST sign-in answers a bearer token). */
  session: SessionCookie | null;
  /** The user came from the cookie on a request the site's pages may not have sent: mutations are refused (csrf.ts). */
  forgeable: boolean;
  /** Posts' contents by id, for this request: a list's posts ask together (a few statements, not one each). */
  contents: DataLoader<string, string>;
};

const contentsLoader = (services: Services) => new DataLoader((ids: readonly string[]) => services.blog.contents(ids));

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** A visitor without credentials: how the site's pages and the cached public queries are read. */
export const anonymousContext = (req: Request, services: Services): Context => ({
  user: null,
  address: req.ip ?? 'unknown',
  services,
  session: null,
  forgeable: false,
  contents: contentsLoader(services),
});

/** `res` is given by /graphql, whose `login` and `logout` set and clear the cookie. */
export async function createContext(req: Request, services: Services, res?: Response): Promise<Context> {
  const bearer = bearerToken(req);
  const user = await services.auth.userFromToken(bearer ?? sessionToken(req));
  return {
    user,
    address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    services,
    session: res ? sessionCookie(req, res) : null,
    forgeable: forgeable(req, !bearer && user !== null),
    contents: contentsLoader(services),
  };
}
