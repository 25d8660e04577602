import { Parser } from 'htmlparser2';

/**
 * What Webmention reads of a page's HTML (htmlparser2, as the browsers' tokenizer reads tags and
 * attributes): its links, and its endpoint.
 */

/** Every start tag of `html` in document order, with its attributes (lower-case names). */
function tags(html: string, visit: (name: string, attributes: Record<string, string>) => void): void {
  const parser = new Parser({ onopentag: visit }, { decodeEntities: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
}

/** `href` resolved against `base`: an absolute http(s) URL without its fragment (its query kept), or null. */
export function absolute(href: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.href;
}

/** The pages a post's HTML links to (its `<a href>`, absolute http(s) only), each once, in order. */
export function linksOf(html: string): string[] {
  const links = new Set<string>();
  tags(html, (name, { href }) => {
    if (name !== 'a' || href === undefined) return;
    const link = absolute(href);
    if (link) links.add(link);
  });
  return [...links];
}

/** Whether the document at `base` links to `target`: an `href` of any element equal to it, once resolved. */
export function linksTo(html: string, base: string, target: string): boolean {
  const wanted = absolute(target);
  let found = false;
  tags(html, (_name, { href }) => {
    if (!found && href !== undefined && absolute(href, base) === wanted) found = true;
  });
  return found;
}

const isWebmention = (rel: string | undefined) =>
  rel !== undefined && rel.toLowerCase().split(/\s+/).includes('webmention');

/**
 * The Webmention endpoint a page advertises, as the W3C recommendation (§3.1.2) discovers it: the
 * first HTTP `Link` header with rel="webmention", else the first `<link>` or `<a>` element with
 * rel="webmention" and an `href`, in document order; resolved against the page's final address
 * (an empty href is the page itself). Null when it advertises none.
 */
export function endpointOf(page: { url: string; headers: Record<string, string>; text: string }): string | null {
  const header = page.headers.link ?? '';
  for (const [, href, params] of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^;,\s]*))/i.exec(params ?? '');
    if (isWebmention(rel?.[1] ?? rel?.[2])) return absolute(href!, page.url);
  }
  if (!/html/i.test(page.headers['content-type'] ?? '')) return null;
  // The first such element decides (one whose href is no http(s) address: none).
  const found: { endpoint?: string | null } = {};
  tags(page.text, (name, { rel, href }) => {
    if (!('endpoint' in found) && (name === 'link' || name === 'a') && href !== undefined && isWebmention(rel))
      found.endpoint = absolute(href, page.url);
  });
  return found.endpoint ?? null;
}
