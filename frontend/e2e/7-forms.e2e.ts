import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  fromAddress,
  launch,
  oneWidth,
  openPage,
  screenshot,
  signIn,
  PHONE_AND_DESKTOP,
} from './support';

type Link = { platform: string; url: string; isActive: boolean };

let browser: Browser;
let token: string;
/** The social links the earlier files left, put back at the end. */
let links: Link[];

const socialLinks = async () =>
  (await api<{ socialMedia: Link[] }>('GET', '/api/settings')).socialMedia.map(({ platform, url, isActive }) => ({
    platform,
    url,
    isActive,
  }));

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  links = await socialLinks();
});
afterAll(async () => {
  if (links) await api('PUT', '/api/settings/social-media', { socialMedia: links }, token);
  await browser?.close();
});

/** A full-page picture from the top (a page scrolled to a focused field would show its sticky bar mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The element's box lies below `above`'s and inside the viewport's width (nothing cut off on a phone). */
async function expectBelow(page: Page, selector: string, above: string) {
  const [box, aboveBox] = [await page.locator(selector).boundingBox(), await page.locator(above).boundingBox()];
  expect(box!.y).toBeGreaterThanOrEqual(aboveBox!.y + aboveBox!.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const { name, width, height } of PHONE_AND_DESKTOP) {
  describe(`forms at ${width} px`, () => {
    it('Sosyal Medya: a bad link is marked on its field by its label and focused; bare addresses are completed', async () => {
      const { page, problems, close } = await openPage(browser, width, height, token);
      await page.goto(`${baseUrl()}/mrpurposeless/social-media`);
      await page.getByRole('heading', { name: 'Sosyal Medya', level: 1 }).waitFor();

      const instagram = page.getByLabel('Instagram');
      await instagram.fill(`instagram.com/ayse-${name}`);
      await instagram.blur();
      expect(await instagram.inputValue()).toBe(`https://instagram.com/ayse-${name}`);
      await page.getByLabel('LinkedIn').fill('linkedin');
      await page.getByLabel('Telegram').fill('tg://resolve?domain=ayse');
      await page.getByLabel('E-posta').fill(`ayse-${name}@ornek.com`);
      await page.getByRole('button', { name: 'Kaydet' }).click();

      // The gateway refuses the first bad link: it is marked on its field, which takes the focus.
      await expect.poll(() => focusedId(page)).toBe('social-linkedin');
      const linkedin = page.getByLabel('LinkedIn');
      expect(await linkedin.getAttribute('aria-invalid')).toBe('true');
      expect(await linkedin.getAttribute('aria-describedby')).toBe('social-linkedin-error');
      expect(await page.locator('#social-linkedin-error').innerText()).toBe(
        'Geçerli bir LinkedIn bağlantısı giriniz: https:// ile başlayan tam adres',
      );
      await expectBelow(page, '#social-linkedin-error', '#social-linkedin');
      expect(await page.getByLabel('E-posta').inputValue()).toBe(`mailto:ayse-${name}@ornek.com`);
      expect(await page.locator('main').innerText()).not.toContain('(linkedin)');
      await shot(page, `forms-social-error-${name}`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await shot(page, `forms-social-error-${name}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      await linkedin.fill(`www.linkedin.com/in/ayse-${name}`);
      expect(await linkedin.getAttribute('aria-invalid')).toBeNull(); // editing clears its mark
      await page.getByRole('button', { name: 'Kaydet' }).click();
      // Then the next one the gateway refuses.
      await expect.poll(() => focusedId(page)).toBe('social-telegram');
      expect(await page.locator('#social-telegram-error').innerText()).toBe(
        'Geçerli bir Telegram bağlantısı giriniz: https:// ile başlayan tam adres',
      );
      await page.getByLabel('Telegram').fill(`t.me/ayse_${name}`);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('Sosyal medya bağlantıları kaydedildi').waitFor();
      expect(await linkedin.inputValue()).toBe(`https://www.linkedin.com/in/ayse-${name}`);
      expect(await socialLinks()).toEqual(
        expect.arrayContaining([
          { platform: 'linkedin', url: `https://www.linkedin.com/in/ayse-${name}`, isActive: true },
          { platform: 'instagram', url: `https://instagram.com/ayse-${name}`, isActive: true },
          { platform: 'telegram', url: `https://t.me/ayse_${name}`, isActive: true },
          { platform: 'email', url: `mailto:ayse-${name}@ornek.com`, isActive: true },
        ]),
      );
      expect(problems).toEqual([]);
      await close();
    });

    it('the contact form announces its errors and moves the focus to the first marked field', async () => {
      const { page, problems, close } = await openPage(browser, width, height);
      await page.goto(`${baseUrl()}/contact`);
      const send = page.getByRole('button', { name: 'Gönder' });
      await send.click(); // waits for the page to run: the form is disabled until then

      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe('Mesaj gönderilmedi: lütfen işaretli alanları düzeltin.');
      await expect.poll(() => focusedId(page)).toBe('contact-name');
      for (const [id, text] of [
        ['contact-name', 'İsim alanı zorunludur'],
        ['contact-email', 'E-posta alanı zorunludur'],
        ['contact-message', 'Mesaj alanı zorunludur'],
      ]) {
        const field = page.locator(`#${id}`);
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        expect(await field.getAttribute('aria-describedby')).toBe(`${id}-error`);
        expect(await page.locator(`#${id}-error`).innerText()).toBe(text);
        expect(await page.locator(`#${id}-error`).getAttribute('role')).toBeNull(); // announced once, by the alert
        await expectBelow(page, `#${id}-error`, `#${id}`);
      }
      await shot(page, `forms-contact-error-${name}`);
      if (name === 'phone') {
        await page.emulateMedia({ colorScheme: 'dark' });
        await shot(page, `forms-contact-error-${name}-dark`);
        await page.emulateMedia({ colorScheme: 'light' });
      }

      await page.locator('#contact-name').fill(`Odak ${name}`);
      await page.locator('#contact-email').fill('odak@ornek');
      await send.click();
      await expect.poll(() => focusedId(page)).toBe('contact-email');
      expect(await alert.count()).toBe(1);
      expect(problems).toEqual([]);
      await close();
    });
  });
}

describe('the contact form', () => {
  // Where the focus goes is the same at every width: the phone's alone (issue 44).
  for (const { name, width, height } of oneWidth(PHONE_AND_DESKTOP)) {
    it(`puts the focus on the success notice, then on the form heading when the notice goes (${name})`, async () => {
      const { page, problems, close } = await openPage(browser, width, height);
      // A reader of its own: the earlier files spend the 5 messages in 10 minutes of 127.0.0.1.
      await page.setExtraHTTPHeaders(fromAddress(`198.51.100.${width === 390 ? 71 : 72}`));
      await page.goto(`${baseUrl()}/contact`);
      await page.locator('#contact-name').fill('Odak Testi');
      await page.locator('#contact-email').fill('odak@ornek.com');
      await page.locator('#contact-message').fill('Odağın nereye gittiğini deniyorum.');
      await page.getByRole('button', { name: 'Gönder' }).click();

      const notice = page.locator('.contact-form').getByRole('status');
      await notice.getByText('Mesajınız başarıyla gönderildi!').waitFor();
      expect(
        await page.evaluate(() => [document.activeElement?.getAttribute('role'), document.activeElement?.textContent]),
      ).toEqual(['status', 'Mesajınız başarıyla gönderildi!']);
      await shot(page, `forms-contact-sent-${name}`);
      await notice.waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mesaj Gönder');
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('without JavaScript, still says how to write instead', async () => {
    const { page, close } = await openPage(browser, 390, 844, undefined, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/contact`);
    await expect(page.locator('.contact-form__noscript').isVisible()).resolves.toBe(true);
    expect(await page.locator('.contact-form__fields').evaluate((set) => (set as HTMLFieldSetElement).disabled)).toBe(
      true,
    );
    await close();
  });
});
