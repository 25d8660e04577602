import { ContactMessage } from '../../src/modules/contact/contact-message.entity';
import { startTestApp, type GraphQLResponse, type TestApp } from './app';
import { expectOnlyError } from './graphql';

/** Sign-in and contact-form attempts through GraphQL, each test on an app of its own (fresh counters). */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Starts an app (fresh counters), runs the test, closes the app with the real clock. */
export async function withApp(env: Record<string, string>, test: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await startTestApp(env);
  try {
    await test(app);
  } finally {
    jest.useRealTimers();
    await app.close();
  }
}

export const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { email } }
}`;

export const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
export const PASSWORD = 'dogru-sifre-123';
export const WRONG = 'yanlis-sifre-000';
export const LOGIN_FAILED = 'Giriş başarısız';
export const blockedText = (wait: string) => `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`;
export const busyText = (wait: string) => `Çok fazla giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`;
export const contactText = (wait: string) => `Çok fazla mesaj gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`;

export type LoginData = { login: { token: string; user: { email: string } } };

export const login = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  app.gql<LoginData>(LOGIN, { email, password }, { headers });

export const message = (n: number, extra: Record<string, unknown> = {}) => ({
  input: {
    name: 'Ziyaretçi',
    email: 'ziyaretci@example.com',
    message: `Merhaba, bu ${n}. deneme mesajıdır.`,
    ...extra,
  },
});

export const send = (
  app: TestApp,
  n: number,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) => app.gql(SEND, message(n, extra), { headers });

export const stored = (app: TestApp) => app.dataSource.getRepository(ContactMessage).count();

export function expectSignedIn(response: GraphQLResponse<LoginData>, email: string) {
  expect(response.errors).toBeUndefined();
  expect(response.data!.login.user.email).toBe(email);
  expect(typeof response.data!.login.token).toBe('string');
}

export const expectLoginFailed = (response: GraphQLResponse) =>
  expectOnlyError(response, 'UNAUTHENTICATED', LOGIN_FAILED);

/** TOO_MANY_REQUESTS with exactly this message and `retryAfter` (seconds) within [min, max]; returns it. */
export function expectTooMany(response: GraphQLResponse, text: string, min: number, max: number): number {
  expect(response.data ?? null).toBeNull();
  expect(response.errors).toHaveLength(1);
  const [error] = response.errors!;
  expect(error!.extensions.code).toBe('TOO_MANY_REQUESTS');
  expect(error!.message).toBe(text);
  expect(error!.message).toMatch(/^Çok fazla .*Lütfen \d+ (dakika|saat) sonra tekrar deneyin\.$/);
  const retryAfter = error!.extensions.retryAfter as number;
  expect(typeof retryAfter).toBe('number');
  expect(retryAfter).toBeGreaterThanOrEqual(min);
  expect(retryAfter).toBeLessThanOrEqual(max);
  return retryAfter;
}

export async function failTimes(app: TestApp, email: string, times: number, headers: Record<string, string> = {}) {
  for (let i = 0; i < times; i++) expectLoginFailed(await login(app, email, WRONG, headers));
}
