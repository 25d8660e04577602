import { isSlug, localePath, postPath, postShareImagePath, slugify, tagPath, textOf } from '@portfolio/content-rules';
import { In, MoreThan, type EntityManager } from 'typeorm';
import { Locale } from '../../core/locale';
import type { AnnouncedItem, Module, Tag, WrittenRow } from '../../core/module';
import { ReadingTime1797100000000 } from './1797100000000-reading-time';
import { BlogPostTags1797250000000 } from './1797250000000-blog-post-tags';
import { Revisions1797700000000 } from './1797700000000-revisions';
import { ContentBytes1798100000000 } from './1798100000000-content-bytes';
import { PostMailSubscribers1799610000000 } from './1799610000000-post-mail-subscribers';
import { PostCommentsOpen1799700000000 } from './1799700000000-post-comments-open';
import { EnglishVersion1799800000000, measureBodies } from './1799800000000-english-version';
import { BlogPost, BlogStatus } from './blog-post.entity';
import { BlogPostTag } from './blog-post-tag.entity';
import { POST_VERSIONS } from './blog-revision';
import { firstShareableImage } from './post-image';
import { BlogSlug } from './blog-slug.entity';
import { BLOG_COST } from './blog.cost';
import { BlogResolver } from './blog.resolver';
import { blogRoutes } from './blog.rest';
import { BLOG_SITE_READS, POST_SEARCH_RESULT } from './blog.site';
import { PostRevisionsResolver, RevisionResolver } from './revisions.resolver';
import { BlogService } from './blog.service';
import { visibleWhere } from './blog.reads';
import { TagResolver } from './tags.resolver';
import { tagRoutes } from './tags.rest';
import { TagService } from './tags.service';

declare module '../../core/context' {
  interface Services {
    blog: BlogService;
    tags: TagService;
  }
}

const LIST = () => ['blog'];
/** The tags' queries (tags.resolver.ts): anyone may ask them; they read the visible posts alone. */
const TAG_FIELDS = ['query.tags', 'query.tag', 'query.tagPosts'];

/** A write of a post drops the lists and that post's answers; a view (viewCount alone) drops nothing. */
function postWritten(row: WrittenRow, ...before: WrittenRow[]): Tag[] {
  if (row && Object.keys(row).length === 1 && 'viewCount' in row) return [];
  const id = [row, ...before].find((r) => typeof r?.id === 'string')?.id as string | undefined;
  return ['blog', id ? `post:${id}` : 'post:*'];
}

/**
 * The visible post that `key` names (its id, or a slug it has or had), as `BlogReads.find` looks it
 * up: a slug in `locale`, or without one in either language, the Turkish first.
 */
async function visiblePost(manager: EntityManager, key: string, locale?: Locale): Promise<BlogPost | null> {
  const slugs = isSlug(key) ? await manager.findBy(BlogSlug, locale ? { slug: key, locale } : { slug: key }) : [];
  const id = (slugs.find((slug) => slug.locale === Locale.TR) ?? slugs[0])?.postId ?? key;
  // An id is a UUID: 36 characters, as its column.
  return id.length <= 36 ? manager.findOneBy(BlogPost, { id, ...visibleWhere(new Date()) }) : null;
}

/** What a post's mail, Webmentions and fediverse `Article` show of it (`announced`). */
function announcedItem(post: BlogPost): AnnouncedItem {
  const tags = new Map<string, string>();
  for (const name of post.tags) if (!tags.has(slugify(name))) tags.set(slugify(name), name);
  return {
    id: post.id,
    title: post.title,
    summary: post.shortDescription,
    html: post.content,
    path: postPath(post.slug),
    image: postShareImagePath(post.slug),
    cover: firstShareableImage(post.content),
    tags: [...tags].map(([slug, name]) => ({ name, path: tagPath(slug) })),
    publishedAt: post.publishDate,
    updatedAt: post.updatedAt,
  };
}

