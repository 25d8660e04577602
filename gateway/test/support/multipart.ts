import type { GraphQLResponse } from './app';

/** A file part: its bytes, the file name the client declares and the declared media type. */
export type UploadFile = { bytes: Uint8Array | string; name?: string; type?: string };

export type MultipartResponse<T> = {
  status: number;
  headers: Headers;
  /** The raw response text. */
  text: string;
  /** The parsed body when the response is JSON, otherwise undefined. */
  body: T | undefined;
};

const toBlob = (file: UploadFile) =>
  new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], {
    type: file.type ?? 'application/octet-stream',
  });

/**
 * POSTs a multipart/form-data request with Node's own fetch/FormData/Blob. Parts are sent in the
 * given order: a string is a plain field, an `UploadFile` is a file part. Used by the GraphQL
 * upload tests and by the REST facade tests (`POST /api/about/cv` with the field `cv`).
 */
export async function postMultipart<T = unknown>(
  endpoint: string,
  parts: Array<[name: string, value: string | UploadFile]>,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
): Promise<MultipartResponse<T>> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, toBlob(value), value.name ?? 'file');
  }
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  });
  const text = await response.text();
  const isJson = /json/i.test(response.headers.get('content-type') ?? '');
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: isJson ? (JSON.parse(text) as T) : undefined,
  };
}

export type GraphQLUploadOptions = {
  query: string;
  /** Variables of the operation; the upload's own variable is set to null (the map fills it in). */
  variables?: Record<string, unknown>;
  /** The file; `null` sends no file part (the map still points at `path` unless `map` says otherwise). */
  file: UploadFile | null;
  /** Where the file goes in the operation (default `variables.file`). */
  path?: string;
  /** Overrides the `map` field, e.g. `{}` or a map pointing at a part that is never sent. */
  map?: Record<string, string[]>;
  token?: string;
  /** Extra headers; `apollo-require-preflight: true` is sent unless `preflight` is false. */
  headers?: Record<string, string>;
  /** Send the `apollo-require-preflight: true` header that Apollo's CSRF prevention requires (default true). */
  preflight?: boolean;
};

/**
 * POSTs one file with a GraphQL operation following the GraphQL multipart request spec: the
 * fields `operations` and `map`, then the file part `0`.
 */
export function postGraphQLUpload<T = Record<string, unknown>>(
  endpoint: string,
  {
    query,
    variables = {},
    file,
    path = 'variables.file',
    map,
    token,
    headers = {},
    preflight = true,
  }: GraphQLUploadOptions,
): Promise<MultipartResponse<GraphQLResponse<T>>> {
  const variableName = path.startsWith('variables.') ? path.slice('variables.'.length) : undefined;
  const operations = { query, variables: variableName ? { ...variables, [variableName]: null } : variables };
  const parts: Array<[string, string | UploadFile]> = [
    ['operations', JSON.stringify(operations)],
    ['map', JSON.stringify(map ?? { 0: [path] })],
  ];
  if (file) parts.push(['0', file]);
  return postMultipart<GraphQLResponse<T>>(endpoint, parts, {
    token,
    headers: { ...(preflight ? { 'apollo-require-preflight': 'true' } : {}), ...headers },
  });
}
