import { BLOG_RULES, checkText } from '@portfolio/content-rules';
import type { FormFields } from './localCopy';
import { isEmptyPost } from './prepublish';
import { slugError } from './postFields';

/** The English fields' messages (issue 50), by the form's keys. */
export type EnglishErrors = Partial<Record<'enTitle' | 'enSlug' | 'enShortDescription', string>>;

/** Whether the form holds an English version: any of its texts written (an editor left empty is none). */
export const hasEnglish = (fields: FormFields) =>
  [fields.enTitle, fields.enSlug, fields.enShortDescription].some((text) => text.trim() !== '') ||
  !isEmptyPost(fields.enContent);

/**
 * The English version against the Turkish fields' rules and messages (docs/product/languages.md:
 * 'the Turkish rules'): none without an English version. `englishSaved`: the server has one, so its
 * slug may not be emptied (as a saved post's); else an empty slug is made from the English title.
 */
export function englishErrors(fields: FormFields, englishSaved: boolean): EnglishErrors {
  if (!hasEnglish(fields)) return {};
  const errors: EnglishErrors = {
    enTitle: checkText(BLOG_RULES.title, fields.enTitle),
    enSlug: slugError(fields.enSlug, englishSaved),
    enShortDescription: checkText(BLOG_RULES.shortDescription, fields.enShortDescription),
  };
  for (const key of Object.keys(errors) as Array<keyof EnglishErrors>) if (!errors[key]) delete errors[key];
  return errors;
}

/**
 * What the gateway is sent as `english`: the version as typed, or null when the form holds none,
 * which removes one the post had (absent would keep it; the form always says which).
 */
export const englishInputOf = (fields: FormFields) =>
  hasEnglish(fields)
    ? {
        title: fields.enTitle.trim(),
        // Empty: the gateway makes it from the English title.
        slug: fields.enSlug.trim() || null,
        shortDescription: fields.enShortDescription.trim(),
        content: fields.enContent,
      }
    : null;

/** The form without an English version ('İngilizce sürümü kaldır'). */
export const NO_ENGLISH = { enTitle: '', enSlug: '', enShortDescription: '', enContent: '' } as const;
