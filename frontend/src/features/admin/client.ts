import { ApolloClient } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createCache, fetchWithTimeout, SITE_HEADERS } from '../../lib/apollo';

/** Told how much of a request's body has been sent: `fraction` from 0 to 1. */
export type OnUploadProgress = (fraction: number) => void;

/** How long an upload may take: a phone photo of 20 MB on a slow connection. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * `fetch`, unless the operation's context asks to hear an upload's progress
 * (`context: { fetchOptions: { onUploadProgress } }`): fetch cannot say how much of a body has
 * gone, so that request goes by XMLHttpRequest, which can.
 */
export const fetchWithProgress: typeof fetch = (input, init = {}) => {
  const { onUploadProgress, ...options } = init as RequestInit & { onUploadProgress?: OnUploadProgress };
  if (!onUploadProgress) return fetchWithTimeout(input, options);
  return new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', String(input));
    request.timeout = UPLOAD_TIMEOUT_MS;
    new Headers(options.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => event.lengthComputable && onUploadProgress(event.loaded / event.total);
    request.onload = () => {
      const headers = new Headers();
      for (const line of request.getAllResponseHeaders().trim().split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve(new Response(request.responseText, { status: request.status, headers }));
    };
    request.onerror = request.ontimeout = () => reject(new TypeError('Network request failed'));
    options.signal?.addEventListener('abort', () => {
      request.abort();
      reject(options.signal!.reason);
    });
    request.send(options.body as XMLHttpRequestBodyInit);
  });
};

/**
 * The admin panel's client: the public one's timeout and CSRF header (the session cookie goes with
 * every same-origin request by itself), plus multipart uploads that can report their progress.
 */
export function createAdminClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new UploadHttpLink({ uri, fetch: fetchWithProgress, headers: SITE_HEADERS }),
    cache: createCache(),
  });
}
