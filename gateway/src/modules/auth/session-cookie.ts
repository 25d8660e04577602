import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';
import { TOKEN_LIFETIME_SECONDS } from './tokens';

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

/** Sets (sign-in) or clears (sign-out) the session cookie of one response. */
export type SessionCookie = { set(token: string): void; clear(): void };

export function sessionCookie(req: Request, res: Response): SessionCookie {
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
  return { set: (token) => write(token, TOKEN_LIFETIME_SECONDS), clear: () => write('', 0) };
}
