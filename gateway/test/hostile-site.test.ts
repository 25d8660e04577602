import fc from 'fast-check';
import { startAdminApp, type TestApp } from './support/app';
import { CREATE } from './support/blog';
import { aboutInput, blogInput } from './support/content';
import { testDb } from './support/db';
import { PrototypeGuard, UncaughtTrap } from './support/hostile/checks';
import { hostileSegment, hostileString, hugeString, percentEncode, POLLUTION_KEYS } from './support/hostile/values';
import { rawGet, rawRequest } from './support/raw-http';
import { snapshot } from './support/snapshot';

/**
 * Hostile requests on what the site publishes besides the API doors (those have their own corpus,
 * generated from the route table and the schema): the rendered pages, the admin shell, the feeds
 * and crawler files, the share images. Any method, broken or hostile path segments and queries,
 * pollution-shaped names, odd Accept and If-None-Match headers, huge paths, bodies cut short. After
 * each: no 5xx; every few: the gateway still serves; at the end: prototypes untouched, nothing
 * thrown unhandled, and every table as it was (rendering a page never counts a view).
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_124);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 100);

const TEMPLATES = [
  '/{s}',
  '/blog/{s}',
  '/blog/{s}/og.png',
  '/blog/{slug}/{s}',
  '/{s}/og.png',
  '/blog?{q}',
  '/about?{q}',
  // Reader tools: search (its own parameter, hostile) and the tags' pages and feeds.
  '/search?q={s}',
  '/search?q={s}&sayfa={s}',
  '/search?{q}',
  '/tags?{q}',
  '/tags/{s}',
  '/tags/{s}?{q}',
  '/tags/{s}/rss.xml',
  '/rss.xml?{q}',
  '/feed.json',
  '/sitemap.xml',
  '/robots.txt',
  '/og.png',
  '/avatar.png',
  '/mrpurposeless/{s}',
  '/assets/{s}',
];
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '');

type Request = { method: string; path: string; headers: Record<string, string> };

function generate(count: number, slug: string): Request[] {
  const request = fc.gen().map((g) => {
    const segment = () =>
      g(fc.constantFrom, 'segment', 'pollution', 'huge') === 'segment'
        ? hostileSegment(g)
        : g(fc.boolean)
          ? g(fc.constantFrom, ...POLLUTION_KEYS)
          : percentEncode(hugeString(g).slice(0, g(fc.constantFrom, 100, 5_000, 20_000)));
    const path = g(fc.constantFrom, ...TEMPLATES)
      .replace('{slug}', slug)
      .replaceAll('{s}', segment)
      .replace('{q}', () => `${percentEncode(g(fc.constantFrom, ...POLLUTION_KEYS))}=${hostileSegment(g)}`);
    return {
      method: g(fc.constantFrom, 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
      path,
      headers: {
        accept: g(fc.constantFrom, 'text/html', '*/*', 'application/json', 'image/png', ascii(hostileString(g)) || 'x'),
        ...(g(fc.boolean) ? { 'if-none-match': ascii(hostileString(g)).slice(0, 200) || '*' } : {}),
      },
    };
  });
  return fc.sample(request, { seed: SEED, numRuns: count });
}

describe(`hostile requests on the site, feeds and share images (${testDb}, seed ${SEED})`, () => {
  let app: TestApp;
  let slug: string;

  beforeAll(async () => {
    let token: string;
    ({ app, token } = await startAdminApp());
    await app.gql(
      'mutation($input: AboutInput!) { updateAbout(input: $input) { name } }',
      { input: aboutInput() },
      { token },
    );
    const { data } = await app.gql<{ createBlog: { slug: string } }>(
      CREATE,
      { input: blogInput({ title: 'Güz notları' }) },
      { token },
    );
    slug = data!.createBlog.slug;
  });
  afterAll(() => app.close());

  it('answers every request without a 5xx, keeps serving, and changes nothing', async () => {
    const guard = new PrototypeGuard();
    const trap = new UncaughtTrap();
    try {
      const before = await snapshot(app);
      const failures: string[] = [];
      const cases = generate(RUNS, slug);
      for (const [index, { method, path, headers }] of cases.entries()) {
        const answer = await rawGet(app, path, headers, method).catch((error: Error) => ({ status: 0, error }));
        if (answer.status >= 500 || answer.status === 0)
          failures.push(
            `${method} ${path.slice(0, 200)} → ${answer.status} ${'error' in answer ? answer.error.message : ''}`,
          );
        if (index % 20 === 19) expect((await rawGet(app, '/healthz')).status).toBe(200);
      }
      // A body announced longer than it is, then the connection closed: the gateway answers or hangs up, and lives.
      for (const path of ['/rss.xml', `/blog/${slug}`, '/og.png']) {
        await rawRequest(
          app.url,
          [`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a":`],
          {
            end: true,
          },
        ).catch(() => []);
      }
      expect(failures).toEqual([]);
      expect((await rawGet(app, '/healthz')).status).toBe(200);
      expect((await rawGet(app, `/blog/${slug}`, { accept: 'text/html' })).status).toBe(200);
      expect(await snapshot(app)).toEqual(before);
      expect(guard.check()).toEqual([]);
      expect(trap.take()).toEqual([]);
    } finally {
      trap.stop();
    }
  }, 300_000);
});
