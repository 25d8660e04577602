// Mail to subscribers (part of `npm run bench`; alone: `npm run bench -- subscribers`): a production
// start with 10 000 posts (as the fairness bench's) and BENCH_SUBSCRIBERS confirmed subscribers
// (10 000), its SMTP server a real one in a process of its own (smtp-sink.mjs, at the lowest CPU
// priority as if on another machine; it reads only each mail's Message-ID). Two posts are published through REST: the first is timed from its publishing to its
// last mail handed over, against BENCH_SUBSCRIBERS / MAIL_RATE seconds + 10 %, while the fairness
// bench's ordinary reader (scripts/lib/fairness.mjs `read`) measures its p99 against itself alone
// just before; during the second the SMTP server stops for BENCH_SUBSCRIBERS_STOP_S seconds (300:
// the issue's five minutes) once half its mails are in, then comes back. Each mail is counted by
// its Message-ID (`<send.subscriber@domain>`): none may come twice, none may be missing.
// BENCH_MAIL_RATE (50) is the gateway's MAIL_RATE; the reader reads BENCH_SUBSCRIBERS_READ_S (30) seconds
// alone and as long during the send. Returns the lines of its BENCHMARKS.md section.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { measuredOn } from './benchmarks.mjs';
import { read, ROUTES } from './fairness.mjs';
import { SQLITE_MODULE } from './runtime.mjs';
import { api, root, signIn, startProductionSite, until } from './site.mjs';

const require = createRequire(import.meta.url);

const COUNT = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const RATE = Number(process.env.BENCH_MAIL_RATE ?? 50);
const STOP_S = Number(process.env.BENCH_SUBSCRIBERS_STOP_S ?? 300);
/** How long the reader reads, alone and during the send (a p99 needs thousands of requests). */
const READ_S = Number(process.env.BENCH_SUBSCRIBERS_READ_S ?? 30);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * The subscribers' SMTP server (smtp-sink.mjs, a process of its own at the lowest CPU priority):
 * each accepted mail's Message-ID and arrival; the commands 'stop' and 'start' take it down and
 * back on the same port, 'exit' ends it.
 */
class Sink {
  received = [];

