// `npm run lighthouse`: Lighthouse 12.8 (mobile, simulated slow 4G and 4× slower CPU) on the public
// pages of a production start filled with the demo content, three runs a page, the median written to
// BENCHMARKS.md. Needs Debian's Chromium at /usr/bin/chromium (or CHROME_PATH); Lighthouse itself is
// fetched by npx at the pinned version (13 needs Node 22), not installed with the project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measuredOn, updateBenchmarks } from './lib/benchmarks.mjs';
import { buildAll, startProductionSite } from './lib/site.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

/** One Lighthouse run; a run Lighthouse itself could not finish (a runtimeError) is tried again, twice at most. */
function lighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    const file = path.join(out, 'report.json');
    spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        `--chrome-flags=${CHROME_FLAGS}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
    fs.rmSync(file, { force: true });
    if (report && !report.runtimeError) return report;
    console.warn(`lighthouse ${url}: ${report?.runtimeError?.code ?? 'no report'} (attempt ${attempt})`);
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

buildAll();
const site = await startProductionSite();
let rows;
try {
  const posts = await (await fetch(`${site.url}/api/blogs`)).json();
  const pages = ['/', '/blog', `/blog/${posts.data[0].slug}`, '/about', '/contact'];
  rows = pages.map((page) => {
    const reports = Array.from({ length: RUNS }, (_, i) => {
      const report = lighthouse(`${site.url}${page}`);
      const perf = Math.round(report.categories.performance.score * 100);
      console.log(`${page} run ${i + 1}: performance ${perf}`);
      return report;
    });
    // The run with the median performance score stands for the page (its own metrics, not a mix).
    const byPerformance = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const chosen = byPerformance[Math.floor(RUNS / 2)];
    return {
      page: page.startsWith('/blog/') ? '/blog/{slug}' : page,
      runs: reports.map((report) => Math.round(report.categories.performance.score * 100)),
      scores: CATEGORIES.map((category) => median(reports.map((r) => Math.round(r.categories[category].score * 100)))),
      metrics: Object.keys(METRICS).map((id) => chosen.audits[id].displayValue),
    };
  });
} finally {
  await site.stop();
  fs.rmSync(out, { recursive: true, force: true });
}

const lines = [
  `Measured by \`npm run lighthouse\` (scripts/lighthouse.mjs) ${measuredOn()}: ${LIGHTHOUSE}, mobile`,
  '(simulated slow 4G, 4× CPU slowdown), Debian Chromium headless, on a production start (`NODE_ENV=production`,',
  'SQLite) filled with the demo content by `npm run demo`. Scores are the median of',
  `${RUNS} runs per page (each run in brackets); the metrics are those of the median run.`,
  '',
  `| page | performance | accessibility | best practices | SEO | ${Object.values(METRICS).join(' | ')} |`,
  `|---|---:|---:|---:|---:|${Object.values(METRICS)
    .map(() => '---:')
    .join('|')}|`,
  ...rows.map(
    ({ page, runs, scores: [performance, ...others], metrics }) =>
      `| \`${page}\` | ${performance} (${runs.join(', ')}) | ${others.join(' | ')} | ${metrics.join(' | ')} |`,
  ),
];
updateBenchmarks([{ heading: 'Lighthouse (mobile)', lines }]);
console.log(lines.join('\n'));
