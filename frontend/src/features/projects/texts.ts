import { translator, type Locale } from '@portfolio/content-rules';

/** What the projects' pages say (issue 46), in the page's language (the catalogues' `projects.*`). */
export function projectsText(locale: Locale) {
  const t = translator(locale);
  return {
    title: t('projects.title'),
    lead: t('projects.lead'),
    empty: t('projects.empty'),
    filterLabel: t('projects.filterLabel'),
    allTechnologies: t('projects.allTechnologies'),
    filter: t('projects.filter'),
    failed: t('projects.failed'),
    ofTechnology: (name: string) => t('projects.ofTechnology', { name }),
  };
}

/** The Turkish pages' texts. */
export const PROJECTS_TEXT = projectsText('tr');
