import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_BASE, dayInTurkey, publicPage } from '@portfolio/content-rules';
import { isbot } from 'isbot';
import { In, IsNull, LessThan, Not, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { lostRace } from '../../core/db/transaction';
import { badInput } from '../../core/errors';
import type { SitePages } from '../../core/module';
import type { RateLimits } from '../../core/rate-limits';
import { AnalyticsDaily, AnalyticsDay, AnalyticsMonthly, PageView } from './analytics.entities';
import type { AnalyticsReport, Count } from './analytics.types';

export const BAD_PATH = 'Geçersiz sayfa yolu';
export const BAD_RANGE = 'Gün sayısı 1 ile 366 arasında olmalı';
const MAX_PATH = 300;
/** How long after its end a day's views may still come in (a request sent before midnight). */
const SETTLE_MS = 10 * 60_000;
/** The most keys a report lists of each kind (pages, referrers). */
const TOP = 10;
/** The most views one gateway stores a day, whoever sends them: the raw table's bound. */
export const VIEWS_PER_DAY = 50_000;
/** The referrer hosts a day's (and a month's) figures keep by name, the most frequent; the rest are summed as one. */
export const REFERRERS_KEPT = 30;
/** The item of the referrers summed as one (no host name has parentheses). */
export const OTHER_REFERRERS = '(diğer)';
/** A host name as a referrer keeps it: labels of letters, digits, '-' and '_', each beginning with a letter or digit; two at least. */
const HOST_NAME = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9][a-z0-9_-]*)+$/;
const MAX_HOST = 100;

