import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { KEEP } from '../../build/subsetFonts';

/** `{ family: { property: value } }` of the @font-face rules in a stylesheet. */
function overrides(text: string) {
  const faces: Record<string, Record<string, string>> = {};
  for (const [, body] of text.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const properties = Object.fromEntries(
      body!
        .split(';')
        .map((line) => line.split(':').map((part) => part.trim()))
        .filter(([key, value]) => (key && value && key.endsWith('override')) || key === 'size-adjust'),
    );
    const family = /font-family:\s*["']([^"']+)["']/.exec(body!)![1]!;
    faces[family] = properties;
  }
  return faces;
}

describe('fallback fonts', () => {
  it("carry capsize's metric overrides for each web font, so that nothing moves when it swaps in", () => {
    const expected = overrides(
      [
        createFontStack([inter, arial, roboto]),
        createFontStack([fraunces, georgia, timesNewRoman]),
        createFontStack([jetBrainsMono, courierNew]),
      ]
        .map((stack) => stack.fontFaces)
        .join('\n'),
    );
    // Read from disk: Vitest hands stylesheets to tests empty.
    const actual = overrides(readFileSync(path.join(import.meta.dirname, 'base.css'), 'utf8'));
    for (const [family, properties] of Object.entries(expected)) {
      expect({ family, ...actual[family] }).toMatchObject({ family, ...properties });
    }
  });
});

/** Whether a `unicode-range` (`U+0000-00FF,U+0131`) holds a character. */
function holds(unicodeRange: string, char: string) {
  const code = char.codePointAt(0)!;
  return unicodeRange.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return code >= parseInt(from!, 16) && code <= parseInt(to!, 16);
  });
}

describe('the web fonts, subset at build time (build/subsetFonts.ts)', () => {
  it('keep every character of Turkish text in the file the browser asks for it', () => {
    const require = createRequire(import.meta.url);
    const turkish = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZabcçdefgğhıijklmnoöprsştuüvyzÂÎÛâîû0123456789';
    const punctuation = '.,;:!?\'"’‘“”«»…–—-•·()[]/%&@#+=<>€₺™−';
    for (const sheet of ['fraunces/opsz.css', 'inter/wght.css', 'jetbrains-mono/wght.css']) {
      const css = readFileSync(require.resolve(`@fontsource-variable/${sheet}`), 'utf8');
      const files = [
        ...css.matchAll(/@font-face\s*\{[^}]*-(latin|latin-ext)-\w+-normal\.woff2[^}]*unicode-range:\s*([^;]+);/g),
      ];
      expect(files.map(([, subset]) => subset).sort()).toEqual(['latin', 'latin-ext']);
      for (const char of turkish + punctuation) {
        // Where ranges overlap, the browser looks in the face defined last first (CSS Fonts 4, §4.5).
        const [, subset] = files.findLast(([, , range]) => holds(range!, char)) ?? [];
        expect({ sheet, char, kept: KEEP[subset!]?.includes(char) }).toEqual({ sheet, char, kept: true });
      }
    }
  });
});