  async start(port) {
    this.child = spawn(
      'nice',
      ['-n', '19', process.execPath, path.join(root, 'scripts/lib/smtp-sink.mjs'), String(port)],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    this.child.on('message', (message) => {
      if (message.mails) this.received.push(...message.mails);
    });
    await this.done('start');
  }

  done(command) {
    return new Promise((resolve) => {
      const listen = (message) => {
        if (message.done !== command) return;
        this.child.off('message', listen);
        resolve();
      };
      this.child.on('message', listen);
    });
  }

  async command(command) {
    const done = this.done(command);
    this.child.send(command);
    await done;
  }

  /** The mails of one send (its Message-IDs begin with its id). */
  of(send) {
    return this.received.filter(({ id }) => id?.startsWith(`<${send}.`));
  }
}

/** `count` confirmed subscribers in the site's database, as an import that needs no confirmation stores them. */
function fillSubscribers(file) {
  const Database = require(SQLITE_MODULE);
  const db = new Database(file);
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  const insert = db.prepare(
    "INSERT INTO subscribers (id, createdAt, email, status, confirmedAt, source) VALUES (?, ?, ?, 'confirmed', ?, 'import')",
  );
  db.transaction(() => {
    for (let i = 1; i <= COUNT; i++) insert.run(randomUUID(), now, `okur${i}@example.com`, now);
  })();
  db.close();
}

/** Waits until `check` holds, at most `ms`, or fails the bench. */
async function mailsCame(check, ms) {
  if (!(await until(check, ms))) throw new Error('the mails did not come in time');
}

/** How often each mail of a send came: those that came twice or more, and those missing. */
function copies(mails) {
  const seen = new Map();
  for (const { id } of mails) seen.set(id, (seen.get(id) ?? 0) + 1);
  return { duplicates: [...seen.values()].filter((n) => n > 1).length, lost: COUNT - seen.size };
}

export async function subscribersBench() {
  const port = await freePort();
  const sink = new Sink();
  await sink.start(port);
  const site = await startProductionSite({
    posts: 10_000,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'yazilar@example.com', MAIL_RATE: String(RATE) },
    before: (file) => fillSubscribers(file),
  });
  let clean;
  let outage;
  try {
    const token = await signIn(site);
    /** Publishes a post; resolves once its mailing is under way, with when the post was published. */
    const publish = async (title) => {
      const post = await api(site, 'POST', '/api/blogs', token, {
        title,
        shortDescription: 'Abonelere giden bir yazı.',
        content: '<p>Yeni bir yazı: ığüşöç.</p>',
        tags: ['ölçüm'],
      });
      const published = Date.now();
      if (!(await until(async () => (await mailing(post._id))?.status !== 'WAITING', 60_000)))
        throw new Error('the send did not start in time');
      return { published, post, send: (await mailing(post._id)).id };
    };
    const mailing = async (id) =>
      (
        await fetch(`${site.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: 'query($id: ID!) { postMailing(postId: $id) { id status total sent failed } }',
            variables: { id },
          }),
        }).then((r) => r.json())
      ).data.postMailing;

    await read(site.url, 3); // warm-up: every route made once and kept
    // The first post: timed, with the reader alone just before it and during it.
    const alone = await read(site.url, READ_S);
    const first = await publish('Abonelere ölçüm yazısı 1');
    await sleep(1000);
    const during = await read(site.url, READ_S);
    await mailsCame(
      () => new Set(sink.of(first.send).map(({ id }) => id)).size >= COUNT,
      (COUNT / RATE) * 3_000 + 120_000,
    );
    const mails = sink.of(first.send);
    const seconds = (Math.max(...mails.map(({ at }) => at)) - first.published) / 1000;
    await sleep(5_000); // a second sending would come in this time
    clean = { seconds, alone, during, ...copies(sink.of(first.send)) };
    clean.done = await mailing(first.post._id);

    // The second post: the SMTP server away for STOP_S seconds in the middle.
    const second = await publish('Abonelere ölçüm yazısı 2');
    await mailsCame(() => sink.of(second.send).length >= COUNT / 2, (COUNT / RATE) * 3_000 + 120_000);
    await sink.command('stop');
    const down = Date.now();
    await sleep(STOP_S * 1000);
    const stalled = await mailing(second.post._id);
    await sink.command('start');
    const back = Date.now();
    await mailsCame(
      () => new Set(sink.of(second.send).map(({ id }) => id)).size >= COUNT,
      (COUNT / RATE) * 3_000 + 300_000,
    );
    const resumed = Math.min(
      ...sink
        .of(second.send)
        .filter(({ at }) => at > back)
        .map(({ at }) => at),
    );
    await sleep(10_000); // a second sending would come in this time
    outage = {
      downSeconds: (back - down) / 1000,
      stalled,
      resumedAfter: (resumed - back) / 1000,
      rest: (Math.max(...sink.of(second.send).map(({ at }) => at)) - back) / 1000,
      ...copies(sink.of(second.send)),
      done: await mailing(second.post._id),
    };
  } finally {
    await site.stop();
    await sink.command('exit');
  }

  const budget = (COUNT / RATE) * 1.1;
  const ms = (value) => `${value.toFixed(2)} ms`;
  const x = (a, b) => `${(a / b).toFixed(2)}×`;
  const fair = ROUTES.every((_, i) => clean.during.routes[i].p99 <= 1.5 * clean.alone.routes[i].p99);
  const met = (ok) => (ok ? 'met' : '**not met**');
  return [
    `Measured by \`npm run bench -- subscribers\` (scripts/lib/subscribers.mjs) ${measuredOn()}: a production start`,
    `with 10 000 posts (SQLite), ${COUNT.toLocaleString('en')} confirmed subscribers and MAIL_RATE=${RATE}, its SMTP server a real one (smtp-server) in a`,
    'process of its own at the lowest CPU priority, as if on another machine, that counts each mail by its Message-ID.',
    'A post published through REST is timed from the',
    'answer to its last mail handed over; the fairness bench’s ordinary reader (one kept-alive connection, each route in',
    `turn) reads ${READ_S} s alone just before it and ${READ_S} s during it (after 1 s of it). A second post: the SMTP server stopped once half its mails are in,`,
    `for ${STOP_S} s, then back. Goals (issue 47): every mail within ${COUNT.toLocaleString('en')} / MAIL_RATE s + 10 % (${budget.toFixed(0)} s), 0 duplicates,`,
    '0 lost with the server away in the middle, the reader’s p99 during the send ≤ 1.5× alone.',
    '',
    '| send | mails handed over in (goal) | duplicates | lost | total / sent / failed | goal |',
    '|---|---:|---:|---:|---:|---|',
    `| clean | ${clean.seconds.toFixed(1)} s (≤ ${budget.toFixed(0)} s) | ${clean.duplicates} | ${clean.lost} | ${clean.done.total} / ${clean.done.sent} / ${clean.done.failed} | ${met(clean.seconds <= budget && !clean.duplicates && !clean.lost)} |`,
    `| server away ${outage.downSeconds.toFixed(0)} s mid-send (at its end: ${outage.stalled.sent} sent, ${outage.stalled.status}) | first mail ${outage.resumedAfter.toFixed(1)} s after its return, the rest in ${outage.rest.toFixed(1)} s | ${outage.duplicates} | ${outage.lost} | ${outage.done.total} / ${outage.done.sent} / ${outage.done.failed} | ${met(!outage.duplicates && !outage.lost)} |`,
    '',
    '| reader during the clean send: route | alone p50 / p99 | during p50 / p99 (p99 × alone) | timeouts / refusals | goal |',
    '|---|---|---|---:|---|',
    ...ROUTES.map(([name], i) => {
      const [a, d] = [clean.alone.routes[i], clean.during.routes[i]];
      return `| ${name} | ${ms(a.p50)} / ${ms(a.p99)} | ${ms(d.p50)} / ${ms(d.p99)} (${x(d.p99, a.p99)}) | ${i ? '' : `${clean.during.timeouts} / ${clean.during.refused}`} | ${met(d.p99 <= 1.5 * a.p99)} |`;
    }),
    '',
    `Reader's goal over every route: ${met(fair)}.`,
  ];
}
