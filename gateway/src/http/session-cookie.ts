import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { SessionCookie } from '../core/context';

/**
 * The browser's session: the same signed token a script sends as a bearer, kept in a cookie that
 * page scripts cannot read (HttpOnly) and that no other site's request carries (SameSite=Strict).
 * Revocation (`tokenVersion`) and expiry work exactly as for the bearer token.
 */
export const SESSION_COOKIE = 'session';

export function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  return (header && parseCookie(header)[SESSION_COOKIE]) || undefined;
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * A request that carries a credential (valid or not), read with the same cookie parser as the
 * request's context: it is never made to wait for another's answer, and what it gets is marked
 * private. Whether its own answer may be kept is decided from its resolved context
 * (cache/public-answers.ts `send`).
 */
export const carriesCredentials = (req: Request) =>
  Boolean(req.headers.authorization) || sessionToken(req) !== undefined;

/** Sets (sign-in, for `lifetime` seconds: the token's) or clears (sign-out) the session cookie of one response. */
export function sessionCookie(req: Request, res: Response, lifetime: number): SessionCookie {
  const write = (value: string, maxAge: number) =>
    res.append(
      'Set-Cookie',
      stringifySetCookie(SESSION_COOKIE, value, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        maxAge,
        // `req.secure` is true over https, or behind a proxy saying so when TRUST_PROXY trusts it.
        secure: req.secure,
      }),
    );
  return { set: (token) => write(token, lifetime), clear: () => write('', 0) };
}
