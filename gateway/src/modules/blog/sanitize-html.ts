import sanitizeHtml from 'sanitize-html';

/**
 * Server-side sanitiser for blog post HTML, run on every write (CONTRACT.md "Limits and bad input").
 *
 * Only the markup the admin's TipTap 3 editor produces survives, and it survives byte for byte, so
 * sanitising a post twice changes nothing. The allowlist below is that markup (checked against
 * TipTap 3.31.3's renderHTML); everything else is dropped: unknown tags lose the tag but keep their
 * text, script-like tags lose their content too, unknown attributes and comments disappear.
 */

/** A pattern the whole entity-decoded value must match, or a function returning the value to keep. */
type Rule = RegExp | ((value: string) => string | undefined);

const apply = (rule: Rule, value: string): string | undefined =>
  typeof rule === 'function' ? rule(value) : rule.test(value) ? value : undefined;

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** Free text such as alt and title; the output escapes it. */
const TEXT: Rule = (value) => value;

/** #hex, rgb()/rgba(), hsl()/hsla() with plain numbers, or a keyword (named colours, inherit). */
const COLOUR = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|hsl)a?\([\d\s.,%/deg]*\)|[a-z]+)$/i;

/** A font list: names of letters, digits, spaces and hyphens, each bare or quoted, joined by commas. */
const FONT_NAME = /^(?:[\p{L}\p{N}-][\p{L}\p{N} -]*|"[\p{L}\p{N} -]+"|'[\p{L}\p{N} -]+')$/u;
const FONT_FAMILY: Rule = (value) =>
  value.split(',').every((name) => FONT_NAME.test(name.trim())) ? value : undefined;

/** Image and iframe sizes: TipTap writes plain numbers (Image resize, Youtube 640x480). */
const SIZE = /^\d{1,5}(?:\.\d{1,4})?%?$/;

/** Links: absolute http(s), mailto and tel only; no whitespace or control characters anywhere. */
const LINK_HREF = /^(?:https?:\/\/|mailto:|tel:)[^\s\p{Cc}]*$/iu;
/** TipTap Link's default rel, forced on every link that opens a new tab. */
const LINK_REL = 'noopener noreferrer nofollow';

/** Images: https, base64 data of the picker's types, or a file from our own upload endpoint. */
const IMAGE_SRC =
  /^(?:https:\/\/[^\s\p{Cc}]+|data:image\/(?:png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon|webp);base64,[a-z0-9+/]+={0,2}|\/uploads\/[\w-][\w.-]*)$/iu;

/** Video players only (the CSP's frame-src): a video id, then an optional query and fragment. */
const VIDEO_SRC =
  /^https:\/\/(?:www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:\?[\w.,:;/%&=+-]*)?(?:#[\w.=-]*)?$/;

/** The player settings TipTap's Youtube node writes as iframe attributes; browsers ignore them. */
const PLAYER_SETTING = /^[\w.,:/#-]*$/;

/**
 * `style` keeps only the allowed declarations, re-serialised the way TipTap writes them
 * (`prop: value;` joined by spaces), so its own output passes unchanged.
 */
const style =
  (allowed: Record<string, Rule>): Rule =>
  (value) => {
    const kept: string[] = [];
    for (const declaration of value.split(';')) {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const rule = colon > 0 ? own(allowed, property) : undefined;
      const propertyValue = rule && apply(rule, declaration.slice(colon + 1).trim());
      if (propertyValue) kept.push(`${property}: ${propertyValue};`);
    }
    return kept.length > 0 ? kept.join(' ') : undefined;
  };

/** Paragraphs and headings: TextAlign's style and the custom Indent extension's data-indent. */
const BLOCK: Record<string, Rule> = {
  style: style({ 'text-align': /^(?:left|right|center|justify)$/ }),
  'data-indent': /^[1-8]$/,
};

/** Tag → attribute → rule. A tag missing here is dropped; an attribute missing here is dropped. */
const ALLOWED: Record<string, Record<string, Rule>> = {
  // StarterKit nodes and marks (Bold, Italic, Underline, Strike, Code, lists, Blockquote, HardBreak, HorizontalRule)
  p: BLOCK,
  h1: BLOCK,
  h2: BLOCK,
  h3: BLOCK,
  h4: BLOCK,
  h5: BLOCK,
  h6: BLOCK,
  br: {},
  strong: {},
  em: {},
  u: {},
  s: {},
  blockquote: {},
  ul: {},
  li: {},
  hr: {},
  // OrderedList: a start other than 1, and a list type kept from pasted lists
  ol: { start: /^-?\d{1,6}$/, type: /^[aAiI]$/ },
  // Code (inline) and CodeBlock (`<pre><code class="language-…">`)
  code: { class: /^language-[a-z0-9+#-]+$/ },
  pre: {},
  // Link (target and rel are its defaults)
  a: { href: LINK_HREF, target: /^_blank$/, rel: new RegExp(`^${LINK_REL}$`) },
  // TextStyle with FontFamily, FontSize (the toolbar's small, large, huge) and Color
  span: {
    style: style({ 'font-family': FONT_FAMILY, 'font-size': /^(?:0\.75|1\.5|2\.5)em$/, color: COLOUR }),
  },
  // Highlight with multicolor: `<mark data-color="…" style="background-color: …; color: inherit;">`
  mark: { style: style({ 'background-color': COLOUR, color: COLOUR }), 'data-color': COLOUR },
  // Subscript, Superscript
  sub: {},
  sup: {},
  // Image
  img: { src: IMAGE_SRC, alt: TEXT, title: TEXT, width: SIZE, height: SIZE },
  // Youtube (`<div data-youtube-video><iframe …>`) and the custom Vimeo node (a bare iframe)
  div: { 'data-youtube-video': /^$/ },
  iframe: {
    src: VIDEO_SRC,
    width: SIZE,
    height: SIZE,
    frameborder: /^[01]$/,
    allow: /^[a-z-]+(?:;\s*[a-z-]+)*;?$/,
    allowfullscreen: /^(?:|true|false|allowfullscreen)$/,
    ...Object.fromEntries(
      [
        'autoplay',
        'cclanguage',
        'ccloadpolicy',
        'disablekbcontrols',
        'enableiframeapi',
        'endtime',
        'interfacelanguage',
        'ivloadpolicy',
        'loop',
        'modestbranding',
        'origin',
        'playlist',
        'progressbarcolor',
        'rel',
        'start',
      ].map((name) => [name, PLAYER_SETTING]),
    ),
  },
};

function filterAttributes(tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const rules = own(ALLOWED, tag) ?? {};
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const rule = own(rules, name);
    const result = rule && apply(rule, value);
    if (result !== undefined) kept[name] = result;
  }
  if (tag === 'a' && kept.target) kept.rel = LINK_REL;
  return kept;
}

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
  allowedTags: Object.keys(ALLOWED),
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED).map(([tag, rules]) => [tag, Object.keys(rules)])),
  // Attributes TipTap writes with an empty value, kept as `name=""` like the browser serialises them
  allowedEmptyAttributes: ['alt', 'data-youtube-video', 'allowfullscreen', 'origin', 'playlist'],
  // The rules above are stricter; these are sanitize-html's own URL checks kept as a second line
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  // Styles are filtered by the rules above, which keep TipTap's formatting of the attribute
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
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: filterAttributes(tagName, attribs) }) },
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
export function sanitizeBlogHtml(html: string): string {
  let clean = sanitizeOnce(html);
  for (let pass = 0; pass < 3; pass++) {
    const again = sanitizeOnce(clean);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}
