import { runUserCommand } from '../../cli/user';
import { RecoveryCode } from './recovery-code.entity';
import { User } from './user.entity';
import { createUser } from './users.service';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { advance, fakeDate } from '../../../test/support/clock';
import { expectOnlyError } from '../../../test/support/graphql';
import { totp } from '../../../test/support/totp';

/**
 * Two-factor sign-in (issue "Hardening" item 9): TOTP per RFC 6238 (SHA-1, 6 digits, 30 s,
 * ±1 step, no replay), 10 single-use recovery codes stored as hashes, codes rate-limited like
 * passwords, one stateless `login(email, password, code)` on both doors, and `2fa-reset`.
 *
 * Codes are computed by the test's own RFC 6238 implementation; the clock is moved by faking
 * `Date` alone (the rate limiters and the TOTP check both read it).
 */

const STEP = 30_000;
const PASSWORD = 'dogru-sifre-123';
const WRONG_CODE = 'Doğrulama kodu geçersiz.';
const CODE_REQUIRED =
  'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.';
const LOGIN_FAILED = 'Giriş başarısız';
const BLOCKED = 'Çok fazla başarısız giriş denemesi. Lütfen 10 dakika sonra tekrar deneyin.';

const LOGIN = `mutation($email: String!, $password: String!, $code: String) {
  login(email: $email, password: $password, code: $code) { token user { email twoFactorEnabled } }
}`;
const SETUP = 'mutation { setupTwoFactor { secret otpauthUrl qrCode } }';
const ENABLE =
  'mutation($code: String!) { enableTwoFactor(code: $code) { recoveryCodes user { id twoFactorEnabled } } }';
const DISABLE = 'mutation($code: String!) { disableTwoFactor(code: $code) { id twoFactorEnabled } }';

type LoginData = { login: { token: string; user: { email: string; twoFactorEnabled: boolean } } };
type SetupData = { setupTwoFactor: { secret: string; otpauthUrl: string; qrCode: string } };
type EnableData = { enableTwoFactor: { recoveryCodes: string[]; user: { id: string; twoFactorEnabled: boolean } } };

/** The middle of a 30-second step, some time from now, so ±1 step is never cut by a step boundary. */
const midStep = () => (Math.floor(Date.now() / STEP) + 10) * STEP + STEP / 2;

afterEach(() => jest.useRealTimers());

function expectSignedIn(response: GraphQLResponse<LoginData>, email: string) {
  expect(response.errors).toBeUndefined();
  expect(response.data!.login.user).toEqual({ email, twoFactorEnabled: true });
}

