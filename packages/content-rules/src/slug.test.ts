import fc from 'fast-check';
import { BLOG_SLUG_RULE, SLUG_TAKEN } from './forms';
import { isSlug, numberedSlug, SLUG_MAX, SLUG_PATTERN, slugify } from './slug';
import { checkText } from './text';

/** The slug rule of docs/publishing.md#slugs. Runs with the gateway's unit tests. */

describe('slugify', () => {
  it.each([
    // The contract's example.
    ["Türkçe yazı 1: İstanbul'da yazılım", 'turkce-yazi-1-istanbulda-yazilim'],
    // Turkish capitals: I is ı, İ is i; both end as i.
    ['IŞIK ILIK İĞNE İNCİ', 'isik-ilik-igne-inci'],
    ['ÇĞIÖŞÜ çğıöşü', 'cgiosu-cgiosu'],
    ['Âşık Îmân Ûmit', 'asik-iman-umit'],
    // Other accents through NFKD; compatibility forms to their letters.
    ['Crème brûlée à la française', 'creme-brulee-a-la-francaise'],
    ['Ｆｕｌｌｗｉｄｔｈ ﬁle ² 𝐁𝐨𝐥𝐝', 'fullwidth-file-2-bold'],
    // Both apostrophes vanish inside words; every other run is one dash.
    ['React’te Erişilebilirlik: Küçük Adımlar, Büyük Fark', 'reactte-erisilebilirlik-kucuk-adimlar-buyuk-fark'],
    ["Ali'nin  --  __ kitabı!!", 'alinin-kitabi'],
    ['  C# & .NET / Node.js 20  ', 'c-net-node-js-20'],
    ['Emoji 🚀 ve 日本語', 'emoji-ve'],
    ['already-a-slug-2', 'already-a-slug-2'],
    // Nothing usable: `yazi`.
    ['', 'yazi'],
    ['   ', 'yazi'],
    ['!?…—', 'yazi'],
    ["'’", 'yazi'],
    ['日本語', 'yazi'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps at most 80 characters, cut where a word ends', () => {
    const title = Array.from({ length: 30 }, (_, i) => `Kelime ${i}`).join(' ');
    // 'kelime-0-…-kelime-8' is 80 characters; 'kelime-9' would pass the limit.
    expect(slugify(title)).toBe(Array.from({ length: 9 }, (_, i) => `kelime-${i}`).join('-'));
    expect(slugify(title)).toHaveLength(80);
    // A word that would cross the limit is left out whole.
    const eight = Array.from({ length: 8 }, (_, i) => `kelime-${i}`).join('-'); // 71
    expect(slugify(`${eight} Uzunkelime`)).toBe(eight);
  });

  it('keeps a word that ends exactly at 80 whole, and cuts a single longer word at 80', () => {
    const eighty = `${'a'.repeat(40)} ${'b'.repeat(39)} sonra`;
    expect(slugify(eighty)).toBe(`${'a'.repeat(40)}-${'b'.repeat(39)}`);
    expect(slugify('ş'.repeat(100))).toBe('s'.repeat(80));
    expect(slugify(`${'x'.repeat(79)} yz`)).toBe('x'.repeat(79));
  });

  const titles = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 120 }),
    fc.string({ unit: fc.constantFrom(..."aIİıçÇğĞöÖşŞüÜâîû '’-_.!0129éÉß", '🚀'), maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 150 }),
  );

  it('always answers a slug: the pattern, 1 to 80 characters', () => {
    fc.assert(
      fc.property(titles, (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(SLUG_PATTERN);
        expect(slug.length).toBeGreaterThan(0);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
        expect(isSlug(slug)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: a slug is its own slug', () => {
    fc.assert(
      fc.property(titles, (title) => {
        const slug = slugify(title);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps what a title has of [a-z0-9] in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcxyz0189 -_.,:'), maxLength: 70 }), (title) => {
        const kept = title.replace(/[^a-z0-9]/g, '');
        expect(slugify(title).replace(/-/g, '')).toBe(kept || 'yazi');
      }),
    );
  });
});

describe('numberedSlug', () => {
  it('is the base first, then base-2, base-3…', () => {
    expect([1, 2, 3, 10].map((n) => numberedSlug('turkce-yazi', n))).toEqual([
      'turkce-yazi',
      'turkce-yazi-2',
      'turkce-yazi-3',
      'turkce-yazi-10',
    ]);
  });

  it('cuts a long base at a dash so that the whole stays within 80 characters', () => {
    const base = `${'a'.repeat(39)}-${'b'.repeat(40)}`; // 80
    expect(numberedSlug(base, 2)).toBe(`${'a'.repeat(39)}-2`);
    expect(numberedSlug('c'.repeat(80), 12)).toBe(`${'c'.repeat(77)}-12`);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 100_000 }), (title, n) => {
        const slug = numberedSlug(slugify(title), n);
        expect(isSlug(slug)).toBe(true);
        if (n > 1) expect(slug.endsWith(`-${n}`)).toBe(true);
      }),
    );
  });
});

describe('the admin slug rule', () => {
  const INVALID = 'Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir';
  it.each<[string, string | undefined]>([
    ['turkce-yazi-1', undefined],
    ['  a  ', undefined],
    ['0', undefined],
    ['x'.repeat(80), undefined],
    ['', 'Bağlantı adresi boş olamaz'],
    ['   ', 'Bağlantı adresi boş olamaz'],
    ['x'.repeat(81), 'Bağlantı adresi en fazla 80 karakter olabilir'],
    ...['Büyük', 'türkçe', 'iki kelime', '-baş', 'son-', 'çift--tire', 'alt_çizgi', 'a/b', 'a.b'].map(
      (slug): [string, string] => [slug, INVALID],
    ),
  ])('%j → %s', (slug, message) => {
    expect(checkText(BLOG_SLUG_RULE, slug)).toBe(message);
  });

  it('accepts exactly what slugify makes, and says so in Turkish', () => {
    expect(SLUG_TAKEN).toBe('Bu bağlantı adresi zaten kullanılıyor');
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (title) => {
        expect(checkText(BLOG_SLUG_RULE, slugify(title))).toBeUndefined();
      }),
    );
  });
});
