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

/** Resolves in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** Resolves after the browser has rendered a frame: what was changed before is laid out by then. */
const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * The web fonts, after the first paint. The files this page's text needs (its families, its
 * characters' unicode ranges) are downloaded first, then added one family at a time, each laid
 * out in a frame of its own: a font's first use costs a relayout (the browser readies it for
 * shaping), which for all of them at once is one long task on a slow phone, and a stylesheet of
 * @font-face rules costs one more for each file as it arrives. The faces no text needs yet go in
 * unloaded with the last family; the browser fetches one when a later page uses it.
 */
export async function loadFonts() {
  const characters = charactersByFamily(document.body);
  await nextTask(); // reading the page's text and asking for its files: two short tasks, not one long
  const rules = parseFontFaces(fontsCss);
  const needed = rules.filter((rule) =>
    covers(rule.descriptors.unicodeRange, characters.get(rule.family) ?? new Set()),
  );
  const faces = needed.map((rule) => new FontFace(rule.family, rule.source, rule.descriptors));
  await Promise.allSettled(faces.map((face) => face.load()));
  const families = [...new Set(faces.map((face) => face.family))];
  for (const [i, family] of families.entries()) {
    for (const face of faces) if (face.family === family) document.fonts.add(face);
    if (i === families.length - 1)
      for (const rule of rules)
        if (!needed.includes(rule)) document.fonts.add(new FontFace(rule.family, rule.source, rule.descriptors));
    await afterNextFrame();
  }
}
