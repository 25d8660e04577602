import { createConnection } from 'mysql2/promise';
import { startGateway } from '../process';
import { turkishProblem, type Query } from './checks';

/**
 * The database fault run: concurrent writes of every kind through the REST door (posts created,
 * updated and deleted; contact messages; the social list replaced; About replaced with its
 * experiences) while the MySQL/MariaDB server is killed with SIGKILL and started again on the
 * same data. Every value a write stores carries the write's own marker, so that afterwards each
 * stored row tells which write it came from. Then, per entity: the stored state must be the one
 * of the last acknowledged write or of a write that failed after it, whole (never a mix), and
 * nothing may be stored that no write asked for.
 */

export type FaultOptions = {
  url: string;
  /** An admin's bearer token. */
  token: string;
  kill: () => Promise<void>;
  restart: () => Promise<void>;
  /** Writes before the kill, length of the outage, writes after the gateway serves again (ms). */
  before?: number;
  outage?: number;
  after?: number;
  /** Parallel post writers. */
  postWriters?: number;
};

export type FaultReport = {
  writes: number;
  acknowledged: number;
  failed: number;
  /** Answers during the run, by status (0: none). */
  statuses: Record<number, number>;
  /** Entities whose last acknowledged write is not stored whole. */
  lost: number;
  /** Entities left by a failed write in a state no write asked for. */
  partial: number;
  /** Milliseconds from the database's restart to the gateway's first healthy answer; null if never. */
  recoveredAfter: number | null;
  problems: string[];
};

type State = Record<string, unknown> | 'absent';
/** The writes of one entity in order: what each asked to store and whether it was acknowledged. */
type History = { entity: string; initial: State; writes: Array<{ state: State; acknowledged: boolean }> };

const SOCIAL_PLATFORMS = ['github', 'linkedin', 'twitter', 'instagram', 'facebook', 'youtube', 'medium'];

const post = (key: string, v: number) => ({
  title: `${key} v${v}`,
  shortDescription: `${key} kısa v${v}`,
  content: `<p>${key} içerik v${v}</p>`,
  tags: [`${key}-v${v}`],
});
const message = (k: number) => ({
  name: `Hata testi ${k}`,
  email: `m${k}@example.com`,
  message: `Hata testi mesajı M${k}: bir deneme mesajı.`,
});
const social = (v: number) =>
  SOCIAL_PLATFORMS.slice(0, 2 + (v % 5)).map((platform) => ({
    platform,
    url: `https://example.com/${platform}/v${v}`,
  }));
