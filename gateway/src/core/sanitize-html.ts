import { ALLOWED_HTML, allowedAttributes, EMPTY_ATTRIBUTES, VIDEO_HOSTNAMES } from '@portfolio/content-rules';
import sanitizeHtml from 'sanitize-html';

/**
 * The site's server-side sanitiser of rich HTML (a post's, a project's content), run on every write (docs/api.md#limits-and-bad-input).
 *
 * Only the markup the admin's TipTap 3 editor produces survives, and it survives byte for byte, so
 * sanitising a post twice changes nothing. The allowlist (ALLOWED_HTML in @portfolio/content-rules,
 * shared with the editor and the page) is that markup; everything else is dropped: unknown tags lose
 * the tag but keep their text, script-like tags lose their content too, unknown attributes and
 * comments disappear.
 */

/** Elements that make no sense without their attribute: drop them, or keep only their content. */
function dropElement(frame: sanitizeHtml.IFrame): boolean | 'excludeTag' {
  switch (frame.tag) {
    case 'iframe': // a foreign or missing video source: the whole iframe goes
      return !frame.attribs.src;
    case 'img':
      return !frame.attribs.src;
    case 'a': // a link whose href was refused keeps its text
      return frame.attribs.href ? false : 'excludeTag';
    case 'div': // only Youtube's wrapper, and only around a video
      return 'data-youtube-video' in frame.attribs && frame.mediaChildren.includes('iframe') ? false : 'excludeTag';
    default:
      return false;
  }
}

// allowedEmptyAttributes exists in sanitize-html 2.x but is missing from @types/sanitize-html
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: Object.keys(ALLOWED_HTML),
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_HTML).map(([tag, rules]) => [tag, Object.keys(rules)])),
  allowedEmptyAttributes: EMPTY_ATTRIBUTES,
  // The allowlist's rules are stricter; these are sanitize-html's own URL checks kept as a second line
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTNAMES,
  allowIframeRelativeUrls: false,
  // Styles are filtered by the allowlist's rules, which keep TipTap's formatting of the attribute
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Disallowed tags whose content goes with them
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
  ],
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: allowedAttributes(tagName, attribs) }) },
};

function sanitizeOnce(html: string): string {
  // An iframe is a leaf in the editor (browsers read its content as raw text): drop whatever is inside one.
  let openIframes = 0;
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: (name) => {
      if (name === 'iframe') openIframes += 1;
    },
    onCloseTag: (name) => {
      if (name === 'iframe') openIframes -= 1;
    },
    textFilter: (text) => (openIframes > 0 ? '' : text),
    exclusiveFilter: (frame) => openIframes > 0 || dropElement(frame),
  });
  // Serialise like the browser (and so like TipTap's getHTML): `<br>` rather than `<br />`, and
  // U+00A0 as `&nbsp;`. Every literal `>` in sanitize-html's output ends a tag, since text and
  // attribute values are escaped, so ` />` only ever closes a void element.
  return clean.replace(/ \/>/g, '>').replace(/\u00a0/g, '&nbsp;');
}

/**
 * Sanitises blog post HTML. htmlparser2 closes tags less eagerly than a browser (a `<p>` met inside
 * a link that is then unwrapped stays nested), so one pass over malformed input may still change on
 * a second pass; repeating until nothing changes keeps the result idempotent. Every pass is a full
 * sanitise, and editor output is stable after the first.
 */
export function sanitizeContentHtml(html: string): string {
  let clean = sanitizeOnce(html);
  for (let pass = 0; pass < 3; pass++) {
    const again = sanitizeOnce(clean);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}
