// `node scripts/production-start.mjs`: the README's `npm start` in production (NODE_ENV=production,
// JWT_SECRET, PUBLIC_URL, the first admin from the environment), on a fresh data folder, on the Node
// that runs this script, serves the public pages: each answers 200 with the site's HTML. Exits 1
// with what answered otherwise. `npm test` runs it last, on each Node it tests: it proves the tree
// the tests leave behind (the builds in gateway/dist and frontend/dist) is one a production start
// serves.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './lib/site.mjs';

const PAGES = ['/', '/about', '/blog', '/contact', '/search?q=yazı', '/rss.xml', '/sitemap.xml'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-production-start-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: url,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET: randomBytes(48).toString('base64'),
  ADMIN_EMAIL: 'sahip@example.com',
  ADMIN_PASSWORD: randomBytes(24).toString('base64'),
  LOG_LEVEL: 'warn',
};
const gateway = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });

const problems = [];
try {
  // npm start builds what is missing or stale first: room for a whole build on a slow machine.
  for (const deadline = Date.now() + 300_000; ;) {
    if (gateway.exitCode !== null) throw new Error(`npm start exited with ${gateway.exitCode}`);
    if (Date.now() > deadline) throw new Error('npm start did not answer /healthz in 5 minutes');
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const page of PAGES) {
    const response = await fetch(`${url}${page}`);
    const body = await response.text();
    const expected = page.endsWith('.xml') ? /^<\?xml/ : /^<!doctype html>[\s\S]*<div id="root">[\s\S]*<\/html>/i;
    if (response.status !== 200 || !expected.test(body.trimStart()))
      problems.push(`${page}: ${response.status} ${body.slice(0, 200).replace(/\s+/g, ' ')}`);
  }
} catch (error) {
  problems.push(error.message);
} finally {
  if (gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`A production start on Node ${process.versions.node} does not serve the site:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`A production start on Node ${process.versions.node} serves ${PAGES.join(', ')}: 200.`);
