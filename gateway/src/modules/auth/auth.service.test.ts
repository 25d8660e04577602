import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import { advance, fakeDate } from '../../../test/support/clock';
import { captureLog, openTestDatabase, testDb } from '../../../test/support/db';
import { REFUSED, whileRefused, testLimits } from '../../../test/support/services';
import { totp } from '../../../test/support/totp';
import { AuthService } from './auth.service';
import { TwoFactorService } from './two-factor.service';
import { checkRole, createUser, ensureAdmin, findUser, setPassword, setRole } from './users.service';

/**
 * AuthService, with the accounts (users.service) and two-factor sign-in (TwoFactorService) it
 * relies on, on a real database (SQLite, then MariaDB), without HTTP. The rate limits are the
 * app's, handed in as the app hands them (their counters in the test's database). Each test makes
 * the accounts it needs.
 */

type User = Awaited<ReturnType<typeof createUser>>;

const SECRET = 'service-test-secret-'.padEnd(48, 'x');
const PASSWORD = 'dogru-sifre-123';
const WRONG = 'yanlis-sifre-000';
const ADDRESS = '203.0.113.7';
const ELSEWHERE = '198.51.100.9';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// The messages, as the services word them.
const LOGIN_FAILED = { code: 'UNAUTHENTICATED', message: 'Giriş başarısız' };
const WRONG_CODE = { code: 'UNAUTHENTICATED', message: 'Doğrulama kodu geçersiz.' };
const CODE_REQUIRED = {
  code: 'TWO_FACTOR_REQUIRED',
  message: 'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
};
const blocked = (wait: string, retryAfter: number) => ({
  code: 'TOO_MANY_REQUESTS',
  message: `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`,
  details: { retryAfter },
});
const userError = (message: string) => ({ name: 'UserError', message });

describe(`AuthService (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let auth: AuthService;
  let twoFactor: TwoFactorService;

  beforeAll(async () => ({ dataSource, drop } = await openTestDatabase()));
  afterAll(() => drop());
  beforeEach(async () => {
    for (const table of ['rate_limits', 'recovery_codes', 'users']) await dataSource.query(`DELETE FROM ${table}`);
    const limits = testLimits(dataSource);
    twoFactor = new TwoFactorService(dataSource, limits);
    auth = new AuthService(dataSource, SECRET, limits, twoFactor);
  });
  afterEach(() => jest.useRealTimers());

  let made = 0;
  /** An account (an admin unless told otherwise) with PASSWORD. */
  const account = (override: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(dataSource, { email: `kisi-${++made}@ornek.com`, password: PASSWORD, role: 'admin', ...override });

  const login = (user: Pick<User, 'email'>, password = PASSWORD, address = ADDRESS, code?: string) =>
    auth.login(user.email, password, address, code);

  async function failTimes(user: Pick<User, 'email'>, times: number, address = ADDRESS) {
    for (let i = 0; i < times; i++) await expect(login(user, WRONG, address)).rejects.toMatchObject(LOGIN_FAILED);
  }

  /** One stored user row, as the database holds it. */
  async function row(id: string): Promise<Record<string, unknown> | undefined> {
    const [found]: Array<Record<string, unknown>> = await dataSource.query(
      'SELECT email, username, role, tokenVersion, passwordHash, totpSecret, totpPendingSecret, twoFactorEnabledAt FROM users WHERE id = ?',
      [id],
    );
    return found && { ...found, tokenVersion: Number(found.tokenVersion) };
  }

  const userCount = async () =>
    Number(((await dataSource.query('SELECT COUNT(*) AS n FROM users')) as Array<{ n: number | string }>)[0]!.n);

  /** Turns two-factor sign-in on for `user` (set-up, then a code of this moment); its secret and recovery codes. */
  async function withTwoFactor(user: User) {
    const { secret } = await twoFactor.setup(user);
    const { recoveryCodes, user: on } = await twoFactor.enable(user, totp(secret));
    return { secret, recoveryCodes, user: on };
  }

  /** A 6-digit code that is none of the codes of `secret` within the accepted drift of now. */
  function notACode(secret: string): string {
    const current = new Set([-1, 0, 1].map((step) => totp(secret, Date.now() + step * 30_000)));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!current.has(code)) return code;
    }
  }

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
