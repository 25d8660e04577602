import type { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../test/support/db';
import { testRevisions, testSearch } from '../../../test/support/services';
import { BlogService } from './blog.service';

/**
 * What the BlogService suites (blog-service-publishing-and-pages, blog-service-slugs-views-and-failures)
 * share: a real database of their own (SQLite, then MariaDB), emptied of posts before each test, a
 * new service over it, and the helpers that write and read posts through it.
 */

export type Input = Parameters<BlogService['create']>[0];
export type Post = Awaited<ReturnType<BlogService['create']>>;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let made = 0;
/** A valid post as the admin writes it; every one has a title (so a slug) of its own. */
export const input = (override: Partial<Input> = {}): Input => ({
  title: `Yazı ${++made}`,
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik</p>',
  tags: ['etiket'],
  ...override,
});

export const ids = (posts: Array<{ id: string }>) => posts.map(({ id }) => id);

/**
 * Opens the database and, before each test, empties it and makes a new service, which `use` is
 * given (the suite keeps both in its own `dataSource` and `blog`). Call inside the suite's describe.
 */
export function blogServiceSuite(use: (current: { dataSource: DataSource; blog: BlogService }) => void) {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let blog: BlogService;

  beforeAll(async () => ({ dataSource, drop } = await openTestDatabase()));
  afterAll(() => drop());
  beforeEach(async () => {
    await dataSource.query('DELETE FROM blog_slugs');
    // The search index's rows first: no foreign key takes them with the posts (modules/search/indexing.ts does).
    await dataSource.query('DELETE FROM blog_search_runs');
    await dataSource.query('DELETE FROM blog_search_docs');
    await dataSource.query('DELETE FROM blog_search_postings');
    await dataSource.query('DELETE FROM blog_posts');
    blog = new BlogService(dataSource, testSearch(dataSource), testRevisions(dataSource)); // its remembered views and list size too
    use({ dataSource, blog });
  });
  afterEach(() => jest.useRealTimers());

  const create = (override: Partial<Input> = {}) => blog.create(input(override));
  /** Updates `post` with its own title unless the override gives another. */
  const update = (post: Post, override: Partial<Input> = {}) =>
    blog.update(post.id, input({ title: post.title, ...override }));

  /** Every stored post and slug, as the database holds them. */
  async function rows() {
    return {
      posts: await dataSource.query('SELECT * FROM blog_posts ORDER BY id'),
      slugs: await dataSource.query('SELECT slug, postId FROM blog_slugs ORDER BY slug'),
    };
  }

  /** The slugs the history keeps for one post. */
  async function history(id: string): Promise<string[]> {
    const found: Array<{ slug: string }> = await dataSource.query(
      'SELECT slug FROM blog_slugs WHERE postId = ? ORDER BY slug',
      [id],
    );
    return found.map(({ slug }) => slug);
  }

  /** One post as stored (the admin's read: whatever its status and date). */
  const stored = async (id: string) => (await blog.find(id, { preview: true }))!;

  /** What a visitor's reads see, all at once. */
  async function publicReads() {
    const [list, page, count] = await Promise.all([blog.list(), blog.page(1, 100), blog.count()]);
    return { list: ids(list), page: ids(page.items), total: page.total, count };
  }

  return { create, update, rows, history, stored, publicReads };
}
