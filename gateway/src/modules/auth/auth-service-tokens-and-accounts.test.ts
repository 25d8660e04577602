import type { DataSource } from 'typeorm';
import { advance, fakeDate } from '../../../test/support/clock';
import { captureLog, testDb } from '../../../test/support/db';
import { testLimits } from '../../../test/support/services';
import { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';
import { checkRole, createUser, ensureAdmin, findUser, setPassword, setRole } from './users.service';
import { authServiceSuite, HOUR, LOGIN_FAILED, PASSWORD, userError } from './auth.service.kit';

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
  const { account, login, row, userCount } = authServiceSuite((current) => ({ dataSource, auth, twoFactor } = current));

  describe('tokens', () => {
    it("logout revokes every token of that user, and no one else's; a new sign-in works", async () => {
      const one = await login(await account());
      const earlier = one.token;
      const again = await login(one.user);
      const other = await login(await account());
      await auth.logout(one.user);
      expect(await auth.userFromToken(earlier)).toBeNull();
      expect(await auth.userFromToken(again.token)).toBeNull();
      expect((await auth.userFromToken(other.token))?.id).toBe(other.user.id);
      expect(await row(one.user.id)).toMatchObject({ tokenVersion: 1 });
      const fresh = await login(one.user);
      expect((await auth.userFromToken(fresh.token))?.id).toBe(one.user.id);
    });

    it('nothing, garbage, a token of another secret, of a deleted user or past its 12 hours stands for no one', async () => {
      fakeDate();
      const { token, user } = await login(await account());
      const foreign = new AuthService(dataSource, 'another-secret-'.padEnd(48, 'y'), testLimits(dataSource), twoFactor);
      for (const bad of [undefined, '', 'abc', `${token}x`]) expect(await auth.userFromToken(bad)).toBeNull();
      expect(await foreign.userFromToken(token)).toBeNull();

      advance(12 * HOUR - 1000);
      expect((await auth.userFromToken(token))?.id).toBe(user.id);
      advance(1000);
      expect(await auth.userFromToken(token)).toBeNull();

      const { token: current } = await login(user);
      await dataSource.query('DELETE FROM users WHERE id = ?', [user.id]);
      expect(await auth.userFromToken(current)).toBeNull();
    });

    it('a new password revokes earlier tokens and the old password; the role is read anew for every token', async () => {
      const user = await account({ email: 'sahip@ornek.com' });
      const { token } = await login(user);
      const changed = await setPassword(dataSource, ' Sahip@Ornek.com', 'yeni-sifre-456');
      expect(changed.tokenVersion).toBe(1);
      expect(await auth.userFromToken(token)).toBeNull();
      await expect(login(user)).rejects.toMatchObject(LOGIN_FAILED);
      const { token: current } = await login(user, 'yeni-sifre-456');

      await setRole(dataSource, user.email, 'user');
      expect(await auth.userFromToken(current)).toMatchObject({ id: user.id, role: 'user' });
    });
  });

  describe('accounts', () => {
    it('createUser keeps the email normalised, the role (user unless told), the username trimmed, and only an argon2id hash', async () => {
      const user = await createUser(dataSource, {
        email: '  Yeni@Ornek.COM ',
        password: PASSWORD,
        username: '  yeni  ',
      });
      expect(user).toMatchObject({ email: 'yeni@ornek.com', username: 'yeni', role: 'user', tokenVersion: 0 });
      const stored = await row(user.id);
      expect(stored).toMatchObject({ email: 'yeni@ornek.com', username: 'yeni', role: 'user', tokenVersion: 0 });
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored!.passwordHash).not.toContain(PASSWORD);
      expect((await findUser(dataSource, 'YENI@ornek.com'))?.id).toBe(user.id);
      expect(
        (await createUser(dataSource, { email: 'adsiz@ornek.com', password: PASSWORD, username: '  ' })).username,
      ).toBeNull();
    });

    it('refuses a bad email, a short or long password, an unknown role, a taken email or an unknown user, writing nothing', async () => {
      const user = await account({ email: 'ayse@ornek.com' });
      const create = (email: string, password = PASSWORD) => createUser(dataSource, { email, password });
      await expect(create('gecersiz')).rejects.toMatchObject(userError('Geçersiz e-posta adresi: gecersiz'));
      await expect(create('a b@ornek.com')).rejects.toMatchObject(userError('Geçersiz e-posta adresi: a b@ornek.com'));
      await expect(create('kisa@ornek.com', 'kisa')).rejects.toMatchObject(
        userError('Şifre en az 8 karakter olmalıdır.'),
      );
      await expect(create('uzun@ornek.com', 'x'.repeat(1025))).rejects.toMatchObject(
        userError('Şifre en fazla 1024 karakter olabilir.'),
      );
      await expect(create(' AYSE@ornek.com')).rejects.toMatchObject(
        userError('Bu e-posta ile bir kullanıcı zaten var: ayse@ornek.com'),
      );
      expect(() => checkRole('editor')).toThrow(
        expect.objectContaining(userError('Geçersiz rol: editor (admin, user)')),
      );
      expect(checkRole('user')).toBe('user');
      await expect(setPassword(dataSource, 'yok@ornek.com', PASSWORD)).rejects.toMatchObject(
        userError('Kullanıcı bulunamadı: yok@ornek.com'),
      );
      await expect(setPassword(dataSource, user.email, 'kisa')).rejects.toMatchObject(
        userError('Şifre en az 8 karakter olmalıdır.'),
      );
      expect(await userCount()).toBe(1);
      expect(await row(user.id)).toMatchObject({ tokenVersion: 0 });
      await expect(login(user)).resolves.toBeTruthy();
    });

    it('ensureAdmin makes the admin of ADMIN_EMAIL (promoting a user of that email), then never again', async () => {
      const { log } = captureLog();
      const existing = await account({ email: 'patron@ornek.com', role: 'user' });
      await ensureAdmin(
        dataSource,
        { admin: { email: 'Patron@Ornek.com', password: 'yonetici-sifre' }, production: true },
        log,
      );
      expect(await row(existing.id)).toMatchObject({ role: 'admin', tokenVersion: 1 });
      await expect(login(existing, 'yonetici-sifre')).resolves.toMatchObject({ user: { role: 'admin' } });

      await ensureAdmin(
        dataSource,
        { admin: { email: 'ikinci@ornek.com', password: 'baska-sifre' }, production: true },
        log,
      );
      expect(await findUser(dataSource, 'ikinci@ornek.com')).toBeNull();
      expect(await userCount()).toBe(1);
    });

    it('a production start without an admin or ADMIN_EMAIL is refused, creating nobody', async () => {
      const { log } = captureLog();
      await account({ role: 'user' });
      await expect(ensureAdmin(dataSource, { admin: undefined, production: true }, log)).rejects.toMatchObject({
        name: 'ConfigError',
        message:
          'Yönetici hesabı yok: ilk başlatmada ADMIN_EMAIL ve ADMIN_PASSWORD verin (ya da `npm run user -- create --role admin ...`).',
      });
      expect(await userCount()).toBe(1);
    });
  });
});
