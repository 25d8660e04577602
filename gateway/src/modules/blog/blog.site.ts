import { localePath, postPath } from '@portfolio/content-rules';
import { Locale } from '../../core/locale';
import type { SearchShown, SiteReads } from '../../core/module';
import type { BlogPost } from './blog-post.entity';

const POST_FIELDS = 'slug title shortDescription tags publishDate updatedAt';

/**
 * The blog's reads the site's pages, feeds and share cards run (core/module.ts `SiteReads`: their
 * aliases), each in the language of the site's address (`$locale`, Turkish unless given).
 */
export const BLOG_SITE_READS: Partial<SiteReads> = {
  listPages:
    'query Pages($perPage: Int!, $locale: Locale! = TR) { list: blogPage(page: 1, perPage: $perPage, locale: $locale) { pages } }',
  post: 'query Exists($id: ID!, $locale: Locale! = TR) { post: blog(id: $id, locale: $locale) { slug } }',
  tagPages:
    'query TagPages($slug: String!, $perPage: Int!, $locale: Locale! = TR) { list: tagPosts(slug: $slug, perPage: $perPage, locale: $locale) { pages } }',
  latest: `query Latest($perPage: Int!, $locale: Locale! = TR) { list: blogPage(perPage: $perPage, locale: $locale) { items { ${POST_FIELDS} content } } }`,
  // The sitemap's: every post in Turkish, with its pages in each language.
  all: `query All { posts: blogs { ${POST_FIELDS} alternates { locale path } } }`,
  tag: `query Tag($slug: String!, $perPage: Int!, $locale: Locale! = TR) { tag(slug: $slug, locale: $locale) { slug name } list: tagPosts(slug: $slug, perPage: $perPage, locale: $locale) { items { ${POST_FIELDS} content } } }`,
  card: 'query Card($id: ID!, $locale: Locale! = TR) { post: blog(id: $id, locale: $locale) { slug title publishDate } }',
  listTags: ['blog'],
  feedTags: ['blog'],
};

/**
 * A post as a result of the site's search (`search`): its title, summary, page and publication
 * date, in the language searched (an English result is found only by its English document).
 */
export const POST_SEARCH_RESULT: SearchShown = {
  tags: ['blog'],
  columns: ['title', 'slug', 'shortDescription', 'publishDate', 'enTitle', 'enSlug', 'enShortDescription'],
  show: (post: BlogPost, locale: Locale) =>
    locale === Locale.EN && post.enSlug
      ? {
          title: post.enTitle!,
          summary: post.enShortDescription!,
          path: localePath('en', postPath(post.enSlug)),
          date: post.publishDate,
        }
      : { title: post.title, summary: post.shortDescription, path: postPath(post.slug), date: post.publishDate },
};
