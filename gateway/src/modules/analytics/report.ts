import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { badInput } from '../../core/errors';
import { AnalyticsDaily, AnalyticsMonthly } from './analytics.entities';
import type { AnalyticsReport, Count } from './analytics.types';
import { addDays, dayOf, daysOutside, wholeMonths } from './days';
import { aggregate, foldReferrers, summedMonths, type Row } from './roll-ups';

export const BAD_RANGE = 'Gün sayısı 1 ile 366 arasında olmalı';
/** The most keys a report lists of each kind (pages, referrers). */
const TOP = 10;

/** The last `days` days up to today: each day's views and visitors, the totals and the top of each kind. */
export async function report(dataSource: DataSource, days: number, now = new Date()): Promise<AnalyticsReport> {
  if (!Number.isInteger(days) || days < 1 || days > 366) throw badInput(BAD_RANGE);
  const to = dayOf(now);
  const from = addDays(to, 1 - days);
  // The roll-ups: each day's figures for the site and its bots; and for each page, referrer and
  // device class, the sums of the whole months in the range that are summed, and of its other
  // days, added up by the database; then the days not rolled up yet.
  const numbers = (row: Row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) });
  const daily = () => dataSource.getRepository(AnalyticsDaily).createQueryBuilder('daily');
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
    const months = await summedMonths(dataSource, wholeMonths(from, to));
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
            dataSource
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
  const parts = await Promise.all([perDay, sums(), aggregate(dataSource.manager, from, to)]);
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
