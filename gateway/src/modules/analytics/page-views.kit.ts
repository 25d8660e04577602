import type { DataSource } from 'typeorm';
import { AnalyticsService } from './analytics.service';
import { databaseLimiters } from '../../core/rate-limit-store';
import { RateLimits } from '../../core/rate-limits';
import { JWT_SECRET, type TestApp } from '../../../test/support/app';

/** What the page-view suites (page-views-counting-and-roll-ups, page-views-made-up-and-flooded) share. */

export const RECORD =
  'mutation($path: String!, $referrer: String) { recordPageView(path: $path, referrer: $referrer) }';
export const REPORT =
  'query($days: Int) { analytics(days: $days) { from to days { day views visitors } views visitors bots pages { item views visitors } referrers { item views visitors } devices { item views visitors } } }';

export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const ADDRESS = '198.51.100.77';

export const reader = (userAgent: string, address = ADDRESS, doNotTrack = false) => ({
  address,
  userAgent,
  doNotTrack,
});

/**
 * The service without the app, as another gateway of the site, over a site where every address
 * `publicPage` reads is a page: these tests are about counting and rolling up, the next describe
 * about which pages count.
 */
export const serviceOver = (dataSource: DataSource, options: { viewsPerDay?: number } = {}) =>
  new AnalyticsService({
    dataSource,
    site: 'https://site.example',
    limits: new RateLimits(databaseLimiters(dataSource, JWT_SECRET)),
    pages: { address: async (page) => ('url' in page ? page.url : null) },
    ...options,
  });
export const direct = (app: TestApp) => serviceOver(app.dataSource);
