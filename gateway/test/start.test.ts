import fs from 'node:fs';
import path from 'node:path';
import { connect } from '../src/database';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { User } from '../src/modules/auth/user.entity';
import { createEmptyDatabase, testDb } from './support/db';
import { startGateway } from './support/process';

describe(`a development start (${testDb})`, () => {
  let db: Awaited<ReturnType<typeof createEmptyDatabase>>;

  beforeAll(async () => {
    db = await createEmptyDatabase();
  });
  afterAll(() => db.drop());

  it('migrates, creates and prints the admin, seeds the demo, serves, and stops cleanly on SIGTERM', async () => {
    const gateway = await startGateway(db.env);

    const home = await fetch(`${gateway.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    // The built site, or (before the frontend is built) a page naming the doors.
    expect(await home.text()).toMatch(/<div id="root">|\/graphql/);
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });

    const { code, stdout } = await gateway.stop();
    expect(code).toBe(0);
    expect(stdout.match(/Şifre: +\S+/g)).toHaveLength(1); // the admin's (logs.test.ts: how)
    expect(stdout).toContain('Türkçe demo içerik eklendi');
    expect(stdout).toContain('Kapandı');
    expect(fs.existsSync(path.join(db.dataDir, 'jwt-secret'))).toBe(true);
  });

  it('reuses the same data on the next start: no new admin, no second demo, same signing key', async () => {
    const secret = fs.readFileSync(path.join(db.dataDir, 'jwt-secret'), 'utf8');
    const gateway = await startGateway(db.env);
    const { code, stdout } = await gateway.stop();
    expect(code).toBe(0);
    expect(stdout).not.toContain('Şifre:');
    expect(stdout).not.toContain('demo içerik');
    expect(fs.readFileSync(path.join(db.dataDir, 'jwt-secret'), 'utf8')).toBe(secret);

    const dataSource = await connect(db.database);
    try {
      expect(await dataSource.getRepository(BlogPost).count()).toBe(3);
      expect(await dataSource.getRepository(User).count()).toBe(1);
    } finally {
      await dataSource.destroy();
    }
  });

  it('with SEED=false leaves a new database empty', async () => {
    const empty = await createEmptyDatabase();
    try {
      const gateway = await startGateway({ ...empty.env, SEED: 'false' });
      expect((await gateway.stop()).code).toBe(0);
      const dataSource = await connect(empty.database);
      expect(await dataSource.getRepository(BlogPost).count()).toBe(0);
      await dataSource.destroy();
    } finally {
      await empty.drop();
    }
  });
});

describe(`npm run dev: the site from source through Vite (${testDb})`, () => {
  it('renders pages on the server from source, with the hot-reload client, on the gateway’s port', async () => {
    const db = await createEmptyDatabase();
    try {
      const gateway = await startGateway({ ...db.env, VITE_DEV: 'true' });
      const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<script type="module" src="/@vite/client"></script>');
      expect(html).toMatch(/<h1 id="hero-title" class="hero__name p-name">Deniz Yılmaz<\/h1>/);
      expect((await fetch(`${gateway.url}/src/boot.ts`)).status).toBe(200);
      expect((await gateway.stop()).code).toBe(0);
    } finally {
      await db.drop();
    }
  });
});
