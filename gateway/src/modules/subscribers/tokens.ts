import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The links of the subscribers' mails (docs: /work contract of issue 47), keyed by the module's own
 * `hashKey` (subscriber_settings), never by JWT_SECRET: `{id}.{22 characters of an HMAC}`.
 * - confirm: over the id and the time of the last confirmation mail, so a newer mail kills the
 *   older link, and the link dies with the address (a pending one is deleted after 7 days);
 * - leave: over the id alone, so a mail's unsubscribe link works for as long as the address does,
 *   and answers (idempotently) once it is gone.
 */

const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);

export const confirmToken = (key: string, id: string, sentAt: Date) =>
  `${id}.${mac(key, `confirm:${id}:${sentAt.getTime()}`)}`;

export const leaveToken = (key: string, id: string) => `${id}.${mac(key, `leave:${id}`)}`;

/** What an address that left is kept as: HMAC-SHA256 of the address, hex. */
export const departureHash = (key: string, email: string) =>
  createHmac('sha256', key).update(`email:${email}`).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC = /^[A-Za-z0-9_-]{22}$/;

/** The id a token names, when it has the shape of one of ours; null for anything else. */
export function tokenId(token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  return rest.length === 0 && id && UUID.test(id) && signature && MAC.test(signature) ? id : null;
}

/** Whether `token` is `expected`, compared in constant time. */
export function sameToken(token: string, expected: string): boolean {
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
