import { MAX_IMAGE_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@portfolio/content-rules';
import express, { type Request, type RequestHandler } from 'express';
import { AppError, BODY_TOO_LARGE, badInput } from '../core/errors';

/** A JSON body, on both doors (docs/api.md#limits-and-bad-input); also the cap of each multipart field. */
export const JSON_LIMIT_BYTES = 1024 * 1024;
/** The largest body any route reads: the largest upload (an image) and its multipart fields. */
export const MULTIPART_LIMIT_BYTES = MAX_IMAGE_UPLOAD_BYTES + JSON_LIMIT_BYTES;

const multipart = (req: Request) => Boolean(req.is('multipart/form-data'));
const limitOf = (req: Request) => (multipart(req) ? MULTIPART_LIMIT_BYTES : JSON_LIMIT_BYTES);

/** How long, after the answer, the rest of an unread body is read and dropped before the connection is closed. */
export const LINGER_MS = 5000;

/**
 * The rest of a body the route did not read — an upload refused before its file was read, a body
 * refused for its declared size — is read and dropped after the answer (a lingering close, as RFC
 * 9112 §9.6 describes). The next request on the keep-alive connection is then not stuck behind
 * it, and a client that writes its whole body before reading gets the answer rather than a reset.
 * A body that goes on for LINGER_MS or twice its door's limit closes the connection instead.
 */
function discardRest(req: Request): void {
  if (req.complete) return;
  req.unpipe();
  let left = 2 * limitOf(req);
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, LINGER_MS).unref();
  req.on('data', (chunk: Buffer) => (left -= chunk.length) < 0 && close());
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * What a body may cost the server: a body that declares more than its door reads is refused at
 * once (413), before a byte of it is read; whatever of a body is left unread is dropped after the
 * answer (discardRest).
 */
export function bodyLimits(): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => discardRest(req));
    if (Number(req.headers['content-length']) > limitOf(req)) {
      return next(new AppError('PAYLOAD_TOO_LARGE', multipart(req) ? UPLOAD_MESSAGES.tooLarge : BODY_TOO_LARGE));
    }
    next();
  };
}

/** Far deeper than any operation or REST body of ours needs (about 5 levels), or an ActivityPub activity. */
export const MAX_NESTING = 20;
export const TOO_DEEP = `İstek gövdesi en fazla ${MAX_NESTING} düzey iç içe olabilir.`;

/** How deep a parsed body nests, counted without recursion (a hostile body may nest 100 000 deep). */
export function nesting(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0 && deepest <= MAX_NESTING) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A JSON body (up to JSON_LIMIT_BYTES) for either door, and a bound on how deep any parsed body
 * nests, so no code after it (GraphQL's coercion, our own walks) can run out of stack.
 */
export const jsonBody = (): RequestHandler[] => [
  express.json({ limit: JSON_LIMIT_BYTES }),
  (req, _res, next) => next(nesting(req.body) > MAX_NESTING ? badInput(TOO_DEEP) : undefined),
];
