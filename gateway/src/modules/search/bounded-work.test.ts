import { randomUUID } from 'node:crypto';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@portfolio/content-rules';
import { parse } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { EntitySubscriberInterface } from 'typeorm';
import { BlogPost, BlogStatus } from '../blog/blog-post.entity';
import { SEARCH_RESULT_COST, SEARCH_RESULT_READ } from '../blog/blog.cost';
import { createSchema } from '../../schema';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app';
import { fakeDate } from '../../../test/support/clock';
import { testDb } from '../../../test/support/db';
import { restCall } from '../../../test/support/rest';

/**
 * Issue 42: the most one anonymous search request can make the gateway read. Sixty posts of 500 KB
 * whose titles alone match: the worst request the limits allow (the largest page, as many aliases
 * as the cost limit lets through, every field of a hit) reads each hit's row and a bounded excerpt
 * of its text, never a post's body; what it reads is what its cost counts (blog.cost.ts); and a page
 * larger than search allows is refused with a Turkish message on both doors. Each failed before:
 * the request read 15 × 20 bodies (157 MB) and its cost counted none of it; perPage 100 was allowed.
 */

const POSTS = 60;
/** About 500 KB of text, none of it matching. */
const BODY = `<p>${'uzun bir metin parçası '.repeat(21_000)}</p>`;
const PER_PAGE = SEARCH_LIMITS.perPage;

/** The bytes of what a statement returned: its rows' strings and buffers (numbers and dates as 8). */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (Buffer.isBuffer(value)) return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + sizeOf(item), 0);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.values(value).reduce((sum: number, item) => sum + sizeOf(item), 0);
  return 8;
}

/** The rows a statement returned (mysql2 answers a SELECT with its rows, better-sqlite3 too). */
const rowsOf = (raw: unknown) => (Array.isArray(raw) ? raw.length : 0);

/** What the app's statements returned while `run` ran: each statement, its rows and bytes. */
async function readBy(app: TestApp, run: () => Promise<unknown>) {
  const reads: { query: string; rows: number; bytes: number }[] = [];
  const subscriber: EntitySubscriberInterface = {
    afterQuery: ({ query, rawResults }) =>
      void reads.push({ query, rows: rowsOf(rawResults), bytes: sizeOf(rawResults) }),
  };
  app.dataSource.subscribers.push(subscriber);
  try {
    await run();
  } finally {
    app.dataSource.subscribers.splice(app.dataSource.subscribers.indexOf(subscriber), 1);
  }
  return reads;
}

const searches = (aliases: number) =>
  `{ ${Array.from(
    { length: aliases },
    (_, i) =>
      `s${i}: searchPosts(query: "zeplin", perPage: ${PER_PAGE}) { items { post { id title slug shortDescription tags publishDate readingMinutes } highlightedTitle snippet } page perPage total pages }`,
  ).join(' ')} }`;

type Hits = Record<string, { items: { snippet: string }[]; total: number }>;

