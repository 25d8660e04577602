import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AA, contrast, parseColour } from '@portfolio/content-rules';
import { describe, expect, it } from 'vitest';

const sheet = (name: string) => readFileSync(path.join(import.meta.dirname, name), 'utf8');

/** Every `--name: value` a stylesheet declares, with the colours in the value (`light-dark(#a, #b)` has two). */
const declared = (text: string) =>
  [...text.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => ({
    name: name!,
    colours: value!.match(/#[0-9a-f]{3,8}\b/gi) ?? [],
  }));

describe('prose.css: code', () => {
  const backgrounds = declared(sheet('base.css'))
    .filter(({ name }) => name === '--code-bg')
    .flatMap(({ colours }) => colours);
  const inks = declared(sheet('prose.css')).filter(
    ({ name, colours }) => /^--code-(?!border|focus)/.test(name) && colours.length,
  );

  it('has a code block background for each theme, and the colours of its tokens', () => {
    expect(backgrounds).toHaveLength(2);
    expect(inks.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['--code-keyword', '--code-string', '--code-muted']),
    );
  });

  it.each(inks)('$name ($colours) reads at 4.5:1 on the code block of both themes', ({ colours }) => {
    for (const ink of colours)
      for (const background of backgrounds)
        expect(contrast(parseColour(ink)!, parseColour(background)!)).toBeGreaterThanOrEqual(AA);
  });

  it("shows the copy button's focus at 3:1 on the code block of both themes", () => {
    const [focus] = declared(sheet('prose.css')).find(({ name }) => name === '--code-focus')!.colours;
    for (const background of backgrounds)
      expect(contrast(parseColour(focus!)!, parseColour(background)!)).toBeGreaterThanOrEqual(3);
  });
});
