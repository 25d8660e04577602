import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, fromAddress, launch, openPage, signIn } from './support';

/**
 * The public pages before, while and after their application arrives, on a slow phone: on the
 * living site 1-public-pages.e2e.ts made just before.
 */

/** The fonts Chromium really drew the text of a page's first `selector` with (not the stylesheet's wish). */
async function fontsDrawnWith(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return async (selector: string) => {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('a slow phone', () => {
  /** Whether React has taken the page over. */
  const hydrated = (page: Page) =>
    page.evaluate(() =>
      Object.keys(document.querySelector('.nav__toggle')!).some((key) => key.startsWith('__reactFiber')),
    );
  /** Holds the application's last chunk back until `release()` is called: the page before it takes over. */
  async function holdApplication(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  /** How a list page's parts are laid out and coloured (not their fonts, which a first visit draws in stand-ins). */
  const looks = (page: Page) =>
    page.evaluate(() =>
      ['h1', '.list-head', '.post-card', '.chip', '.post-card__date', '.site-footer__inner'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [selector, style.display, style.padding, style.borderRadius, style.color, style.backgroundColor];
      }),
    );
  const application = (scripts: string[]) =>
    scripts.filter((url) => /\/(entry-client|client|apollo)-[\w-]+\.js$/.test(url));

  it("runs no application until the reader's first touch, and counts a post's view without it", async () => {
    const before = (await api<Array<{ slug: string; viewCount: number }>>('GET', '/api/blogs'))[0]!;
    const { page, problems, scripts, operations, pageViews, close } = await openPage(browser, 390, 844);
    await page.goto(`${baseUrl()}/blog/${before.slug}`, { waitUntil: 'networkidle' });
    await page.getByText(`${before.viewCount + 1} görüntülenme`).waitFor(); // counted and shown by the page's script
    expect(operations).toEqual(['ViewBlog']);
    await expect.poll(() => pageViews).toEqual([`/blog/${before.slug}`]); // for the owner's analytics, by the page's script too
    await page.waitForTimeout(1000);
    expect(application(scripts)).toEqual([]);
    expect(await hydrated(page)).toBe(false);

    await page.keyboard.press('Tab'); // the first touch
    await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
    expect(application(scripts).length).toBeGreaterThan(0);
    expect(operations).toEqual(['ViewBlog']); // the application took the count, it did not count again
    expect(await page.getByText(`${before.viewCount + 1} görüntülenme`).isVisible()).toBe(true);
    // From here links are the application's: the next page is rendered in place, not loaded anew.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Diğer Yazıları Gör' }).click();
    await page.getByRole('heading', { name: 'Blog Yazıları' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect.poll(() => pageViews).toEqual([`/blog/${before.slug}`, '/blog']); // a page rendered in place is a view
    // The post came with the rules its HTML uses; the list the application drew is styled as a list loaded anew.
    const loaded = await openPage(browser, 390, 844);
    await loaded.page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
    expect(await looks(page)).toEqual(await looks(loaded.page));
    await loaded.close();
    expect(problems).toEqual([]);
    await close();
  });

  it('takes the page over though its whole stylesheet never arrives', async () => {
    const { page, close } = await openPage(browser, 390, 844);
    await page.route(/\/assets\/index-[\w-]+\.css$/, () => undefined); // asked for, never answered
    await page.goto(`${baseUrl()}/blog`, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Tab');
    await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
    await close();
  });

  it('takes a message typed and sent before the application arrives, and sends it once', async () => {
    const { page, problems, close } = await openPage(browser, 390, 844);
    await page.setExtraHTTPHeaders(fromAddress('203.0.113.41')); // a reader of its own: the message limit starts afresh
    const release = await holdApplication(page);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'domcontentloaded' });
    const message = `Uygulama gelmeden yazıldı ${Date.now()}`;
    await page.getByLabel('İsim').fill('Erken Okur');
    await page.getByLabel('E-posta', { exact: true }).fill('erken@ornek.com'); // not the footer's 'E-posta adresiniz'
    await page.getByLabel('Mesaj').fill(message);
    await page.getByRole('button', { name: 'Gönder' }).click();
    expect(await hydrated(page)).toBe(false);
    expect(page.url()).toBe(`${baseUrl()}/contact`); // held, not sent by the browser as a form

    release();
    await page.getByText('Mesajınız başarıyla gönderildi!').waitFor();
    const token = await signIn();
    const stored = (
      await api<Array<{ message: string; name: string }>>('GET', '/api/contact', undefined, token)
    ).filter((entry) => entry.message === message);
    expect(stored.map((entry) => entry.name)).toEqual(['Erken Okur']);
    expect(await page.getByLabel('Mesaj').inputValue()).toBe(''); // cleared after sending, as ever
    expect(problems).toEqual([]);
    await close();
  });

  it('sets a first page in the stand-in fonts, fetching no font file before the reader touches it, and the next page in the web fonts from its first paint', async () => {
    const { page, problems, close } = await openPage(browser, 390, 844);
    const drawnWith = await fontsDrawnWith(page);
    const fontFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => ({
            file: /\/assets\/(.+)-normal-/.exec(entry.name)![1]!,
            cached: (entry as PerformanceResourceTiming).transferSize === 0,
          }))
          .sort((a, b) => a.file.localeCompare(b.file)),
      );

    // A first visit: the page names no web font and stays in its stand-ins; once the reader touches
    // it, it loads the latin and latin-ext files of each family (all a Turkish text needs) for later.
    await page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('class')).toBeNull();
    expect(await fontFiles()).toEqual([]);
    await page.keyboard.press('Shift');
    await expect.poll(async () => (await fontFiles()).length, { timeout: 10_000 }).toBe(6);
    expect((await fontFiles()).map(({ file }) => file)).toEqual([
      'fraunces-latin-ext-opsz',
      'fraunces-latin-opsz',
      'inter-latin-ext-wght',
      'inter-latin-wght',
      'jetbrains-mono-latin-ext-wght',
      'jetbrains-mono-latin-wght',
    ]);
    for (const selector of ['h1', 'main p']) {
      const fonts = await drawnWith(selector);
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).not.toMatch(/Fraunces|Inter/);
    }

    // The next page, asked from this one, names them, finds them in the cache and is drawn in them,
    // every letter (ı İ ş ğ included).
    await page.evaluate(() => (location.href = '/contact'));
    await page.waitForURL(`${baseUrl()}/contact`, { waitUntil: 'load' });
    expect(await page.locator('html').getAttribute('class')).toBe('web-fonts');
    expect(await page.locator('h1').textContent()).toBe('İletişim');
    expect(await drawnWith('h1')).toEqual(['Fraunces']);
    expect(await drawnWith('main p')).toEqual(['Inter']);
    expect((await fontFiles()).every(({ cached }) => cached)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('draws the first page rendered in place in the web fonts, though the first page kept its stand-ins', async () => {
    const { page, problems, close } = await openPage(browser, 1280, 800);
    const drawnWith = await fontsDrawnWith(page);
    await page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
    expect(await drawnWith('h1')).not.toEqual(['Fraunces']);
    await page.keyboard.press('Shift'); // the first touch: the application takes the page over
    await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
    await page.getByRole('link', { name: 'İletişim', exact: true }).click();
    await page.getByRole('heading', { name: 'İletişim', level: 1 }).waitFor();
    await expect.poll(() => drawnWith('h1')).toEqual(['Fraunces']);
    expect(await drawnWith('main p')).toEqual(['Inter']);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the menu before the application arrives, and the application keeps it open', async () => {
    const { page, problems, close } = await openPage(browser, 390, 844);
    const release = await holdApplication(page);
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'domcontentloaded' });
    const toggle = page.locator('.nav__toggle');
    const hydrated = () =>
      toggle.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')));
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    expect(await hydrated()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(true);

    release();
    await expect.poll(hydrated, { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Menüyü kapat' }).click(); // now React's state: one click closes
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/blog`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]); // no hydration mismatch either
    await close();
  });
});
