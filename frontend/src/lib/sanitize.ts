import { ALLOWED_ATTRIBUTES, ALLOWED_HTML, LINK_REL, allowedAttribute } from '@portfolio/content-rules';
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = Object.keys(ALLOWED_HTML);
let configured = false;

function configure(): void {
  // Each attribute is kept only where the allowlist allows it on that tag, with the value it allows.
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const value = allowedAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', LINK_REL);
    // A player or an image without an allowed source is nothing to show.
    if ((node.tagName === 'IFRAME' || node.tagName === 'IMG') && !node.hasAttribute('src')) node.remove();
  });
  configured = true;
}

/**
 * Post HTML is sanitised on the server on every write; the page sanitises it again before
 * rendering (defence in depth), with DOMPurify and the server's allowlist (@portfolio/content-rules):
 * its tags, its attributes and their rules (links, images, video players from YouTube and Vimeo).
 */
export function sanitizePostHtml(html: string): string {
  if (!configured) configure();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ALLOWED_ATTRIBUTES });
}
