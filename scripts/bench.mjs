// `npm run bench`: the read path under load against its baselines (scripts/lib/read-path.mjs); what a visitor's browser downloads on a first visit of each public page —
// JavaScript (gzip and brotli) per route, loaded in Chromium from a production start — as a ratio to
// a baseline built in the same run: a bare React 19 page with the same Vite; then the hardening run: thousands of hostile requests per
// door on both databases, and a database killed under writes. Writes BENCHMARKS.md.
// BENCH_HOSTILE_RUNS (default 1000) sets the generated requests per door.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { measuredOn, updateBenchmarks } from './lib/benchmarks.mjs';
import { fairnessBench } from './lib/fairness.mjs';
import { hydrated, mainThreadBench } from './lib/main-thread.mjs';
import { readPathBench } from './lib/read-path.mjs';
import { buildAll, root, run, startProductionSite } from './lib/site.mjs';

const FAIRNESS = 'Fairness under hostile readers';
const MAIN_THREAD = 'Main-thread work on a slow phone';

// `npm run bench -- fairness` or `npm run bench -- main-thread`: that section alone.
const alone = { fairness: [FAIRNESS, fairnessBench], 'main-thread': [MAIN_THREAD, mainThreadBench] }[process.argv[2]];
if (alone) {
  buildAll();
  const [heading, bench] = alone;
  const lines = await bench();
  updateBenchmarks([{ heading, lines }]);
  console.log(lines.join('\n'));
  process.exit(0);
}

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

// The site as shipped, loaded route by route in Chromium from a production start: every script a
// first visit downloads (until the network is idle), sized from the build.
buildAll();
const dist = path.join(frontend, 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const site = await startProductionSite();
let results;
try {
  const posts = await (await fetch(`${site.url}/api/blogs`)).json();
  const routes = ['/', '/about', '/blog', `/blog/${posts.data[0].slug}`, '/contact'];
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
    results.push({ route: route.startsWith('/blog/') ? '/blog/{slug}' : route, untouched, ...measure(dist, scripts) });
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

// Hardening: the hostile suite at scale (gateway/test/support/hostile/bench.ts), SQLite and MySQL
// side by side, then the database fault run.
const require = createRequire(import.meta.url);
const { findMysqlServer, startMysqlServer } = require('../gateway/test/support/mysql-server.js');
const RUNS = Number(process.env.BENCH_HOSTILE_RUNS ?? 1000);
const SEED = 20_261_122;
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-'));

/** Runs bench.ts with tsx on one database; resolves to its JSON report. */
function hostile(args, env) {
  const out = path.join(reports, `${args[0]}-${env.TEST_DB}.json`);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      '--tsconfig',
      'gateway/tsconfig.json',
      'gateway/test/support/hostile/bench.ts',
      ...args.map(String),
      out,
    ],
    { cwd: root, env: { ...inherited, ...env }, stdio: 'inherit' },
  );
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(fs.readFileSync(out, 'utf8')))
        : reject(new Error(`bench.ts ${args[0]} (${env.TEST_DB}) failed`)),
    ),
  );
}

const mysqlBinary = findMysqlServer();
const mysqlServer = mysqlBinary ? await startMysqlServer(mysqlBinary) : undefined;
const mysqlEnv = mysqlServer && {
  TEST_DB: 'mysql',
  TEST_MYSQL_URL: mysqlServer.url,
  DATABASE_URL: `${mysqlServer.url}/test_dialect`,
};
let corpus;
let fault;
try {
  console.log(`\n=== Hardening: ${RUNS} generated requests per door on each database`);
  corpus = await Promise.all([
    hostile(['corpus', RUNS, SEED], { TEST_DB: 'sqlite' }),
    ...(mysqlEnv ? [hostile(['corpus', RUNS, SEED], mysqlEnv)] : []),
  ]);
  if (mysqlEnv) fault = await hostile(['fault'], mysqlEnv);
} finally {
  await mysqlServer?.stop();
  fs.rmSync(reports, { recursive: true, force: true });
}

