import { POSTS_PER_PAGE, postPath, type PublicPage } from '@portfolio/content-rules';
import type { PublicReads } from '../graphql/public-reads';
import type { PublicAnswers } from '../cache/public-answers';
import type { Services } from '../core/context';
import type { SitePages } from '../core/module';
import { visitorContext } from '../graphql/context';

/** How many pages the list has, whether a post is there (and its slug), how many pages a tag has: read as any reader reads them. */
const PAGES = 'query Pages($perPage: Int!) { blogPage(page: 1, perPage: $perPage) { pages } }';
const POST = 'query Exists($id: ID!) { blog(id: $id) { slug } }';
const TAG_PAGES =
  'query TagPages($slug: String!, $perPage: Int!) { tagPosts(slug: $slug, perPage: $perPage) { pages } }';

/**
 * Which of the addresses `publicPage` reads the site has a page for now, asked of the gateway's own
 * schema as an anonymous reader asks it (a draft, a scheduled post, a tag without a visible post and
 * a list page past the end are no pages): the site's router, before it renders, and the analytics,
 * before a view is counted, ask this one place. Cheap: a fixed page or the first list page asks
 * nothing, the list's length is kept with the blog's answers, a post or tag page is one read.
 */
export function sitePages(reads: PublicReads, answers: PublicAnswers, services: () => Services): SitePages {
  return {
    async address(page: PublicPage): Promise<string | null> {
      if (!('url' in page)) return null;
      const context = visitorContext(services());
      if (page.kind === 'list' && page.page > 1) {
        const pages = await answers.remember('blog pages', ['blog'], async () => {
          const data = await reads.data<{ blogPage: { pages: number } }>(PAGES, { perPage: POSTS_PER_PAGE }, context);
          return data!.blogPage.pages;
        });
        return page.page <= pages ? page.url : null;
      }
      if (page.kind === 'post') {
        const post = (await reads.data<{ blog: { slug: string } | null }>(POST, { id: page.slug }, context))?.blog;
        return post ? postPath(post.slug) : null;
      }
      if (page.kind === 'tag') {
        const data = await reads.data<{ tagPosts: { pages: number } | null }>(
          TAG_PAGES,
          { slug: page.slug, perPage: POSTS_PER_PAGE },
          context,
        );
        return page.page <= (data?.tagPosts?.pages ?? 0) ? page.url : null;
      }
      return page.url;
    },
  };
}
