import { AnalyticsDaily, AnalyticsDay, AnalyticsMonthly, PageView } from './analytics.entities';
import { deviceOf, referrerOf } from './analytics.service';
import { dayOf, daysOutside, wholeMonths } from './days';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE, input } from '../../../test/support/blog';
import { openSharedDatabase, testDb } from '../../../test/support/db';
import { expectAdminOnly, expectOnlyError } from '../../../test/support/graphql';
import { restCall as api } from '../../../test/support/rest';
import { ALL_TABLES, snapshot } from '../../../test/support/snapshot';
import { ADDRESS, direct, FIREFOX, GOOGLEBOT, IPHONE, reader, RECORD, REPORT, serviceOver } from './page-views.kit';

/**
 * Issue 24, 'Analytics without cookies': the pages report their views; a reader is a hash of the
 * day's salt, the site, the address and the browser; no address is stored; bots are counted apart
 * and readers who ask not to be counted are not; each day is rolled up two days later into the
 * figures long ranges read, which say the same as the views they came from.
 */

describe(`analytics (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  const view = (path: string, userAgent: string, headers: Record<string, string> = {}, referrer?: string) =>
    app.gql<{ recordPageView: boolean }>(
      RECORD,
      { path, referrer },
      {
        headers: { 'user-agent': userAgent, 'x-forwarded-for': ADDRESS, ...headers },
      },
    );
  const report = async (days = 7) =>
    (await app.gql<{ analytics: Record<string, unknown> }>(REPORT, { days }, { token })).data!.analytics;

  beforeAll(async () => {
    ({ app, token } = await startAdminApp({ TRUST_PROXY: 'true' }));
    expect(await app.gql(CREATE, { input: input({ title: 'İlk yazı' }) }, { token })).not.toHaveProperty('errors');
  });
  afterAll(() => app.close());

  it('counts views and visitors of each page, by device and referrer, on both doors; bots apart', async () => {
    expect(await view('/blog/ilk-yazi?utm=x#baslik', FIREFOX, {}, 'https://www.google.com/search?q=gizli')).toEqual({
      data: { recordPageView: true },
    });
    expect(await view('/blog/ilk-yazi', FIREFOX)).toEqual({ data: { recordPageView: true } }); // the same reader again
    expect(await view('/blog/ilk-yazi', IPHONE, {}, 'https://site.example/blog')).toEqual({
      data: { recordPageView: true },
    });
    const rest = await api(app, 'POST', '/api/views', {
      body: { path: '/', referrer: 'https://news.ycombinator.com/item?id=1' },
      headers: { 'user-agent': IPHONE, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(rest.body).toEqual({ success: true, data: true });
    expect(await view('/', GOOGLEBOT)).toEqual({ data: { recordPageView: true } });

    const today = dayOf(new Date());
    const analytics = await report();
    // The iPhone at ADDRESS came from a page of this site: a visit begun elsewhere (here, unseen).
    expect(analytics).toMatchObject({ to: today, views: 4, visitors: 2, bots: 1 });
    expect((analytics.days as unknown[]).at(-1)).toEqual({ day: today, views: 4, visitors: 2 });
    expect(analytics.days).toHaveLength(7);
    expect(analytics.pages).toEqual([
      { item: '/blog/ilk-yazi', views: 3, visitors: 2 },
      { item: '/', views: 1, visitors: 1 },
    ]);
    expect(analytics.referrers).toEqual([
      { item: 'google.com', views: 1, visitors: 1 },
      { item: 'news.ycombinator.com', views: 1, visitors: 1 },
    ]); // this site's own pages are no referrer; only the host is kept
    expect(analytics.devices).toEqual([
      { item: 'desktop', views: 2, visitors: 1 },
      { item: 'mobile', views: 2, visitors: 2 },
    ]);
  });

  it('stores no address anywhere, and no query or path of the referrer', async () => {
    const everything = JSON.stringify(
      await snapshot(app, [...ALL_TABLES, 'page_views', 'analytics_days', 'rate_limits']),
    );
    expect(everything).not.toContain(ADDRESS);
    expect(everything).not.toContain('203.0.113.9');
    expect(everything).not.toContain('gizli');
    expect(JSON.stringify(app.log())).not.toContain(ADDRESS);
  });

  it('counts nobody who asks not to be counted (DNT, Sec-GPC)', async () => {
    const before = await snapshot(app, ['page_views']);
    expect(await view('/', FIREFOX, { dnt: '1' })).toEqual({ data: { recordPageView: false } });
    expect(await view('/', IPHONE, { 'sec-gpc': '1' })).toEqual({ data: { recordPageView: false } });
    expect(await snapshot(app, ['page_views'])).toEqual(before);
  });

  it.each([
    ['an empty path', ''],
    ['an address', 'https://baska.site/'],
    ['a protocol-relative address', '//baska.site/'],
    ['an admin page', '/mrpurposeless/blogs'],
    ['a path with a space', '/blog/iki kelime'],
    ['a path of 301 characters', `/${'a'.repeat(300)}`],
    ['a backslash, which a browser reads as a slash to another site', '/\\evil.example/x'],
  ])('refuses %s in Turkish and stores nothing', async (_case, path) => {
    const before = await snapshot(app, ['page_views']);
    expectOnlyError(await view(path, FIREFOX), 'BAD_USER_INPUT', 'Geçersiz sayfa yolu');
    expect((await api(app, 'POST', '/api/views', { body: { path } })).body).toEqual({
      success: false,
      message: 'Geçersiz sayfa yolu',
    });
    expect(await snapshot(app, ['page_views'])).toEqual(before);
  });

  it('reports 1 to 366 days, and is the admin’s alone', async () => {
    for (const days of [0, 367, -5])
      expectOnlyError(
        await app.gql(REPORT, { days }, { token }),
        'BAD_USER_INPUT',
        'Gün sayısı 1 ile 366 arasında olmalı',
      );
    expect((await report(365)).days).toHaveLength(365);
    expect((await api(app, 'GET', '/api/analytics?days=400', { token })).status).toBe(400);
    expect((await api<{ views: number }>(app, 'GET', '/api/analytics?days=7', { token })).body.data!.views).toBe(4);
    await expectAdminOnly(app, [[REPORT, { days: 7 }]]);
  });

  it('gives one reader a new hash each day, deletes a salt once its day is over, and rolls days up to the same figures', async () => {
    const service = direct(app);
    const day1 = new Date('2031-03-10T09:00:00Z');
    const day2 = new Date('2031-03-11T09:00:00Z');
    await service.record('/about', '', reader(FIREFOX), day1);
    await service.record('/about', '', reader(FIREFOX), day1);
    await service.record('/contact', 'https://t.co/x', reader(IPHONE, '192.0.2.1'), day1);
    await service.record('/', '', reader(GOOGLEBOT), day1);
    await service.record('/about', '', reader(FIREFOX), day2);
    const visitors = await app.dataSource
      .getRepository(PageView)
      .find({ where: { path: '/about' }, order: { id: 'ASC' } });
    expect(visitors[0]!.visitor).toBe(visitors[1]!.visitor);
    expect(visitors[2]!.visitor).not.toBe(visitors[0]!.visitor); // the next day, the same reader is new

    const days = app.dataSource.getRepository(AnalyticsDay);
    const daily = app.dataSource.getRepository(AnalyticsDaily);
    const before = await service.report(3, day2);
    await service.tidy(new Date('2031-03-10T21:05:00Z')); // 00:05 in Turkey: day 1 is over, not yet settled
    expect((await days.findOneByOrFail({ day: '2031-03-10' })).salt).toBeNull(); // its day is over
    expect((await days.findOneByOrFail({ day: '2031-03-11' })).salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await daily.countBy({ day: '2031-03-10' })).toBe(0); // a view sent before midnight may still come

    await service.tidy(day2);
    expect(await app.dataSource.getRepository(PageView).countBy({ day: '2031-03-10' })).toBe(0);
    expect(await daily.countBy({ day: '2031-03-10' })).toBeGreaterThan(0);
    expect(await daily.countBy({ day: '2031-03-11' })).toBe(0); // today's stay as they came
    expect(await service.report(3, day2)).toEqual(before);
    expect(before).toMatchObject({
      days: [
        { day: '2031-03-09', views: 0, visitors: 0 },
        { day: '2031-03-10', views: 3, visitors: 2 },
        { day: '2031-03-11', views: 1, visitors: 1 },
      ],
      bots: 1,
      referrers: [{ item: 't.co', views: 1, visitors: 1 }],
    });
  });

  it('sums each month once its days are rolled up, and a long range reads the same figures from it', async () => {
    const service = direct(app);
    for (const [when, path, agent] of [
      ['2032-01-30T10:00:00Z', '/blog/a', FIREFOX],
      ['2032-01-31T10:00:00Z', '/blog/a', IPHONE],
      ['2032-02-01T10:00:00Z', '/blog/b', FIREFOX],
      ['2032-02-29T10:00:00Z', '/blog/a', FIREFOX],
      ['2032-03-01T10:00:00Z', '/blog/b', IPHONE],
    ] as const)
      await service.record(path, 'https://duckduckgo.com/', reader(agent), new Date(when));
    const now = new Date('2032-03-03T10:00:00Z'); // every day before 1 March rolled up: January and February are whole
    const before = await service.report(60, now);
    await service.tidy(now);
    const monthly = app.dataSource.getRepository(AnalyticsMonthly);
    expect(await monthly.findBy({ kind: 'path' })).toEqual(
      expect.arrayContaining([
        { month: '2032-01', kind: 'path', item: '/blog/a', views: 2, visitors: 2 },
        { month: '2032-02', kind: 'path', item: '/blog/a', views: 1, visitors: 1 },
        { month: '2032-02', kind: 'path', item: '/blog/b', views: 1, visitors: 1 },
      ]),
    );
    expect(await service.report(60, now)).toEqual(before); // February whole from its sums, January's end and March from days
    expect(before.pages).toEqual([
      { item: '/blog/a', views: 3, visitors: 3 },
      { item: '/blog/b', views: 2, visitors: 2 },
    ]);
    await service.tidy(now); // a second time changes nothing
    expect(await monthly.countBy({ month: '2032-02' })).toBe(4); // two pages, one referrer, one device class
    expect(wholeMonths('2032-01-15', '2032-03-31')).toEqual(['2032-02', '2032-03']);
    expect(wholeMonths('2031-12-01', '2032-01-30')).toEqual(['2031-12']);
    expect(daysOutside('2032-01-15', '2032-03-03', ['2032-02'])).toEqual([
      ['2032-01-15', '2032-01-31'],
      ['2032-03-01', '2032-03-03'],
    ]);
  });

  it('counts a reader whose address changes during a visit once, and again when a new visit begins', async () => {
    const service = direct(app);
    const day = new Date('2031-04-02T10:00:00Z');
    await service.record('/', 'https://www.bing.com/', reader(IPHONE, '192.0.2.10'), day); // on Wi-Fi
    await service.record('/blog', 'https://site.example/', reader(IPHONE, '198.18.0.7'), day); // on mobile data
    await service.record('/blog/bir-yazi', 'https://site.example/blog', reader(IPHONE, '198.18.0.7'), day);
    expect((await service.report(1, day)).days).toEqual([{ day: '2031-04-02', views: 3, visitors: 1 }]);
    await service.record('/', '', reader(IPHONE, '198.18.0.7'), day); // later, typed in: a new visit from the new address
    expect((await service.report(1, day)).days).toEqual([{ day: '2031-04-02', views: 4, visitors: 2 }]);
  });

  it('sorts a user agent into its device class, and keeps a referrer’s host alone or knows it for this site', () => {
    expect(
      [
        FIREFOX,
        IPHONE,
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
        'Mozilla/5.0 (Linux; Android 14; SM-X710)',
      ].map(deviceOf),
    ).toEqual(['desktop', 'mobile', 'tablet', 'tablet']);
    const site = 'https://site.example';
    expect(referrerOf('https://WWW.Example.com:8080/a?b#c', site)).toEqual({ host: 'example.com', internal: false });
    expect(referrerOf('javascript:alert(1)', site)).toEqual({ host: null, internal: false });
    expect(referrerOf('https://site.example/blog', site)).toEqual({ host: null, internal: true });
    expect(referrerOf('yok', site)).toEqual({ host: null, internal: false });
    expect(referrerOf(null, site)).toEqual({ host: null, internal: false });
    // Only a host name is a referrer: what else a URL's host may hold is no site (issue 42.5).
    for (const junk of [
      'http://=hyperlink("http"&char(58)&"//evil.example")/',
      'http://-cmd.example/',
      'http://localhost:3000/',
      'http://[::1]/',
      `https://${'a'.repeat(95)}.example/`,
    ])
      expect([junk, referrerOf(junk, site)]).toEqual([junk, { host: null, internal: false }]);
    expect(referrerOf('https://xn--bcher-kva.example/', site)).toEqual({
      host: 'xn--bcher-kva.example',
      internal: false,
    });
    expect(referrerOf('http://192.0.2.1/', site)).toEqual({ host: '192.0.2.1', internal: false });
  });
});

