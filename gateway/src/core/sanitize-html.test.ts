import { sanitizeContentHtml } from './sanitize-html';
import { EDITOR_FORMATS } from '../../test/support/editor-formats';
import { DANGEROUS, XSS_CORPUS } from '../../test/support/xss';

describe('sanitizeContentHtml: every editor format survives unchanged', () => {
  it.each(EDITOR_FORMATS)('%s', (_format, markup) => {
    expect(sanitizeContentHtml(markup)).toBe(markup);
  });
});

describe('sanitizeContentHtml: an XSS corpus is stored harmless', () => {
  it.each(XSS_CORPUS)('%s', (_what, input, stored) => {
    const output = sanitizeContentHtml(input);
    expect(output).toBe(stored);
    expect(output).not.toMatch(DANGEROUS);
    expect(sanitizeContentHtml(output)).toBe(output);
  });
});

describe('sanitizeContentHtml: idempotence', () => {
  const clean = EDITOR_FORMATS.map(([, markup]) => markup).join('');
  const dirty = XSS_CORPUS.map(([, input]) => input).join('');
  const document = Array.from({ length: 40 }, (_, i) => (i % 2 ? clean : clean + dirty)).join('');

  it('leaves a large document of editor markup unchanged', () => {
    const large = Array.from({ length: 40 }, () => clean).join('');
    expect(sanitizeContentHtml(large)).toBe(large);
  });

  it.each([
    [
      'a paragraph inside a refused link',
      '<p>a<a href="javascript:alert(1)"><p>b</p></a>c</p>',
      '<p>a</p><p>b</p>c<p></p>',
    ],
    ['a paragraph inside a plain div', '<p>a<div><p>b</p></div></p>', '<p>a</p><p>b</p><p></p>'],
  ])('settles malformed nesting in one call: %s', (_what, input, stored) => {
    expect(sanitizeContentHtml(input)).toBe(stored);
    expect(sanitizeContentHtml(stored)).toBe(stored);
  });

  it('returns already-sanitised mixed HTML unchanged', () => {
    const once = sanitizeContentHtml(document);
    expect(once.length).toBeGreaterThan(clean.length * 40);
    expect(once).not.toMatch(DANGEROUS);
    expect(sanitizeContentHtml(once)).toBe(once);
  });
});
