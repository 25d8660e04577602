import { RevisionKind } from '@portfolio/content-rules';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Versioned } from '../../core/module';
import { Project, ProjectLinks } from './project.entity';
import { type ProjectTranslation, translationOf } from './projects.types';

/** A project's English texts, its content among them. */
export type ProjectEnglish = Pick<ProjectTranslation, 'title' | 'slug' | 'summary'> & { content: string };

/**
 * What a version of a project holds: the texts of the form, both languages' (null: no English
 * version; absent from a version kept before issue 50). The English content is a further body, as
 * the blog's (`englishContent`, '' without an English version): the JSON of the other texts is a
 * 64 KB `text` on MySQL. Its status and order are not texts.
 */
export type ProjectTexts = Pick<
  Project,
  'title' | 'slug' | 'summary' | 'content' | 'cover' | 'technologies' | 'links' | 'startDate' | 'endDate' | 'featured'
> & { english: Omit<ProjectEnglish, 'content'> | null; englishContent: string };

/** A project's English texts, all of them read (a written project's). */
export function englishOf(project: Project): ProjectEnglish | null {
  const english = translationOf(project);
  return (
    english && { title: english.title, slug: english.slug, summary: english.summary, content: english.content ?? '' }
  );
}

/** A version's English texts from `english` (null: none): its content apart. */
export function versionEnglish(english: ProjectEnglish | null): Pick<ProjectTexts, 'english' | 'englishContent'> {
  if (!english) return { english: null, englishContent: '' };
  const { content, ...texts } = english;
  return { english: texts, englishContent: content };
}

export const textsOf = (project: Project): ProjectTexts => ({
  title: project.title,
  slug: project.slug,
  summary: project.summary,
  content: project.content,
  cover: project.cover,
  technologies: project.technologies,
  links: { repo: project.links.repo, demo: project.links.demo },
  startDate: project.startDate,
  endDate: project.endDate,
  featured: project.featured,
  ...versionEnglish(englishOf(project)),
});

/**
 * The projects' versions (modules/revisions), as the blog's POST_VERSIONS: every save, an autosave at
 * most every 10 minutes (the last 50), a published project's pending edit, and the conflict check of
 * a save begun from a version replaced since. Deleting the project deletes them.
 */
export const PROJECT_VERSIONS: Versioned = {
  entity: Project,
  subject: 'project',
  body: 'content',
  bodies: ['englishContent'],
  conflict:
    'Bu proje siz düzenlerken başka bir sekmede ya da cihazda kaydedildi; üzerine yazılmadı. Son hâlini görmek için projeyi yeniden açın.',
};

/** A version of a project's texts, as the GraphQL schema shows it (as BlogRevision). */
@ObjectType({ description: "A saved version of a project's texts, as the admin wrote them." })
export class ProjectRevision {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  projectId: string;

  @Field(() => RevisionKind)
  kind: RevisionKind;

  /** When this version was saved; a pending edit's, when it was last saved. */
  @Field(() => Date)
  savedAt: Date;

  @Field(() => String)
  title: string;

  @Field(() => String, { nullable: true, description: 'The slug asked for, if any (a pending edit may change it).' })
  slug: string | null;

  @Field(() => String)
  summary: string;

  /** Absent from a list, read when asked (projects.resolver.ts). */
  @Field(() => String, { description: 'Sanitised rich HTML, as the project would store it.' })
  content: string;

  @Field(() => String)
  cover: string;

  @Field(() => [String])
  technologies: string[];

  @Field(() => ProjectLinks)
  links: ProjectLinks;

  @Field(() => String, { nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true })
  endDate: string | null;

  @Field(() => Boolean)
  featured: boolean;

  /**
   * Its English texts but the content (shown as `english`, projects.resolver.ts); absent from a
   * version kept before issue 50: none. One kept before its content was a further body holds it here.
   */
  english?: (Omit<ProjectEnglish, 'content'> & { content?: string }) | null;

  /** Its English content; absent from a list, read when asked. */
  englishContent?: string;
}
