import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../gateway/test/support/net';
import { MailServer, until } from '../../gateway/test/support/smtp';
import { gatewayEnv, startGateway } from './gateway';
import { launch, lightAndDarkShots, openPage } from './support';

/**
 * Issue 47 in Chromium, the reader's side (docs/product/public.md#subscribing): subscribing at the end
 * of a post WITHOUT JavaScript (a plain POST, answered on /subscribe), the confirmation mail's page (a
 * GET confirms nothing; its button does), a leave link's page, and the footer's form WITH JavaScript,
 * answered in place, Apollo downloaded only once the reader touches the page. A gateway of its own
 * with a real SMTP server (the set-up's sends no mail), at the phone's width: the steps are the same
 * at every width (the layout is looked at by 6-accessibility at both).
 */

const OWNER = { email: 'sahip@example.com', password: 'abonelik-e2e-parolası' };
const SENT = 'Onay bağlantısını e-postanıza gönderdik. Aboneliğiniz, bağlantıya tıklayıp onayladığınızda başlar.';
const CONFIRMED = 'Aboneliğiniz onaylandı. Yeni yazılar e-postanıza gelecek.';
const BAD_LINK = 'Bu bağlantı geçersiz ya da süresi dolmuş';
const INVALID = 'Geçerli bir e-posta adresi girin';
const WIDTH = 390;
const HEIGHT = 844;

type Counts = { confirmed: number; waiting: number; leftThisMonth: number };

let browser: Browser;
let base: string;
let stop: () => Promise<void>;
let mails: MailServer;
let token: string;
let slug: string;

async function rest<T>(method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!json.success) throw new Error(`${method} ${route}: ${response.status} ${json.message}`);
  return json.data;
}

const counts = () => rest<Counts>('GET', '/api/subscribers/counts');

beforeAll(async () => {
  mails = new MailServer(await freePort());
  await mails.start();
  ({ baseUrl: base, stop } = await startGateway(
    await gatewayEnv({
      NODE_ENV: 'development',
      SEED: 'false',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: `smtp://127.0.0.1:${mails.port}`,
      MAIL_FROM: 'site@example.com',
    }),
  ));
  token = (await rest<{ token: string }>('POST', '/api/auth/login', OWNER)).token;
  slug = (
    await rest<{ slug: string }>('POST', '/api/blogs', {
      title: 'Abonelerin ilk yazısı',
      shortDescription: 'Sonuna abonelik formu eklenen yazı.',
      content: '<p>Yazının sonunda: yeni yazılardan haberdar olun.</p>',
      tags: [],
    })
  ).slug;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await stop?.();
  await mails?.stop();
});

describe('subscribing without JavaScript, then confirming by the mail’s page', () => {
  let link = '';

  it('the form at the end of a post POSTs to /subscribe, whose page says the confirmation mail went', async () => {
    const { page, problems, close } = await openPage(browser, WIDTH, HEIGHT, undefined, {
      javaScriptEnabled: false,
      base,
    });
    try {
      await page.goto(`${base}/blog/${slug}`);
      const form = page.getByRole('article').locator('form.subscribe-form');
      await expect(form.getByRole('heading', { name: 'Yeni yazılardan haberdar olun' }).isVisible()).resolves.toBe(
        true,
      );
      // The honeypot is there for bots only: no person sees it, no screen reader names it.
      const honeypot = await form.locator('input[name="website"]').boundingBox();
      expect(honeypot!.x + honeypot!.width).toBeLessThanOrEqual(0);
      expect(await form.getByRole('textbox').count()).toBe(1);
      await form.getByLabel('E-posta adresiniz').fill('okur@ornek.com');
      await form.getByRole('button', { name: 'Abone ol' }).click();
      await page.waitForURL(`${base}/subscribe?durum=gonderildi`);
      expect(await page.getByRole('status').innerText()).toBe(SENT);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    await until(() => mails.received.some((mail) => mail.to && JSON.stringify(mail.to).includes('okur@ornek.com')));
    const mail = mails.received.find((candidate) => JSON.stringify(candidate.to).includes('okur@ornek.com'))!;
    link = new RegExp(`${base}/subscribe/confirm/[A-Za-z0-9._-]+`).exec(mail.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    expect(await counts()).toMatchObject({ confirmed: 0, waiting: 1 });
  });

  it('the mail’s link opens a page that confirms nothing; its button does', async () => {
    const { page, problems, close } = await openPage(browser, WIDTH, HEIGHT, undefined, { base });
    try {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Aboneliğinizi onaylayın' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await counts()).toMatchObject({ confirmed: 0, waiting: 1 });
      await page.getByRole('button', { name: 'Aboneliği onayla' }).click();
      await page.waitForURL(`${base}/subscribe?durum=onaylandi`);
      expect(await page.getByRole('status').innerText()).toBe(CONFIRMED);
      expect(await counts()).toMatchObject({ confirmed: 1, waiting: 0 });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a leave link the gateway did not sign: its page’s button answers that the link is not valid', async () => {
    const { page, problems, close } = await openPage(browser, WIDTH, HEIGHT, undefined, { base });
    try {
      await page.goto(`${base}/unsubscribe/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12`);
      await page.getByRole('heading', { level: 1, name: 'Abonelikten çık' }).waitFor();
      await page.getByRole('button', { name: 'Abonelikten çık' }).click();
      await page.waitForURL(`${base}/subscribe?durum=baglanti-gecersiz`);
      expect(await page.getByRole('alert').innerText()).toBe(BAD_LINK);
      expect(await counts()).toMatchObject({ confirmed: 1, waiting: 0 });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('subscribing with JavaScript: the footer’s form answers in place', () => {
  it('loads nothing before the first touch, then sends the subscribe mutation and says the answer where the form is', async () => {
    const { page, problems, warnings, scripts, operations, close } = await openPage(browser, WIDTH, HEIGHT, undefined, {
      base,
    });
    try {
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      expect(scripts).toHaveLength(1); // the page's script alone: no Apollo before the reader touches the page
      const footer = page.getByRole('contentinfo');
      const field = footer.getByLabel('E-posta adresiniz');
      await field.focus(); // the first touch: the application arrives and takes the form over
      await page.waitForFunction(() => document.querySelector<HTMLFormElement>('footer form')?.noValidate === true);
      await field.fill('okur@');
      await footer.getByRole('button', { name: 'Abone ol' }).click();
      await footer.getByRole('alert').filter({ hasText: INVALID }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
      expect(operations).toEqual([]);

      await field.fill('ikinci@ornek.com');
      await footer.getByRole('button', { name: 'Abone ol' }).click();
      await footer.getByRole('status').filter({ hasText: SENT }).waitFor();
      expect(page.url()).toBe(`${base}/`);
      expect(operations).toEqual(['Subscribe']);
      expect(await field.inputValue()).toBe('');
      await lightAndDarkShots(page, `subscribe-footer-${WIDTH}`);
      expect([...problems, ...warnings]).toEqual([]);
    } finally {
      await close();
    }
    expect(await counts()).toMatchObject({ confirmed: 1, waiting: 1 });
  });
});
