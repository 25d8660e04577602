// The read path under load (part of `npm run bench`): autocannon against production starts of the
// gateway, each figure as a ratio to its baseline measured in the same run — Express serving the
// same bytes from memory, the same site with 10 posts instead of 10 000, the gateway's memory
// after start-up. Returns the lines of its BENCHMARKS.md section.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { measuredOn } from './benchmarks.mjs';
import { root, startProductionSite } from './site.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const LIST = '{ blogs { id title slug shortDescription tags publishDate viewCount } }';
const FIRST_PAGE =
  '{ blogPage(page: 1, perPage: 12) { items { id title slug shortDescription tags publishDate viewCount } total pages } }';
const HTML = { accept: 'text/html' };

/** autocannon for SECONDS (after a 2 s warm-up): requests per second, mean latency and percentiles in ms. */
async function load(url, options = {}) {
  const run = (duration) => autocannon({ url, connections: CONNECTIONS, duration, ...options });
  await run(2);
  const result = await run(SECONDS);
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Express answering every GET with `body` from memory (scripts/lib/bare-express.mjs), in its own process. */
async function bareExpress(body, type) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'body');
  fs.writeFileSync(file, body);
  const child = spawn('node', [path.join(root, 'scripts/lib/bare-express.mjs'), file, type], { cwd: root });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', () => reject(new Error('bare express exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

const graphql = (query) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

