import { foldForSearch, parseSearch, SEARCH_MESSAGES, searchWords, type SearchQuery } from './search';
import { searchPath, publicPage } from './pages';
import { textOf } from './contents';

describe('foldForSearch', () => {
  it.each([
    ['Işık', 'isik'],
    ['IŞIK', 'isik'],
    ['İSTANBUL', 'istanbul'],
    ['ılık İlik', 'ilik ilik'],
    ['Gözlüğü ÇİLİNGİR', 'gozlugu cilingir'],
    ['dükkân', 'dukkan'],
    ["İstanbul'da!", 'istanbul da '],
    ['Café Ñandú', 'cafe nandu'],
    ['Καλημέρα', 'καλημερα'],
    ['a_b-c', 'a b c'],
    ['😀x', '  x'],
  ])('%s → %s, one unit for one', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
    expect(foldForSearch(text)).toHaveLength(text.length);
  });

  it('keeps the words of a text, spaced once, with a space at either end', () => {
    expect(searchWords('  Işık,  gölge\nve  RENK ')).toBe(' isik golge ve renk ');
    expect(searchWords('!!!')).toBe(' ');
    // Composed first: a letter written with a combining mark is one letter.
    expect(searchWords('s\u0327ehir')).toBe(' sehir ');
  });
});

/** A query the rules accept. */
const parsed = (query: string) => parseSearch(query) as SearchQuery;

describe('parseSearch', () => {
  it('folds each word and keeps it as written, in Turkish lower case', () => {
    expect(parseSearch('IŞIK gözl')).toEqual({
      words: [
        { term: 'isik', exact: 'ışık' },
        { term: 'gozl', exact: 'gözl' },
      ],
      phrases: [],
    });
  });

  it('reads quoted phrases (straight or curly quotes; an unclosed one runs to the end)', () => {
    expect(parsed('"Açık Kaynak" lisans').phrases).toEqual(['acik kaynak']);
    expect(parsed('“açık kaynak”').phrases).toEqual(['acik kaynak']);
    expect(parsed('lisans "açık kaynak').phrases).toEqual(['acik kaynak']);
    // One word in quotes is a word.
    expect(parseSearch('"ışık"')).toEqual({ words: [{ term: 'isik', exact: 'ışık' }], phrases: [] });
  });

  it('counts a word once, and tells ılık from ilik', () => {
    expect(parsed('ışık Işık ışık').words).toHaveLength(1);
    expect(parsed('ılık ilik').words).toEqual([
      { term: 'ilik', exact: 'ılık' },
      { term: 'ilik', exact: 'ilik' },
    ]);
  });

  it('refuses an empty, too long or too wordy query with a Turkish message', () => {
    expect(parseSearch('')).toEqual({ error: SEARCH_MESSAGES.empty });
    expect(parseSearch(' ?! … ')).toEqual({ error: SEARCH_MESSAGES.empty });
    expect(parseSearch('a'.repeat(201))).toEqual({ error: SEARCH_MESSAGES.tooLong });
    expect(parseSearch(' a '.repeat(11))).not.toHaveProperty('error');
    expect(parseSearch('a b c d e f g h i j k')).toEqual({ error: SEARCH_MESSAGES.tooManyWords });
  });
});

describe('the search page’s address', () => {
  it('is /search?q=…, its query collapsed, page n with sayfa', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('açık kaynak', 2)).toBe('/search?q=a%C3%A7%C4%B1k+kaynak&sayfa=2');
    expect(publicPage('/Search/', '?q=++%C4%B1%C5%9F%C4%B1k++g%C3%B6lge&x=1')).toEqual({
      locale: 'tr',
      kind: 'search',
      url: '/search?q=%C4%B1%C5%9F%C4%B1k+g%C3%B6lge',
      query: 'ışık gölge',
      page: 1,
    });
    expect(publicPage('/search', '?sayfa=2')).toEqual({ kind: 'not-found', locale: 'tr' });
    expect(publicPage('/search', '?q=a&sayfa=0')).toEqual({ kind: 'not-found', locale: 'tr' });
    expect(publicPage('/search', '')).toEqual({ locale: 'tr', kind: 'search', url: '/search', query: '', page: 1 });
    // An empty field submitted: the page moves to /search.
    expect(publicPage('/search', '?q=+')).toEqual({
      locale: 'tr',
      kind: 'search',
      url: '/search?q=',
      query: '',
      page: 1,
    });
  });
});

describe('textOf', () => {
  it('parts words at blocks, not at inline tags', () => {
    expect(textOf('<p><strong>Söz</strong>: bir <a href="/x">bağ</a>lantı</p><p>iki</p>')).toBe(
      'Söz: bir bağlantı iki',
    );
  });
});
