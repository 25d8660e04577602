import { afterEach, describe, expect, it, vi } from 'vitest';
import { longTurkishDate } from '@portfolio/content-rules';
import { shortDate } from './format';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('dates in Turkish (SPEC.md §9)', () => {
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
