import type { SiteReads } from '../../core/module';

const POST_FIELDS = 'slug title shortDescription tags publishDate updatedAt';

/** The blog's reads the site's pages, feeds and share cards run (core/module.ts `SiteReads`: their aliases). */
export const BLOG_SITE_READS: Partial<SiteReads> = {
  listPages: 'query Pages($perPage: Int!) { list: blogPage(page: 1, perPage: $perPage) { pages } }',
  post: 'query Exists($id: ID!) { post: blog(id: $id) { slug } }',
  tagPages:
    'query TagPages($slug: String!, $perPage: Int!) { list: tagPosts(slug: $slug, perPage: $perPage) { pages } }',
  latest: `query Latest($perPage: Int!) { list: blogPage(perPage: $perPage) { items { ${POST_FIELDS} content } } }`,
  all: `query All { posts: blogs { ${POST_FIELDS} } }`,
  tag: `query Tag($slug: String!, $perPage: Int!) { tag(slug: $slug) { slug name } list: tagPosts(slug: $slug, perPage: $perPage) { items { ${POST_FIELDS} content } } }`,
  card: 'query Card($id: ID!) { post: blog(id: $id) { slug title publishDate } }',
  listTags: ['blog'],
  feedTags: ['blog'],
};