const about = (v: number) => ({
  name: `Ad v${v}`,
  title: `Unvan v${v}`,
  description: `Açıklama v${v}`,
  experiences: Array.from({ length: 1 + (v % 4) }, (_, i) => ({
    title: `Deneyim v${v} #${i}`,
    company: `Şirket v${v}`,
    period: `${2010 + i} - v${v}`,
    description: `İş v${v} #${i}`,
  })),
  technologies: [`Tek v${v}`],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function faultRun(options: FaultOptions, query: () => Promise<Query>): Promise<FaultReport> {
  const { url, token, before = 2_000, outage = 2_500, after = 2_000, postWriters = 3 } = options;
  const report: FaultReport = {
    writes: 0,
    acknowledged: 0,
    failed: 0,
    statuses: {},
    lost: 0,
    partial: 0,
    recoveredAfter: null,
    problems: [],
  };
  let addresses = 0;

  /** One write; its answer must be a success, or a 500/503 failure in the envelope. */
  async function write(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ acknowledged: boolean; data?: { _id?: string } }> {
    report.writes++;
    try {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${(++addresses >> 8) & 255}.${addresses & 255}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const status = response.status;
      const text = await response.text();
      let envelope: { success?: boolean; message?: unknown; data?: { _id?: string } } = {};
      try {
        envelope = JSON.parse(text);
      } catch {
        report.problems.push(`${method} ${path} answered ${status} with no JSON: ${text.slice(0, 200)}`);
      }
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      if (status < 300 && envelope.success === true) {
        report.acknowledged++;
        return { acknowledged: true, data: envelope.data };
      }
      if (![500, 503].includes(status) || envelope.success !== false || turkishProblem(envelope.message)) {
        report.problems.push(
          `${method} ${path} answered ${status} ${text.slice(0, 200)} (expected a success, or 500/503 in the envelope)`,
        );
      }
    } catch (error) {
      report.statuses[0] = (report.statuses[0] ?? 0) + 1;
      report.problems.push(`${method} ${path}: no answer (${(error as Error).message})`);
    }
    report.failed++;
    return { acknowledged: false };
  }

  const histories: History[] = [];
  const record = (history: History, state: State, acknowledged: boolean) =>
    history.writes.push({ state, acknowledged });

  // The starting point, written while the database is up.
  const aboutHistory: History = { entity: 'about', initial: { v: 0 }, writes: [] };
  const socialHistory: History = { entity: 'social links', initial: { v: 0 }, writes: [] };
  if (
    !(await write('PUT', '/api/about', about(0))).acknowledged ||
    !(await write('PUT', '/api/settings/social-media', { socialMedia: social(0) })).acknowledged
  ) {
    report.problems.push('the starting About page or social list could not be saved');
    return report;
  }
  histories.push(aboutHistory, socialHistory);

  let running = true;
  const writers: Array<Promise<void>> = [];
  // Posts: each writer owns its posts, so the writes of one post are in order.
  for (let w = 0; w < postWriters; w++) {
    writers.push(
      (async () => {
        for (let k = 0; running; k++) {
          const key = `P${w}-${k}`;
          const history: History = { entity: `post ${key}`, initial: 'absent', writes: [] };
          histories.push(history);
          const created = await write('POST', '/api/blogs', post(key, 0));
          record(history, { v: 0 }, created.acknowledged);
          const id = created.data?._id;
          if (!created.acknowledged || !id) continue;
          for (let v = 1; v <= 1 + (k % 3) && running; v++) {
            record(history, { v }, (await write('PUT', `/api/blogs/${id}`, post(key, v))).acknowledged);
          }
          if (k % 3 === 1) record(history, 'absent', (await write('DELETE', `/api/blogs/${id}`)).acknowledged);
          await sleep(10);
        }
      })(),
    );
  }
  writers.push(
    (async () => {
      for (let k = 0; running; k++) {
        const history: History = { entity: `contact message M${k}`, initial: 'absent', writes: [] };
        histories.push(history);
        record(history, { k }, (await write('POST', '/api/contact', message(k))).acknowledged);
        await sleep(10);
      }
    })(),
    (async () => {
      for (let v = 1; running; v++) {
        record(
          socialHistory,
          { v },
          (await write('PUT', '/api/settings/social-media', { socialMedia: social(v) })).acknowledged,
        );
        await sleep(10);
      }
    })(),
    (async () => {
      for (let v = 1; running; v++) {
        record(aboutHistory, { v }, (await write('PUT', '/api/about', about(v))).acknowledged);
        await sleep(10);
      }
    })(),
  );

  await sleep(before);
  await options.kill();
  await sleep(outage);
  await options.restart();
  const restarted = Date.now();
  while (Date.now() - restarted < 60_000) {
    const health = await fetch(`${url}/healthz`).catch(() => undefined);
    if (health?.status === 200) {
      report.recoveredAfter = Date.now() - restarted;
      break;
    }
    await sleep(200);
  }
  if (report.recoveredAfter === null)
    report.problems.push('the gateway did not answer /healthz with 200 within 60 s of the database restart');
  await sleep(after);
  running = false;
  await Promise.all(writers);
  if (report.recoveredAfter !== null && !(await write('POST', '/api/contact', message(-1))).acknowledged) {
    report.problems.push('a write after the database came back was not acknowledged');
  }

  await verify(await query(), histories, report);
  return report;
}

/** The stored state of every entity, as the version its markers name, or `mixed` when they disagree. */
async function storedStates(query: Query): Promise<Map<string, State | 'mixed'>> {
  const states = new Map<string, State | 'mixed'>();
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const tags = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

  for (const row of await query(
    "SELECT title, shortDescription, content, tags FROM blog_posts WHERE title LIKE 'P%-% v%'",
  )) {
    const [, key, v] = /^(P\d+-\d+) v(\d+)$/.exec(String(row.title)) ?? [];
    if (!key) continue;
    const entity = `post ${key}`;
    const whole = same({ ...row, tags: tags(row.tags) }, post(key, Number(v)));
    states.set(entity, states.has(entity) ? 'mixed' : whole ? { v: Number(v) } : 'mixed');
  }
  for (const row of await query("SELECT name, email, message FROM contact_messages WHERE name LIKE 'Hata testi %'")) {
    const k = Number(String(row.name).slice('Hata testi '.length));
    const entity = `contact message M${k}`;
    states.set(entity, states.has(entity) || !same(row, message(k)) ? 'mixed' : { k });
  }
  const links = await query('SELECT platform, url FROM social_links ORDER BY platform');
  const version = /\/v(\d+)$/.exec(String(links[0]?.url ?? ''))?.[1];
  const expected = version === undefined ? undefined : social(Number(version));
  const sort = (list: Array<Record<string, unknown>>) =>
    [...list].sort((a, b) => String(a.platform).localeCompare(String(b.platform)));
  states.set(
    'social links',
    expected && same(sort(links.map((l) => ({ ...l }))), sort(expected)) ? { v: Number(version) } : 'mixed',
  );

  const [page] = await query('SELECT name, title, description, technologies FROM about');
  const experiences = await query('SELECT title, company, period, description FROM experiences ORDER BY position');
  const v = Number(/^Ad v(\d+)$/.exec(String(page?.name))?.[1]);
  const { experiences: expectedExperiences, ...expectedPage } = about(v);
  const wholePage =
    page &&
    same({ ...page, technologies: tags(page.technologies) }, expectedPage) &&
    same(
      experiences.map((row) => ({ ...row })),
      expectedExperiences,
    );
  states.set('about', wholePage ? { v } : 'mixed');
  return states;
}

async function verify(query: Query, histories: History[], report: FaultReport) {
  const stored = await storedStates(query);
  const key = (state: State | 'mixed' | undefined) => JSON.stringify(state ?? 'absent');
  for (const history of histories) {
    const last = history.writes.map((write) => write.acknowledged).lastIndexOf(true);
    const confirmed = last >= 0 ? history.writes[last]!.state : history.initial;
    const candidates = [confirmed, ...history.writes.slice(last + 1).map((write) => write.state)].map(key);
    const now = key(stored.get(history.entity));
    stored.delete(history.entity);
    if (candidates.includes(now)) continue;
    if (last >= 0) report.lost++;
    else report.partial++;
    report.problems.push(
      `${history.entity}: stored ${now}, expected one of ${candidates.join(', ')} (${last >= 0 ? 'an acknowledged write is not stored whole' : 'a failed write left a state of its own'})`,
    );
  }
  for (const [entity, state] of stored) {
    if (entity === 'contact message M-1' || state === 'absent') continue;
    report.partial++;
    report.problems.push(`${entity}: stored ${key(state)} though no write of it is known`);
  }
}

/** Creates the fault run's database on the MySQL server at `serverUrl` and starts a gateway process on it. */
export async function startFaultGateway(serverUrl: string, dataDir: string) {
  const admin = await createConnection({ uri: serverUrl });
  await admin.query('CREATE DATABASE test_fault CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.end();
  return startGateway({
    DATABASE_URL: `${serverUrl}/test_fault`,
    DATA_DIR: dataDir,
    SEED: 'false',
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: 'fault@example.com',
    ADMIN_PASSWORD: 'fault-test-password',
  });
}
