import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMenu,
  api,
  baseUrl,
  launch,
  lightAndDarkShots,
  openPage,
  PHONE_AND_DESKTOP,
  screenshot,
  signIn,
} from './support';

/**
 * Issue 24's analytics in Chromium: readers open public pages (a desktop browser coming from another
 * site, a phone, and headless Chromium, which isbot knows for a bot); each page reports its view
 * once it is up; the İstatistikler screen then counts them at 390 and 1280 px, and its 'CSV indir'
 * saves the range's rows. Other files' views may be there too (as bots, from headless Chromium):
 * what this file adds is compared with what the gateway said before, on a post of its own.
 */

type Count = { item: string; views: number; visitors: number };
type Report = {
  from: string;
  to: string;
  days: Array<{ day: string; views: number; visitors: number }>;
  views: number;
  visitors: number;
  bots: number;
  pages: Count[];
  referrers: Count[];
  devices: Count[];
};
type Post = { _id: string; slug: string };

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';

let browser: Browser;
let token: string;
let post: Post;
let before: Report;
let after: Report;
const publicScripts: string[] = [];

const report = () => api<Report>('GET', '/api/analytics?days=7', undefined, token);
const find = (rows: Count[], item: string) => rows.find((row) => row.item === item);
const number = (value: number) => new Intl.NumberFormat('tr-TR').format(value);

/** Opens `path` as a reader with this browser and address, and waits for the page to report its view. */
async function visit(path: string, userAgent: string | undefined, address: string, referer?: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') publicScripts.push(request.url());
  });
  const counted = page.waitForResponse(
    (response) =>
      response.url() === `${baseUrl()}/graphql` &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'RecordPageView',
  );
  await page.goto(`${baseUrl()}${path}`, { referer });
  // A keepalive request: the browser answers it, and its body is not kept for the page.
  expect((await counted).ok()).toBe(true);
  await context.close();
}

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  post = await api<Post>(
    'POST',
    '/api/blogs',
    {
      title: 'Sayılan yazı',
      shortDescription: 'İstatistiklerde görünen bir yazı.',
      content: '<p>Okundukça sayılır.</p>',
      tags: [],
      publishDate: '2026-01-05T09:00:00Z',
    },
    token,
  );
  before = await report();
  await visit(`/blog/${post.slug}`, DESKTOP, '198.51.100.41', 'https://www.ornek.org/bir-yazi');
  await visit('/', DESKTOP, '198.51.100.41');
  await visit(`/blog/${post.slug}`, PHONE, '198.51.100.42');
  await visit(`/blog/${post.slug}`, undefined, '198.51.100.43'); // HeadlessChrome: a bot
  after = await report();
}, 240_000);

afterAll(async () => {
  if (post) await api('DELETE', `/api/blogs/${post._id}`, undefined, token);
  await browser?.close();
});

describe('the views the pages sent', () => {
  it('are counted: two readers, three views, the bot apart, where they came from and on what', () => {
    const path = `/blog/${post.slug}`;
    expect(find(before.pages, path)).toBeUndefined();
    expect(after.views - before.views).toBe(3);
    expect(after.visitors - before.visitors).toBe(2); // the desktop reader's two pages are one visitor
    expect(after.bots - before.bots).toBe(1);
    expect(find(after.pages, path)).toEqual({ item: path, views: 2, visitors: 2 });
    expect((find(after.referrers, 'ornek.org')?.views ?? 0) - (find(before.referrers, 'ornek.org')?.views ?? 0)).toBe(
      1,
    );
    expect((find(after.devices, 'mobile')?.views ?? 0) - (find(before.devices, 'mobile')?.views ?? 0)).toBe(1);
    expect(after.days).toHaveLength(7);
  });

  it('load no admin code on the public pages (the chart library is in the admin chunk only)', () => {
    expect(publicScripts.length).toBeGreaterThan(0);
    expect(publicScripts.filter((url) => /Admin|Analytics|uPlot/i.test(url))).toEqual([]);
  });
});

