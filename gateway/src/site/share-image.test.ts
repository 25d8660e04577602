import { PNG } from 'pngjs';
import { longTurkishDate, monogram } from '@portfolio/content-rules';
import { renderShareImage } from './share-image';

const date = new Date('2026-11-20T22:30:00Z');
const render = (title: string) =>
  renderShareImage({ title, siteName: 'Deniz Yılmaz', label: 'BLOG', detail: longTurkishDate(date) });

function size(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/**
 * The title's glyphs, left to right: the dark pixels of the band between the brand and the date,
 * column by column, split where more than 8 empty columns (a space) lie between them.
 */
function glyphs(png: Buffer): { ink: number; width: number }[] {
  const { width, data } = PNG.sync.read(png);
  const columns = new Array<number>(width).fill(0);
  for (let y = 150; y < 500; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const luminance = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
      // The paper is lighter than 230 nowhere; antialiased edges count in part.
      columns[x]! += Math.max(0, 200 - luminance) / 200;
    }
  }
  const found: { ink: number; width: number }[] = [];
  let last = -Infinity;
  columns.forEach((ink, x) => {
    if (ink < 0.5) return;
    if (x - last > 8) found.push({ ink: 0, width: 0 });
    const glyph = found[found.length - 1]!;
    glyph.ink += ink;
    glyph.width += glyph.width === 0 ? 1 : x - last;
    last = x;
  });
  return found;
}

describe('renderShareImage', () => {
  it('is a 1200×630 PNG', async () => {
    expect(size(await render('Merhaba dünya'))).toEqual([1200, 630]);
  });

  // İ Ğ ğ Ş ş live in the fonts' latin-ext files, the others in latin. Each letter is drawn with
  // its own glyph: as wide as its look-alike (a 'missing glyph' box has a width of its own), with
  // more ink (the dot, breve, cedilla or dots; ı less, it has no dot), but not a different letter.
  it.each([
    ['İ ı Ğ ğ Ş ş', 'I i G g S s'],
    ['Ç ç Ö ö Ü ü', 'C c O o U u'],
  ])('draws each of %s, unlike %s', async (turkish, ascii) => {
    const [ours, theirs] = [glyphs(await render(turkish)), glyphs(await render(ascii))];
    expect(ours).toHaveLength(6);
    expect(theirs).toHaveLength(6);
    // One row per letter, so that a failure names every letter that is wrong.
    const rows = ours.map((glyph, i) => {
      const lookAlike = theirs[i]!;
      const ratio = glyph.ink / lookAlike.ink;
      return {
        letter: turkish.split(' ')[i],
        sameWidth: Math.abs(glyph.width - lookAlike.width) <= 2,
        ownInk: Math.abs(ratio - 1) > 0.03,
        sameLetter: ratio > 0.7 && ratio < 1.4,
      };
    });
    expect(rows).toEqual(
      turkish.split(' ').map((letter) => ({ letter, sameWidth: true, ownInk: true, sameLetter: true })),
    );
  });

  it('fits a 200-character title with emoji and CJK (glyphs the fonts lack are left out)', async () => {
    const title = `Yeni başlangıçlar 🚀 ve 漢字 👩‍💻 ${'Çok uzun bir başlık '.repeat(10)}`.slice(0, 200);
    expect(size(await render(title))).toEqual([1200, 630]);
    expect(size(await renderShareImage({ title: '🚀🎉', siteName: '', label: 'BLOG', detail: '' }))).toEqual([
      1200, 630,
    ]);
  });
});

describe('the card’s words', () => {
  it('writes the date in long Turkish form, as the day is in Istanbul', () => {
    expect(longTurkishDate(date)).toBe('21 Kasım 2026'); // 01:30 on the 21st in Istanbul
    expect(longTurkishDate(new Date('2026-02-03T12:00:00Z'))).toBe('3 Şubat 2026');
  });

  it('makes the monogram with Turkish capitals', () => {
    expect(monogram('ismail çağrı öztürk')).toBe('İÇ');
    expect(monogram('ılgaz')).toBe('I');
    expect(monogram('  ')).toBe('P');
  });
});
