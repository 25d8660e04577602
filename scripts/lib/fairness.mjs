// Fairness under hostile readers (part of `npm run bench`; alone: `npm run bench -- fairness`): one
// ordinary reader asks for `/`, `/blog`, a post and `/api/blogs` in turn on one kept-alive
// connection, first alone, then during each attack of scripts/lib/attack.mjs (a few connections of
// one hostile client, in its own process), on a production start with 10 000 posts. Each figure is
// a ratio to the reader alone, measured in the same run. Returns the lines of its BENCHMARKS.md section.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { measuredOn } from './benchmarks.mjs';
import { root, startProductionSite } from './site.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** A reader's request unanswered for this long counts as timed out. */
const TIMEOUT_MS = 5_000;

export const ROUTES = [
  ['`/`', '/', { accept: 'text/html' }],
  ['`/blog`', '/blog', { accept: 'text/html' }],
  ['a post', '/blog/olcum-yazisi-1', { accept: 'text/html' }],
  ['`/api/blogs`', '/api/blogs', {}],
];

const ATTACKS = [
  ['crowd', 'as many ordinary readers of cached pages (the reference: no attack)'],
  ['slow-readers', '400 pipelined pages on a connection that never reads, a new one every 250 ms'],
  ['aliases', 'the 15-alias query of every post with its body and card, renamed each time'],
  ['views', 'views of random posts through both doors'],
  ['junk', 'junk parameters, pages past the end, made-up addresses'],
  ['cards', 'the share cards of 500 different posts'],
  ['logins', "wrong passwords for the owner's account"],
  [
    'search',
    'searches at the limits: as many aliases of 20 results with snippets as the cost admits, renamed each time',
  ],
  ['pageviews', 'views of made-up pages through both doors, each from another browser'],
  ['backup', 'the owner downloading the backup again and again, on one connection'],
  ['comments', 'comments on random posts through the REST door and the plain form, each a new reader'],
  [
    'webmentions',
    'Webmentions of random posts from pages of the attacker’s own, each a 20 KB h-entry reply the gateway fetches and parses',
  ],
  [
    'fediverse',
    'the fediverse doors: replies signed by a new actor of the attacker’s own each time (a key to fetch and check), unsigned activities, WebFinger, the actor and its outbox',
  ],
];

/**
 * The reader for `seconds` (or until `stop()` holds): latencies per route (ms, sorted), how many
 * requests timed out and how many were not 200.
 */
export async function read(url, seconds = SECONDS, stop = () => false) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = ROUTES.map(() => []);
  let timeouts = 0;
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until && !stop(); i = (i + 1) % ROUTES.length) {
    const [, route, headers] = ROUTES[i];
    const start = performance.now();
    const ok = await new Promise((resolve) => {
      const request = http.get(`${url}${route}`, { agent, headers: { 'accept-encoding': 'br', ...headers } }, (res) =>
        res.resume().on('end', () => resolve(res.statusCode === 200)),
      );
      request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve(null));
    });
    if (ok === null) timeouts++;
    else if (!ok) refused++;
    else times[i].push(performance.now() - start);
  }
  agent.destroy();
  return {
    routes: times.map((list) => {
      list.sort((a, b) => a - b);
      return { p50: list[Math.floor(list.length / 2)], p99: list[Math.floor(list.length * 0.99)], count: list.length };
    }),
    timeouts,
    refused,
  };
}

/** Starts an attack in its own process (at the lowest CPU priority: see below); `stop` resolves to its counts. */
function attack(kind, site) {
  const child = spawn(
    'nice',
    ['-n', '19', process.execPath, path.join(root, 'scripts/lib/attack.mjs'), kind, site.url],
    {
      cwd: root,
      env: { ...process.env, ADMIN_EMAIL: site.email, ADMIN_PASSWORD: site.password },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(output);
    },
  };
}

const ms = (value) => `${value.toFixed(2)} ms`;
const x = (a, b) => `${(a / b).toFixed(2)}×`;

export async function fairnessBench() {
  // The webmention attack's source pages and the fediverse attack's actors are on loopback, which only
  // this switch lets the gateway fetch.
  const site = await startProductionSite({ posts: 10_000, env: { FETCH_PRIVATE_ADDRESSES: 'true' } });
  const rows = [];
  try {
    await read(site.url); // warm-up: every route made once and kept
    // FAIRNESS_ATTACKS=search,backup runs those alone (while working on one; BENCHMARKS.md wants them all).
    const only = process.env.FAIRNESS_ATTACKS?.split(',');
    for (const [kind, what] of ATTACKS.filter(([kind]) => !only || only.includes(kind))) {
      // The reader alone just before each attack: the machine's moment is the same for both.
      const alone = await read(site.url);
      const attacker = attack(kind, site);
      let during;
      try {
        await sleep(1000);
        during = await read(site.url);
      } finally {
        rows.push({ kind, what, alone, during, counts: await attacker.stop() });
      }
      await sleep(2000);
    }
  } finally {
    await site.stop();
  }
  const met = (alone, during, i) =>
    during.routes[i].p99 <= 2 * alone.routes[i].p99 && during.routes[i].p50 <= 1.5 * alone.routes[i].p50;
  const statuses = (counts) =>
    Object.entries(counts.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  return [
    `Measured by \`npm run bench\` (scripts/lib/fairness.mjs) ${measuredOn()}, on a production start with 10 000 posts`,
    '(SQLite). One ordinary reader asks for each route in turn on one kept-alive connection for',
    `${SECONDS} s alone, then for ${SECONDS} s during an attack (after 1 s of it), and so for each attack. Every attack is one hostile client from an`,
    'address of its own (127.0.0.2; the reader is 127.0.0.1): 4 connections, each sending its next request as soon as the last is answered',
    '(scripts/lib/attack.mjs), in a process of its own at the lowest CPU priority, as if on another machine: on these',
    '2 cores it would otherwise take the reader’s core. Goal: p99 during each attack ≤ 2× alone, p50 ≤ 1.5×, no',
    'request of the reader or the attacker hung, no reader request timed out (5 s) or was refused.',
    '',
    '| attack | answers to the attacker | route | alone p50 / p99 | during p50 (× alone) | during p99 (× alone) | reader timeouts / refusals | goal |',
    '|---|---|---|---|---|---|---:|---|',
    ...rows.flatMap(({ kind, what, alone, during, counts }) =>
      ROUTES.map(([name], i) => {
        const [a, d] = [alone.routes[i], during.routes[i]];
        const figures = `${name} | ${ms(a.p50)} / ${ms(a.p99)} | ${ms(d.p50)} (${x(d.p50, a.p50)}) | ${ms(d.p99)} (${x(d.p99, a.p99)})`;
        return i === 0
          ? `| **${kind}**: ${what} | ${counts.sent} sent; ${statuses(counts)}${counts.hung ? '; **some hung**' : ''} | ${figures} | ${during.timeouts} / ${during.refused} | ${met(alone, during, i) && !during.timeouts && !during.refused && !counts.hung ? 'met' : '**not met**'} |`
          : `| | | ${figures} | | ${met(alone, during, i) ? 'met' : '**not met**'} |`;
      }),
    ),
  ];
}
