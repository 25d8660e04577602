import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_BASE, publicPage } from '@portfolio/content-rules';
import { isbot } from 'isbot';
import { IsNull, LessThan, Not, type DataSource } from 'typeorm';
import { lostRace } from '../../core/db/transaction';
import { badInput } from '../../core/errors';
import type { SitePages } from '../../core/module';
import type { RateLimits } from '../../core/rate-limits';
import { AnalyticsDaily, AnalyticsDay, PageView } from './analytics.entities';
import type { AnalyticsReport } from './analytics.types';
import { dayOf } from './days';
import { report } from './report';
import { rollUp, sumMonth, summedMonths } from './roll-ups';

export const BAD_PATH = 'Geçersiz sayfa yolu';
const MAX_PATH = 300;
/** How long after its end a day's views may still come in (a request sent before midnight). */
const SETTLE_MS = 10 * 60_000;
/** The most views one gateway stores a day, whoever sends them: the raw table's bound. */
export const VIEWS_PER_DAY = 50_000;
/** A host name as a referrer keeps it: labels of letters, digits, '-' and '_', each beginning with a letter or digit; two at least. */
const HOST_NAME = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9][a-z0-9_-]*)+$/;
const MAX_HOST = 100;

/** What a page view's request tells of its reader; nothing of it is stored as it came. */
export type Reader = { address: string; userAgent: string; doNotTrack: boolean };

/** The device class a User-Agent names (tablets first: their Android has no 'Mobile'). */
export function deviceOf(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** A bot's view (isbot's list, kept up to date by its maintainers), or a request naming no browser. */
export const isBotAgent = (userAgent: string) => !userAgent || isbot(userAgent);

/**
 * A page's path as its page sends it (its location's path, a query allowed, a fragment dropped),
 * read as `publicPage` reads an address; null when it is no path a page of the site sends: not
 * one of the site's own (`//host`, a backslash: a browser reads both as another site's), too long,
 * with spaces or control characters, or the admin's.
 */
