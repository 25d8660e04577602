import { dayInTurkey, TIME_ZONE } from '@portfolio/content-rules';

// Dates in Turkish whatever the browser's language (docs/product/README.md#dates), in Turkey's time
// zone whatever the machine's (the long form public pages show is `longTurkishDate` of
// @portfolio/content-rules).

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

const SHORT_MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

/** "Oca 2024" of a month written 'YYYY-MM' (a project's start or end); '' for anything else. */
export function monthText(month: string | null): string {
  const match = month ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month) : null;
  return match ? `${SHORT_MONTHS[Number(match[2]) - 1]} ${match[1]}` : '';
}

/**
 * A project's period: "Oca 2024 – Ara 2024", "Oca 2024 – Devam ediyor" (no end), one month when it
 * began and ended in it, the end alone when it has no start; '' when it has neither.
 */
export function periodText(start: string | null, end: string | null): string {
  const from = monthText(start);
  const to = monthText(end);
  if (!from) return to;
  if (from === to) return from;
  return `${from} – ${to || 'Devam ediyor'}`;
}
