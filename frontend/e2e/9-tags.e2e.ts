import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, oneWidth, openPage, PHONE_AND_DESKTOP, screenshot, signIn } from './support';

/**
 * Tags (issue 22): /tags lists every tag with its count, /tags/{slug} a tag's posts paged as /blog,
 * and every chip on a card or a post leads there; with and without JavaScript, the cards' links on a
 * phone and a desktop. 'Gece Işığı' is written three ways over 14 visible posts: one tag, two pages.
 */

type Post = { _id: string; slug: string };

let browser: Browser;
let token: string;
const made: Post[] = [];
const TAG = { slug: 'gece-isigi', name: 'Gece Işığı', path: '/tags/gece-isigi' };

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  const write = (n: number, tags: string[], fields: Record<string, unknown> = {}) =>
    api<Post>(
      'POST',
      '/api/blogs',
      {
        title: `Gece notu ${n}`,
        shortDescription: `Işıklar söndükten sonra yazılan ${n}. not.`,
        content: `<p>Gece ${n}.</p>`,
        tags,
        publishDate: `2025-03-${String(n).padStart(2, '0')}T20:00:00Z`,
        ...fields,
      },
      token,
    );
  for (let n = 1; n <= 14; n++)
    made.push(await write(n, [n <= 10 ? 'Gece Işığı' : n <= 12 ? 'gece ışığı' : 'GECE IŞIĞI', 'Gözlem']));
  // Neither counted nor shown: a draft and a post scheduled for later.
  made.push(await write(15, ['Gece Işığı'], { status: 'draft' }));
  made.push(await write(16, ['Gece Işığı'], { publishDate: '2099-01-01T00:00:00Z' }));
});

afterAll(async () => {
  for (const post of made) await api('DELETE', `/api/blogs/${post._id}`, undefined, token);
  await browser?.close();
});

describe('tag pages', () => {
  // The list of tags and a tag's pages: data through the pages, the same at every width, so at the
  // phone's alone (issue 44), with and without JavaScript.
  for (const { name, width, height } of oneWidth(PHONE_AND_DESKTOP))
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;
      const shot = (page: string) => `tags-${page}-${name}-${javaScriptEnabled ? 'js' : 'nojs'}`;

      it(`/tags lists each tag once with its count, and leads to its posts, 12 a page (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        const response = await page.goto(`${baseUrl()}/tags`);
        expect(response!.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: 'Etiketler' }).waitFor();
        const tag = page.getByRole('link', { name: 'Gece Işığı 14 yazı' });
        expect(await tag.getAttribute('href')).toBe(TAG.path);
        expect(await page.getByRole('link', { name: /^Gece Işığı/i }).count()).toBe(1);
        await screenshot(page, shot('list'));

        await tag.click();
        await page.waitForURL(`${baseUrl()}${TAG.path}`);
        await page.getByRole('heading', { level: 1, name: '“Gece Işığı” etiketli yazılar' }).waitFor();
        await expect(page.getByText('14 yazı').isVisible()).resolves.toBe(true);
        expect(await page.locator('.post-card__title').allInnerTexts()).toEqual(
          Array.from({ length: 12 }, (_, i) => `Gece notu ${14 - i}`),
        );
        expect(
          await page.locator('head link[rel="alternate"][type="application/rss+xml"]').first().getAttribute('href'),
        ).toBe(`${baseUrl()}/tags/gece-isigi/rss.xml`);
        await screenshot(page, shot('tag'));

        await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' }).click();
        await page.waitForURL(`${baseUrl()}${TAG.path}?sayfa=2`);
        await expect
          .poll(() => page.locator('.post-card__title').allInnerTexts())
          .toEqual(['Gece notu 2', 'Gece notu 1']);
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        await session.close();
      });
    }

  // Where a click on a card lands (the title's link covers the card, its chips stand above it) is
  // layout, and the cards are laid out by the width: both widths.
  for (const { name, width, height } of PHONE_AND_DESKTOP)
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;

      it(`a card's chip leads to its tag and the rest of the card to the post; a post's chips too (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        await page.goto(`${baseUrl()}${TAG.path}`);
        const card = page.locator('.post-card', { hasText: 'Gece notu 14' });
        // No link inside another anywhere on the page.
        expect(await page.locator('a a').count()).toBe(0);
        await card.getByRole('link', { name: 'Gözlem' }).click();
        await page.waitForURL(`${baseUrl()}/tags/gozlem`);
        await page.getByRole('heading', { level: 1, name: '“Gözlem” etiketli yazılar' }).waitFor();

        // The summary is no link of its own: the title's link covers the card.
        const summary = (await page
          .locator('.post-card', { hasText: 'Gece notu 13' })
          .locator('.post-card__summary')
          .boundingBox())!;
        await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2);
        await page.waitForURL(`${baseUrl()}/blog/${made[12]!.slug}`);
        await page.getByRole('heading', { level: 1, name: 'Gece notu 13' }).waitFor();
        const chip = page.locator('.post__header').getByRole('link', { name: 'GECE IŞIĞI' });
        expect(await chip.getAttribute('href')).toBe(TAG.path);
        await chip.click();
        await page.waitForURL(`${baseUrl()}${TAG.path}`);
        await page.getByRole('heading', { level: 1, name: '“Gece Işığı” etiketli yazılar' }).waitFor();
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        await session.close();
      });
    }

  it('an unknown tag, a page past the end and another spelling are the 404 page', async () => {
    const session = await openPage(browser, 390, 844);
    for (const path of ['/tags/yok-boyle-etiket', `${TAG.path}?sayfa=3`, '/tags/GECE-ISIGI', `${TAG.path}?sayfa=0`]) {
      const response = await session.page.goto(`${baseUrl()}${path}`);
      expect([path, response!.status()]).toEqual([path, 404]);
      await session.page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).waitFor();
    }
    await session.close();
  });

  it("the blog list's 'Etiketler' leads to /tags", async () => {
    const session = await openPage(browser, 390, 844);
    await session.page.goto(`${baseUrl()}/blog`);
    await session.page.getByRole('link', { name: 'Etiketler', exact: true }).click();
    await session.page.waitForURL(`${baseUrl()}/tags`);
    await session.page.getByRole('heading', { level: 1, name: 'Etiketler' }).waitFor();
    await screenshot(session.page, 'tags-blog-list-phone');
    await session.close();
  });

  it('in the dark theme too, on a phone and a desktop (screenshots)', async () => {
    for (const { name, width, height } of PHONE_AND_DESKTOP) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: 'dark' });
      const page = await context.newPage();
      for (const [shot, path] of [
        ['list', '/tags'],
        ['tag', TAG.path],
        ['post', `/blog/${made[12]!.slug}`],
      ] as const) {
        expect((await page.goto(`${baseUrl()}${path}`))!.status()).toBe(200);
        await screenshot(page, `tags-${shot}-${name}-dark`);
      }
      await context.close();
    }
  });
});