export function readPath(path: string): { pathname: string; search: string } | null {
  if (path.length > MAX_PATH || !path.startsWith('/') || path.startsWith('//') || /[\s\p{Cc}\\]/u.test(path))
    return null;
  const [address = ''] = path.split('#', 1);
  const query = address.indexOf('?');
  const pathname = query < 0 ? address : address.slice(0, query);
  if (pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`)) return null;
  return { pathname, search: query < 0 ? '' : address.slice(query) };
}

/**
 * Where a reader came from: another site (its host alone, lower case, without www.), this site (a
 * visit's next page), or nowhere known (typed, a bookmark, an app, a referrer withheld).
 */
export function referrerOf(
  referrer: string | null | undefined,
  site: string,
): { host: string | null; internal: boolean } {
  if (!referrer || !URL.canParse(referrer)) return { host: null, internal: false };
  const { protocol, hostname } = new URL(referrer);
  if (!['http:', 'https:'].includes(protocol) || !hostname) return { host: null, internal: false };
  if (hostname === new URL(site).hostname) return { host: null, internal: true };
  // A URL's host may hold what no site is called ('=hyperlink(…', '-2+3…'): only a host name is kept.
  const host = hostname.replace(/^www\./, '');
  return { host: host.length <= MAX_HOST && HOST_NAME.test(host) ? host : null, internal: false };
}

export type AnalyticsDeps = {
  dataSource: DataSource;
  /** The site's address (PUBLIC_URL): part of a reader's hash, and which referrers are its own pages. */
  site: string;
  limits: RateLimits;
  /** Which pages the site has now (site/pages.ts): a view of any other is not counted. */
  pages: SitePages;
  /** VIEWS_PER_DAY, or fewer (a test's). */
  viewsPerDay?: number;
};

/**
 * Who reads what, without cookies (issue 24, after Plausible): a page reports its view after it is
 * up; the reader is `visitor`, a hash of the day's random salt, the site, the address and the
 * browser, so one reader is one visitor a day and no address is stored; the site's visitors are
 * counted where their visits begin (`entry`), so a visit that changes address stays one. The salt lives in memory
 * and in `analytics_days` (every gateway of a site uses one) and is deleted once its day is over.
 * Bots (isbot's list) are counted apart, and `DNT`/`Sec-GPC` readers not at all. Two days after,
 * a day's views become its roll-up (`analytics_daily`): views and visitors for the site, each page,
 * each referrer and device class; long ranges read only those.
 */
export class AnalyticsService {
  /** Today's salt, once read or made. */
  private salt: { day: string; value: string } | undefined;
  /** How many views the day has stored (read once a day, then counted by this gateway). */
  private stored: { day: string; count: number } | undefined;
  private readonly dataSource: DataSource;
  private readonly site: string;
  private readonly limits: RateLimits;
  private readonly pages: SitePages;
  private readonly viewsPerDay: number;

  constructor(deps: AnalyticsDeps) {
    this.dataSource = deps.dataSource;
    this.site = deps.site;
    this.limits = deps.limits;
    this.pages = deps.pages;
    this.viewsPerDay = deps.viewsPerDay ?? VIEWS_PER_DAY;
  }

  /**
   * Counts one view of `path` (BAD_PATH when it is no path a page sends, readPath). False when it is
   * not counted, which the reader is not told otherwise: the reader asks not to be (DNT, GPC); the
   * site has no such page now (a made-up path,
   * a post that is not visible, a list page past the end); the address has counted its views of the
   * day (RateLimits.pageView); or the day has all the views a gateway keeps (VIEWS_PER_DAY). A
   * view counts under the page's own address without its query (`/Blog/x/` and a post's id count
   * as `/blog/x`, `/search?q=…` as `/search`). Past the address's browsers of the day
   * (RateLimits.pageViewBrowser), a reader is the address's one other visitor.
   */
  async record(path: string, referrer: string | null | undefined, reader: Reader, now = new Date()): Promise<boolean> {
    const read = readPath(path);
    if (!read) throw badInput(BAD_PATH);
    if (reader.doNotTrack) return false;
    const address = await this.pages.address(publicPage(read.pathname, read.search));
    if (!address) return false;
    if (!(await this.limits.pageView(reader.address))) return false;
    const day = dayOf(now);
    const page = address.split('?', 1)[0]!;
    const from = referrerOf(referrer, this.site);
    const entry = !from.internal;
    let view: Partial<PageView>;
    if (isBotAgent(reader.userAgent)) view = { day, path: page, device: 'bot', visitor: null, referrer: null, entry };
    else {
      const salt = await this.saltOf(day);
      const hash = (browser: string) =>
        createHash('sha256').update([salt, this.site, reader.address, browser].join('\n')).digest('hex').slice(0, 16);
      let visitor = hash(reader.userAgent);
      if (!(await this.limits.pageViewBrowser(reader.address, visitor))) visitor = hash('');
      view = { day, path: page, device: deviceOf(reader.userAgent), visitor, referrer: from.host, entry };
    }
    if (!(await this.roomFor(day))) return false;
    await this.dataSource.getRepository(PageView).insert(view);
    return true;
  }

  /** Takes a place for one more view of `day`, of VIEWS_PER_DAY; false when there is none. */
  private async roomFor(day: string): Promise<boolean> {
    if (this.stored?.day !== day) {
      const count = await this.dataSource.getRepository(PageView).countBy({ day });
      if (this.stored?.day !== day) this.stored = { day, count }; // another view of the day may have read it first
    }
    if (this.stored.count >= this.viewsPerDay) return false;
    this.stored.count++;
    return true;
  }

  /** The day's salt: this gateway's, another gateway's (the database's), or a new one. */
  private async saltOf(day: string): Promise<string> {
    if (this.salt?.day === day) return this.salt.value;
    const days = this.dataSource.getRepository(AnalyticsDay);
    let value = (await days.findOneBy({ day }))?.salt;
    if (!value) {
      try {
        value = randomBytes(32).toString('hex');
        await days.insert({ day, salt: value, rolledUpAt: null });
      } catch (error) {
        if (!lostRace(error)) throw error;
        value = (await days.findOneByOrFail({ day })).salt!; // another gateway made it first
      }
    }
    this.salt = { day, value };
    return value;
  }

  /**
   * Deletes the salts of the days that are over, rolls up each day that was over SETTLE_MS ago and
   * still has views (a view counted just before midnight may still be on its way), and
   * sums each month whose days are all rolled up. Every gateway runs it; one claims each day and
   * each month in the transaction that rolls it up.
   */
  async tidy(now = new Date()): Promise<void> {
    const today = dayOf(now);
    const settled = dayOf(new Date(now.getTime() - SETTLE_MS)); // the days before are over and settled
    const days = this.dataSource.getRepository(AnalyticsDay);
    await days.update({ day: LessThan(today), salt: Not(IsNull()) }, { salt: null });
    if (this.salt && this.salt.day !== today) this.salt = undefined;
    const due: Array<{ day: string }> = await this.dataSource
      .getRepository(PageView)
      .createQueryBuilder('view')
      .select('DISTINCT view.day', 'day')
      .where('view.day < :settled', { settled })
      .getRawMany();
    for (const { day } of due) await rollUp(this.dataSource, day);

    const complete = `${settled.slice(0, 7)}-01`; // the months before hold only rolled-up days
    const months: Array<{ month: string }> = await this.dataSource
      .getRepository(AnalyticsDaily)
      .createQueryBuilder('daily')
      .select('DISTINCT SUBSTR(daily.day, 1, 7)', 'month')
      .where('daily.day < :complete', { complete })
      .getRawMany();
    const summed = await summedMonths(
      this.dataSource,
      months.map(({ month }) => month),
    );
    for (const { month } of months) if (!summed.has(month)) await sumMonth(this.dataSource, month);
  }

  /** The last `days` days up to today: each day's views and visitors, the totals and the top of each kind (report.ts). */
  report(days: number, now = new Date()): Promise<AnalyticsReport> {
    return report(this.dataSource, days, now);
  }
}
