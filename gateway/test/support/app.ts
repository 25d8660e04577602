import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/core/config';
import { createHttpServer } from '../../src/http/http-server';
import { signToken } from '../../src/modules/auth/tokens';
import type { Role, User } from '../../src/modules/auth/user.entity';
import { createUser } from '../../src/modules/auth/users.service';
import { databaseLimiters } from '../../src/core/rate-limit-store';
import { RateLimits } from '../../src/core/rate-limits';
import { captureLog, openTestDatabase } from './db';

export const JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions: { code: string; [key: string]: unknown }; path?: string[] }>;
};

/**
 * The real app (both doors) on an ephemeral port over a fresh, migrated database of the current
 * project's dialect, with its own rate-limit counters (in that database, as the app keeps them).
 */
export async function startTestApp(env: Record<string, string> = {}) {
  const { dataSource, drop } = await openTestDatabase();
  return serveTestApp(dataSource, env, drop);
}

/**
 * The real app over an open, migrated DataSource, with nothing else of its own shared: its own
 * services and rate-limit counters (kept in that database). `close` stops it, then runs `release`
 * (e.g. dropping the database); several of these over one database are several gateways.
 */
export async function serveTestApp(
  dataSource: DataSource,
  env: Record<string, string> = {},
  release: () => Promise<void> = async () => undefined,
  /** Settings no variable sets (the mail outbox's waits). */
  adjust: (config: Config) => Config = (config) => config,
) {
  const config = adjust(loadConfig({ NODE_ENV: 'test', JWT_SECRET, PUBLIC_URL: 'https://site.example', ...env }));
  const { log, lines } = captureLog();
  const limits = new RateLimits(databaseLimiters(dataSource, JWT_SECRET));
  const { app, stop } = await createApp({ config, dataSource, log, jwtSecret: JWT_SECRET, limits });
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** POSTs a GraphQL operation as JSON. */
  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** A user of the given role (made as the user command does) and a valid token for it. */
  async function signIn(role: Role = 'admin', email = `${role}-${Math.random().toString(36).slice(2)}@example.com`) {
    const user: User = await createUser(dataSource, { email, password: 'test-password', role });
    return { user, token: signToken(JWT_SECRET, { sub: user.id, ver: user.tokenVersion }), password: 'test-password' };
  }

  return {
    url,
    dataSource: dataSource as DataSource,
    limits,
    log: lines,
    gql,
    signIn,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await release();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** `startTestApp` with a signed-in admin: the app and the admin's token. */
export async function startAdminApp(env: Record<string, string> = {}): Promise<{ app: TestApp; token: string }> {
  const app = await startTestApp(env);
  return { app, token: (await app.signIn('admin')).token };
}
