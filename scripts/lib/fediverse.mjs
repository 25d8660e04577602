// Delivery to the fediverse (part of `npm run bench`; alone: `npm run bench -- fediverse`): a
// production start with 10 000 posts (as the fairness bench's) and BENCH_FEDIVERSE_FOLLOWERS (1 000)
// followers on BENCH_FEDIVERSE_INSTANCES (200) fake Mastodon instances
// (gateway/test/support/fake-mastodon.ts: signatures checked with the key fetched from the site,
// every accepted activity reported), all in one process of their own at the lowest CPU priority, as
// if on other machines (fake-mastodon-farm.ts, run with tsx). The followers are rows written in the
// database before the start, each with its instance's inbox and shared inbox. Two posts are
// published through REST: the first is timed from the answer to the last instance's Create (goal
// 60 s) while the fairness bench's ordinary reader (scripts/lib/fairness.mjs `read`) reads, its p99
// against itself alone just before (goal ≤ 1.5×); before the second, half the instances answer 503
// for BENCH_FEDIVERSE_DOWN_S seconds (300: the issue's five minutes), and the retries must reach them
// after. Each instance's copies of each activity are counted: none may come twice, none be missing.
// BENCH_FEDIVERSE_READ_S (30) bounds the reader's time alone and during the first delivery (which it
// reads only while it lasts); BENCH_FEDIVERSE_WAIT_S (1800) how long after the 503s end the
// retries are waited for; BENCH_FEDIVERSE_POSTS (10 000) the generated posts. Returns the lines of
// its BENCHMARKS.md section.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { measuredOn } from './benchmarks.mjs';
import { read, ROUTES } from './fairness.mjs';
import { SQLITE_MODULE } from './runtime.mjs';
import { api, root, signIn, startProductionSite, until } from './site.mjs';

const require = createRequire(import.meta.url);

const FOLLOWERS = Number(process.env.BENCH_FEDIVERSE_FOLLOWERS ?? 1000);
const INSTANCES = Number(process.env.BENCH_FEDIVERSE_INSTANCES ?? 200);
const DOWN_S = Number(process.env.BENCH_FEDIVERSE_DOWN_S ?? 300);
const READ_S = Number(process.env.BENCH_FEDIVERSE_READ_S ?? 30);
const WAIT_S = Number(process.env.BENCH_FEDIVERSE_WAIT_S ?? 1800);
const POSTS = Number(process.env.BENCH_FEDIVERSE_POSTS ?? 10_000);
/** The issue's budget for every instance to get a post's Create. */
const BUDGET_S = 60;
const USERS = Math.ceil(FOLLOWERS / INSTANCES);

/** The fake instances' process (see fake-mastodon-farm.ts): their hosts, what they accepted and refused. */
class Farm {
  received = [];
  refused = [];

  async start() {
    this.child = spawn(
      'nice',
      [
        '-n',
        '19',
        process.execPath,
        require.resolve('tsx/cli'),
        '--tsconfig',
        'gateway/tsconfig.json',
        'gateway/test/support/fake-mastodon-farm.ts',
        String(INSTANCES),
        String(USERS),
      ],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    this.child.on('message', (message) => {
      if (message.received) this.received.push(...message.received);
      if (message.refused) this.refused.push(...message.refused);
    });
    this.hosts = await this.next((message) => message.hosts);
  }

  next(pick) {
    return new Promise((resolve, reject) => {
      const listen = (message) => {
        const value = pick(message);
        if (value === undefined) return;
        this.child.off('message', listen);
        resolve(value);
      };
      this.child.on('message', listen);
      this.child.once('exit', (code) => reject(new Error(`the fake instances exited (${code})`)));
    });
  }

  async unavailable(instances, ms) {
    const done = this.next((message) => (message.done === 'unavailable' ? true : undefined));
    this.child.send({ unavailable: instances, ms });
    await done;
  }

  async exit() {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send('exit');
    await exited;
  }

  /** Each instance's Create copies of `article` (index → [arrival times]). */
  creates(article) {
    const copies = new Map();
    for (const [instance, type, , object, , at] of this.received)
      if (type === 'Create' && object === article) copies.set(instance, [...(copies.get(instance) ?? []), at]);
    return copies;
  }
}

/**
 * FOLLOWERS accepted followers in the site's database, spread over the instances (u1…uN on each),
 * as the gateway stores a Follow it accepted (G1's fediverse_followers).
 */
function fillFollowers(file, hosts) {
  const Database = require(SQLITE_MODULE);
  const db = new Database(file);
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  const insert = db.prepare(
    `INSERT INTO fediverse_followers (id, actorId, actorKey, handle, name, url, inbox, sharedInbox, instance, status, followId, createdAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'accepted', ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < FOLLOWERS; i++) {
      const host = hosts[i % hosts.length];
      const user = `u${Math.floor(i / hosts.length) + 1}`;
      const actor = `http://${host}/users/${user}`;
      insert.run(
        randomUUID(),
        actor,
        createHash('sha256').update(actor).digest('hex'),
        `@${user}@${host}`,
        user,
        `http://${host}/@${user}`,
        `${actor}/inbox`,
        `http://${host}/inbox`,
        host,
        `http://${host}/${randomUUID()}`,
        now,
      );
    }
  })();
  db.close();
}

