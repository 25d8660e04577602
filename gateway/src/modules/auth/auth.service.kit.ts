import type { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../test/support/db';
import { testLimits } from '../../../test/support/services';
import { totp } from '../../../test/support/totp';
import { AuthService } from './auth.service';
import { TwoFactorService } from './two-factor.service';
import { createUser } from './users.service';

/**
 * What the AuthService suites (auth-service-sign-in, auth-service-tokens-and-accounts) share: a
 * real database of their own (SQLite, then MariaDB), emptied of accounts and counters before each
 * test, new services over it, and the helpers that make accounts and sign in through them.
 */

export type User = Awaited<ReturnType<typeof createUser>>;

export const SECRET = 'service-test-secret-'.padEnd(48, 'x');
export const PASSWORD = 'dogru-sifre-123';
export const WRONG = 'yanlis-sifre-000';
export const ADDRESS = '203.0.113.7';
export const ELSEWHERE = '198.51.100.9';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

// The messages, as the services word them.
export const LOGIN_FAILED = { code: 'UNAUTHENTICATED', message: 'Giriş başarısız' };
export const WRONG_CODE = { code: 'UNAUTHENTICATED', message: 'Doğrulama kodu geçersiz.' };
export const CODE_REQUIRED = {
  code: 'TWO_FACTOR_REQUIRED',
  message: 'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
};
export const blocked = (wait: string, retryAfter: number) => ({
  code: 'TOO_MANY_REQUESTS',
  message: `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`,
  details: { retryAfter },
});
export const userError = (message: string) => ({ name: 'UserError', message });

/**
 * Opens the database and, before each test, empties it and makes new services, which `use` is
 * given (the suite keeps them in its own `dataSource`, `auth` and `twoFactor`). Call inside the
 * suite's describe.
 */
export function authServiceSuite(
  use: (current: { dataSource: DataSource; auth: AuthService; twoFactor: TwoFactorService }) => void,
) {
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
    use({ dataSource, auth, twoFactor });
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

  return { account, login, failTimes, row, userCount, withTwoFactor, notACode };
}
