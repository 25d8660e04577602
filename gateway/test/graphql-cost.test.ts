import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_LIMITS } from '@portfolio/content-rules';
import { Kind, parse, print, separateOperations, type DocumentNode } from 'graphql';
import type { EntitySubscriberInterface } from 'typeorm';
import { BlogPost, BlogStatus } from '../src/modules/blog/blog-post.entity';
import { startTestApp, type GraphQLResponse, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall } from './support/rest';

/**
 * The cost limit of client operations (graphql/cost.ts) counts list sizes: a list of every post
 * costs its selection once per post, a page once per post of the page, a post's body by the size
 * of the largest one stored (a unit a KB). What the gateway runs itself (REST rows) and what the admin asks are not counted. And
 * a list's bodies are read together (the request's loader), not one statement a post.
 */

/** Enough posts that an unpaged list of a few fields, as REST and the admin panel ask it, costs over 5000. */
const POSTS = 1000;

const TOO_COSTLY = (cost: number, listsPosts: boolean) =>
  `Sorgu izin verilen sınırları aşıyor: maliyeti ${cost}, en fazla 5000 olabilir.` +
  (listsPosts ? ' Yazıları tek seferde blogs ile değil, sayfa sayfa blogPage(page, perPage) ile isteyin.' : '');

/** What REST's GET /api/blogs and an anonymous client both ask: 1 + 12·1000 = 12 001 (a listed row 12, its values nothing more). */
const SUMMARY = 'id title slug shortDescription tags publishDate status viewCount';

/** The query: 15 lists of every post with their bodies. */
const ALIASED = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: blogs { id content shareImage tags }`).join(' ')} }`;

type Raw = { status: number; body: GraphQLResponse };

/** POSTs an operation as JSON (anonymous: the cached public lane first), or with a bearer token (Apollo's own). */
async function post(app: TestApp, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse } satisfies Raw;
}