const DOORS = {
  rest: 'REST `/api`',
  graphql: 'GraphQL (JSON)',
  multipart: 'multipart (both doors)',
  raw: 'socket level',
};
const hardening = [
  `Measured by \`npm run bench\` ${measuredOn()} (gateway/test/support/hostile/bench.ts, seed ${SEED}; \`npm test\` runs the same checks`,
  'on a few hundred requests per database). Each request is checked as in `gateway/test/hostile-input.test.ts`: no',
  '5xx, no INTERNAL_SERVER_ERROR, the REST envelope or known GraphQL codes with Turkish messages, prototypes',
  'unchanged, every table unchanged unless the write was acknowledged, and stored as acknowledged when it was.',
  '',
  '| database | door | requests tried | 5xx | INTERNAL_SERVER_ERROR | no answer | breaking the contract |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...corpus.flatMap((result) =>
    Object.entries(DOORS).map(([door, name]) => {
      const counts = result.inProcess.doors[door];
      return `| ${result.database} | ${name} | ${counts.tried} | ${counts.serverErrors} | ${counts.internalErrors} | ${counts.unanswered} | ${counts.failing} |`;
    }),
  ),
  '',
  '| database | errors nobody handled (each ends a process) | real process: requests / exits | prototype changes | refused requests that changed data | acknowledged writes |',
  '|---|---:|---:|---:|---:|---:|',
  ...corpus.map((result) => {
    const tried = Object.values(result.process.doors).reduce((sum, counts) => sum + counts.tried, 0);
    return `| ${result.database} | ${result.inProcess.uncaught} | ${tried} / ${result.process.exits} | ${result.inProcess.prototypeChanges} | ${result.inProcess.refusedButChanged} | ${result.inProcess.acknowledgedWrites} |`;
  }),
  '',
  ...(fault
    ? [
        'Database fault run (MySQL/MariaDB killed with SIGKILL during concurrent writes of every kind, restarted on',
        'the same data; see `gateway/test/database-fault.mysql.test.ts`):',
        '',
        '| writes | acknowledged | failed | answers by status | acknowledged writes lost | failed writes that left data | gateway back after restart | gateway exited |',
        '|---:|---:|---:|---|---:|---:|---:|---|',
        `| ${fault.writes} | ${fault.acknowledged} | ${fault.failed} | ${Object.entries(fault.statuses)
          .map(([status, count]) => `${status === '0' ? 'none' : status}: ${count}`)
          .join(
            ', ',
          )} | ${fault.lost} | ${fault.partial} | ${fault.recoveredAfter === null ? 'never' : `${fault.recoveredAfter} ms`} | ${fault.gatewayExited ? 'yes' : 'no'} |`,
        '',
      ]
    : ['No MySQL/MariaDB server program was found: the MySQL rows and the database fault run are missing.', '']),
  ...corpus.flatMap((result) =>
    result.inProcess.failureCount + result.process.failureCount
      ? [
          `First problems on ${result.database} (${result.inProcess.failureCount} in process, ${result.process.failureCount} against the process${result.process.exits ? `; requests that ended it: ${result.process.exitCases.slice(0, 5).join('; ')}` : ''}):`,
          '',
          ...[...result.inProcess.failures, ...result.process.failures]
            .slice(0, 10)
            .map((failure) => `- ${failure.replace(/\s+/g, ' ').slice(0, 220)}`),
          '',
        ]
      : [],
  ),
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const firstLoad = [
  `Measured by \`npm run bench\` (scripts/bench.mjs) ${measuredOn()}. Sizes are deterministic for a given`,
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
// Each public page's main-thread work at 4× slowdown against a bare React page (scripts/lib/main-thread.mjs).
const mainThread = await mainThreadBench();
// The read path under load: the public answers against Express sending the same bytes, 10 000 posts
// against 10, memory after a minute of readers (scripts/lib/read-path.mjs).
const readPath = await readPathBench();
// One ordinary reader alone and during each attack of one hostile client (scripts/lib/fairness.mjs).
const fairness = await fairnessBench();
updateBenchmarks([
  { heading: 'Read path under load', lines: readPath },
  { heading: FAIRNESS, lines: fairness },
  { heading: 'Public first-load JavaScript', lines: firstLoad },
  { heading: MAIN_THREAD, lines: mainThread },
  { heading: 'Hardening: hostile requests and a database crash', lines: hardening },
]);
console.log([...readPath, '', ...fairness, '', ...firstLoad, '', ...mainThread, '', ...hardening].join('\n'));
