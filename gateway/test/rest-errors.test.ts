import { randomUUID } from 'node:crypto';
import { startAdminApp, startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as send, type Envelope } from './support/rest';
import { snapshot } from './support/snapshot';
import { BLOG, CONTACT, expectFailure } from './support/rest-failure';

/**
 * docs/api.md#rest-envelope-and-status-codes, docs/api.md#limits-and-bad-input on the REST facade:
 * every failure is `{success: false, message: <Turkish>}` with its real status, JSON (never an
 * HTML page), and leaves stored data as it was: unknown routes and ids, the contact form's limit,
 * unexpected failures (bad bodies: rest-bad-bodies.test.ts).
 */

describe(`REST unknown routes (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/blogs/x/y'],
    ['PATCH', '/api/blogs'],
    ['PATCH', `/api/blogs/${randomUUID()}`],
    ['POST', `/api/blogs/${randomUUID()}`],
    ['PUT', '/api/blogs'],
    ['DELETE', '/api/blogs'],
    ['DELETE', '/api/contact'],
    ['PUT', '/api/contact'],
    ['GET', '/api/about/cv'],
    ['POST', '/api/about'],
    ['GET', '/api/auth/login'],
    ['GET', '/api/settings/social-media'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/nope'],
  ])('%s %s → 404 in the envelope', async (method, path) => {
    for (const token of [undefined, admin]) {
      const response = await send(app, method, path, { token, body: method === 'GET' ? undefined : {} });
      expectFailure(response, 404);
    }
  });
});

describe(`REST unknown ids (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    expect((await send(app, 'POST', '/api/blogs', { token: admin, body: BLOG })).status).toBe(201);
    expect((await send(app, 'POST', '/api/contact', { body: CONTACT })).status).toBe(201);
  });
  afterAll(() => app.close());

  const IDS = [
    randomUUID(),
    'not-a-uuid',
    '123',
    encodeURIComponent("' OR '1'='1"),
    encodeURIComponent('ğüşiöç'),
    'x'.repeat(1000),
  ];

  it.each(IDS.map((id) => [id.slice(0, 40), id]))(
    'blog id %s → 404 Blog bulunamadı on GET, PUT and DELETE',
    async (_label, id) => {
      const before = await snapshot(app);
      expectFailure(await send(app, 'GET', `/api/blogs/${id}`), 404, 'Blog bulunamadı');
      expectFailure(await send(app, 'PUT', `/api/blogs/${id}`, { token: admin, body: BLOG }), 404, 'Blog bulunamadı');
      expectFailure(await send(app, 'DELETE', `/api/blogs/${id}`, { token: admin }), 404, 'Blog bulunamadı');
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it.each(IDS.map((id) => [id.slice(0, 40), id]))(
    'message id %s → 404 Mesaj bulunamadı on DELETE',
    async (_label, id) => {
      const before = await snapshot(app);
      expectFailure(await send(app, 'DELETE', `/api/contact/${id}`, { token: admin }), 404, 'Mesaj bulunamadı');
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('deleting the same post or message twice: the second time is 404', async () => {
    const blogs = await send<Array<{ _id: string }>>(app, 'GET', '/api/blogs');
    const id = blogs.body.data![0]!._id;
    expect((await send(app, 'DELETE', `/api/blogs/${id}`, { token: admin })).status).toBe(200);
    expectFailure(await send(app, 'DELETE', `/api/blogs/${id}`, { token: admin }), 404, 'Blog bulunamadı');
    expectFailure(await send(app, 'GET', `/api/blogs/${id}`), 404, 'Blog bulunamadı');

    const messages = await send<Array<{ _id: string }>>(app, 'GET', '/api/contact', { token: admin });
    const messageId = messages.body.data![0]!._id;
    expect((await send(app, 'DELETE', `/api/contact/${messageId}`, { token: admin })).status).toBe(200);
    expectFailure(await send(app, 'DELETE', `/api/contact/${messageId}`, { token: admin }), 404, 'Mesaj bulunamadı');
  });
});

describe(`REST contact form rate limit (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
  afterAll(() => app.close());

  it('the 6th message within 10 minutes → 429 with Retry-After, not stored', async () => {
    for (let index = 1; index <= 5; index++) {
      const response = await send(app, 'POST', '/api/contact', {
        body: { ...CONTACT, message: `Mesaj numarası ${index}, yeterince uzun.` },
      });
      expect(response.status).toBe(201);
    }
    const before = await snapshot(app);
    const refused = await send(app, 'POST', '/api/contact', {
      body: { ...CONTACT, message: 'Altıncı mesaj, reddedilmeli.' },
    });
    expectFailure(refused, 429);
    const retryAfter = refused.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(10 * 60);
    expect(await snapshot(app)).toEqual(before);
    const list = await send<unknown[]>(app, 'GET', '/api/contact', { token: admin });
    expect(list.body.data).toHaveLength(5);
  });

  it('X-Forwarded-For is not trusted by default: another claimed address is still refused', async () => {
    const response = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify(CONTACT),
    });
    expect(response.status).toBe(429);
    expect(((await response.json()) as Envelope).success).toBe(false);
  });

  it('the limit is per address, whichever door: GraphQL is refused too, and REST stays refused', async () => {
    const viaGraphql = await app.gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: { ...CONTACT, message: 'GraphQL üzerinden yedinci mesaj.' },
    });
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    const again = await send(app, 'POST', '/api/contact', { body: CONTACT });
    expectFailure(again, 429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    const list = await send<unknown[]>(app, 'GET', '/api/contact', { token: admin });
    expect(list.body.data).toHaveLength(5);
  });
});

describe(`REST contact form behind a trusted proxy (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app.close());

  const post = (address: string) =>
    fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(CONTACT),
    });

  it('with TRUST_PROXY, the proxy’s X-Forwarded-For is the address that is counted', async () => {
    for (let index = 0; index < 5; index++) expect((await post('198.51.100.1')).status).toBe(201);
    const refused = await post('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await post('198.51.100.2')).status).toBe(201);
  });
});

describe(`REST unexpected failures (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    // The database goes away under the running app.
    await app.dataSource.destroy();
  });
  afterAll(() => app.close());

  it.each([
    ['a public read', 'GET', '/api/blogs', undefined, undefined],
    ['an admin read with a token', 'GET', '/api/contact', 'admin', undefined],
    ['a write', 'POST', '/api/contact', undefined, CONTACT],
  ] as const)(
    '%s → 500 Bir hata oluştu. Lütfen tekrar deneyin., no details',
    async (_label, method, path, who, body) => {
      const response = await send(app, method, path, { token: who ? admin : undefined, body });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ success: false, message: 'Bir hata oluştu. Lütfen tekrar deneyin.' });
      expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+|sqlite|mysql|typeorm|driver|connection/i);
    },
  );

  it('the details go to the log', () => {
    expect(app.log().some((line) => line.level >= 50)).toBe(true);
  });
});
