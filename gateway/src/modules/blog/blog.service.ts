import {
  BLOG_TAGS_RULE,
  checkList,
  ENGLISH_SLUG_TAKEN,
  normalizeList,
  numberedSlug,
  readingMinutes,
  SLUG_TAKEN,
  slugify,
} from '@portfolio/content-rules';
import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Services } from '../../core/context';
import { forUpdate, retryingTransaction } from '../../core/db/transaction';
import { badInput, notFound } from '../../core/errors';
import { BlogPost, BlogStatus } from './blog-post.entity';
import { storeTags } from './blog-post-tag.entity';
import { POST_VERSIONS, textsOf, type BlogRevision, type PostTexts } from './blog-revision';
import { BlogSlug } from './blog-slug.entity';
import { draftTexts, type BlogDraftInput, type BlogInput, type BlogTranslationInput } from './blog.inputs';
import { BlogReads, inLocale, visibleWhere } from './blog.reads';
import { Locale } from '../../core/locale';
import { storedContentHtml } from '../../core/stored-content';
import { ViewLimit } from './view-limit';

/*
 * The blog's service: its reads (blog.reads.ts), and its writes with the blog's rules, here. The
 * site's search indexes a post written here by itself (modules/search: the blog's `searchable`).
 */

export const BLOG_NOT_FOUND = 'Blog bulunamadı';

function normalizeTags(values: string[]): string[] {
  const tags = normalizeList(values);
  const refused = checkList(BLOG_TAGS_RULE, tags);
  if (refused) throw badInput(refused);
  return tags;
}

/**
 * A draft published without a date of its own: its stored date (when the draft was begun) lies in
 * the past, so it would land deep in the list and the feeds. Publishing dates it now, as Ghost does.
 */
const publishing = (post: BlogPost, input: BlogInput): boolean =>
  post.status === BlogStatus.DRAFT && input.status === BlogStatus.PUBLISHED && post.publishDate <= new Date();

/**
 * Which of `slugs` a post other than `self` answers to in `locale`: as one of its slugs there,
 * current or former, or as its id (`blog(id)` takes either, so a slug may not name another post by
 * its id). A Turkish and an English slug are two addresses (/blog/x, /en/blog/x): each language's
 * slugs are unique among that language's.
 */
async function takenSlugs(
  manager: EntityManager,
  slugs: string[],
  self?: string,
  locale = Locale.TR,
): Promise<Set<string>> {
  const owned = await manager.find(BlogSlug, { where: { slug: In(slugs), locale } });
  const ids = await manager.find(BlogPost, { select: { id: true }, where: { id: In(slugs) } });
  return new Set([
    ...owned.filter(({ postId }) => postId !== self).map(({ slug }) => slug),
    ...ids.filter(({ id }) => id !== self).map(({ id }) => id),
  ]);
}

/** How many of `base`, `base-2`, `base-3`… one query checks. */
const CANDIDATES = 10;

