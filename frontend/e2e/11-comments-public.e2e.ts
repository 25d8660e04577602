import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, fromAddress, launch, lightAndDarkShots, openPage, signIn, PHONE_AND_DESKTOP } from './support';

/**
 * Issue 48 in Chromium, the reader's side (docs/product/public.md#comments): a comment posted under a
 * post WITHOUT JavaScript (a plain POST, answered 303 back to the post with `?yorum=bekliyor`) and
 * WITH it (addComment, answered in place, Apollo downloaded only once the reader touches the page);
 * neither is shown until the owner approves it. Approved, with the owner's reply, they are on the
 * post's page for everyone — one of them the hostile corpus's markup, shown as the text it is — with
 * '{n} yorum' in the post's header. Another site's reply, sent as a Webmention from a page with an
 * h-entry (served by the test on loopback), waits in the same queue and, approved, shows as
 * 'yanıtladı' with its author. At 390 and 1280 px: the form's layout changes with the width.
 */

const PENDING = 'Yorumunuz alındı. Onaylandıktan sonra burada görünecek.';
const XSS = '<img src=x onerror=alert(1)> "><svg onload=alert(1)> <script>alert(1)</script>';

type Post = { _id: string; slug: string };
type Row = { _id?: string; id?: string; text: string };

let browser: Browser;
let token: string;
let post: Post;
const idOf = (row: Row) => (row._id ?? row.id)!;

/** Another site: a reply to the post in an h-entry, at `/yanit-{n}` (its text names `n`). */
let otherSite: string;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const n = /^\/yanit-(\d+)$/.exec(request.url ?? '')?.[1];
    if (!n) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><article class="h-entry"><a class="p-author h-card" href="${otherSite}/">Zeynep Kaya</a> ` +
        `<a class="u-in-reply-to" href="${baseUrl()}/blog/${post.slug}">yazıya</a> yanıt verdi: ` +
        `<p class="e-content">Başka bir sitede yanıt ${n}</p></article>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  otherSite = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch();
  token = await signIn();
  post = await api<Post>(
    'POST',
    '/api/blogs',
    {
      title: 'Okurların yorumları',
      shortDescription: 'Altında yorum yazılan bir yazı.',
      content: '<p>Ne düşünüyorsunuz? Aşağıya yazın.</p>',
      tags: [],
      publishDate: '2026-01-10T09:00:00Z',
    },
    token,
  );
});
afterAll(async () => {
  if (post) await api('DELETE', `/api/blogs/${post._id}`, undefined, token);
  await browser?.close();
  server?.close();
});

/** The post's pending answers, as the owner's queue lists them. */
const pending = () => api<Row[]>('GET', '/api/comments?status=pending&perPage=100', undefined, token);

/** The reader's page of the post, from an address of its own (the per-address limits start afresh). */
async function readerPage(width: number, height: number, address: string, javaScriptEnabled: boolean) {
  const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
  await session.page.setExtraHTTPHeaders(fromAddress(address));
  return session;
}

async function fill(page: Page, name: string, text: string) {
  const form = page.locator('#yorumlar form');
  await form.getByLabel('Adınız').fill(name);
  await form.getByLabel('E-posta adresiniz').fill(`${name.toLowerCase().replace(/\W+/g, '')}@ornek.com`);
  await form.getByLabel('Yorumunuz').fill(text);
}