export async function fediverseBench() {
  const farm = new Farm();
  await farm.start();
  const site = await startProductionSite({
    posts: POSTS,
    env: { FETCH_PRIVATE_ADDRESSES: 'true' },
    before: (file) => fillFollowers(file, farm.hosts),
  });
  let clean;
  let outage;
  try {
    const token = await signIn(site);
    const publish = async (title) => {
      const post = await api(site, 'POST', '/api/blogs', token, {
        title,
        shortDescription: 'Takipçilere giden bir yazı.',
        content: '<p>Fediverse’e yeni bir yazı: ığüşöç.</p>',
        tags: ['ölçüm'],
      });
      return { published: Date.now(), article: `${site.url}/fediverse/posts/${post._id}` };
    };
    /** Copies per instance: how many got it twice or more (the extra copies), how many never. */
    const copies = (article, instances = farm.hosts.map((_, i) => i)) => {
      const got = farm.creates(article);
      return {
        duplicates: instances.reduce((sum, i) => sum + Math.max(0, (got.get(i)?.length ?? 0) - 1), 0),
        lost: instances.filter((i) => !got.has(i)).length,
        last: Math.max(...instances.map((i) => Math.min(...(got.get(i) ?? [Number.POSITIVE_INFINITY])))),
      };
    };

    await read(site.url, 3); // warm-up: every route made once and kept
    // The first post: every instance up; the reader alone just before and during the delivery.
    const alone = await read(site.url, READ_S);
    const first = await publish('Takipçilere ölçüm yazısı 1');
    const all = () => farm.creates(first.article).size >= INSTANCES;
    const during = await read(site.url, READ_S, all);
    await until(all, BUDGET_S * 3_000);
    await sleep(5_000); // a second delivery would come in this time
    clean = { ...copies(first.article), alone, during };
    clean.seconds = (clean.last - first.published) / 1000;

    // The second post: half the instances (every other one) answer 503 for DOWN_S seconds.
    const down = farm.hosts.map((_, i) => i).filter((i) => i % 2 === 0);
    const up = farm.hosts.map((_, i) => i).filter((i) => i % 2 === 1);
    await farm.unavailable(down, DOWN_S * 1000);
    const second = await publish('Takipçilere ölçüm yazısı 2');
    const back = second.published + DOWN_S * 1000;
    await until(() => copies(second.article, up).lost === 0, BUDGET_S * 3_000);
    const healthy = (copies(second.article, up).last - second.published) / 1000;
    await until(() => copies(second.article).lost === 0, DOWN_S * 1000 + WAIT_S * 1000);
    await sleep(10_000); // a second delivery would come in this time
    const refusals = farm.refused.filter(([, status, , at]) => status === 503 && at >= second.published);
    outage = {
      healthy,
      ...copies(second.article),
      refusals: refusals.length,
      afterBack: (copies(second.article, down).last - back) / 1000,
      other: farm.refused.filter(([, status]) => status !== 503).map(([, status, reason]) => `${status} ${reason}`),
    };
  } finally {
    await site.stop();
    await farm.exit();
  }

  const ms = (value) => `${value.toFixed(2)} ms`;
  const x = (a, b) => `${(a / b).toFixed(2)}×`;
  const s = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} s` : 'never');
  const met = (ok) => (ok ? 'met' : '**not met**');
  const fair = ROUTES.every((_, i) => clean.during.routes[i].p99 <= 1.5 * clean.alone.routes[i].p99);
  return [
    `Measured by \`npm run bench -- fediverse\` (scripts/lib/fediverse.mjs) ${measuredOn()}: a production start with`,
    `${POSTS.toLocaleString('en')} posts (SQLite) and ${FOLLOWERS.toLocaleString('en')} followers on ${INSTANCES} fake Mastodon instances (gateway/test/support/fake-mastodon.ts, ${USERS} followers each,`,
    'sharing its shared inbox), all in one process of their own at the lowest CPU priority, as if on other machines: each',
    'checks every signature with the key it fetched from the site and counts each activity it accepts. A post published',
    'through REST is timed from the answer to the last instance’s Create; the fairness bench’s ordinary reader reads',
    `${READ_S} s alone just before it and during its delivery (while it lasts, at most ${READ_S} s). A second post: every other`,
    `instance answers 503 for ${DOWN_S} s from just before it, and the retries must reach them. Goals (issue 49): every instance`,
    `within ${BUDGET_S} s, 0 duplicates, 0 lost with half the inboxes answering 503, the reader’s p99 during the delivery ≤ 1.5× alone.`,
    '',
    '| delivery | every instance’s Create in (goal) | duplicates | lost | goal |',
    '|---|---:|---:|---:|---|',
    `| all instances up | ${s(clean.seconds)} (≤ ${BUDGET_S} s) | ${clean.duplicates} | ${clean.lost} | ${met(clean.seconds <= BUDGET_S && !clean.duplicates && !clean.lost)} |`,
    `| half answering 503 for ${DOWN_S} s (${outage.refusals} answers 503) | the healthy half in ${s(outage.healthy)} (≤ ${BUDGET_S} s); the other half ${s(outage.afterBack)} after the 503s ended | ${outage.duplicates} | ${outage.lost} | ${met(outage.healthy <= BUDGET_S && !outage.duplicates && !outage.lost)} |`,
    '',
    ...(outage.other.length ? [`Other refusals by the instances: ${[...new Set(outage.other)].join('; ')}.`, ''] : []),
    '| reader during the first delivery: route | alone p50 / p99 (requests) | during p50 / p99 (requests; p99 × alone) | timeouts / refusals | goal |',
    '|---|---|---|---:|---|',
    ...ROUTES.map(([name], i) => {
      const [a, d] = [clean.alone.routes[i], clean.during.routes[i]];
      return `| ${name} | ${ms(a.p50)} / ${ms(a.p99)} (${a.count}) | ${ms(d.p50)} / ${ms(d.p99)} (${d.count}; ${x(d.p99, a.p99)}) | ${i ? '' : `${clean.during.timeouts} / ${clean.during.refused}`} | ${met(d.p99 <= 1.5 * a.p99)} |`;
    }),
    '',
    `Reader's goal over every route: ${met(fair)}.`,
  ];
}
