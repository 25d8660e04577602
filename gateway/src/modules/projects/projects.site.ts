import { localePath, projectPath } from '@portfolio/content-rules';
import { Locale } from '../../core/locale';
import type { SearchShown, SiteReads } from '../../core/module';
import type { Project } from './project.entity';

/** How many projects the sitemap reads at a time: a page of the list, at its largest. */
const ALL_PER_PAGE = 100;

/**
 * The projects' reads the site's pages, sitemap and share cards run (core/module.ts `SiteReads`:
 * their aliases), each in the language of the site's address (`$locale`, Turkish unless given).
 */
export const PROJECT_SITE_READS: Partial<SiteReads> = {
  // Each takes `$locale` (Turkish unless given): in English only the projects with an English version (issue 50).
  project:
    'query ProjectExists($id: ID!, $locale: Locale = TR) { project(id: $id, locale: $locale) { slug alternates { locale path } } }',
  projectPages:
    'query ProjectPages($technology: String, $perPage: Int!, $locale: Locale = TR) { projects(technology: $technology, perPage: $perPage, locale: $locale) { pages } }',
  tagProjects:
    'query TagProjects($slug: String!, $locale: Locale = TR) { projects(technology: $slug, perPage: 1, locale: $locale) { total } }',
  allProjects: `query AllProjects($page: Int!, $locale: Locale = TR) { projects(page: $page, perPage: ${ALL_PER_PAGE}, locale: $locale) { pages items { slug updatedAt technologies alternates { locale path } } } }`,
  projectCard:
    'query ProjectCard($id: ID!, $locale: Locale = TR) { project(id: $id, locale: $locale) { slug title summary locale } }',
  // The sitemap lists them.
  feedTags: ['projects'],
};

/** A project as a result of the site's search (`search`): its title, summary, page and the day it was made. */
export const PROJECT_SEARCH_RESULT: SearchShown = {
  tags: ['projects'],
  columns: ['title', 'slug', 'summary', 'createdAt', 'enTitle', 'enSlug', 'enSummary'],
  show: (project: Project, locale: Locale) =>
    locale === Locale.EN && project.enSlug
      ? {
          title: project.enTitle!,
          summary: project.enSummary ?? '',
          path: localePath('en', projectPath(project.enSlug)),
          date: project.createdAt,
        }
      : { title: project.title, summary: project.summary, path: projectPath(project.slug), date: project.createdAt },
};
