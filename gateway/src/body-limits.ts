import express, { type Request, type RequestHandler } from 'express';
import { AppError, BODY_TOO_LARGE, badInput } from './errors';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from './modules/files/files.service';

/** A JSON body, on both doors (CONTRACT.md "Limits"); also the cap of each multipart field. */
export const JSON_LIMIT_BYTES = 1024 * 1024;
/** The largest body any route reads: one upload and its multipart fields. */
export const MULTIPART_LIMIT_BYTES = MAX_UPLOAD_BYTES + JSON_LIMIT_BYTES;

const multipart = (req: Request) => Boolean(req.is('multipart/form-data'));
const limitOf = (req: Request) => (multipart(req) ? MULTIPART_LIMIT_BYTES : JSON_LIMIT_BYTES);

/**
 * What a body may cost the server, before and after a route runs:
 * - a body that declares more than its door reads is refused at once (413), before a byte of it
 *   is read, and the connection is closed rather than kept waiting for it;
 * - a body a route left unread (an upload refused before its file was read) is read and dropped
 *   after the answer, so the next request on the keep-alive connection is not stuck behind it;
 *   past the limit the connection is closed instead.
 */
export function bodyLimits(): RequestHandler {
  return (req, res, next) => {
    if (Number(req.headers['content-length']) > limitOf(req)) {
      res.set('Connection', 'close');
      return next(new AppError('PAYLOAD_TOO_LARGE', multipart(req) ? TOO_LARGE : BODY_TOO_LARGE));
    }
    res.once('finish', () => {
      if (req.complete) return;
      req.unpipe();
      let left = limitOf(req);
      req.on('data', (chunk: Buffer) => (left -= chunk.length) < 0 && req.socket.destroy());
      req.resume();
    });
    next();
  };
}

/** Far deeper than any operation or REST body of ours needs (about 5 levels). */
export const MAX_NESTING = 20;

/** How deep a parsed body nests, counted without recursion (a hostile body may nest 100 000 deep). */
function nesting(value: unknown): number {
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
  (req, _res, next) =>
    next(
      nesting(req.body) > MAX_NESTING
        ? badInput(`İstek gövdesi en fazla ${MAX_NESTING} düzey iç içe olabilir.`)
        : undefined,
    ),
];
