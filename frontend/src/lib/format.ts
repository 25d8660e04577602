import { dayInTurkey, ENGLISH_MONTHS, TIME_ZONE, translator, type Locale } from '@portfolio/content-rules';

export { longDate } from '@portfolio/content-rules';

// Dates in the page's language whatever the browser's (docs/product/README.md#dates; Turkish unless
// said, English on the English pages, issue 50), in Turkey's time zone whatever the machine's (the
// long Turkish form is `longTurkishDate` of @portfolio/content-rules). Month names are written here,
// not asked of Intl: the server's and the browser's ICU must not differ in a hydrated page.

/** A formatter in Turkish and Turkey's time, made when first used (making one loads locale data). */
function formatter(options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return (date: string | Date) =>
    (made ??= new Intl.DateTimeFormat('tr-TR', { ...options, timeZone: TIME_ZONE })).format(new Date(date));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "21.11.2026" */
export function shortDate(iso: string) {
  const { year, month, day } = dayInTurkey(iso);
  return `${twoDigits(day)}.${twoDigits(month)}.${year}`;
}
/** "21 Kas 2026 23:16" */
export const dateTimeText = formatter({ dateStyle: 'medium', timeStyle: 'short' });
/** "14:32" (Turkey's time) */
export const timeText = formatter({ hour: '2-digit', minute: '2-digit' });
/** "21 Kasım 2026 15:00" (Turkey's time) */
export const longDateTimeText = formatter({ dateStyle: 'long', timeStyle: 'short' });
/** 2026: the year of an instant in Turkey (the server that rendered the page and a browser elsewhere agree). */
export const yearInTurkey = (date: Date) => dayInTurkey(date).year;

const SHORT_MONTHS: Record<Locale, string[]> = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ENGLISH_MONTHS.map((name) => name.slice(0, 3)),
};

/** "Oca 2024" ("Jan 2024" in English) of a month written 'YYYY-MM' (a project's start or end); '' for anything else. */
function monthIn(locale: Locale, month: string | null): string {
  const match = month ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month) : null;
  return match ? `${SHORT_MONTHS[locale][Number(match[2]) - 1]} ${match[1]}` : '';
}

/** "Oca 2024" of a month written 'YYYY-MM'; '' for anything else. */
export const monthText = (month: string | null) => monthIn('tr', month);

/**
 * A project's period: "Oca 2024 – Ara 2024", "Oca 2024 – Devam ediyor" (no end; "Jan 2024 – Present"
 * in English), one month when it began and ended in it, the end alone when it has no start; '' when
 * it has neither.
 */
export function periodText(start: string | null, end: string | null, locale: Locale = 'tr'): string {
  const from = monthIn(locale, start);
  const to = monthIn(locale, end);
  if (!from) return to;
  if (from === to) return from;
  return `${from} – ${to || translator(locale)('projects.ongoing')}`;
}
