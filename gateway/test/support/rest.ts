import type { TestApp } from './app';

/** CONTRACT.md's REST envelope. */
export type Envelope<T = unknown> = { success: boolean; data?: T; message?: string };

/** One REST call over HTTP: a JSON body when given, a bearer token when given; the status and parsed envelope. */
export async function restCall<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}
