import { POSTS_PER_PAGE, postPath, projectPath, PROJECTS_PER_PAGE, type PublicPage } from '@portfolio/content-rules';
import type { Operations } from '../graphql/operations';
import type { PublicAnswers } from '../cache/public-answers';
import type { Services } from '../core/context';
import type { SitePages, SiteReads } from '../core/module';
import { visitorContext } from '../graphql/context';

/**
 * Which of the addresses `publicPage` reads the site has a page for now, asked of the gateway's own
 * schema as an anonymous reader asks it (a draft, a scheduled post, a tag without a visible post or
 * published project, and a list page past the end are no pages): the site's router, before it
 * renders, and the analytics, before a view is counted, ask this one place. Cheap: a fixed page or the first list page asks
 * nothing, the list's length is kept with the list's answers, a post, project or tag page is one
 * read (a tag's first page without posts two: its projects count too), a list of projects past its
 * first page or of one technology one. How many pages the lists have, whether a post or project is
 * there (and its slug), how many pages a tag has: the modules' `site` reads, read as any reader
 * reads them.
 */
export function sitePages(
  operations: Operations,
  answers: PublicAnswers,
  services: () => Services,
  site: SiteReads,
): SitePages {
  return {
    async address(page: PublicPage): Promise<string | null> {
      if (!('url' in page)) return null;
      const context = visitorContext(services());
      if (page.kind === 'list' && page.page > 1) {
        const pages = await answers.remember('list pages', site.listTags, async () => {
          const data = await operations.data<{ list: { pages: number } }>(
            site.listPages,
            { perPage: POSTS_PER_PAGE },
            context,
          );
          return data!.list.pages;
        });
        return page.page <= pages ? page.url : null;
      }
      if (page.kind === 'post') {
        const post = (await operations.data<{ post: { slug: string } | null }>(site.post, { id: page.slug }, context))
          ?.post;
        return post ? postPath(post.slug) : null;
      }
      if (page.kind === 'tag') {
        const data = await operations.data<{ list: { pages: number } | null }>(
          site.tagPages,
          { slug: page.slug, perPage: POSTS_PER_PAGE },
          context,
        );
        if (page.page <= (data?.list?.pages ?? 0)) return page.url;
        // Page 1 lists the technology's projects too: a tag of projects alone has it.
        if (page.page > 1) return null;
        const projects = await operations.data<{ projects: { total: number } }>(
          site.tagProjects,
          { slug: page.slug },
          context,
        );
        return (projects?.projects.total ?? 0) > 0 ? page.url : null;
      }
      if (page.kind === 'project') {
        const project = (
          await operations.data<{ project: { slug: string } | null }>(site.project, { id: page.slug }, context)
        )?.project;
        return project ? projectPath(project.slug) : null;
      }
      // Page 1 of every project is there, none or many; a technology's list only when it has one.
      if (page.kind === 'project-list' && (page.page > 1 || page.technology !== '')) {
        const data = await operations.data<{ projects: { pages: number } }>(
          site.projectPages,
          { technology: page.technology || null, perPage: PROJECTS_PER_PAGE },
          context,
        );
        return page.page <= (data?.projects.pages ?? 0) ? page.url : null;
      }
      return page.url;
    },
  };
}
