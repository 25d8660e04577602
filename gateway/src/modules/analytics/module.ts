import type { Module } from '../../core/module';
import { Analytics1797900000000 } from './1797900000000-analytics';
import { AnalyticsDaily, AnalyticsDay, AnalyticsMonthly, PageView } from './analytics.entities';
import { AnalyticsResolver } from './analytics.resolver';
import { analyticsRoutes } from './analytics.rest';
import { AnalyticsService } from './analytics.service';

declare module '../../core/context' {
  interface Services {
    analytics: AnalyticsService;
  }
  interface RequestFacts {
    /** The browser's User-Agent ('' when none). */
    userAgent: string;
    /** The reader asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
    doNotTrack: boolean;
  }
}

/** How often a gateway deletes the salts of days that are over and rolls days up. */
const TIDY_EVERY_MS = 10 * 60_000;

/** Cookie-less analytics: page views reported by the pages, daily visitors, the admin's report. */
export const analyticsModule: Module = {
  name: 'analytics',
  entities: [PageView, AnalyticsDay, AnalyticsDaily, AnalyticsMonthly],
  migrations: [Analytics1797900000000],
  resolvers: [AnalyticsResolver],
  routes: analyticsRoutes,
  services: ({ dataSource, config, limits, pages }) => ({
    analytics: new AnalyticsService({ dataSource, site: config.publicUrl, limits, pages }),
  }),
  background: ({ analytics }, { log }) => {
    const tidy = () =>
      void analytics
        .tidy()
        .catch((error: unknown) => log.error({ err: error }, 'Ziyaret istatistikleri toparlanamadı'));
    tidy();
    const timer = setInterval(tidy, TIDY_EVERY_MS).unref();
    return { stop: async () => clearInterval(timer) };
  },
  publicFields: ['mutation.recordPageView'],
  // What a request says of its browser: its User-Agent, and whether it asks not to be tracked.
  context: (req) => ({
    userAgent: req?.get('user-agent') ?? '',
    doNotTrack: req?.get('dnt') === '1' || req?.get('sec-gpc') === '1',
  }),
  // The last two days' views under their visitors' hashes, and the day's salt, must never leave
  // the site (the days' roll-ups, analytics_daily and analytics_monthly, travel).
  backup: { leaveOut: [PageView, AnalyticsDay] },
};
