import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { BlogPost, BlogStatus } from './blog-post.entity';
import { BlogPostTag, tagRows } from './blog-post-tag.entity';
import { BlogService } from './blog.service';
import { TagService } from './tags.service';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { testRevisions, testSearch } from '../../../test/support/services';

/**
 * Every statement of the blog's lists, feeds and counts is served by an index on both databases:
 * the plans of the SQL that BlogService itself builds (`blog.queries`, the builders its methods
 * run), explained over a table of a few hundred posts of every kind. SQLite: each step of
 * `EXPLAIN QUERY PLAN` reads through an index, none scans the table bare or sorts in a temporary
 * B-tree. MySQL/MariaDB: each row of `EXPLAIN` uses a key and none sorts (`Using filesort`).
 */

const POSTS = 400;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type SqlitePlan = Array<{ detail: string }>;
type MysqlPlan = Array<{ table: string; type: string; key: string | null; Extra: string | null }>;

/** What is wrong with a plan: nothing when every step reads through an index and nothing is sorted apart. */
function planProblems(plan: SqlitePlan | MysqlPlan): string[] {
  if (testDb === 'sqlite') {
    return (plan as SqlitePlan).flatMap(({ detail }) => {
      if (/TEMP B-TREE/.test(detail)) return [`sorts apart: ${detail}`];
      if (/^(SCAN|SEARCH) /.test(detail) && !/USING (COVERING )?INDEX|USING (INTEGER )?PRIMARY KEY/.test(detail))
        return [`no index: ${detail}`];
      return [];
    });
  }
  return (plan as MysqlPlan).flatMap((row) => {
    const problems: string[] = [];
    if (!row.key) problems.push(`no key: ${JSON.stringify(row)}`);
    if (row.type === 'ALL') problems.push(`full table scan: ${JSON.stringify(row)}`);
    if (/filesort|temporary/i.test(row.Extra ?? '')) problems.push(`sorts apart: ${JSON.stringify(row)}`);
    return problems;
  });
}

