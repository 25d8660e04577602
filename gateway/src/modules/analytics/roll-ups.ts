import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { lostRace } from '../../core/db/transaction';
import { AnalyticsDaily, AnalyticsDay, AnalyticsMonthly, PageView } from './analytics.entities';
import type { Count } from './analytics.types';

/*
 * The roll-ups: two days after, a day's views become its rows of analytics_daily (views and
 * visitors for the site, each page, referrer and device class, and the bots'), and a month whose
 * days are all rolled up is summed into analytics_monthly. AnalyticsService.tidy runs them.
 */

/** The referrer hosts a day's (and a month's) figures keep by name, the most frequent; the rest are summed as one. */
export const REFERRERS_KEPT = 30;
/** The item of the referrers summed as one (no host name has parentheses). */
export const OTHER_REFERRERS = '(diğer)';

export type Row = { day: string; kind: string; item: string; views: number; visitors: number };

/**
 * Referrer rows (a month's, a report's), the `keep` most viewed by name, then the others (and any
 * OTHER_REFERRERS row already) summed as one OTHER_REFERRERS row, last.
 */
export function foldReferrers<T extends Count>(rows: T[], keep = REFERRERS_KEPT): T[] {
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

/** Which of `months` are summed already (analytics_monthly). */
export async function summedMonths(dataSource: DataSource, months: string[]): Promise<Set<string>> {
  if (!months.length) return new Set();
  const rows = await dataSource.getRepository(AnalyticsDay).findBy({ day: In(months), rolledUpAt: Not(IsNull()) });
  return new Set(rows.map((row) => row.day));
}

/** Sums a month's roll-ups into analytics_monthly (its referrers folded), once: another gateway's claim loses. */
export async function sumMonth(dataSource: DataSource, month: string): Promise<void> {
  try {
    await dataSource.transaction(async (manager) => {
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

/** Makes a day's views its roll-up (analytics_daily) and deletes them, once: another gateway's claim loses. */
export async function rollUp(dataSource: DataSource, day: string): Promise<void> {
  try {
    await dataSource.getRepository(AnalyticsDay).insert({ day, salt: null, rolledUpAt: null }); // a day of bots alone has none
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
  await dataSource.transaction(async (manager) => {
    const claimed = await manager
      .createQueryBuilder()
      .update(AnalyticsDay)
      .set({ rolledUpAt: new Date() })
      .where('day = :day AND rolledUpAt IS NULL', { day })
      .execute();
    if (claimed.affected !== 1) return; // another gateway rolled it up
    const rows = await aggregate(manager, day, day);
    for (let i = 0; i < rows.length; i += 500) await manager.insert(AnalyticsDaily, rows.slice(i, i + 500));
    await manager.delete(PageView, { day });
  });
}

/** The views of days `from`..`to` not rolled up yet, as roll-up rows. */
export async function aggregate(manager: EntityManager, from: string, to: string): Promise<Row[]> {
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
