import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import { advance, fakeDate } from '../../../test/support/clock';
import { testDb } from '../../../test/support/db';
import { REFUSED, whileRefused } from '../../../test/support/services';
import { totp } from '../../../test/support/totp';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';
import {
  ADDRESS,
  authServiceSuite,
  blocked,
  CODE_REQUIRED,
  ELSEWHERE,
  HOUR,
  LOGIN_FAILED,
  MINUTE,
  PASSWORD,
  WRONG,
  WRONG_CODE,
} from './auth.service.kit';

/**
 * AuthService, with the accounts (users.service) and two-factor sign-in (TwoFactorService) it
 * relies on, on a real database (SQLite, then MariaDB), without HTTP. The rate limits are the
 * app's, handed in as the app hands them (their counters in the test's database). Each test makes
 * the accounts it needs.
 */

describe(`AuthService (${testDb})`, () => {
  let dataSource: DataSource;
  let auth: AuthService;
  let twoFactor: TwoFactorService;
  const { account, login, failTimes, row, withTwoFactor, notACode } = authServiceSuite(
    (current) => ({ dataSource, auth, twoFactor } = current),
  );

  describe('sign-in', () => {
    it('the right password signs in whatever the case and spaces of the email: a token of that user, the user without secrets', async () => {
      const user = await account({ email: 'ayse@ornek.com', username: 'ayse' });
      const { token, user: signedIn } = await auth.login('  Ayse@Ornek.COM ', PASSWORD, ADDRESS);
      expect(signedIn).toMatchObject({ id: user.id, email: 'ayse@ornek.com', username: 'ayse', role: 'admin' });
      expect(signedIn.passwordHash).toBeUndefined();
      expect(signedIn.totpSecret).toBeUndefined();

      const { header, payload } = jwt.decode(token, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ sub: user.id, ver: 0, iss: 'portfolio' });
      expect(payload.exp! - payload.iat!).toBe(12 * 60 * 60);
      expect((await auth.userFromToken(token))?.id).toBe(user.id);
    });

    it('a wrong password, a password in another case, or an unknown email: UNAUTHENTICATED "Giriş başarısız" alike', async () => {
      const user = await account();
      await expect(login(user, WRONG)).rejects.toMatchObject(LOGIN_FAILED);
      await expect(login(user, PASSWORD.toUpperCase())).rejects.toMatchObject(LOGIN_FAILED);
      await expect(login({ email: 'kimse@ornek.com' })).rejects.toMatchObject(LOGIN_FAILED);
    });

    it('5 failures from one address block the account there for 10 minutes, even with the right password', async () => {
      fakeDate();
      const user = await account();
      const other = await account();
      await failTimes(user, 5);
      await expect(login(user)).rejects.toMatchObject(blocked('10 dakika', 600));
      await expect(login(user, WRONG)).rejects.toMatchObject(blocked('10 dakika', 600));
      // From another address, and for another account from this one, sign-in goes on.
      await expect(login(user, PASSWORD, ELSEWHERE)).resolves.toMatchObject({ user: { id: user.id } });
      await expect(login(other)).resolves.toMatchObject({ user: { id: other.id } });

      advance(10 * MINUTE - 1000);
      await expect(login(user)).rejects.toMatchObject(blocked('1 dakika', 1));
      advance(1000);
      await expect(login(user)).resolves.toMatchObject({ user: { id: user.id } });
    });

    it('an unknown email is blocked the same way, by the email as typed once normalised', async () => {
      fakeDate();
      for (const email of [
        'kimse@ornek.com',
        'KIMSE@ornek.com',
        ' Kimse@Ornek.com ',
        'kimse@ORNEK.COM',
        'kimse@ornek.com',
      ]) {
        await expect(auth.login(email, WRONG, ADDRESS)).rejects.toMatchObject(LOGIN_FAILED);
      }
      await expect(auth.login('kimse@ornek.com', WRONG, ADDRESS)).rejects.toMatchObject(blocked('10 dakika', 600));
      await expect(auth.login('baska@ornek.com', WRONG, ADDRESS)).rejects.toMatchObject(LOGIN_FAILED);
    });

    it('a block repeated within a day lasts twice as long', async () => {
      fakeDate();
      const user = await account();
      await failTimes(user, 5);
      advance(10 * MINUTE);
      await failTimes(user, 5);
      await expect(login(user)).rejects.toMatchObject(blocked('20 dakika', 1200));
    });

    it('a success clears the failures: 4 failures, success, 4 failures, success', async () => {
      const user = await account();
      await failTimes(user, 4);
      await expect(login(user)).resolves.toMatchObject({ user: { id: user.id } });
      await failTimes(user, 4);
      await expect(login(user)).resolves.toMatchObject({ user: { id: user.id } });
    });

    it('20 failures an hour from addresses the account does not know shut those out, not one it signed in from', async () => {
      fakeDate();
      const user = await account();
      await expect(login(user, PASSWORD, ELSEWHERE)).resolves.toBeTruthy(); // a known address from now on
      for (let i = 0; i < 20; i++) await failTimes(user, 1, `192.0.2.${i + 1}`);
      await expect(login(user, PASSWORD, '192.0.2.200')).rejects.toMatchObject(blocked('60 dakika', 3600));
      await expect(login(user, PASSWORD, ELSEWHERE)).resolves.toMatchObject({ user: { id: user.id } });
      advance(HOUR);
      await expect(login(user, PASSWORD, '192.0.2.200')).resolves.toMatchObject({ user: { id: user.id } });
    });
  });

  describe('two-factor sign-in', () => {
    it('the password alone is TWO_FACTOR_REQUIRED; a wrong code fails; the current code signs in once; a recovery code once', async () => {
      fakeDate();
      const { secret, recoveryCodes, user } = await withTwoFactor(await account());
      advance(30_000); // the code that turned it on is used up
      await expect(login(user)).rejects.toMatchObject(CODE_REQUIRED);
      await expect(login(user, PASSWORD, ADDRESS, '   ')).rejects.toMatchObject(CODE_REQUIRED);
      await expect(login(user, PASSWORD, ADDRESS, notACode(secret))).rejects.toMatchObject(WRONG_CODE);

      const code = totp(secret);
      // The password is checked first: with a wrong one the code is refused unread, and not spent.
      await expect(login(user, WRONG, ADDRESS, code)).rejects.toMatchObject(LOGIN_FAILED);
      const { token } = await login(user, PASSWORD, ADDRESS, code);
      expect((await auth.userFromToken(token))?.id).toBe(user.id);
      await expect(login(user, PASSWORD, ADDRESS, code)).rejects.toMatchObject(WRONG_CODE);

      const recovery = recoveryCodes[0]!;
      await expect(login(user, PASSWORD, ADDRESS, recovery.toUpperCase())).resolves.toMatchObject({
        user: { id: user.id },
      });
      await expect(login(user, PASSWORD, ADDRESS, recovery)).rejects.toMatchObject(WRONG_CODE);
    });

    it('being asked for the code counts neither as a failure nor as a success', async () => {
      fakeDate();
      const { secret, user } = await withTwoFactor(await account());
      advance(30_000);
      await failTimes(user, 4);
      for (let i = 0; i < 3; i++) await expect(login(user)).rejects.toMatchObject(CODE_REQUIRED);
      await failTimes(user, 1); // the fifth failure, not the eighth try
      await expect(login(user, PASSWORD, ADDRESS, totp(secret))).rejects.toMatchObject(blocked('10 dakika', 600));
    });

    it('turning it on stores the secret and 10 recovery codes (hashed) at once; a refused step leaves it off', async () => {
      fakeDate();
      const user = await account();
      await expect(twoFactor.enable(user, '123456')).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Önce kurulumu başlatın: QR kodu henüz oluşturulmadı.',
      });
      const { secret } = await twoFactor.setup(user);
      await expect(twoFactor.enable(user, notACode(secret))).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Doğrulama kodu geçersiz.',
      });

      await whileRefused(
        dataSource,
        { table: 'recovery_codes', event: 'INSERT', column: 'userId', value: user.id },
        async () => {
          await expect(twoFactor.enable(user, totp(secret))).rejects.toThrow(REFUSED);
        },
      );
      expect(await row(user.id)).toMatchObject({
        totpSecret: null,
        totpPendingSecret: secret,
        twoFactorEnabledAt: null,
      });
      const codes = () => dataSource.query('SELECT codeHash, usedAt FROM recovery_codes WHERE userId = ?', [user.id]);
      expect(await codes()).toEqual([]);
      expect((await login(user)).user.twoFactorEnabled).toBe(false);

      const { recoveryCodes, user: on } = await twoFactor.enable(user, totp(secret));
      expect(on.twoFactorEnabled).toBe(true);
      expect(await row(user.id)).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
      const stored: Array<{ codeHash: string; usedAt: unknown }> = await codes();
      expect(stored).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const { codeHash, usedAt } of stored) {
        expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(recoveryCodes).not.toContain(codeHash);
        expect(usedAt).toBeNull();
      }
      await expect(twoFactor.setup(on)).rejects.toMatchObject({ message: 'İki adımlı doğrulama zaten açık.' });
    });

    it('turning it off needs a valid code, counted like a sign-in; then the password alone signs in', async () => {
      fakeDate();
      const { secret, recoveryCodes, user } = await withTwoFactor(await account());
      advance(30_000);
      await expect(twoFactor.disable(user, notACode(secret), ADDRESS)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Doğrulama kodu geçersiz.',
      });
      expect((await row(user.id))?.totpSecret).toBe(secret);
      const off = await twoFactor.disable(user, recoveryCodes[1]!, ADDRESS);
      expect(off.twoFactorEnabled).toBe(false);
      expect(await row(user.id)).toMatchObject({ totpSecret: null, totpPendingSecret: null, twoFactorEnabledAt: null });
      expect(await dataSource.query('SELECT id FROM recovery_codes WHERE userId = ?', [user.id])).toEqual([]);
      await expect(twoFactor.disable(off, totp(secret), ADDRESS)).rejects.toMatchObject({
        message: 'İki adımlı doğrulama zaten kapalı.',
      });
      // One wrong code before: four more failures, and the fifth blocks.
      await failTimes(user, 4);
      await expect(login(user)).rejects.toMatchObject(blocked('10 dakika', 600));
    });
  });
});
