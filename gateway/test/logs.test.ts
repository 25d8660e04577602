import { createEmptyDatabase, testDb } from './support/db';
import { startGateway } from './support/process';

/**
 * What a started gateway prints (src/logger.ts). Its output here goes into a pipe, as `npm start`'s
 * does through `| tee` or a service manager: in development it is still for a person to read, in
 * production JSON lines for a machine.
 */
describe(`the gateway's output (${testDb})`, () => {
  let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeEach(async () => {
    db = await createEmptyDatabase();
  });
  afterEach(() => db.drop());

  it("in development: readable lines, and the first start's admin password once, in a plain frame of its own", async () => {
    const gateway = await startGateway({ ...db.env, SEED: 'false' });
    const signIn = (password: string) =>
      fetch(`${gateway.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password }),
      });
    // The frame is printed before the server listens: it is there once 'Site hazır' is.
    const password = /^│ Şifre: +(\S+) +│$/m.exec(gateway.output())?.[1];
    expect(password).toBeDefined();
    expect((await signIn(password!)).status).toBe(200);
    const { code, stdout } = await gateway.stop();
    expect(code).toBe(0);

    const lines = stdout.split('\n');
    // pino-pretty's lines: time, level, message; no JSON, no colour codes (not a terminal).
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(stdout).not.toContain('\u001b[');
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: Site hazır: /)]));
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: Kapandı$/)]));

    // The frame: its own lines, the password in it and nowhere else.
    const top = lines.findIndex((line) => line.startsWith('┌'));
    const bottom = lines.findIndex((line) => line.startsWith('└'));
    expect(top).toBeGreaterThanOrEqual(0);
    expect(lines.filter((line) => line.startsWith('┌'))).toHaveLength(1);
    const frame = lines.slice(top, bottom + 1);
    expect(frame.map((line) => line.replace(/ +│$/, ' │'))).toEqual([
      expect.stringMatching(/^┌─+┐$/),
      '│ Geliştirme yöneticisi oluşturuldu │',
      '│ │',
      '│ E-posta: admin@example.com │',
      `│ Şifre:   ${password} │`,
      '│ │',
      '│ Şifre yalnızca bu kez gösterilir. Değiştirmek için: │',
      '│ npm run user -- password --email admin@example.com │',
      expect.stringMatching(/^└─+┘$/),
    ]);
    expect(new Set(frame.map((line) => [...line].length)).size).toBe(1);
    expect(stdout.split(password!)).toHaveLength(2);

    // The next start has an admin: no frame.
    const again = await startGateway({ ...db.env, SEED: 'false' });
    const next = await again.stop();
    expect(next.code).toBe(0);
    expect(next.stdout).not.toContain('┌');
    expect(next.stdout).not.toContain('Şifre');
  });

  it('in production: JSON lines only', async () => {
    const gateway = await startGateway({
      ...db.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'k'.repeat(40),
      PUBLIC_URL: 'http://localhost',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-password',
    });
    expect((await fetch(`${gateway.url}/api/about`)).status).toBe(200);
    const { code, stdout } = await gateway.stop();
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(parsed.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Yönetici hesabı ADMIN_EMAIL ile oluşturuldu', 'İstek', 'Kapandı']),
    );
    expect(parsed.find((line) => line.msg.startsWith('Site hazır'))).toMatchObject({ level: 30, mode: 'production' });
    expect(stdout).not.toContain('a-long-password');
  });
});
