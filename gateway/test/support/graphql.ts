import type { GraphQLResponse, TestApp } from './app';
import { snapshot } from './snapshot';

/** Words of graphql-js's and class-validator's English messages; none may reach `message`. */
export const ENGLISH =
  /\b(Variable|Field|Expected|cannot|Cannot|represent|type|value|invalid|required|provided|defined|exist|enum|must|should|String|Boolean|Int|ID)\b/;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A GraphQL `DateTime`: ISO 8601 in UTC with milliseconds. */
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The only error of a failed answer, as `{ code, message }`; the message has none of the libraries' English. */
export function failure(response: GraphQLResponse<unknown>) {
  expect(response.errors).toHaveLength(1);
  const error = response.errors![0]!;
  expect(error.message).not.toMatch(ENGLISH);
  return { code: error.extensions.code, message: error.message };
}

/** An answer without errors. */
export function succeeded(response: GraphQLResponse<unknown>) {
  expect(response.errors).toBeUndefined();
}

/** No stack, no exception and no source location in any error. */
export function expectNoInternals(body: GraphQLResponse<unknown>) {
  for (const error of body.errors ?? []) {
    expect(error.extensions).not.toHaveProperty('stacktrace');
    expect(error.extensions).not.toHaveProperty('exception');
    expect(JSON.stringify(error)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }
}

/**
 * The answer is exactly one error with this code and this message, and no data. With `exact`
 * (the default) `extensions` holds the code and nothing else; otherwise only internals are ruled out.
 */
export function expectOnlyError(
  body: GraphQLResponse<unknown> | undefined,
  code: string,
  message: string,
  { exact = true }: { exact?: boolean } = {},
) {
  expect(body).toBeDefined();
  expect(body!.data ?? null).toBeNull();
  expect(body!.errors?.map((error) => ({ code: error.extensions.code, message: error.message }))).toEqual([
    { code, message },
  ]);
  if (exact) expect(body!.errors![0]!.extensions).toEqual({ code });
  expectNoInternals(body!);
}

/**
 * Each operation is the admin's alone: refused to an anonymous caller (UNAUTHENTICATED) and to a
 * signed-in user (FORBIDDEN), with nothing stored changed.
 */
export async function expectAdminOnly(app: TestApp, operations: ReadonlyArray<readonly [string, object]>) {
  const { token } = await app.signIn('user');
  const before = await snapshot(app);
  for (const [query, variables] of operations) {
    expect(failure(await app.gql(query, variables as Record<string, unknown>))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Oturum açmanız gerekiyor.',
    });
    expect(failure(await app.gql(query, variables as Record<string, unknown>, { token }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Bu işlem için admin yetkisi gereklidir.',
    });
  }
  expect(await snapshot(app)).toEqual(before);
}
