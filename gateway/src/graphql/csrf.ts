import type { ApolloServerPlugin } from '@apollo/server';
import type { Request } from 'express';
import { AppError } from '../core/errors';
import type { Context } from '../core/context';

export const FORGED_WRITE =
  'İstek güvenlik denetiminden geçemedi: oturum çereziyle yapılan değişiklikler yalnızca sitenin kendi sayfalarından gönderilebilir.';

/**
 * Apollo's own CSRF-prevention headers. Another site's page can send a custom header only after a
 * CORS preflight, which this server never grants; the site's clients send one on every request.
 */
const CUSTOM_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Whether a request may be a write by the site's own pages: a custom header and, when the browser
 * says where the request comes from, our own origin. `Sec-Fetch-Site` (every current browser)
 * decides when present, else the `Origin` host must be ours — as Go's `CrossOriginProtection`
 * does, so that a proxy rewriting `Host` does not lock modern browsers out.
 */
export function sentBySite(req: Request): boolean {
  if (!CUSTOM_HEADERS.some((name) => req.get(name))) return false;
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = req.get('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false; // `Origin: null` (sandboxed frames, some redirects) and garbage
  }
}

/**
 * A request whose user comes from the session cookie and that could be a write (not GET/HEAD)
 * must prove it was sent by the site; bearer tokens are never sent by a browser on its own.
 */
export const forgeable = (req: Request, fromCookie: boolean): boolean =>
  fromCookie && !SAFE_METHODS.has(req.method) && !sentBySite(req);

/**
 * Refuses every mutation of a forgeable request (see `forgeable`), on both doors, before anything
 * else runs: FORBIDDEN with a Turkish message, nothing written. REST rows answering GET run with
 * `forgeable` false, so `GET /api/blogs/{id}` (the `viewBlog` mutation) stays a plain read.
 */
export function refuseForgedWrites(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue, response }) {
          if (operation?.operation !== 'mutation' || !contextValue.forgeable) return;
          response.http.status = 200; // like any resolver error on /graphql
          throw new AppError('FORBIDDEN', FORGED_WRITE);
        },
      };
    },
  };
}
