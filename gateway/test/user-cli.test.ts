import { runUserCommand } from '../src/cli/user';
import { connect } from '../src/database';
import { verifyPassword } from '../src/modules/auth/password';
import { RecoveryCode } from '../src/modules/auth/recovery-code.entity';
import { User } from '../src/modules/auth/user.entity';
import { UserError } from '../src/modules/auth/users.service';
import { createEmptyDatabase, testDb } from './support/db';
import { runScript } from './support/process';

describe(`npm run user (${testDb})`, () => {
  let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
  /** `npm run user` as a process: its exit code and output (each start costs seconds: tsx loads the gateway). */
  const user = (args: string[], stdin = '') => runScript('src/cli/user.ts', args, db.env, stdin);
  /** The same command in this process (runUserCommand, what the script runs): what it prints, or its refusal. */
  async function command(args: string[]): Promise<{ code: 0 | 1; stdout: string; stderr: string }> {
    const dataSource = await connect(db.database);
    try {
      const stdout = await runUserCommand(dataSource, args, () => Promise.reject(new Error('stdin')));
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      return { code: 1, stdout: '', stderr: error.message };
    } finally {
      await dataSource.destroy();
    }
  }

  beforeAll(async () => {
    db = await createEmptyDatabase();
  });
  afterAll(() => db.drop());

  async function stored(email: string) {
    const dataSource = await connect(db.database);
    try {
      return await dataSource
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .where({ email })
        .getOne();
    } finally {
      await dataSource.destroy();
    }
  }

  it('creates a user, reading the password from standard input', async () => {
    const result = await user(['create', '--email', 'Editor@Example.com', '--username', 'Editör'], 'okur-şifresi\n');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Kullanıcı oluşturuldu: editor@example.com (user, Editör)');
    const editor = await stored('editor@example.com');
    expect(editor?.role).toBe('user');
    expect(await verifyPassword(editor!.passwordHash, 'okur-şifresi')).toBe(true);
  });

  it('resets a password (revoking old tokens) and changes a role', async () => {
    const reset = await command(['password', '--email', 'editor@example.com', '--password', 'yeni-şifre-123']);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('önceki oturumlar kapatıldı');
    const role = await command(['role', '--email', 'editor@example.com', '--role', 'admin']);
    expect(role.stdout).toContain('Rol değiştirildi: editor@example.com (admin, Editör)');
    const editor = await stored('editor@example.com');
    expect(editor).toMatchObject({ role: 'admin', tokenVersion: 1 });
    expect(await verifyPassword(editor!.passwordHash, 'yeni-şifre-123')).toBe(true);
    expect((await command(['list'])).stdout).toContain('editor@example.com (admin, Editör)');
  });

  it('2fa-reset turns two-factor sign-in off (a lost phone) and says so', async () => {
    const dataSource = await connect(db.database);
    try {
      const editor = await dataSource.getRepository(User).findOneByOrFail({ email: 'editor@example.com' });
      await dataSource.getRepository(User).update(editor.id, {
        totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        totpLastStep: 1,
        twoFactorEnabledAt: new Date(),
      });
      await dataSource
        .getRepository(RecoveryCode)
        .save(
          dataSource.getRepository(RecoveryCode).create({ userId: editor.id, codeHash: 'a'.repeat(64), usedAt: null }),
        );
    } finally {
      await dataSource.destroy();
    }
    const reset = await command(['2fa-reset', '--email', 'Editor@Example.com']);
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toContain(
      'İki adımlı doğrulama kapatıldı, kurtarma kodları silindi: editor@example.com (admin, Editör)',
    );
    const check = await connect(db.database);
    try {
      const after = await check
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect(['u.totpSecret', 'u.totpLastStep'])
        .where({ email: 'editor@example.com' })
        .getOneOrFail();
      expect(after).toMatchObject({ totpSecret: null, totpLastStep: null, twoFactorEnabledAt: null, tokenVersion: 1 });
      expect(await check.getRepository(RecoveryCode).count()).toBe(0);
    } finally {
      await check.destroy();
    }
    expect((await command(['2fa-reset', '--email', 'editor@example.com'])).stdout).toContain(
      'İki adımlı doğrulama zaten kapalıydı: editor@example.com',
    );
  });

  it.each([
    [['2fa-reset', '--email', 'ghost@example.com'], 'Kullanıcı bulunamadı: ghost@example.com'],
    [['2fa-reset'], '--email gerekli.'],
    [['create', '--email', 'x@example.com', '--password', 'kısa'], 'Şifre en az 8 karakter olmalıdır.'],
    [['create', '--email', 'editor@example.com', '--password', '12345678'], 'Bu e-posta ile bir kullanıcı zaten var'],
    [['create', '--email', 'x@example.com', '--password', '12345678', '--role', 'root'], 'Geçersiz rol: root'],
    [['password', '--email', 'ghost@example.com', '--password', '12345678'], 'Kullanıcı bulunamadı'],
    [['role', '--email', 'editor@example.com'], '--role gerekli.'],
    [['explode'], 'Bilinmeyen komut: explode'],
    [['create', '--colour', 'red'], 'Geçersiz seçenek: --colour'],
    [['create', '--email'], 'Geçersiz seçenek: --email'],
  ])('refuses %j with a clear message and changes nothing', async (args, message) => {
    const result = await command(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(await stored('x@example.com')).toBeNull();
    expect((await stored('editor@example.com'))?.tokenVersion).toBe(1);
  });

  it('as a process, a refusal is its message on standard error and exit code 1, without a stack trace', async () => {
    for (const [args, message] of [
      [['explode'], 'Bilinmeyen komut: explode'],
      [['create', '--colour', 'red'], 'Geçersiz seçenek: --colour'],
    ] as const) {
      const result = await user([...args]);
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