/** The first of `base`, `base-2`, `base-3`… that no post but `self` answers to in `locale`. */
async function freeSlug(manager: EntityManager, base: string, locale = Locale.TR, self?: string): Promise<string> {
  for (let first = 1; ; first += CANDIDATES) {
    const candidates = Array.from({ length: CANDIDATES }, (_, i) => numberedSlug(base, first + i));
    const taken = await takenSlugs(manager, candidates, self, locale);
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

export type NewPost = Pick<BlogPost, 'title' | 'shortDescription' | 'content' | 'tags' | 'publishDate'> &
  Partial<Pick<BlogPost, 'viewCount' | 'createdAt' | 'status' | 'readingMinutes' | 'mailSubscribers' | 'commentsOpen'>>;

/**
 * A post's content as it is stored (core/stored-content.ts: sanitised, its headings' ids, its code
 * highlighted, its photos as pictures) and its reading time. Every write of a content goes through
 * here, before its transaction (a large post is not sanitised holding a lock).
 */
export function storedContent(html: string): Pick<BlogPost, 'content' | 'readingMinutes'> {
  const content = storedContentHtml(html);
  return { content, readingMinutes: readingMinutes(content) };
}

/** A post's English columns as a save writes them, and the English slug it asks for. */
type EnglishColumns = Pick<BlogPost, 'enTitle' | 'enShortDescription' | 'enContent' | 'enReadingMinutes'>;
type English = (EnglishColumns & { slug?: string | null }) | null | undefined;

const NO_ENGLISH: EnglishColumns & Pick<BlogPost, 'enSlug'> = {
  enTitle: null,
  enSlug: null,
  enShortDescription: null,
  enContent: null,
  enReadingMinutes: null,
};

/**
 * The English version a save names (issue 50), its content stored as the Turkish one is
 * (`storedContent`), before the save's transaction: undefined keeps the post's, null removes it.
 */
function englishOf(input: BlogTranslationInput | null | undefined): English {
  if (!input) return input;
  const { content, readingMinutes: minutes } = storedContent(input.content);
  return {
    enTitle: input.title,
    enShortDescription: input.shortDescription,
    enContent: content,
    enReadingMinutes: minutes,
    slug: input.slug,
  };
}

/**
 * The English slug `post` gets with `english`: the admin's (refused when another post has or had
 * it in English), else its own, else the first free one of the English title.
 */
async function englishSlug(
  manager: EntityManager,
  post: Partial<Pick<BlogPost, 'id' | 'enSlug'>>,
  english: NonNullable<English>,
): Promise<string> {
  if (english.slug && english.slug !== post.enSlug) {
    if ((await takenSlugs(manager, [english.slug], post.id, Locale.EN)).size) throw badInput(ENGLISH_SLUG_TAKEN);
    return english.slug;
  }
  return post.enSlug ?? (await freeSlug(manager, slugify(english.enTitle!), Locale.EN, post.id));
}

/** Keeps `slug` in the post's history of `locale`'s slugs (a former one of its own is there already). */
async function keepSlug(manager: EntityManager, postId: string, slug: string, locale: Locale): Promise<void> {
  if (!(await manager.existsBy(BlogSlug, { slug, locale }))) await manager.insert(BlogSlug, { slug, postId, locale });
}

/** Gives `post` the English version of a save (or takes it away, or keeps it: `english` undefined). */
async function setEnglish(manager: EntityManager, post: BlogPost, english: English): Promise<void> {
  if (english === undefined) return;
  if (english === null) {
    Object.assign(post, NO_ENGLISH);
    return;
  }
  const { slug: _asked, ...texts } = english;
  const slug = await englishSlug(manager, post, english);
  if (slug !== post.enSlug) await keepSlug(manager, post.id, slug, Locale.EN);
  Object.assign(post, texts, { enSlug: slug });
}

/**
 * Stores a new post under `slug` (the admin's: refused when taken) or under the first free slug
 * of its title, and starts its slug history. Inside a transaction: the unique keys of
 * `blog_posts.slug` and `blog_slugs` refuse a slug that a concurrent writer took first.
 */
export async function insertPost(
  manager: EntityManager,
  fields: NewPost,
  slug?: string | null,
  english?: English,
): Promise<BlogPost> {
  if (slug && (await takenSlugs(manager, [slug])).size) throw badInput(SLUG_TAKEN);
  const { slug: _asked, ...englishTexts } = english ?? {};
  const post = await manager.save(
    manager.create(BlogPost, {
      viewCount: 0,
      status: BlogStatus.PUBLISHED,
      ...fields,
      ...englishTexts,
      slug: slug || (await freeSlug(manager, slugify(fields.title))),
      enSlug: english ? await englishSlug(manager, {}, english) : null,
    }),
  );
  await manager.insert(BlogSlug, { slug: post.slug, postId: post.id, locale: Locale.TR });
  if (post.enSlug) await manager.insert(BlogSlug, { slug: post.enSlug, postId: post.id, locale: Locale.EN });
  await storeTags(manager, post, { isNew: true });
  return post;
}

/** Gives `post` a new slug, which the history keeps beside the old one; one of its own former slugs may be taken back. */
async function changeSlug(manager: EntityManager, post: BlogPost, slug: string): Promise<void> {
  if ((await takenSlugs(manager, [slug], post.id)).size) throw badInput(SLUG_TAKEN);
  await keepSlug(manager, post.id, slug, Locale.TR);
  post.slug = slug;
}

/**
 * The English texts of a published post's pending edit: those of the autosave (its slug checked as
 * 'Güncelle' would check it), else the pending edit's, else the post's own.
 */
async function pendingEnglish(
  manager: EntityManager,
  post: BlogPost,
  english: English,
  pending: (PostTexts & object) | null,
): Promise<Pick<PostTexts, 'english' | 'englishContent'>> {
  if (english === undefined) {
    const kept = pending && 'english' in pending ? pending : textsOf(post);
    return { english: kept.english, englishContent: kept.englishContent ?? '' };
  }
  if (english === null) return { english: null, englishContent: '' };
  const slug = english.slug && english.slug !== post.enSlug ? english.slug : null;
  if (slug && (await takenSlugs(manager, [slug], post.id, Locale.EN)).size) throw badInput(ENGLISH_SLUG_TAKEN);
  return {
    english: { title: english.enTitle!, slug: slug ?? post.enSlug, shortDescription: english.enShortDescription! },
    englishContent: english.enContent ?? '',
  };
}

const inLocaleOrNull = (post: BlogPost | null, locale: Locale) => post && inLocale(post, locale);

export class BlogService extends BlogReads {
  private readonly views = new ViewLimit();

  /** The posts' versions (blog-revision.ts, modules/revisions). */
  private readonly versions;

  constructor(dataSource: DataSource, search: Services['search'], revisions: Services['revisions']) {
    super(dataSource, search);
    this.versions = revisions.of<PostTexts>(POST_VERSIONS);
  }

  /**
   * Counts one view of a visible post atomically in SQL and returns it (by id or slug), or null when
   * there is no such visible post (a draft or a scheduled post counts nothing). A visitor's views of
   * one post within the window count once (ViewLimit); the others return the post as it is.
   *
   * A view drops no cached answer: the pages, lists and feeds that show a count show it at most one
   * answer lifetime (60 s) late, while the page that counted the view shows the count this returns.
   */
  async view(key: string, visitor: string, locale = Locale.TR): Promise<BlogPost | null> {
    const id = await this.idOf(key, locale);
    const where = { id, ...visibleWhere(new Date()), ...(locale === Locale.EN ? { enSlug: Not(IsNull()) } : {}) };
    if (!this.views.counts(visitor, id)) return inLocaleOrNull(await this.posts.findOneBy(where), locale);
    const result = await this.posts.increment(where, 'viewCount', 1);
    if (!result.affected) {
      this.views.forget(visitor, id);
      return null;
    }
    return inLocaleOrNull(await this.posts.findOneBy({ id }), locale);
  }

  /**
   * A new post; its slug is the admin's or made from the title (a concurrent create of the same
   * title takes the next one). Kept as its first version: saved, or with `autosaved` a draft the
   * editor saved by itself (whatever status the input asks for).
   */
  async create(input: BlogInput, { autosaved = false } = {}): Promise<BlogPost> {
    const fields: NewPost = {
      title: input.title,
      shortDescription: input.shortDescription,
      ...storedContent(input.content),
      tags: normalizeTags(input.tags),
      publishDate: input.publishDate ?? new Date(),
      status: autosaved ? BlogStatus.DRAFT : (input.status ?? BlogStatus.PUBLISHED),
      mailSubscribers: input.mailSubscribers ?? true,
      commentsOpen: input.commentsOpen ?? true,
    };
    const english = englishOf(input.english);
    return retryingTransaction(this.dataSource, async (manager) => {
      const post = await insertPost(manager, fields, input.slug, english);
      await this.versions.keep(manager, post.id, textsOf(post), { autosaved });
      return post;
    });
  }

  /**
   * Replaces a post's texts; its slug stays unless the admin gives another (the old one then leads
   * here too). The post's pending edit goes (this save holds the words now) and the save is kept as
   * a version. With `expectedUpdatedAt`, refused (CONFLICT) when the post changed since (modules/revisions).
   */
  async update(id: string, input: BlogInput, expectedUpdatedAt?: Date | null): Promise<BlogPost> {
    const tags = normalizeTags(input.tags);
    const content = storedContent(input.content);
    const english = englishOf(input.english);
    return retryingTransaction(this.dataSource, async (manager) => {
      const post = await manager.findOne(BlogPost, { where: { id }, lock: forUpdate(manager) });
      if (!post) throw notFound(BLOG_NOT_FOUND);
      const pending = await this.versions.pending(id, manager);
      this.versions.check(post.updatedAt, pending, expectedUpdatedAt);
      if (input.slug && input.slug !== post.slug) await changeSlug(manager, post, input.slug);
      await setEnglish(manager, post, english);
      Object.assign(post, {
        title: input.title,
        shortDescription: input.shortDescription,
        ...content,
        tags,
        publishDate: input.publishDate ?? (publishing(post, input) ? new Date() : post.publishDate),
        status: input.status ?? post.status,
        mailSubscribers: input.mailSubscribers ?? post.mailSubscribers,
        commentsOpen: input.commentsOpen ?? post.commentsOpen,
      });
      const saved = await manager.save(post);
      await storeTags(manager, saved);
      if (pending) await this.versions.dropPending(manager, id);
      await this.versions.keep(manager, id, textsOf(saved));
      return saved;
    });
  }

  /**
   * What the editor saves by itself while the admin types (issue 23). Without `id`, a new draft.
   * A draft takes the texts at once and stays a draft. A published (or scheduled) post is left as
   * the public sees it: the texts become its pending edit until 'Güncelle' (`update`). Either way an
   * autosave is kept as a version at most every 10 minutes, and `expectedUpdatedAt` is checked as
   * `update` checks it. `status` in the input is ignored. A title is all it needs (issue 43): a short
   * description, content or tags left out are empty; `update`, which publishes, requires them.
   */
  async autosave(id: string | null, draft: BlogDraftInput, expectedUpdatedAt?: Date | null): Promise<BlogPost> {
    const input = draftTexts(draft);
    if (!id) return this.create(input, { autosaved: true });
    const tags = normalizeTags(input.tags);
    const content = storedContent(input.content);
    const english = englishOf(input.english);
    return retryingTransaction(this.dataSource, async (manager) => {
      const post = await manager.findOne(BlogPost, { where: { id }, lock: forUpdate(manager) });
      if (!post) throw notFound(BLOG_NOT_FOUND);
      const pending = await this.versions.pending(id, manager);
      this.versions.check(post.updatedAt, pending, expectedUpdatedAt);
      const slug = input.slug && input.slug !== post.slug ? input.slug : null;
      if (post.status === BlogStatus.PUBLISHED) {
        // A slug another post has would fail at 'Güncelle': say so now.
        if (slug && (await takenSlugs(manager, [slug], id)).size) throw badInput(SLUG_TAKEN);
        const texts: PostTexts = {
          title: input.title,
          slug: slug ?? post.slug,
          shortDescription: input.shortDescription,
          ...content,
          tags,
          publishDate: input.publishDate ?? post.publishDate,
          ...(await pendingEnglish(manager, post, english, pending)),
        };
        await this.versions.savePending(manager, id, texts);
        await this.versions.keep(manager, id, texts, { autosaved: true });
        return post;
      }
      if (slug) await changeSlug(manager, post, slug);
      await setEnglish(manager, post, english);
      Object.assign(post, {
        title: input.title,
        shortDescription: input.shortDescription,
        ...content,
        tags,
        publishDate: input.publishDate ?? post.publishDate,
        mailSubscribers: input.mailSubscribers ?? post.mailSubscribers,
        commentsOpen: input.commentsOpen ?? post.commentsOpen,
      });
      const saved = await manager.save(post);
      await storeTags(manager, saved);
      await this.versions.keep(manager, id, textsOf(saved), { autosaved: true });
      return saved;
    });
  }

  /** A published post's pending edit, or null. */
  async pendingEdit(postId: string): Promise<BlogRevision | null> {
    const pending = await this.versions.pending(postId);
    return pending && { ...pending, postId };
  }

  /** The post's saved and autosaved versions, newest first, without their contents. */
  async revisions(postId: string): Promise<BlogRevision[]> {
    return (await this.versions.list(postId)).map((version) => ({ ...version, postId }));
  }

  /** One version of the post, with its content, or null. */
  async revision(postId: string, id: string): Promise<BlogRevision | null> {
    const version = await this.versions.one(postId, id);
    return version && { ...version, postId };
  }

  /** A version's content (a list of versions comes without). */
  revisionContent(id: string): Promise<string> {
    return this.versions.body(id);
  }

  /** A version's English content, '' without one (a list of versions comes without). */
  async revisionEnglishContent(id: string): Promise<string> {
    return (await this.versions.bodies(id)).englishContent ?? '';
  }

  /** Removes the post as an entity, so the cache, the search and the versions learn which one went (and a refused delete writes nothing). */
  async delete(id: string): Promise<void> {
    const post = await this.posts.findOneBy({ id });
    if (!post) throw notFound(BLOG_NOT_FOUND);
    await this.dataSource.transaction((manager) => manager.remove(post));
  }
}
