import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { JSON_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from '../src/http/body-limits';
import { connect } from '../src/database';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { aboutInput } from './support/content';
import { createEmptyDatabase } from './support/db';
import { freePort, startGateway } from './support/process';

/**
 * deploy/nginx.conf, the balancer of docker-compose.yml's `scale` profile, in front of two gateway
 * processes on one MySQL/MariaDB database, as that profile runs them (production, TRUST_PROXY=1,
 * one JWT_SECRET) but with Debian's nginx instead of Docker. The file is used as it is, but for
 * what differs outside Docker: the gateways' and the listener's addresses, Docker's DNS server
 * and, on an nginx older than 1.27.3, the `resolve` of each upstream server (which only re-reads a
 * container's address). The main configuration around it (pid, logs, temporary files in a
 * temporary folder) is nginx:stable-alpine's, written here.
 *
 * mysql project only: the gateways share the database as the profile's do.
 */

const CONF = path.resolve(__dirname, '../../deploy/nginx.conf');

/** How soon a write on one gateway must be served through nginx by both (README "Several gateways"). */
const FRESH_WITHIN_MS = 1000;

function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => fs.existsSync(file));
}

const NGINX = findNginx();
if (!NGINX) {
  const message =
    'nginx testi ATLANDI (deploy/nginx.conf): nginx bulunamadı. Kurmak için: sudo apt-get install -y nginx';
  if (process.env.CI === 'true') throw new Error(`${message} — CI=true altında bu bir hatadır.`);
  process.stderr.write(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n\n`);
}

/** nginx's version as [major, minor, patch] (`nginx -v` prints it on stderr). */
function nginxVersion(nginx: string): number[] {
  const { stderr } = spawnSync(nginx, ['-v'], { encoding: 'utf8' });
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr);
  if (!version) throw new Error(`nginx -v: ${stderr}`);
  return version.slice(1).map(Number);
}

/** `text` with `pattern` replaced, which must match exactly `count` times: a changed file fails here, by name. */
function substitute(text: string, pattern: RegExp, replace: (match: string, ...groups: string[]) => string, count = 1) {
  const found = text.match(new RegExp(pattern.source, pattern.flags.replace('g', '') + 'g'))?.length ?? 0;
  if (found !== count) throw new Error(`deploy/nginx.conf: ${pattern} found ${found} times, expected ${count}`);
  return text.replace(new RegExp(pattern.source, pattern.flags.replace('g', '') + 'g'), replace);
}

/** deploy/nginx.conf for this machine, and the main configuration that includes it. */
function writeConfig(dir: string, nginx: string, port: number, gateways: number[]) {
  let site = fs.readFileSync(CONF, 'utf8');
  site = substitute(site, /^(\s*listen\s+)80;/m, (_, listen) => `${listen}127.0.0.1:${port};`);
  site = substitute(site, /^(\s*resolver\s+)127\.0\.0\.11\b/m, (_, resolver) => `${resolver}127.0.0.1`);
  let next = 0;
  site = substitute(
    site,
    /^(\s*server\s+)gateway-\d+:4000\b/m,
    (_, server) => `${server}127.0.0.1:${gateways[next++]}`,
    gateways.length,
  );
  const [major, minor, patch] = nginxVersion(nginx);
  if (major! * 1e6 + minor! * 1e3 + patch! < 1_027_003) {
    site = substitute(site, /^(\s*server\s+\S+) resolve\b/m, (_, server) => server, gateways.length);
  }
  fs.writeFileSync(path.join(dir, 'default.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `# nginx:stable-alpine's /etc/nginx/nginx.conf, with its files in ${dir}.
${process.getuid?.() === 0 ? '# As root its workers would be "nobody", who cannot write here.\nuser root;\n' : ''}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} notice;
events {
    worker_connections 1024;
}
http {
    default_type application/octet-stream;
    log_format upstreams '$request_method $request_uri $status $upstream_addr';
    access_log ${path.join(dir, 'access.log')} upstreams;
    sendfile on;
    keepalive_timeout 65;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${path.join(dir, 'default.conf')};
}
`,
  );
}

/** The requests nginx answered since `from` lines of its access log: method, path, status, gateways asked. */
function accessLog(dir: string, from = 0) {
  const lines = fs.readFileSync(path.join(dir, 'access.log'), 'utf8').trim().split('\n').filter(Boolean);
  return lines.slice(from).map((line) => {
    const [method, uri, status, ...upstreams] = line.split(' ');
    return { method, uri, status: Number(status), upstreams: upstreams.join(' ').split(', ') };
  });
}

/**
 * The log's lines for `uri` after line `from`, once there are `count` of them: nginx writes a line
 * after it has sent the answer, so the client may read the answer before its line is there.
 */
async function logged(dir: string, from: number, uri: string, count: number) {
  for (let tries = 0; ; tries++) {
    const lines = accessLog(dir, from).filter((line) => line.uri === uri);
    if (lines.length >= count || tries === 100) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const describeWithNginx = NGINX ? describe : describe.skip;

describeWithNginx('deploy/nginx.conf in front of two gateways on one database', () => {
  let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let gateways: Array<Awaited<ReturnType<typeof startGateway>>>;
  let ports: number[];
  let dir: string;
  let nginx: ChildProcess;
  let site: string;
  let admin: string;
  const [a, b] = [0, 1];

  const logLength = () => accessLog(dir).length;
  /** The gateway (0 or 1) behind an upstream address of the access log. */
  const which = (upstream: string) => ports.findIndex((port) => upstream === `127.0.0.1:${port}`);

  beforeAll(async () => {
    db = await createEmptyDatabase();
    dir = fs.mkdtempSync(path.join(db.dataDir, 'nginx-'));
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    const env = {
      ...db.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'nginx-test-'.repeat(4),
      PUBLIC_URL: site,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-password',
      TRUST_PROXY: '1',
    };
    // Started together, as compose starts them: the migrations run once, under a lock.
    gateways = await Promise.all(
      ['a', 'b'].map((name) => startGateway({ ...env, DATA_DIR: path.join(db.dataDir, name) })),
    );
    ports = gateways.map((gateway) => Number(new URL(gateway.url).port));
    writeConfig(dir, NGINX!, port, ports);

    const file = (name: string) => path.join(dir, name);
    const args = ['-p', dir, '-e', file('error.log'), '-c', file('nginx.conf'), '-g', 'daemon off;'];
    nginx = spawn(NGINX!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const up = () =>
      fetch(`${site}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    const deadline = Date.now() + 10_000;
    while (!(await up())) {
      if (nginx.exitCode !== null || Date.now() > deadline) {
        const log = fs.existsSync(file('error.log')) ? fs.readFileSync(file('error.log'), 'utf8') : '';
        throw new Error(`nginx did not start (exit ${nginx.exitCode}): ${output}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const login = await fetch(`${gateways[a]!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'a-long-password' }),
    });
    admin = ((await login.json()) as { data: { token: string } }).data.token;
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    for (const gateway of gateways ?? []) if (!gateway.ended()) await gateway.stop();
    await db?.drop();
  }, 60_000);

  it('serves the pages, the REST API and GraphQL', async () => {
    const home = await fetch(`${site}/`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    // The built site, or (before the frontend is built) a page naming the doors.
    expect(await home.text()).toMatch(/<div id="root">|\/graphql/);

    const about = await fetch(`${site}/api/about`);
    expect(about.status).toBe(200);
    expect(await about.json()).toEqual({ success: true, data: null });

    const graphql = await fetch(`${site}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ about { name } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { about: null } });
  });

  it('sends the requests to both gateways in turn (round robin)', async () => {
    const from = logLength();
    for (let i = 0; i < 8; i++) expect((await fetch(`${site}/healthz`)).status).toBe(200);
    const served = (await logged(dir, from, '/healthz', 8)).map(({ upstreams }) => which(upstreams[0]!));
    expect(served).toHaveLength(8);
    expect(served.every((gateway, i) => gateway >= 0 && (i === 0 || gateway !== served[i - 1]))).toBe(true);
  });

  it("appends the client's address to X-Forwarded-For: a forged one changes nothing (TRUST_PROXY=1)", async () => {
    const created = await fetch(`${gateways[a]!.url}/api/blogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ title: 'Sayılan', shortDescription: 'Görüntülenme', content: '<p>g</p>', tags: [] }),
    });
    expect(created.status).toBe(201);
    const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;
    const dataSource = await connect(db.database);
    const views = async () => (await dataSource.getRepository(BlogPost).findOneByOrFail({ id })).viewCount;
    try {
      // Six visitors by their forged headers, one by the address nginx saw: each gateway counts one view.
      const from = logLength();
      for (let i = 1; i <= 6; i++) {
        const read = await fetch(`${site}/api/blogs/${id}`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        expect(read.status).toBe(200);
      }
      const reads = await logged(dir, from, `/api/blogs/${id}`, 6);
      expect(new Set(reads.map(({ upstreams }) => which(upstreams[0]!)))).toEqual(new Set([a, b]));
      expect(await views()).toBe(2);

      // Straight to a gateway (which no client should reach), the one hop it trusts is the client.
      for (const address of ['198.51.100.1', '198.51.100.2']) {
        await fetch(`${gateways[a]!.url}/api/blogs/${id}`, { headers: { 'x-forwarded-for': address } });
      }
      expect(await views()).toBe(4);
    } finally {
      await dataSource.destroy();
    }
  });

  it("refuses a body over the gateway's largest itself; passes the rest on to the gateway's own limits", async () => {
    // client_max_body_size is MULTIPART_LIMIT_BYTES (body-limits.ts): nginx's answer above it...
    const upload = (bytes: number) =>
      fetch(`${site}/api/about/cv`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: Buffer.alloc(bytes, 'a'),
      });
    const over = await upload(MULTIPART_LIMIT_BYTES + 1);
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await over.text()).toContain('nginx');
    // ...and the gateway's at it (not signed in: refused before the body is looked at).
    const at = await upload(MULTIPART_LIMIT_BYTES);
    expect(at.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await at.json()) as { success: boolean }).success).toBe(false);

    // A JSON body over the gateway's JSON limit reaches it, and it answers its own 413.
    const json = await fetch(`${site}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a', email: 'a@example.com', message: 'm'.repeat(JSON_LIMIT_BYTES) }),
    });
    expect(json.status).toBe(413);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await json.json()) as { success: boolean }).success).toBe(false);
  });

  it("passes the gateway's headers through: compression, caching, security", async () => {
    const direct = await fetch(`${gateways[a]!.url}/`, { headers: { accept: 'text/html' } });
    const proxied = await fetch(`${site}/`, { headers: { accept: 'text/html' } });
    await Promise.all([direct.text(), proxied.text()]);
    const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);
    const headers = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !hopByHop.has(name)));
    expect(direct.headers.get('content-encoding')).toBeTruthy(); // fetch asks for gzip, deflate, br
    expect(headers(proxied)).toEqual({ ...headers(direct), server: expect.stringMatching(/^nginx/) });
  });

  it('serves what one gateway wrote from either, within a second', async () => {
    const name = async () =>
      ((await (await fetch(`${site}/api/about`)).json()) as { data: { name: string } | null }).data?.name;
    for (let i = 0; i < 4; i++) await name(); // both gateways keep the page in their caches
    const saved = await fetch(`${gateways[a]!.url}/api/about`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify(aboutInput({ name: 'Deniz Yılmaz' })),
    });
    expect(saved.status).toBe(200);
    const start = performance.now();
    // Until two requests in a row, one to each gateway, both answer with the new name.
    let pair: number[];
    for (;;) {
      const from = logLength();
      const names = [await name(), await name()];
      pair = (await logged(dir, from, '/api/about', 2)).map(({ upstreams }) => which(upstreams[0]!));
      if (names.every((written) => written === 'Deniz Yılmaz') || performance.now() - start > 5000) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(new Set(pair)).toEqual(new Set([a, b]));
    expect(performance.now() - start).toBeLessThanOrEqual(FRESH_WITHIN_MS);
  });

  it('sends the requests of a stopped gateway to the other', async () => {
    expect((await gateways[b]!.stop()).code).toBe(0);
    const from = logLength();
    for (let i = 0; i < 6; i++) expect((await fetch(`${site}/api/about`)).status).toBe(200);
    const log = await logged(dir, from, '/api/about', 6);
    expect(log.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(log.every(({ upstreams }) => which(upstreams.at(-1)!) === a)).toBe(true);
  });
});
