import { AnalyticsDaily, AnalyticsMonthly, PageView } from './analytics.entities';
import type { AnalyticsReport } from './analytics.types';
import { OTHER_REFERRERS, REFERRERS_KEPT } from './roll-ups';
import { ONE_WRITE } from '../../graphql/cost';
import { LIMITS } from '../../core/rate-limits';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE, input } from '../../../test/support/blog';
import { testDb } from '../../../test/support/db';
import { restCall as api } from '../../../test/support/rest';
import { snapshot } from '../../../test/support/snapshot';
import { direct, FIREFOX, reader, RECORD, REPORT, serviceOver } from './page-views.kit';

/**
 * Issue 42.4 and 42.5: analytics against made-up and flooded views. Only the pages the site has
 * count, each view once, so many a day of one address and of one gateway at most; rare referrers
 * fold into one row, and a referrer is stored only as a host name.
 */

describe(`analytics against made-up and flooded views (issue 42.4, 42.5) (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  let post: { id: string; slug: string };
  let n = 0;
  /** A reader never seen before, by its own address. */
  const fresh = () => `203.0.113.${++n}`;
  const view = (path: string, address = fresh(), userAgent = FIREFOX, referrer?: string) =>
    app.gql<{ recordPageView: boolean }>(
      RECORD,
      { path, referrer },
      { headers: { 'user-agent': userAgent, 'x-forwarded-for': address } },
    );
  const rows = () => app.dataSource.getRepository(PageView).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    ({ app, token } = await startAdminApp({ TRUST_PROXY: 'true', REQUEST_BUDGET: '0' }));
    const made = await app.gql<{ createBlog: { id: string; slug: string } }>(
      CREATE,
      { input: input({ title: 'Sayılan yazı', tags: ['etiket'] }) },
      { token },
    );
    post = made.data!.createBlog;
    expect(post.slug).toBe('sayilan-yazi');
    await app.gql(CREATE, { input: input({ title: 'Taslak yazı', status: 'DRAFT' }) }, { token });
  });
  afterAll(() => app.close());

  it('counts only the pages the site has, each under its own address, and drops a made-up one unseen', async () => {
    for (const path of [
      '/',
      '/ABOUT/',
      '/blog/sayilan-yazi',
      '/Blog/sayilan-yazi/',
      `/blog/${post.id}`,
      '/blog?sayfa=1',
      '/tags/etiket',
      '/search?q=gizli+arama',
    ])
      expect([path, await view(path)]).toEqual([path, { data: { recordPageView: true } }]);
    expect((await rows()).map((row) => row.path)).toEqual([
      '/',
      '/about',
      '/blog/sayilan-yazi',
      '/blog/sayilan-yazi',
      '/blog/sayilan-yazi',
      '/blog',
      '/tags/etiket',
      '/search',
    ]);

    const before = await snapshot(app, ['page_views']);
    for (const path of [
      '/yok-boyle-bir-sayfa',
      `/${'x'.repeat(259)}`,
      '/blog/olmayan-yazi',
      '/blog/taslak-yazi',
      '/tags/olmayan-etiket',
      '/blog?sayfa=99',
      '/tags/etiket?sayfa=2',
      '/blog/sayilan-yazi/yorumlar',
      '/blog/sayilan-yazi?onizleme=1',
      '/%2F%2Fevil.example/x',
      '/blog/%2F%2Fevil.example',
    ]) {
      expect([path, await view(path)]).toEqual([path, { data: { recordPageView: false } }]);
      expect((await api(app, 'POST', '/api/views', { body: { path } })).body).toEqual({ success: true, data: false });
    }
    expect(await snapshot(app, ['page_views'])).toEqual(before);
  });

  it('counts one view a request, whatever the aliases (issue 42.4)', async () => {
    const before = (await rows()).length;
    const aliases = Array.from({ length: 15 }, (_, i) => `v${i}: recordPageView(path: "/")`).join(' ');
    const answer = await app.gql<Record<string, boolean>>(
      `mutation { ${aliases} }`,
      {},
      {
        headers: { 'user-agent': FIREFOX, 'x-forwarded-for': fresh() },
      },
    );
    // A client's operation holds one write at most (graphql/cost.ts): refused whole, nothing counted.
    expect(answer).toEqual({
      errors: [expect.objectContaining({ message: ONE_WRITE, extensions: { code: 'BAD_USER_INPUT' } })],
    });
    expect((await rows()).length).toBe(before);
  });

  it('counts at most so many views and browsers of one address a day, and other readers still (issue 42.4)', async () => {
    const address = '198.18.5.5';
    const before = (await rows()).length;
    const answers: boolean[] = [];
    for (let i = 0; i < LIMITS.pageViewsPerDay + 20; i++) {
      // A new browser every request: varying the User-Agent made a new visitor of each.
      const agent = `Mozilla/5.0 (X11; Linux x86_64; rv:${i}.0) Gecko/20100101 Firefox/${i}.0`;
      answers.push((await view('/', address, agent)).data!.recordPageView);
    }
    expect(answers.filter(Boolean)).toHaveLength(LIMITS.pageViewsPerDay);
    expect(answers.slice(LIMITS.pageViewsPerDay)).toEqual(Array<boolean>(20).fill(false));
    const added = (await rows()).slice(before);
    expect(added).toHaveLength(LIMITS.pageViewsPerDay);
    // The address's first browsers are visitors of their own; every other one, one visitor more.
    expect(new Set(added.map((row) => row.visitor)).size).toBe(LIMITS.pageViewBrowsersPerDay + 1);
    expect((await report(app, token)).days.at(-1)!.visitors).toBeLessThanOrEqual(
      before + LIMITS.pageViewBrowsersPerDay + 1,
    );
    expect(await view('/', fresh())).toEqual({ data: { recordPageView: true } });
  });

  it('keeps at most so many views a day on one gateway, whatever arrives (issue 42.4)', async () => {
    const service = serviceOver(app.dataSource, { viewsPerDay: 5 });
    const day = new Date('2033-02-02T10:00:00Z');
    const counted: boolean[] = [];
    for (let i = 0; i < 8; i++) counted.push(await service.record('/', '', reader(FIREFOX, `192.0.2.${i}`), day));
    expect(counted).toEqual([true, true, true, true, true, false, false, false]);
    expect(await app.dataSource.getRepository(PageView).countBy({ day: '2033-02-02' })).toBe(5);
  });

  it('folds the rare referrers of a day into one row, in the report and the roll-ups (issue 42.4)', async () => {
    const service = direct(app);
    const day = new Date('2033-03-03T10:00:00Z');
    let i = 0;
    const from = async (referrer: string) =>
      expect(await service.record('/', referrer, reader(FIREFOX, `192.0.2.${++i}`), day)).toBe(true);
    for (let k = 0; k < 3; k++) await from('https://www.google.com/');
    for (let k = 0; k < REFERRERS_KEPT + 9; k++) await from(`https://kaynak-${k}.example/`);
    const referrers = async (at = day) => (await service.report(1, at)).referrers;
    const before = await service.report(1, day);
    // The report's ten most viewed hosts, then every other referred view as one row.
    expect(before.referrers).toHaveLength(11);
    expect(before.referrers[0]).toEqual({ item: 'google.com', views: 3, visitors: 3 });
    const others = REFERRERS_KEPT + 9 - 9; // all of kaynak-… but the nine in the report
    expect(before.referrers.at(-1)).toEqual({ item: OTHER_REFERRERS, views: others, visitors: others });
    await service.tidy(new Date('2033-03-05T10:00:00Z'));
    const daily = await app.dataSource.getRepository(AnalyticsDaily).findBy({ day: '2033-03-03', kind: 'referrer' });
    expect(daily).toHaveLength(REFERRERS_KEPT + 1);
    expect(await service.report(1, day)).toEqual(before);
    expect(await referrers()).toEqual(before.referrers);
    // A month's sums keep as many, the rest folded too.
    await service.tidy(new Date('2033-04-03T10:00:00Z'));
    const monthly = await app.dataSource.getRepository(AnalyticsMonthly).findBy({ month: '2033-03', kind: 'referrer' });
    expect(monthly).toHaveLength(REFERRERS_KEPT + 1);
    expect(monthly).toContainEqual({
      month: '2033-03',
      kind: 'referrer',
      item: OTHER_REFERRERS,
      views: 10,
      visitors: 10,
    });
  });

  it('stores a referrer only as a host name, never what a spreadsheet would run (issue 42.5)', async () => {
    const before = (await rows()).length;
    await view('/', fresh(), FIREFOX, 'http://=hyperlink("http"&char(58)&"//evil.example")/');
    await view('/', fresh(), FIREFOX, 'http://-2+3.example/');
    const added = (await rows()).slice(before);
    expect(added.map((row) => row.referrer)).toEqual([null, null]);
  });
});

/** The admin's report of the last 7 days. */
async function report(app: TestApp, token: string) {
  return (await app.gql<{ analytics: AnalyticsReport }>(REPORT, { days: 7 }, { token })).data!.analytics;
}
