import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { timestamp } from '../../core/db/columns';

/**
 * One page view as the page reported it (analytics.service.ts), for the two days before it is rolled
 * up: no address, no cookie, only `visitor`, a hash of the day's salt, the site, the address and the
 * browser, which cannot be traced back once the salt is gone. A bot's view has `device` 'bot' and
 * no visitor.
 */
@Entity('page_views')
@Index(['day', 'path'])
export class PageView {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** The day in Turkey, YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 300 })
  path: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  visitor: string | null;

  /** The host the reader came from, if another site. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  referrer: string | null;

  /** Whether a visit begins here (the reader came from elsewhere, not another page of the site). */
  @Column({ type: 'boolean' })
  entry: boolean;

  /** mobile, tablet, desktop or bot. */
  @Column({ type: 'varchar', length: 10 })
  device: string;
}

/**
 * A day of analytics: its salt while the day lasts (then null: deleted), and when one gateway
 * claimed it to roll its views up into `analytics_daily`; or a month (YYYY-MM), and when one
 * gateway summed its days into `analytics_monthly`.
 */
@Entity('analytics_days')
export class AnalyticsDay {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  salt: string | null;

  @Column({ ...timestamp, nullable: true })
  rolledUpAt: Date | null;
}

/** A roll-up's figures for one `kind` of thing and one `item` of it (analytics_daily, analytics_monthly). */
abstract class Figures {
  /** site, path, referrer, device or bots. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind: string;

  /** The page, the referrer host or the device class; '' for the site and the bots. */
  @PrimaryColumn({ type: 'varchar', length: 300 })
  item: string;

  @Column({ type: 'int' })
  views: number;

  @Column({ type: 'int' })
  visitors: number;
}

/**
 * A rolled-up day: views and unique visitors for the whole site (`kind` 'site', `item` ''), each path,
 * each referrer host and each device class, and the bots' views ('bots'): long ranges read these.
 */
@Entity('analytics_daily')
export class AnalyticsDaily extends Figures {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;
}

/**
 * A month's sums of its days' roll-ups for each page, referrer host and device class, made once the
 * month is rolled up: a year's report adds up twelve of these rather than every day's rows.
 */
@Entity('analytics_monthly')
export class AnalyticsMonthly extends Figures {
  /** YYYY-MM. */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;
}
