import fc from 'fast-check';
import { startAdminApp, type TestApp } from './support/app';
import { CREATE } from './support/blog';
import { blogInput } from './support/content';
import { testDb } from './support/db';
import { PrototypeGuard, UncaughtTrap } from './support/hostile/checks';
import {
  hostileKey,
  hostileSegment,
  hostileValue,
  malformedJson,
  percentEncode,
  POLLUTION_KEYS,
  toJson,
} from './support/hostile/values';
import { rawGet, rawRequest } from './support/raw-http';
import { CONTENT_TABLES, snapshot } from './support/snapshot';

/**
 * Hostile requests on what the read path added: the REST list's `page`, `perPage` and `status`, a
 * post's `preview`, the blog's `sayfa`, a post page's `onizleme`, and the anonymous GraphQL bodies the cache answers by their
 * exact bytes — wrong types, huge values, Unicode edges, pollution-shaped names, repeated and
 * bracketed parameters, cut-short bodies, with and without credentials. After each: no 5xx, a
 * refusal in the REST envelope; at the end: still serving, prototypes untouched, nothing thrown
 * unhandled, no table changed (nor the change log), and the cached answers still the true ones.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_124);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 200);

type Case = { method: string; path: string; headers: Record<string, string>; body?: string };

const PUBLIC_QUERIES = [
  '{ blogs { id title } }',
  'query ($page: Int, $perPage: Int) { blogPage(page: $page, perPage: $perPage) { items { id } total } }',
  'query ($id: ID!) { blog(id: $id) { id title } }',
  '{ about { name } settings { contactInfo { email } } }',
];

function generate(count: number, slug: string, token: string): Case[] {
  const value = (g: fc.GeneratorValue) =>
    percentEncode(
      g(fc.constantFrom, 'segment', 'number', 'number', 'pollution') === 'segment'
        ? hostileSegment(g)
        : g(fc.boolean)
          ? g(fc.constantFrom, '0', '-1', '1.5', '1e9', '99999999999', '2147483648', 'true', 'all', 'ALL', '')
          : g(fc.constantFrom, ...POLLUTION_KEYS, 'ş'.repeat(3_000), 'x'.repeat(20_000)),
    );
  const parameter = (g: fc.GeneratorValue) =>
    g(
      fc.constantFrom,
      'page',
      'perPage',
      'status',
      'page',
      'perPage',
      'page[]',
      'page[a]',
      percentEncode(hostileKey(g)),
    );
  const kind = fc.gen().map((g): Case => {
    const credentials = g(fc.constantFrom, 'none', 'none', 'admin', 'garbage');
    const headers: Record<string, string> = {
      accept: g(fc.constantFrom, 'application/json', 'text/html', '*/*'),
      ...(credentials === 'admin' ? { authorization: `Bearer ${token}` } : {}),
      ...(credentials === 'garbage' ? { authorization: 'Bearer x.y.z' } : {}),
      ...(g(fc.boolean) ? { 'accept-encoding': g(fc.constantFrom, 'br', 'gzip', 'br;q=0', 'identity', '*') } : {}),
    };
    switch (g(fc.constantFrom, 'list', 'post', 'page', 'graphql', 'graphql')) {
      case 'list': {
        const query = Array.from(
          { length: g(fc.integer, { min: 1, max: 4 }) },
          () => `${parameter(g)}=${value(g)}`,
        ).join('&');
        // Spellings Express routes alike share one cache key (rest/router.ts restCacheKey).
        const list = g(fc.constantFrom, '/api/blogs', '/api/blogs', '/API/Blogs/', '/api/blogs/');
        return { method: g(fc.constantFrom, 'GET', 'HEAD'), path: `${list}?${query}`, headers };
      }
      case 'post':
        return {
          method: 'GET',
          path: `/api/blogs/${g(fc.constantFrom, slug, hostileSegment(g))}?preview=${value(g)}`,
          headers,
        };
      case 'page':
        return {
          method: 'GET',
          path: g(fc.boolean)
            ? `/blog?sayfa=${value(g)}&${parameter(g)}=${value(g)}`
            : `/blog/${g(fc.constantFrom, slug, hostileSegment(g))}?onizleme=${value(g)}`,
          headers: { ...headers, accept: 'text/html' },
        };
      default: {
        const body = g(fc.constantFrom, 'malformed', 'variables', 'keys', 'huge');
        const query = g(fc.constantFrom, ...PUBLIC_QUERIES);
        const text =
          body === 'malformed'
            ? malformedJson(g)
            : body === 'huge'
              ? JSON.stringify({ query: `${query}${' '.repeat(g(fc.constantFrom, 16_300, 17_000, 300_000))}` })
              : body === 'keys'
                ? `{${JSON.stringify(g(fc.constantFrom, ...POLLUTION_KEYS, 'extensions', 'operationName'))}: ${toJson(hostileValue(g), () => slug)}, "query": ${JSON.stringify(query)}}`
                : `{"query": ${JSON.stringify(query)}, "variables": ${toJson(hostileValue(g), () => slug)}}`;
        return {
          method: 'POST',
          path: '/graphql',
          headers: {
            ...headers,
            'content-type': g(fc.constantFrom, 'application/json', 'application/json; charset=utf-8'),
          },
          body: text,
        };
      }
    }
  });
  return fc.sample(kind, { seed: SEED, numRuns: count });
}

