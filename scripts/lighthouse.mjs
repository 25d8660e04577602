// `npm run lighthouse`: Lighthouse 12.8 (mobile, simulated slow 4G and 4× slower CPU) on the public
// pages of a production start filled with the demo content, three runs a page, the median written to
// BENCHMARKS.md. Needs Debian's Chromium at /usr/bin/chromium (or CHROME_PATH); Lighthouse itself is
// fetched by npx at the pinned version (13 needs Node 22), not installed with the project.
//
// The score must hold on a slow phone, not only on a fast moment of this machine: Lighthouse measures the
// machine in every run (its `benchmarkIndex`). Each run gathers first (-G), and is then audited (-A) with
// its simulated CPU slowed by 4 × index ÷ 1 600 when its own index was over 1 600, so that every figure
// is that of a machine at 1 600 or slower (the slowdown only enters the simulation, which runs in the
// audit). Each index and multiplier is written beside its figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { measuredOn, updateBenchmarks } from './lib/benchmarks.mjs';
import { buildAll, startProductionSite } from './lib/site.mjs';
import { onSupportedNode } from './lib/runtime.mjs';

await onSupportedNode(); // the gateway needs Node 22+ (README, "Node versions")

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SLOWEST_INDEX = 1600;
const SLOWDOWN = 4;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-lighthouse-'));

/** The CPU slowdown that makes a machine of this benchmarkIndex a machine of SLOWEST_INDEX. */
const slowdownFor = (index) => Math.round(SLOWDOWN * Math.max(1, index / SLOWEST_INDEX) * 100) / 100;

// Run as a child, not synchronously: the baseline's server lives in this process and must answer meanwhile.
const npxLighthouse = (args) =>
  new Promise((resolve) =>
    spawn('npx', ['--yes', LIGHTHOUSE, ...args, `--only-categories=${CATEGORIES.join(',')}`, '--quiet'], {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    }).on('close', resolve),
  );

/**
 * One Lighthouse run: gathered at the default settings, audited at the slowdown its own benchmarkIndex
 * calls for (written into the saved settings, which the audit requires to match). A run Lighthouse
 * itself could not finish (a runtimeError) is tried again, twice at most.
 */
async function lighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    const file = path.join(out, 'report.json');
    const gathered = path.join(out, 'gathered');
    fs.rmSync(gathered, { recursive: true, force: true });
    await npxLighthouse([url, `--chrome-flags=${CHROME_FLAGS}`, `-G=${gathered}`]);
    const artifactsFile = path.join(gathered, 'artifacts.json');
    if (fs.existsSync(artifactsFile)) {
      const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
      const multiplier = slowdownFor(artifacts.BenchmarkIndex);
      artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
      fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
      await npxLighthouse([
        url,
        `-A=${gathered}`,
        `--throttling.cpuSlowdownMultiplier=${multiplier}`,
        '--output=json',
        `--output-path=${file}`,
      ]);
    }
    const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
    fs.rmSync(file, { force: true });
    if (report && !report.runtimeError) return report;
    console.warn(`lighthouse ${url}: ${report?.runtimeError?.code ?? 'no report'} (attempt ${attempt})`);
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The headers that describe one response's body rather than the site's answers. */
const OF_THE_BODY = /^(content-length|content-encoding|transfer-encoding|etag|date|connection|keep-alive)$/;

/**
 * The baseline: the least a page with a script can be. One heading and a paragraph, the favicon and one
 * module script that does nothing, answered by a bare Node server with the site's own headers (so that
 * it pays the same security policy): the floor of the pages' figures on this machine (the table's text says why).
 */
