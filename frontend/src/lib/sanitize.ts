import DOMPurify from 'dompurify';

const PLAYERS =
  /^https:\/\/(www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
const LINKS = /^(https?:|mailto:|tel:)/i;
const IMAGES = /^(https:|\/uploads\/|data:image\/(png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon|webp);base64,)/i;

let configured = false;

function configure(): void {
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !PLAYERS.test((node as Element).getAttribute('src') ?? ''))
      node.parentNode?.removeChild(node);
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (node.hasAttribute('href') && !LINKS.test(node.getAttribute('href')!)) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG' && !IMAGES.test(node.getAttribute('src') ?? '')) node.remove();
  });
  configured = true;
}

/**
 * Post HTML is sanitised on the server on every write; the page sanitises it again before
 * rendering (defence in depth): DOMPurify's defaults, the server's link and image rules, and
 * video iframes from YouTube and Vimeo.
 */
export function sanitizePostHtml(html: string): string {
  if (!configured) configure();
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'allow', 'frameborder', 'target', 'data-indent', 'data-youtube-video', 'data-color'],
  });
}
