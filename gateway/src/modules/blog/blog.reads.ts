import {
  isSlug,
  POST_LINKS_PER_CHECK,
  postPath,
  POSTS_PER_PAGE,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  slugify,
} from '@portfolio/content-rules';
import { In, LessThanOrEqual, type DataSource, type SelectQueryBuilder } from 'typeorm';
import type { Services } from '../../core/context';
import { badInput } from '../../core/errors';
import { alternatesOf, Locale } from '../../core/locale';
import { BlogPost, BlogStatus } from './blog-post.entity';
import { BlogPostTag } from './blog-post-tag.entity';
import { BlogSlug } from './blog-slug.entity';
import type { BlogPage, SearchPage } from './blog.types';

/* The blog's reads: lists, feeds, a post, its neighbours, search's posts, counts (blog.service.ts: its writes). */

/** docs/publishing.md#pages-of-posts: 12 posts a page by default, 1..100 on request. */
export const PER_PAGE = { default: POSTS_PER_PAGE, min: 1, max: 100 } as const;
export const PER_PAGE_INVALID = `Sayfa başına yazı sayısı ${PER_PAGE.min} ile ${PER_PAGE.max} arasında olmalıdır.`;
export const PAGE_INVALID = 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.';

/** Search's pages: 12 results by default, as the site's /search shows them, at most SEARCH_LIMITS.perPage. */
export const SEARCH_PER_PAGE = { default: POSTS_PER_PAGE, min: 1, max: SEARCH_LIMITS.perPage } as const;

/** Refuses a page number or a page size out of range (BAD_USER_INPUT), before anything is read. */
export function checkPage(
  page: number,
  perPage: number,
  { max, invalid }: { max: number; invalid: string } = { max: PER_PAGE.max, invalid: PER_PAGE_INVALID },
): void {
  if (!Number.isInteger(perPage) || perPage < PER_PAGE.min || perPage > max) throw badInput(invalid);
  if (!Number.isInteger(page) || page < 1) throw badInput(PAGE_INVALID);
}

/**
 * Which posts a read sees. Everyone: the visible ones (published, publishDate ≤ now), the same for
 * every caller. `includeUnpublished` (the resolvers let only the admin ask): drafts and scheduled
 * posts too.
 */
export type Audience = { includeUnpublished?: boolean };

const TOO_MANY_LINKS = `Tek seferde en fazla ${POST_LINKS_PER_CHECK} bağlantı denetlenebilir.`;

/** What a list loads of a post: everything but the (possibly large) content. */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'shortDescription',
  'tags',
  'publishDate',
  'status',
  'viewCount',
  'readingMinutes',
  'createdAt',
  'updatedAt',
  'enTitle',
  'enSlug',
  'enShortDescription',
  'enReadingMinutes',
] as const;

/**
 * `post` as a read in `locale` answers it (issue 50): itself in Turkish; in English its English
 * texts in `title`, `slug`, `shortDescription`, `content` (when it was read) and
 * `readingMinutes`, or null without an English version. The stored columns stay beside them.
 */
export function inLocale(post: BlogPost, locale: Locale): BlogPost | null {
  if (locale !== Locale.EN) return post;
  if (!post.enSlug) return null;
  const english: Partial<BlogPost> = {
    title: post.enTitle!,
    slug: post.enSlug,
    shortDescription: post.enShortDescription!,
    content: post.enContent ?? (undefined as unknown as string),
    readingMinutes: post.enReadingMinutes ?? 1,
    locale: Locale.EN,
    alternates: alternatesOf(postPath, post.slug, post.enSlug),
  };
  return Object.assign(Object.create(BlogPost.prototype) as BlogPost, post, english);
}

/** `posts` in `locale`, those without its version left out. */
export const allInLocale = (posts: BlogPost[], locale: Locale): BlogPost[] =>
  posts.flatMap((post) => inLocale(post, locale) ?? []);

/** A visible post: published, and its publishDate has come (`now` is read when the query is built). */
export const visibleWhere = (now: Date) => ({ status: BlogStatus.PUBLISHED, publishDate: LessThanOrEqual(now) });

