import { dayInTurkey } from '@portfolio/content-rules';

/** The analytics' calendar: days as YYYY-MM-DD in Turkey, and the whole months of a range. */

const pad = (n: number) => String(n).padStart(2, '0');
/** The day of an instant in Turkey, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const { year, month, day } = dayInTurkey(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const lastDay = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** The months that lie whole in `from`..`to`. */
export function wholeMonths(from: string, to: string): string[] {
  const months: string[] = [];
  for (
    let first = from.endsWith('-01') ? from : `${addDays(lastDay(from.slice(0, 7)), 1)}`;
    lastDay(first.slice(0, 7)) <= to;
    first = addDays(lastDay(first.slice(0, 7)), 1)
  )
    months.push(first.slice(0, 7));
  return months;
}

/** `from`..`to` without the given whole months, as spans of days. */
export function daysOutside(from: string, to: string, months: string[]): Array<[string, string]> {
  const spans: Array<[string, string]> = [];
  let start = from;
  for (const month of [...months].sort()) {
    if (start < `${month}-01`) spans.push([start, addDays(`${month}-01`, -1)]);
    start = addDays(lastDay(month), 1);
  }
  if (start <= to) spans.push([start, to]);
  return spans;
}
