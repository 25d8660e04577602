import fs from 'node:fs';
import { monogram, SHARE_IMAGE, siteName } from '@portfolio/content-rules';
import type { Font } from 'satori';

/**
 * The share images (CONTRACT.md 'Publishing surface'): a 1200×630 PNG card with a title, a label and
 * a detail line (a post: 'BLOG' and its date) and the site's name, drawn like the site's own header
 * (frontend/src/styles/base.css and components.css: the light theme's colours, Fraunces for the
 * title and the brand, Inter for the text). satori lays the card out and turns its text into
 * paths, resvg rasterises the SVG.
 */

const { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } = SHARE_IMAGE;

// The light theme of base.css: link previews sit on white or grey, where the paper look reads best.
const COLOR = {
  bg: '#fbf8f3',
  bgGlow: '#f3ede2',
  text: '#1d1a16',
  muted: '#5c544a',
  border: '#e6dfd3',
  accent: '#0b6e75',
  accentText: '#ffffff',
  warm: '#b4532a',
};

/**
 * Static instances of the site's two families. The site loads the variable fonts, but satori
 * reads a variable font only at its default instance, so the weights come from the static
 * packages. Each subset is its own family name, because satori keeps one font per name and
 * weight: under one name the latin file would hide latin-ext, where İ ğ ş live.
 */
const FONT_FILES = [
  { name: 'Fraunces', package: '@fontsource/fraunces', weights: [600, 700] },
  { name: 'Inter', package: '@fontsource/inter', weights: [500, 600] },
] as const;
const SUBSETS = ['latin', 'latin-ext'] as const;
const family = (name: string) => SUBSETS.map((subset) => `${name} ${subset}`).join(', ');
const DISPLAY = family('Fraunces');
const BODY = family('Inter');

interface Engine {
  satori: typeof import('satori').default;
  renderSvg: typeof import('@resvg/resvg-js').renderAsync;
  fonts: Font[];
  /** Whether the loaded fonts draw this code point (the subsets' unicode ranges). */
  drawn: (codePoint: number) => boolean;
}

let engine: Engine | undefined;

/**
 * Loaded on the first render, once: the fonts (eight files, 250 kB) and the renderers. satori builds its
 * layout engine from WebAssembly as soon as it is required, so requiring it here keeps that cost
 * out of every gateway start and every test that imports the site. `require`, not `import()`:
 * this file is CommonJS, and jest runs no dynamic `import()` without flags.
 */
