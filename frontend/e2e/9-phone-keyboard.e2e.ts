import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl, launch, openPage, screenshot, signIn, PHONE_AND_DESKTOP } from './support';

type Post = { _id: string };

let browser: Browser;
let token: string;
let post: Post;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  post = await api<Post>(
    'POST',
    '/api/blogs',
    {
      title: 'Noktalı özet',
      shortDescription: 'Kısa bir özet.',
      content: '<p>Metin.</p>',
      tags: [],
      publishDate: '2026-02-01T09:00:00Z',
    },
    token,
  );
});
afterAll(async () => {
  if (post) await api('DELETE', `/api/blogs/${post._id}`, undefined, token);
  await browser?.close();
});

/** Each control of the editor's toolbar: its name, whether it is shown, and its box. */
function toolbarControls(page: Page) {
  return page.getByRole('toolbar', { name: 'Biçimlendirme araçları' }).evaluate((toolbar) =>
    [...toolbar.querySelectorAll<HTMLElement>('button, select, label.rich-toolbar__color')].map((control) => {
      const box = control.getBoundingClientRect();
      return {
        name: control.getAttribute('aria-label') ?? control.getAttribute('title') ?? '',
        shown: box.width > 0 && box.height > 0,
        width: box.width,
        height: box.height,
        inside: box.left >= toolbar.getBoundingClientRect().left && box.right <= toolbar.getBoundingClientRect().right,
      };
    }),
  );
}

for (const { name, width, height } of PHONE_AND_DESKTOP) {
  describe(`at ${width} px`, () => {
    it('the editor toolbar has every tool one or two taps away, without sideways scrolling', async () => {
      const { page, problems, close } = await openPage(browser, width, height, token);
      await page.goto(`${baseUrl()}/mrpurposeless/blogs/new`);
      const toolbar = page.getByRole('toolbar', { name: 'Biçimlendirme araçları' });
      await toolbar.waitFor();
      expect(await toolbar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

      const first = await toolbarControls(page);
      const tools = first.filter((control) => control.name !== 'Daha fazla');
      expect(tools.length).toBeGreaterThanOrEqual(25);
      if (name === 'desktop') {
        expect(tools.every((control) => control.shown)).toBe(true);
        expect(first.find((control) => control.name === 'Daha fazla')?.shown).toBe(false);
      } else {
        // The most used at once (bold, lists, link, image…), the rest behind 'Daha fazla'.
        const shown = tools.filter((control) => control.shown).map((control) => control.name);
        expect(shown).toEqual(
          expect.arrayContaining(['Kalın', 'İtalik', 'Madde işaretli liste', 'Bağlantı', 'Görsel']),
        );
        expect(shown.length).toBeLessThan(tools.length);
        await screenshot(page, `toolbar-${name}-folded`);
        const more = page.getByRole('button', { name: 'Daha fazla' });
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        await more.click();
        expect(await more.getAttribute('aria-expanded')).toBe('true');
        const all = await toolbarControls(page);
        expect(all.filter((control) => !control.shown)).toEqual([]);
        // Touch targets of at least 44 px, all inside the toolbar.
        expect(all.filter((control) => control.width < 44 || control.height < 44)).toEqual([]);
        expect(all.every((control) => control.inside)).toBe(true);
        await page.getByRole('button', { name: 'Ortala' }).click();
        expect(await page.getByRole('button', { name: 'Ortala' }).getAttribute('aria-pressed')).toBe('true');
        await screenshot(page, `toolbar-${name}-open`);
      }
      expect(problems).toEqual([]);
      await close();
    });

    it('Escape closes the mobile menus and gives focus back; a skip link leads to the content', async () => {
      const { page, problems, close } = await openPage(browser, width, height, token);
      for (const path of ['/', '/mrpurposeless']) {
        await page.goto(`${baseUrl()}${path}`);
        await page.locator('#main').waitFor();
        await page.waitForLoadState('networkidle');
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'İçeriğe geç' });
        expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
        expect(await skip.isVisible()).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

        const toggle = page.getByRole('button', { name: 'Menüyü aç' });
        if (name === 'desktop') {
          expect(await toggle.isVisible()).toBe(false); // the menu is always shown
          continue;
        }
        await toggle.click();
        const opened = page.getByRole('button', { name: 'Menüyü kapat' });
        expect(await opened.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Tab'); // into the menu
        await page.keyboard.press('Escape');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
      }
      expect(problems).toEqual([]);
      await close();
    });

    it("shows the owner's address whole, in the bar or (on a phone) in the menu", async () => {
      const { page, close } = await openPage(browser, width, height, token);
      await page.goto(`${baseUrl()}/mrpurposeless`);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      const { email } = inject('admin');
      const inBar = page.locator('.admin__bar .admin__user');
      if (name === 'desktop') {
        expect(await inBar.innerText()).toBe(email);
        expect(await inBar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      } else {
        expect(await inBar.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        const inMenu = page.getByRole('navigation', { name: 'Admin menüsü' }).getByText(email);
        expect(await inMenu.isVisible()).toBe(true);
        await screenshot(page, `admin-menu-${name}`);
      }
      await close();
    });

    it('lists a summary with one ellipsis, and says a save in a toast like every other screen', async () => {
      const { page, problems, close } = await openPage(browser, width, height, token);
      await page.goto(`${baseUrl()}/mrpurposeless/blogs`);
      await page.getByText('Kısa bir özet...').waitFor();
      expect(await page.locator('main').innerText()).not.toContain('....');

      await page.goto(`${baseUrl()}/mrpurposeless/contact-info`);
      await page.getByRole('heading', { name: 'İletişim Bilgileri', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.locator('.toasts .toast--success').waitFor();
      expect(await page.locator('main .notice--success').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    });
  });
}
