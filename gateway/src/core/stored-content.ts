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

const ADDRESS = /(\s(?:href|src)=")([^"]*)"|(\ssrcset=")([^"]*)"/g;

/**
 * Stored HTML's own addresses (`/uploads/…`, `/blog/…`, `#heading`) made absolute on the site, as a
 * mail (modules/subscribers) or another server (the fediverse's `Article`) needs them; an address that is absolute already stays exactly as the author wrote it. Works
 * on the sanitiser's output (double-quoted attributes, core/sanitize-html.ts).
 */
export function absoluteIn(html: string, siteUrl: string, pageUrl: string): string {
  const absolute = (address: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(address)) return address;
    return new URL(address, address.startsWith('#') ? pageUrl : siteUrl).href;
  };
  return html.replace(ADDRESS, (whole, hrefOrSrc?: string, value?: string, srcset?: string, set?: string) => {
    if (hrefOrSrc !== undefined) return `${hrefOrSrc}${absolute(value!)}"`;
    const candidates = set!.split(',').map((candidate) => {
      const [address, ...descriptor] = candidate.trim().split(/\s+/);
      return [absolute(address!), ...descriptor].join(' ');
    });
    return `${srcset}${candidates.join(', ')}"`;
  });
}