/** How many posts a post's page suggests, and among how many of the newest it looks for them. */
const RELATED_POSTS = 3;
export const RELATED_CANDIDATES = 500;
const DAY = 24 * 60 * 60 * 1000;

/** The folded words (four letters or more) of a post's title and summary. */
const wordsOf = (post: Pick<BlogPost, 'title' | 'shortDescription'>) =>
  new Set(
    slugify(`${post.title} ${post.shortDescription}`)
      .split('-')
      .filter((word) => word.length >= 4),
  );

/** A post `related` may suggest, with its tags and words folded. */
export type RelatedCandidate = { post: BlogPost; tags: Set<string>; words: Set<string> };

/** How many rows one `IN (…)` reads: far below SQLite's limit of bound parameters. */
const ROWS_PER_READ = 500;

/**
 * The conditions of a list as SQL: visible posts only, unless every post is asked for. Written out
 * (not find options) so that each list is one plain statement whose plan the index test reads.
 */
function audienceOf<T extends SelectQueryBuilder<BlogPost>>(
  query: T,
  audience: Audience,
  now: Date,
  locale = Locale.TR,
): T {
  // andWhere first is a plain WHERE (TypeORM writes no AND before the first condition).
  const visible = audience.includeUnpublished
    ? query
    : query
        .where('post.status = :published', { published: BlogStatus.PUBLISHED })
        .andWhere('post.publishDate <= :now', { now });
  return translated(visible, locale);
}

/** With EN, only the posts that have an English version (`enSlug`, unique, is set with it). */
const translated = <T extends SelectQueryBuilder<BlogPost>>(query: T, locale: Locale): T =>
  locale === Locale.EN ? query.andWhere('post.enSlug IS NOT NULL') : query;

/**
 * What a field's `complexity` may read besides its arguments: the sizes its work depends on now
 * (`costSizes` below): how many posts the unbounded list holds, how many tags there are, and
 * the largest body stored.
 */
export type CostSizes = { posts: number; tags: number; largestBody: number };

/** Lists and feeds: newest first, the later-created first on the same date (both indexes end in these). */
const newestFirst = <T extends SelectQueryBuilder<BlogPost>>(query: T): T =>
  query.orderBy('post.publishDate', 'DESC').addOrderBy('post.createdAt', 'DESC');

export class BlogReads {
  constructor(
    protected readonly dataSource: DataSource,
    private readonly siteSearch: Services['search'],
  ) {}

  protected get posts() {
    return this.dataSource.getRepository(BlogPost);
  }

  private get slugs() {
    return this.dataSource.getRepository(BlogSlug);
  }

