import {
  BLOG_SLUG_RULE,
  checkList,
  checkText,
  END_BEFORE_START,
  normalizeList,
  PROJECT_RULES,
  splitList,
  PROJECT_TECHNOLOGIES_RULE,
} from '@portfolio/content-rules';
import type { AdminProjectFieldsFragment, ProjectStatus } from '../../../gql/admin/graphql';
import { isEmptyPost } from '../blogs/prepublish';

export type Project = AdminProjectFieldsFragment;

/** What the project form holds, as typed (technologies comma-separated, months 'YYYY-MM' or ''). */
export type ProjectFormFields = {
  title: string;
  slug: string;
  summary: string;
  content: string;
  cover: string;
  technologies: string;
  repo: string;
  demo: string;
  startDate: string;
  endDate: string;
  featured: boolean;
  /** The English version (issue 50): its title, slug, summary and content; all empty is none. */
  enTitle: string;
  enSlug: string;
  enSummary: string;
  enContent: string;
};

/** The keys of the project form's copies in this browser (the blog form's store, its own keys). */
export const NEW_PROJECT = 'proje:yeni';
export const copyKeyOf = (id: string | null) => (id ? `proje:${id}` : NEW_PROJECT);

/** The version an edit of `project` begins from: its pending edit's, else its own (optimistic concurrency). */
export const versionOf = (project: Project) => project.pendingEdit?.savedAt ?? project.updatedAt;

/** The form's fields as the server holds them: a published project's pending edit if it has one. */
export function fieldsOf(project?: Project): ProjectFormFields {
  const texts = project?.pendingEdit ?? project;
  return {
    title: texts?.title ?? '',
    slug: texts?.slug ?? '',
    summary: texts?.summary ?? '',
    content: texts?.content ?? '',
    cover: texts?.cover ?? '',
    technologies: texts?.technologies.join(', ') ?? '',
    repo: texts?.links.repo ?? '',
    demo: texts?.links.demo ?? '',
    startDate: texts?.startDate ?? '',
    endDate: texts?.endDate ?? '',
    featured: texts?.featured ?? false,
    enTitle: texts?.english?.title ?? '',
    enSlug: texts?.english?.slug ?? '',
    enSummary: texts?.english?.summary ?? '',
    enContent: texts?.english?.content ?? '',
  };
}

export const sameFields = (a: ProjectFormFields, b: ProjectFormFields) =>
  (Object.keys(a) as Array<keyof ProjectFormFields>).every((key) => a[key] === b[key]);

/** What the gateway is sent for `current` (the autosave's draft input has no status). */
export function inputOf(current: ProjectFormFields, status?: ProjectStatus) {
  return {
    title: current.title.trim(),
    // Empty on a new project: the gateway makes it from the title.
    slug: current.slug.trim() || null,
    summary: current.summary.trim(),
    content: current.content,
    cover: current.cover,
    technologies: normalizeList(splitList(current.technologies)),
    links: { repo: current.repo.trim(), demo: current.demo.trim() },
    startDate: current.startDate || null,
    endDate: current.endDate || null,
    featured: current.featured,
    // Null when the form holds no English version: one the project had is removed (absent would keep it).
    english: hasEnglish(current)
      ? {
          title: current.enTitle.trim(),
          slug: current.enSlug.trim() || null,
          summary: current.enSummary.trim(),
          content: current.enContent,
        }
      : null,
    ...(status ? { status } : {}),
  };
}

export type FieldErrors = Partial<
  Record<
    | 'title'
    | 'slug'
    | 'summary'
    | 'technologies'
    | 'repo'
    | 'demo'
    | 'startDate'
    | 'endDate'
    | 'enTitle'
    | 'enSlug'
    | 'enSummary',
    string
  >
>;

/**
 * The form's fields against the gateway's rules (PROJECT_RULES, with its Turkish messages): each
 * field's message, none when all hold. On a new project the slug may stay empty (made from the title).
 */
export function fieldErrors(fields: ProjectFormFields, editing: boolean, englishSaved = false): FieldErrors {
  const errors: FieldErrors = {
    title: checkText(PROJECT_RULES.title, fields.title),
    slug: !editing && fields.slug.trim() === '' ? undefined : checkText(BLOG_SLUG_RULE, fields.slug),
    summary: checkText(PROJECT_RULES.summary, fields.summary),
    technologies: checkList(PROJECT_TECHNOLOGIES_RULE, normalizeList(splitList(fields.technologies))),
    repo: checkText(PROJECT_RULES.link, fields.repo),
    demo: checkText(PROJECT_RULES.link, fields.demo),
    startDate: checkText(PROJECT_RULES.month, fields.startDate),
    endDate: checkText(PROJECT_RULES.month, fields.endDate),
    // Issue 50: the English version by the Turkish rules, when the form holds one; its slug as a
    // saved project's once the English version is saved.
    ...(hasEnglish(fields) && {
      enTitle: checkText(PROJECT_RULES.title, fields.enTitle),
      enSlug: !englishSaved && fields.enSlug.trim() === '' ? undefined : checkText(BLOG_SLUG_RULE, fields.enSlug),
      enSummary: checkText(PROJECT_RULES.summary, fields.enSummary),
    }),
  };
  if (!errors.startDate && !errors.endDate && fields.startDate && fields.endDate && fields.endDate < fields.startDate)
    errors.endDate = END_BEFORE_START;
  for (const key of Object.keys(errors) as Array<keyof FieldErrors>) if (!errors[key]) delete errors[key];
  return errors;
}

/** Whether the form holds an English version: any of its texts written (an editor left empty is none). */
export const hasEnglish = (fields: ProjectFormFields) =>
  [fields.enTitle, fields.enSlug, fields.enSummary].some((text) => text.trim() !== '') ||
  !isEmptyPost(fields.enContent);

/** The form without an English version ('İngilizce sürümü kaldır'). */
export const NO_ENGLISH = { enTitle: '', enSlug: '', enSummary: '', enContent: '' } as const;

/** The English version the server holds for the form: the pending edit's, else the project's; null for none. */
export const englishOf = (project: Project) => (project.pendingEdit ?? project).english ?? null;

/** The period as the site shows it: '2024-05 – Devam ediyor' ('' without a start). */
export const ONGOING = 'Devam ediyor';