function loadEngine(): Engine {
  if (engine) return engine;
  /* eslint-disable @typescript-eslint/no-require-imports -- lazy, see above */
  const satori = (require('satori') as typeof import('satori')).default;
  const renderSvg = (require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).renderAsync;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const fonts: Font[] = [];
  const ranges: [number, number][] = [];
  for (const { name, package: pkg, weights } of FONT_FILES) {
    const unicode = JSON.parse(fs.readFileSync(require.resolve(`${pkg}/unicode.json`), 'utf8'));
    for (const subset of SUBSETS) {
      for (const weight of weights) {
        const file = `${pkg}/files/${name.toLowerCase()}-${subset}-${weight}-normal.woff`;
        fonts.push({ name: `${name} ${subset}`, data: fs.readFileSync(require.resolve(file)), weight });
      }
      // The subset's code points, as its CSS unicode-range: "U+0000-00FF,U+0131,…"
      for (const range of String(unicode[subset]).split(',')) {
        const [low, high = low] = range
          .replace(/U\+/g, '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        ranges.push([low!, high!]);
      }
    }
  }
  const drawn = (codePoint: number) => ranges.some(([low, high]) => codePoint >= low && codePoint <= high);
  engine = { satori, renderSvg, fonts, drawn };
  return engine;
}

/**
 * What the fonts can draw: emoji, CJK and other scripts have no glyph in them and would come out as
 * 'missing glyph' boxes, so they are left out (and the spaces around them closed up). NFC first,
 * so an 'ş' typed as 's' + combining cedilla is drawn as the one letter the font has.
 */
function drawable(text: string, drawn: Engine['drawn']): string {
  let kept = '';
  for (const char of text.normalize('NFC')) {
    if (drawn(char.codePointAt(0)!)) kept += char;
  }
  // Zero-width joiners and variation selectors are left over from emoji sequences.
  return kept
    .replace(/[\u200b-\u200f\u2060-\u206f\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The title's size by its length: short titles large, long ones smaller, and past four lines an
 * ellipsis (line-clamp) so that nothing ever runs off the card. Fraunces sets Turkish text at
 * about 0.5 em a character, so a 1056 px line holds about 2000 / fontSize characters.
 */
function titleStyle(length: number): { fontSize: number; lines: number; balance: boolean } {
  if (length <= 24) return { fontSize: 84, lines: 2, balance: true };
  if (length <= 50) return { fontSize: 72, lines: 3, balance: true };
  if (length <= 90) return { fontSize: 62, lines: 3, balance: true };
  // Balancing a title that is cut would balance the lines cut off too, leaving short lines on the card.
  return { fontSize: 54, lines: 4, balance: length <= 130 };
}

// satori takes React-shaped elements; this builds them without React.
type Style = Record<string, string | number>;
type Element = { type: string; props: { style: Style; children?: Child } };
type Child = string | Element | Child[];
const h = (type: string, style: Style, children?: Child): Element => ({ type, props: { style, children } });

export type ShareCard = {
  title: string;
  /** The owner's name; 'Portfolyo' when empty. */
  siteName: string;
  /** Small capitals before the detail: 'BLOG', or the site's host on its own card. */
  label: string;
  detail: string;
};

function card({ title, siteName, label, detail }: ShareCard): Element {
  const { fontSize, lines, balance } = titleStyle([...title].length);
  return h(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px 60px',
      fontFamily: BODY,
      color: COLOR.text,
      // The page's paper with its warm glow (base.css `body`).
      backgroundColor: COLOR.bg,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${COLOR.bgGlow} 0%, ${COLOR.bg} 55%)`,
      // The accent line along the top edge ties the card to the site's teal.
      borderTop: `10px solid ${COLOR.accent}`,
    },
    [
      // The brand, as in the header: the monogram tile and the name in Fraunces.
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        h(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 60,
            height: 60,
            borderRadius: 18,
            backgroundColor: COLOR.accent,
            color: COLOR.accentText,
            fontFamily: DISPLAY,
            fontWeight: 700,
            fontSize: 27,
          },
          monogram(siteName),
        ),
        h(
          'div',
          {
            fontFamily: DISPLAY,
            fontWeight: 600,
            fontSize: 32,
            letterSpacing: '-0.01em',
            maxWidth: 900,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
          siteName,
        ),
      ]),
      h(
        'div',
        {
          display: 'block',
          fontFamily: DISPLAY,
          fontWeight: 600,
          fontSize,
          lineHeight: 1.12,
          letterSpacing: '-0.015em',
          lineClamp: lines,
          textWrap: balance ? 'balance' : 'wrap',
          // A word longer than the line (a pasted address) breaks rather than running off the card.
          wordBreak: 'break-word',
        },
        title,
      ),
      // The detail (a post's date) over a hairline, with its label as base.css's `.eyebrow` writes it.
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          gap: 18,
          paddingTop: 26,
          borderTop: `2px solid ${COLOR.border}`,
          fontSize: 26,
          fontWeight: 500,
          color: COLOR.muted,
        },
        [h('div', { fontWeight: 600, color: COLOR.warm, letterSpacing: '0.12em', fontSize: 20 }, label), detail],
      ),
    ],
  );
}

/** A share card as a 1200×630 PNG. */
export async function renderShareImage(text: ShareCard): Promise<Buffer> {
  const { satori, renderSvg, fonts, drawn } = loadEngine();
  const element = card({
    title: drawable(text.title, drawn),
    siteName: siteName(drawable(text.siteName, drawn)),
    label: drawable(text.label, drawn),
    detail: drawable(text.detail, drawn),
  });
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
  });
  // On libuv's thread pool, so the event loop goes on meanwhile. satori has drawn the text as
  // paths: resvg needs no system fonts (looking them up would cost time on every render).
  const image = await renderSvg(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}
