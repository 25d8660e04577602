import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import {
  BAD_INPUT,
  LIMITS,
  TOO_COSTLY,
  TURKISH,
  expectAccepted,
  expectNoInternals,
  expectOnlyRefusal,
  expectRefused,
  nestedFragments,
  post,
  query,
  queryOfCost,
  queryOfDepth,
  queryWithAliases,
  queryWithDirectivesOnFields,
  range,
} from './support/graphql-limits';

const queryWithDirectivesOnOneField = (n: number) =>
  `{ blogs ${range(n)
    .map(() => '@include(if: true)')
    .join(' ')} { id } }`;

/**
 * About `tokens` tokens: `{ blogs { … } }` around inline fragments of 6 tokens each
 * (distinct from repeating one field, which graphql-js's own overlap check stops at about 700).
 */
const queryOfTokens = (tokens: number) =>
  `{ blogs { ${'... on BlogPost { id } '.repeat(Math.floor((tokens - 6) / 6))}} }`;

const CONTACT_INFO =
  'mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }';

const readContactEmail = async (app: TestApp) =>
  (await app.gql<{ settings: { contactInfo: { email: string } } }>('{ settings { contactInfo { email } } }')).data!
    .settings.contactInfo.email;

describe(`GraphQL limits (${testDb}, development)`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
  afterAll(() => app.close());

  describe('depth (at most 8)', () => {
    it('accepts a query 8 levels deep', async () => {
      expectAccepted(await query(app.url, queryOfDepth(8)));
    });

    it('refuses a query 9 levels deep', async () => {
      expectOnlyRefusal(await query(app.url, queryOfDepth(9)), LIMITS);
    });

    it('refuses a much deeper query (depth and cost both over: every error is the limits message)', async () => {
      const raw = await query(app.url, queryOfDepth(40));
      expectRefused(raw, LIMITS);
      expect(new Set(raw.body.errors!.map((error) => error.message))).toEqual(new Set([LIMITS]));
    });

    it('counts depth through named fragments', async () => {
      const source = `{ about { experiences { ...A } } }
        fragment A on Experience { ... on Experience { ...B } }
        fragment B on Experience { ${nestedFragments(4, 'title')} }`;
      expectOnlyRefusal(await query(app.url, source), LIMITS);
    });

    it('counts depth in __type introspection', async () => {
      const source = `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(5)}name${' }'.repeat(5)} } } } }`;
      expectOnlyRefusal(await query(app.url, source), LIMITS);
    });
  });

  describe('aliases (at most 15)', () => {
    it('accepts 15 aliases', async () => {
      const raw = await query(app.url, queryWithAliases(15));
      expectAccepted(raw);
      expect(Object.keys(raw.body.data!)).toHaveLength(15);
    });

    it('refuses 16 aliases', async () => {
      expectOnlyRefusal(await query(app.url, queryWithAliases(16)), LIMITS);
    });

    it('refuses 16 aliases spread over nested selections', async () => {
      const source = `{ ${range(8)
        .map((i) => `s${i}: settings { e${i}: contactInfo { email } }`)
        .join(' ')} }`;
      expectOnlyRefusal(await query(app.url, source), LIMITS);
    });

    it('does not let an alias-heavy mutation run', async () => {
      const before = await readContactEmail(app);
      const source = `mutation { ${range(16)
        .map(
          (i) =>
            `m${i}: updateContactInfo(input: { email: "alias${i}@example.com", location: "" }) { contactInfo { email } }`,
        )
        .join(' ')} }`;
      expectOnlyRefusal(await query(app.url, source, {}, admin), LIMITS);
      expect(await readContactEmail(app)).toBe(before);
    });
  });

  describe('directives (at most 10)', () => {
    it('accepts 10 directives', async () => {
      expectAccepted(await query(app.url, queryWithDirectivesOnFields(10)));
    });

    it('refuses 11 directives spread over fields', async () => {
      expectOnlyRefusal(await query(app.url, queryWithDirectivesOnFields(11)), LIMITS);
    });

    it('refuses 11 directives on one field', async () => {
      const raw = await query(app.url, queryWithDirectivesOnOneField(11));
      // graphql-js also reports the repeated non-repeatable directive; every error is Turkish.
      expectRefused(raw, LIMITS);
      for (const error of raw.body.errors!) expect(error.message).not.toMatch(/directive|location|Syntax/i);
    });

    it('refuses 50 directives on one field', async () => {
      expectRefused(await query(app.url, queryWithDirectivesOnOneField(50)), LIMITS);
    });
  });

  describe('tokens (at most 1000) and cost (at most 5000)', () => {
    it('accepts a query of exactly 1000 tokens', async () => {
      expectAccepted(await query(app.url, queryOfTokens(1000)));
    });

    it('refuses a query of more than 1000 tokens', async () => {
      expectOnlyRefusal(await query(app.url, queryOfTokens(1006)), LIMITS);
    });

    it('accepts a query that costs 5000', async () => {
      expectAccepted(await query(app.url, queryOfCost(5000)));
    });

    it('refuses a query that costs more than 5000', async () => {
      expectOnlyRefusal(await query(app.url, queryOfCost(5001)), TOO_COSTLY(5001));
    });
  });

  describe('batching', () => {
    it('refuses a batched request (JSON array body) and runs none of its operations', async () => {
      const before = await readContactEmail(app);
      const operation = (email: string) => ({ query: CONTACT_INFO, variables: { input: { email, location: '' } } });
      const raw = await post(
        app.url,
        JSON.stringify([operation('batch1@example.com'), operation('batch2@example.com')]),
        { authorization: `Bearer ${admin}` },
      );
      expect(Array.isArray(raw.body)).toBe(false);
      expectOnlyRefusal(raw, BAD_INPUT);
      expect(await readContactEmail(app)).toBe(before);
    });

    it('refuses a batch of one', async () => {
      const raw = await post(app.url, JSON.stringify([{ query: '{ blogs { id } }' }]));
      expect(Array.isArray(raw.body)).toBe(false);
      expectOnlyRefusal(raw, BAD_INPUT);
    });
  });

  describe('request body', () => {
    it('accepts a JSON body just under 1 MB (a large post)', async () => {
      const content = `<p>${'a'.repeat(900_000)}</p>`;
      const raw = await query(
        app.url,
        'mutation($input: BlogInput!) { createBlog(input: $input) { id content } }',
        { input: { title: 'Uzun yazı', shortDescription: 'kısa', content, tags: [] } },
        admin,
      );
      expectAccepted(raw);
      expect((raw.body.data as { createBlog: { content: string } }).createBlog.content).toBe(content);
    });

    it('refuses a JSON body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
      const content = `<p>${'a'.repeat(1100 * 1024)}</p>`;
      const before = await app.gql<{ blogs: unknown[] }>('{ blogs { id } }');
      const raw = await query(
        app.url,
        'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
        { input: { title: 'Çok uzun yazı', shortDescription: 'kısa', content, tags: [] } },
        admin,
      );
      expect(raw.status).toBe(413);
      expect(raw.body.data).toBeUndefined();
      expect(raw.body.errors).toEqual([
        { message: 'İstek çok büyük (en fazla 1 MB).', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ]);
      const after = await app.gql<{ blogs: unknown[] }>('{ blogs { id } }');
      expect(after.data!.blogs).toHaveLength(before.data!.blogs.length);
    });

    it('refuses malformed JSON with 400 BAD_USER_INPUT', async () => {
      const raw = await post(app.url, '{"query": "{ blogs { id } }"');
      expect(raw.status).toBe(400);
      expect(raw.body.errors).toEqual([
        { message: 'İstek gövdesi geçerli bir JSON değil.', extensions: { code: 'BAD_USER_INPUT' } },
      ]);
    });

    it('refuses an empty query', async () => {
      const raw = await post(app.url, JSON.stringify({ query: '' }));
      expect(raw.status).toBe(400);
      expect(raw.body.errors?.map((error) => error.extensions.code)).toEqual(['BAD_USER_INPUT']);
      expect(raw.body.errors![0]!.message).toMatch(TURKISH);
      expectNoInternals(raw.body);
    });
  });

  describe('CSRF prevention', () => {
    it('refuses a text/plain POST (a request a foreign form could send) and does not run it', async () => {
      const before = await readContactEmail(app);
      const raw = await post(
        app.url,
        JSON.stringify({ query: CONTACT_INFO, variables: { input: { email: 'csrf@example.com', location: '' } } }),
        { 'content-type': 'text/plain', authorization: `Bearer ${admin}` },
      );
      expectOnlyRefusal(raw, BAD_INPUT);
      expect(await readContactEmail(app)).toBe(before);
    });
  });

  describe('introspection and suggestions in development', () => {
    it('answers introspection', async () => {
      const raw = await query(app.url, '{ __schema { queryType { name } mutationType { name } } }');
      expectAccepted(raw);
      expect(raw.body.data).toEqual({ __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } } });
      const type = await query(app.url, '{ __type(name: "About") { name kind } }');
      expect(type.body.data).toEqual({ __type: { name: 'About', kind: 'OBJECT' } });
    });

    it('translates a misspelt field and keeps the English original only in extensions.detail', async () => {
      const raw = await query(app.url, '{ blogz { id } }');
      expectOnlyRefusal(raw, 'Bilinmeyen alan: blogz.');
      const [error] = raw.body.errors!;
      expect(error!.message).not.toMatch(/Did you mean/);
      expect(error!.extensions.detail).toEqual(expect.stringContaining('Did you mean'));
    });

    it('gives armor refusals a Turkish message (the English limit only in detail)', async () => {
      const raw = await query(app.url, queryWithAliases(16));
      const [error] = raw.body.errors!;
      expect(error!.message).toBe(LIMITS);
      expect(error!.message).not.toMatch(/Syntax|limit|exceeded/i);
    });
  });
});
