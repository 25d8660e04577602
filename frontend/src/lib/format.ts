/**
 * Dates in Turkish whatever the browser's language (SPEC.md §9), and in Turkey's time zone whatever
 * the machine's: a page rendered on a server in UTC and hydrated in a browser in Istanbul shows the
 * same day.
 */
const timeZone = 'Europe/Istanbul';
const long = new Intl.DateTimeFormat('tr-TR', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
const short = new Intl.DateTimeFormat('tr-TR', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** "21 Kasım 2026" */
export const longDate = (iso: string) => long.format(new Date(iso));
/** "21.11.2026" */
export const shortDate = (iso: string) => short.format(new Date(iso));
/** "21 Kas 2026 23:16" */
export const dateTimeText = (iso: string) => dateTime.format(new Date(iso));
