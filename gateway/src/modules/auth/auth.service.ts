import type { DataSource } from 'typeorm';
import { AppError } from '../../errors';
import type { RateLimits } from '../../rate-limits';
import { hashPassword, verifyPassword } from './password';
import { signToken, verifyToken } from './tokens';
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
  ) {
    this.dummyHash = hashPassword('dummy password, never valid');
  }

  private get users() {
    return this.dataSource.getRepository(User);
  }

  async login(emailInput: string, password: string, address: string): Promise<{ token: string; user: User }> {
    const email = normalizeEmail(emailInput);
    await this.limits.beforeLogin(email, address);
    const user = await this.users.createQueryBuilder('user').addSelect('user.passwordHash').where({ email }).getOne();
    const valid = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !valid) {
      await this.limits.loginFailed(email, address);
      throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
    }
    await this.limits.loginSucceeded(email, address);
    const { passwordHash: _, ...safe } = user;
    return { token: signToken(this.secret, { sub: user.id, ver: user.tokenVersion }), user: safe as User };
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
