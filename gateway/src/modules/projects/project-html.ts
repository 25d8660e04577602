import { ALLOWED_HTML, allowedAttributes, EMPTY_ATTRIBUTES } from '@portfolio/content-rules';
import sanitizeHtml from 'sanitize-html';

/**
 * A project's content, sanitised on every write: the content rules' allowlist (ALLOWED_HTML and
 * its attribute rules, shared with the editor), applied by sanitize-html, a well-kept library
 * rather than hand-written parsing. A stopgap: the blog's sanitiser (modules/blog/sanitize-html.ts)
 * is the one the project's content should share (its video embeds, byte-for-byte idempotence and
 * browser-like serialisation); a module may not import it, so until it moves somewhere both reach
 * (core/ or a server entry of @portfolio/content-rules), this keeps the same allowlist without
 * embeds: iframes, and the wrapper div only they need, are dropped.
 */
const TAGS = Object.keys(ALLOWED_HTML).filter((tag) => tag !== 'iframe' && tag !== 'div');

// allowedEmptyAttributes exists in sanitize-html 2.x but is missing from @types/sanitize-html
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: TAGS,
  allowedAttributes: Object.fromEntries(TAGS.map((tag) => [tag, Object.keys(ALLOWED_HTML[tag] ?? {})])),
  allowedEmptyAttributes: EMPTY_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'title',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'svg',
    'math',
    'object',
    'embed',
    'iframe',
  ],
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: allowedAttributes(tagName, attribs) }) },
  // An image without its source goes; a link whose href was refused keeps its text.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' ? !frame.attribs.src : frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false,
};

export const sanitizeProjectHtml = (html: string): string =>
  sanitizeHtml(html, OPTIONS)
    .replace(/ \/>/g, '>')
    .replace(/\u00a0/g, '&nbsp;');
