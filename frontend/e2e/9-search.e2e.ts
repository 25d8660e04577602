import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, oneWidth, openPage, screenshot, signIn, WIDTHS } from './support';

/**
 * Search (issue 'Reader tools'): the header's box, the results page with its marks and pages, the
 * empty state and a refused query, with and without JavaScript (a GET form); the header's box at
 * both widths, the rest at the phone's.
 */

type Post = { _id: string; slug: string };

let browser: Browser;
let zeppelin: Post;

beforeAll(async () => {
  browser = await launch();
  const token = await signIn();
  const write = (title: string, content: string, publishDate?: string) =>
    api<Post>('POST', '/api/blogs', { title, shortDescription: 'Arama', content, tags: ['arama'], publishDate }, token);
  zeppelin = await write('Işıklı zeplin yolculuğu', '<p>Gözlükçü dükkânının önünden kalkan bir zeplin.</p>');
  // Fourteen posts of one word: two pages of results.
  for (let i = 1; i <= 14; i++)
    await write(`Kâşif notu ${i}`, '<p>Haritasız yürüyüş.</p>', new Date(Date.UTC(2025, 0, i)).toISOString());
  await write('Taslak zeplin', '<p>Henüz yayında değil.</p>', '2099-01-01T00:00:00Z');
});
afterAll(() => browser?.close());

/** Searches from the header: its field on a wide screen; on a phone its button opens the page's own. */
async function searchFromHeader(page: Page, width: number, query: string) {
  const header = page.locator('.site-header');
  if (width > 1040) {
    await header.getByRole('searchbox', { name: 'Sitede ara' }).fill(query);
    await header.getByRole('searchbox', { name: 'Sitede ara' }).press('Enter');
  } else {
    await header.getByRole('button', { name: 'Ara' }).click();
    await page.waitForURL(`${baseUrl()}/search`);
    const field = page.locator('main').getByRole('searchbox', { name: 'Sitede ara' });
    await field.fill(query);
    await page.locator('main').getByRole('button', { name: 'Ara' }).click();
  }
}

describe('search', () => {
  for (const { name, width, height } of WIDTHS)
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;

      it(`finds a post from the header, folded, with the matching words marked, and opens it (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        await page.goto(`${baseUrl()}/blog`);
        await searchFromHeader(page, width, 'isikli ZEPLİN');
        await page.waitForURL(`${baseUrl()}/search?q=isikli+ZEPL%C4%B0N`);
        await page.getByText('1 sonuç').waitFor();
        const result = page.locator('.search-result');
        // The title's marks and the snippet's: every word the query begins, folded.
        expect(await result.locator('mark').allInnerTexts()).toEqual(['Işıklı', 'zeplin', 'zeplin']);
        expect(await result.locator('.search-result__kind').textContent()).toBe('Yazı');
        expect(await result.locator('.search-result__snippet').innerText()).toBe(
          'Gözlükçü dükkânının önünden kalkan bir zeplin.',
        );
        // The field keeps the query; the draft is not found.
        expect(await page.locator('main').getByRole('searchbox').inputValue()).toBe('isikli ZEPLİN');
        await screenshot(page, `search-${name}-${javaScriptEnabled ? 'js' : 'nojs'}`);
        await result.getByRole('link', { name: 'Işıklı zeplin yolculuğu' }).click();
        await page.waitForURL(`${baseUrl()}/blog/${zeppelin.slug}`);
        await page.getByRole('heading', { level: 1, name: 'Işıklı zeplin yolculuğu' }).waitFor();
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        await session.close();
      });
    }

  // Paging, the empty state and a refused query: the same at every width, so at the phone's alone
  // (issue 44), with and without JavaScript. The header's box, folded on a phone, is at both above.
  for (const { name, width, height } of oneWidth(WIDTHS))
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;

      it(`pages the results, says when nothing matched and what to try, and refuses a query too long (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        await page.goto(`${baseUrl()}/search?q=kasif`);
        await page.getByText('14 sonuç').waitFor();
        expect(await page.locator('.search-result').count()).toBe(12);
        // Equal scores: newest first.
        expect(await page.locator('.search-result__title').first().innerText()).toBe('Kâşif notu 14');
        await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' }).click();
        await page.waitForURL(`${baseUrl()}/search?q=kasif&sayfa=2`);
        await page.getByText('Kâşif notu 1', { exact: true }).waitFor();
        expect(await page.locator('.search-result__title').allInnerTexts()).toEqual(['Kâşif notu 2', 'Kâşif notu 1']);

        const past = await fetch(`${baseUrl()}/search?q=kasif&sayfa=3`, { headers: { accept: 'text/html' } });
        expect(past.status).toBe(404);

        await page.goto(`${baseUrl()}/search?q=${encodeURIComponent('yokböylebirkelime')}`);
        await page.getByText('“yokböylebirkelime” için sonuç bulunamadı.').waitFor();
        await expect(page.getByText('Şunları deneyebilirsiniz:').isVisible()).resolves.toBe(true);
        await screenshot(page, `search-empty-${name}-${javaScriptEnabled ? 'js' : 'nojs'}`);

        await page.goto(`${baseUrl()}/search?q=${'a'.repeat(201)}`);
        await expect(page.getByRole('alert').innerText()).resolves.toBe('Arama en fazla 200 karakter olabilir.');
        expect(session.problems).toEqual([]);
        await session.close();
      });
    }
});
