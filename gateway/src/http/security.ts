import { VIDEO_ORIGINS } from '@portfolio/content-rules';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** docs/publishing.md#caching: what anything signed-in, a counted read and every write carry. */
export const PRIVATE = 'private, no-store';

/** docs/server.md#browser-security-policy, exactly; frame-src is the players a post may embed. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': VIDEO_ORIGINS,
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** The headers a middleware sets, found by running it once on a stand-in response. */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every response, as helmet writes them (maintained, and it drops
 * X-Powered-By), computed once at start: they do not depend on the request, and helmet's fifteen
 * middlewares cost a seventh of a bare route's throughput per request. Every answer is
 * `private, no-store` unless its route says it is public (docs/publishing.md#caching). `viteDev`
 * (`npm run dev` only, never in production) lets Vite's inline hot-reload preamble run.
 */
export function securityHeaders({ viteDev = false } = {}): RequestHandler {
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: viteDev
          ? { ...CONTENT_SECURITY_POLICY, 'script-src': ["'self'", "'unsafe-inline'"] }
          : CONTENT_SECURITY_POLICY,
      },
      // The site embeds YouTube/Vimeo players, which do not send CORP headers.
      crossOriginEmbedderPolicy: false,
      // The browsers' own default rather than helmet's no-referrer: another site learns only this
      // site's origin (YouTube's player refuses to play without it), and a page of this site knows
      // the page it came from, so analytics tells a visit's next page from a new visitor.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  headers.set('Cache-Control', PRIVATE);
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}
