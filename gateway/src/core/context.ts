/**
 * What every resolver sees; the doors build it for each request (graphql/context.ts). The kernel
 * names the shape, the modules fill it: each declares the services it adds and auth declares who
 * the signed-in user is (TypeScript's declaration merging; see modules/blog/module.ts), so nothing
 * here knows a module.
 */
/** The modules' services, by name: each module's module.ts adds its own (`declare module`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/** The signed-in user: modules/auth/module.ts makes it its User entity. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Viewer {}

/** Sets or clears the browser's session cookie (http/session-cookie.ts). */
export type SessionCookie = { set(token: string): void; clear(): void };

export type Context = {
  /**
   * The signed-in user, from the bearer token or else the session cookie; null when there is no
   * valid one (a bad token on a public call is ignored). A bearer header wins over the cookie.
   */
  user: Viewer | null;
  /** The client's address: the socket, or X-Forwarded-For when TRUST_PROXY allows it. */
  address: string;
  /** The browser's User-Agent ('' when none). */
  userAgent: string;
  /** The reader asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
  doNotTrack: boolean;
  services: Services;
  /** Sets or clears the browser's session cookie: on /graphql only (REST sign-in answers a bearer token). */
  session: SessionCookie | null;
  /** The user came from the cookie on a request the site's pages may not have sent: mutations are refused (graphql/csrf.ts). */
  forgeable: boolean;
  /** What a resolver made once for this request (`perRequest`). */
  scope: Map<string, unknown>;
  /**
   * Charges the client's address for work beyond a request's, as that many more requests
   * (http/fair-use.ts): the cost limit charges an operation by its cost. Absent when no client's
   * request is behind the operation.
   */
  owe?: (requests: number) => void;
};

/** Made on first use and kept for the rest of the request: a module's DataLoader, for one. */
export function perRequest<T>(context: Context, key: string, make: () => T): T {
  if (!context.scope.has(key)) context.scope.set(key, make());
  return context.scope.get(key) as T;
}
