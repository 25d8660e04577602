import { ALLOWED_ATTRIBUTES, ALLOWED_HTML, allowedAttribute, LINK_REL } from '@portfolio/content-rules';
import DOMPurify from 'dompurify';

let purify: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify of its own: each attribute kept only where the allowlist allows it on that tag, as it allows it. */
function make() {
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = allowedAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', LINK_REL);
    // A player or an image without an allowed source is nothing to show.
    if ((node.tagName === 'IFRAME' || node.tagName === 'IMG') && !node.hasAttribute('src')) node.remove();
  });
  return instance;
}

/**
 * Post HTML that the gateway has not sanitised: the editor's unsaved text, shown in a preview. The
 * browser keeps what the gateway's sanitiser would keep on saving it (the allowlist of
 * @portfolio/content-rules: its tags, attributes and their rules for links, images and players).
 */
export function sanitizePostHtml(html: string): string {
  purify ??= make();
  return purify.sanitize(html, { ALLOWED_TAGS: Object.keys(ALLOWED_HTML), ALLOWED_ATTR: ALLOWED_ATTRIBUTES });
}