async function startBaseline(site) {
  const page = await fetch(`${site.url}/`);
  const headers = Object.fromEntries([...page.headers].filter(([name]) => !OF_THE_BODY.test(name)));
  const favicon = Buffer.from(await (await fetch(`${site.url}/favicon.svg`)).arrayBuffer());
  const html = [
    '<!doctype html><html lang="tr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Yalın sayfa</title>',
    '<meta name="description" content="Ölçümlerin tabanı: bir başlık, bir paragraf ve bir betik.">',
    '<script type="module" src="/boot.js"></script></head>',
    `<body><main><h1>Yalın sayfa</h1><p>${'Bir başlık, bir paragraf ve hiçbir şey yapmayan bir betik. '.repeat(8)}</p></main></body></html>`,
  ].join('');
  const files = {
    '/': [headers, html],
    '/boot.js': [{ 'content-type': 'text/javascript' }, 'document.documentElement.dataset.ready = "";'],
    '/favicon.svg': [{ 'content-type': 'image/svg+xml' }, favicon],
  };
  const server = http.createServer((request, response) => {
    const [head, body] = files[request.url] ?? [{}, ''];
    response.writeHead(files[request.url] ? 200 : 404, head).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((r) => server.close(r)) };
}

/** Times to the hundredth of a second (Lighthouse's own text rounds to the tenth: its 1.0 s may be 1.04 s). */
const shown = (audit) =>
  audit.id === 'total-blocking-time' || audit.numericUnit !== 'millisecond'
    ? audit.displayValue
    : `${(audit.numericValue / 1000).toFixed(2)} s`;

const lcpOf = (report) => report.audits['largest-contentful-paint'].numericValue;

/**
 * A row of the table: the run with the median performance score (among equal scores, the median LCP)
 * stands for the page, with its own metrics, not a mix.
 */
function rowOf(page, reports) {
  const byPerformance = [...reports].sort(
    (a, b) => a.categories.performance.score - b.categories.performance.score || lcpOf(a) - lcpOf(b),
  );
  const chosen = byPerformance[Math.floor(reports.length / 2)];
  return {
    page,
    runs: reports.map((report) => Math.round(report.categories.performance.score * 100)),
    scores: CATEGORIES.map((category) => median(reports.map((r) => Math.round(r.categories[category].score * 100)))),
    metrics: Object.keys(METRICS).map((id) => shown(chosen.audits[id])),
    machine: `${Math.round(chosen.environment.benchmarkIndex)} (${chosen.configSettings.throttling.cpuSlowdownMultiplier}×)`,
  };
}

async function measure(url, label) {
  const report = await lighthouse(url);
  const perf = Math.round(report.categories.performance.score * 100);
  const slowdown = `benchmarkIndex ${report.environment.benchmarkIndex}, ${report.configSettings.throttling.cpuSlowdownMultiplier}×`;
  console.log(`${label}: performance ${perf}, LCP ${Math.round(lcpOf(report))} ms (${slowdown})`);
  return report;
}

buildAll();
const site = await startProductionSite();
let rows;
let baseline;
try {
  baseline = await startBaseline(site);
  const posts = await (await fetch(`${site.url}/api/blogs`)).json();
  const projects = await (await fetch(`${site.url}/api/projects`)).json();
  const pages = ['/', '/blog', `/blog/${posts.data[0].slug}`, '/about', '/contact', '/projects'];
  // A project's page when the site has one (issue 46).
  if (projects.data?.[0]) pages.push(`/projects/${projects.data[0].slug}`);
  // The English home and an English post (issue 50): the demo has both.
  const english = await (await fetch(`${site.url}/api/blogs?lang=en`)).json();
  pages.push('/en', `/en/blog/${english.data[0].slug}`);
  await lighthouse(`${site.url}/`); // warms the site
  // The baseline is measured once before each page's runs, so that it sees the machine's moments as they do.
  const bare = [];
  rows = [];
  for (const page of pages) {
    bare.push(await measure(baseline.url, `baseline run ${bare.length + 1}`));
    const reports = [];
    for (let run = 1; run <= RUNS; run++) reports.push(await measure(`${site.url}${page}`, `${page} run ${run}`));
    rows.push(rowOf(page.replace(/^(\/en)?\/(blog|projects)\/.+/, '$1/$2/{slug}'), reports));
  }
  rows.push(rowOf('baseline: a bare page', bare));
} finally {
  await baseline?.stop();
  await site.stop();
  fs.rmSync(out, { recursive: true, force: true });
}

const lines = [
  `Measured by \`npm run lighthouse\` (scripts/lighthouse.mjs) ${measuredOn()}: ${LIGHTHOUSE}, mobile`,
  `(simulated slow 4G, ${SLOWDOWN}× CPU slowdown or more), Debian Chromium headless, on a production start (\`NODE_ENV=production\`,`,
  'SQLite) filled with the demo content by `npm run demo`. Scores are the median of',
  `${RUNS} runs per page (each run in brackets); the metrics are those of the median run (among equal scores, the one`,
  "with the median LCP). Lighthouse's",
  '`benchmarkIndex` of that run is beside them, with the CPU slowdown it was audited at: a run that found the',
  `machine faster than ${SLOWEST_INDEX} is slowed by ${SLOWDOWN} × index ÷ ${SLOWEST_INDEX} (gathered with \`-G\`, audited with \`-A\` and`,
  `\`--throttling.cpuSlowdownMultiplier\`), so the figures are those of a machine at ${SLOWEST_INDEX} or slower.`,
  'A first visit, as Lighthouse makes, gets its page set in the web fonts’ metric-matched stand-ins, asking',
  'for no font file (styles/fonts.css). The last row is the baseline, measured once before each page’s runs',
  '(the median of those): a bare page (a heading, a paragraph, the favicon, one module script that does nothing)',
  'answered by a bare Node server with the site’s own headers: what this machine and Lighthouse give the least',
  'a page can be. Its LCP in particular: Lighthouse 12.8 counts a module script’s request as holding the largest',
  'paint when it ends before it (lighthouse#17163), though Chrome paints without waiting for it. Whether a run',
  'counts it is a race on this machine, so the LCP of a page, and the baseline’s, moves by up to half a second',
  'between runs.',
  '',
  `| page | performance | accessibility | best practices | SEO | ${Object.values(METRICS).join(' | ')} | benchmarkIndex (slowdown) |`,
  `|---|---:|---:|---:|---:|${Object.values(METRICS)
    .map(() => '---:')
    .join('|')}|---:|`,
  ...rows.map(
    ({ page, runs, scores: [performance, ...others], metrics, machine }) =>
      `| ${page.startsWith('/') ? `\`${page}\`` : page} | ${performance} (${runs.join(', ')}) | ${others.join(' | ')} | ${metrics.join(' | ')} | ${machine} |`,
  ),
];
updateBenchmarks([{ heading: 'Lighthouse (mobile)', lines }]);
console.log(lines.join('\n'));
