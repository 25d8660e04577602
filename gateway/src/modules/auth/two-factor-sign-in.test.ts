import { RecoveryCode } from './recovery-code.entity';
import type { GraphQLResponse, TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { advance, fakeDate } from '../../../test/support/clock';
import { expectOnlyError } from '../../../test/support/graphql';
import { totp } from '../../../test/support/totp';
import {
  STEP,
  PASSWORD,
  WRONG_CODE,
  CODE_REQUIRED,
  LOGIN_FAILED,
  BLOCKED,
  LOGIN,
  LoginData,
  midStep,
  expectSignedIn,
  twoFactorSuite,
} from './two-factor.kit';

/**
 * Two-factor sign-in (issue "Hardening" item 9): TOTP per RFC 6238 (SHA-1, 6 digits, 30 s,
 * ±1 step, no replay), 10 single-use recovery codes stored as hashes, codes rate-limited like
 * passwords, one stateless `login(email, password, code)` on both doors, and `2fa-reset`.
 *
 * Codes are computed by the test's own RFC 6238 implementation; the clock is moved by faking
 * `Date` alone (the rate limiters and the TOTP check both read it).
 *
 * Here: signing in with codes and recovery codes, drift, replay and rate limits, the REST sign-in's
 * OpenAPI row (set-up, on and off: two-factor-on-and-off.test.ts).
 */

afterEach(() => jest.useRealTimers());

describe(`two-factor sign-in (${testDb})`, () => {
  let app: TestApp;
  const { owner, turnOn } = twoFactorSuite((current) => (app = current));

  it('sign-in then asks for the code: TWO_FACTOR_REQUIRED, no token, no cookie, on both doors', async () => {
    const { as, email } = await owner();
    await turnOn(as);
    for (const code of [undefined, null, '', '   ']) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LOGIN, variables: { email, password: PASSWORD, code } }),
      });
      expect(response.headers.getSetCookie()).toEqual([]);
      expectOnlyError((await response.json()) as GraphQLResponse, 'TWO_FACTOR_REQUIRED', CODE_REQUIRED);
    }
    const rest = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ success: false, message: CODE_REQUIRED });
  });

  it('a wrong password is refused as before, whatever the code (and the code is not spent)', async () => {
    const { as, login, email } = await owner();
    fakeDate(midStep());
    const { secret } = await turnOn(as);
    advance(STEP);
    expectOnlyError(await login(totp(secret), 'yanlis-sifre-000'), 'UNAUTHENTICATED', LOGIN_FAILED);
    expectSignedIn(await login(totp(secret)), email);
  });

  it('signs in with the current code (GraphQL sets the cookie; REST answers the token); a used code is refused (replay)', async () => {
    const { as, login, email } = await owner();
    fakeDate(midStep());
    const { secret } = await turnOn(as); // spends the current step

    expectOnlyError(await login(totp(secret)), 'UNAUTHENTICATED', WRONG_CODE);
    advance(STEP);
    const code = totp(secret);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: LOGIN,
        variables: { email, password: PASSWORD, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` },
      }),
    });
    expectSignedIn((await response.json()) as GraphQLResponse<LoginData>, email);
    expect(response.headers.getSetCookie()[0]).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expectOnlyError(await login(code), 'UNAUTHENTICATED', WRONG_CODE); // the same code again

    advance(STEP);
    const rest = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, code: totp(secret) }),
    });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ success: true, data: { token: expect.any(String), user: { email } } });
    const replayed = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, code: totp(secret) }),
    });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ success: false, message: WRONG_CODE });
  });

  it('accepts ±1 step of clock drift, not 2; an older step than the last one used is refused', async () => {
    const { as, login, email } = await owner();
    const start = midStep();
    fakeDate(start);
    const { secret } = await turnOn(as); // uses step s
    const at = (steps: number) => totp(secret, start + steps * STEP);

    advance(10 * STEP); // now at s+10
    expectOnlyError(await login(at(8)), 'UNAUTHENTICATED', WRONG_CODE);
    expectOnlyError(await login(at(12)), 'UNAUTHENTICATED', WRONG_CODE);
    expectSignedIn(await login(at(9)), email); // the phone is 30 s behind
    expectSignedIn(await login(at(11)), email); // …or ahead
    // s+11 was used: the current step (s+10) is now older than the last one accepted.
    expectOnlyError(await login(at(10)), 'UNAUTHENTICATED', WRONG_CODE);
    advance(2 * STEP);
    expectSignedIn(await login(at(12)), email);
  });

  it('each recovery code signs in once (any case, with or without the dash); used ones are refused', async () => {
    const { as, login, email, user } = await owner();
    const { recoveryCodes } = await turnOn(as);
    const [first, second] = recoveryCodes as [string, string];
    expectSignedIn(await login(first), email);
    expectOnlyError(await login(first), 'UNAUTHENTICATED', WRONG_CODE);
    expectSignedIn(await login(` ${second.replace('-', '').toUpperCase()} `), email);
    expectOnlyError(await login(second), 'UNAUTHENTICATED', WRONG_CODE);
    expectOnlyError(await login('aaaaa-aaaaa'), 'UNAUTHENTICATED', WRONG_CODE);
    const used = await app.dataSource.getRepository(RecoveryCode).findBy({ userId: user.id });
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(2);
  });

  it('the same recovery code sent twice at once signs in only once', async () => {
    const { as, login } = await owner();
    const { recoveryCodes } = await turnOn(as);
    const answers = await Promise.all([login(recoveryCodes[3]), login(recoveryCodes[3]), login(recoveryCodes[3])]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
  });

  it('wrong codes count as failed sign-ins: 5 block the account from that address, even with a right code', async () => {
    const { as, login } = await owner();
    fakeDate(midStep());
    const { secret, recoveryCodes } = await turnOn(as);
    advance(STEP);
    for (let i = 0; i < 5; i++) expectOnlyError(await login(`00000${i}`), 'UNAUTHENTICATED', WRONG_CODE);
    const blocked = await login(totp(secret));
    expect(blocked.errors![0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors![0]!.message).toBe(
      'Çok fazla başarısız giriş denemesi. Lütfen 10 dakika sonra tekrar deneyin.',
    );
    expect((await login(recoveryCodes[0])).errors![0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
    advance(10 * 60_000 + 1_000);
    expect((await login(totp(secret))).errors).toBeUndefined();
  });

  it('15 wrong codes at once after one failure check 4 more; the others are refused with the block', async () => {
    const { as, login } = await owner();
    fakeDate(midStep());
    const { secret } = await turnOn(as);
    advance(STEP);
    const current = [-STEP, 0, STEP].map((drift) => totp(secret, Date.now() + drift));
    const wrong = Array.from({ length: 30 }, (_, i) => String(100_000 + i * 7_919)).filter((c) => !current.includes(c));
    expectOnlyError(await login(wrong[0]), 'UNAUTHENTICATED', WRONG_CODE);
    const answers = await Promise.all(wrong.slice(1, 16).map((code) => login(code)));
    const kinds = answers.map((answer) => `${answer.errors![0]!.extensions.code}: ${answer.errors![0]!.message}`);
    // WRONG_CODE is only ever answered after the code was compared: 4 (before, every one was).
    expect(kinds.filter((kind) => kind === `UNAUTHENTICATED: ${WRONG_CODE}`)).toHaveLength(4);
    expect(kinds.filter((kind) => kind === `TOO_MANY_REQUESTS: ${BLOCKED}`)).toHaveLength(11);
    expect((await login(totp(secret))).errors![0]!.message).toBe(BLOCKED);
  });

  it('asking for the code does not reset the failure count between guesses', async () => {
    const { as, login } = await owner();
    fakeDate(midStep());
    const { secret } = await turnOn(as);
    advance(STEP);
    for (let i = 0; i < 4; i++) expectOnlyError(await login(`11111${i}`), 'UNAUTHENTICATED', WRONG_CODE);
    expectOnlyError(await login(), 'TWO_FACTOR_REQUIRED', CODE_REQUIRED);
    expectOnlyError(await login('222222'), 'UNAUTHENTICATED', WRONG_CODE);
    expect((await login(totp(secret))).errors![0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('the OpenAPI document shows the optional `code` of REST sign-in', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            description?: string;
            requestBody: {
              content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
            };
          }
        >
      >;
    };
    const login = doc.paths['/api/auth/login']!.post!;
    const schema = login.requestBody.content['application/json']!.schema;
    expect(schema.properties.code).toEqual({ type: ['string', 'null'] });
    expect(schema.required).toEqual(['email', 'password']);
    expect(login.description).toContain('`code`');
  });
});
