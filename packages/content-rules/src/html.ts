import { IMAGE_MEDIA_TYPES } from './files';

/**
 * What a blog post's HTML may contain: the markup the admin's TipTap 3 editor produces (checked
 * against TipTap 3.31.3's renderHTML). The gateway's sanitiser (sanitize-html) keeps only this on
 * every write, the editor checks the URLs the admin types against it, and the page's DOMPurify
 * pass applies it again before rendering.
 */

/** A pattern the whole entity-decoded value must match, or a function returning the value to keep. */
export type Rule = RegExp | ((value: string) => string | undefined);

export const applyRule = (rule: Rule, value: string): string | undefined =>
  typeof rule === 'function' ? rule(value) : rule.test(value) ? value : undefined;

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The video players a post may embed (docs/server.md#browser-security-policy: the CSP's frame-src): origin and embed path. */
export const VIDEO_PLAYERS = [
  { origin: 'https://www.youtube.com', path: '/embed/' },
  { origin: 'https://www.youtube-nocookie.com', path: '/embed/' },
  { origin: 'https://player.vimeo.com', path: '/video/' },
] as const;
export const VIDEO_ORIGINS: string[] = VIDEO_PLAYERS.map((player) => player.origin);
export const VIDEO_HOSTNAMES: string[] = VIDEO_PLAYERS.map((player) => player.origin.slice('https://'.length));

/** Free text such as alt and title; the output escapes it. */
const TEXT: Rule = (value) => value;

/** #hex, rgb()/rgba(), hsl()/hsla() with plain numbers, or a keyword (named colours, inherit). */
export const COLOUR = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|hsl)a?\([\d\s.,%/deg]*\)|[a-z]+)$/i;

const FONT_NAME = /^(?:[\p{L}\p{N}-][\p{L}\p{N} -]*|"[\p{L}\p{N} -]+"|'[\p{L}\p{N} -]+')$/u;
/** A font list: names of letters, digits, spaces and hyphens, each bare or quoted, joined by commas. */
export const isFontFamily = (value: string) => value.split(',').every((name) => FONT_NAME.test(name.trim()));
const FONT_FAMILY: Rule = (value) => (isFontFamily(value) ? value : undefined);

/** docs/product/editor.md#formats sizes, the toolbar's choices: normal is no mark at all. */
export const FONT_SIZES = [
  { label: 'Küçük', value: '0.75em' },
  { label: 'Normal', value: '' },
  { label: 'Büyük', value: '1.5em' },
  { label: 'Çok büyük', value: '2.5em' },
] as const;
export const ALLOWED_FONT_SIZES: readonly string[] = FONT_SIZES.map((size) => size.value).filter(Boolean);
const FONT_SIZE = new RegExp(`^(?:${ALLOWED_FONT_SIZES.map(escape).join('|')})$`);

/** Image and iframe sizes: TipTap writes plain numbers (Image resize, Youtube 640x480), or a percentage. */
export const SIZE = /^\d{1,5}(?:\.\d{1,4})?%?$/;

/** Links: absolute http(s), mailto and tel only; no whitespace or control characters anywhere. */
export const LINK_HREF = /^(?:https?:\/\/|mailto:|tel:)[^\s\p{Cc}]*$/iu;
/** TipTap Link's default rel, forced on every link that opens a new tab. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** Images: https, base64 data of the image types, or a file from our own upload endpoint. */
export const IMAGE_SRC = new RegExp(
  '^(?:https:\\/\\/[^\\s\\p{Cc}]+' +
    `|data:(?:${IMAGE_MEDIA_TYPES.map(escape).join('|')});base64,[a-z0-9+/]+={0,2}` +
    '|\\/uploads\\/[\\w-][\\w.-]*)$',
  'iu',
);

/** Video players only: a video id, then an optional query and fragment. */
export const VIDEO_SRC = new RegExp(
  `^(?:${VIDEO_PLAYERS.map((player) => escape(player.origin + player.path)).join('|')})` +
    '[\\w-]+(?:\\?[\\w.,:;/%&=+-]*)?(?:#[\\w.=-]*)?$',
);

/** The player settings TipTap's Youtube node writes as iframe attributes; browsers ignore them. */
const PLAYER_SETTING = /^[\w.,:/#-]*$/;

/** A code block's language class. */
export const CODE_LANGUAGE_CLASS = /^language-[a-z0-9+#-]+$/;

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
      const propertyValue = rule && applyRule(rule, declaration.slice(colon + 1).trim());
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
export const ALLOWED_HTML: Record<string, Record<string, Rule>> = {
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
  code: { class: CODE_LANGUAGE_CLASS },
  pre: {},
  // Link (target and rel are its defaults)
  a: { href: LINK_HREF, target: /^_blank$/, rel: new RegExp(`^${LINK_REL}$`) },
  // TextStyle with FontFamily, FontSize (the toolbar's small, large, huge) and Color
  span: {
    style: style({ 'font-family': FONT_FAMILY, 'font-size': FONT_SIZE, color: COLOUR }),
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

/** Attributes TipTap writes with an empty value, kept as `name=""` like the browser serialises them. */
export const EMPTY_ATTRIBUTES = ['alt', 'data-youtube-video', 'allowfullscreen', 'origin', 'playlist'];

/** Every attribute name some tag allows. */
export const ALLOWED_ATTRIBUTES = [...new Set(Object.values(ALLOWED_HTML).flatMap((rules) => Object.keys(rules)))];

/** The value of one attribute to keep on a tag (tag and name in lower case), or undefined to drop it. */
export function allowedAttribute(tag: string, name: string, value: string): string | undefined {
  const rule = own(own(ALLOWED_HTML, tag) ?? {}, name);
  return rule && applyRule(rule, value);
}

/** A tag's attributes filtered by the allowlist; a link opening a new tab gets TipTap's rel. */
export function allowedAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const result = allowedAttribute(tag, name, value);
    if (result !== undefined) kept[name] = result;
  }
  if (tag === 'a' && kept.target) kept.rel = LINK_REL;
  return kept;
}
