import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The web fonts are `font-display: optional` (styles/fonts.css): on a reader's first page their
 * files arrive too late to be used, and the document keeps its stand-ins even once they are in,
 * and so would every page the application then renders in it. So, once the application runs,
 * copies of the faces whose files came over the network are made ready (display `swap`, loaded
 * from the cache), and the first page rendered in place adds them before it is painted: it is
 * drawn in the web fonts, as a page loaded anew would be. When the first page was drawn in them
 * already (its files came from the cache), nothing is copied.
 */
let copies: FontFace[] = [];

function copyDownloadedFaces() {
  const downloaded = new Set(
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2') && (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => entry.name),
  );
  if (!downloaded.size || typeof CSSFontFaceRule === 'undefined') return [];
  const faces: FontFace[] = [];
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const style = rule.style;
      const src = style.getPropertyValue('src');
      const url = /url\(["']?([^"')]+)/.exec(src)?.[1];
      if (!url || !downloaded.has(new URL(url, document.baseURI).href)) continue;
      const face = new FontFace(style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''), src, {
        style: style.getPropertyValue('font-style') || undefined,
        weight: style.getPropertyValue('font-weight') || undefined,
        unicodeRange: style.getPropertyValue('unicode-range') || undefined,
        display: 'swap',
      });
      void face.load().catch(() => undefined); // from the cache; a failure leaves the stand-in
      faces.push(face);
    }
  return faces;
}

/** In the public layout: readies the copies once hydrated, adds them on the first page rendered in place. */
export function useWebFontsOnNavigation() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    copies = copyDownloadedFaces();
  }, []);
  useLayoutEffect(() => {
    if (key === first.current || !copies.length) return;
    for (const face of copies) document.fonts.add(face);
    copies = [];
  }, [key]);
}
