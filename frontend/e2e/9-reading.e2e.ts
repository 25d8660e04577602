import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, oneWidth, openPage, screenshot, signIn, WIDTHS } from './support';

/** Reader tools (issue 'Reader tools'): a post's reading time, its contents list, and what to read next. */

type Post = { _id: string; slug: string; content: string; readingMinutes: number };

const paragraph = (n: number) => `<p>${'Okunacak bir kelime daha var burada. '.repeat(n)}</p>`;

/** 4 × 70 × 6 words and 6 in the headings: 1 686 words, 9.4 minutes at 180 words a minute. */
const CONTENT =
  `<h2>Giriş</h2>${paragraph(70)}<h3>Neden Şimdi?</h3>${paragraph(70)}` +
  `<h2>Kurulum &amp; Ayarlar</h2>${paragraph(70)}<h2>Giriş</h2>${paragraph(70)}`;

let browser: Browser;
let post: Post;
let short: Post;

beforeAll(async () => {
  browser = await launch();
  const token = await signIn();
  const write = (title: string, content: string) =>
    api<Post>('POST', '/api/blogs', { title, shortDescription: 'Okuma araçları', content, tags: ['okuma'] }, token);
  // Two older posts first, so that a post has three to suggest even when this file runs alone.
  await write('Bahçe günlüğü', paragraph(5));
  await write('Mutfak notları', paragraph(5));
  post = await write('Uzun bir okuma', CONTENT);
  short = await write('Kısa bir okuma', `<h2>Bir</h2>${paragraph(10)}<h2>İki</h2>${paragraph(10)}`);
});
afterAll(() => browser?.close());

describe("a post's reading time and contents", () => {
  it('are made when the post is saved: an id on every heading, repeats numbered, and the minutes', () => {
    expect(post.readingMinutes).toBe(9);
    expect([...post.content.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'giris',
      'neden-simdi',
      'kurulum-ayarlar',
      'giris-2',
    ]);
  });

  for (const { name, width, height } of WIDTHS)
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;
      it(`shows the reading time on the card and the post, and a contents list that leads to each heading (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        await page.goto(`${baseUrl()}/blog`);
        const card = page.locator('.post-card', { hasText: 'Uzun bir okuma' });
        await expect(card.getByText('9 dk okuma').isVisible()).resolves.toBe(true);

        await page.goto(`${baseUrl()}/blog/${post.slug}`);
        await expect(page.locator('.post__meta').getByText('9 dk okuma').isVisible()).resolves.toBe(true);
        const contents = page.getByRole('navigation', { name: 'İçindekiler' });
        const links = contents.getByRole('link');
        expect(await links.allInnerTexts()).toEqual(['Giriş', 'Neden Şimdi?', 'Kurulum & Ayarlar', 'Giriş']);
        expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
          '#giris',
          '#neden-simdi',
          '#kurulum-ayarlar',
          '#giris-2',
        ]);
        const box = (selector: string) => page.locator(selector).first().boundingBox();
        const [list, text] = [(await box('.contents'))!, (await box('.post__content'))!];
        // Beside the text on a wide screen, above it on a phone.
        if (width >= 1088) expect(list.x).toBeGreaterThan(text.x + text.width);
        else expect(list.y + list.height).toBeLessThanOrEqual(text.y);
        await screenshot(page, `reading-${name}-${javaScriptEnabled ? 'js' : 'nojs'}`);

        await links.nth(3).click();
        await page.waitForURL(`${baseUrl()}/blog/${post.slug}#giris-2`);
        // The heading is in view, below the sticky header, not under it.
        const header = (await box('.site-header'))!;
        await expect
          .poll(async () => (await page.locator('#giris-2').boundingBox())!.y, { timeout: 5000 })
          .toBeGreaterThanOrEqual(header.y + header.height - 1);
        expect((await page.locator('#giris-2').boundingBox())!.y).toBeLessThan(height / 2);
        // On a wide screen the list stayed in view while the page scrolled.
        if (width >= 1088) {
          const after = (await box('.contents'))!;
          expect(after.y).toBeGreaterThanOrEqual(0);
          expect(after.y + after.height).toBeLessThanOrEqual(height);
        }
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        await session.close();
      });
    }

  // The posts around it and related ones: links followed, the same at every width, so the phone's
  // alone (issue 44). Where the contents list stands, beside or above the text, is checked at both.
  for (const { name, width, height } of oneWidth(WIDTHS))
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;
      it(`ends a post with the posts before and after it and three related posts (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        await page.goto(`${baseUrl()}/blog/${post.slug}`);
        const related = page.getByRole('region', { name: 'İlgili yazılar' });
        const cards = related.locator('.post-card');
        expect(await cards.count()).toBe(3);
        // The one that shares its tag and its words comes first.
        expect(await cards.first().locator('h3').innerText()).toBe('Kısa bir okuma');
        await related.scrollIntoViewIfNeeded();
        await screenshot(page, `next-reads-${name}-${javaScriptEnabled ? 'js' : 'nojs'}`);
        // The newer post is the next one; from it, this one is the previous.
        const neighbours = page.getByRole('navigation', { name: 'Önceki ve sonraki yazı' });
        await neighbours.getByRole('link', { name: /Sonraki yazı/ }).click();
        await page.waitForURL(`${baseUrl()}/blog/${short.slug}`);
        await page.getByRole('heading', { level: 1, name: 'Kısa bir okuma' }).waitFor();
        const back = page.getByRole('navigation', { name: 'Önceki ve sonraki yazı' }).getByRole('link');
        expect(await back.count()).toBe(1); // the newest post has no next one
        expect(await back.innerText()).toContain('Uzun bir okuma');
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        await session.close();
      });
    }

  it('is not shown on a post with fewer than three headings', async () => {
    const session = await openPage(browser, 375, 812);
    await session.page.goto(`${baseUrl()}/blog/${short.slug}`);
    await session.page.locator('.post__meta').getByText('1 dk okuma').waitFor();
    expect(await session.page.getByRole('navigation', { name: 'İçindekiler' }).count()).toBe(0);
    await session.close();
  });
});