  /**
   * The statements of the lists, feeds and counts, built in one place: the methods below run them
   * and modules/blog/index-plans.test.ts explains them on both databases. A list is read in two steps
   * (a late row lookup): the ids in order from an index alone (blog-post.entity.ts), then those
   * rows by primary key. One statement would leave the choice to the optimizer, and MySQL/MariaDB
   * sort a whole table rather than read it through an index that holds not every column.
   */
  readonly queries = {
    /** The ids of the list, newest first. */
    listIds: (audience: Audience = {}, now = new Date(), locale = Locale.TR) =>
      newestFirst(audienceOf(this.posts.createQueryBuilder('post').select('post.id', 'id'), audience, now, locale)),
    /** The ids of one page of the list. */
    pageIds: (page: number, perPage: number, audience: Audience = {}, now = new Date(), locale = Locale.TR) =>
      this.queries
        .listIds(audience, now, locale)
        .offset((page - 1) * perPage)
        .limit(perPage),
    /** These posts without content, in no particular order. */
    summaries: (ids: string[]) =>
      this.posts
        .createQueryBuilder('post')
        .select(SUMMARY_COLUMNS.map((column) => `post.${column}`))
        .where('post.id IN (:...ids)', { ids }),
    /** These posts' ids and contents alone, in no particular order. */
    contents: (ids: string[], locale = Locale.TR) =>
      this.posts
        .createQueryBuilder('post')
        .select(['post.id', locale === Locale.EN ? 'post.enContent' : 'post.content'])
        .where('post.id IN (:...ids)', { ids }),
    /**
     * The id of the visible post next to `post` in the list: the one just older, or just newer
     * (`newer`); the same index as the list, read from either side. The bound is a row value, one
     * range of the index (an OR of the two columns, or a second bound on publishDate, sorts apart).
     * With EN, among the posts that have an English version.
     */
    neighbourId: (
      post: Pick<BlogPost, 'publishDate' | 'createdAt'>,
      newer: boolean,
      now = new Date(),
      locale = Locale.TR,
    ) => {
      const order = newer ? 'ASC' : 'DESC';
      const query = translated(
        this.posts
          .createQueryBuilder('post')
          .select('post.id', 'id')
          .where('post.status = :published', { published: BlogStatus.PUBLISHED }),
        locale,
      )
        .orderBy('post.publishDate', order)
        .addOrderBy('post.createdAt', order)
        .limit(1);
      const bound = { date: post.publishDate, created: post.createdAt };
      if (newer)
        return query
          .andWhere('(post.publishDate, post.createdAt) > (:date, :created)', bound)
          .andWhere('post.publishDate <= :now', { now });
      // Older than a post that is out is out too; a post not out yet (a preview) comes after every visible one.
      return post.publishDate <= now
        ? query.andWhere('(post.publishDate, post.createdAt) < (:date, :created)', bound)
        : query.andWhere('post.publishDate <= :now', { now });
    },
    /** How many posts the list holds (one row, `count`). */
    count: (audience: Audience = {}, now = new Date(), locale = Locale.TR) =>
      audienceOf(this.posts.createQueryBuilder('post').select('COUNT(*)', 'count'), audience, now, locale),
    /** How many drafts there are. */
    drafts: () =>
      this.posts
        .createQueryBuilder('post')
        .select('COUNT(*)', 'count')
        .where('post.status = :draft', { draft: BlogStatus.DRAFT }),
    /** How many published posts wait for their publishDate. */
    scheduled: (now = new Date()) =>
      this.posts
        .createQueryBuilder('post')
        .select('COUNT(*)', 'count')
        .where('post.status = :published', { published: BlogStatus.PUBLISHED })
        .andWhere('post.publishDate > :now', { now }),
  };

  private static async counted(query: SelectQueryBuilder<object>): Promise<number> {
    return Number((await query.getRawOne<{ count: number | string }>())?.count ?? 0);
  }

  /** The posts of `ids` by id, each read by `read` (a few hundred ids a statement). */
  private static async byId(
    ids: readonly string[],
    read: (ids: string[]) => SelectQueryBuilder<BlogPost>,
  ): Promise<Map<string, BlogPost>> {
    const found = new Map<string, BlogPost>();
    for (let start = 0; start < ids.length; start += ROWS_PER_READ) {
      for (const post of await read(ids.slice(start, start + ROWS_PER_READ)).getMany()) found.set(post.id, post);
    }
    return found;
  }

