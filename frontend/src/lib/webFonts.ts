import { WEB_FONTS_CLASS } from '@portfolio/content-rules';

/**
 * The web fonts and a page set without them. A page names the web fonts only when the gateway
 * can tell that its reader's browser has them (`<html class="web-fonts">`: gateway
 * site/router.ts, styles/base.css); any other is set in their metric-matched stand-ins and asks for
 * no font file while it loads. Such a page then loads them here, once the reader has touched it, so
 * that the reader's next page is drawn in them from its first paint; the application draws the
 * first page it renders in place in them (lib/fonts.ts).
 */

const hasWebFonts = () => document.documentElement.classList.contains(WEB_FONTS_CLASS);

/**
 * The faces worth having before they are needed: latin and latin-ext of each family, which hold
 * every Turkish letter (styles/fonts.test.ts); the other scripts' faces download only for a text
 * that uses them.
 */
function webFontFaces(): CSSFontFaceRule[] {
  const faces: CSSFontFaceRule[] = [];
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules)
      if (
        rule instanceof CSSFontFaceRule &&
        /\/[\w-]+-latin(-ext)?-[\w-]+\.woff2/.test(rule.style.getPropertyValue('src'))
      )
        faces.push(rule);
  return faces;
}

/** The faces not loaded yet (undefined: not listed yet), and those made and loading. */
let waiting: CSSFontFaceRule[] | undefined;
const made: FontFace[] = [];

/** Makes the next waiting face and loads it (display `swap`; a failure leaves the stand-in); false when none waits. */
function loadNext(): boolean {
  waiting ??= webFontFaces();
  const rule = waiting.shift();
  if (!rule) return false;
  const style = rule.style;
  const face = new FontFace(
    style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
    style.getPropertyValue('src'),
    {
      style: style.getPropertyValue('font-style') || undefined,
      weight: style.getPropertyValue('font-weight') || undefined,
      unicodeRange: style.getPropertyValue('unicode-range') || undefined,
      display: 'swap',
    },
  );
  void face.load().catch(() => undefined);
  made.push(face);
  return true;
}

/**
 * On a page set in the stand-ins, once the reader has touched it: loads the web fonts, one face per
 * idle moment (each a short task of its own on a slow phone), through the browser's own font
 * loading, so that it holds them in memory for the next page (a file merely in the disk cache may
 * come a moment too late for that page's first layout).
 */
export function loadWebFontsWhenIdle() {
  if (hasWebFonts() || typeof FontFace === 'undefined') return;
  const whenIdle = (then: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 5_000 }) : setTimeout(then, 200);
  const step = () => {
    if (loadNext()) whenIdle(step);
  };
  whenIdle(step);
}

/** Draws the page in the web fonts from its next layout: for a page the application renders in place. */
export function drawInWebFonts() {
  if (hasWebFonts() || typeof FontFace === 'undefined') return;
  while (loadNext());
  for (const face of made) document.fonts.add(face);
  document.documentElement.classList.add(WEB_FONTS_CLASS);
}
