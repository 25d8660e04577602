import { isEmptyPost, longTitleWarning, missingAltWarning, TITLE_MAX } from '../blogs/prepublish';
import { EMPTY_CONTENT, NO_COVER, NO_SUMMARY } from './projectTexts';

export type CheckedTexts = { title: string; summary: string; cover: string; content: string };

/**
 * The project's pre-publish advice (issue 46), in the order the form shows its fields: what a
 * project card and a link preview would lack (the cover, the summary) is named; none of it stops
 * 'Yayımla'. The blog's check (usePrepublishCheck) adds the images that do not load, the broken.
 */
export function projectWarnings({ title, summary, cover, content }: CheckedTexts): string[] {
  const warnings: string[] = [];
  const titleLength = title.trim().length;
  if (titleLength > TITLE_MAX) warnings.push(longTitleWarning(titleLength));
  if (!cover) warnings.push(NO_COVER);
  if (!summary.trim()) warnings.push(NO_SUMMARY);
  if (isEmptyPost(content)) warnings.push(EMPTY_CONTENT);
  const images = [...new DOMParser().parseFromString(content, 'text/html').querySelectorAll('img')];
  const withoutAlt = images.filter((image) => !image.getAttribute('alt')?.trim()).length;
  if (withoutAlt > 0) warnings.push(missingAltWarning(withoutAlt));
  return warnings;
}

/** The project's check: its advice; an empty content is not broken (the page still has its cover and links). */
export const PROJECT_CHECK = { advice: projectWarnings, empty: null };
