import {
  localePath,
  type Locale,
  POSTS_PER_PAGE,
  postPath,
  projectPath,
  PROJECTS_PER_PAGE,
  type PublicPage,
} from '@portfolio/content-rules';
import type { Operations } from '../graphql/operations';
import type { PublicAnswers } from '../cache/public-answers';
import type { Services } from '../core/context';
import type { SitePages, SiteReads } from '../core/module';
import { visitorContext } from '../graphql/context';

/** A language as the schema's `Locale` names it in a read's variables: 'TR', 'EN'. */
export const localeVariable = (locale: Locale) => locale.toUpperCase() as 'TR' | 'EN';

/**
 * Which of the addresses `publicPage` reads the site has a page for now, asked of the gateway's own
 * schema as an anonymous reader asks it (a draft, a scheduled post, a tag without a visible post or
 * published project, and a list page past the end are no pages): the site's router, before it
 * renders, and the analytics, before a view is counted, ask this one place. Cheap: a fixed page or the first list page asks
 * nothing, the list's length is kept with the list's answers, a post, project or tag page is one
 * read (a tag's first page without posts two: its projects count too), a list of projects past its
 * first page or of one technology one. How many pages the lists have, whether a post or project is
 * there (and its slug), how many pages a tag has: the modules' `site` reads, read as any reader
 * reads them. An English address (issue 50) asks the same reads in English (`$locale: EN`): a post
 * or project without an English version, a list page past the end of the English list, a tag no
 * English post or project carries and /en/about without an English About are no pages.
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
      const { locale } = page;
      const english = locale !== 'tr';
      /** The site's read `query` in the page's language. */
      const read = <T>(query: string, variables: Record<string, unknown> = {}) =>
        operations.data<T>(query, { ...variables, locale: localeVariable(locale) }, context);
      if (page.kind === 'list' && page.page > 1) {
        const pages = await answers.remember(`list pages${english ? ` ${locale}` : ''}`, site.listTags, async () => {
          const data = await read<{ list: { pages: number } }>(site.listPages, { perPage: POSTS_PER_PAGE });
          return data!.list.pages;
        });
        return page.page <= pages ? page.url : null;
      }
      if (page.kind === 'post') {
        // In English, its English slug (current or former) finds it; the page's address is its current one.
        const post = (await read<{ post: { slug: string } | null }>(site.post, { id: page.slug }))?.post;
        return post ? localePath(locale, postPath(post.slug)) : null;
      }
      if (page.kind === 'page' && english && page.url === localePath(locale, '/about')) {
        const about = await read<{ owner: { name: string } | null }>(site.owner);
        return about?.owner ? page.url : null;
      }
      if (page.kind === 'tag') {
        const data = await read<{ list: { pages: number } | null }>(site.tagPages, {
          slug: page.slug,
          perPage: POSTS_PER_PAGE,
        });
        if (page.page <= (data?.list?.pages ?? 0)) return page.url;
        // Page 1 lists the technology's projects too: a tag of projects alone has it.
        if (page.page > 1) return null;
        const projects = await read<{ projects: { total: number } }>(site.tagProjects, { slug: page.slug });
        return (projects?.projects.total ?? 0) > 0 ? page.url : null;
      }
      if (page.kind === 'project') {
        const project = (await read<{ project: { slug: string } | null }>(site.project, { id: page.slug }))?.project;
        return project ? localePath(locale, projectPath(project.slug)) : null;
      }
      // Page 1 of every project is there, none or many; a technology's list only when it has one.
      if (page.kind === 'project-list' && (page.page > 1 || page.technology !== '')) {
        const data = await read<{ projects: { pages: number } }>(site.projectPages, {
          technology: page.technology || null,
          perPage: PROJECTS_PER_PAGE,
        });
        return page.page <= (data?.projects.pages ?? 0) ? page.url : null;
      }
      return page.url;
    },
  };
}
