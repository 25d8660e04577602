import { Parser } from 'htmlparser2';

/**
 * The post's first image that a link preview can fetch, for its share tags: a file of ours
 * (`/uploads/…`, a site path the page makes absolute) or an `https://` address. `data:` images and
 * anything else are passed over. The HTML was sanitised on write, so a parser's first `<img>` is
 * the one the page shows first.
 */
export function firstShareableImage(html: string): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found !== null || name !== 'img') return;
      found = shareable(attributes.src?.trim() ?? '');
    },
  });
  parser.end(html);
  return found;
}

function shareable(src: string): string | null {
  if (/^\/uploads\/[^/?#]+$/.test(src)) return src;
  if (!/^https:\/\//i.test(src)) return null;
  try {
    const url = new URL(src);
    return url.hostname ? url.href : null;
  } catch {
    return null; // not a URL after all: the next image may do
  }
}
