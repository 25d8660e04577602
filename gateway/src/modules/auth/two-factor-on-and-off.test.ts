import { runUserCommand } from '../../cli/user';
import { RecoveryCode } from './recovery-code.entity';
import type { TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { advance, fakeDate } from '../../../test/support/clock';
import { expectOnlyError } from '../../../test/support/graphql';
import { totp } from '../../../test/support/totp';
import {
  STEP,
  WRONG_CODE,
  SETUP,
  ENABLE,
  DISABLE,
  SetupData,
  EnableData,
  midStep,
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
 * Here: set-up, turning it on and off, the recovery codes shown, `2fa-reset` (signing in with
 * codes: two-factor-sign-in.test.ts).
 */

afterEach(() => jest.useRealTimers());

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
  const { owner, turnOn, stored } = twoFactorSuite((current) => (app = current));

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
});
