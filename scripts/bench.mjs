// `npm run bench`: the read path under load against its baselines (scripts/lib/read-path.mjs); fairness
// under hostile readers (scripts/lib/fairness.mjs); what a first visit of each public page downloads
// (scripts/lib/first-load.mjs) and its main-thread work on a slow phone (scripts/lib/main-thread.mjs),
// each against a bare React 19 page built in the same run; search at 10 000 posts on both databases
// (scripts/lib/search.mjs); a phone's photo uploaded beside a reader (scripts/lib/photos.mjs); the owner's mail
// and ten minutes of its server down (scripts/lib/mail.mjs); a new post mailed to 10 000 subscribers beside a
// reader, and five minutes of its SMTP server down (scripts/lib/subscribers.mjs); a post delivered to 1 000
// fediverse followers on 200 fake instances beside a reader, half of them answering 503 for five minutes
// (scripts/lib/fediverse.mjs); analytics at a million page views
// (scripts/lib/analytics.mjs); the autosave soak's 20 random kills of the tab (scripts/lib/autosave.mjs);
// then the hardening run: thousands of hostile requests per door on both databases, and a database
// killed under writes. Writes BENCHMARKS.md.
// BENCH_HOSTILE_RUNS (default 1000) sets the generated requests per door.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { measuredOn, updateBenchmarks } from './lib/benchmarks.mjs';
import { analyticsBench } from './lib/analytics.mjs';
import { autosaveBench } from './lib/autosave.mjs';
import { fairnessBench } from './lib/fairness.mjs';
import { fediverseBench } from './lib/fediverse.mjs';
import { firstLoadBench } from './lib/first-load.mjs';
import { mailBench } from './lib/mail.mjs';
import { mainThreadBench } from './lib/main-thread.mjs';
import { photosBench } from './lib/photos.mjs';
import { readPathBench } from './lib/read-path.mjs';
import { searchBench } from './lib/search.mjs';
import { subscribersBench } from './lib/subscribers.mjs';
import { buildAll, root } from './lib/site.mjs';
import { onSupportedNode } from './lib/runtime.mjs';

await onSupportedNode(); // the gateway needs Node 22+ (README, "Node versions")

const FAIRNESS = 'Fairness under hostile readers';
const MAIN_THREAD = 'Main-thread work on a slow phone';
const FIRST_LOAD = 'Public first-load JavaScript';
const SEARCH = 'Search at 10 000 posts';
const PHOTOS = 'Phone photos';
const MAIL = 'Mail to the owner';
const SUBSCRIBERS = 'Mail to subscribers';
const FEDIVERSE = 'Delivery to the fediverse';
const ANALYTICS = 'Analytics at a million page views';
const AUTOSAVE = 'Nothing typed is lost';

// `npm run bench -- fairness`, `-- main-thread`, `-- first-load`, `-- search`, `-- photos`, `-- mail`, `-- subscribers`,
// `-- fediverse`, `-- analytics` or `-- autosave`: that section alone.
const alone = {
  fairness: [FAIRNESS, fairnessBench],
  'main-thread': [MAIN_THREAD, mainThreadBench],
  'first-load': [FIRST_LOAD, firstLoadBench],
  search: [SEARCH, searchBench],
  photos: [PHOTOS, photosBench],
  mail: [MAIL, mailBench],
  subscribers: [SUBSCRIBERS, subscribersBench],
  fediverse: [FEDIVERSE, fediverseBench],
  analytics: [ANALYTICS, analyticsBench],
  autosave: [AUTOSAVE, autosaveBench],
}[process.argv[2]];
if (alone) {
  buildAll();
  const [heading, bench] = alone;
  const lines = await bench();
  updateBenchmarks([{ heading, lines }]);
  console.log(lines.join('\n'));
  process.exit(0);
}
buildAll();

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

// What a first visit of each public page downloads (scripts/lib/first-load.mjs).
const firstLoad = await firstLoadBench();
// Each public page's main-thread work at 4× slowdown against a bare React page (scripts/lib/main-thread.mjs).
const mainThread = await mainThreadBench();
// The read path under load: the public answers against Express sending the same bytes, 10 000 posts
// against 10, memory after a minute of readers (scripts/lib/read-path.mjs).
const readPath = await readPathBench();
// One ordinary reader alone and during each attack of one hostile client (scripts/lib/fairness.mjs).
const fairness = await fairnessBench();
// Search's miss path at 10 000 posts on both databases (scripts/lib/search.mjs).
const search = await searchBench();
// A phone's photo uploaded beside a reader (scripts/lib/photos.mjs).
const photos = await photosBench();
// The owner's mail, and ten minutes of its server down (scripts/lib/mail.mjs).
const mail = await mailBench();
// A new post mailed to 10 000 subscribers beside a reader, and its SMTP server away mid-send (scripts/lib/subscribers.mjs).
const subscribers = await subscribersBench();
// A post delivered to 1 000 followers on 200 fake Mastodon instances beside a reader, half of them answering 503
// for five minutes (scripts/lib/fediverse.mjs).
const fediverse = await fediverseBench();
// A year of a million page views, a simulated day and the bot filter (scripts/lib/analytics.mjs).
const analytics = await analyticsBench();
// The autosave soak: 20 random kills of the tab while the owner types (scripts/lib/autosave.mjs).
const autosave = await autosaveBench();
updateBenchmarks([
  { heading: 'Read path under load', lines: readPath },
  { heading: FAIRNESS, lines: fairness },
  { heading: FIRST_LOAD, lines: firstLoad },
  { heading: MAIN_THREAD, lines: mainThread },
  { heading: SEARCH, lines: search },
  { heading: PHOTOS, lines: photos },
  { heading: MAIL, lines: mail },
  { heading: SUBSCRIBERS, lines: subscribers },
  { heading: FEDIVERSE, lines: fediverse },
  { heading: ANALYTICS, lines: analytics },
  { heading: AUTOSAVE, lines: autosave },
  { heading: 'Hardening: hostile requests and a database crash', lines: hardening },
]);
console.log(
  [
    ...readPath,
    '',
    ...fairness,
    '',
    ...firstLoad,
    '',
    ...mainThread,
    '',
    ...search,
    '',
    ...photos,
    '',
    ...mail,
    '',
    ...subscribers,
    '',
    ...fediverse,
    '',
    ...analytics,
    '',
    ...autosave,
    '',
    ...hardening,
  ].join('\n'),
);