describe(`the blog's list statements use an index (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let blog: BlogService;
  let tags: TagService;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    blog = new BlogService(dataSource, testSearch(dataSource), testRevisions(dataSource));
    tags = new TagService(dataSource, blog);
    const posts = dataSource.getRepository(BlogPost);
    const now = Date.now();
    const hour = 3600_000;
    // Mostly visible posts, a tenth drafts, a tenth scheduled: the shape of a real blog, large
    // enough that the optimizers weigh their choices.
    const rows = Array.from({ length: POSTS }, (_, n) =>
      posts.create({
        id: id(n),
        createdAt: new Date(now - n * hour),
        updatedAt: new Date(now - n * hour),
        title: `Yazı ${n}`,
        slug: `yazi-${n}`,
        shortDescription: 'Kısa açıklama',
        content: '<p>İçerik</p>'.repeat(50),
        // Every post 'etiket'; 'ışık' on every other post, spelt 'Işık' on two in three; one of seven topics.
        tags: ['etiket', ...(n % 2 ? [] : [n % 6 ? 'Işık' : 'ışık']), `Konu ${n % 7}`],
        publishDate: new Date(now + (n % 10 === 1 ? n : -n) * hour),
        status: n % 10 === 0 ? BlogStatus.DRAFT : BlogStatus.PUBLISHED,
        viewCount: 0,
      }),
    );
    for (let start = 0; start < rows.length; start += 100) {
      await posts.insert(rows.slice(start, start + 100));
      await dataSource.getRepository(BlogPostTag).insert(rows.slice(start, start + 100).flatMap(tagRows));
    }
    await dataSource.query(testDb === 'mysql' ? 'ANALYZE TABLE blog_posts, blog_post_tags' : 'ANALYZE');
  });
  afterAll(() => drop());

  async function explain(query: SelectQueryBuilder<ObjectLiteral>) {
    const [sql, parameters] = query.getQueryAndParameters();
    const plan = await dataSource.query(`${testDb === 'mysql' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, parameters);
    return { sql, plan: plan as SqlitePlan | MysqlPlan };
  }

  const some = [id(3), id(4), id(5)];
  const STATEMENTS: Array<[string, (q: BlogService['queries']) => SelectQueryBuilder<BlogPost>]> = [
    ['blogs, GET /api/blogs, the sitemap: the visible ids', (q) => q.listIds()],
    ["the admin's list: every id", (q) => q.listIds({ includeUnpublished: true })],
    ['blogPage: the ids of a visible page', (q) => q.pageIds(3, 12)],
    ["the admin's page: the ids of a page of every post", (q) => q.pageIds(3, 12, { includeUnpublished: true })],
    ['blogPage and the dashboard: how many visible posts', (q) => q.count()],
    ["the admin's page: how many posts", (q) => q.count({ includeUnpublished: true })],
    ['rss.xml and feed.json: the ids of the 20 newest visible posts (blogPage)', (q) => q.pageIds(1, 20)],
    ['the lists: posts without content by id', (q) => q.summaries(some)],
    ['content and shareImage over a list: contents by id', (q) => q.contents(some)],
    ['the dashboard: how many drafts', (q) => q.drafts()],
    ['the dashboard: how many scheduled posts', (q) => q.scheduled()],
    ["a post's previous post", (q) => q.neighbourId({ publishDate: new Date(), createdAt: new Date() }, false)],
    [
      "a scheduled post's previous post (its preview)",
      (q) => q.neighbourId({ publishDate: new Date(Date.now() + 99 * 3600_000), createdAt: new Date() }, false),
    ],
    [
      "a post's next post",
      (q) => q.neighbourId({ publishDate: new Date(Date.now() - 99 * 3600_000), createdAt: new Date() }, true),
    ],
  ];

  it.each(STATEMENTS)('%s', async (_name, build) => {
    const { sql, plan } = await explain(build(blog.queries));
    expect(plan.length).toBeGreaterThan(0);
    expect({ sql, problems: planProblems(plan) }).toEqual({ sql, problems: [] });
  });

  const TAG_STATEMENTS: Array<[string, (q: TagService['queries']) => SelectQueryBuilder<ObjectLiteral>]> = [
    ['/tags, GET /api/tags: every spelling of every tag, counted', (q) => q.spellings()],
    ["a tag's name and count (tag, tagPosts)", (q) => q.spellings('isik')],
    ["/tags/{slug}, tagPosts: the ids of a page of a tag's visible posts", (q) => q.pageIds('isik', 3, 12)],
    ["a tag's feed: the ids of its 20 newest visible posts", (q) => q.pageIds('konu-3', 1, 20)],
  ];

  it.each(TAG_STATEMENTS)('%s', async (_name, build) => {
    const { sql, plan } = await explain(build(tags.queries));
    expect(plan.length).toBeGreaterThan(0);
    expect({ sql, problems: planProblems(plan) }).toEqual({ sql, problems: [] });
  });

  it("are the statements the tag service runs: a tag's posts newest first, its spellings one tag", async () => {
    const visible = await blog.list();
    const isik = visible.filter((post) => post.tags.includes('Işık') || post.tags.includes('ışık'));
    const page = await tags.page('isik', 2, 12);
    expect(page).toMatchObject({ page: 2, perPage: 12, total: isik.length, pages: Math.ceil(isik.length / 12) });
    expect(page!.items.map((post) => post.id)).toEqual(isik.slice(12, 24).map((post) => post.id));
    expect(await tags.find('isik')).toEqual({ slug: 'isik', name: 'Işık', count: isik.length });
    const list = await tags.list();
    expect(list.map(({ name }) => name)).toEqual(['etiket', 'Işık', ...[0, 1, 2, 3, 4, 5, 6].map((n) => `Konu ${n}`)]);
    expect(list[0]!.count).toBe(visible.length);
  });

  it('are the statements the service runs: its lists answer what they select, newest first', async () => {
    const visible = await blog.list();
    const every = await blog.list({ includeUnpublished: true });
    expect(every).toHaveLength(POSTS);
    expect(visible).toHaveLength(POSTS - POSTS / 10 - POSTS / 10);
    const newestFirst = (posts: BlogPost[]) =>
      posts.every((post, n) => n === 0 || posts[n - 1]!.publishDate.getTime() >= post.publishDate.getTime());
    expect(newestFirst(visible) && newestFirst(every)).toBe(true);
    expect(visible.every((post) => post.content === undefined)).toBe(true);
    const page = await blog.page(3, 12);
    expect(page.items.map((post) => post.id)).toEqual(visible.slice(24, 36).map((post) => post.id));
    expect((await blog.page(1, 20)).items.map((post) => post.id)).toEqual(visible.slice(0, 20).map((post) => post.id));
    const [first, second] = await Promise.all(visible.slice(0, 2).map((post) => blog.find(post.id)));
    expect(await blog.contents([second!.id, 'gone', first!.id])).toEqual([second!.content, '', first!.content]);
    expect([await blog.count(), await blog.countDrafts(), await blog.countScheduled()]).toEqual([
      visible.length,
      POSTS / 10,
      POSTS / 10,
    ]);
  });

  it('finds a plan that reads without an index (the check itself works)', async () => {
    const bare = dataSource.getRepository(BlogPost).createQueryBuilder('post').where('post.title = :title', {
      title: 'Yazı 1',
    });
    expect(planProblems((await explain(bare)).plan)).not.toEqual([]);
    const sorted = dataSource.getRepository(BlogPost).createQueryBuilder('post').orderBy('post.viewCount', 'DESC');
    expect(planProblems((await explain(sorted)).plan)).not.toEqual([]);
  });
});
