import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { migrate } from '../src/core/db/data-source';
import { connect } from '../src/database';
import { migrations as coreMigrations } from '../src/core/db/migrations';
import { migrations as moduleMigrations } from '../src/modules';
import { User } from '../src/modules/auth/user.entity';
import { createUser, ensureAdmin } from '../src/modules/auth/users.service';
import { builtFrontend } from '../src/site/frontend';
import { serveTestApp, type GraphQLResponse, type TestApp } from './support/app';
import { advance, fakeDate } from './support/clock';
import { blogInput } from './support/content';
import { captureLog, createEmptyDatabase, openSharedDatabase } from './support/db';
import { sha256 } from './support/files';
import { postGraphQLUpload } from './support/multipart';
import { rawGet } from './support/raw-http';
import { restCall } from './support/rest';

/**
 * Two gateways on one MySQL/MariaDB database (README "Several gateways"), as a load balancer
 * spreads one visitor's requests over them: each gateway its own DataSource (own pool), own
 * services, own rate-limit instance and HTTP server; nothing shared but the database and the
 * configuration (JWT_SECRET, PUBLIC_URL). The limits of docs/api.md#limits-and-bad-input hold
 * across both; what one writes the other serves within a second, page caches or not.
 *
 * mysql project only: SQLite is one file for one gateway.
 */

const PASSWORD = 'dogru-sifre-123';
const WRONG = 'yanlis-sifre-000';
const OWNER = 'sahip@example.com';
const blockedText = (wait: string) => `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`;
const contactText = (wait: string) => `Çok fazla mesaj gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`;
/** How soon a write on one gateway must be served by the other. */
const FRESH_WITHIN_MS = 1000;

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const UPLOAD_IMAGE = 'mutation($file: Upload!) { uploadImage(file: $file) }';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const message = (n: number) => ({
  name: 'Ziyaretçi',
  email: 'ziyaretci@example.com',
  message: `Merhaba, ${n}. mesaj.`,
});

/** Two gateways over one fresh database; `env` for both. */
async function startGateways(env: Record<string, string> = {}) {
  const { dataSources, drop } = await openSharedDatabase(2);
  const gateways: TestApp[] = [];
  try {
    for (const dataSource of dataSources) gateways.push(await serveTestApp(dataSource, env));
  } catch (error) {
    for (const gateway of gateways) await gateway.close();
    await drop();
    throw error;
  }
  const [a, b] = gateways as [TestApp, TestApp];
  return {
    a,
    b,
    dataSource: dataSources[0] as DataSource,
    close: async () => {
      await a.close();
      await b.close();
      await drop();
    },
  };
}

/**
 * Polls `check` until it holds; the milliseconds it took. Keeps trying past `FRESH_WITHIN_MS` (up to
 * 5 s) so a failure says how late the other gateway was, not just that it was.
 */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > 5000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every one of the times (ms) within FRESH_WITHIN_MS; a failure names the late ones. */
function expectFresh(times: Record<string, number>) {
  const late = Object.entries(times).filter(([, ms]) => !(ms <= FRESH_WITHIN_MS));
  expect(late).toEqual([]);
}

describe('gateways started together on an empty database', () => {
  it('migrate it once (under a lock) and make one admin', async () => {
    const db = await createEmptyDatabase();
    const dataSources = await Promise.all([connect(db.database), connect(db.database), connect(db.database)]);
    try {
      const applied = await Promise.all(dataSources.map((dataSource) => migrate(dataSource)));
      expect(applied.flat().sort()).toEqual(
        [...coreMigrations, ...moduleMigrations].map((Migration) => new Migration().name).sort(),
      );
      const config = { admin: { email: 'yonetici@example.com', password: 'yonetici-sifre-1' }, production: true };
      await Promise.all(dataSources.map((dataSource) => ensureAdmin(dataSource, config, captureLog().log)));
      expect(await dataSources[0]!.getRepository(User).countBy({ role: 'admin' })).toBe(1);
    } finally {
      for (const dataSource of dataSources) await dataSource.destroy();
      await db.drop();
    }
  });
});

