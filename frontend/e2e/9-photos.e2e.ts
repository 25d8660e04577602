import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, openPage, screenshot, signIn, uploadImage } from './support';

type Post = { _id: string; slug: string };

/** A phone's photo: 12 MP, turned by its EXIF orientation (6: a quarter clockwise), with a GPS position. */
async function phonePhoto(hue: number): Promise<Buffer> {
  const sensor = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: hue, g: 120, b: 255 - hue },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  return sharp(sensor)
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 29/1' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

let browser: Browser;
let token: string;
let post: Post;
let originalBytes = 0;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  const photos = await Promise.all([0, 60, 120, 180, 240].map(phonePhoto));
  originalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  const urls: string[] = [];
  for (const photo of photos) urls.push(await uploadImage(token, photo, 'IMG_0001.jpg', 'image/jpeg'));
  const paragraph = '<p>Vapur iskeleden ayrılırken martılar peşine takıldı; çay bardakları tıngırdadı.</p>'.repeat(3);
  const content = urls.map((url, i) => `${paragraph}<p><img src="${url}" alt="Fotoğraf ${i + 1}"></p>`).join('');
  post = await api<Post>(
    'POST',
    '/api/blogs',
    { title: 'Beş fotoğraflı gezi', shortDescription: 'Telefonla çekilmiş beş fotoğraf', content, tags: ['gezi'] },
    token,
  );
}, 120_000);
afterAll(() => browser?.close());

describe('a post with five phone photos', () => {
  // Once in about thirty full CI runs a shift of 0.003 was seen here, never locally (thirty
  // runs, throttled to 6×, hydrating at any moment): one retry, with the shift and what moved logged.
  it(
    'at 390 px, shows them upright without a layout shift and loads at most 40 % of their bytes as uploaded',
    { retry: 1 },
    async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
      });
      const page = await context.newPage();
      const images: Record<string, number> = {};
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'image') images[response.url()] = (await response.body()).length;
      });
      // Every layout shift that counts towards CLS (none within 0.5 s of a click or key), with what
      // moved, so that a failure names its cause.
      await page.addInitScript(() => {
        const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            startTime: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
              const name = node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName);
              return `${name} ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`;
            });
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl()}/blog/${post.slug}`, { waitUntil: 'networkidle' });
      // Read to the end, as a reader scrolls: the lazy photos load on the way.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          page
            .locator('.prose img')
            .evaluateAll((all) =>
              all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
            ),
        )
        .toBe(true);

      const drawn = await page.locator('.prose img').evaluateAll((all) =>
        all.map((img) => {
          const image = img as HTMLImageElement;
          return {
            src: image.currentSrc,
            upright: image.naturalHeight > image.naturalWidth,
            fits: image.getBoundingClientRect().width <= 390,
          };
        }),
      );
      expect(drawn).toHaveLength(5);
      for (const { src, upright, fits } of drawn) {
        expect(src).toMatch(/\/uploads\/photo-[0-9a-f-]{36}-1600x2133-800w\.avif$/); // 2 device pixels a CSS pixel: the 800 wide
        expect([upright, fits]).toEqual([true, true]);
      }
      const loaded = Object.values(images).reduce((sum, size) => sum + size, 0);
      console.info(
        `five photos at 390 px: ${loaded} bytes loaded, ${originalBytes} as uploaded (${((100 * loaded) / originalBytes).toFixed(1)} %)`,
      );
      expect(loaded).toBeLessThanOrEqual(0.4 * originalBytes);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      if (shifts.length) console.info(`layout shifts at 390 px:\n${shifts.join('\n')}`); // kept in the log if a retry passes
      expect(shifts).toEqual([]);
      // The share card's image is the 1200-wide fallback.
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
        /\/uploads\/photo-[0-9a-f-]{36}-1600x2133\.jpg$/,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'photos-phone');
      await context.close();
    },
  );
});

describe('the editor', () => {
  it('uploads a pasted phone photo behind a placeholder that shows its progress, then asks for its alternative text', async () => {
    const session = await openPage(browser, 390, 844, token);
    const { page } = session;
    await page.goto(`${baseUrl()}/mrpurposeless/blogs/new`);
    await page.getByRole('heading', { name: 'Yeni Blog Oluştur' }).waitFor();
    await page.getByLabel('Başlık *').fill('Yapıştırılan fotoğraf');
    await page.getByLabel('Kısa Açıklama *').fill('Telefondan yapıştırıldı');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('İskeleden bir kare:');
    await page.keyboard.press('Enter');

    // The page records every value the placeholder shows, as the browser sends the file.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      new MutationObserver(() => {
        const text = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuetext');
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    const photo = (await phonePhoto(30)).toString('base64');
    await editor.evaluate((area, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'IMG_0002.jpg', { type: 'image/jpeg' }));
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, photo);
    await page.getByRole('progressbar', { name: 'IMG_0002.jpg' }).waitFor();
    await screenshot(page, 'editor-photo-uploading-phone');

    const alt = page.getByLabel('Görselin alternatif metni');
    await alt.waitFor();
    expect(await alt.evaluate((field) => field === document.activeElement)).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen[0]).toBe('Yükleniyor… %0');
    expect(seen.at(-1)).toBe('Yüklendi, hazırlanıyor…'); // sent; the gateway makes its sizes
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await alt.fill('Kadıköy iskelesi, akşam');
    await alt.press('Enter');
    const image = editor.locator('img');
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/photo-[0-9a-f-]{36}-1600x2133\.jpg$/);
    expect(await image.getAttribute('alt')).toBe('Kadıköy iskelesi, akşam');
    expect(await editor.innerHTML()).not.toContain('data:');
    // A described photo of ours, a short title: nothing for the pre-publish check, no dialog.
    await page.getByRole('button', { name: 'Oluştur' }).click();
    await page.getByText('Blog başarıyla oluşturuldu').waitFor();
    expect(session.problems).toEqual([]);
    await session.close();
  });
});
