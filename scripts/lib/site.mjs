// A production start of the built site on a throwaway SQLite database filled with the Turkish demo
// by the project's own command (`npm run demo`; production never seeds by itself), for measuring.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GATEWAY_ENV, GATEWAY_NODE_FLAGS } from './gateway.mjs';
import { SQLITE_MODULE } from './runtime.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Builds every workspace as `npm start` runs them (the shared rules, the gateway, the site). */
export const buildAll = () => run('npm', ['run', 'build']);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Puts `count` generated posts (and nothing else) in the blog of a migrated SQLite database: titles,
 * summaries and 2 KB of content, one a day back from today.
 */
function fillPosts(file, count) {
  const require = createRequire(import.meta.url);
  const Database = require(SQLITE_MODULE);
  const db = new Database(file);
  const stamp = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
  const content = `<p>${'Ölçüm için yazılmış bir paragraf; içinde Türkçe harfler var: ığüşöç. '.repeat(30)}</p>`;
  db.transaction(() => {
    db.prepare('DELETE FROM blog_posts').run();
    const post = db.prepare(
      'INSERT INTO blog_posts (id, createdAt, title, slug, shortDescription, content, tags, publishDate, viewCount, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)',
    );
    const slug = db.prepare('INSERT INTO blog_slugs (slug, postId) VALUES (?, ?)');
    // Each tag's row, as the gateway writes it with its post (modules/blog/blog-post-tag.entity.ts).
    const tag = db.prepare(
      "INSERT INTO blog_post_tags (postId, slug, name, status, publishDate, createdAt) VALUES (?, ?, ?, 'published', ?, ?)",
    );
    const now = Date.now();
    for (let i = 1; i <= count; i++) {
      const id = randomUUID();
      const date = stamp(new Date(now - i * 86_400_000));
      post.run(
        id,
        date,
        `Ölçüm yazısı ${i}`,
        `olcum-yazisi-${i}`,
        `Ölçüm yazısı ${i} için kısa bir açıklama.`,
        content,
        JSON.stringify(['ölçüm', `etiket-${i % 7}`]),
        date,
        date,
      );
      slug.run(`olcum-yazisi-${i}`, id);
      tag.run(id, 'olcum', 'ölçüm', date, date);
      tag.run(id, `etiket-${i % 7}`, `etiket-${i % 7}`, date, date);
    }
  })();
  db.close();
}

/**
 * What each module derives from its rows and keeps beside them (the blog's search index, its
 * posts' sizes), made for rows written behind the gateway's back: as after a restore
 * (`Module.restored`), by the built gateway's own code.
 */
function rederive(env) {
  const script = `
    require('reflect-metadata');
    const { loadConfig } = require('./gateway/dist/core/config');
    const { connect } = require('./gateway/dist/database');
    const { modules } = require('./gateway/dist/modules');
    (async () => {
      const dataSource = await connect(loadConfig().database);
      await dataSource.transaction(async (manager) => {
        for (const module of modules) await module.restored?.(manager, modules);
      });
      await dataSource.destroy();
    })();`;
  run('node', ['-e', script], { env });
}

/**
 * A production gateway's environment on a fresh data folder (`prefix` names it) and a free port of
 * 127.0.0.1: NODE_ENV=production with a random JWT_SECRET and first admin, embedded SQLite.
 */
export async function productionEnv(prefix) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const url = `http://127.0.0.1:${await freePort()}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(48).toString('base64'),
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: randomBytes(24).toString('base64'),
    LOG_LEVEL: 'warn',
    ...GATEWAY_ENV,
  };
  return { url, dataDir, env };
}

/** Resolves once `url` answers /healthz; throws if `child` exits first or `ms` pass. */
export async function answering(url, child, ms) {
  for (const deadline = Date.now() + ms; ;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the gateway did not answer /healthz in ${ms / 1000} s`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `node gateway/dist/main.js` in production mode with the demo content (or, with `posts`,
 * the demo's pages and that many generated posts), any extra `env` and node flags (`--cpu-prof`);
 * `before(file)` may write more rows into the SQLite file first (the subscribers bench's readers).
 * Resolves when it answers.
 */
export async function startProductionSite({ posts, env: extra = {}, nodeArgs = [], before } = {}) {
  const { url, dataDir, env } = await productionEnv('portfolio-measure-');
  Object.assign(env, extra);
  run('node', ['gateway/dist/cli/demo.js'], { env, stdio: 'ignore' });
  if (posts !== undefined) {
    fillPosts(path.join(dataDir, 'site.sqlite'), posts);
    rederive(env);
  }
  before?.(path.join(dataDir, 'site.sqlite'));
  const gateway = spawn('node', [...GATEWAY_NODE_FLAGS, ...nodeArgs, 'gateway/dist/main.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  await answering(url, gateway, 30_000);
  return {
    url,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    pid: gateway.pid,
    stop: async () => {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls a started site's REST facade as `token` (or no one); resolves to its `data`, throws on a refusal. */
export async function api(site, method, path, token, body) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Polls until `check` (which may return a promise) holds, every 200 ms, at most `ms`; whether it held. */
export async function until(check, ms) {
  for (const deadline = Date.now() + ms; !(await check());) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
}

/** Signs a started site's owner in through REST: their token. */
export const signIn = async (site) =>
  (await api(site, 'POST', '/api/auth/login', undefined, { email: site.email, password: site.password })).token;