describe.each(PHONE_AND_DESKTOP)('comments at $width px', ({ width, height }) => {
  const withoutJs = `JavaScript olmadan ${width}`;
  const withJs = `JavaScript ile ${width}`;

  it('without JavaScript: the plain form posts, the post comes back saying it waits; the comment is not shown', async () => {
    const { page, problems, close } = await readerPage(width, height, `198.51.100.${width % 200}`, false);
    try {
      await page.goto(`${baseUrl()}/blog/${post.slug}`);
      const section = page.locator('#yorumlar');
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Yorumlar');
      // The honeypot is there for bots only: no person sees it, no screen reader names it.
      const honeypot = await section.locator('input[name="website"]').boundingBox();
      expect(honeypot!.x + honeypot!.width).toBeLessThanOrEqual(0);
      expect(await section.getByRole('textbox').count()).toBe(3);
      await fill(page, `Okur ${width}`, `${withoutJs}: güzel yazı.\nİkinci satır.`);
      await section.getByRole('button', { name: 'Yorumu gönder' }).click();
      await page.waitForURL(`${baseUrl()}/blog/${post.slug}?yorum=bekliyor#yorumlar`);
      expect(await page.locator('#yorumlar').getByRole('status').innerText()).toBe(PENDING);
      expect(await page.getByText(withoutJs).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    expect((await pending()).map((row) => row.text)).toContain(`${withoutJs}: güzel yazı.\nİkinci satır.`);
  });

  it('with JavaScript: nothing loaded before the first touch, then addComment answers in place', async () => {
    const { page, problems, warnings, scripts, operations, close } = await readerPage(
      width,
      height,
      `203.0.113.${width % 200}`,
      true,
    );
    try {
      await page.goto(`${baseUrl()}/blog/${post.slug}`, { waitUntil: 'networkidle' });
      expect(scripts).toHaveLength(1); // the page's script alone
      const form = page.locator('#yorumlar form');
      await form.getByLabel('Adınız').focus(); // the first touch: the application takes the form over
      await page.waitForFunction(() => document.querySelector<HTMLFormElement>('#yorumlar form')?.noValidate === true);
      // Its own checks first, in Turkish, under the field.
      await form.getByRole('button', { name: 'Yorumu gönder' }).click();
      await form.getByText('İsim alanı zorunludur').waitFor();
      expect(operations.filter((name) => name === 'AddComment')).toEqual([]);

      await fill(page, `Okur JS ${width}`, `${withJs}: ${XSS}`);
      await form.getByRole('button', { name: 'Yorumu gönder' }).click();
      await form.getByRole('status').filter({ hasText: PENDING }).waitFor();
      expect(page.url()).toBe(`${baseUrl()}/blog/${post.slug}`);
      expect(operations.filter((name) => name === 'AddComment')).toEqual(['AddComment']);
      expect(await form.getByLabel('Yorumunuz').inputValue()).toBe('');
      expect(await page.getByText(withJs).count()).toBe(0);
      expect([...problems, ...warnings]).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a Webmention from another site waits in the same queue', async () => {
    const source = `${otherSite}/yanit-${width}`;
    const answer = await fetch(`${baseUrl()}/webmention`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromAddress(`192.0.2.${width % 200}`) },
      body: new URLSearchParams({ source, target: `${baseUrl()}/blog/${post.slug}` }).toString(),
    });
    expect(answer.status).toBe(202);
    await expect
      .poll(async () => (await pending()).some((row) => row.text === `Başka bir sitede yanıt ${width}`), {
        timeout: 15_000,
      })
      .toBe(true);
    // Not on the page while it waits.
    const page = await (await fetch(`${baseUrl()}/blog/${post.slug}`)).text();
    expect(page).not.toContain(`Başka bir sitede yanıt ${width}`);
  });

  it("approved, with the owner's reply, they are on the post's page, the markup shown as text", async () => {
    const rows = (await pending()).filter(
      (row) =>
        row.text.startsWith(withoutJs) || row.text.startsWith(withJs) || row.text === `Başka bir sitede yanıt ${width}`,
    );
    expect(rows).toHaveLength(3);
    await api('POST', '/api/comments/actions', { ids: rows.map(idOf), action: 'approve' }, token);
    const first = rows.find((row) => row.text.startsWith(withoutJs))!;
    await api('POST', `/api/comments/${idOf(first)}/replies`, { text: `Teşekkürler! ${width}` }, token);

    const { page, problems, warnings, close } = await openPage(browser, width, height);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto(`${baseUrl()}/blog/${post.slug}`, { waitUntil: 'networkidle' });
      const section = page.locator('#yorumlar');
      const plain = section.locator('.comment').filter({ hasText: withoutJs }).first();
      expect(await plain.locator(':scope > .comment__body .comment-text').innerText()).toBe(
        `${withoutJs}: güzel yazı.\nİkinci satır.`,
      );
      const reply = plain.locator('.comment--reply');
      expect(await reply.locator('.comment__badge').innerText()).toBe('Yazar');
      expect(await reply.locator('.comment-text').innerText()).toBe(`Teşekkürler! ${width}`);
      const hostile = section.locator('.comment').filter({ hasText: withJs });
      expect(await hostile.locator(':scope > .comment__body .comment-text').innerText()).toBe(`${withJs}: ${XSS}`);
      expect(await section.locator('.comment-text img, .comment-text svg, .comment-text script').count()).toBe(0);
      // The other site's reply: its author linked to their site, and what they did.
      const remote = section.locator('.comment').filter({ hasText: `Başka bir sitede yanıt ${width}` });
      expect(await remote.innerText()).toContain('yanıtladı');
      expect(await remote.getByRole('link', { name: 'Zeynep Kaya' }).getAttribute('rel')).toBe('nofollow ugc noopener');
      // The header counts every approved comment and reply of the post, and links down to them.
      const count = page.locator('.post__header a.post__comments');
      expect(await count.innerText()).toMatch(/^\d+ yorum$/);
      expect(await count.getAttribute('href')).toBe('#yorumlar');
      // The page is the post's h-entry; the head names the Webmention endpoint.
      expect(await page.locator('article.post.h-entry .e-content').count()).toBe(1);
      expect(await page.locator('link[rel="webmention"]').getAttribute('href')).toBe(`${baseUrl()}/webmention`);
      // Nothing overflows the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await lightAndDarkShots(page, `comments-${width}`);
      expect(dialogs).toEqual([]);
      expect([...problems, ...warnings]).toEqual([]);
    } finally {
      await close();
    }
  });
});
