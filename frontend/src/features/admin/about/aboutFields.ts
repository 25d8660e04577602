import { ABOUT_RULES, checkText, EXPERIENCE_RULES, splitList, type Locale } from '@portfolio/content-rules';
import type { AdminAboutFieldsFragment } from '../../../gql/admin/graphql';

export type About = AdminAboutFieldsFragment;

/**
 * One experience being edited; `key` is local only (stable across reorders), never sent. Its
 * English texts (issue 50) travel with it, so a reorder keeps them together; all empty is none.
 */
export type ExperienceDraft = {
  key: string;
  title: string;
  company: string;
  period: string;
  description: string;
  enTitle: string;
  enPeriod: string;
  enDescription: string;
};

/** The page's texts as typed, in both languages (the English name, title and description all empty: none). */
export type AboutTexts = {
  name: string;
  title: string;
  description: string;
  enName: string;
  enTitle: string;
  enDescription: string;
  experiences: ExperienceDraft[];
};

let nextKey = 0;
export const newExperienceKey = () => `experience-${++nextKey}`;

export const emptyExperience = (key: string): ExperienceDraft => ({
  key,
  title: '',
  company: '',
  period: '',
  description: '',
  enTitle: '',
  enPeriod: '',
  enDescription: '',
});

export const toDrafts = (about: About | null): ExperienceDraft[] =>
  (about?.experiences ?? []).map(({ title, company, period, description, english }) => ({
    key: newExperienceKey(),
    title,
    company,
    period,
    description,
    enTitle: english?.title ?? '',
    enPeriod: english?.period ?? '',
    enDescription: english?.description ?? '',
  }));

const written = (...texts: string[]) => texts.some((text) => text.trim() !== '');

/** Whether the form holds the page's English version: any of its name, title or description written. */
export const hasEnglish = (texts: Pick<AboutTexts, 'enName' | 'enTitle' | 'enDescription'>) =>
  written(texts.enName, texts.enTitle, texts.enDescription);

/** Whether an experience has English texts: any of its English title, period or description written. */
export const experienceHasEnglish = (experience: ExperienceDraft) =>
  written(experience.enTitle, experience.enPeriod, experience.enDescription);

/** docs/product/admin.md#about-editor: split on commas, trimmed, empty entries dropped. */
export const splitTechnologies = splitList;

/**
 * What updateAbout is sent. `english` is always there: null where the form holds none, so an English
 * version the page or an experience had is removed (absent would keep it).
 */
export function inputOf(texts: AboutTexts, technologies: string) {
  return {
    name: texts.name,
    title: texts.title,
    description: texts.description,
    experiences: texts.experiences.map((experience) => ({
      title: experience.title,
      company: experience.company,
      period: experience.period,
      description: experience.description,
      english: experienceHasEnglish(experience)
        ? { title: experience.enTitle, period: experience.enPeriod, description: experience.enDescription }
        : null,
    })),
    technologies: splitTechnologies(technologies),
    english: hasEnglish(texts) ? { name: texts.enName, title: texts.enTitle, description: texts.enDescription } : null,
  };
}

/** The ids of the About form's controls: the errors are keyed by them. */
export const ABOUT_IDS = {
  name: 'about-name',
  title: 'about-title',
  description: 'about-description',
  enName: 'about-en-name',
  enTitle: 'about-en-title',
  enDescription: 'about-en-description',
} as const;
export const experienceId = (key: string, field: Exclude<keyof ExperienceDraft, 'key'>) => `${key}-${field}`;

export type FieldError = { id: string; locale: Locale; message: string };

/**
 * The form against the gateway's rules (ABOUT_RULES, EXPERIENCE_RULES, with their Turkish
 * messages), in the order the owner meets the fields: the Turkish ones, then the English ones.
 * The English texts are optional as a whole: the page's once one of them is written, an
 * experience's likewise, and then by the Turkish rules.
 */
export function aboutErrors(texts: AboutTexts): FieldError[] {
  const errors: FieldError[] = [];
  const check = (id: string, locale: Locale, rule: (typeof ABOUT_RULES)['name'], value: string) => {
    const message = checkText(rule, value);
    if (message) errors.push({ id, locale, message });
  };
  check(ABOUT_IDS.name, 'tr', ABOUT_RULES.name, texts.name);
  check(ABOUT_IDS.title, 'tr', ABOUT_RULES.title, texts.title);
  check(ABOUT_IDS.description, 'tr', ABOUT_RULES.description, texts.description);
  for (const experience of texts.experiences)
    for (const field of ['title', 'company', 'period', 'description'] as const)
      check(experienceId(experience.key, field), 'tr', EXPERIENCE_RULES[field], experience[field]);
  if (hasEnglish(texts)) {
    check(ABOUT_IDS.enName, 'en', ABOUT_RULES.name, texts.enName);
    check(ABOUT_IDS.enTitle, 'en', ABOUT_RULES.title, texts.enTitle);
    check(ABOUT_IDS.enDescription, 'en', ABOUT_RULES.description, texts.enDescription);
  }
  for (const experience of texts.experiences) {
    if (!experienceHasEnglish(experience)) continue;
    check(experienceId(experience.key, 'enTitle'), 'en', EXPERIENCE_RULES.title, experience.enTitle);
    check(experienceId(experience.key, 'enPeriod'), 'en', EXPERIENCE_RULES.period, experience.enPeriod);
    check(experienceId(experience.key, 'enDescription'), 'en', EXPERIENCE_RULES.description, experience.enDescription);
  }
  return errors;
}

/** The errors as the fields show them: each control's id → its message. */
export type Errors = Record<string, string>;
export const errorsById = (errors: FieldError[]): Errors =>
  Object.fromEntries(errors.map(({ id, message }) => [id, message]));
