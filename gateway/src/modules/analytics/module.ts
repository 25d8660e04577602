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
};
