import fs from 'node:fs';
import { PNG } from 'pngjs';
import { longTurkishDate, monogram } from '@portfolio/content-rules';
import {
  MAX_DRAWING,
  renderShareImage,
  shareImage,
  ShareImageBusy,
  shareImageDrawings,
  shareImageTag,
  type ShareCard,
} from './share-image';

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

describe('drawing cards', () => {
  const text = (title: string): ShareCard => ({ title, siteName: 'Deniz Yılmaz', label: 'BLOG', detail: '' });
  /** The card under its tag, as the routes ask for it. */
  const ask = (card: ShareCard) => shareImage(shareImageTag(card), card);
  /** A thread's nice value: field 19 of its stat, after the name in parentheses. */
  const nice = (stat: string) => Number(fs.readFileSync(stat, 'utf8').split(') ')[1]!.split(' ')[16]);

  it('draws on a thread of its own: satori and resvg are never loaded on the readers’ thread', async () => {
    expect(size(await render('Başka bir iş parçacığında'))).toEqual([1200, 630]);
    const loaded = Object.keys(require.cache);
    expect(loaded.some((file) => file.endsWith('share-image.ts'))).toBe(true);
    expect(loaded.filter((file) => /[/\\](satori|@resvg)[/\\]/.test(file))).toEqual([]);
  });

  // Linux keeps a nice value per thread: the drawing thread's is lowered, the event loop's is not.
  (process.platform === 'linux' ? it : it.skip)('draws below the readers’ priority', async () => {
    await render('Öncelik');
    const threads = fs.readdirSync('/proc/self/task').map((id) => nice(`/proc/self/task/${id}/stat`));
    expect(threads).toContain(19);
    expect(nice('/proc/thread-self/stat')).toBe(0);
  });

  it('draws a card once for requests that come together, and keeps it', async () => {
    const before = shareImageDrawings();
    await ask(text('Tek başına'));
    expect(shareImageDrawings()).toBe(before + 1);
    const [first, second] = await Promise.all([ask(text('Aynı anda')), ask(text('Aynı anda'))]);
    expect(shareImageDrawings()).toBe(before + 2);
    expect(second).toBe(first);
    expect(size(first!)).toEqual([1200, 630]);
    await ask(text('Aynı anda'));
    expect(shareImageDrawings()).toBe(before + 2);
  });

  it(`draws at most ${MAX_DRAWING} different cards at once and refuses more at once; a drawn card is still given`, async () => {
    const kept = await ask(text('Hazır kart'));
    const burst = Array.from({ length: MAX_DRAWING + 3 }, (_, i) => ask(text(`Kalabalık ${i}`)));
    // Settled before any drawing is back: a refusal waits for nothing, neither does a drawn card.
    const first = await Promise.race([Promise.allSettled(burst.slice(MAX_DRAWING)), Promise.any(burst)]);
    expect(Array.isArray(first)).toBe(true);
    expect(await ask(text('Hazır kart'))).toBe(kept);
    const settled = await Promise.allSettled(burst);
    expect(settled.map((result) => result.status)).toEqual([
      ...Array(MAX_DRAWING).fill('fulfilled'),
      ...Array(3).fill('rejected'),
    ]);
    for (const result of settled.slice(MAX_DRAWING)) {
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ShareImageBusy);
      expect(reason.message).toBe('Paylaşım görseli şu an hazırlanamıyor, lütfen biraz sonra tekrar deneyin.');
    }
    // Room again once they are drawn.
    expect(size(await ask(text('Kalabalık 5')))).toEqual([1200, 630]);
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
