import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Youtube from '@tiptap/extension-youtube';
import type { ParseRule, TagParseRule } from '@tiptap/pm/model';
import { getStyleProperty, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Indent } from './indent';
import { UploadPlaceholders } from './uploadPlaceholders';
import { ALLOWED_FONT_SIZES, COLOUR, IMAGE_SRC, LINK_REL, SIZE, isFontFamily } from '@portfolio/content-rules';
import { checkLink, isAllowedHref } from './rules';
import { Vimeo } from './vimeo';

/**
 * An inline style property on `textStyle` (the span), kept only when the server's sanitiser would
 * keep it: pasted `font-size: 11pt` or `color: var(--x)` are dropped here rather than on save.
 */
const styleAttribute = (name: string, property: string, accepts: (value: string) => boolean) => ({
  types: ['textStyle'],
  attributes: {
    [name]: {
      default: null,
      parseHTML: (element: HTMLElement) => {
        const value = getStyleProperty(element, property)?.replace(/\s*!important$/i, '');
        return value && accepts(value) ? value : null;
      },
      renderHTML: (attributes: Record<string, unknown>) => {
        const value = attributes[name];
        return typeof value === 'string' && accepts(value) ? { style: `${property}: ${value}` } : {};
      },
    },
  },
});

const acceptsFontFamily = isFontFamily;
const acceptsFontSize = (value: string) => ALLOWED_FONT_SIZES.includes(value);
const acceptsColour = (value: string) => COLOUR.test(value);
const STYLES = [
  ['font-family', acceptsFontFamily],
  ['font-size', acceptsFontSize],
  ['color', acceptsColour],
] as const;

/** A `<span>` is a text style only when it carries one of those (no bare `<span>` from pasted markup). */
const SafeTextStyle = TextStyle.extend({
  parseHTML() {
    return (this.parent?.() ?? []).map((rule): ParseRule => {
      if (rule.tag === undefined) return rule;
      const tagRule: TagParseRule = rule;
      const safeRule: TagParseRule = {
        ...tagRule,
        getAttrs: (element: HTMLElement) => {
          const attributes = tagRule.getAttrs ? tagRule.getAttrs(element) : null;
          if (attributes === false) return false;
          const styled = STYLES.some(([property, accepts]) => {
            const value = getStyleProperty(element, property);
            return value !== null && accepts(value);
          });
          return styled ? attributes : false;
        },
      };
      return safeRule;
    });
  },
});

const SafeFontFamily = FontFamily.extend({
  addGlobalAttributes: () => [styleAttribute('fontFamily', 'font-family', acceptsFontFamily)],
});
const SafeFontSize = FontSize.extend({
  addGlobalAttributes: () => [styleAttribute('fontSize', 'font-size', acceptsFontSize)],
});
const SafeColor = Color.extend({
  addGlobalAttributes: () => [styleAttribute('color', 'color', acceptsColour)],
});

/** Background colour: Highlight multicolor, `<mark data-color="…" style="background-color: …; color: inherit">`. */
const SafeHighlight = Highlight.extend({
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) => {
          const value = element.getAttribute('data-color') || getStyleProperty(element, 'background-color');
          return value && COLOUR.test(value) ? value : null;
        },
        renderHTML: (attributes) =>
          typeof attributes.color === 'string' && COLOUR.test(attributes.color)
            ? { 'data-color': attributes.color, style: `background-color: ${attributes.color}; color: inherit` }
            : {},
      },
    };
  },
}).configure({ multicolor: true });

const size = (value: string | null) => (value && SIZE.test(value.trim()) ? value.trim() : null);

/** Images from https, data:image and our /uploads only (others would be dropped on save). */
const SafeImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: { default: null, parseHTML: (element) => size(element.getAttribute('width')) },
      height: { default: null, parseHTML: (element) => size(element.getAttribute('height')) },
    };
  },
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element) => (IMAGE_SRC.test(element.getAttribute('src') ?? '') ? null : false) },
    ];
  },
}).configure({ allowBase64: true });

/**
 * Every format of docs/product/editor.md#formats and nothing else, producing the markup of
 * docs/product/editor.md#markup. Shared by the editor component and the test that proves the
 * server's sanitiser stores its output unchanged.
 */
export function createExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: LINK_REL, class: null },
        isAllowedUri: (url) => isAllowedHref(url),
        shouldAutoLink: (url) => !/^\d{1,3}(?:\.\d{1,3}){3}(?:[:/]|$)/.test(url) && checkLink(url).ok,
      },
      underline: {},
    }),
    SafeTextStyle,
    SafeFontFamily,
    SafeFontSize,
    SafeColor,
    SafeHighlight,
    // Indent before TextAlign: `data-indent` then `style`, the order browsers serialise them in (Chrome
    // writes an inline style attribute last), so jsdom and the browser give the same HTML.
    Indent,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
    Subscript,
    Superscript,
    SafeImage,
    UploadPlaceholders,
    // Videos go through the toolbar's check only: no paste rule that would embed any matching text.
    Youtube.configure({ addPasteHandler: false, width: 640, height: 480 }),
    Vimeo,
  ];
}
