import { publicPage } from '@portfolio/content-rules';
import type { AnalyticsQuery } from '../../../gql/admin/graphql';

export type Report = AnalyticsQuery['analytics'];

let numbers: Intl.NumberFormat | undefined;
/** '12.345': a count as Turkish writes it. */
export const numberText = (value: number) => (numbers ??= new Intl.NumberFormat('tr-TR')).format(value);

const short = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A report's day (YYYY-MM-DD, already Turkey's): '29 Eki', or with `full` '29 Ekim 2026'. */
export const dayLabel = (day: string, full = false) => (full ? long : short).format(Date.parse(`${day}T00:00:00Z`));

/** The gateway's device classes as the screen names them. */
export const DEVICE_NAMES: Record<string, string> = { mobile: 'Mobil', tablet: 'Tablet', desktop: 'Masaüstü' };

/**
 * Whether a counted page is one of the site's own addresses as the gateway stores them (its
 * `publicPage` address, no query): only such a page is shown as a link. Anything else, stored
 * before the gateway kept only its pages (`/\evil.example/x`, which a browser opens as another
 * site), stays plain text.
 */
export function isSitePage(path: string): boolean {
  const page = publicPage(path, '');
  return 'url' in page && page.url === path;
}