/** Sends one case on its own connection; a body may be cut short of its announced length. */
async function send(app: TestApp, { method, path, headers, body }: Case) {
  if (body === undefined) return rawGet(app, path, headers, method);
  const response = await fetch(app.url + path, { method, headers, body });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe(`hostile requests on the read path (${testDb}, seed ${SEED})`, () => {
  let app: TestApp;
  let token: string;
  let slug: string;

  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    for (const title of ['Güz notları', 'Kış notları']) {
      const { data } = await app.gql<{ createBlog: { slug: string } }>(
        CREATE,
        { input: blogInput({ title }) },
        { token },
      );
      slug = data!.createBlog.slug;
    }
    await app.gql(CREATE, { input: blogInput({ title: 'Taslak', status: 'DRAFT' }) }, { token });
  });
  afterAll(() => app.close());

  it('answers every request without a 5xx, keeps serving, changes nothing and keeps the true answers', async () => {
    const guard = new PrototypeGuard();
    const trap = new UncaughtTrap();
    try {
      const tables = [...CONTENT_TABLES, 'content_changes'];
      const before = await snapshot(app, tables);
      const list = (await rawGet(app, '/api/blogs')).body.toString();
      const anonymous = JSON.stringify(await app.gql(PUBLIC_QUERIES[0]!));
      const failures: string[] = [];
      for (const [index, request] of generate(RUNS, slug, token).entries()) {
        const answer = await send(app, request).catch((error: Error) => ({
          status: 0,
          headers: {},
          body: Buffer.from(error.message),
        }));
        const where = `${request.method} ${request.path.slice(0, 160)} ${request.body?.slice(0, 160) ?? ''}`;
        if (answer.status >= 500 || answer.status === 0)
          failures.push(`${where} → ${answer.status} ${answer.body.toString().slice(0, 200)}`);
        // 431: the request line is over Node's header limit, answered by Node itself before the gateway.
        if (
          request.path.startsWith('/api/') &&
          answer.status >= 400 &&
          answer.status !== 431 &&
          request.method === 'GET'
        ) {
          const envelope = JSON.parse(answer.body.toString() || '{}') as { success?: boolean; message?: string };
          if (envelope.success !== false || !/[çğıöşüÇĞİÖŞÜ]/.test(envelope.message ?? ''))
            failures.push(
              `${where} → ${answer.status} without the Turkish envelope: ${answer.body.toString().slice(0, 100)}`,
            );
        }
        if (index % 25 === 24) expect((await rawGet(app, '/healthz')).status).toBe(200);
      }
      // A GraphQL body announced longer than it is, then the connection closed.
      await rawRequest(
        app.url,
        [
          'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{"query":"{ blo',
        ],
        { end: true },
      ).catch(() => []);
      expect(failures).toEqual([]);
      expect((await rawGet(app, '/healthz')).status).toBe(200);
      expect(await snapshot(app, tables)).toEqual(before);
      expect((await rawGet(app, '/api/blogs')).body.toString()).toBe(list);
      expect(list).not.toContain('Taslak');
      expect(JSON.stringify(await app.gql(PUBLIC_QUERIES[0]!))).toBe(anonymous);
      expect(guard.check()).toEqual([]);
      expect(trap.take()).toEqual([]);
    } finally {
      trap.stop();
    }
  }, 300_000);
});
