import { withHeadingIds } from '@portfolio/content-rules';
import { highlightCode } from './highlight-code';
import { withPictures } from './pictures';
import { sanitizeContentHtml } from './sanitize-html';

/**
 * Rich content as the site stores it, a post's or a project's, made once when it is saved: the
 * editor's HTML sanitised (sanitize-html.ts), its headings given ids (content-rules contents.ts: the
 * contents list links to them), its code highlighted (highlight-code.ts) and its photos as pictures
 * (pictures.ts). Stored content goes through it again unchanged, so a save of what was read back
 * changes nothing.
 */
export function storedContentHtml(html: string): string {
  return withPictures(highlightCode(withHeadingIds(sanitizeContentHtml(html))));
}