/** The blog: posts (drafts, schedules, slugs and their history, versions), their views and pages. */
export const blogModule: Module = {
  name: 'blog',
  entities: [BlogPost, BlogSlug, BlogPostTag],
  migrations: [
    ReadingTime1797100000000,
    BlogPostTags1797250000000,
    Revisions1797700000000,
    ContentBytes1798100000000,
    PostMailSubscribers1799610000000,
    PostCommentsOpen1799700000000,
    EnglishVersion1799800000000,
  ],
  revisions: [POST_VERSIONS],
  resolvers: [BlogResolver, PostRevisionsResolver, RevisionResolver, TagResolver],
  routes: [...blogRoutes, ...tagRoutes],
  services: ({ dataSource }, { search, revisions }) => {
    const blog = new BlogService(dataSource, search, revisions);
    return { blog, tags: new TagService(dataSource, blog) };
  },
  publicFields: [
    'query.blogs',
    'query.blogPage',
    'query.searchPosts',
    'query.blog',
    'mutation.viewBlog',
    ...TAG_FIELDS,
  ],
  answers: {
    blogs: LIST,
    blogPage: LIST,
    searchPosts: LIST,
    // Tags show which posts are visible: any write of a post may change them.
    tags: LIST,
    tag: LIST,
    tagPosts: LIST,
    // A post's answer names the post, and the list: it may show the posts beside it (previous,
    // next, related), which change with any post's write.
    blog: (post) => {
      const id = (post as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? ['blog', `post:${id}`] : ['blog'];
    },
  },
  writes: [
    [BlogPost, postWritten],
    [BlogSlug, LIST],
    [BlogPostTag, LIST],
  ],
  // A post dated later appears at its moment: the lists change then, with no write.
  schedule: {
    tags: ['blog'],
    next: async (dataSource, after) => {
      const next = await dataSource.getRepository(BlogPost).findOne({
        select: { id: true, publishDate: true },
        where: { status: BlogStatus.PUBLISHED, publishDate: MoreThan(after) },
        order: { publishDate: 'ASC' },
      });
      return next?.publishDate ?? null;
    },
  },
  // The site's search finds posts (modules/search indexes them; `searchPosts` shows them).
  searchable: [
    {
      entity: BlogPost,
      kind: 'post',
      columns: [
        'title',
        'shortDescription',
        'tags',
        'content',
        'status',
        'publishDate',
        'createdAt',
        'enTitle',
        'enSlug',
        'enShortDescription',
        'enContent',
      ],
      document: (post: BlogPost) => ({
        title: post.title,
        summary: `${post.shortDescription} ${post.tags.join(' ')}`,
        text: textOf(post.content),
        date: post.publishDate,
        createdAt: post.createdAt,
        public: post.status === BlogStatus.PUBLISHED,
      }),
      // Its English version, searched on its own (`search(locale: EN)`); its tags are names in both.
      english: (post: BlogPost) =>
        post.enSlug
          ? {
              title: post.enTitle!,
              summary: `${post.enShortDescription} ${post.tags.join(' ')}`,
              text: textOf(post.enContent ?? ''),
              date: post.publishDate,
              createdAt: post.createdAt,
              public: post.status === BlogStatus.PUBLISHED,
            }
          : null,
      result: POST_SEARCH_RESULT,
    },
  ],
  // A post is mailed to the site's subscribers when it becomes visible, if its 'Abonelere gönder'
  // says so (modules/subscribers makes and sends the mailing; the blog knows nothing of it); the
  // pages it links to are told (modules/webmentions), and its followers on the fediverse get it.
  announced: [
    {
      entity: BlogPost,
      kind: 'post',
      visibleAt: (post: BlogPost) => (post.status === BlogStatus.PUBLISHED ? post.publishDate : null),
      title: (post: BlogPost) => post.title,
      wanted: (post: BlogPost) => post.mailSubscribers,
      mail: async (manager, id) => {
        const post = await manager.findOneBy(BlogPost, { id, ...visibleWhere(new Date()) });
        return post && announcedItem(post);
      },
      // The ids in the list's order from its index alone, then those rows (blog.reads.ts `listIds`).
      visible: async (manager, { skip, take }) => {
        const where = visibleWhere(new Date());
        const [total, ids] = await Promise.all([
          manager.countBy(BlogPost, where),
          // TypeORM takes a `take` of 0 for no limit: none asked, none read.
          !take
            ? []
            : manager.find(BlogPost, {
                select: { id: true },
                where,
                order: { publishDate: 'DESC', createdAt: 'DESC' },
                skip,
                take,
              }),
        ]);
        const posts = ids.length ? await manager.findBy(BlogPost, { id: In(ids.map(({ id }) => id)) }) : [];
        const byId = new Map(posts.map((post) => [post.id, post]));
        return { total, items: ids.flatMap(({ id }) => (byId.has(id) ? [announcedItem(byId.get(id)!)] : [])) };
      },
    },
  ],
  // Readers answer a visible post (modules/comments: the form, Webmentions), while its
  // 'Yorumlara açık' says so; the blog knows nothing of comments.
  discussed: [
    {
      entity: BlogPost,
      kind: 'post',
      find: async (manager, key, locale) => {
        const post = await visiblePost(manager, key, locale);
        // An untranslated post has no English page to answer on.
        if (!post || (locale === Locale.EN && !post.enSlug)) return null;
        return {
          id: post.id,
          title: post.title,
          path: locale === Locale.EN ? localePath('en', postPath(post.enSlug!)) : postPath(post.slug),
          publishedAt: post.publishDate,
          open: post.commentsOpen,
        };
      },
      describe: async (manager, ids) => {
        const posts = ids.length
          ? await manager.find(BlogPost, { select: { id: true, title: true, slug: true }, where: { id: In(ids) } })
          : [];
        return new Map(posts.map((post) => [post.id, { title: post.title, path: postPath(post.slug) }]));
      },
    },
  ],
  // An archive made before `contentBytes` holds none.
  restored: (manager) => measureBodies(manager),
  cost: BLOG_COST,
  site: BLOG_SITE_READS,
  sandboxQuery: '{\n  blogs {\n    id\n    title\n  }\n}\n',
};
