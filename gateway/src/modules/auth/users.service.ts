import { randomBytes } from 'node:crypto';
import { CONTENT_LIMITS } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import type { Config } from '../../core/config';
import { ConfigError } from '../../core/config';
import { printNotice, type Logger } from '../../core/logger';
import { hashPassword, MIN_PASSWORD_LENGTH } from './password';
import { ROLES, User, type Role } from './user.entity';

/** A refused account change; the message is shown to whoever asked for it. */
export class UserError extends Error {
  override name = 'UserError';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DEV_ADMIN_EMAIL = 'admin@example.com';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!EMAIL.test(normalized) || normalized.length > CONTENT_LIMITS.account.email)
    throw new UserError(`Geçersiz e-posta adresi: ${email}`);
  return normalized;
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UserError(`Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır.`);
  }
  // Sign-in refuses longer ones before hashing: a password that could never sign in is refused here too.
  if (password.length > CONTENT_LIMITS.account.password) {
    throw new UserError(`Şifre en fazla ${CONTENT_LIMITS.account.password} karakter olabilir.`);
  }
}

export function checkRole(role: string): Role {
  if (!(ROLES as readonly string[]).includes(role)) throw new UserError(`Geçersiz rol: ${role} (${ROLES.join(', ')})`);
  return role as Role;
}

export async function findUser(dataSource: DataSource, email: string): Promise<User | null> {
  return dataSource.getRepository(User).findOneBy({ email: normalizeEmail(email) });
}

export async function createUser(
  dataSource: DataSource,
  input: { email: string; password: string; role?: Role; username?: string | null },
): Promise<User> {
  const email = checkEmail(input.email);
  checkPassword(input.password);
  const users = dataSource.getRepository(User);
  if (await users.existsBy({ email })) throw new UserError(`Bu e-posta ile bir kullanıcı zaten var: ${email}`);
  const user = users.create({
    email,
    username: input.username?.trim() || null,
    passwordHash: await hashPassword(input.password),
    role: input.role ?? 'user',
    tokenVersion: 0,
  });
  return users.save(user);
}

export async function mustFind(dataSource: DataSource, email: string): Promise<User> {
  const user = await findUser(dataSource, email);
  if (!user) throw new UserError(`Kullanıcı bulunamadı: ${email}`);
  return user;
}

/** Sets a new password and revokes every token issued before. */
export async function setPassword(dataSource: DataSource, email: string, password: string): Promise<User> {
  checkPassword(password);
  const user = await mustFind(dataSource, email);
  const passwordHash = await hashPassword(password);
  await dataSource.getRepository(User).update(user.id, { passwordHash, tokenVersion: () => 'tokenVersion + 1' });
  return mustFind(dataSource, email);
}

/** Changes a role; tokens carry no role (it is read per request), so none need revoking. */
export async function setRole(dataSource: DataSource, email: string, role: Role): Promise<User> {
  const user = await mustFind(dataSource, email);
  await dataSource.getRepository(User).update(user.id, { role });
  return mustFind(dataSource, email);
}

/**
 * Makes sure the site has an admin (docs/server.md#accounts): from ADMIN_EMAIL/ADMIN_PASSWORD,
 * else in development `admin@example.com` with a random password printed once; a production
 * start without either stops. Does nothing once an admin exists.
 */
export async function ensureAdmin(
  dataSource: DataSource,
  config: Pick<Config, 'admin' | 'production'>,
  log: Logger,
): Promise<void> {
  const users = dataSource.getRepository(User);
  if (await users.existsBy({ role: 'admin' })) return;
  try {
    await createAdmin(dataSource, config, log);
  } catch (error) {
    // Another gateway starting at the same time made it first (its email taken, or a unique key lost).
    if (await users.existsBy({ role: 'admin' })) return;
    throw error;
  }
}

async function createAdmin(
  dataSource: DataSource,
  config: Pick<Config, 'admin' | 'production'>,
  log: Logger,
): Promise<void> {
  if (config.admin) {
    const existing = await findUser(dataSource, config.admin.email);
    if (existing) {
      await setPassword(dataSource, existing.email, config.admin.password);
      await setRole(dataSource, existing.email, 'admin');
    } else {
      await createUser(dataSource, { ...config.admin, role: 'admin' });
    }
    log.info({ email: normalizeEmail(config.admin.email) }, 'Yönetici hesabı ADMIN_EMAIL ile oluşturuldu');
    return;
  }
  if (config.production) {
    throw new ConfigError(
      'Yönetici hesabı yok: ilk başlatmada ADMIN_EMAIL ve ADMIN_PASSWORD verin (ya da `npm run user -- create --role admin ...`).',
    );
  }
  const password = randomBytes(12).toString('base64url');
  if (await findUser(dataSource, DEV_ADMIN_EMAIL)) {
    await setPassword(dataSource, DEV_ADMIN_EMAIL, password);
    await setRole(dataSource, DEV_ADMIN_EMAIL, 'admin');
  } else {
    await createUser(dataSource, { email: DEV_ADMIN_EMAIL, password, role: 'admin', username: 'admin' });
  }
  log.warn({ email: DEV_ADMIN_EMAIL }, 'Geliştirme yöneticisi oluşturuldu (şifresi çerçevede, yalnızca bu kez)');
  printNotice([
    'Geliştirme yöneticisi oluşturuldu',
    '',
    `E-posta: ${DEV_ADMIN_EMAIL}`,
    `Şifre:   ${password}`,
    '',
    'Şifre yalnızca bu kez gösterilir. Değiştirmek için:',
    `npm run user -- password --email ${DEV_ADMIN_EMAIL}`,
  ]);
}
