import { TIME_ZONE } from '@portfolio/content-rules';

/**
 * Dates in Turkish whatever the browser's language (SPEC.md §9), in Turkey's time zone whatever the
 * machine's (the long form public pages show is `longTurkishDate` of @portfolio/content-rules).
 */
const short = new Intl.DateTimeFormat('tr-TR', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

/** "21.11.2026" */
export const shortDate = (iso: string) => short.format(new Date(iso));
/** "21 Kas 2026 23:16" */
export const dateTimeText = (iso: string) => dateTime.format(new Date(iso));

const longDateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

/** "21 Kasım 2026 15:00" (Turkey's time) */
export const longDateTimeText = (iso: string) => longDateTime.format(new Date(iso));
