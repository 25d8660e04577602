import { route } from '../../core/rest-route';
import { BLOG_NOT_FOUND } from './blog.service';

export const REVISION_NOT_FOUND = 'Sürüm bulunamadı';

export const SUMMARY = 'id title slug shortDescription tags publishDate status viewCount readingMinutes';

/** `?lang=en` (issue 50): the English texts, of the posts that have an English version; `tr` (or none) the Turkish. */
export const LANG = {
  queryValues: { lang: { tr: 'TR', en: 'EN' } },
  note: " `lang=en`: in English (`title`, `slug`, `shortDescription`, `content`, `readingMinutes` are the English version's), only posts that have one (else 404 for one post); `lang=tr` or none: Turkish; any other value 400.",
} as const;
const POST = `${SUMMARY} content mailSubscribers commentsOpen createdAt updatedAt`;
const REVISION = 'id postId kind savedAt title slug shortDescription tags publishDate';
const IF_MATCH =
  "With `If-Match` carrying the `updatedAt` the edit began from (or the post's pending edit's `savedAt`, see GET /api/blogs/{id}/revisions), a post changed since is refused with 409 and nothing changes; without it nothing is checked.";

export const blogRoutes = [
  route({
    method: 'get',
    path: '/api/blogs',
    summary: 'The visible posts, newest first, without content; or a page of them',
    description: `Visible: published and \`publishDate\` reached, the same for every caller. \`status=all\` (admin only, else 403) lists drafts and scheduled posts too.${LANG.note}`,
    access: 'public',
    operation: `query ($all: Boolean, $lang: Locale) { blogs(includeUnpublished: $all, locale: $lang) { ${SUMMARY} } }`,
    variables: { all: 'query.status', lang: 'query.lang' },
    queryValues: { status: { published: false, all: true }, ...LANG.queryValues },
    result: 'blogs',
    variants: [
      {
        when: ['q'],
        summary:
          "With `q`: the posts that match it, the best first, a page at a time (`page` as below, `perPage` 1..20, default 12; else 400) with the same `meta`. Each item is `{ post, highlightedTitle, snippet }`: the post without content, its title and about 200 characters of its text (from its first 2 000) as HTML with the matching words in `<mark>`. Turkish-aware: ı, I, İ → i and marks are folded (`isik` finds 'ışık'), each word begins a word ('gözl' finds 'gözlük'), a quoted phrase stands as written. At most 200 characters and 10 words; no letter or digit → 400.",
        operation: `query ($q: String!, $page: Int, $perPage: Int, $all: Boolean, $lang: Locale) { searchPosts(query: $q, page: $page, perPage: $perPage, includeUnpublished: $all, locale: $lang) { items { post { ${SUMMARY} } highlightedTitle snippet } page perPage total pages } }`,
        variables: {
          q: 'query.q',
          page: 'query.page',
          perPage: 'query.perPage',
          all: 'query.status',
          lang: 'query.lang',
        },
        result: 'searchPosts.items',
        meta: {
          page: 'searchPosts.page',
          perPage: 'searchPosts.perPage',
          total: 'searchPosts.total',
          pages: 'searchPosts.pages',
        },
      },
      {
        when: ['page', 'perPage'],
        summary:
          'With `page` (from 1) or `perPage` (1..100, default 12): that page of the same list in `data` and `meta: {page, perPage, total, pages}`; a page past the end has no items.',
        operation: `query ($page: Int, $perPage: Int, $all: Boolean, $lang: Locale) { blogPage(page: $page, perPage: $perPage, includeUnpublished: $all, locale: $lang) { items { ${SUMMARY} } page perPage total pages } }`,
        variables: { page: 'query.page', perPage: 'query.perPage', all: 'query.status', lang: 'query.lang' },
        result: 'blogPage.items',
        meta: { page: 'blogPage.page', perPage: 'blogPage.perPage', total: 'blogPage.total', pages: 'blogPage.pages' },
      },
    ],
  }),
  route({
    method: 'get',
    path: '/api/blogs/:id',
    summary: 'One post with its content; counts one view',
    description: `\`{id}\` is the post's \`_id\`, its slug or one of its former slugs (with \`lang=en\`, its English ones); \`slug\` in the answer is the current one (the canonical address /blog/{slug}, /en/blog/{slug}).${LANG.note}`,
    access: 'public',
    operation: `mutation ($id: ID!, $lang: Locale) { viewBlog(id: $id, locale: $lang) { ${POST} } }`,
    variables: { id: 'path', lang: 'query.lang' },
    queryValues: LANG.queryValues,
    result: 'viewBlog',
    notFound: BLOG_NOT_FOUND,
    variants: [
      {
        when: ['preview'],
        summary:
          '`preview=true` (admin only, else 403): the post even if it is a draft or scheduled, and no view is counted; with `lang=en`, its English version (the admin reads it so, to edit it).',
        operation: `query ($id: ID!, $preview: Boolean, $lang: Locale) { blog(id: $id, preview: $preview, locale: $lang) { ${POST} } }`,
        variables: { id: 'path', preview: 'query.preview', lang: 'query.lang' },
        result: 'blog',
        notFound: BLOG_NOT_FOUND,
      },
    ],
  }),
  route({
    method: 'get',
    path: '/api/blogs/:id/related',
    summary: 'What to read after a post: the posts just before and after it, and three related posts',
    description:
      '`{id}` as in GET /api/blogs/{id}; counts no view. `previous` is the older post and `next` the newer one (null at either end); `related` the three most alike (shared tags, shared words of the titles and summaries, recency). None has content. `lang=en`: among the posts that have an English version, in English.',
    access: 'public',
    operation: `query ($id: ID!, $lang: Locale) { blog(id: $id, locale: $lang) { previous { ${SUMMARY} } next { ${SUMMARY} } related { ${SUMMARY} } } }`,
    variables: { id: 'path', lang: 'query.lang' },
    queryValues: LANG.queryValues,
    result: 'blog',
    notFound: BLOG_NOT_FOUND,
  }),
  route({
    method: 'post',
    path: '/api/blogs',
    summary: 'Create a post (content is sanitised)',
    description:
      '`english`: its English version `{ title, slug?, shortDescription, content }` (the Turkish rules and messages; `slug` made from the English title when absent), or null/absent for none.',
    access: 'admin',
    operation: `mutation ($input: BlogInput!) { createBlog(input: $input) { ${POST} } }`,
    variables: { input: 'body' },
    result: 'createBlog',
    status: 201,
  }),
  route({
    method: 'put',
    path: '/api/blogs/:id',
    summary: 'Replace a post',
    description: `Its pending edit, if any, goes; the save is kept as a version. \`english\`: as in POST /api/blogs; absent keeps the English version, null removes it. ${IF_MATCH}`,
    access: 'admin',
    operation: `mutation ($id: ID!, $input: BlogInput!, $expected: DateTimeISO) { updateBlog(id: $id, input: $input, expectedUpdatedAt: $expected) { ${POST} } }`,
    variables: { id: 'path', input: 'body', expected: 'header.If-Match' },
    result: 'updateBlog',
  }),
  route({
    method: 'put',
    path: '/api/blogs/:id/autosave',
    summary:
      "Save an edit as the editor does by itself: a draft's texts at once, a published post's as its pending edit",
    description: `The body as for PUT /api/blogs/{id}, but only \`title\` is required (\`shortDescription\`, \`content\` and \`tags\` left out are empty; PUT /api/blogs/{id} requires them, as docs/product/admin.md#blog-form does); its \`status\` is ignored. A published or scheduled post stays as the public sees it until PUT /api/blogs/{id}. ${IF_MATCH}`,
    access: 'admin',
    operation: `mutation ($id: ID!, $input: BlogDraftInput!, $expected: DateTimeISO) { autosaveBlog(id: $id, input: $input, expectedUpdatedAt: $expected) { ${POST} pendingEdit { ${REVISION} content } } }`,
    variables: { id: 'path', input: 'body', expected: 'header.If-Match' },
    result: 'autosaveBlog',
  }),
  route({
    method: 'get',
    path: '/api/blogs/:id/revisions',
    summary: "A post's versions, newest first, without content, and its pending edit",
    description:
      "`{id}` as in GET /api/blogs/{id}. `revisions`: every save and an autosave at most every 10 minutes, the last 50. `pendingEdit`: a published post's edits that the editor saved and PUT has not published yet (with content), or null.",
    access: 'admin',
    operation: `query ($id: ID!) { blog(id: $id, preview: true) { id updatedAt pendingEdit { ${REVISION} content } revisions { ${REVISION} } } }`,
    variables: { id: 'path' },
    result: 'blog',
    notFound: BLOG_NOT_FOUND,
  }),
  route({
    method: 'get',
    path: '/api/blogs/:id/revisions/:revisionId',
    summary: 'One version of a post, with its content',
    description: "`{id}` is the post's `_id`.",
    access: 'admin',
    operation: `query ($id: ID!, $revisionId: ID!) { blogRevision(postId: $id, id: $revisionId) { ${REVISION} content } }`,
    variables: { id: 'path', revisionId: 'path' },
    result: 'blogRevision',
    notFound: REVISION_NOT_FOUND,
  }),
  route({
    method: 'delete',
    path: '/api/blogs/:id',
    summary: 'Delete a post',
    access: 'admin',
    operation: 'mutation ($id: ID!) { deleteBlog(id: $id) }',
    variables: { id: 'path' },
    result: null,
  }),
];
