import { createHash } from 'node:crypto';
import { MULTIPART_LIMIT_BYTES } from '../src/http/body-limits';
import { BROKEN_UPLOAD } from '../src/http/multipart';
import { type GraphQLResponse, startAdminApp, type TestApp } from './support/app';
import { createEmptyDatabase, testDb } from './support/db';
import { startGateway } from './support/process';
import { multipartBody, rawRequest, requestBytes } from './support/raw-http';

/**
 * The HTTP boundary under hostile requests (issue "Hardening"): no key of a request reaches an
 * object's prototype, no broken body ends the process or leaves an upload half-read on the
 * connection, and a client's mistake is never reported as our INTERNAL_SERVER_ERROR.
 */

const POLLUTED = 'polluted';

/** Own properties (and, for methods, their own properties) of the prototypes a pollution would change. */
function prototypes() {
  return [Object.prototype, Function.prototype, Array.prototype, String.prototype].map((proto) =>
    Object.getOwnPropertyNames(proto).map((name) => {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
      const value: unknown = descriptor.value;
      return [name, descriptor, typeof value === 'function' ? Object.getOwnPropertyNames(value).sort() : null];
    }),
  );
}

const UPLOAD_CV = 'mutation($file: Upload) { uploadCv(file: $file) { cvFile } }';
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

async function multipart(app: TestApp, path: string, body: Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=X', ...headers },
    body: new Uint8Array(body),
  });
  return { status: response.status, text: await response.text() };
}

