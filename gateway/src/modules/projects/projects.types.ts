import { Field, Int, ObjectType } from 'type-graphql';
import { Locale } from '../../core/locale';
import { Project } from './project.entity';

/** A project's English version as the admin reads and writes it (issue 50). */
@ObjectType({ description: "A project's English version, as the admin wrote it." })
export class ProjectTranslation {
  /** Whose version it is: a list's contents are read when asked, as the project's (projects.resolver.ts). */
  projectId?: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'Its English address: /en/projects/{slug}.' })
  slug: string;

  @Field(() => String)
  summary: string;

  /** Absent from a list, read when asked. */
  @Field(() => String, { description: 'Sanitised rich HTML.' })
  content?: string;
}

/**
 * The project as a read in English answers it: its English texts in place of the Turkish ones
 * (`content` too, when read), `locale` EN; null for a project without an English version.
 */
export function inEnglish(project: Project): Project | null {
  const english = translationOf(project);
  if (!english) return null;
  const { title, slug, summary, content } = english;
  return Object.assign(Object.create(Project.prototype) as Project, project, {
    ...{ title, slug, summary, content },
    locale: Locale.EN,
    turkishSlug: project.slug,
  });
}

/** A project's English version from its columns, or null without one. */
export function translationOf(project: Project): ProjectTranslation | null {
  if (project.enSlug == null || project.enTitle == null) return null;
  return {
    projectId: project.id,
    title: project.enTitle,
    slug: project.enSlug,
    summary: project.enSummary ?? '',
    content: project.enContent ?? undefined,
  };
}

@ObjectType({ description: "A page of projects in the owner's order, featured first." })
export class ProjectPage {
  @Field(() => [Project])
  items: Project[];

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  perPage: number;

  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: 'ceil(total / perPage); 0 without projects.' })
  pages: number;
}

@ObjectType('ProjectTechnology', { description: 'A technology of the published projects, by its slug (a tag slug).' })
export class ProjectTechnologyCount {
  @Field(() => String, { description: "content-rules' slugify of its name: /tags/{slug}, projects(technology: slug)." })
  slug: string;

  @Field(() => String, { description: 'Its spelling (the first in byte order when projects spell it differently).' })
  name: string;

  @Field(() => Int, { description: 'How many published projects list it.' })
  count: number;
}