describe('the tests’ RFC 6238 implementation', () => {
  it('gives the RFC’s SHA-1 test vectors', () => {
    const secret = Buffer.from('12345678901234567890').toString('hex');
    // base32 of the ASCII key "12345678901234567890" (RFC 6238 Appendix B).
    const base32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(secret).toBe('3132333435363738393031323334353637383930');
    expect(totp(base32, 59_000, 8)).toBe('94287082');
    expect(totp(base32, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(base32, 20_000_000_000_000, 8)).toBe('65353130');
    expect(totp(base32, 59_000)).toBe('287082');
  });
});

describe(`two-factor sign-in (${testDb})`, () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(async () => {
    jest.useRealTimers();
    await app.close();
  });

  /** An admin with a token, and helpers bound to them. */
  async function owner(email = 'sahip@example.com') {
    const user = await createUser(app.dataSource, { email, password: PASSWORD, role: 'admin' });
    const { token } = (await app.gql<LoginData>(LOGIN, { email, password: PASSWORD })).data!.login;
    const as = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      app.gql<T>(query, variables, { token });
    const login = (code?: string | null, password = PASSWORD) =>
      app.gql<LoginData>(LOGIN, { email, password, ...(code === undefined ? {} : { code }) });
    return { user, token, as, login, email };
  }

  /** Turns 2FA on as the app's screen does; returns the secret and the recovery codes. */
  async function turnOn(as: Awaited<ReturnType<typeof owner>>['as']) {
    const setup = await as<SetupData>(SETUP);
    expect(setup.errors).toBeUndefined();
    const { secret } = setup.data!.setupTwoFactor;
    const enabled = await as<EnableData>(ENABLE, { code: totp(secret) });
    expect(enabled.errors).toBeUndefined();
    return { secret, recoveryCodes: enabled.data!.enableTwoFactor.recoveryCodes };
  }

  const stored = async (id: string) =>
    app.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect(['u.totpSecret', 'u.totpPendingSecret', 'u.totpLastStep'])
      .where({ id })
      .getOneOrFail();

  it('set-up shows a new secret once, as text, otpauth:// URL and SVG QR code; nothing changes until confirmed', async () => {
    const { user, as, login, email } = await owner();
    const setup = await as<SetupData>(SETUP);
    expect(setup.errors).toBeUndefined();
    const { secret, otpauthUrl, qrCode } = setup.data!.setupTwoFactor;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits, RFC 4226's recommended size
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Portfolyo:${email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Portfolyo',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    expect(await stored(user.id)).toMatchObject({
      totpSecret: null,
      totpPendingSecret: secret,
      twoFactorEnabledAt: null,
    });
    const signIn = await login();
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data!.login.user.twoFactorEnabled).toBe(false);

    // Starting again replaces the secret: the first one can no longer confirm.
    const again = (await as<SetupData>(SETUP)).data!.setupTwoFactor.secret;
    expect(again).not.toBe(secret);
    expectOnlyError(await as(ENABLE, { code: totp(secret) }), 'BAD_USER_INPUT', WRONG_CODE);
  });

  it('turning it on needs set-up first and a valid code; a wrong code changes nothing', async () => {
    const { user, as } = await owner();
    expectOnlyError(
      await as(ENABLE, { code: '123456' }),
      'BAD_USER_INPUT',
      'Önce kurulumu başlatın: QR kodu henüz oluşturulmadı.',
    );
    const { secret } = (await as<SetupData>(SETUP)).data!.setupTwoFactor;
    const wrong = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, 'abcdef', '12345', '1234567']) {
      expectOnlyError(await as(ENABLE, { code }), 'BAD_USER_INPUT', WRONG_CODE);
    }
    expectOnlyError(await as(ENABLE, { code: '  ' }), 'BAD_USER_INPUT', 'Doğrulama kodu zorunludur');
    expect(await stored(user.id)).toMatchObject({ totpSecret: null, twoFactorEnabledAt: null });
    expect(await app.dataSource.getRepository(RecoveryCode).count()).toBe(0);
  });

  it('turned on: 10 distinct recovery codes shown once and stored only as hashes; the secret is not shown again', async () => {
    const { user, as } = await owner();
    const { secret } = (await as<SetupData>(SETUP)).data!.setupTwoFactor;
    const code = totp(secret);
    const enabled = await as<EnableData>(ENABLE, { code: `${code.slice(0, 3)} ${code.slice(3)}` }); // as the app shows it
    expect(enabled.errors).toBeUndefined();
    const { recoveryCodes, user: after } = enabled.data!.enableTwoFactor;
    expect(after).toEqual({ id: user.id, twoFactorEnabled: true });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);

    const rows = await app.dataSource.getRepository(RecoveryCode).findBy({ userId: user.id });
    expect(rows).toHaveLength(10);
    const dump = JSON.stringify(rows);
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replace('-', ''));
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash) && row.usedAt === null)).toBe(true);
    expect(await stored(user.id)).toMatchObject({ totpSecret: secret, totpPendingSecret: null });

    expectOnlyError(await as(SETUP), 'BAD_USER_INPUT', 'İki adımlı doğrulama zaten açık.');
    expectOnlyError(await as(ENABLE, { code: totp(secret) }), 'BAD_USER_INPUT', 'İki adımlı doğrulama zaten açık.');
    expect((await as<{ me: { twoFactorEnabled: boolean } }>('{ me { twoFactorEnabled } }')).data).toEqual({
      me: { twoFactorEnabled: true },
    });
  });

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

  it('turning it off needs a valid code (wrong ones are rate-limited); then sign-in needs the password alone', async () => {
    const { user, as, login } = await owner();
    fakeDate(midStep());
    const { secret } = await turnOn(as);
    advance(STEP);

    expectOnlyError(await as(DISABLE, { code: '000000' }), 'BAD_USER_INPUT', WRONG_CODE);
    expect((await stored(user.id)).totpSecret).toBe(secret);
    const off = await as(DISABLE, { code: totp(secret) });
    expect(off).toEqual({ data: { disableTwoFactor: { id: user.id, twoFactorEnabled: false } } });
    expect(await stored(user.id)).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    expect(await app.dataSource.getRepository(RecoveryCode).countBy({ userId: user.id })).toBe(0);
    expectOnlyError(await as(DISABLE, { code: totp(secret) }), 'BAD_USER_INPUT', 'İki adımlı doğrulama zaten kapalı.');
    const plain = await login();
    expect(plain.errors).toBeUndefined();
    expect(plain.data!.login.user.twoFactorEnabled).toBe(false);

    // On again, then 5 wrong codes to turn it off: blocked like sign-in.
    advance(STEP);
    const again = await turnOn(as);
    advance(STEP);
    for (let i = 0; i < 5; i++) expectOnlyError(await as(DISABLE, { code: `99999${i}` }), 'BAD_USER_INPUT', WRONG_CODE);
    const blocked = await as(DISABLE, { code: totp(again.secret) });
    expect(blocked.errors![0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await stored(user.id)).totpSecret).toBe(again.secret);
  });

  it('a recovery code also turns it off', async () => {
    const { as } = await owner();
    const { recoveryCodes } = await turnOn(as);
    expect((await as(DISABLE, { code: recoveryCodes[9] })).errors).toBeUndefined();
  });

  it('set-up, on and off need a signed-in user', async () => {
    for (const [query, variables] of [
      [SETUP, {}],
      [ENABLE, { code: '123456' }],
      [DISABLE, { code: '123456' }],
    ] as const) {
      expectOnlyError(await app.gql(query, variables), 'UNAUTHENTICATED', 'Oturum açmanız gerekiyor.');
    }
  });

  it('`npm run user -- 2fa-reset --email …` turns it off and says so', async () => {
    const { user, as, login, email } = await owner();
    await turnOn(as);
    const output = await runUserCommand(app.dataSource, ['2fa-reset', '--email', email.toUpperCase()], async () => '');
    expect(output).toBe(`İki adımlı doğrulama kapatıldı, kurtarma kodları silindi: ${email} (admin)`);
    expect(await stored(user.id)).toMatchObject({ totpSecret: null, twoFactorEnabledAt: null });
    expect(await app.dataSource.getRepository(RecoveryCode).countBy({ userId: user.id })).toBe(0);
    expect((await login()).errors).toBeUndefined();
    expect(await runUserCommand(app.dataSource, ['2fa-reset', '--email', email], async () => '')).toBe(
      `İki adımlı doğrulama zaten kapalıydı: ${email} (admin)`,
    );
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
