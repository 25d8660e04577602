import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

describe('boot.ts', () => {
  it("imports every stylesheet of the public site, so that the page's first paint has it", () => {
    // The gateway inlines the stylesheet of this entry into each page; a stylesheet imported only by
    // a page or a component would be built into the application's, which loads after the first paint.
    const boot = readFileSync(path.join(src, 'boot.ts'), 'utf8');
    const imported = [...boot.matchAll(/^import '\.\/(.+\.css)';$/gm)].map((match) => match[1]);
    const sheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.css') && !file.startsWith('features/admin/'));
    expect(sheets.length).toBeGreaterThan(10);
    expect(imported.sort()).toEqual(sheets.sort());
  });
});
