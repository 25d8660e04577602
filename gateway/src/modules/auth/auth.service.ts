import { WRONG_CODE } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { AppError } from '../../core/errors';
import type { LoginSubject, RateLimits } from '../../core/rate-limits';
import { hashPassword, verifyPassword } from './password';
import { signToken, verifyToken } from './tokens';
import type { TwoFactorService } from './two-factor.service';
import { User } from './user.entity';
import { normalizeEmail } from './users.service';

export const LOGIN_FAILED = 'Giriş başarısız';

export class AuthService {
  /** Checked against when the email is unknown, so both failures take about as long. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: string,
    private readonly limits: RateLimits,
    private readonly twoFactor: TwoFactorService,
  ) {
    this.dummyHash = hashPassword('dummy password, never valid');
  }

  private get users() {
    return this.dataSource.getRepository(User);
  }

  /** An account with what sign-in checks (the password's hash, the two-factor secret). */
  private withSecrets() {
    return this.users.createQueryBuilder('user').addSelect(['user.passwordHash', 'user.totpSecret']);
  }

  /**
   * Email and password, then, for an account with two-factor sign-in, `code`: a current TOTP code
   * or an unused recovery code. Without one the answer is TWO_FACTOR_REQUIRED, which counts neither
   * as a failure nor as a success (so it cannot reset the failure count between guessed codes); a
   * wrong code is a failed sign-in like a wrong password.
   */
  async login(
    emailInput: string,
    password: string,
    address: string,
    code?: string | null,
  ): Promise<{ token: string; user: User }> {
    const email = normalizeEmail(emailInput);
    const user = await this.withSecrets().where({ email }).getOne();
    // Once an account is found its tries are counted by its id: every spelling the database's
    // collation takes for its email (MariaDB's utf8mb4_unicode_ci finds `owner@example.com` for
    // `öwner@exämple.com`) spends the same ones.
    await this.verify(user, user ? { account: user.id } : { email }, password, address, code);
    return {
      token: signToken(this.secret, { sub: user!.id, ver: user!.tokenVersion }),
      user: await this.users.findOneByOrFail({ id: user!.id }), // without the secrets
    };
  }

  /**
   * The signed-in user asked again for the password (and the code, with two-factor sign-in on)
   * before something a stolen session must not get by itself (the backup's download): the same
   * checks, answers and limits as sign-in, counted with the account's sign-in tries.
   */
  async confirm(user: User, password: string, address: string, code?: string | null): Promise<void> {
    const account = await this.withSecrets().where({ id: user.id }).getOne();
    await this.verify(account, { account: user.id }, password, address, code);
  }

  /** Sign-in's checks, in order, each try counted (core/rate-limits.ts `loginTry`). */
  private async verify(
    user: User | null,
    subject: LoginSubject,
    password: string,
    address: string,
    code: string | null | undefined,
  ): Promise<void> {
    const attempt = await this.limits.loginTry(subject, address);
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !valid) {
      await attempt.failed();
      throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
    }
    if (user.totpSecret) {
      if (!code?.trim()) {
        await attempt.returned();
        throw new AppError('TWO_FACTOR_REQUIRED');
      }
      if (!(await this.twoFactor.accept(user, code))) {
        await attempt.failed();
        throw new AppError('UNAUTHENTICATED', WRONG_CODE);
      }
    }
    await attempt.succeeded();
  }

  /** The user a bearer token stands for, or null when it is missing, invalid, expired or revoked. */
  async userFromToken(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    const claims = verifyToken(this.secret, token);
    if (!claims) return null;
    const user = await this.users.findOneBy({ id: claims.sub });
    return user && user.tokenVersion === claims.ver ? user : null;
  }

  /** Revokes every token of the user (this one included). */
  async logout(user: User): Promise<void> {
    await this.users.increment({ id: user.id }, 'tokenVersion', 1);
  }
}
