import { longTurkishDate, TIME_ZONE } from '@portfolio/content-rules';

/**
 * The publish date as the form's date-and-time picker (`<input type="datetime-local">`) shows it:
 * the wall-clock time of the site's time zone (Europe/Istanbul), whatever the browser's own zone.
 */

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock fields of an instant in the site's time zone. */
function fields(ms: number) {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** How far the site's clock is ahead of UTC at an instant, in ms (Istanbul: 3 h since 2016). */
function offsetAt(ms: number): number {
  const { year, month, day, hour, minute, second } = fields(ms);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(ms / 1000) * 1000;
}

/** '2026-11-21T12:00:00.000Z' → '2026-11-21T15:00' (Istanbul). */
export function toPickerValue(iso: string): string {
  const { year, month, day, hour, minute } = fields(Date.parse(iso));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** '2026-11-21T15:00' (Istanbul) → '2026-11-21T12:00:00.000Z'; null for an empty or partial value. */
export function fromPickerValue(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall-clock time read as UTC is right but for the hours around a change of
  // offset; a second look at the instant found settles those.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first)).toISOString();
}

/** Whether an instant is still to come (a published post dated then is scheduled). */
export const isFuture = (iso: string, now = Date.now()) => Date.parse(iso) > now;

/** How a number of an hour or a minute (0–59) is read aloud, last word only: 16 'on altı' → 'altı'. */
const UNITS = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli'];
const lastWord = (value: number) => (value === 0 || value % 10 !== 0 ? UNITS[value % 10]! : TENS[value / 10]!);

/**
 * The locative ending after a time written in digits, as it is read aloud ('10:00'da', '13:00'te'):
 * the last word of the minutes, or of the hour on the hour, decides it. Its last vowel gives 'a'
 * (a, ı, o, u) or 'e' (e, i, ö, ü); a hard last consonant (f s t k ç ş h p) makes 'd' a 't'.
 */
export function timeSuffix(hour: number, minute: number): string {
  const word = lastWord(minute === 0 ? hour : minute);
  const vowel = [...word].reverse().find((letter) => 'aıoueiöü'.includes(letter))!;
  return `${'fstkçşhp'.includes(word.at(-1)!) ? 't' : 'd'}${'aıou'.includes(vowel) ? 'a' : 'e'}`;
}

/** "Yazı 31 Aralık 2026 10:00'da yayımlanacak": when a post dated in the future goes out, in Turkey's time. */
export function scheduledMessage(iso: string): string {
  const time = toPickerValue(iso).slice(11);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `Yazı ${longTurkishDate(iso)} ${time}'${timeSuffix(hour, minute)} yayımlanacak`;
}
