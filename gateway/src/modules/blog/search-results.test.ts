import { parseSearch, type SearchQuery } from '@portfolio/content-rules';
import { snippet } from './search-results';

const query = (text: string) => parseSearch(text) as SearchQuery;
/** `count` words of filler, 'dolgu' with a number: 7-10 characters each. */
const filler = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `dolgu${from + i}`).join(' ');

describe('snippet', () => {
  it('finds a match far into a long text, and shows the words around it', () => {
    const text = `${filler(400)} Işığın rengi değişir. ${filler(50, 400)}`;
    expect(text.indexOf('Işığın')).toBeGreaterThan(3_000);
    const shown = snippet(text, query('ışığın'));
    expect(shown).toMatch(/^….* <mark>Işığın<\/mark> rengi değişir\. dolgu400 .*…$/);
  });

  it('takes the first match even where the part it folds first ends inside that word', () => {
    const before = filler(260).slice(0, 1_995);
    const text = `${before} çilingirler ${filler(20, 900)} çilingir`;
    const shown = snippet(text, query('çilingir'));
    expect(shown).toContain('<mark>çilingirler</mark>');
    expect(shown).not.toContain('<mark>çilingir</mark>');
  });

  it('shows the beginning when nothing of the text matches', () => {
    const text = filler(500);
    expect(snippet(text, query('başlık'))).toBe(`${text.slice(0, text.lastIndexOf(' ', 200))}…`);
  });
});
