import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { covers, parseFontFaces } from './fonts';

// fonts.css's @imports, read from disk (Vitest hands stylesheets to tests empty).
const require = createRequire(import.meta.url);
const css = [
  '@fontsource-variable/fraunces/opsz.css',
  '@fontsource-variable/inter/wght.css',
  '@fontsource-variable/jetbrains-mono/wght.css',
]
  .map((sheet) => readFileSync(require.resolve(sheet), 'utf8'))
  .join('\n');

const codePoints = (text: string) => new Set([...text].map((char) => char.codePointAt(0)!));

describe('the web fonts (lib/fonts.ts)', () => {
  it("reads every @font-face of fontsource's stylesheets, descriptors included", () => {
    const faces = parseFontFaces(css);
    expect(faces).toHaveLength(css.match(/@font-face/g)!.length);
    expect(faces).toContainEqual({
      family: 'Inter Variable',
      source: "url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations')",
      descriptors: {
        style: 'normal',
        weight: '100 900',
        display: 'swap',
        unicodeRange: expect.stringContaining('U+0100-02BA') as string,
      },
    });
  });

  it('downloads for Turkish text the latin and latin-ext files only', () => {
    const turkish = codePoints('Işık, ağaç; İstanbul’da “güzel” şiir — 2026 ₺');
    const needed = parseFontFaces(css)
      .filter((face) => face.family === 'Inter Variable' && covers(face.descriptors.unicodeRange, turkish))
      .map((face) => /inter-([\w-]+)-wght/.exec(face.source)![1]);
    expect(needed.sort()).toEqual(['latin', 'latin-ext']);
    expect(covers('U+0400-045F', turkish)).toBe(false);
    expect(covers('U+0400-045F', codePoints('Привет'))).toBe(true);
    expect(covers(undefined, codePoints('a'))).toBe(true);
    expect(covers(undefined, new Set())).toBe(false);
  });
});
