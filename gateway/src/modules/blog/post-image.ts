import { shareableImage } from '@portfolio/content-rules';
import { Parser } from 'htmlparser2';

/**
 * The post's first image that a link preview can fetch, for its share tags (content-rules'
 * `shareableImage`: a site path `/uploads/…` or an `https://` address). The HTML was sanitised on
 * write, so a parser's first `<img>` is the one the page shows first.
 */
export function firstShareableImage(html: string): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found !== null || name !== 'img') return;
      found = shareableImage(attributes.src ?? '');
    },
  });
  parser.end(html);
  return found;
}