describe(`analytics on two gateways (${testDb})`, () => {
  it('share one salt a day, and roll each day up once', async () => {
    const { dataSources, drop } = await openSharedDatabase(2);
    try {
      const [a, b] = dataSources.map((dataSource) => serviceOver(dataSource));
      const day = new Date('2031-05-01T12:00:00Z');
      await Promise.all([a!.record('/', '', reader(FIREFOX), day), b!.record('/', '', reader(FIREFOX), day)]);
      const views = await dataSources[0]!.getRepository(PageView).find();
      expect(new Set(views.map((row) => row.visitor)).size).toBe(1);

      const later = new Date('2031-05-03T12:00:00Z');
      // At once on MySQL; on SQLite one after the other: two connections of one process to one file
      // would wait for each other's write lock on the one thread (two gateways are two processes).
      if (testDb === 'mysql') await Promise.all([a!.tidy(later), b!.tidy(later)]);
      else for (const gateway of [a!, b!]) await gateway.tidy(later);
      expect(await dataSources[0]!.getRepository(AnalyticsDaily).findBy({ day: '2031-05-01', kind: 'site' })).toEqual([
        { day: '2031-05-01', kind: 'site', item: '', views: 2, visitors: 1 },
      ]);
      expect(await dataSources[0]!.getRepository(PageView).count()).toBe(0);
    } finally {
      await drop();
    }
  });
});
