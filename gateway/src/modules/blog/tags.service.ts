import { isSlug } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { Locale } from '../../core/locale';
import { BlogStatus } from './blog-post.entity';
import { BlogPostTag } from './blog-post-tag.entity';
import { allInLocale, checkPage } from './blog.reads';
import type { BlogService } from './blog.service';
import type { BlogPage } from './blog.types';
import type { BlogTag } from './tags.types';

/** Turkish alphabetical order; one collator for every comparison (localeCompare with a locale makes one each time). */
const TURKISH = new Intl.Collator('tr');

/** How many visible posts carry one spelling of a tag, and the newest of them. */
type Spelling = { slug: string; name: string; count: number | string; latest: Date | string };

/** A date as a raw row holds it: a Date from MySQL, UTC text ('2026-01-02 03:04:05.678') from SQLite. */
const timeOf = (date: Date | string) =>
  date instanceof Date ? date.getTime() : Date.parse(`${date.replace(' ', 'T')}Z`);

/**
 * The spellings of each tag as one tag: its name is the spelling most posts use, on a tie the one
 * the newest post uses (then the first by code points), so every page shows the same name whatever
 * the database.
 */
function tagsOf(spellings: Spelling[]): BlogTag[] {
  const tags = new Map<string, BlogTag & { uses: number; latest: number }>();
  for (const { slug, name, count, latest } of spellings) {
    const uses = Number(count);
    const at = timeOf(latest);
    const tag = tags.get(slug);
    if (!tag) {
      tags.set(slug, { slug, name, count: uses, uses, latest: at });
      continue;
    }
    tag.count += uses;
    if (uses > tag.uses || (uses === tag.uses && (at > tag.latest || (at === tag.latest && name < tag.name))))
      Object.assign(tag, { name, uses, latest: at });
  }
  return [...tags.values()].map(({ slug, name, count }) => ({ slug, name, count }));
}

/**
 * Tags (issue 22): each slug of the visible posts' tags is a tag with a page of its posts. Read
 * from blog_post_tags (blog-post-tag.entity.ts), which every write of a post keeps current in its
 * own transaction; only published posts whose date has come count or show, to every caller.
 */
export class TagService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly blog: BlogService,
  ) {}

  /** The rows of the visible posts; with EN, of those that have an English version. */
  private visible(now: Date, locale: Locale) {
    const query = this.dataSource
      .getRepository(BlogPostTag)
      .createQueryBuilder('tag')
      .where('tag.status = :published', { published: BlogStatus.PUBLISHED })
      .andWhere('tag.publishDate <= :now', { now });
    return locale === Locale.EN ? query.andWhere('tag.english = :english', { english: true }) : query;
  }

  /** The statements, built in one place: the methods run them, modules/blog/index-plans.test.ts explains them. */
  readonly queries = {
    /** Each spelling of each tag (or of the tag `slug`) with its visible posts' count and newest date. */
    spellings: (slug?: string, now = new Date(), locale = Locale.TR) => {
      const query = this.visible(now, locale)
        .select(['tag.slug AS slug', 'tag.name AS name', 'COUNT(*) AS count', 'MAX(tag.publishDate) AS latest'])
        .groupBy('tag.slug')
        .addGroupBy('tag.name');
      return slug === undefined ? query : query.andWhere('tag.slug = :slug', { slug });
    },
    /** The ids of one page of the tag's visible posts, newest first (as the blog's list). */
    pageIds: (slug: string, page: number, perPage: number, now = new Date(), locale = Locale.TR) =>
      this.visible(now, locale)
        .select('tag.postId', 'id')
        .andWhere('tag.slug = :slug', { slug })
        .orderBy('tag.publishDate', 'DESC')
        .addOrderBy('tag.createdAt', 'DESC')
        .offset((page - 1) * perPage)
        .limit(perPage),
  };

  /** Every tag with its count of visible posts, in Turkish alphabetical order of their names. */
  async list(locale = Locale.TR): Promise<BlogTag[]> {
    const tags = tagsOf(await this.queries.spellings(undefined, new Date(), locale).getRawMany<Spelling>());
    return tags.sort((a, b) => TURKISH.compare(a.name, b.name) || (a.slug < b.slug ? -1 : 1));
  }

  /**
   * The tag of this slug, or null when no visible post carries it. Only a slug's shape is looked
   * up, so that MySQL's case-insensitive comparison finds no more than SQLite's.
   */
  async find(slug: string, now = new Date(), locale = Locale.TR): Promise<BlogTag | null> {
    if (!isSlug(slug)) return null;
    return tagsOf(await this.queries.spellings(slug, now, locale).getRawMany<Spelling>())[0] ?? null;
  }

  /** Page `page` of the tag's visible posts, newest first, without content (as `BlogService.page`); null for an unknown tag. */
  async page(slug: string, page: number, perPage: number, locale = Locale.TR): Promise<BlogPage | null> {
    checkPage(page, perPage);
    const now = new Date();
    const [tag, posts] = await Promise.all([
      this.find(slug, now, locale),
      isSlug(slug)
        ? this.blog.inOrder(this.queries.pageIds(slug, page, perPage, now, locale), this.blog.queries.summaries)
        : [],
    ]);
    if (!tag) return null;
    const items = allInLocale(posts, locale);
    return { items, page, perPage, total: tag.count, pages: Math.ceil(tag.count / perPage) };
  }
}