/** What a page view's request tells of its reader; nothing of it is stored as it came. */
export type Reader = { address: string; userAgent: string; doNotTrack: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
/** The day of an instant in Turkey, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const { year, month, day } = dayInTurkey(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

const lastDay = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

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

type Row = { day: string; kind: string; item: string; views: number; visitors: number };

/**
 * Referrer rows (a month's, a report's), the `keep` most viewed by name, then the others (and any
 * OTHER_REFERRERS row already) summed as one OTHER_REFERRERS row, last.
 */
function foldReferrers<T extends Count>(rows: T[], keep = REFERRERS_KEPT): T[] {
  const named = rows
    .filter((row) => row.item !== OTHER_REFERRERS)
    .sort((a, b) => b.views - a.views || a.item.localeCompare(b.item));
  const rest = [...named.slice(keep), ...rows.filter((row) => row.item === OTHER_REFERRERS)];
  if (!rest.length) return named;
  const other = rest.reduce(
    (sum, row) => ({ ...sum, views: sum.views + row.views, visitors: sum.visitors + row.visitors }),
    { ...rest[0]!, item: OTHER_REFERRERS, views: 0, visitors: 0 },
  );
  return [...named.slice(0, keep), other];
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
    for (const { day } of due) await this.rollUp(day);

    const complete = `${settled.slice(0, 7)}-01`; // the months before hold only rolled-up days
    const months: Array<{ month: string }> = await this.dataSource
      .getRepository(AnalyticsDaily)
      .createQueryBuilder('daily')
      .select('DISTINCT SUBSTR(daily.day, 1, 7)', 'month')
      .where('daily.day < :complete', { complete })
      .getRawMany();
    const summed = await this.summedMonths(months.map(({ month }) => month));
    for (const { month } of months) if (!summed.has(month)) await this.sumMonth(month);
  }

  private async summedMonths(months: string[]): Promise<Set<string>> {
    if (!months.length) return new Set();
    const rows = await this.dataSource
      .getRepository(AnalyticsDay)
      .findBy({ day: In(months), rolledUpAt: Not(IsNull()) });
    return new Set(rows.map((row) => row.day));
  }

  private async sumMonth(month: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(AnalyticsDay, { day: month, salt: null, rolledUpAt: new Date() }); // another gateway's claim fails here
        const sums = await manager
          .getRepository(AnalyticsDaily)
          .createQueryBuilder('daily')
          .select('daily.kind', 'kind')
          .addSelect('daily.item', 'item')
          .addSelect('SUM(daily.views)', 'views')
          .addSelect('SUM(daily.visitors)', 'visitors')
          .where('daily.day BETWEEN :first AND :last', { first: `${month}-01`, last: `${month}-31` })
          .andWhere("daily.kind IN ('path', 'referrer', 'device')")
          .groupBy('daily.kind')
          .addGroupBy('daily.item')
          .getRawMany<Row>();
        const numbers = sums.map((row) => ({
          month,
          kind: row.kind,
          item: row.item,
          views: Number(row.views),
          visitors: Number(row.visitors),
        }));
        const rows = [
          ...numbers.filter((row) => row.kind !== 'referrer'),
          ...foldReferrers(numbers.filter((row) => row.kind === 'referrer')),
        ];
        for (let i = 0; i < rows.length; i += 500) await manager.insert(AnalyticsMonthly, rows.slice(i, i + 500));
      });
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }

  private async rollUp(day: string): Promise<void> {
    try {
      await this.dataSource.getRepository(AnalyticsDay).insert({ day, salt: null, rolledUpAt: null }); // a day of bots alone has none
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(AnalyticsDay)
        .set({ rolledUpAt: new Date() })
        .where('day = :day AND rolledUpAt IS NULL', { day })
        .execute();
      if (claimed.affected !== 1) return; // another gateway rolled it up
      const rows = await this.aggregate(manager, day, day);
      for (let i = 0; i < rows.length; i += 500) await manager.insert(AnalyticsDaily, rows.slice(i, i + 500));
      await manager.delete(PageView, { day });
    });
  }

  /** The views of days `from`..`to` not rolled up yet, as roll-up rows. */
  private async aggregate(manager: EntityManager, from: string, to: string): Promise<Row[]> {
    // A visitor of the site is one who began a visit that day (a hash among its entries): a reader
    // whose address changes during a visit (Wi-Fi to mobile data) is one visitor, not two. A page's,
    // referrer's or device's visitors are the hashes among all its views.
    const views = (visitors = 'view.visitor') =>
      manager
        .getRepository(PageView)
        .createQueryBuilder('view')
        .select('view.day', 'day')
        .addSelect('COUNT(*)', 'views')
        .addSelect(`COUNT(DISTINCT ${visitors})`, 'visitors')
        .where('view.day BETWEEN :from AND :to', { from, to })
        .groupBy('view.day');
    const people = (visitors?: string) => views(visitors).andWhere("view.device <> 'bot'");
    const keyed = async (kind: string, query: ReturnType<typeof views>, item?: string) =>
      (await (item ? query.addSelect(item, 'item').addGroupBy(item) : query).getRawMany<Record<string, unknown>>()).map(
        (row) => ({
          day: String(row.day),
          kind,
          item: item ? String(row.item) : '',
          views: Number(row.views),
          visitors: kind === 'bots' ? 0 : Number(row.visitors),
        }),
      );
    const kinds = await Promise.all([
      keyed('site', people('CASE WHEN view.entry THEN view.visitor END')),
      keyed('path', people(), 'view.path'),
      keyed('device', people(), 'view.device'),
      keyed('bots', views().andWhere("view.device = 'bot'")),
    ]);
    // Each day's referrers: the REFERRERS_KEPT most viewed by name, read so (however many hosts
    // the day has), and the others' views and visitors summed by the database as one row.
    const referred = () => people().andWhere('view.referrer IS NOT NULL');
    const days = [...new Set(kinds[0]!.map((row) => row.day))];
    const referrers = await Promise.all(
      days.map(async (day) => {
        const named = await keyed(
          'referrer',
          referred()
            .andWhere('view.day = :day', { day })
            .orderBy('COUNT(*)', 'DESC')
            .addOrderBy('view.referrer')
            .limit(REFERRERS_KEPT),
          'view.referrer',
        );
        if (named.length < REFERRERS_KEPT) return named;
        const rest = await keyed(
          'referrer',
          referred()
            .andWhere('view.day = :day', { day })
            .andWhere('view.referrer NOT IN (:...named)', { named: named.map((row) => row.item) }),
        );
        return [...named, ...rest.map((row) => ({ ...row, item: OTHER_REFERRERS }))];
      }),
    );
    return [...kinds.flat(), ...referrers.flat()];
  }

  /** The last `days` days up to today: each day's views and visitors, the totals and the top of each kind. */
  async report(days: number, now = new Date()): Promise<AnalyticsReport> {
    if (!Number.isInteger(days) || days < 1 || days > 366) throw badInput(BAD_RANGE);
    const to = dayOf(now);
    const from = addDays(to, 1 - days);
    // The roll-ups: each day's figures for the site and its bots; and for each page, referrer and
    // device class, the sums of the whole months in the range that are summed, and of its other
    // days, added up by the database; then the days not rolled up yet.
    const numbers = (row: Row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) });
    const daily = () => this.dataSource.getRepository(AnalyticsDaily).createQueryBuilder('daily');
    const perDay = daily()
      .select('daily.day', 'day')
      .addSelect('daily.kind', 'kind')
      .addSelect('daily.item', 'item')
      .addSelect('daily.views', 'views')
      .addSelect('daily.visitors', 'visitors')
      .where('daily.day BETWEEN :from AND :to', { from, to })
      .andWhere("daily.kind IN ('site', 'bots')")
      .getRawMany<Row>();
    const sums = async () => {
      const months = await this.summedMonths(wholeMonths(from, to));
      const sum = <T extends object>(query: SelectQueryBuilder<T>, alias: string) =>
        query
          .select(`${alias}.kind`, 'kind')
          .addSelect(`${alias}.item`, 'item')
          .addSelect("''", 'day')
          .addSelect(`SUM(${alias}.views)`, 'views')
          .addSelect(`SUM(${alias}.visitors)`, 'visitors')
          .andWhere(`${alias}.kind IN ('path', 'referrer', 'device')`)
          .groupBy(`${alias}.kind`)
          .addGroupBy(`${alias}.item`)
          .getRawMany<Row>();
      const spans = daysOutside(from, to, [...months]);
      return [
        ...(months.size
          ? await sum(
              this.dataSource
                .getRepository(AnalyticsMonthly)
                .createQueryBuilder('monthly')
                .where('monthly.month IN (:...months)', { months: [...months] }),
              'monthly',
            )
          : []),
        ...(spans.length
          ? await sum(
              daily().where(
                `(${spans.map((_, i) => `daily.day BETWEEN :from${i} AND :to${i}`).join(' OR ')})`,
                Object.fromEntries(
                  spans.flatMap(([a, b], i) => [
                    [`from${i}`, a],
                    [`to${i}`, b],
                  ]),
                ),
              ),
              'daily',
            )
          : []),
      ];
    };
    // At once: MySQL runs them side by side on the pool's connections.
    const parts = await Promise.all([perDay, sums(), this.aggregate(this.dataSource.manager, from, to)]);
    const rows = parts.flat().map(numbers);

    const site = new Map(rows.filter((row) => row.kind === 'site').map((row) => [row.day, row]));
    const series = Array.from({ length: days }, (_, i) => {
      const day = addDays(from, i);
      return { day, views: site.get(day)?.views ?? 0, visitors: site.get(day)?.visitors ?? 0 };
    });
    const summed = (kind: string): Count[] => {
      const sums = new Map<string, Count>();
      for (const row of rows.filter((candidate) => candidate.kind === kind)) {
        const sum = sums.get(row.item) ?? { item: row.item, views: 0, visitors: 0 };
        sum.views += row.views;
        sum.visitors += row.visitors;
        sums.set(row.item, sum);
      }
      return [...sums.values()];
    };
    const top = (kind: string, limit = TOP): Count[] =>
      summed(kind)
        .sort((a, b) => b.views - a.views || a.item.localeCompare(b.item))
        .slice(0, limit);
    return {
      from,
      to,
      days: series,
      views: series.reduce((sum, day) => sum + day.views, 0),
      visitors: series.reduce((sum, day) => sum + day.visitors, 0),
      bots: rows.filter((row) => row.kind === 'bots').reduce((sum, row) => sum + row.views, 0),
      pages: top('path'),
      referrers: foldReferrers(summed('referrer'), TOP),
      devices: top('device', 3),
    };
  }
}
