import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, runScript } from '../test/support/process';

/** A start with bad configuration stops with one clear line on stderr, never a stack trace. */
describe('a start with bad configuration', () => {
  let dataDir: string;
  beforeAll(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-main-'))));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function refusal(env: Record<string, string>): Promise<string> {
    const { code, stdout, stderr } = await runScript('src/main.ts', [], { DATA_DIR: dataDir, ...env });
    expect(code).toBe(1);
    expect(stdout).not.toContain('Site hazır');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    return lines[0]!;
  }

  it('DATABASE_URL=nonsense', async () => {
    expect(await refusal({ DATABASE_URL: 'nonsense' })).toMatch(/^Yapılandırma hatası: DATABASE_URL/);
  });

  it('an unreachable MySQL server', async () => {
    const port = await freePort();
    expect(await refusal({ DATABASE_URL: `mysql://site:secret@127.0.0.1:${port}/site` })).toMatch(
      new RegExp(
        `^Veritabanına bağlanılamadı \\(mysql://site:\\*\\*\\*@127\\.0\\.0\\.1:${port}/site\\): .*ECONNREFUSED`,
      ),
    );
  });

  it('a 5-character JWT_SECRET in production', async () => {
    expect(
      await refusal({ NODE_ENV: 'production', JWT_SECRET: '12345', ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '12345678' }),
    ).toBe('Yapılandırma hatası: JWT_SECRET en az 32 karakter olmalı.');
  });

  it('production without JWT_SECRET', async () => {
    expect(await refusal({ NODE_ENV: 'production' })).toMatch(
      /^Yapılandırma hatası: JWT_SECRET production modunda zorunludur/,
    );
  });

  it('production without PUBLIC_URL', async () => {
    expect(await refusal({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) })).toBe(
      'Yapılandırma hatası: PUBLIC_URL production modunda zorunludur (sitenin adresi, ör. https://alanadi.com).',
    );
  });

  it('production with no admin and no ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    expect(
      await refusal({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), PUBLIC_URL: 'https://deniz.dev' }),
    ).toMatch(/^Yönetici hesabı yok: .*ADMIN_EMAIL/);
  });
});
