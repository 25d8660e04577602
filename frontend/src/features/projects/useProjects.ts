import { useQuery } from '@apollo/client/react';
import { PROJECTS_PER_PAGE } from '@portfolio/content-rules';
import {
  FeaturedProjectsDocument,
  ProjectDocument,
  ProjectPreviewDocument,
  ProjectsDocument,
  ProjectsInMenuDocument,
  ProjectAlternatesDocument,
  ProjectTechnologiesDocument,
} from '../../gql/graphql';
import { localeVariables, useLocale } from '../../lib/i18n';

// Every public read is in the page's language (lib/i18n): EN asks for the English versions alone.

/**
 * Page `page` of the published projects (featured first, then the owner's order), of one technology
 * (a tag's slug) when given, with every technology for the filter form. `skip`: ask nothing.
 */
export function useProjectPage(page: number, technology: string, { skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error } = useQuery(ProjectsDocument, {
    variables: { page, perPage: PROJECTS_PER_PAGE, technology: technology || null, ...localeVariables(useLocale()) },
    skip,
  });
  return { list: data?.projects ?? null, technologies: data?.projectTechnologies ?? null, loading, error };
}

/**
 * The home page's first three projects, of which it shows the featured ones (at most three), and
 * how many are published (the About page's link). None when it fails: the pages stay as they were.
 */
export function useFeaturedProjects() {
  const { data } = useQuery(FeaturedProjectsDocument, { variables: localeVariables(useLocale()) });
  return {
    featured: (data?.projects.items ?? []).filter((project) => project.featured),
    total: data?.projects.total ?? 0,
  };
}

/** Every technology of the published projects, with its count (/tags). */
export function useProjectTechnologies() {
  const { data, loading, error } = useQuery(ProjectTechnologiesDocument, { variables: localeVariables(useLocale()) });
  return { technologies: data?.projectTechnologies ?? null, loading, error };
}

/** Whether the menu shows 'Projeler' (the owner's choice); false until known, and when the question fails: SPEC's menu stays. */
export function useProjectsInMenu() {
  const { data } = useQuery(ProjectsInMenuDocument);
  return data?.projectsInMenu ?? false;
}

/** A published project by its id, slug or former slug (null if there is none). */
export function useProject(idOrSlug: string, { skip }: { skip: boolean }) {
  const { data, loading, error } = useQuery(ProjectDocument, {
    variables: { id: idOrSlug, ...localeVariables(useLocale()) },
    skip,
  });
  return { project: data?.project ?? null, loading, error };
}

/** A project's page in each language it has (the language switch); null for no project. */
export function useProjectAlternates(idOrSlug: string, { skip }: { skip: boolean }) {
  const { data } = useQuery(ProjectAlternatesDocument, {
    variables: { id: idOrSlug, ...localeVariables(useLocale()) },
    skip,
  });
  return data?.project?.alternates ?? null;
}

/**
 * The owner's preview of a project, a draft too (`status` tells). Anyone else gets FORBIDDEN; the
 * null answer is kept with the error, so the hydrated page is the 404 the server rendered.
 */
export function useProjectPreview(idOrSlug: string, { skip }: { skip: boolean }) {
  const { data, loading, error } = useQuery(ProjectPreviewDocument, {
    variables: { id: idOrSlug },
    skip,
    errorPolicy: 'all',
  });
  return { project: data?.project ?? null, loading, error };
}
