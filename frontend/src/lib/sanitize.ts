import DOMPurify from 'dompurify';

const PLAYERS =
  /^https:\/\/(www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;

let configured = false;

/**
 * Post HTML is sanitised on the server on every write; the page sanitises it again before
 * rendering (defence in depth): DOMPurify's defaults plus video iframes from YouTube and Vimeo.
 */
export function sanitizePostHtml(html: string): string {
  if (!configured) {
    DOMPurify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'iframe' && !PLAYERS.test((node as Element).getAttribute('src') ?? ''))
        node.parentNode?.removeChild(node);
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer nofollow');
    });
    configured = true;
  }
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'allow', 'frameborder', 'target', 'data-indent', 'data-youtube-video', 'data-color'],
    ALLOWED_URI_REGEXP:
      /^(?:https?:|mailto:|tel:|\/uploads\/|data:image\/(?:png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon|webp);base64,)/i,
  });
}
