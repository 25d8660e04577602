import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  fromAddress,
  launch,
  openPage,
  screenshot,
  SESSION_COOKIE,
  signIn,
  PHONE_AND_DESKTOP,
  adminMenu,
} from './support';

/**
 * Issue 26 in Chromium: a new message is unread on the dashboard ('Okunmamış Mesajlar' and the
 * Mesajlar card's 'n okunmamış'); marking it read on the Mesajlar screen takes it off the
 * dashboard's list and lowers the count. Other files' messages may be there too: counts are
 * compared with what the gateway says, and this file deletes the messages it sent.
 */

type Message = { _id: string; name: string; readAt: string | null };

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
});
afterAll(() => browser?.close());

/** Sends a message as a visitor of an address of its own (the contact limits start afresh). */
async function send(name: string, address: string): Promise<Message> {
  const body = { name, email: 'okur@ornek.com', message: `${name}: kısa bir soru, cevabınızı bekliyorum.` };
  await api('POST', '/api/contact', body, undefined, fromAddress(address));
  return (await api<Message[]>('GET', '/api/contact', undefined, token)).find((message) => message.name === name)!;
}

const unreadCount = async () =>
  (await api<Message[]>('GET', '/api/contact', undefined, token)).filter((message) => !message.readAt).length;

/**
 * A full-page shot of the page as it stands, and one of the same address opened in a dark browser
 * context (the theme from the first paint, as a reader with a dark system setting sees it).
 */
async function shots(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
  const context = await browser.newContext({
    viewport: page.viewportSize()!,
    colorScheme: 'dark',
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ ...SESSION_COOKIE, value: token, url: baseUrl() }]);
  const dark = await context.newPage();
  await dark.goto(page.url(), { waitUntil: 'networkidle' });
  await dark.waitForFunction(() => !document.querySelector('.spinner, .skeleton'));
  await dark.evaluate(() => document.fonts.ready);
  await screenshot(dark, `${name}-dark`);
  await context.close();
}

describe.each(PHONE_AND_DESKTOP)('the inbox at $width px', ({ name, width, height }) => {
  let page: Page;
  let problems: string[];
  let close: () => Promise<void>;
  const sent: Message[] = [];
  let unreadBefore = 0;

  beforeAll(async () => {
    ({ page, problems, close } = await openPage(browser, width, height, token));
  });
  afterAll(async () => {
    await close();
    for (const message of sent) await api('DELETE', `/api/contact/${message._id}`, undefined, token);
  });

  const menu = (label: string) => adminMenu(page, width, label);

  const unreadSection = () => page.getByRole('region', { name: 'Okunmamış Mesajlar' });
  const unreadNames = async () => unreadSection().locator('li strong').allTextContents();
  const messagesCard = () => page.getByRole('link', { name: /Mesajlar/ }).filter({ hasText: 'okunmamış' });
  const card = (sender: string): Locator => page.getByRole('article', { name: sender });

  it('shows a new message on the dashboard as unread, first, and counts it', async () => {
    sent.push(await send(`Ekin ${name}`, `192.0.2.${width === 390 ? 11 : 12}`));
    sent.push(await send(`Deniz ${name}`, `192.0.2.${width === 390 ? 21 : 22}`));
    unreadBefore = await unreadCount();
    expect(sent.every((message) => message.readAt === null)).toBe(true);

    await page.goto(`${baseUrl()}/mrpurposeless`);
    await unreadSection().locator('li').first().waitFor();
    expect((await unreadNames()).slice(0, 2)).toEqual([`Deniz ${name}`, `Ekin ${name}`]);
    expect(await unreadSection().locator('li').count()).toBeLessThanOrEqual(3);
    await expect.poll(() => messagesCard().textContent()).toContain(`${unreadBefore} okunmamış`);
    await shots(page, `inbox-dashboard-${name}`);
  });

  it("marks it read on the Mesajlar screen: the 'Yeni' chip goes and the button says the opposite", async () => {
    await menu('Mesajlar');
    await page.getByRole('heading', { name: 'İletişim Mesajları' }).waitFor();
    const deniz = card(`Deniz ${name}`);
    await deniz.getByText('Yeni', { exact: true }).waitFor();
    await expect(card(`Ekin ${name}`).getByText('Yeni', { exact: true }).isVisible()).resolves.toBe(true);
    await shots(page, `inbox-messages-${name}`);

    await deniz.getByRole('button', { name: 'Okundu olarak işaretle' }).click();
    await deniz.getByRole('button', { name: 'Okunmadı olarak işaretle' }).waitFor();
    await expect(deniz.getByText('Yeni', { exact: true }).count()).resolves.toBe(0);
    await expect(
      deniz.getByRole('button', { name: 'Okunmadı olarak işaretle' }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    const stored = (await api<Message[]>('GET', '/api/contact', undefined, token)).find((m) => m._id === sent[1]!._id)!;
    expect(stored.readAt).toEqual(expect.any(String));
    await shots(page, `inbox-messages-read-${name}`);
  });

  it('the dashboard no longer lists it and counts one fewer unread message', async () => {
    const unread = unreadBefore - 1;
    expect(await unreadCount()).toBe(unread);
    await menu('Dashboard');
    await unreadSection().waitFor();
    // From Apollo's cache as the mutation left it, before any new answer arrives.
    expect(await unreadNames()).not.toContain(`Deniz ${name}`);
    expect((await unreadNames())[0]).toBe(`Ekin ${name}`);
    await expect.poll(() => messagesCard().textContent()).toContain(`${unread} okunmamış`);

    // And after a reload, from the gateway.
    await page.reload();
    await unreadSection().locator('li').first().waitFor();
    expect(await unreadNames()).not.toContain(`Deniz ${name}`);
    await expect.poll(() => messagesCard().textContent()).toContain(`${unread} okunmamış`);
    expect(problems).toEqual([]);
  });
});
