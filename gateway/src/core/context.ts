/**
 * What every resolver sees; the doors build it for each request (graphql/context.ts). The kernel
 * names the shape, the modules fill it: each declares the services it adds, what it reads of a
 * request, and auth who the signed-in user is (TypeScript's declaration merging; see
 * modules/blog/module.ts), so nothing here knows a module.
 */
import type { Request } from 'express';

/**
 * The modules' services, by name: each module's module.ts adds its own (`declare module`). Two are
 * named here, as shapes the composition fills (modules.ts): `sessions`, from the module declaring
 * `Module.sessions` (auth), by which the doors know who calls; and `facts`, the modules' `context`.
 */
export interface Services {
  sessions: Sessions;
  /** What the modules read of a request (`Module.context`), gathered (modules.ts); null: no request. */
  facts(req: Request | null): RequestFacts;
}

/**
 * What modules read of each request besides who calls and from where (analytics: the browser, and
 * whether it asks not to be tracked): each module's module.ts adds its own here (declaration
 * merging) and reads them from the request in its `Module.context`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RequestFacts {}

/** Who signs in: the doors find the caller of a request from its token with it, and check roles. */
export type Sessions = {
  /** How long a session's token and cookie live, in seconds. */
  lifetimeSeconds: number;
  /** The user a bearer or cookie token names, or null (no token, a bad or revoked one). */
  viewer(token: string | undefined): Promise<Viewer | null>;
  /** No user: UNAUTHENTICATED; one without any of `roles` (when some are given): FORBIDDEN. */
  checkAccess(viewer: Viewer | null, roles: readonly string[]): true;
  /** Whether the user is the admin. */
  isAdmin(viewer: Viewer | null): boolean;
};

/** The signed-in user: modules/auth/module.ts makes it its User entity. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Viewer {}

/** Sets or clears the browser's session cookie (http/session-cookie.ts). */
export type SessionCookie = { set(token: string): void; clear(): void };

export type Context = RequestFacts & {
  /**
   * The signed-in user, from the bearer token or else the session cookie; null when there is no
   * valid one (a bad token on a public call is ignored). A bearer header wins over the cookie.
   */
  user: Viewer | null;
  /** The client's address: the socket, or X-Forwarded-For when TRUST_PROXY allows it. */
  address: string;
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