describe(`the work of one search request is bounded, whatever the posts' size (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    // Written straight to the table (sixty saves would sanitise 30 MB), indexed as a save indexes.
    const posts = app.dataSource.getRepository(BlogPost);
    for (let i = 0; i < POSTS; i++) {
      const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000);
      const post = posts.create({
        id: randomUUID(),
        title: `Zeplin yolculuğu ${i}`,
        slug: `zeplin-${i}`,
        shortDescription: 'Gökyüzünde uzun bir yol',
        content: BODY,
        tags: ['gezi'],
        publishDate: at,
        createdAt: at,
        updatedAt: at,
        status: BlogStatus.PUBLISHED,
        viewCount: 0,
        readingMinutes: 1,
      });
      // The search module's hook indexes it (modules/search/indexing.ts).
      await app.dataSource.transaction((manager) => manager.insert(BlogPost, post));
    }
  }, 120_000);
  afterAll(() => app.close());

  it('the largest request the limits let through reads each hit’s row and a bounded excerpt, never a body', async () => {
    // A first search reads the index's posts into the gateway's copy (once for every request after).
    expect((await app.gql<Hits>(searches(1))).errors).toBeUndefined();
    // As many aliases as the cost limit lets through (and the alias limit, 15).
    let aliases = 15;
    let answer!: GraphQLResponse<Hits>;
    let reads: Awaited<ReturnType<typeof readBy>> = [];
    for (; aliases > 0; aliases--) {
      const query = searches(aliases).replace('"zeplin"', `"zeplin yolculuğu"`);
      reads = await readBy(app, async () => (answer = await app.gql<Hits>(query)));
      if (!answer.errors?.[0]?.message.includes('maliyeti')) break;
    }
    expect(aliases).toBeGreaterThan(0);
    expect(answer.errors).toBeUndefined();
    for (const hits of Object.values(answer.data!)) {
      expect(hits.total).toBe(POSTS);
      expect(hits.items).toHaveLength(PER_PAGE);
      // The title matched: the snippet is the text's beginning, a few lines of it.
      for (const { snippet } of hits.items) expect(snippet.length).toBeLessThan(400);
    }
    // No statement reads a post's body.
    expect(reads.filter(({ query }) => /\bcontent\b/.test(query))).toEqual([]);
    const rows = reads.reduce((sum, read) => sum + read.rows, 0);
    const bytes = reads.reduce((sum, read) => sum + read.bytes, 0);
    const results = aliases * PER_PAGE;
    // Each result: what its cost counts (its post's row and its excerpt's), and a few rows of each search's own.
    expect(rows).toBeLessThanOrEqual(results * SEARCH_RESULT_READ.rows + aliases * 8);
    expect(bytes).toBeLessThanOrEqual(results * SEARCH_RESULT_READ.bytes + aliases * 4 * 1024);
  }, 120_000);

  it('costs each result what it reads, and each word and phrase the statements it sends', async () => {
    const schema = await createSchema();
    const estimators = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 0 })];
    const cost = (query: string, perPage: number) =>
      getComplexity({
        schema,
        query: parse(`{ searchPosts(query: ${JSON.stringify(query)}, perPage: ${perPage}) { items { snippet } } }`),
        variables: {},
        estimators,
        context: { posts: 0 },
      });
    // A row 12 (blog.cost.ts), 512 bytes 1.
    expect(SEARCH_RESULT_COST).toBe(12 * SEARCH_RESULT_READ.rows + Math.ceil(SEARCH_RESULT_READ.bytes / 512));
    expect(cost('zeplin', 20) - cost('zeplin', 10)).toBeGreaterThanOrEqual(10 * SEARCH_RESULT_COST);
    // Two reads of the postings a word (folded, as written); a phrase of four words reads two runs; 10 a statement.
    expect(cost('zeplin yolculuğu uzun', 1) - cost('zeplin', 1)).toBe(40);
    expect(cost('"zeplin yolculuğu uzun bir"', 1) - cost('zeplin yolculuğu uzun bir', 1)).toBe(20);
    // A page out of range costs as the largest (it is refused unread).
    expect(cost('zeplin', 1000)).toBe(cost('zeplin', PER_PAGE));
  });

  it.each([0, PER_PAGE + 1, 100])(
    'refuses perPage %i with a Turkish message on both doors, reading nothing',
    async (perPage) => {
      // The cost limit's sizes (read at most once a second, BlogService.costSizes) are read first,
      // with the clock stopped: on a busy machine a second could pass between the two doors'
      // requests. By a search never asked before: a cached answer reads no sizes.
      fakeDate();
      try {
        await app.gql(`{ searchPosts(query: "${randomUUID()}", perPage: 1) { total } }`);
        const reads = await readBy(app, async () => {
          const { errors } = await app.gql(`{ searchPosts(query: "zeplin", perPage: ${perPage}) { total } }`);
          expect(errors?.[0]).toMatchObject({
            message: SEARCH_MESSAGES.perPage,
            extensions: { code: 'BAD_USER_INPUT' },
          });
          const rest = await restCall(app, 'GET', `/api/blogs?q=zeplin&perPage=${perPage}`);
          expect(rest.status).toBe(400);
          expect(rest.body).toEqual({ success: false, message: SEARCH_MESSAGES.perPage });
        });
        expect(reads.filter(({ query }) => /blog_search|blog_posts/.test(query))).toEqual([]);
      } finally {
        jest.useRealTimers();
      }
    },
  );
});
