import {
  BLOG_TAGS_RULE,
  checkList,
  isSlug,
  normalizeList,
  numberedSlug,
  SLUG_TAKEN,
  slugify,
} from '@portfolio/content-rules';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { retryingTransaction } from '../../db/transaction';
import { badInput, notFound } from '../../errors';
import { BlogPost } from './blog-post.entity';
import { BlogSlug } from './blog-slug.entity';
import type { BlogInput } from './blog.inputs';
import { sanitizeBlogHtml } from './sanitize-html';

export const BLOG_NOT_FOUND = 'Blog bulunamadı';

function normalizeTags(values: string[]): string[] {
  const tags = normalizeList(values);
  const refused = checkList(BLOG_TAGS_RULE, tags);
  if (refused) throw badInput(refused);
  return tags;
}

/**
 * Which of `slugs` a post other than `self` answers to: as one of its slugs, current or former,
 * or as its id (`blog(id)` takes either, so a slug may not name another post by its id).
 */
async function takenSlugs(manager: EntityManager, slugs: string[], self?: string): Promise<Set<string>> {
  const owned = await manager.find(BlogSlug, { where: { slug: In(slugs) } });
  const ids = await manager.find(BlogPost, { select: { id: true }, where: { id: In(slugs) } });
  return new Set([
    ...owned.filter(({ postId }) => postId !== self).map(({ slug }) => slug),
    ...ids.filter(({ id }) => id !== self).map(({ id }) => id),
  ]);
}

/** How many of `base`, `base-2`, `base-3`… one query checks. */
const CANDIDATES = 10;

/** The first of `base`, `base-2`, `base-3`… that no post answers to. */
async function freeSlug(manager: EntityManager, base: string): Promise<string> {
  for (let first = 1; ; first += CANDIDATES) {
    const candidates = Array.from({ length: CANDIDATES }, (_, i) => numberedSlug(base, first + i));
    const taken = await takenSlugs(manager, candidates);
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

export type NewPost = Pick<BlogPost, 'title' | 'shortDescription' | 'content' | 'tags' | 'publishDate'> &
  Partial<Pick<BlogPost, 'viewCount' | 'createdAt'>>;

/**
 * Stores a new post under `slug` (the admin's: refused when taken) or under the first free slug
 * of its title, and starts its slug history. Inside a transaction: the unique keys of
 * `blog_posts.slug` and `blog_slugs` refuse a slug that a concurrent writer took first.
 */
export async function insertPost(manager: EntityManager, fields: NewPost, slug?: string | null): Promise<BlogPost> {
  if (slug && (await takenSlugs(manager, [slug])).size) throw badInput(SLUG_TAKEN);
  const post = await manager.save(
    manager.create(BlogPost, {
      viewCount: 0,
      ...fields,
      slug: slug || (await freeSlug(manager, slugify(fields.title))),
    }),
  );
  await manager.insert(BlogSlug, { slug: post.slug, postId: post.id });
  return post;
}

/** Gives `post` a new slug, which the history keeps beside the old one; one of its own former slugs may be taken back. */
async function changeSlug(manager: EntityManager, post: BlogPost, slug: string): Promise<void> {
  if ((await takenSlugs(manager, [slug], post.id)).size) throw badInput(SLUG_TAKEN);
  if (!(await manager.existsBy(BlogSlug, { slug }))) await manager.insert(BlogSlug, { slug, postId: post.id });
  post.slug = slug;
}

/** Lists and feeds: newest first, the later-created first on the same date. */
const NEWEST_FIRST = { publishDate: 'DESC', createdAt: 'DESC' } as const;

export class BlogService {
  /** `onViewed`: the gateway drops its cached answers that show the post's count. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly onViewed: (id: string) => void = () => undefined,
  ) {}

  private get posts() {
    return this.dataSource.getRepository(BlogPost);
  }

  private get slugs() {
    return this.dataSource.getRepository(BlogSlug);
  }

  /** Newest first, without the (possibly large) content. */
  list(): Promise<BlogPost[]> {
    return this.posts.find({
      select: {
        id: true,
        title: true,
        slug: true,
        shortDescription: true,
        tags: true,
        publishDate: true,
        viewCount: true,
        createdAt: true,
        updatedAt: true,
      },
      order: NEWEST_FIRST,
    });
  }

  /**
   * The id of the post that `key` names: a slug it has or had, else `key` itself (perhaps an id).
   * Only what has a slug's shape is looked up as one, so that MySQL's case-insensitive comparison
   * finds no more than SQLite's.
   */
  private async idOf(key: string): Promise<string> {
    if (!isSlug(key)) return key;
    return (await this.slugs.findOneBy({ slug: key }))?.postId ?? key;
  }

  /** The post with this id or slug (current or former), or null. */
  async find(key: string): Promise<BlogPost | null> {
    return this.posts.findOneBy({ id: await this.idOf(key) });
  }

  async content(id: string): Promise<string> {
    const post = await this.posts.findOne({ select: { id: true, content: true }, where: { id } });
    return post?.content ?? '';
  }

  /** Counts one view atomically in SQL and returns the post (by id or slug), or null when there is none. */
  async view(key: string): Promise<BlogPost | null> {
    const id = await this.idOf(key);
    const result = await this.posts.increment({ id }, 'viewCount', 1);
    if (!result.affected) return null;
    this.onViewed(id);
    return this.posts.findOneBy({ id });
  }

  /** A new post; its slug is the admin's or made from the title (a concurrent create of the same title takes the next one). */
  async create(input: BlogInput): Promise<BlogPost> {
    const fields: NewPost = {
      title: input.title,
      shortDescription: input.shortDescription,
      content: sanitizeBlogHtml(input.content),
      tags: normalizeTags(input.tags),
      publishDate: input.publishDate ?? new Date(),
    };
    return retryingTransaction(this.dataSource, (manager) => insertPost(manager, fields, input.slug));
  }

  /** Replaces a post's texts; its slug stays unless the admin gives another (the old one then leads here too). */
  async update(id: string, input: BlogInput): Promise<BlogPost> {
    const tags = normalizeTags(input.tags);
    const content = sanitizeBlogHtml(input.content);
    return retryingTransaction(this.dataSource, async (manager) => {
      const post = await manager.findOneBy(BlogPost, { id });
      if (!post) throw notFound(BLOG_NOT_FOUND);
      if (input.slug && input.slug !== post.slug) await changeSlug(manager, post, input.slug);
      Object.assign(post, {
        title: input.title,
        shortDescription: input.shortDescription,
        content,
        tags,
        publishDate: input.publishDate ?? post.publishDate,
      });
      return manager.save(post);
    });
  }

  /** Removes the post as an entity, so the cache learns which one went (and a refused delete writes nothing). */
  async delete(id: string): Promise<void> {
    const post = await this.posts.findOneBy({ id });
    if (!post) throw notFound(BLOG_NOT_FOUND);
    await this.posts.remove(post);
  }

  count(): Promise<number> {
    return this.posts.count();
  }

  /** The `limit` newest posts with their content (the feeds). */
  latest(limit: number): Promise<BlogPost[]> {
    return this.posts.find({ order: NEWEST_FIRST, take: limit });
  }
}
