import { TAG_NOT_FOUND } from '@portfolio/content-rules';
import { route } from '../../core/rest-route';
import { LANG, SUMMARY } from './blog.rest';

export const tagRoutes = [
  route({
    method: 'get',
    path: '/api/tags',
    summary: 'Every tag with its count of visible posts',
    description:
      "`slug` names the tag (/tags/{slug}; spellings that slug alike, 'Işık' and 'ışık', are one tag), `name` is the spelling most of its posts use and `count` how many visible posts carry it; in Turkish alphabetical order of the names. Drafts and scheduled posts count for no one. `lang=en`: only the posts that have an English version count; any other value but `tr` 400.",
    access: 'public',
    operation: 'query ($lang: Locale) { tags(locale: $lang) { slug name count } }',
    variables: { lang: 'query.lang' },
    queryValues: LANG.queryValues,
    result: 'tags',
  }),
  route({
    method: 'get',
    path: '/api/tags/:slug',
    summary: "A page of a tag's visible posts, newest first, without content",
    description: `\`{slug}\` as GET /api/tags names it. \`page\` (from 1) and \`perPage\` (1..100, default 12) as in GET /api/blogs: the page in \`data\` and \`meta: {page, perPage, total, pages}\`; a page past the end has no items. 404 when no visible post carries the tag.${LANG.note}`,
    access: 'public',
    operation: `query ($slug: String!, $page: Int, $perPage: Int, $lang: Locale) { tagPosts(slug: $slug, page: $page, perPage: $perPage, locale: $lang) { items { ${SUMMARY} } page perPage total pages } }`,
    variables: { slug: 'path', page: 'query.page', perPage: 'query.perPage', lang: 'query.lang' },
    queryValues: LANG.queryValues,
    result: 'tagPosts.items',
    meta: { page: 'tagPosts.page', perPage: 'tagPosts.perPage', total: 'tagPosts.total', pages: 'tagPosts.pages' },
    notFound: TAG_NOT_FOUND,
  }),
];
