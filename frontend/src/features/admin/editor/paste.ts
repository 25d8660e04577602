import { CODE_LANGUAGE_CLASS, SIZE } from '@portfolio/content-rules';

/**
 * Pasted or dropped HTML, tidied before the editor reads it, so that what the editor then holds is
 * exactly what the server stores: links always open in a new tab with the default rel (no pasted
 * target, rel or title), list numbering and code languages the sanitiser accepts, sane iframe
 * sizes, and no image given as a data: address (the editor uploads those: rules.ts dataImagesOf).
 * Everything else is already narrowed by the extensions' own parse rules.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const link of doc.body.querySelectorAll('a')) {
    link.removeAttribute('target');
    link.removeAttribute('rel');
    link.removeAttribute('title');
  }
  for (const list of doc.body.querySelectorAll('ol')) {
    const type = list.getAttribute('type');
    if (type !== null && !/^[aAiI]$/.test(type)) list.removeAttribute('type');
    const start = list.getAttribute('start');
    if (start !== null && !/^-?\d{1,6}$/.test(start.trim())) list.removeAttribute('start');
  }
  for (const code of doc.body.querySelectorAll('pre > code')) {
    const language = [...code.classList].find((name) => name.startsWith('language-'))?.toLowerCase();
    code.removeAttribute('class');
    if (language && CODE_LANGUAGE_CLASS.test(language)) code.className = language;
  }
  for (const frame of doc.body.querySelectorAll('iframe')) {
    for (const name of ['width', 'height']) {
      const value = frame.getAttribute(name);
      if (value !== null && !SIZE.test(value.trim())) frame.removeAttribute(name);
    }
  }
  for (const image of doc.body.querySelectorAll('img')) {
    if (/^\s*data:/i.test(image.getAttribute('src') ?? '')) image.remove();
  }
  return doc.body.innerHTML;
}
