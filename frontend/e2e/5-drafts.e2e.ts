import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, oneWidth, openPage, screenshot, signIn, signInThroughForm, WIDTHS } from './support';

/**
 * Pages of the blog list, drafts, scheduled posts and the owner's preview (docs/publishing.md):
 * what a reader without JavaScript gets on /blog?sayfa=N, and what the owner does with a post that
 * is not out yet. Runs after the other files, on the posts they left.
 */

type Post = { _id: string; slug: string; title: string };
type Meta = { page: number; perPage: number; total: number; pages: number };

let browser: Browser;
let token: string;

/** The list's meta as the REST facade pages it (the same 12 a page as /blog). */
async function listMeta(): Promise<Meta> {
  const response = await fetch(`${baseUrl()}/api/blogs?page=1&perPage=12`);
  return ((await response.json()) as { meta: Meta }).meta;
}

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  // Enough visible posts for at least two pages, dated in the past (newest first: these come after
  // whatever the earlier files wrote only if those are newer, which does not matter here).
  const { total } = await listMeta();
  for (let n = total; n < 14; n++) {
    await api(
      'POST',
      '/api/blogs',
      {
        title: `Sayfalı liste yazısı ${n + 1}`,
        shortDescription: 'Listenin sayfalarını dolduran bir yazı.',
        content: '<p>Dolgu</p>',
        tags: ['sayfa'],
        publishDate: new Date(Date.UTC(2025, 0, 1) - n * 86_400_000).toISOString(),
      },
      token,
    );
  }
});
afterAll(() => browser?.close());

/** The head and status of a page as a crawler (no JavaScript, no redirects followed) gets it. */
async function crawl(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...headers },
  });
  const html = await response.text();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setContent(html);
  const head = await page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    prev: document.querySelector('link[rel="prev"]')?.getAttribute('href') ?? null,
    next: document.querySelector('link[rel="next"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    h1: document.querySelector('h1')?.textContent ?? null,
    text: document.body.innerText,
  }));
  await context.close();
  return { status: response.status, location: response.headers.get('location'), html, head };
}