/** The same through Apollo's GET (anonymous, never the cached lane). */
async function get(app: TestApp, query: string): Promise<Raw> {
  const response = await fetch(`${app.url}/graphql?${new URLSearchParams({ query })}`, {
    headers: { 'apollo-require-preflight': 'true' },
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

function expectTooCostly(raw: Raw, cost: number, listsPosts = true) {
  expect(raw.status).toBe(400);
  expect(raw.body.data).toBeUndefined();
  expect(raw.body.errors).toEqual([
    expect.objectContaining({ message: TOO_COSTLY(cost, listsPosts), extensions: { code: 'BAD_USER_INPUT' } }),
  ]);
}

function expectAnswered(raw: Raw) {
  expect(raw.body.errors).toBeUndefined();
  expect(raw.status).toBe(200);
  expect(raw.body.data).toBeTruthy();
}

/** Every SQL statement the app sends while `run` runs (a TypeORM query subscriber). */
async function statementsOf(app: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const subscriber: EntitySubscriberInterface = { beforeQuery: ({ query }) => void seen.push(query) };
  app.dataSource.subscribers.push(subscriber);
  try {
    await run();
  } finally {
    app.dataSource.subscribers.splice(app.dataSource.subscribers.indexOf(subscriber), 1);
  }
  return seen;
}

const onPosts = (statements: string[]) => statements.filter((sql) => /\bblog_posts\b/.test(sql));
/** The statements that read the list (its ids newest first: how `blogs` and `blogPage` begin). */
const listReads = (statements: string[]) => onPosts(statements).filter((sql) => /publishDate["`]? DESC/.test(sql));
/** The statements that read posts' bodies. */
const bodyReads = (statements: string[]) => onPosts(statements).filter((sql) => /\bcontent\b/.test(sql));

/** Post `i`'s body: its first image is what `shareImage` answers. */
const contentOf = (i: number) => `<p>Yazı ${i}</p><p><img src="https://img.example/${i}.png" alt=""></p>`;

/** `count` visible posts in a few statements (not through the API: a thousand creates would be slow). */
async function insertPosts(app: TestApp, count: number): Promise<Map<string, number>> {
  const numbers = new Map<string, number>();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    numbers.set(id, i);
    const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000);
    return {
      id,
      title: `Yazı ${i}`,
      slug: `yazi-${i}`,
      shortDescription: 'kısa',
      content: contentOf(i),
      tags: ['a'],
      publishDate: at,
      createdAt: at,
      updatedAt: at,
      status: BlogStatus.PUBLISHED,
      viewCount: 0,
    };
  });
  for (let start = 0; start < rows.length; start += 250)
    // As entities, so that each gets its contentBytes (blog-post.entity.ts) as the app's writes do.
    await app.dataSource
      .getRepository(BlogPost)
      .insert(app.dataSource.getRepository(BlogPost).create(rows.slice(start, start + 250)));
  return numbers;
}

/** The frontend's own operations, each with the fragments it uses, by name. */
function frontendOperations(): Array<{ name: string; file: string; document: DocumentNode }> {
  const root = path.join(__dirname, '../../frontend/src');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.graphql'));
  const sources = files.map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
  const all = parse(sources.map(({ text }) => text).join('\n'));
  return Object.entries(separateOperations(all)).map(([name, document]) => ({
    name,
    file: sources.find(({ text }) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(text))!.file,
    document,
  }));
}

describe(`GraphQL cost of lists (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let posts: Map<string, number>;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    posts = await insertPosts(app, POSTS);
  });
  afterAll(() => app.close());

  describe('refused before anything runs', () => {
    it('refuses the 15 aliased lists of every post with their bodies without reading a post', async () => {
      let raw: Raw | undefined;
      const statements = await statementsOf(app, async () => (raw = await post(app, ALIASED)));
      // 15 × (1 + 1000 × (row 12 + content 2 + shareImage 2)): a body under 512 bytes is 1 + 1, a row's values nothing more.
      expectTooCostly(raw!, 15 * (1 + POSTS * 16));
      // No resolver ran: no list was read, no body.
      expect(listReads(statements)).toEqual([]);
      expect(bodyReads(statements)).toEqual([]);
    });

    it.each([
      ['anonymous, the cached public lane', (query: string) => post(app, query)],
      ['anonymous, through GET', (query: string) => get(app, query)],
      [
        'signed in without the admin role',
        async (query: string) => post(app, query, {}, (await app.signIn('user')).token),
      ],
    ])('refuses an unpaged list of every post over the limit (%s) and points to blogPage', async (_door, send) => {
      expectTooCostly(await send(`{ blogs { ${SUMMARY} } }`), 1 + POSTS * 12);
    });

    it('refuses whole an operation it cannot count (null for an argument that may not be null)', async () => {
      let raw: Raw | undefined;
      const source = `query($n: Int) { a: blogPage(perPage: $n) { total } b: blogs { ${SUMMARY} } }`;
      const statements = await statementsOf(app, async () => (raw = await post(app, source, { n: null })));
      expect(raw!.status).toBe(400);
      expect(raw!.body.data).toBeUndefined();
      expect(raw!.body.errors).toEqual([
        expect.objectContaining({
          message: 'Zorunlu argüman boş olamaz: perPage.',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
      expect(listReads(statements)).toEqual([]); // `b` did not run uncounted
    });

    it('counts a page by its perPage, given in a variable', async () => {
      const pages = `query($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: blogPage(perPage: $n) { items { content shareImage } }`).join(' ')} }`;
      // 15 × (1 + n × (row 12 + items 1 + content 2 + shareImage 2)); no `blogs`, so no advice to page.
      expectTooCostly(await post(app, pages, { n: 100 }), 15 * (1 + 100 * 17), false);
      expectAnswered(await post(app, pages, { n: 19 }));
    });
  });

  describe('still answered', () => {
    it('answers a page of a hundred posts to anyone (an unpaged list only while a site has up to 416 posts)', async () => {
      let raw: Raw | undefined;
      const statements = await statementsOf(
        app,
        async () => (raw = await post(app, '{ blogPage(perPage: 100) { items { id } } }')),
      );
      expectAnswered(raw!);
      expect((raw!.body.data as { blogPage: { items: unknown[] } }).blogPage.items).toHaveLength(100);
      expect(listReads(statements)).toHaveLength(1); // what the refusals above are checked not to do
    });

    it('answers GET /api/blogs with every visible post (docs/api.md#rest-routes): the REST rows are not counted', async () => {
      const response = await restCall<Array<{ _id: string }>>(app, 'GET', '/api/blogs');
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(POSTS);
      expect(new Set(response.body.data!.map((row) => row._id))).toEqual(new Set(posts.keys()));
    });

    it("answers the admin panel's list of every post: the admin is not counted", async () => {
      const raw = await post(app, `{ blogs(includeUnpublished: true) { ${SUMMARY} } }`, {}, admin);
      expectAnswered(raw);
      expect((raw.body.data as { blogs: unknown[] }).blogs).toHaveLength(POSTS);
    });

    it("answers every one of the frontend's own queries (the admin panel's as the admin)", async () => {
      const operations = frontendOperations().filter(({ document }) =>
        document.definitions.some((node) => node.kind === Kind.OPERATION_DEFINITION && node.operation === 'query'),
      );
      expect(operations.map(({ name }) => name)).toEqual(
        expect.arrayContaining(['BlogPage', 'BlogPost', 'AdminBlogs']),
      );
      const [id] = posts.keys();
      for (const { name, file, document } of operations) {
        const asAdmin = file.includes('admin') || ['BlogPreview', 'ProjectPreview', 'Me'].includes(name);
        const variables = {
          id,
          postId: id,
          projectId: id,
          slug: 'etiket',
          page: 1,
          // The largest page each allows (search's is smaller: content-rules' SEARCH_LIMITS).
          perPage: name === 'Search' ? SEARCH_LIMITS.perPage : 100,
          query: 'yazı',
          slugs: ['yok'],
          days: 30,
          status: 'PENDING',
        };
        const raw = await post(app, print(document), variables, asAdmin ? admin : undefined);
        expect({ name, errors: raw.body.errors }).toEqual({ name, errors: undefined });
        expect(raw.status).toBe(200);
      }
    });
  });

  describe('bodies read together', () => {
    it('reads a page of 100 bodies (content and shareImage) in one statement', async () => {
      let raw: Raw | undefined;
      const statements = await statementsOf(
        app,
        async () => (raw = await post(app, '{ blogPage(perPage: 100) { items { id content shareImage } } }')),
      );
      expectAnswered(raw!);
      const items = (
        raw!.body.data as { blogPage: { items: Array<{ id: string; content: string; shareImage: string }> } }
      ).blogPage.items;
      expect(items).toHaveLength(100);
      for (const item of items) {
        const i = posts.get(item.id)!;
        expect(item).toEqual({ id: item.id, content: contentOf(i), shareImage: `https://img.example/${i}.png` });
      }
      expect(bodyReads(statements)).toHaveLength(1);
    });

    it('reads the bodies of a list of 1000 posts in two statements (500 ids each)', async () => {
      let raw: Raw | undefined;
      const statements = await statementsOf(
        app,
        async () => (raw = await post(app, '{ blogs(includeUnpublished: true) { id content shareImage } }', {}, admin)),
      );
      expectAnswered(raw!);
      const list = (raw!.body.data as { blogs: Array<{ id: string; content: string; shareImage: string }> }).blogs;
      expect(list).toHaveLength(POSTS);
      for (const item of list) expect(item.content).toBe(contentOf(posts.get(item.id)!));
      expect(bodyReads(statements)).toHaveLength(Math.ceil(POSTS / 500));
    });
  });

  describe('bodies priced by their size', () => {
    it('prices every body as the largest one stored, a unit each 512 bytes: one post of 300 KB makes a page of bodies dear', async () => {
      const page = '{ blogPage(perPage: 20) { items { content } } }';
      expectAnswered(await post(app, page));
      const big = `<p>${'ortak '.repeat(50_000)}</p>`;
      const posts = app.dataSource.getRepository(BlogPost);
      await posts.save(Object.assign(await posts.findOneByOrFail({ slug: 'yazi-0' }), { content: big }));
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the sizes are read at most once a second
      // 1 + 20 × (row 12 + items 1 + content (1 + 300 008 / 512 → 587)).
      const body = 1 + Math.ceil(Buffer.byteLength(big) / 512);
      expectTooCostly(await post(app, page), 1 + 20 * (12 + 1 + body), false);
      // One post with its body is let through.
      expectAnswered(await post(app, `{ blog(id: "yazi-0") { content } }`));
    });
  });
});