  /** The posts of `idsQuery` in its order, each read by `read` (a tag's page reads its posts so too). */
  async inOrder(
    idsQuery: SelectQueryBuilder<object>,
    read: (ids: string[]) => SelectQueryBuilder<BlogPost>,
  ): Promise<BlogPost[]> {
    const ids = (await idsQuery.getRawMany<{ id: string }>()).map(({ id }) => id);
    const found = await BlogReads.byId(ids, read);
    // A post deleted between the two steps is left out.
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * Page `page` of the posts matching `query` (the site's search, modules/search: every word begins
   * a word of the post, folded; every quoted phrase stands in it), the best first, each with its
   * title and a snippet of its excerpt highlighted. Anonymous callers find visible posts only. The
   * whole of it runs in `client`'s turn (SearchLimit): the index, each result's excerpt, then its
   * row without content, never a post's body (blog.cost.ts counts this). With EN, the posts' English
   * documents alone, shown in English.
   */
  async search(
    query: string,
    page: number,
    perPage: number,
    audience: Audience = {},
    client = '',
    locale = Locale.TR,
  ): Promise<SearchPage> {
    checkPage(page, perPage, { max: SEARCH_PER_PAGE.max, invalid: SEARCH_MESSAGES.perPage });
    const offset = (page - 1) * perPage;
    const hidden = !!audience.includeUnpublished;
    const { items, total } = await this.siteSearch.find(
      { query, offset, limit: perPage, kinds: ['post'], hidden, client, locale },
      async (hits) => {
        const posts = await BlogReads.byId(
          hits.map(({ id }) => id),
          this.queries.summaries,
        );
        return hits.flatMap(({ id, snippet, highlight }) => {
          const found = posts.get(id);
          const post = found && inLocale(found, locale);
          return post ? [{ post, highlightedTitle: highlight(post.title), snippet }] : [];
        });
      },
    );
    return { items, page, perPage, total, pages: Math.ceil(total / perPage) };
  }

  /**
   * Newest first, without the (possibly large) content: the visible posts, or with `includeUnpublished`
   * every one; with EN those that have an English version, in English.
   */
  async list(audience: Audience = {}, locale = Locale.TR): Promise<BlogPost[]> {
    return allInLocale(
      await this.inOrder(this.queries.listIds(audience, new Date(), locale), this.queries.summaries),
      locale,
    );
  }

  /** Page `page` (from 1) of `list`, `perPage` posts a page; past the end, no items. */
  async page(page: number, perPage: number, audience: Audience = {}, locale = Locale.TR): Promise<BlogPage> {
    checkPage(page, perPage);
    const now = new Date();
    const [total, posts] = await Promise.all([
      BlogReads.counted(this.queries.count(audience, now, locale)),
      this.inOrder(this.queries.pageIds(page, perPage, audience, now, locale), this.queries.summaries),
    ]);
    return { items: allInLocale(posts, locale), page, perPage, total, pages: Math.ceil(total / perPage) };
  }

  /**
   * The visible post just older (or with `newer`, just newer) than `post`, without content, in the
   * language of `post`'s texts (among the English posts for an English one); null at either end.
   */
  async neighbour(post: BlogPost, newer: boolean): Promise<BlogPost | null> {
    const locale = post.locale ?? Locale.TR;
    const [found] = await this.inOrder(
      this.queries.neighbourId(post, newer, new Date(), locale),
      this.queries.summaries,
    );
    return (found && inLocale(found, locale)) ?? null;
  }

  /**
   * What `related` chooses among: the newest RELATED_CANDIDATES visible posts, without content,
   * with their tags and words folded. A request reads them once however many posts ask
   * (blog.resolver.ts), so a post's page costs the same however many posts the blog has.
   */
  async relatedCandidates(locale = Locale.TR): Promise<RelatedCandidate[]> {
    const posts = allInLocale(
      await this.inOrder(
        this.queries.listIds({}, new Date(), locale).limit(RELATED_CANDIDATES),
        this.queries.summaries,
      ),
      locale,
    );
    return posts.map((post) => ({ post, tags: new Set(post.tags.map(slugify)), words: wordsOf(post) }));
  }

  /**
   * Three of `candidates` to read after `post`: the most alike first. A candidate scores 3 for
   * each tag it shares, 1 for each word of four letters or more that its title and summary share
   * with the post's (folded as slugs fold them: 'Işık' and 'ışık' are one word), and up to 1 for
   * being recent.
   */
  static related(post: BlogPost, candidates: readonly RelatedCandidate[]): BlogPost[] {
    const now = Date.now();
    const tags = new Set(post.tags.map(slugify));
    const words = wordsOf(post);
    const shared = <T>(a: Set<T>, b: Set<T>) => [...a].filter((item) => b.has(item)).length;
    const scored = candidates
      .filter((candidate) => candidate.post.id !== post.id)
      .map((candidate) => {
        const ageInDays = (now - candidate.post.publishDate.getTime()) / DAY;
        const score =
          3 * shared(candidate.tags, tags) + shared(candidate.words, words) + Math.max(0, 1 - ageInDays / 365);
        return { post: candidate.post, score };
      });
    // A stable sort: equal scores keep the list's order, newest first.
    return scored
      .sort((a, b) => b.score - a.score)
      .slice(0, RELATED_POSTS)
      .map((candidate) => candidate.post);
  }

  /**
   * The id of the post that `key` names: a slug it has or had in `locale`, else `key` itself
   * (perhaps an id). Only what has a slug's shape is looked up as one, so that MySQL's
   * case-insensitive comparison finds no more than SQLite's.
   */
  protected async idOf(key: string, locale = Locale.TR): Promise<string> {
    if (!isSlug(key)) return key;
    return (await this.slugs.findOneBy({ slug: key, locale }))?.postId ?? key;
  }

  /**
   * The post with this id or slug (current or former) if it is visible, or with `preview` whatever
   * its status and date; else null. With EN, by its id or English slug, in English: null without
   * an English version.
   */
  async find(
    key: string,
    { preview = false, locale = Locale.TR }: { preview?: boolean; locale?: Locale } = {},
  ): Promise<BlogPost | null> {
    const id = await this.idOf(key, locale);
    const post = await this.posts.findOneBy(preview ? { id } : { id, ...visibleWhere(new Date()) });
    return post && inLocale(post, locale);
  }

  /**
   * Which of `keys` (the slugs of links to the site's posts) no post answers to, as `find` with
   * `preview` would look them up: a slug a post has or had (drafts too), else an id. At most
   * POST_LINKS_PER_CHECK keys, in two statements; the answer keeps their order, each once.
   */
  async missingPostLinks(keys: string[]): Promise<string[]> {
    if (keys.length > POST_LINKS_PER_CHECK) throw badInput(TOO_MANY_LINKS);
    const unique = [...new Set(keys)];
    const slugs = unique.filter(isSlug);
    const owned = slugs.length ? await this.slugs.find({ select: { slug: true }, where: { slug: In(slugs) } }) : [];
    const found = new Set(owned.map(({ slug }) => slug));
    // An id is a UUID: 36 characters, as its column.
    const ids = unique.filter((key) => !found.has(key) && key.length <= 36);
    const posts = ids.length ? await this.posts.find({ select: { id: true }, where: { id: In(ids) } }) : [];
    for (const { id } of posts) found.add(id);
    return unique.filter((key) => !found.has(key));
  }

  /**
   * The contents of these posts in the order of `ids` ('' for a post that is gone): a list's posts
   * come without theirs, and a request's loader (graphql/context.ts) asks for all it needs at once.
   */
  async contents(ids: readonly string[], locale = Locale.TR): Promise<string[]> {
    const found = await BlogReads.byId(ids, (some) => this.queries.contents(some, locale));
    const english = locale === Locale.EN;
    return ids.map((id) => (english ? found.get(id)?.enContent : found.get(id)?.content) ?? '');
  }

  /** How many posts are visible (the dashboard's blog count). */
  count(): Promise<number> {
    return BlogReads.counted(this.queries.count());
  }

  /** The last `costSizes()` and when they were read. */
  private sizes?: { at: number; read: Promise<CostSizes> };

  /**
   * What the cost limit (graphql/cost.ts) prices a client's operation by, read at most once a
   * second (each through an index): about how many posts `list()` returns, how many tags there
   * are, and the largest body stored. A post more or less does not change whether an operation
   * is refused.
   */
  costSizes(): Promise<CostSizes> {
    const now = Date.now();
    if (!this.sizes || now - this.sizes.at >= 1000) {
      const largest = this.posts.createQueryBuilder('post').select('MAX(post.contentBytes)', 'count');
      const tags = this.dataSource
        .getRepository(BlogPostTag)
        .createQueryBuilder('tag')
        .select('COUNT(DISTINCT tag.slug)', 'count')
        .where('tag.status = :published', { published: BlogStatus.PUBLISHED });
      this.sizes = {
        at: now,
        read: Promise.all([this.count(), BlogReads.counted(tags), BlogReads.counted(largest)]).then(
          ([posts, tags, largestBody]) => ({ posts, tags, largestBody }),
        ),
      };
    }
    return this.sizes.read;
  }

  /** How many drafts there are. */
  countDrafts(): Promise<number> {
    return BlogReads.counted(this.queries.drafts());
  }

  /** How many published posts wait for their publishDate. */
  countScheduled(): Promise<number> {
    return BlogReads.counted(this.queries.scheduled());
  }
}
