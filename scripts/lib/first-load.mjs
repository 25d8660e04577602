// What a first visit of each public page downloads (`npm run bench`, or `npm run bench -- first-load`
// alone): JavaScript (raw, gzip, brotli) per route, loaded in Chromium from a production start, before
// the reader's first touch and with the application, against a bare React 19 page built with the same
// Vite in the same run.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { measuredOn } from './benchmarks.mjs';
import { hydrated } from './main-thread.mjs';
import { root, run, startProductionSite } from './site.mjs';

const frontend = path.join(root, 'frontend');

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const brotli = (buffer) => zlib.brotliCompressSync(buffer).length;

/** Every JS file a manifest entry needs at load: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Raw, gzip and brotli bytes of the given JavaScript files of a build. */
function measure(dist, files) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gz += gzip(bytes);
    br += brotli(bytes);
  }
  return { files: [...files].length, raw, gz, br };
}

/** Measures each public page's scripts in a fresh build; resolves to the lines of the BENCHMARKS.md section. */
export async function firstLoadBench() {
  // The site as shipped, loaded route by route in Chromium from a production start: every script a
  // first visit downloads (until the network is idle), sized from the build.
  const dist = path.join(frontend, 'dist/client');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const site = await startProductionSite();
  let results;
  try {
    const posts = await (await fetch(`${site.url}/api/blogs`)).json();
    let projects = await (await fetch(`${site.url}/api/projects`)).json();
    if (!projects.data?.[0]) {
      // The demo has no project: the owner publishes one (issue 46), so that a project's page is measured.
      const json = { 'content-type': 'application/json' };
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: site.email, password: site.password }),
      });
      const { token } = (await login.json()).data;
      const created = await fetch(`${site.url}/api/projects`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: 'Ölçüm projesi',
          summary: 'Ölçüm için yayımlanmış bir proje.',
          content: '<p>Bir paragraf.</p>',
          technologies: ['React'],
          status: 'published',
        }),
      });
      if (!created.ok) throw new Error(`POST /api/projects: ${created.status} ${await created.text()}`);
      projects = await (await fetch(`${site.url}/api/projects`)).json();
    }
    const tags = await (await fetch(`${site.url}/api/tags`)).json();
    const routes = ['/', '/about', '/blog', `/blog/${posts.data[0].slug}`, '/contact', '/projects'];
    routes.push(`/projects/${projects.data[0].slug}`); // issue 46
    // Each page downloads its own chunk (frontend/src/app/pages.ts): every kind of public page is measured.
    routes.push(`/tags/${tags.data[0].slug}`, '/search?q=react');
    // The English pages (issue 50): its home and an English post of the demo.
    const english = await (await fetch(`${site.url}/api/blogs?lang=en`)).json();
    routes.push('/en', `/en/blog/${english.data[0].slug}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    results = [];
    for (const route of routes) {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
      });
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
      const untouched = measure(dist, scripts);
      // The first touch (a key): the application is downloaded and takes the page over (boot.ts).
      await page.keyboard.press('Shift');
      await page.waitForFunction(hydrated);
      await page.waitForLoadState('networkidle');
      await page.close();
      const admin = [...scripts].filter((file) => /Admin|Editor|editor|dnd/.test(file));
      if (admin.length) throw new Error(`${route} downloaded admin code: ${admin.join(', ')}`);
      results.push({
        route: route.replace(/^(\/en)?\/(blog|projects|tags)\/.+/, '$1/$2/{slug}').replace(/\?.*/, ''),
        untouched,
        ...measure(dist, scripts),
      });
    }
    await browser.close();
  } finally {
    await site.stop();
  }
  const adminKeys = Object.keys(manifest).filter((key) => /features\/admin|editor/i.test(key));

  // The baseline: a bare React page built the same way, in a temporary folder inside frontend/
  // so that it resolves the same packages.
  const baseDir = fs.mkdtempSync(path.join(frontend, '.bench-baseline-'));
  let baseline;
  try {
    fs.writeFileSync(
      path.join(baseDir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    fs.writeFileSync(
      path.join(baseDir, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Merhaba</h1>);\n",
    );
    run('npx', ['vite', 'build', baseDir, '--outDir', path.join(baseDir, 'dist'), '--manifest', '--logLevel', 'warn'], {
      cwd: frontend,
    });
    const baseManifest = JSON.parse(fs.readFileSync(path.join(baseDir, 'dist/.vite/manifest.json'), 'utf8'));
    const baseEntry = Object.keys(baseManifest).find((key) => baseManifest[key].isEntry);
    const baseFiles = [...closure(baseManifest, baseEntry)].map((key) => baseManifest[key].file);
    baseline = measure(
      path.join(baseDir, 'dist'),
      baseFiles.filter((file) => file.endsWith('.js')),
    );
  } finally {
    fs.rmSync(baseDir, { recursive: true, force: true });
  }

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const firstLoad = [
    `Measured by \`npm run bench\` (scripts/lib/first-load.mjs) ${measuredOn()}. Sizes are deterministic for a given`,
    'lockfile. What a first visit of each public page downloads, loaded in Chromium from a production start',
    "until the network is idle: **until the first touch**, the page's script alone (the page works without the",
    'application, boot.ts); **with the application**, everything once a key has been pressed and the page hydrated',
    '(the page itself, its inlined stylesheet, fonts and images excluded). Baseline: a bare React 19 page',
    `(\`createRoot\` + one \`<h1>\`) built with the same Vite in the same run: ${kb(baseline.gz)} KB gzip, ${kb(baseline.br)} KB brotli.`,
    '',
    '| route | until the first touch: files, brotli KB | with the application: files | raw KB | gzip KB | brotli KB | brotli ÷ baseline |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| \`${r.route}\` | ${r.untouched.files}, ${kb(r.untouched.br)} | ${r.files} | ${kb(r.raw)} | ${kb(r.gz)} | ${kb(r.br)} | ${(r.br / baseline.br).toFixed(2)}× |`,
    ),
    '',
    `Admin and editor chunks in the build: ${adminKeys.length}; none of them was downloaded by any public page above`,
    '(the run fails if one is, and the e2e suite checks it too).',
  ];
  return firstLoad;
}
