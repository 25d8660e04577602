import { afterEach, describe, expect, it, vi } from 'vitest';
import { longTurkishDate } from '@portfolio/content-rules';
import { monthText, periodText, shortDate, yearInTurkey } from './format';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('dates in Turkish (docs/product/README.md#dates)', () => {
  it('long form: day, Turkish month name, year', () => {
    expect(longTurkishDate('2026-11-21T12:00:00.000Z')).toBe('21 Kasım 2026');
    expect(longTurkishDate('2025-01-05T12:00:00.000Z')).toBe('5 Ocak 2025');
    expect(longTurkishDate('2024-02-29T12:00:00.000Z')).toBe('29 Şubat 2024');
    expect(longTurkishDate('2023-08-15T12:00:00.000Z')).toBe('15 Ağustos 2023');
    expect(longTurkishDate('2023-06-01T12:00:00.000Z')).toBe('1 Haziran 2023');
  });

  it("is the day in Turkey's time zone, wherever the page is rendered", () => {
    expect(longTurkishDate('2026-11-21T21:30:00.000Z')).toBe('22 Kasım 2026'); // 00:30 in Istanbul
    expect(shortDate('2026-11-21T21:30:00.000Z')).toBe('22.11.2026');
  });

  it("agrees with Intl's Europe/Istanbul, before 2016's fixed offset and after it", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('tr-TR', { ...options, timeZone: 'Europe/Istanbul' });
    const long = intl({ year: 'numeric', month: 'long', day: 'numeric' });
    const short = intl({ year: 'numeric', month: '2-digit', day: '2-digit' });
    // Every 7 h 13 min from 2010 to 2032: each hour of the day, both sides of each clock change.
    for (let time = Date.UTC(2010, 0, 1); time < Date.UTC(2032, 0, 1); time += 26_000_000) {
      const iso = new Date(time).toISOString();
      expect([iso, longTurkishDate(iso), shortDate(iso)]).toEqual([iso, long.format(time), short.format(time)]);
    }
    expect(yearInTurkey(new Date('2026-12-31T21:00:00.000Z'))).toBe(2027);
  });

  it('short form: dd.mm.yyyy', () => {
    expect(shortDate('2026-11-21T12:00:00.000Z')).toBe('21.11.2026');
    expect(shortDate('2025-01-05T12:00:00.000Z')).toBe('05.01.2025');
  });

  it('stays Turkish whatever the browser language and the process default locale', async () => {
    // The process default locale is not Turkish here (Node falls back to en-US without a LANG).
    expect(new Intl.DateTimeFormat(undefined, { month: 'long' }).format(new Date('2026-11-21T12:00:00Z'))).not.toBe(
      'Kasım',
    );
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] });
    vi.resetModules();
    const fresh = await import('./format');
    expect((await import('@portfolio/content-rules')).longTurkishDate('2026-11-21T12:00:00.000Z')).toBe(
      '21 Kasım 2026',
    );
    expect(fresh.shortDate('2026-11-21T12:00:00.000Z')).toBe('21.11.2026');
  });
});

describe("a project's period, in months (monthText, periodText)", () => {
  it('writes the short Turkish month and the year', () => {
    expect(['2024-01', '2024-02', '2024-08', '2024-10', '2024-12'].map(monthText)).toEqual([
      'Oca 2024',
      'Şub 2024',
      'Ağu 2024',
      'Eki 2024',
      'Ara 2024',
    ]);
    expect([null, '', '2024-13', '2024-1', '2024-01-05'].map(monthText)).toEqual(['', '', '', '', '']);
  });

  it('an open end is “Devam ediyor”; one month once; an end alone; nothing without either', () => {
    expect(periodText('2024-01', null)).toBe('Oca 2024 – Devam ediyor');
    expect(periodText('2024-01', '2025-03')).toBe('Oca 2024 – Mar 2025');
    expect(periodText('2024-05', '2024-05')).toBe('May 2024');
    expect(periodText(null, '2024-05')).toBe('May 2024');
    expect(periodText(null, null)).toBe('');
  });
});
