/** Dates in Turkish whatever the browser's language (SPEC.md §9). */
const long = new Intl.DateTimeFormat('tr-TR', { year: 'numeric', month: 'long', day: 'numeric' });
const short = new Intl.DateTimeFormat('tr-TR', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

/** "21 Kasım 2026" */
export const longDate = (iso: string) => long.format(new Date(iso));
/** "21.11.2026" */
export const shortDate = (iso: string) => short.format(new Date(iso));
/** "21 Kas 2026 23:16" */
export const dateTimeText = (iso: string) => dateTime.format(new Date(iso));
