import type { Request } from 'express';
import type { User } from '../modules/auth/user.entity';
import type { Services } from '../services';

/** What every resolver sees; the REST facade builds the same one for its rows. */
export type Context = {
  /** The signed-in user; null when there is no valid token (a bad token on a public call is ignored). */
  user: User | null;
  /** The client's address: the socket, or X-Forwarded-For when TRUST_PROXY allows it. */
  address: string;
  services: Services;
};

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

export async function createContext(req: Request, services: Services): Promise<Context> {
  return {
    user: await services.auth.userFromToken(bearerToken(req)),
    address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    services,
  };
}
