import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, screenshot, WIDTHS } from './support';

/**
 * The theme switch (issue 'Reader tools'): the system's theme, light or dark, chosen with the
 * header's button, kept in the browser (the `tema` cookie) and sent by the gateway drawn in it, so
 * a page never flashes the other theme.
 */

const LIGHT_BG = 'rgb(251, 248, 243)'; // base.css --bg
const DARK_BG = 'rgb(14, 18, 23)';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The page's background once it has settled (the reduced motion of the tests still starts a 0.01 ms transition). */
const background = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(getComputedStyle(document.body).backgroundColor)),
        ),
      ),
  );
const button = (page: Page) => page.locator('[data-theme-toggle]');
/** The colours of the browser's bars: the theme-color metas of the light and the dark scheme (index.html). */
const bars = (page: Page) =>
  page.$$eval('meta[name="theme-color"]', (metas) => metas.map((meta) => (meta as HTMLMetaElement).content));
const SYSTEM_BARS = ['#fbf8f3', '#0e1217'];
const themeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'tema')?.value;

describe('the theme switch', () => {
  for (const { name, width, height } of WIDTHS) {
    it(`goes from the system's theme to light, dark and back, and keeps the choice for the next page (${name})`, async () => {
      const session = await openPage(browser, width, height);
      const { page } = session;
      await page.goto(`${baseUrl()}/blog`);
      await expect(button(page).isVisible()).resolves.toBe(true);
      expect(await button(page).getAttribute('aria-label')).toBeNull();
      const named = async (label: string) =>
        expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
      await named('Tema: sistem');
      expect(await background(page)).toBe(LIGHT_BG); // the context's system theme is light
      expect(await bars(page)).toEqual(SYSTEM_BARS);

      await button(page).click();
      await named('Tema: açık');
      expect([await page.locator('html').getAttribute('data-theme'), await themeCookie(page)]).toEqual([
        'light',
        'light',
      ]);
      expect(await bars(page)).toEqual(['#fbf8f3', '#fbf8f3']);
      await button(page).click();
      await named('Tema: koyu');
      expect(await background(page)).toBe(DARK_BG);
      expect(await bars(page)).toEqual(['#0e1217', '#0e1217']);
      expect(await themeCookie(page)).toBe('dark');
      await screenshot(page, `theme-dark-${name}`);

      // The next page comes dark from the gateway: drawn so before any script runs.
      const response = await page.goto(`${baseUrl()}/about`, { waitUntil: 'commit' });
      expect(await response!.text()).toMatch(/<html[^>]* data-theme="dark"/);
      await page.waitForLoadState('domcontentloaded');
      expect(await background(page)).toBe(DARK_BG);
      expect(await bars(page)).toEqual(['#0e1217', '#0e1217']);

      await button(page).click(); // back to the system's
      await named('Tema: sistem');
      expect([await page.locator('html').getAttribute('data-theme'), await themeCookie(page)]).toEqual([
        null,
        undefined,
      ]);
      expect(await background(page)).toBe(LIGHT_BG);
      expect(await bars(page)).toEqual(SYSTEM_BARS);
      expect(session.problems).toEqual([]);
      expect(session.warnings).toEqual([]);
      await session.close();
    });
  }

  it('a light choice holds on a dark system, and the page without JavaScript follows the cookie, with no button', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    expect(await background(page)).toBe(DARK_BG);
    await button(page).click(); // light
    expect(await background(page)).toBe(LIGHT_BG);
    await page.reload();
    expect(await background(page)).toBe(LIGHT_BG);
    await context.close();

    const session = await openPage(browser, 390, 844, undefined, { javaScriptEnabled: false });
    await session.page.context().addCookies([{ name: 'tema', value: 'dark', url: baseUrl() }]);
    await session.page.goto(`${baseUrl()}/contact`);
    // Nothing changed on this page, nothing to settle (and no animation frame without scripts).
    expect(await session.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    await expect(button(session.page).isVisible()).resolves.toBe(false);
    await session.close();
  });
});
