import fontsCss from '../styles/fonts.css?inline';

/** One @font-face rule: its family, its `src` and the rest of its descriptors. */
export interface FontFaceRule {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

/** The @font-face rules of a stylesheet's text. */
export function parseFontFaces(css: string): FontFaceRule[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const value = new Map<string, string>();
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) value.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    return {
      family: value.get('font-family')!.replace(/^['"]|['"]$/g, ''),
      source: value.get('src')!,
      descriptors: {
        style: value.get('font-style'),
        weight: value.get('font-weight'),
        display: value.get('font-display') as FontDisplay | undefined,
        unicodeRange: value.get('unicode-range'),
      },
    };
  });
}

/** Whether a `unicode-range` (`U+0000-00FF,U+0131`) covers one of the code points. */
export function covers(unicodeRange: string | undefined, codePoints: ReadonlySet<number>): boolean {
  if (!unicodeRange) return codePoints.size > 0;
  const ranges = unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  for (const code of codePoints) if (ranges.some(([from, to]) => code >= from && code <= to)) return true;
  return false;
}

/** The characters of the page's text (as code points), by the first family of the font it is set in. */
function charactersByFamily(root: Element) {
  const characters = new Map<string, Set<number>>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    let own = '';
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.nodeValue;
    if (!own.trim()) continue;
    const family = getComputedStyle(element)
      .fontFamily.split(',')[0]!
      .trim()
      .replace(/^['"]|['"]$/g, '');
    const set = characters.get(family) ?? characters.set(family, new Set()).get(family)!;
    for (const char of own) set.add(char.codePointAt(0)!);
  }
  return characters;
}

/**
 * The web fonts, after the first paint. The files this page's text needs (its families, its
 * characters' unicode ranges) are downloaded first, then every face is added at once: the browser
 * lays the page out again a single time, where a stylesheet of @font-face rules costs one layout
 * for the rules and one more for each file as it arrives, each a long task on a slow phone. The
 * faces not needed yet are added unloaded; the browser fetches one when a later page uses it.
 */
export async function loadFonts() {
  const characters = charactersByFamily(document.body);
  const faces = parseFontFaces(fontsCss).map((rule) => ({
    face: new FontFace(rule.family, rule.source, rule.descriptors),
    needed: covers(rule.descriptors.unicodeRange, characters.get(rule.family) ?? new Set()),
  }));
  await Promise.allSettled(faces.filter(({ needed }) => needed).map(({ face }) => face.load()));
  for (const { face } of faces) document.fonts.add(face);
}
