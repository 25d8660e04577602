import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'portfolio';
/** 12 hours: the token's `exp` and the session cookie's Max-Age. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export type TokenClaims = { sub: string; ver: number };

/** HS256 only, with issuer and expiry; `ver` is the user's token version at sign-in. */
export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ ver: claims.ver }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: TOKEN_ISSUER,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/** The claims of a valid token, or null for anything else (tampered, expired, wrong algorithm…). */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { sub: payload.sub, ver: payload.ver };
  } catch {
    return null;
  }
}
