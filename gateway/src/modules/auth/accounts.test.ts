import type { DataSource } from 'typeorm';
import { ConfigError } from '../../core/config';
import { verifyPassword } from './password';
import { User } from './user.entity';
import { createUser, DEV_ADMIN_EMAIL, ensureAdmin, setPassword, setRole, UserError } from './users.service';
import { captureLog, openTestDatabase, testDb } from '../../../test/support/db';

describe(`accounts (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    ({ dataSource, drop } = await openTestDatabase());
  });
  afterEach(() => drop());

  const withHash = (email: string) =>
    dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where({ email })
      .getOneOrFail();

  it('store passwords only as salted argon2id hashes', async () => {
    await createUser(dataSource, { email: ' Ayse@Example.COM ', password: 'gizli şifre 1' });
    await createUser(dataSource, { email: 'b@example.com', password: 'gizli şifre 1' });
    const a = await withHash('ayse@example.com');
    const b = await withHash('b@example.com');
    expect(a.passwordHash).toMatch(/^\$argon2id\$/);
    expect(a.passwordHash).not.toContain('gizli');
    expect(a.passwordHash).not.toBe(b.passwordHash);
    expect(await verifyPassword(a.passwordHash, 'gizli şifre 1')).toBe(true);
    expect(await verifyPassword(a.passwordHash, 'gizli şifre 2')).toBe(false);
  });

  it('refuse short passwords, bad emails, unknown roles and duplicates, changing nothing', async () => {
    await expect(createUser(dataSource, { email: 'a@example.com', password: '1234567' })).rejects.toThrow(
      new UserError('Şifre en az 8 karakter olmalıdır.'),
    );
    await expect(createUser(dataSource, { email: 'no-at-sign', password: '12345678' })).rejects.toThrow(UserError);
    await createUser(dataSource, { email: 'a@example.com', password: '12345678' });
    await expect(createUser(dataSource, { email: 'A@example.com', password: '87654321' })).rejects.toThrow(/zaten var/);
    await expect(setPassword(dataSource, 'a@example.com', 'short')).rejects.toThrow(UserError);
    await expect(setPassword(dataSource, 'nobody@example.com', '12345678')).rejects.toThrow(/bulunamadı/);
    expect(await dataSource.getRepository(User).count()).toBe(1);
    expect(await verifyPassword((await withHash('a@example.com')).passwordHash, '12345678')).toBe(true);
  });

  it('revoke earlier tokens when the password changes', async () => {
    await createUser(dataSource, { email: 'a@example.com', password: '12345678' });
    const changed = await setPassword(dataSource, 'a@example.com', 'yepyeni-şifre');
    expect(changed.tokenVersion).toBe(1);
    expect(await verifyPassword((await withHash('a@example.com')).passwordHash, 'yepyeni-şifre')).toBe(true);
    expect((await setRole(dataSource, 'a@example.com', 'admin')).role).toBe('admin');
  });

  it('create the admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start only', async () => {
    const { log } = captureLog();
    await ensureAdmin(
      dataSource,
      { production: true, admin: { email: 'Owner@Example.com', password: 'ilk şifre!' } },
      log,
    );
    const owner = await withHash('owner@example.com');
    expect(owner.role).toBe('admin');
    expect(await verifyPassword(owner.passwordHash, 'ilk şifre!')).toBe(true);

    // Later starts with other values change nothing: the password belongs to the owner now.
    await ensureAdmin(
      dataSource,
      { production: true, admin: { email: 'other@example.com', password: 'başka şifre' } },
      log,
    );
    expect(await dataSource.getRepository(User).count()).toBe(1);
    expect(await verifyPassword((await withHash('owner@example.com')).passwordHash, 'ilk şifre!')).toBe(true);
  });

  it('promote an existing user named by ADMIN_EMAIL when there is no admin', async () => {
    await createUser(dataSource, { email: 'owner@example.com', password: 'eski şifre' });
    await ensureAdmin(
      dataSource,
      { production: true, admin: { email: 'owner@example.com', password: 'yeni şifre' } },
      captureLog().log,
    );
    const owner = await withHash('owner@example.com');
    expect(owner.role).toBe('admin');
    expect(await verifyPassword(owner.passwordHash, 'yeni şifre')).toBe(true);
  });

  it('in development create admin@example.com with a random password, printed once, outside the log', async () => {
    const { log, lines } = captureLog();
    const printed: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => printed.push(String(chunk)) > 0);
    try {
      await ensureAdmin(dataSource, { production: false, admin: undefined }, log);
      await ensureAdmin(dataSource, { production: false, admin: undefined }, log);
    } finally {
      write.mockRestore();
    }
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`E-posta: ${DEV_ADMIN_EMAIL}`);
    const password = /Şifre: +(\S+)/.exec(printed[0]!)?.[1];
    expect(password).toBeDefined();
    expect(JSON.stringify(lines())).not.toContain(password);
    expect(password!.length).toBeGreaterThanOrEqual(16);
    const admin = await withHash(DEV_ADMIN_EMAIL);
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.passwordHash, password!)).toBe(true);
  });

  it('stop a production start that has no admin and no ADMIN_EMAIL', async () => {
    await createUser(dataSource, { email: 'reader@example.com', password: '12345678' });
    await expect(ensureAdmin(dataSource, { production: true, admin: undefined }, captureLog().log)).rejects.toThrow(
      ConfigError,
    );
    expect(await dataSource.getRepository(User).count()).toBe(1);
  });
});
