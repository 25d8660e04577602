import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translator } from './index';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Record<string, string>;

describe('the interface’s catalogues', () => {
  it('say every text in both languages', () => {
    expect(Object.keys(catalogue('en')).sort()).toEqual(Object.keys(catalogue('tr')).sort());
  });

  it('read each language’s texts, with their values', () => {
    expect(translator('tr')('layout.nav.home')).toBe('Anasayfa');
    expect(translator('en')('layout.nav.home')).toBe('Home');
    expect(translator('en')('layout.footer.rights', { year: 2026 })).toBe('© 2026 All rights reserved.');
    expect(translator('tr')('layout.footer.rights', { year: 2026 })).toBe('© 2026 Tüm hakları saklıdır.');
  });

  it('are the catalogues as written, each message once', () => {
    for (const locale of ['tr', 'en'] as const) {
      for (const [key, text] of Object.entries(catalogue(locale))) {
        if (!/[{}]/.test(text)) expect(translator(locale)(key as never)).toBe(text);
      }
    }
  });
});
