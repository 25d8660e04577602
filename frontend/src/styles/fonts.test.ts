import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import fraunces from '@capsizecss/metrics/fraunces';
import inter from '@capsizecss/metrics/inter';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';

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
        createFontStack([fraunces, timesNewRoman]),
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