describe('two gateways on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ a, b, close } = await startGateways());
  });
  afterAll(() => close());

  it('hold the sign-in block together: 5 failures split over both, then the 6th is refused on either, even with the right password', async () => {
    await createUser(a.dataSource, { email: OWNER, password: PASSWORD, role: 'admin' });
    const gateways = [a, b, a, b, a];
    for (const gateway of gateways) {
      const failed = await restCall(gateway, 'POST', '/api/auth/login', { body: { email: OWNER, password: WRONG } });
      expect([failed.status, failed.body]).toEqual([401, { success: false, message: 'Giriş başarısız' }]);
    }

    // GraphQL on B: TOO_MANY_REQUESTS with the Turkish message and retryAfter.
    const onB = await b.gql<{ login: { token: string } }>(LOGIN, { email: OWNER, password: PASSWORD });
    expect(onB.data ?? null).toBeNull();
    expect(onB.errors).toEqual([
      expect.objectContaining({
        message: blockedText('10 dakika'),
        extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) }),
      }),
    ]);
    expect(onB.errors![0]!.extensions.retryAfter).toBeGreaterThan(590);

    // REST on A: 429 with Retry-After.
    const onA = await restCall(a, 'POST', '/api/auth/login', { body: { email: OWNER, password: PASSWORD } });
    expect([onA.status, onA.body]).toEqual([429, { success: false, message: blockedText('10 dakika') }]);
    expect(Number(onA.headers.get('retry-after'))).toBeGreaterThan(590);
  });

  it('hold the contact limit together: 5 messages split over both, then the 6th is refused on either', async () => {
    for (const [n, gateway] of [a, b, a, b, b].entries()) {
      expect(await gateway.gql(SEND, { input: message(n) })).toEqual({ data: { sendContactMessage: true } });
    }
    for (const gateway of [a, b]) {
      const refused = await gateway.gql(SEND, { input: message(6) });
      expect(refused.errors?.[0]).toMatchObject({
        message: contactText('10 dakika'),
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    }
    const rest = await restCall(b, 'POST', '/api/contact', { body: message(7) });
    expect([rest.status, rest.body]).toEqual([429, { success: false, message: contactText('10 dakika') }]);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await a.dataSource.getRepository(ContactMessage).count()).toBe(5);
  });

  describe('serve on B what A wrote, within a second', () => {
    let token: string;
    beforeAll(async () => {
      if (!builtFrontend()) throw new Error('The site is not built: run `npm run build -w frontend` (npm test does).');
      // Signed in on A, the token works on B: both sign with the one JWT_SECRET.
      token = (await a.signIn('admin')).token;
      expect((await restCall(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
    });

    type Summary = { _id: string; title: string; slug: string; shortDescription: string };
    const listOnB = async () => (await restCall<Summary[]>(b, 'GET', '/api/blogs')).body.data!;
    const pageOnB = (slug: string) => rawGet(b, `/blog/${slug}`, { accept: 'text/html' });
    /** The slugs B's search finds for `q` (B keeps the index's posts in memory: search-reads.ts). */
    const foundOnB = async (q: string) =>
      (await restCall<{ post: Summary }[]>(b, 'GET', `/api/blogs?q=${encodeURIComponent(q)}`)).body.data!.map(
        ({ post }) => post.slug,
      );

    it('a new post, an update and a delete', async () => {
      const slug = 'iki-gecitli-yazi';
      // B answers first, so that any cache of B's holds the old answers.
      expect((await listOnB()).some((post) => post.slug === slug)).toBe(false);
      expect((await pageOnB(slug)).status).toBe(404);
      expect(await foundOnB('geçitli')).toEqual([]);

      const input = blogInput({ title: 'İki geçitli yazı', shortDescription: 'Özet bir', content: '<p>Sürüm bir</p>' });
      const created = await restCall<Summary>(a, 'POST', '/api/blogs', { token, body: input });
      expect(created.status).toBe(201);
      expect(created.body.data!.slug).toBe(slug);
      const id = created.body.data!._id;
      const listed = await timeUntil(async () => (await listOnB()).some((post) => post.slug === slug));
      const rendered = await timeUntil(async () => {
        const page = await pageOnB(slug);
        return page.status === 200 && page.body.toString('utf8').includes('<p>Sürüm bir</p>');
      });
      const found = await timeUntil(async () => (await foundOnB('gecitli surum')).includes(slug));
      expectFresh({ listed, rendered, found });

      const updated = await restCall<Summary>(a, 'PUT', `/api/blogs/${id}`, {
        token,
        body: { ...input, shortDescription: 'Özet iki', content: '<p>Sürüm iki</p>' },
      });
      expect(updated.status).toBe(200);
      const relisted = await timeUntil(async () =>
        (await listOnB()).some((post) => post.slug === slug && post.shortDescription === 'Özet iki'),
      );
      const rerendered = await timeUntil(async () =>
        (await pageOnB(slug)).body.toString('utf8').includes('<p>Sürüm iki</p>'),
      );
      const refound = await timeUntil(async () => (await foundOnB('özet iki')).includes(slug));
      expect(await foundOnB('"sürüm bir"')).toEqual([]);
      expectFresh({ relisted, rerendered, refound });

      expect((await restCall(a, 'DELETE', `/api/blogs/${id}`, { token })).status).toBe(200);
      const unlisted = await timeUntil(async () => !(await listOnB()).some((post) => post.slug === slug));
      const gone = await timeUntil(async () => (await pageOnB(slug)).status === 404);
      const unfound = await timeUntil(async () => !(await foundOnB('gecitli')).includes(slug));
      expectFresh({ unlisted, gone, unfound });
    });

    it('a post scheduled on A appears on both at its moment, with a controlled clock and no write', async () => {
      fakeDate();
      try {
        const at = Date.now() + 60_000;
        const input = blogInput({ title: 'Zamanı gelen yazı', publishDate: new Date(at).toISOString() });
        const created = await restCall<Summary>(a, 'POST', '/api/blogs', { token, body: input });
        expect(created.status).toBe(201);
        const slug = created.body.data!.slug;
        const shown = async (gateway: TestApp) => {
          const list = await restCall<Summary[]>(gateway, 'GET', '/api/blogs');
          const page = await rawGet(gateway, `/blog/${slug}`, { accept: 'text/html' });
          return [list.body.data!.some((post) => post.slug === slug), page.status === 200];
        };
        // Both gateways answer (and keep) the lists without it, up to the millisecond before.
        for (const ms of [0, 30_000, 29_999]) {
          advance(ms);
          expect([await shown(a), await shown(b)]).toEqual([
            [false, false],
            [false, false],
          ]);
        }
        advance(1);
        expect(Date.now()).toBe(at);
        expect([await shown(a), await shown(b)]).toEqual([
          [true, true],
          [true, true],
        ]);
      } finally {
        jest.useRealTimers();
      }
    });

    it('an image uploaded on A, served by B at its /uploads/ address with the same bytes', async () => {
      const uploaded = await postGraphQLUpload<{ uploadImage: string }>(`${a.url}/graphql`, {
        query: UPLOAD_IMAGE,
        file: { bytes: PNG, name: 'resim.png', type: 'image/png' },
        token,
      });
      const path = uploaded.body!.data!.uploadImage;
      expect(path).toMatch(/^\/uploads\/photo-[0-9a-f-]{36}-1x1\.png$/);
      const [fromA, fromB] = await Promise.all([rawGet(a, path), rawGet(b, path)]);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromB.headers['content-type']).toBe('image/png');
      expect(sha256(fromB.body)).toBe(sha256(fromA.body));
    });
  });
});

/**
 * A load balancer as deploy/nginx.conf configures one: round robin over the gateways, the
 * client's address appended to X-Forwarded-For ($proxy_add_x_forwarded_for), Host and
 * X-Forwarded-Proto passed on. Answers say which gateway served them.
 */
async function startBalancer(upstreams: string[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    const target = new URL(upstreams[index]!);
    const forwarded = req.headers['x-forwarded-for'];
    const client = req.socket.remoteAddress!;
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwarded ? `${String(forwarded)}, ${client}` : client,
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A GraphQL POST through the balancer from a given loopback address (Linux routes all of 127/8 to lo). */
function gqlFrom(
  port: number,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ upstream: string; body: GraphQLResponse }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            upstream: String(response.headers['x-upstream']),
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphQLResponse,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('two gateways behind a balancer, TRUST_PROXY=1', () => {
  let gateways: Awaited<ReturnType<typeof startGateways>>;
  let balancer: Awaited<ReturnType<typeof startBalancer>>;

  beforeAll(async () => {
    gateways = await startGateways({ TRUST_PROXY: '1' });
    balancer = await startBalancer([gateways.a.url, gateways.b.url]);
  });
  afterAll(async () => {
    await balancer?.close();
    await gateways?.close();
  });

  it('count each client by the address the balancer saw, whichever gateway answers and whatever the client claims', async () => {
    const send = (from: string, n: number, headers: Record<string, string> = {}) =>
      gqlFrom(balancer.port, from, { query: SEND, variables: { input: message(n) } }, headers);
    const upstreams = new Set<string>();
    // 127.0.0.2 claims a new address every time: the balancer appends the real one, the gateways take that.
    for (let n = 1; n <= 5; n++) {
      const answer = await send('127.0.0.2', n, { 'x-forwarded-for': `203.0.113.${n}` });
      expect(answer.body).toEqual({ data: { sendContactMessage: true } });
      upstreams.add(answer.upstream);
    }
    expect(upstreams).toEqual(new Set(['0', '1']));
    for (const n of [6, 7]) {
      const refused = await send('127.0.0.2', n, { 'x-forwarded-for': `198.51.100.${n}` });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: contactText('10 dakika'),
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    }
    // Another client, through the same balancer (one socket address for the gateways), has its own counter.
    expect((await send('127.0.0.3', 8)).body).toEqual({ data: { sendContactMessage: true } });
    expect((await send('127.0.0.3', 9)).body).toEqual({ data: { sendContactMessage: true } });
    expect(await gateways.dataSource.getRepository(ContactMessage).count()).toBe(7);
  });
});