describe.each(PHONE_AND_DESKTOP)('İstatistikler at $width px', ({ name, width, height }) => {
  let page: Page;
  let problems: string[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ page, problems, close } = await openPage(browser, width, height, token));
  });
  afterAll(() => close());

  const figure = (label: string) => page.locator('.analytics-figure').filter({ hasText: label });
  const row = (table: string, item: string) =>
    page.getByRole('region', { name: table }).getByRole('row').filter({ hasText: item });

  it("leads there from the dashboard's card, and shows the last 7 days the readers made", async () => {
    await page.goto(`${baseUrl()}/mrpurposeless`);
    const card = page.getByRole('link', { name: /Görüntülenme/ });
    // Another file's views may have come in since `after`: the card counts at least these.
    await expect
      .poll(async () => Number((await card.textContent())!.match(/^(\d+)GörüntülenmeSon 7 gün$/)?.[1]))
      .toBeGreaterThanOrEqual(after.views);
    await card.click();
    await page.waitForURL(`${baseUrl()}/mrpurposeless/analytics?gun=7`);
    await page.getByRole('heading', { name: 'İstatistikler', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Son 7 gün' }).getAttribute('aria-pressed')).toBe('true');
    const now = await report();
    await expect.poll(() => figure('Görüntülenme').locator('dd').first().textContent()).toBe(number(now.views));
    expect(await figure('Tekil ziyaretçi').locator('dd').first().textContent()).toBe(number(now.visitors));
    expect(await figure('Filtrelenen bot').locator('dd').first().textContent()).toBe(number(now.bots));
    expect(await row('En çok görüntülenen sayfalar', `/blog/${post.slug}`).textContent()).toBe(`/blog/${post.slug}22`);
    const link = row('En çok görüntülenen sayfalar', `/blog/${post.slug}`).getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/blog/${post.slug}`);
    await row('Yönlendiren siteler', 'ornek.org').waitFor();
    await row('Cihazlar', 'Mobil').waitFor();
    await page.locator('.analytics-chart canvas').first().waitFor();
    // The chart is no wider than its column: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await lightAndDarkShots(page, `analytics-7-${name}`);
  });

  it('lists the days in words for those who do not see the chart, today first', async () => {
    await page.getByText('Günlere göre tablo').click();
    const today = after.days.at(-1)!;
    const first = page.locator('.analytics-days tbody tr').first();
    await expect(first.locator('time').getAttribute('datetime')).resolves.toBe(today.day);
    expect(await page.locator('.analytics-days tbody tr').count()).toBe(7);
    await screenshot(page, `analytics-7-days-${name}`);
  });

  it("'CSV indir' saves the shown range: the days, then the pages and the referrers", async () => {
    const now = await report();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`istatistikler-${now.from}-${now.to}.csv`);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [days, pages, referrers] = bytes.subarray(3).toString('utf8').split('\r\n\r\n');
    expect(days!.split('\r\n')).toEqual([
      'gun,goruntulenme,tekil_ziyaretci',
      ...now.days.map((day) => `${day.day},${day.views},${day.visitors}`),
    ]);
    expect(pages!.split('\r\n')[0]).toBe('sayfa,goruntulenme,tekil_ziyaretci');
    expect(pages!.split('\r\n')).toContain(`/blog/${post.slug},2,2`);
    expect(referrers!.split('\r\n')[0]).toBe('yonlendiren,goruntulenme,tekil_ziyaretci');
    expect(referrers!.split('\r\n')).toContain(
      `ornek.org,${find(now.referrers, 'ornek.org')!.views},${find(now.referrers, 'ornek.org')!.visitors}`,
    );
  });

  it('switches to 30 and 365 days through the side menu and the range buttons, the choice in the address', async () => {
    await adminMenu(page, width, 'İstatistikler');
    await page.waitForURL(`${baseUrl()}/mrpurposeless/analytics`);
    // The address changes before React draws the range it names: wait for the drawing.
    await expect.poll(() => page.getByRole('button', { name: 'Son 30 gün' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Son 365 gün' }).click();
    await page.waitForURL(`${baseUrl()}/mrpurposeless/analytics?gun=365`);
    await page.locator('.analytics-chart canvas').first().waitFor();
    const year = await api<Report>('GET', '/api/analytics?days=365', undefined, token);
    await expect
      .poll(() => page.locator('.analytics-export__range time').first().getAttribute('datetime'))
      .toBe(year.from);
    await expect.poll(() => figure('Görüntülenme').locator('dd').first().textContent()).toBe(number(year.views));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await lightAndDarkShots(page, `analytics-365-${name}`);
    expect(problems).toEqual([]);
  });
});
