import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, oneWidth, openPage, screenshot, signIn, WIDTHS } from './support';

/**
 * Code that reads like code (issue 22): a post's code is highlighted when it is saved, and its page
 * shows the language and a copy button, with no highlighter among the page's scripts.
 */

type Post = { slug: string; content: string };

const CODE = [
  'type Sonuc<T> = { veri: T } | { mesaj: string };',
  '',
  'export function selamla(ad: string): Sonuc<string> {',
  '  // Boş isim: "İsim gerekli" & dur.',
  "  return ad ? { veri: `Merhaba ${ad}` } : { mesaj: 'İsim gerekli' };",
  '}',
].join('\n');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the highlighter is made of (highlight.js's core and lowlight): none of it is the page's. */
const HIGHLIGHTER = /lowlight|highlightAuto|registerLanguage/;

let browser: Browser;
let post: Post;

beforeAll(async () => {
  browser = await launch();
  const content = `<p>Bir örnek:</p><pre><code class="language-ts">${escape(CODE)}</code></pre>`;
  post = await api<Post>(
    'POST',
    '/api/blogs',
    { title: 'Kod okunur olsun', shortDescription: 'Renkli kod', content, tags: ['kod'] },
    await signIn(),
  );
});
afterAll(() => browser?.close());

describe("a post's code", () => {
  it('is highlighted when the post is saved, and the page arrives with its colours, its language and its button', async () => {
    expect(post.content).toContain('<span class="hljs-keyword">type</span>');
    expect(post.content).toContain('<span class="hljs-comment">// Boş isim: "İsim gerekli" &amp; dur.</span>');
    const html = await (await fetch(`${baseUrl()}/blog/${post.slug}`)).text();
    expect(html).toContain(
      '<pre data-language="TypeScript"><button type="button" class="code-copy" data-code-copy aria-live="polite">Kopyala</button>' +
        '<code tabindex="0" class="language-ts"><span class="hljs-keyword">type</span>',
    );
  });

  // Colours, the language and the copy button, the same at every width: the phone's alone (issue 44),
  // with and without JavaScript.
  for (const { name, width, height } of oneWidth(WIDTHS))
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;
      it(`shows coloured code under its language, and a copy button only where a script runs (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
        // The application waits until let go: the button is the page's script's first.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${baseUrl()}/blog/${post.slug}`);
        const pre = page.locator('.prose pre');
        await pre.scrollIntoViewIfNeeded();
        expect(await pre.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"TypeScript"');
        const colour = (selector: string) =>
          pre
            .locator(selector)
            .first()
            .evaluate((element) => getComputedStyle(element).color);
        expect(await colour('.hljs-keyword')).not.toBe(await colour('code'));
        expect(await colour('.hljs-string')).not.toBe(await colour('.hljs-keyword'));
        const button = page.locator('[data-code-copy]');

        if (!javaScriptEnabled) {
          await expect(button.isVisible()).resolves.toBe(false);
          await screenshot(page, `code-${name}-nojs`);
        } else {
          await expect(button.isVisible()).resolves.toBe(true);
          await button.focus();
          await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
          await screenshot(page, `code-${name}-js`);
          await page.keyboard.press('Enter');
          await expect.poll(() => button.textContent()).toBe('Kopyalandı');
          await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(CODE);
          // React takes the page over while the button says so (no mismatch), and the button still works.
          const hydrated = () =>
            page.evaluate(() =>
              Object.keys(document.querySelector('.nav__toggle')!).some((key) => key.startsWith('__reactFiber')),
            );
          expect(await hydrated()).toBe(false);
          release();
          await expect.poll(hydrated, { timeout: 10_000 }).toBe(true);
          await expect.poll(() => button.textContent(), { timeout: 5000 }).toBe('Kopyala');
          await page.evaluate(() => navigator.clipboard.writeText(''));
          await button.click();
          await expect.poll(() => button.textContent()).toBe('Kopyalandı');
          await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(CODE);
        }

        expect(session.scripts.filter((url) => /highlight|lowlight|hljs/i.test(url))).toEqual([]);
        for (const url of session.scripts) expect(await (await fetch(url)).text()).not.toMatch(HIGHLIGHTER);
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        await session.close();
      });
    }

  it('is selected for Ctrl+C where the browser has no clipboard', async () => {
    const session = await openPage(browser, 375, 812);
    const { page } = session;
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await page.goto(`${baseUrl()}/blog/${post.slug}`);
    const button = page.locator('[data-code-copy]');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Seçildi');
    await expect(page.evaluate(() => String(getSelection()))).resolves.toBe(CODE);
    expect(session.problems).toEqual([]);
    await session.close();
  });
});
