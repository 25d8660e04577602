import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REFUSED } from './archive';
import { User } from '../auth/user.entity';
import { type TestApp } from '../../../test/support/app';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { runScript } from '../../../test/support/process';
import { totp } from '../../../test/support/totp';
import { backup, content, entriesOf, manifestOf, restore, seededSite, work, zipPath, type Secured } from './backup.kit';

/**
 * The backup as the admin panel downloads it (issue 24, 42.3): POST /api/backup, with the password
 * again and, with two-factor sign-in on, a code; an archive without the two-factor state, or with
 * a passphrase an age file that carries it, which a restore asks the passphrase for.
 */

describe(`backup and restore (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let secured: Secured;

  beforeAll(async () => ({ app, admin, secured } = await seededSite()));
  afterAll(() => app.close());

  /** POST /api/backup as the admin panel sends it: JSON, the session's token as a bearer (or `headers`). */
  const download = (body: unknown, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/backup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const refusal = async (response: Response) => ({
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    body: (await response.json()) as unknown,
  });
  const refused = (status: number, message: string) => ({
    status,
    type: 'application/json; charset=utf-8',
    disposition: null,
    body: { success: false, message },
  });
  const saved = async (response: Response) => {
    const file = zipPath();
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return file;
  };

  it('GET /api/backup hands nothing over for a session alone, however valid (issue 42.3)', async () => {
    const sessions: Array<Record<string, string>> = [
      { authorization: `Bearer ${admin}` },
      { cookie: `session=${admin}` },
    ];
    for (const headers of sessions) {
      const response = await fetch(`${app.url}/api/backup`, { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it('POST /api/backup: the admin, with the password again (in the body), gets the same archive as the command line', async () => {
    const { password } = { password: 'test-password' };
    expect(await refusal(await download({ password }))).toEqual(refused(401, 'Oturum açmanız gerekiyor.'));
    expect(await refusal(await download({ password }, (await app.signIn('user')).token))).toEqual(
      refused(403, 'Bu işlem için admin yetkisi gereklidir.'),
    );
    expect(await refusal(await download({ password }, 'not-a-token'))).toEqual(
      refused(401, 'Oturum açmanız gerekiyor.'),
    );
    // The session alone, or the password anywhere but the body: nothing.
    expect(await refusal(await download({}, admin))).toEqual(refused(400, 'Şifre alanı zorunludur'));
    const inUrl = await fetch(`${app.url}/api/backup?password=${password}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await refusal(inUrl)).toEqual(refused(400, 'Şifre alanı zorunludur'));
    expect(await refusal(await download({ password, token: admin }, admin))).toEqual(
      refused(400, 'Bilinmeyen alan: token.'),
    );
    expect(await refusal(await download({ password: 42 }, admin))).toEqual(
      refused(400, 'password alanı metin olmalıdır.'),
    );
    expect(await refusal(await download([password], admin))).toEqual(
      refused(400, 'İstek gövdesi bir JSON nesnesi olmalıdır: { "password": "…" }.'),
    );
    expect(await refusal(await download({ password: 'yanlis-sifre' }, admin))).toEqual(refused(401, 'Giriş başarısız'));

    const before = await backup(app.dataSource);
    const ways: Array<[string | undefined, Record<string, string>]> = [
      [admin, {}],
      [undefined, { cookie: `session=${admin}` }],
    ];
    for (const [token, headers] of ways) {
      const response = await download({ password }, token, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="yedek-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.zip"$/,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const downloaded = await saved(response);
      expect(await content(downloaded)).toEqual(await content(before));
      expect((await manifestOf(downloaded)).twoFactor).toBe(false);
    }
    // Made as it is sent: no temporary file.
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('yedek-') && !name.endsWith('.zip'))).toEqual(
      [],
    );
  });

  it('POST /api/backup is in /api/openapi.json, from its declaration', async () => {
    const openApi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody: unknown; responses: Record<string, unknown> }>>;
    };
    const operation = openApi.paths['/api/backup']!.post!;
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              password: { type: 'string' },
              code: { type: ['string', 'null'] },
              passphrase: { type: ['string', 'null'] },
            },
            required: ['password'],
          },
        },
      },
    });
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '403', '413', '429', '500']);
    expect(openApi.paths['/api/backup']!.get).toBeUndefined();
  });

  it("a wrong password counts as sign-in's does: the account is blocked from the address, the right one too, nothing downloaded", async () => {
    const other = await app.signIn('admin');
    for (let i = 0; i < 5; i++)
      expect(await refusal(await download({ password: `yanlis-${i}` }, other.token))).toEqual(
        refused(401, 'Giriş başarısız'),
      );
    const blocked = await download({ password: other.password }, other.token);
    expect(blocked.headers.get('retry-after')).toBe('600');
    expect(await refusal(blocked)).toEqual(
      refused(429, 'Çok fazla başarısız giriş denemesi. Lütfen 10 dakika sonra tekrar deneyin.'),
    );
    // The same counters as sign-in's: the account's sign-in from this address is blocked too.
    const login = await app.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: other.user.email,
      p: other.password,
    });
    expect(login.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('with two-factor sign-in on, the code is asked too; the archive carries neither the secret nor the recovery codes', async () => {
    const { token, password } = secured;
    expect(await refusal(await download({ password }, token))).toEqual(
      refused(
        401,
        'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
      ),
    );
    expect(await refusal(await download({ password, code: '000000' }, token))).toEqual(
      refused(401, 'Doğrulama kodu geçersiz.'),
    );
    expect(await refusal(await download({ password: 'yanlis-sifre', code: totp(secured.secret!) }, token))).toEqual(
      refused(401, 'Giriş başarısız'),
    );
    // The next step's code (the current one was spent turning it on): within the window, never used.
    const response = await download({ password, code: totp(secured.secret!, Date.now() + 30_000) }, token);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.includes(secured.secret!)).toBe(false);
    const file = zipPath();
    fs.writeFileSync(file, bytes);
    const entries = await entriesOf(file);
    expect(entries.has('data/recovery_codes.jsonl')).toBe(false);
    expect(entries.get('data/users.jsonl')!.toString()).not.toMatch(/totp|twoFactor/);

    // Restored (by the command line, on SQLite): two-factor sign-in is off, and the restore says so.
    const dataDir = fs.mkdtempSync(path.join(work, 'iki-adim-'));
    const restored = await runScript('src/cli/restore.ts', [file], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(
      'İki adımlı doğrulama geri gelmedi (yedek parolasız alınmıştı: anahtarlar ve kurtarma kodları içinde değildi): hesaplarda kapalı; yönetim panelinin Güvenlik sayfasından yeniden kurun.',
    );
  }, 120_000);

  it('with a passphrase: an age file that carries the two-factor state, which a restore asks the passphrase for and brings back', async () => {
    const { token, password, recoveryCodes } = secured;
    const passphrase = 'uzun ve gizli bir yedek parolası';
    expect(await refusal(await download({ password, code: recoveryCodes![0], passphrase: 'kısa' }, token))).toEqual(
      refused(400, 'Yedek parolası en az 12 karakter olmalıdır'),
    );
    const response = await download({ password, code: recoveryCodes![1], passphrase }, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="yedek-[\dTZ-]+\.zip\.age"$/);
    const file = await saved(response);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    expect(bytes.includes(secured.secret!)).toBe(false);

    const target = await openTestDatabase();
    try {
      await expect(restore(target.dataSource, file)).rejects.toThrow(REFUSED.encrypted);
      await expect(restore(target.dataSource, file, { passphrase: 'yanlış parola yanlış' })).rejects.toThrow(
        REFUSED.passphrase,
      );
      expect(await target.dataSource.query('SELECT id FROM users')).toEqual([]);
      const manifest = await restore(target.dataSource, file, { passphrase });
      expect(manifest.twoFactor).toBe(true);
      const back = await target.dataSource
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.totpSecret')
        .where({ id: secured.user.id })
        .getOneOrFail();
      expect([back.twoFactorEnabled, back.totpSecret]).toEqual([true, secured.secret]);
      // One used, by this download: the refused request before it was refused before its code was tried.
      const codes = await target.dataSource.query('SELECT usedAt FROM recovery_codes WHERE userId = ?', [back.id]);
      expect(codes.filter((code: { usedAt: unknown }) => code.usedAt === null)).toHaveLength(9);
    } finally {
      await target.drop();
    }
    // The command line reads the passphrase from BACKUP_PASSPHRASE (or standard input) and says what came back.
    const ways: Array<{ env: Record<string, string>; stdin: string }> = [
      { env: { BACKUP_PASSPHRASE: passphrase }, stdin: '' },
      { env: {}, stdin: `${passphrase}\n` },
    ];
    let dataDir = '';
    for (const given of ways) {
      dataDir = fs.mkdtempSync(path.join(work, 'sifreli-'));
      const restored = await runScript('src/cli/restore.ts', [file], { DATA_DIR: dataDir, ...given.env }, given.stdin);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toContain('İki adımlı doğrulama anahtarları ve kurtarma kodları yedekle geri geldi.');
      expect(restored.code).toBe(0);
    }
    // `npm run backup -- --encrypt` follows the same rule: the keys only with a passphrase, encrypted.
    const short = await runScript('src/cli/backup.ts', [zipPath(), '--encrypt'], {
      DATA_DIR: dataDir,
      BACKUP_PASSPHRASE: 'kısa',
    });
    expect([short.code, short.stderr.trim()]).toEqual([1, 'Yedek parolası en az 12 karakter olmalıdır']);
    const again = `${zipPath()}.age`;
    const encrypted = await runScript('src/cli/backup.ts', [again, '--encrypt'], {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(encrypted.stdout).toContain(
      'Yedek parolayla şifrelendi; iki adımlı doğrulama anahtarları ve kurtarma kodları içinde.',
    );
    expect(encrypted.code).toBe(0);
    expect(fs.readFileSync(again).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    const fresh = await openTestDatabase();
    try {
      await restore(fresh.dataSource, again, { passphrase });
      const [row] = await fresh.dataSource.query('SELECT twoFactorEnabledAt FROM users WHERE id = ?', [
        secured.user.id,
      ]);
      expect(row.twoFactorEnabledAt).not.toBeNull();
    } finally {
      await fresh.drop();
    }
  }, 180_000);
});
