import jwt from 'jsonwebtoken';
import { JWT_SECRET } from './app';

/**
 * Hand-made bearer tokens for the auth tests: everything a client could send that the gateway
 * must refuse (expired, tampered, unsigned, foreign, revoked…). The real ones are minted by
 * `signIn` / `login`; these mirror their shape (HS256, issuer 'portfolio', subject the user id,
 * claim `ver`).
 */

export const ISSUER = 'portfolio';

type Subject = { id: string; tokenVersion: number };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token exactly like the gateway's, with the given options overriding the defaults. */
export function sign(
  user: Subject,
  options: jwt.SignOptions = {},
  secret: string = JWT_SECRET,
  extra: Record<string, unknown> = {},
): string {
  return jwt.sign({ ver: user.tokenVersion, ...extra }, secret, {
    algorithm: 'HS256',
    subject: user.id,
    issuer: ISSUER,
    expiresIn: '12h',
    ...options,
  });
}

/** Expired an hour ago, via `expiresIn` in the past. */
export const expiredByExpiresIn = (user: Subject) => sign(user, { expiresIn: -3600 });

/** Expired a minute ago, via an explicit `exp` claim (issued 13 hours ago). */
export function expiredByExp(user: Subject): string {
  const now = nowSeconds();
  return jwt.sign({ ver: user.tokenVersion, iat: now - 13 * 3600, exp: now - 60 }, JWT_SECRET, {
    algorithm: 'HS256',
    subject: user.id,
    issuer: ISSUER,
  });
}

/** Signed with a secret the gateway does not know. */
export const foreignSecret = (user: Subject) => sign(user, {}, 'another-secret-'.padEnd(48, 'y'));

/** Signed with the right secret but another issuer. */
export const wrongIssuer = (user: Subject) => sign(user, { issuer: 'someone-else' });

/** Signed with the right secret and issuer but HS512 (the gateway accepts HS256 only). */
export const otherAlgorithm = (user: Subject) => sign(user, { algorithm: 'HS512' });

/** Without the `ver` claim. */
export function withoutVersion(user: Subject): string {
  return jwt.sign({}, JWT_SECRET, { algorithm: 'HS256', subject: user.id, issuer: ISSUER, expiresIn: '12h' });
}

/** Not valid before tomorrow. */
export const notYetValid = (user: Subject) => sign(user, { notBefore: '1d' });

/** `alg: none`: the claims of a perfectly valid token, unsigned. */
export function unsigned(user: Subject): string {
  const now = nowSeconds();
  const header = base64url({ alg: 'none', typ: 'JWT' });
  const payload = base64url({ ver: user.tokenVersion, iat: now, exp: now + 3600, iss: ISSUER, sub: user.id });
  return `${header}.${payload}.`;
}

/** Another base64url character in place of the one at `index` of `text`. */
function flipAt(text: string, index: number): string {
  const current = text[index];
  const replacement = current === 'A' ? 'B' : 'A';
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

function parts(token: string): [string, string, string] {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) throw new Error('not a JWT');
  return [header, payload, signature];
}

/** One character of the signature changed (in the middle, so that no padding bits hide it). */
export function tamperSignature(token: string): string {
  const [header, payload, signature] = parts(token);
  const tampered = `${header}.${payload}.${flipAt(signature, Math.floor(signature.length / 2))}`;
  if (tampered === token) throw new Error('tampering changed nothing');
  return tampered;
}

/** One character of the payload changed, signature kept. */
export function tamperPayload(token: string): string {
  const [header, payload, signature] = parts(token);
  const tampered = `${header}.${flipAt(payload, Math.floor(payload.length / 2))}.${signature}`;
  if (tampered === token) throw new Error('tampering changed nothing');
  return tampered;
}

/** The payload re-encoded with some claims changed (e.g. another `sub`, a later `exp`), signature kept. */
export function forgeClaims(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = parts(token);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${base64url({ ...claims, ...changes })}.${signature}`;
}

/** The decoded claims of a token (no verification). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}