/** Throughput and p99 of the gateway at `path` against Express sending the bytes the gateway sends there. */
async function againstExpress(site, urlPath, headers = {}) {
  const response = await fetch(site.url + urlPath, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const bare = await bareExpress(body, response.headers.get('content-type'));
  try {
    const baseline = await load(bare.url + urlPath, { headers });
    const gateway = await load(site.url + urlPath, { headers });
    return { bytes: body.length, baseline, gateway };
  } finally {
    bare.stop();
  }
}

/**
 * One request at a time to sites started without the cache (CACHE_MAX_MB=0), so that the database
 * and the renderer run for each, alternating between the two sites so both see the same machine;
 * median and p95 in ms of each, after 50 unmeasured rounds.
 */
async function missLatency(sites, kind, count = 300, warmup = 50) {
  const times = sites.map(() => []);
  for (let i = 0; i < warmup + count; i++) {
    for (const [n, site] of sites.entries()) {
      const start = performance.now();
      const response =
        kind === 'graphql'
          ? await fetch(`${site.url}/graphql`, graphql(FIRST_PAGE))
          : await fetch(`${site.url}${kind === 'rest' ? '/api/blogs?page=1&perPage=12' : '/blog'}`, {
              headers: kind === 'page' ? HTML : {},
            });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${kind}: ${response.status}`);
      if (i >= warmup) times[n].push(performance.now() - start);
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: list[Math.floor(count / 2)], p95: list[Math.floor(count * 0.95)] };
  });
}

/** Resident memory of a process, from /proc (bytes). */
const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** How long /blog takes to be ready in Chromium (load event), median of 5 fresh contexts. */
async function readyInChromium(browser, url) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    times.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
    await context.close();
  }
  return times.sort((a, b) => a - b)[2];
}

const pct = (a, b) => `${Math.round((100 * a) / b)} %`;
const x = (a, b) => `${(a / b).toFixed(2)}×`;
const ms = (value) => `${value.toFixed(1)} ms`;
const rps = (value) => `${Math.round(value)} req/s`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (ok) => (ok ? 'met' : '**not met**');

/**
 * The bench is one client asking without pause: fair use (REQUEST_BUDGET) would pace its misses,
 * and this measures what they cost.
 */
const UNPACED = { REQUEST_BUDGET: '0' };

export async function readPathBench() {
  const lines = [];
  // 1. Throughput against Express serving the same bytes, on a site of 20 posts.
  const small = await startProductionSite({ posts: 20, env: UNPACED });
  let api, page, gql, rest, br, identity, slug;
  try {
    slug = (await (await fetch(`${small.url}/api/blogs`)).json()).data[0].slug;
    api = await againstExpress(small, '/api/blogs');
    page = await againstExpress(small, `/blog/${slug}`, HTML);
    rest = api.gateway;
    gql = await load(`${small.url}/graphql`, graphql(LIST));
    identity = page.gateway;
    br = await load(`${small.url}/blog/${slug}`, { headers: { ...HTML, 'accept-encoding': 'br' } });
  } finally {
    await small.stop();
  }
  // 2. The cost of noticing other gateways' writes on every request instead of every 500 ms.
  const eager = await startProductionSite({ posts: 20, env: { ...UNPACED, CACHE_SYNC_MS: '0' } });
  let everyRequest;
  try {
    everyRequest = await load(`${eager.url}/api/blogs`);
  } finally {
    await eager.stop();
  }
  // 3. The first page of posts with 10 and with 10 000 posts: cached under load, and misses one at a time.
  const firstPage = { 10: {}, 10_000: {} };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const sites = {
    10: await startProductionSite({ posts: 10, env: UNPACED }),
    10_000: await startProductionSite({ posts: 10_000, env: UNPACED }),
  };
  let memory;
  try {
    const startup = rss(sites[10_000].pid);
    for (const [posts, site] of Object.entries(sites)) {
      Object.assign(firstPage[posts], {
        rest: await load(`${site.url}/api/blogs?page=1&perPage=12`),
        graphql: await load(`${site.url}/graphql`, graphql(FIRST_PAGE)),
        page: await load(`${site.url}/blog`, { headers: HTML }),
        chromium: await readyInChromium(browser, `${site.url}/blog`),
      });
    }
    const few = await startProductionSite({ posts: 10, env: { ...UNPACED, CACHE_MAX_MB: '0' } });
    const many = await startProductionSite({ posts: 10_000, env: { ...UNPACED, CACHE_MAX_MB: '0' } });
    try {
      for (const kind of ['rest', 'graphql', 'page']) {
        [firstPage[10][`${kind}Miss`], firstPage[10_000][`${kind}Miss`]] = await missLatency([few, many], kind);
      }
    } finally {
      await few.stop();
      await many.stop();
    }
    // 4. Memory: 60 s of that load (the first page on the three doors), then 60 s of readers across
    // many pages (the cache fills towards its ceiling).
    const firstPages = await autocannon({
      url: sites[10_000].url,
      connections: CONNECTIONS,
      duration: 60,
      requests: [
        { method: 'GET', path: '/api/blogs?page=1&perPage=12' },
        { method: 'POST', path: '/graphql', ...graphql(FIRST_PAGE) },
        { method: 'GET', path: '/blog', headers: HTML },
      ],
    });
    if (firstPages.non2xx || firstPages.errors)
      throw new Error(`first pages: ${firstPages.non2xx} non-2xx, ${firstPages.errors} errors`);
    await sleep(1000);
    const afterFirstPages = rss(sites[10_000].pid);
    const requests = Array.from({ length: 400 }, (_, i) => ({
      method: 'GET',
      path: [
        `/blog?sayfa=${2 + (i % 800)}`,
        `/blog/olcum-yazisi-${1 + i * 23}`,
        `/api/blogs?page=${1 + i}&perPage=12`,
        '/',
      ][i % 4],
      headers: HTML,
    }));
    const readers = await autocannon({ url: sites[10_000].url, connections: CONNECTIONS, duration: 60, requests });
    if (readers.non2xx || readers.errors)
      throw new Error(`readers: ${readers.non2xx} non-2xx, ${readers.errors} errors`);
    await sleep(1000);
    memory = { startup, afterFirstPages, after: rss(sites[10_000].pid), ceiling: 32 * 1024 * 1024 };
  } finally {
    await browser.close();
    for (const site of Object.values(sites)) await site.stop();
  }

  const [ten, many] = [firstPage[10], firstPage[10_000]];
  const memoryLimit = 1.2 * memory.startup + memory.ceiling;
  lines.push(
    `Measured by \`npm run bench\` (scripts/lib/read-path.mjs) ${measuredOn()}: autocannon, ${CONNECTIONS} connections,`,
    `${SECONDS} s per figure after a 2 s warm-up, against production starts (SQLite, LOG_LEVEL=warn). The baseline is`,
    'Express answering the same bytes from memory with `res.send`, in its own process, measured just before.',
    '',
    '| figure | gateway | baseline | ratio | goal |',
    '|---|---|---|---|---|',
    `| \`GET /api/blogs\`, 20 posts (${api.bytes} B) | ${rps(api.gateway.rps)}, p99 ${api.gateway.p99} ms | ${rps(api.baseline.rps)}, p99 ${api.baseline.p99} ms | ${pct(api.gateway.rps, api.baseline.rps)}, p99 ${x(api.gateway.p99, api.baseline.p99)} | ≥ 70 %, p99 ≤ 2×: ${verdict(api.gateway.rps >= 0.7 * api.baseline.rps && api.gateway.p99 <= 2 * api.baseline.p99)} |`,
    `| rendered \`/blog/{slug}\` (${page.bytes} B) | ${rps(page.gateway.rps)}, p99 ${page.gateway.p99} ms | ${rps(page.baseline.rps)}, p99 ${page.baseline.p99} ms | ${pct(page.gateway.rps, page.baseline.rps)} | ≥ 60 %: ${verdict(page.gateway.rps >= 0.6 * page.baseline.rps)} |`,
    `| GraphQL \`blogs\` (POST) vs REST \`GET /api/blogs\` | ${rps(gql.rps)} | ${rps(rest.rps)} | ${pct(gql.rps, rest.rps)} | ≥ 60 %: ${verdict(gql.rps >= 0.6 * rest.rps)} |`,
    `| \`/blog/{slug}\` with \`Accept-Encoding: br\` vs without | ${rps(br.rps)} | ${rps(identity.rps)} | ${pct(br.rps, identity.rps)} | compression costs nothing per request |`,
    `| \`GET /api/blogs\` reading other gateways' writes on every request (CACHE_SYNC_MS=0) vs every 500 ms | ${rps(everyRequest.rps)} | ${rps(rest.rps)} | ${pct(everyRequest.rps, rest.rps)} | the price of the default |`,
    '',
    'The first page of posts, 10 000 posts against 10 (cached: mean latency under load; miss: one request at a time to',
    'the same sites started without the cache, so that the database and the renderer run, alternating between the two):',
    '',
    '| first page | 10 posts | 10 000 posts | ratio | goal |',
    '|---|---|---|---|---|',
    ...[
      ['REST `?page=1&perPage=12`', 'rest'],
      ['GraphQL `blogPage`', 'graphql'],
      ['`/blog`', 'page'],
    ].flatMap(([name, key]) => [
      `| ${name}, cached, mean under load | ${ms(ten[key].mean)} | ${ms(many[key].mean)} | ${x(many[key].mean, ten[key].mean)} | ≤ 1.3×: ${verdict(many[key].mean <= 1.3 * ten[key].mean)} |`,
      `| ${name}, miss, p50 (p95) | ${ms(ten[`${key}Miss`].p50)} (${ms(ten[`${key}Miss`].p95)}) | ${ms(many[`${key}Miss`].p50)} (${ms(many[`${key}Miss`].p95)}) | ${x(many[`${key}Miss`].p50, ten[`${key}Miss`].p50)} | ≤ 1.3×: ${verdict(many[`${key}Miss`].p50 <= 1.3 * ten[`${key}Miss`].p50)} |`,
    ]),
    `| \`/blog\` ready in Chromium (load event, median of 5) | ${ms(ten.chromium)} | ${ms(many.chromium)} | ${x(many.chromium, ten.chromium)} | as long: ${verdict(many.chromium <= 1.3 * ten.chromium)} |`,
    '',
    `Memory of the gateway with 10 000 posts (V8 heap ceiling: scripts/lib/gateway.mjs); the limit is 1.2 × start-up + the`,
    `cache's ceiling (${mb(memory.ceiling)}) = ${mb(memoryLimit)}:`,
    '',
    '| moment | resident | goal |',
    '|---|---|---|',
    `| after start-up | ${mb(memory.startup)} | |`,
    `| after 60 s of that load (the first page: REST, GraphQL, \`/blog\`) | ${mb(memory.afterFirstPages)} | ≤ ${mb(memoryLimit)}: ${verdict(memory.afterFirstPages <= memoryLimit)} |`,
    `| then after 60 s of readers across 400 pages and API pages (beyond the goal: fills the cache) | ${mb(memory.after)} | ≤ ${mb(memoryLimit)}: ${verdict(memory.after <= memoryLimit)} |`,
  );
  return lines;
}
