/**
 * Analytics at scale for `npm run bench -- analytics` (scripts/lib/analytics.mjs runs it with tsx
 * once per database, as the jest projects do: TEST_DB, TEST_MYSQL_URL, DATABASE_URL):
 *
 *   analytics-bench.ts <out.json>
 *
 * On every database: a year of 1 000 000 page views (about 2 740 a day over 300 pages, 60 referrer
 * hosts, three device classes), inserted as the pages would have reported them, rolled up by
 * `tidy`, and the admin's 7-, 30- and 365-day reports timed on the roll-ups, against the 365-day
 * report read from the raw views (before the roll-up), the baseline, in the same run.
 *
 * On SQLite only (the counting is the same code on both): a simulated day of 10 000 visitors with
 * real browsers' User-Agents (user-agents: sampled from real traffic), 5 % behind shared NAT in
 * groups of 10 and 10 % changing address during their visit, against the model's 10 000; and the
 * bot filter against a corpus of crawlers (crawler-user-agents' examples) and 10 000 real browsers.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import crawlers from 'crawler-user-agents';
import UserAgent from 'user-agents';
import { PageView } from '../../src/modules/analytics/analytics.entities';
import { databaseLimiters } from '../../src/core/rate-limit-store';
import { RateLimits } from '../../src/core/rate-limits';
import { AnalyticsService, isBotAgent } from '../../src/modules/analytics/analytics.service';
import { addDays, dayOf } from '../../src/modules/analytics/days';
import { openTestDatabase, testDb } from './db';

const SITE = 'https://site.example';
const VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 1_000_000);
const TODAY = new Date('2031-06-30T12:00:00Z');

/** A seeded generator (mulberry32): the same figures from one run to the next. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

async function time(runs: number, work: () => Promise<unknown>) {
  await work(); // warm
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** A year of views, inserted a thousand rows a statement; then the reports on raw views and on roll-ups. */
async function year(
  service: AnalyticsService,
  insert: (rows: Partial<PageView>[]) => Promise<void>,
  tidy: () => Promise<void>,
) {
  const next = random(2031);
  const days = 365;
  const rows: Partial<PageView>[] = [];
  const firstDay = addDays(dayOf(TODAY), 1 - days);
  const started = performance.now();
  for (let i = 0; i < VIEWS; i++) {
    const day = addDays(firstDay, Math.floor((i / VIEWS) * days));
    const bot = next() < 0.05;
    rows.push({
      day,
      path: `/blog/yazi-${Math.floor(300 * next() ** 2)}`,
      visitor: bot
        ? null
        : Math.floor(next() * 2 ** 48)
            .toString(16)
            .padStart(16, '0'),
      referrer: bot || next() < 0.6 ? null : `kaynak-${Math.floor(60 * next() ** 2)}.example`,
      entry: next() < 0.4,
      device: bot ? 'bot' : ['mobile', 'desktop', 'tablet'][Math.floor(next() ** 1.5 * 3)]!,
    });
    if (rows.length === 1000) await insert(rows.splice(0));
  }
  if (rows.length) await insert(rows);
  const inserted = performance.now() - started;
  const raw = await time(5, () => service.report(365, TODAY));
  const rollStarted = performance.now();
  await tidy();
  const rolledUp = performance.now() - rollStarted;
  return {
    views: VIEWS,
    insertedMs: inserted,
    rollUpMs: rolledUp,
    raw365: raw,
    report7: await time(30, () => service.report(7, TODAY)),
    report30: await time(30, () => service.report(30, TODAY)),
    report365: await time(30, () => service.report(365, TODAY)),
  };
}

/** A day of 10 000 simulated visitors; the counted visitors against the model's. */
async function day(service: AnalyticsService) {
  const next = random(1923);
  const visitors = 10_000;
  const when = new Date('2031-07-15T09:00:00Z');
  let address = 0;
  const fresh = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  const natGroups = Array.from({ length: visitors / 200 }, fresh); // 5 %: 50 addresses of 10 readers each
  const origins = ['https://www.google.com/', '', 'https://t.co/abc', 'https://news.ycombinator.com/', ''];
  let views = 0;
  for (let i = 0; i < visitors; i++) {
    const agent = new UserAgent().toString();
    const nat = i % 20 === 0;
    const changes = !nat && i % 10 === 1; // 10 %
    let ip = nat ? natGroups[Math.floor(i / 20) % natGroups.length]! : fresh();
    const pages = Math.max(changes ? 2 : 1, 1 + Math.floor(-Math.log(1 - next()) * 1.5));
    let previous: string | null = null;
    for (let page = 0; page < pages; page++) {
      if (changes && page === 1) ip = fresh(); // Wi-Fi to mobile data, mid-visit
      const path = page === 0 ? '/' : `/blog/yazi-${Math.floor(next() * 50)}`;
      const referrer = previous ? `${SITE}${previous}` : origins[Math.floor(next() * origins.length)]!;
      await service.record(path, referrer, { address: ip, userAgent: agent, doNotTrack: false }, when);
      previous = path;
      views++;
    }
  }
  const counted = (await service.report(1, when)).days[0]!.visitors;
  return { model: visitors, counted, views, error: (counted - visitors) / visitors };
}

/** The bot filter against crawlers' examples and real browsers. */
function bots() {
  const corpus = [...new Set(crawlers.flatMap((crawler) => crawler.instances))];
  const browsers = [...new Set(Array.from({ length: 10_000 }, () => new UserAgent().toString()))];
  return {
    bots: corpus.length,
    botsDropped: corpus.filter(isBotAgent).length,
    browsers: browsers.length,
    browsersDropped: browsers.filter(isBotAgent).length,
  };
}

async function main() {
  const [out] = process.argv.slice(2);
  const { dataSource, drop } = await openTestDatabase();
  try {
    // Every page the bench names is one of the site's (the rules of which pages count are tested in
    // modules/analytics/page-views-made-up-and-flooded.test.ts); the limits of one address count as
    // the site's do.
    const service = new AnalyticsService({
      dataSource,
      site: SITE,
      limits: new RateLimits(databaseLimiters(dataSource, 'analytics-bench-secret'.padEnd(48, 'x'))),
      pages: { address: async (page) => ('url' in page ? page.url : null) },
    });
    const report: Record<string, unknown> = { database: testDb };
    console.log(`analytics: ${VIEWS} views on ${testDb}…`);
    report.year = await year(
      service,
      async (rows) => void (await dataSource.createQueryBuilder().insert().into(PageView).values(rows).execute()),
      () => service.tidy(TODAY),
    );
    if (testDb === 'sqlite') {
      console.log('analytics: a day of 10 000 visitors…');
      report.day = await day(service);
      report.bots = bots();
    }
    fs.writeFileSync(out!, JSON.stringify(report));
  } finally {
    await drop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
