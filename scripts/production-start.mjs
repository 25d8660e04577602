// `node scripts/production-start.mjs`: the README's `npm start` in production (NODE_ENV=production,
// JWT_SECRET, PUBLIC_URL, the first admin from the environment), on a fresh data folder, on the Node
// that runs this script, serves the public pages: each answers 200 with the site's HTML. Exits 1
// with what answered otherwise. `npm test` runs it last, on each Node it tests: it proves the tree
// the tests leave behind (the builds in gateway/dist and frontend/dist) is one a production start
// serves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { answering, productionEnv, root } from './lib/site.mjs';

const PAGES = ['/', '/about', '/blog', '/contact', '/search?q=yazı', '/rss.xml', '/sitemap.xml'];

const { url, dataDir, env } = await productionEnv('portfolio-production-start-');
const gateway = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });

const problems = [];
try {
  // npm start builds what is missing or stale first: room for a whole build on a slow machine.
  await answering(url, gateway, 300_000);
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
  console.error(`A production start by Node ${process.versions.node} does not serve the site:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`A production start by Node ${process.versions.node} serves ${PAGES.join(', ')}: 200.`);
