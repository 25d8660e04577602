import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const STRONG = 'x'.repeat(32);

function failure(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs a development site on embedded SQLite under ./data by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      production: false,
      port: 4000,
      host: undefined,
      dataDir: path.resolve('data'),
      database: { type: 'sqlite', file: path.resolve('data', 'site.sqlite') },
      jwtSecret: undefined,
      admin: undefined,
      logLevel: 'info',
      seed: true,
      publicUrl: 'http://localhost:4000',
    });
  });

  it('defaults PUBLIC_URL to the local port in development, and keeps only the origin', () => {
    expect(loadConfig({ PORT: '8081' }).publicUrl).toBe('http://localhost:8081');
    expect(loadConfig({ PUBLIC_URL: 'https://Deniz.dev/' }).publicUrl).toBe('https://deniz.dev');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).publicUrl).toBe('http://127.0.0.1:4000');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'mysql://site:pa%40ss@db:3306/site',
      DATA_DIR: '/srv/site',
      JWT_SECRET: STRONG,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'correct horse',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://deniz.dev',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/site',
      jwtSecret: STRONG,
      admin: { email: 'owner@example.com', password: 'correct horse' },
      logLevel: 'warn',
      seed: false,
      publicUrl: 'https://deniz.dev',
    });
    expect(config.database.type === 'mysql' && config.database.url.hostname).toBe('db');
  });

  it('caches 32 MB of public answers, reads other gateways every 500 ms, tells no CDN by default; reads all three', () => {
    expect(loadConfig({}).cache).toEqual({ maxBytes: 32 * 1024 * 1024, syncMs: 500, cdnMaxAge: undefined });
    expect(loadConfig({ CACHE_MAX_MB: '0', CACHE_SYNC_MS: '0', CDN_MAX_AGE: '600' }).cache).toEqual({
      maxBytes: 0,
      syncMs: 0,
      cdnMaxAge: 600,
    });
  });

  it('paces 30 requests that do work a second per address, none under test; REQUEST_BUDGET sets it, 0 turns it off', () => {
    expect(loadConfig({}).requestBudget).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test' }).requestBudget).toBe(0);
    expect(loadConfig({ REQUEST_BUDGET: '0' }).requestBudget).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', REQUEST_BUDGET: '5' }).requestBudget).toBe(5);
  });

  it('mails the owner only with SMTP_URL: to MAIL_TO or the admin, from MAIL_FROM or no-reply at the site; keeps messages 365 days', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({}).messageRetentionDays).toBe(365);
    expect(loadConfig({ MESSAGE_RETENTION_DAYS: '0' }).messageRetentionDays).toBe(0);
    expect(loadConfig({}).fetchPrivateAddresses).toBe(false);
    expect(loadConfig({ FETCH_PRIVATE_ADDRESSES: 'true' }).fetchPrivateAddresses).toBe(true);
    const mail = loadConfig({ SMTP_URL: 'smtps://u:p@mail.deniz.dev:465', PUBLIC_URL: 'https://deniz.dev' }).mail;
    expect(mail).toEqual({
      smtpUrl: new URL('smtps://u:p@mail.deniz.dev:465'),
      from: 'no-reply@deniz.dev',
      to: undefined,
      rate: 10,
      dkim: undefined,
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://h', MAIL_RATE: '50', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: 'a\\nb' }).mail,
    ).toMatchObject({ rate: 50, dkim: { selector: 's1', privateKey: 'a\nb' } });
    expect(loadConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'site@d.dev', MAIL_TO: 'ben@d.dev' }).mail).toMatchObject({
      from: 'site@d.dev',
      to: 'ben@d.dev',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', JWT_SECRET: '' }).port).toBe(4000);
  });

  it('accepts mariadb:// and SEED=false; stays silent under test', () => {
    const config = loadConfig({ DATABASE_URL: 'mariadb://u:p@localhost/db', SEED: 'false', NODE_ENV: 'test' });
    expect(config.database.type).toBe('mysql');
    expect(config.seed).toBe(false);
    expect(config.logLevel).toBe('silent');
  });

  it.each([
    [{ DATABASE_URL: 'nonsense' }, /^Yapılandırma hatası: DATABASE_URL mysql:\/\//],
    [{ DATABASE_URL: 'postgres://u:p@h/db' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'mysql://host-without-database' }, /DATABASE_URL/],
    [{ PORT: 'abc' }, /PORT 0 ile 65535/],
    [{ PORT: '70000' }, /PORT/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV development, production ya da test/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SEED: 'maybe' }, /SEED true ya da false/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET en az 32 karakter/],
    [{ NODE_ENV: 'production', JWT_SECRET: '12345' }, /JWT_SECRET en az 32 karakter/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET production modunda zorunludur/],
    [{ NODE_ENV: 'production', JWT_SECRET: STRONG }, /PUBLIC_URL production modunda zorunludur/],
    [{ PUBLIC_URL: 'deniz.dev' }, /PUBLIC_URL https:\/\/alanadi.com biçiminde/],
    [{ PUBLIC_URL: 'ftp://deniz.dev' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://deniz.dev/blog' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://deniz.dev/?a=1' }, /PUBLIC_URL/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' }, /ADMIN_EMAIL geçerli bir e-posta/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD en az 8 karakter/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /ADMIN_PASSWORD ADMIN_EMAIL ve ADMIN_PASSWORD birlikte/],
    [{ ADMIN_PASSWORD: 'long enough' }, /ADMIN_EMAIL ADMIN_EMAIL ve ADMIN_PASSWORD birlikte/],
    [{ CDN_MAX_AGE: '-5' }, /CDN_MAX_AGE 0 ya da pozitif bir tam sayı \(saniye\)/],
    [{ CACHE_MAX_MB: '1.5' }, /CACHE_MAX_MB 0 ya da pozitif bir tam sayı \(megabayt\)/],
    [{ CACHE_SYNC_MS: 'yarım saniye' }, /CACHE_SYNC_MS 0 ya da pozitif bir tam sayı \(milisaniye\)/],
    [{ REQUEST_BUDGET: '-1' }, /REQUEST_BUDGET 0 ya da pozitif bir tam sayı \(saniyede istek\)/],
    [{ SMTP_URL: 'mail.deniz.dev' }, /SMTP_URL smtp:\/\/kullanıcı:şifre@sunucu:587/],
    [{ SMTP_URL: 'https://mail.deniz.dev' }, /SMTP_URL/],
    [{ MAIL_TO: 'sahip' }, /MAIL_TO geçerli bir e-posta/],
    [{ MAIL_FROM: 'site at deniz' }, /MAIL_FROM geçerli bir e-posta/],
    [{ MAIL_RATE: '0' }, /MAIL_RATE 1 ya da daha büyük bir tam sayı \(saniyede e-posta\)/],
    [{ DKIM_SELECTOR: 's1' }, /DKIM_PRIVATE_KEY DKIM_PRIVATE_KEY ve DKIM_SELECTOR birlikte/],
    [
      { MESSAGE_RETENTION_DAYS: 'bir yıl' },
      /MESSAGE_RETENTION_DAYS 0 \(hep saklanır\) ya da pozitif bir tam sayı \(gün\)/,
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    const text = failure(env);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });
});
