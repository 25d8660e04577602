import type { TestApp } from './app';

/** The envelope of docs/api.md#rest-envelope-and-status-codes. */
export type Envelope<T = unknown> = { success: boolean; data?: T; message?: string };
export type RestResponse<T = unknown> = { status: number; headers: Headers; text: string; body: Envelope<T> };

/**
 * One REST call over HTTP: a JSON body when given (or `raw` text under `contentType`), a bearer
 * token and other headers when given; the status, headers, text and parsed envelope (an answer that is not JSON fails).
 */
export async function restCall<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  {
    token,
    body,
    raw,
    contentType,
    headers: extra = {},
  }: { token?: string; body?: unknown; raw?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = { ...extra, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = contentType ?? 'application/json';
  const response = await fetch(`${app.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

/** Only the status and envelope of a REST call, to compare with `toEqual` as a whole. */
export async function restAnswer<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  options: Parameters<typeof restCall>[3] = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const { status, body } = await restCall<T>(app, method, path, options);
  return { status, body };
}
