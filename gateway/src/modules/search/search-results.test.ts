import { parseSearch, type SearchQuery } from '@portfolio/content-rules';
import { EXCERPT, excerptOf, snippet } from './search-results';

const query = (text: string) => parseSearch(text) as SearchQuery;
/** `count` words of filler, 'dolgu' with a number: 7-10 characters each. */
const filler = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `dolgu${from + i}`).join(' ');

describe('excerptOf', () => {
  it('keeps a short text whole', () => {
    expect(excerptOf('Kısa bir yazı.')).toBe('Kısa bir yazı.');
  });

  it('cuts a long text after its last whole word within EXCERPT units, and says so', () => {
    const text = filler(2_000);
    const excerpt = excerptOf(text);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT);
    expect(excerpt.endsWith('…')).toBe(true);
    const kept = excerpt.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(' ');
  });

  it('cuts one word longer than the excerpt inside it, never between the halves of a surrogate pair', () => {
    const excerpt = excerptOf('𝐀'.repeat(EXCERPT));
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT);
    expect(excerpt.at(-2)).not.toMatch(/[\ud800-\udbff]/);
  });
});

describe('snippet', () => {
  it('shows the words around a match inside the excerpt', () => {
    const text = `${filler(100)} Işığın rengi değişir. ${filler(2_000, 100)}`;
    expect(text.indexOf('Işığın')).toBeGreaterThan(700);
    const shown = snippet(excerptOf(text), query('ışığın'));
    expect(shown).toMatch(/^….* <mark>Işığın<\/mark> rengi değişir\. dolgu100 .*…$/);
  });

  it('shows the beginning when the excerpt holds no match (a match further on, or in the title alone)', () => {
    const text = `${filler(500)} çilingir`;
    const beginning = `${text.slice(0, text.lastIndexOf(' ', 200))}…`;
    expect(snippet(excerptOf(text), query('çilingir'))).toBe(beginning);
    expect(snippet(excerptOf(text), query('başlık'))).toBe(beginning);
  });
});
