import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totp } from '../../gateway/test/support/totp';
import { baseUrl, launch, openPage, screenshot, signInThroughForm } from './support';

/**
 * Two-factor sign-in, as the owner lives it: turned on from 'Güvenlik' (QR code, secret, a code
 * from the app), after which signing in asks for 'Doğrulama kodu'. The app is played by the
 * tests' RFC 6238 implementation fed with the secret the page shows. Runs last: it leaves the
 * owner's two-factor sign-in off again.
 */

let browser: Browser;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The next step's code: the step the set-up used is spent, and the gateway accepts +1 step of drift. */
const nextCode = () => totp(secret, Date.now() + 30_000);

async function openSecurity(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('navigation', { name: 'Admin menüsü' }).getByRole('link', { name: 'Güvenlik' }).click();
  await page.waitForURL(`${baseUrl()}/mrpurposeless/security`);
  await page.getByRole('heading', { name: 'Güvenlik', level: 1 }).waitFor();
}

describe('two-factor sign-in', () => {
  it('at 1280 px: the owner turns it on from Güvenlik and keeps the recovery codes', async () => {
    const { page, problems, close } = await openPage(browser, 1280, 900);
    await signInThroughForm(page);
    await openSecurity(page, false);
    await page.getByText('Kapalı', { exact: true }).waitFor();
    await screenshot(page, 'admin-security-off-desktop');

    await page.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();
    const qr = page.getByRole('img', { name: 'Kimlik doğrulama uygulaması için QR kodu' });
    await qr.waitFor();
    // The data: URL SVG is allowed by the CSP (img-src data:) and really draws.
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    secret = (await page.getByLabel('Gizli anahtar').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'admin-security-setup-desktop');

    await page.getByLabel('Doğrulama kodu').fill(totp(secret));
    await page.getByRole('button', { name: 'Onayla ve aç' }).click();
    const list = page.getByRole('list', { name: 'Kurtarma kodları' });
    await list.waitFor();
    recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await screenshot(page, 'admin-security-codes-desktop');
    await page.getByRole('button', { name: 'Kodları kaydettim' }).click();
    await page.getByText('Açık', { exact: true }).waitFor();
    await expect(page.getByText(recoveryCodes[0]!).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL(`${baseUrl()}/mrpurposeless/login`);
    expect(problems).toEqual([]);
    await close();
  });

  it('at 1280 px: the next sign-in asks for the code from the app, and the session stays out of reach of scripts', async () => {
    const { page, problems, close } = await openPage(browser, 1280, 900);
    const { email, password } = inject('admin');
    await page.goto(`${baseUrl()}/mrpurposeless/login`);
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre').fill(password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page
      .getByRole('status')
      .getByText(/^Doğrulama kodu gerekli/)
      .waitFor();
    expect(await page.context().cookies()).toEqual([]);
    await screenshot(page, 'admin-login-code-desktop');

    await page.getByLabel('Doğrulama kodu').fill('000000');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').getByText('Doğrulama kodu geçersiz.').waitFor();

    await page.getByLabel('Doğrulama kodu').fill(nextCode());
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(`${baseUrl()}/mrpurposeless`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('at 375 px: a recovery code signs in; the owner turns it off with another one', async () => {
    const { page, problems, close } = await openPage(browser, 375, 812);
    await signInThroughForm(page, () => recoveryCodes[0]!);
    await openSecurity(page, true);
    await page.getByText('Açık', { exact: true }).waitFor();
    await screenshot(page, 'admin-security-on-phone');

    await page.getByLabel('Doğrulama kodu').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' }).click();
    await page.getByText('İki adımlı doğrulama kapatıldı.').waitFor();
    await page.getByText('Kapalı', { exact: true }).waitFor();

    // The set-up screen on a phone (left unconfirmed: nothing changes).
    await page.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();
    await page.getByRole('img', { name: 'Kimlik doğrulama uygulaması için QR kodu' }).waitFor();
    await screenshot(page, 'admin-security-setup-phone');
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    expect(problems).toEqual([]);
    await close();

    // Off again: email and password alone sign in.
    const again = await openPage(browser, 375, 812);
    await signInThroughForm(again.page);
    await again.close();
  });
});