async function json(app: TestApp, method: string, path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** The site keeps serving: health, a REST read, a GraphQL read. */
async function expectServing(app: TestApp) {
  expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${app.url}/api/blogs`)).status).toBe(200);
  const graphql = await app.gql<{ blogs: unknown[] }>('{ blogs { id } }');
  expect(graphql.errors).toBeUndefined();
}

describe(`the HTTP boundary under hostile requests (${testDb})`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
  afterAll(() => app.close());

  describe('prototype pollution', () => {
    const MAP_PATHS = [
      'hasOwnProperty.call',
      'toString',
      'valueOf.call',
      '__proto__.polluted',
      'constructor.prototype.polluted',
      'variables.__proto__',
      'variables.__proto__.polluted',
      'variables.constructor.prototype.polluted',
      'variables.hasOwnProperty',
      'variables.toString.call',
      'variables.file.__proto__',
      'variables.file.constructor',
      'variables.missing',
      'query.length',
      'variables.file.0',
      'variables',
    ];

    it('refuses every map path but an own null variable (400), on any header, and changes no prototype', async () => {
      const before = prototypes();
      for (const path of MAP_PATHS) {
        for (const headers of [{}, PREFLIGHT]) {
          const body = multipartBody(
            [
              ['operations', JSON.stringify({ query: UPLOAD_CV, variables: { file: null } })],
              ['map', JSON.stringify({ 0: [path] })],
            ],
            { field: '0', name: 'a.pdf', type: 'application/pdf', bytes: PDF },
          );
          const response = await multipart(app, '/graphql', body, headers);
          expect({ path, status: response.status }).toEqual({ path, status: 400 });
          const [error] = (JSON.parse(response.text) as GraphQLResponse).errors!;
          expect(error!.extensions.code).toBe('BAD_USER_INPUT');
        }
      }
      expect(prototypes()).toEqual(before);
      expect(({} as Record<string, unknown>)[POLLUTED]).toBeUndefined();
      await expectServing(app);
    });

    it('keeps hostile keys of operations, map and JSON bodies away from prototypes on every door', async () => {
      const before = prototypes();
      const pollution = { __proto__: { [POLLUTED]: true }, constructor: { prototype: { [POLLUTED]: true } } };
      const hostile = (value: Record<string, unknown>) =>
        JSON.stringify(value)
          .replace('"__proto__x"', '"__proto__"')
          .replace('{', `{"__proto__":{"${POLLUTED}":true},"constructor":{"prototype":{"${POLLUTED}":true}},`);
      const sent: Array<{ status: number; text: string }> = [];

      // /graphql multipart: hostile keys inside operations, variables and map.
      for (const [operations, map] of [
        [hostile({ query: UPLOAD_CV, variables: { file: null } }), JSON.stringify({ 0: ['variables.file'] })],
        [
          JSON.stringify({ query: UPLOAD_CV, variables: JSON.parse(hostile({ file: null })) }),
          '{"0":["variables.file"]}',
        ],
        [JSON.stringify({ query: UPLOAD_CV, variables: { file: null } }), '{"__proto__":["variables.file"]}'],
        [JSON.stringify({ query: UPLOAD_CV, variables: { file: null } }), '{"constructor":["variables.file"]}'],
      ] as const) {
        const body = multipartBody(
          [
            ['operations', operations],
            ['map', map],
          ],
          {
            field: '0',
            name: 'a.pdf',
            type: 'application/pdf',
            bytes: PDF,
          },
        );
        sent.push(await multipart(app, '/graphql', body, { ...PREFLIGHT, authorization: `Bearer ${admin}` }));
      }
      // /graphql JSON: hostile keys at the top, in variables and in an input object.
      const contact = { name: 'Ayşe', email: 'ayse@example.com', message: 'Merhaba, bu bir denemedir.' };
      sent.push(await json(app, 'POST', '/graphql', hostile({ query: '{ blogs { id } }' })));
      sent.push(
        await json(
          app,
          'POST',
          '/graphql',
          JSON.stringify({
            query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
            variables: { input: JSON.parse(hostile(contact)) },
          }),
        ),
      );
      // /api JSON bodies, anonymous and as the admin.
      for (const [method, path, body, token] of [
        ['POST', '/api/contact', hostile(contact), undefined],
        ['POST', '/api/auth/login', hostile({ email: 'a@example.com', password: 'x' }), undefined],
        [
          'PUT',
          '/api/about',
          hostile({ name: 'A', title: 'B', description: 'C', experiences: [], technologies: [] }),
          admin,
        ],
        ['PUT', '/api/settings/social-media', hostile({ socialMedia: [] }), admin],
        ['PUT', '/api/settings/contact-info', hostile({ email: '', location: '' }), admin],
        ['POST', '/api/blogs', hostile({ title: 'T', shortDescription: 'K', content: '<p>x</p>', tags: [] }), admin],
      ] as const) {
        sent.push(await json(app, method, path, body, token ? { authorization: `Bearer ${token}` } : {}));
      }
      // /api multipart: hostile part names.
      for (const field of ['__proto__', 'constructor', 'hasOwnProperty']) {
        const body = multipartBody([[field, JSON.stringify(pollution)]], {
          field,
          name: 'a.pdf',
          type: 'application/pdf',
          bytes: PDF,
        });
        sent.push(await multipart(app, '/api/about/cv', body, { authorization: `Bearer ${admin}` }));
      }

      for (const response of sent) {
        expect(response.status).toBeLessThan(500);
        expect(response.text).not.toContain('INTERNAL_SERVER_ERROR');
      }
      expect(prototypes()).toEqual(before);
      expect(({} as Record<string, unknown>)[POLLUTED]).toBeUndefined();
      await expectServing(app);
    });
  });

  describe('broken multipart bodies', () => {
    const cut = (fields: Array<[string, string]>, field: string) =>
      multipartBody(fields, { field, name: 'a.pdf', type: 'application/pdf', bytes: '%PDF-1.4 x' }, { cut: true });

    it('REST: a CV upload cut short is 401 without a token, 400 with one, and the server goes on', async () => {
      const anonymous = await multipart(app, '/api/about/cv', cut([], 'cv'));
      expect(anonymous.status).toBe(401);
      const signedIn = await multipart(app, '/api/about/cv', cut([], 'cv'), { authorization: `Bearer ${admin}` });
      expect(JSON.parse(signedIn.text)).toEqual({ success: false, message: BROKEN_UPLOAD });
      expect(signedIn.status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the stream's error fires after the answer
      await expectServing(app);
    });

    it('GraphQL: an upload cut short is BAD_USER_INPUT (not INTERNAL_SERVER_ERROR), logged as no error', async () => {
      const fields: Array<[string, string]> = [
        ['operations', JSON.stringify({ query: UPLOAD_CV, variables: { file: null } })],
        ['map', JSON.stringify({ 0: ['variables.file'] })],
      ];
      const errorsBefore = app.log().filter((line) => line.level >= 50).length;
      for (const token of [undefined, admin]) {
        const response = await multipart(app, '/graphql', cut(fields, '0'), {
          ...PREFLIGHT,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        });
        const [error] = (JSON.parse(response.text) as GraphQLResponse).errors!;
        expect(error!.extensions.code).toBe(token ? 'BAD_USER_INPUT' : 'UNAUTHENTICATED');
        if (token) expect(error!.message).toBe(BROKEN_UPLOAD);
      }
      expect(app.log().filter((line) => line.level >= 50)).toHaveLength(errorsBefore);
      await expectServing(app);
    });
  });

  describe('client mistakes are 400-class with their own code', () => {
    const hash = (query: string) => createHash('sha256').update(query).digest('hex');
    const cases: Array<[label: string, body: unknown, code: string]> = [
      [
        'a persisted-query hash without a query',
        { extensions: { persistedQuery: { version: 1, sha256Hash: hash('{ blogs { id } }') } } },
        'PERSISTED_QUERY_NOT_SUPPORTED',
      ],
      [
        'a wrong hash with a query',
        { query: '{ blogs { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
        'PERSISTED_QUERY_NOT_SUPPORTED',
      ],
      [
        'an unknown persisted-query version',
        { query: '{ blogs { id } }', extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } },
        'PERSISTED_QUERY_NOT_SUPPORTED',
      ],
      ['a subscription', { query: 'subscription { blogs { id } }' }, 'OPERATION_NOT_SUPPORTED'],
    ];

    it.each(cases)('%s', async (_label, body, code) => {
      const errorsBefore = app.log().filter((line) => line.level >= 50).length;
      const response = await json(app, 'POST', '/graphql', JSON.stringify(body));
      expect(response.status).toBeLessThan(500);
      const parsed = JSON.parse(response.text) as GraphQLResponse;
      expect(parsed.data ?? null).toBeNull();
      expect(parsed.errors!.map((error) => error.extensions.code)).toEqual([code]);
      expect(parsed.errors![0]!.message).toMatch(/desteklenmiyor/);
      expect(app.log().filter((line) => line.level >= 50)).toHaveLength(errorsBefore);
    });
  });

  describe('request bodies and the connection', () => {
    it('refuses a body that declares more than the limit at once, before it is sent (JSON and multipart)', async () => {
      for (const [path, type, declared] of [
        ['/api/blogs', 'application/json', 2 * 1024 * 1024],
        ['/graphql', 'application/json', 2 * 1024 * 1024],
        ['/api/about/cv', 'multipart/form-data; boundary=X', 50 * 1024 * 1024],
        ['/graphql', 'multipart/form-data; boundary=X', 50 * 1024 * 1024],
      ] as const) {
        // Only the head is sent: an answer proves the body was never waited for.
        const [response] = await rawRequest(app.url, [
          requestBytes('POST', path, { 'Content-Type': type, 'Content-Length': String(declared), ...PREFLIGHT }),
        ]);
        expect({ path, status: response!.status }).toEqual({ path, status: 413 });
      }
      await expectServing(app);
    });

    it('answers a client that sends a too-large body whole before reading, then serves its next request', async () => {
      const body = multipartBody([], {
        field: 'cv',
        name: 'cv.pdf',
        type: 'application/pdf',
        bytes: Buffer.alloc(MULTIPART_LIMIT_BYTES), // with the multipart framing, just over the limit
      });
      const head = { 'Content-Type': 'multipart/form-data; boundary=X', 'Content-Length': String(body.length) };
      const responses = await rawRequest(
        app.url,
        [requestBytes('POST', '/api/about/cv', head, body), requestBytes('GET', '/healthz', {})],
        { count: 2 },
      );
      expect(responses.map((response) => response.status)).toEqual([413, 200]);
    });

    it('refuses a body nested deeper than any operation needs, on every door, before anything walks it', async () => {
      const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
      const message = 'İstek gövdesi en fazla 20 düzey iç içe olabilir.';
      const graphql = await json(
        app,
        'POST',
        '/graphql',
        `{"query":"{ blogs { id } }","variables":{"a":${deep(100_000)}}}`,
      );
      expect({ status: graphql.status, body: JSON.parse(graphql.text) }).toEqual({
        status: 400,
        body: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] },
      });
      const rest = await json(app, 'POST', '/api/contact', `{"name":${deep(100_000)},"email":"a@b.co","message":"x"}`);
      expect({ status: rest.status, body: JSON.parse(rest.text) }).toEqual({
        status: 400,
        body: { success: false, message },
      });
      const operations = `{"query":"${UPLOAD_CV}","variables":{"file":null,"x":${deep(50_000)}}}`;
      const body = multipartBody(
        [
          ['operations', operations],
          ['map', '{"0":["variables.file"]}'],
        ],
        { field: '0', name: 'a.pdf', type: 'application/pdf', bytes: PDF },
      );
      const upload = await multipart(app, '/graphql', body, { ...PREFLIGHT, authorization: `Bearer ${admin}` });
      expect(upload.status).toBe(400);
      expect(JSON.parse(upload.text)).toEqual({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
      // At the limit, an ordinary (if odd) body is still read and answered by the operation itself.
      const shallow = await json(app, 'POST', '/graphql', `{"query":"{ blogs { id } }","variables":{"a":${deep(18)}}}`);
      expect(shallow.status).toBe(200);
    });

    it('reads and drops a refused upload, so the next request on the connection is answered', async () => {
      const file = { field: 'cv', name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.alloc(4 * 1024 * 1024, 65) };
      const rest = multipartBody([], file);
      const graphql = multipartBody(
        [
          ['operations', JSON.stringify({ query: UPLOAD_CV, variables: { file: null } })],
          ['map', JSON.stringify({ 0: ['variables.file'] })],
        ],
        { ...file, field: '0' },
      );
      const type = { 'Content-Type': 'multipart/form-data; boundary=X' };
      for (const [path, body] of [
        ['/api/about/cv', rest],
        ['/graphql', graphql],
      ] as const) {
        const responses = await rawRequest(
          app.url,
          [
            requestBytes('POST', path, { ...type, ...PREFLIGHT, 'Content-Length': String(body.length) }, body),
            requestBytes('GET', '/healthz', {}),
          ],
          { count: 2 },
        );
        expect(responses.map((response) => response.status)).toEqual([path === '/graphql' ? 200 : 401, 200]);
        expect(JSON.parse(responses[1]!.body)).toEqual({ status: 'ok' });
      }
    });
  });
});

describe(`a gateway process under broken uploads (${testDb})`, () => {
  it('stays up after truncated multipart bodies on both doors', async () => {
    const db = await createEmptyDatabase();
    const gateway = await startGateway({ ...db.env, SEED: 'false' });
    try {
      const truncated = multipartBody(
        [],
        { field: 'cv', name: 'a.pdf', type: 'application/pdf', bytes: '%PDF-1.4 x' },
        { cut: true },
      );
      const headers = { 'content-type': 'multipart/form-data; boundary=X', ...PREFLIGHT };
      for (const path of ['/api/about/cv', '/graphql']) {
        const response = await fetch(`${gateway.url}${path}`, {
          method: 'POST',
          headers,
          body: new Uint8Array(truncated),
        });
        expect(response.status).toBeLessThan(500);
        await response.text();
      }
      await new Promise((resolve) => setTimeout(resolve, 1500)); // the process used to exit within this
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    } finally {
      await gateway.stop();
      await db.drop();
    }
  });
});