describe('pages of the blog list, without JavaScript', () => {
  for (const { name, width, height } of WIDTHS) {
    it(`/blog?sayfa=2: numbered links, the current page marked, prev/next, other posts than page 1 (${name})`, async () => {
      const { pages } = await listMeta();
      expect(pages).toBeGreaterThanOrEqual(2);
      const session = await openPage(browser, width, height, undefined, { javaScriptEnabled: false });
      const { page } = session;

      const response = await page.goto(`${baseUrl()}/blog?sayfa=2`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Blog Yazıları' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Sayfalar' });
      await expect(nav.isVisible()).resolves.toBe(true);
      expect(await nav.getByRole('link', { name: 'Sayfa 2', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Sayfa 1', exact: true }).getAttribute('href')).toBe('/blog');
      const previous = nav.getByRole('link', { name: 'Önceki' });
      expect([await previous.getAttribute('href'), await previous.getAttribute('rel')]).toEqual(['/blog', 'prev']);
      if (pages > 2) {
        const next = nav.getByRole('link', { name: 'Sonraki' });
        expect([await next.getAttribute('href'), await next.getAttribute('rel')]).toEqual(['/blog?sayfa=3', 'next']);
      }
      await nav.scrollIntoViewIfNeeded();
      await screenshot(page, `blog-page-2-nojs-${name}`);

      const second = await page.locator('.post-card__title').allTextContents();
      expect(second.length).toBeGreaterThan(0);
      expect(second.length).toBeLessThanOrEqual(12);
      // Following 'Önceki' is a real page load (no script runs): page 1, its own posts.
      await previous.click();
      await page.waitForURL(`${baseUrl()}/blog`);
      const first = await page.locator('.post-card__title').allTextContents();
      expect(first).toHaveLength(12);
      expect(first.filter((title) => second.includes(title))).toEqual([]);
      expect(await nav.getByRole('link', { name: 'Sayfa 1', exact: true }).getAttribute('aria-current')).toBe('page');

      expect(session.operations).toEqual([]);
      expect(session.problems).toEqual([]);
      await session.close();
    });
  }

  it('head: canonical /blog?sayfa=2, rel=prev /blog, rel=next while pages remain; page 1 is canonical at /blog', async () => {
    const { pages } = await listMeta();
    const second = await crawl('/blog?sayfa=2');
    expect(second.status).toBe(200);
    expect(second.head).toMatchObject({
      canonical: `${baseUrl()}/blog?sayfa=2`,
      prev: `${baseUrl()}/blog`,
      next: pages > 2 ? `${baseUrl()}/blog?sayfa=3` : null,
      robots: null,
    });
    const first = await crawl('/blog');
    expect(first.head).toMatchObject({ canonical: `${baseUrl()}/blog`, prev: null, next: `${baseUrl()}/blog?sayfa=2` });
  });

  it('a page past the end and a sayfa that is no page number are the not-found page with 404; ?sayfa=1 is 301 to /blog', async () => {
    const { pages } = await listMeta();
    for (const path of [`/blog?sayfa=${pages + 1}`, '/blog?sayfa=0', '/blog?sayfa=iki', '/blog?sayfa=2.5']) {
      const { status, head } = await crawl(path);
      expect([path, status]).toEqual([path, 404]);
      expect(head.h1).toBe('Sayfa bulunamadı');
      expect(head.robots).toBe('noindex');
    }
    const first = await crawl('/blog?sayfa=1');
    expect([first.status, first.location]).toEqual([301, '/blog']);
  });
});

describe('drafts and scheduled posts', () => {
  // A draft walked through save, preview and publish, the same at every width: the phone's alone
  // (issue 44; the scheduled post below is at 1280 px).
  for (const { name, width, height } of oneWidth(WIDTHS)) {
    describe(`the owner at ${width} px`, () => {
      let page: Page;
      let close: () => Promise<void>;
      const title = `Yarım kalan taslak ${name}`;
      const slug = `yarim-kalan-taslak-${name}`;

      beforeAll(async () => {
        ({ page, close } = await openPage(browser, width, height));
        await signInThroughForm(page);
      });
      afterAll(() => close());

      it("saves a draft with 'Taslak olarak kaydet': marked 'Taslak' in the list, nowhere on the site", async () => {
        await page.goto(`${baseUrl()}/mrpurposeless/blogs/new`);
        await page.getByRole('heading', { name: 'Yeni Blog Oluştur' }).waitFor();
        await page.getByLabel('Başlık *').fill(title);
        await page.getByLabel('Kısa Açıklama *').fill('Henüz bitmedi.');
        await page.locator('.ProseMirror').click();
        await page.keyboard.type('Taslak içerik');
        await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
        await page.getByText('Taslak kaydedildi').waitFor();
        await page.waitForURL(`${baseUrl()}/mrpurposeless/blogs`);
        const row = page.getByRole('row').filter({ hasText: title });
        await row.getByText('Taslak', { exact: true }).waitFor(); // the list refetches after the save
        await row.scrollIntoViewIfNeeded();
        await screenshot(page, `admin-blogs-draft-${name}`);

        // The public site: not in the list, the feeds or the sitemap; its address is unknown.
        const everyPage = [];
        const { pages } = await listMeta();
        for (let n = 1; n <= pages; n++) everyPage.push((await crawl(n === 1 ? '/blog' : `/blog?sayfa=${n}`)).html);
        expect(everyPage.some((html) => html.includes(title))).toBe(false);
        expect((await api<Post[]>('GET', '/api/blogs')).some((post) => post.title === title)).toBe(false);
        expect(await (await fetch(`${baseUrl()}/rss.xml`)).text()).not.toContain(slug);
        expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).not.toContain(slug);
        const direct = await crawl(`/blog/${slug}`);
        expect(direct.status).toBe(404);
        expect(direct.html).not.toContain('Taslak içerik');
      });

      it("'Önizle' opens the draft in a new tab under a banner, counting no view and not indexed", async () => {
        const row = page.getByRole('row').filter({ hasText: title });
        const [preview] = await Promise.all([
          page.context().waitForEvent('page'),
          row.getByRole('link', { name: /Önizle/ }).click(),
        ]);
        const operations: string[] = [];
        preview.on('request', (request) => {
          if (request.url().startsWith(`${baseUrl()}/graphql`))
            operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '');
        });
        await preview.waitForURL(`${baseUrl()}/blog/${slug}?onizleme=1`);
        await preview.getByRole('heading', { level: 1, name: title }).waitFor();
        await preview.getByText('Önizleme: bu yazı henüz yayında değil.').waitFor();
        await expect(preview.getByText('Taslak içerik').isVisible()).resolves.toBe(true);
        expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        await preview.waitForLoadState('networkidle');
        expect(operations).not.toContain('ViewBlog');
        await screenshot(preview, `preview-draft-${name}`);
        await preview.close();
      });

      it('the preview address is a 404 for anyone else, before and after the owner opened it', async () => {
        const anonymous = await crawl(`/blog/${slug}?onizleme=1`);
        expect(anonymous.status).toBe(404);
        expect(anonymous.head.text).toContain('Blog bulunamadı');
        expect(anonymous.html).not.toContain('Taslak içerik');
        const reader = await signIn('reader');
        const signedIn = await crawl(`/blog/${slug}?onizleme=1`, { cookie: `session=${reader}` });
        expect(signedIn.status).toBe(404);
        expect(signedIn.html).not.toContain('Taslak içerik');
      });

      it("publishes the draft with 'Güncelle': on the site at once", async () => {
        const row = page.getByRole('row').filter({ hasText: title });
        await row.getByRole('link', { name: /Düzenle/ }).click();
        await page.getByRole('heading', { name: 'Blog Düzenle' }).waitFor();
        await page.getByRole('button', { name: 'Güncelle', exact: true }).click(); // no image: nothing asked
        await page.getByText('Blog başarıyla güncellendi').waitFor();
        await page.waitForURL(`${baseUrl()}/mrpurposeless/blogs`);
        await page.getByRole('row').filter({ hasText: title }).waitFor();
        expect((await crawl(`/blog/${slug}`)).status).toBe(200);
        await expect(
          page.getByRole('row').filter({ hasText: title }).getByText('Taslak', { exact: true }).count(),
        ).resolves.toBe(0);
      });
    });
  }

  it("a post dated in the future is 'Zamanlandı', previewable with its date, and not public yet", async () => {
    const title = 'Gelecek yıl çıkacak yazı';
    const post = await api<Post>(
      'POST',
      '/api/blogs',
      {
        title,
        shortDescription: 'Zamanlanmış bir yazı.',
        content: '<p>Zamanı gelince</p>',
        tags: [],
        publishDate: '2099-05-01T09:30:00Z',
      },
      token,
    );
    expect((await crawl(`/blog/${post.slug}`)).status).toBe(404);
    expect((await crawl('/blog')).html).not.toContain(title);

    const { page, close, problems } = await openPage(browser, 1280, 900);
    await signInThroughForm(page);
    await page.getByText(/\d+ taslak · \d+ zamanlanmış/).waitFor();
    await page.goto(`${baseUrl()}/mrpurposeless/blogs`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Zamanlandı', { exact: true }).waitFor();
    await page.goto(`${baseUrl()}/blog/${post.slug}?onizleme=1`);
    await page.getByText('Önizleme: bu yazı 1 Mayıs 2099 12:30 tarihinde yayımlanacak.').waitFor();
    // Opened by its id, the preview moves to the slug and stays a preview.
    await page.goto(`${baseUrl()}/blog/${post._id}?onizleme=1`);
    await page.waitForURL(`${baseUrl()}/blog/${post.slug}?onizleme=1`);
    expect(problems).toEqual([]);
    await close();
  });
});
