import { startAdminApp, startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import {
  BAD_INPUT,
  LIMITS,
  TOO_COSTLY,
  TURKISH,
  expectAccepted,
  expectOnlyRefusal,
  post,
  query,
  queryOfCost,
  queryOfDepth,
  queryWithAliases,
  queryWithDirectivesOnFields,
} from './support/graphql-limits';

/**
 * GraphQL in production: introspection off unless switched on, no suggestions or detail, and
 * unexpected failures answered with the generic Turkish message alone.
 */

const UNEXPECTED = 'Bir hata oluştu. Lütfen tekrar deneyin.';

describe(`GraphQL in production (${testDb})`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => ({ app, token: admin } = await startAdminApp({ NODE_ENV: 'production' })));
  afterAll(() => app.close());

  it('refuses introspection', async () => {
    for (const source of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "About") { name } }',
      '{ blogs { id } __schema { types { name } } }',
    ]) {
      const raw = await query(app.url, source);
      expectOnlyRefusal(raw, BAD_INPUT);
      expect(raw.body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT' });
      expect(JSON.stringify(raw.body)).not.toMatch(/introspection|__schema|__type/i);
    }
  });

  it('still answers __typename and ordinary queries', async () => {
    expect((await query(app.url, '{ __typename blogs { id } }')).body).toEqual({
      data: { __typename: 'Query', blogs: [] },
    });
  });

  it.each([
    ['a misspelt field', '{ blogz { id } }', 'Bilinmeyen alan: blogz.'],
    ['a misspelt nested field', '{ about { nmae } }', 'Bilinmeyen alan: nmae.'],
    ['a misspelt argument', '{ blog(idd: "1") { id } }', undefined],
    ['a misspelt type', 'query($id: Idd!) { blog(id: $id) { id } }', undefined],
    [
      'a misspelt enum value',
      'mutation { updateSocialMedia(socialMedia: [{ platform: githb, url: "" }]) { socialMedia { url } } }',
      undefined,
    ],
  ])('gives no suggestion and no detail for %s', async (_label, source, message) => {
    const raw = await query(app.url, source, {}, admin);
    expect(raw.status).toBe(400);
    expect(raw.body.data).toBeUndefined();
    const serialized = JSON.stringify(raw.body);
    expect(serialized).not.toMatch(/Did you mean/i);
    for (const error of raw.body.errors ?? []) {
      expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT' });
      expect(error.message).toMatch(TURKISH);
      expect(error.message).not.toMatch(/\b(Cannot|Unknown|Did|Expected|does not exist)\b/);
    }
    if (message) expect(raw.body.errors!.map((error) => error.message)).toEqual([message]);
  });

  it('gives no suggestion for a misspelt input field in the variables', async () => {
    const raw = await query(
      app.url,
      'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      { input: { titel: 'Başlık', title: 'Başlık', shortDescription: 'kısa', content: '<p>x</p>', tags: [] } },
      admin,
    );
    expect(raw.body.data ?? null).toBeNull();
    expect(JSON.stringify(raw.body)).not.toMatch(/Did you mean|titel"|BlogInput/);
    expect(raw.body.errors?.map((error) => error.extensions)).toEqual([{ code: 'BAD_USER_INPUT' }]);
  });

  it('refuses the limits the same way, with no detail', async () => {
    for (const [source, message] of [
      [queryOfDepth(9), LIMITS],
      [queryWithAliases(16), LIMITS],
      [queryWithDirectivesOnFields(11), LIMITS],
      [queryOfCost(5001), TOO_COSTLY(5001)],
    ] as const) {
      const raw = await query(app.url, source);
      expectOnlyRefusal(raw, message);
      expect(raw.body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    }
  });

  it('refuses a batched request', async () => {
    const raw = await post(app.url, JSON.stringify([{ query: '{ blogs { id } }' }, { query: '{ about { name } }' }]));
    expect(Array.isArray(raw.body)).toBe(false);
    expectOnlyRefusal(raw, BAD_INPUT);
    expect(raw.body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});

describe(`GraphQL introspection switches in production (${testDb})`, () => {
  it('answers introspection in production with GRAPHQL_INTROSPECTION=true', async () => {
    const app = await startTestApp({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' });
    try {
      const raw = await query(app.url, '{ __schema { queryType { name } } }');
      expectAccepted(raw);
      expect(raw.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await app.close();
    }
  });

  it('keeps introspection off in production with GRAPHQL_INTROSPECTION=false', async () => {
    const app = await startTestApp({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'false' });
    try {
      expectOnlyRefusal(await query(app.url, '{ __schema { queryType { name } } }'), BAD_INPUT);
    } finally {
      await app.close();
    }
  });
});

describe.each([
  ['development', {}],
  ['production', { NODE_ENV: 'production' }],
])(`unexpected errors (${testDb}, %s)`, (_mode, env: Record<string, string>) => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp(env);
    admin = (await app.signIn('admin')).token;
    await app.dataSource.destroy(); // every database call now fails
  });
  afterAll(() => app.close());

  it('answers a failing read with INTERNAL_SERVER_ERROR and the generic Turkish message only', async () => {
    const raw = await query(app.url, '{ blogs { id title } }');
    expect(raw.body.data ?? null).toBeNull();
    expect(raw.body.errors).toHaveLength(1);
    const [error] = raw.body.errors!;
    expect(error!.message).toBe(UNEXPECTED);
    expect(error!.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(raw.body)).not.toMatch(/connection|typeorm|sqlite|mysql|select|stack|\.ts:/i);
    expect(app.log().some((line) => line.level >= 50)).toBe(true);
  });

  it('answers a failing token lookup the same way', async () => {
    const raw = await query(app.url, '{ me { email } }', {}, admin);
    expect(raw.status).toBeGreaterThanOrEqual(200);
    expect(raw.body.data ?? null).toBeNull();
    expect(raw.body.errors?.map((error) => ({ message: error.message, extensions: error.extensions }))).toEqual([
      { message: UNEXPECTED, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(JSON.stringify(raw.body)).not.toMatch(/connection|typeorm|context|stack|\.ts:/i);
  });
});
