import type { GraphQLResponse } from './app';

/** What the GraphQL limits' tests send and how they check the answer (graphql-limits*.test.ts). */

export const LIMITS = 'Sorgu izin verilen sınırları aşıyor.';
export const BAD_INPUT = 'Geçersiz istek.';

/** The gateway's Turkish sentences (some, such as 'Bilinmeyen alan: x.', have no Turkish letter). */
export const TURKISH = /[çğıöşüÇĞİÖŞÜ]|^(Bilinmeyen|Sorgu|Zorunlu)\b/;
export const range = (n: number) => Array.from({ length: n }, (_, index) => index);

/** `levels` nested inline fragments on Experience around `inner`: each one is a level of depth. */
export const nestedFragments = (levels: number, inner: string) =>
  range(levels).reduce((acc) => `... on Experience { ${acc} }`, inner);

/** about(1) › experiences(2) › fragments › title: depth = levels + 3. */
export const queryOfDepth = (depth: number) => `{ about { experiences { ${nestedFragments(depth - 3, 'title')} } } }`;

export const queryWithAliases = (n: number) =>
  `{ ${range(n)
    .map((i) => `a${i}: blogs { id }`)
    .join(' ')} }`;

export const queryWithDirectivesOnFields = (n: number) =>
  `{ ${range(n)
    .map((i) => `d${i}: blogs @include(if: true) { id }`)
    .join(' ')} }`;

/** blogs › `contents` × content: on a site without posts the list counts its selection once, 1 + 10·contents. */
/**
 * A query of exactly `cost` on an empty site (graphql/cost.ts, modules/blog/blog.cost.ts): the list
 * 1 + (a row 12 + a post's `previous` 40 apiece + an empty body 1 apiece), its posts counted as one.
 */
export const queryOfCost = (cost: number) => {
  const neighbours = Math.floor((cost - 13) / 40);
  return `{ blogs { ${'previous { id } '.repeat(neighbours)}${'content '.repeat(cost - 13 - 40 * neighbours)}} }`;
};

export const TOO_COSTLY = (cost: number) =>
  `Sorgu izin verilen sınırları aşıyor: maliyeti ${cost}, en fazla 5000 olabilir. ` +
  'Yazıları tek seferde blogs ile değil, sayfa sayfa blogPage(page, perPage) ile isteyin.';

export type Raw = { status: number; headers: Headers; body: GraphQLResponse };

/** POSTs any body to /graphql. */
export async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Raw> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as GraphQLResponse };
}

export const query = (url: string, source: string, variables: Record<string, unknown> = {}, token?: string) =>
  post(url, JSON.stringify({ query: source, variables }), token ? { authorization: `Bearer ${token}` } : {});

export function expectNoInternals(body: GraphQLResponse) {
  for (const error of body.errors ?? []) {
    expect(error.extensions).not.toHaveProperty('stacktrace');
    expect(error.extensions).not.toHaveProperty('exception');
  }
}

/** Refused before execution: no data, only BAD_USER_INPUT errors, and among them `message`. */
export function expectRefused(raw: Raw, message: string) {
  expect(raw.status).toBe(400);
  expect(raw.body.data).toBeUndefined();
  const errors = raw.body.errors ?? [];
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error.extensions.code).toBe('BAD_USER_INPUT');
  expect(errors.map((error) => error.message)).toContain(message);
  expectNoInternals(raw.body);
}

/** Refused with exactly one error. */
export function expectOnlyRefusal(raw: Raw, message: string) {
  expectRefused(raw, message);
  expect(raw.body.errors).toHaveLength(1);
}

export function expectAccepted(raw: Raw) {
  expect(raw.body.errors).toBeUndefined();
  expect(raw.status).toBe(200);
  expect(raw.body.data).toBeTruthy();
}
