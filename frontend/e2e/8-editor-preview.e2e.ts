import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  launch,
  brokenPostDialog,
  oneWidth,
  openPage,
  prepublishFindings,
  prepublishPanel,
  screenshot,
  signIn,
  PHONE_AND_DESKTOP,
} from './support';

/**
 * Preview and schedule from the editor (issue 26): 'Önizle' shows the saved post's preview, or the
 * unsaved text without saving it; a published post's row links to it on the site; a future date
 * makes the main button 'Zamanla' and the toast say when the post goes out. The pre-publish check's
 * findings stand beside the buttons while the owner writes (issues 23 and 43); only a post that
 * would be published broken asks first. Its own posts, deleted at the end.
 */

type Post = { _id: string; slug: string; title: string; content: string };

const SHOTS = path.resolve(import.meta.dirname, '../test-results');

let browser: Browser;
let token: string;
const created: string[] = [];

async function createPost(title: string): Promise<Post> {
  const post = await api<Post>(
    'POST',
    '/api/blogs',
    {
      title,
      shortDescription: 'Editörden önizleme denemesi.',
      content: '<p>Yayındaki metin.</p>',
      tags: ['önizleme'],
      publishDate: '2026-01-10T09:00:00.000Z',
    },
    token,
  );
  created.push(post._id);
  return post;
}

/** The post's public page as a visitor gets it (rendered by the gateway). */
const publicHtml = async (slug: string) => (await fetch(`${baseUrl()}/blog/${slug}`)).text();

/** Clicks `target` and returns the tab it opens, with the console errors it logs. */
async function opensTab(page: Page, target: Locator) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), target.click()]);
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  tab.on('pageerror', (error) => problems.push(error.message));
  return { tab, problems };
}

async function openEditor(page: Page, post: Post) {
  await page.goto(`${baseUrl()}/mrpurposeless/blogs/edit/${post._id}`);
  await page.getByRole('heading', { name: 'Blog Düzenle' }).waitFor();
  await expect.poll(() => page.getByLabel('Başlık *').inputValue()).toBe(post.title);
}

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
});
afterAll(async () => {
  for (const id of created) await api('DELETE', `/api/blogs/${id}`, undefined, token);
  await browser?.close();
});

// Preview, list link, schedule, the pre-publish check and its question: the same steps at every
// width, so at the phone's alone (issue 44); the editor's toolbar and menus on a phone are checked
// at both widths in 9-phone-keyboard.
describe.each(oneWidth(PHONE_AND_DESKTOP))('the editor at $width px', ({ name, width, height }) => {
  let page: Page;
  let close: () => Promise<void>;
  let problems: string[];
  let post: Post;

  beforeAll(async () => {
    post = await createPost(`Önizleme denemesi ${name}`);
    ({ page, close, problems } = await openPage(browser, width, height, token));
  });
  afterAll(() => close());

  it("'Önizle' on a saved, unchanged post opens its preview on the site in a new tab", async () => {
    await openEditor(page, post);
    const { tab, problems: tabProblems } = await opensTab(page, page.getByRole('button', { name: /^Önizle/ }));
    await tab.waitForURL(`${baseUrl()}/blog/${post.slug}?onizleme=1`);
    await tab.getByText('Önizleme: bu yazı yayında.').waitFor();
    await tab.getByText('Yayındaki metin.').waitFor();
    expect(tabProblems).toEqual([]);
    await tab.close();
  });

  it("'Önizle' with unsaved changes shows the unsaved text in a new tab; the public post is unchanged", async () => {
    await openEditor(page, post);
    await page.getByLabel('Başlık *').fill(`${post.title} (düzenleniyor)`);
    await page.locator('.ProseMirror').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Kaydedilmemiş cümle.');
    const actions = page.locator('.blog-form .form-actions');
    await actions.scrollIntoViewIfNeeded();
    await actions.screenshot({ path: path.join(SHOTS, `editor-actions-${name}.png`) });
    await page.screenshot({ path: path.join(SHOTS, `editor-unsaved-${name}.png`) });

    const { tab, problems: tabProblems } = await opensTab(page, page.getByRole('button', { name: /^Önizle/ }));
    await tab.waitForURL(`${baseUrl()}/mrpurposeless/blogs/onizleme?yazi=${post._id}`);
    await tab.getByRole('heading', { level: 1, name: `${post.title} (düzenleniyor)` }).waitFor();
    await tab.getByText('Önizleme: kaydedilmemiş metin.', { exact: false }).waitFor();
    await expect(tab.locator('.prose').innerText()).resolves.toContain('Yayındaki metin. Kaydedilmemiş cümle.');
    // The site's own layout and the post page's styles.
    await expect(tab.locator('.site-header').isVisible()).resolves.toBe(true);
    await expect(tab.locator('article.post .post__title').isVisible()).resolves.toBe(true);
    await screenshot(tab, `editor-preview-tab-${name}`);
    expect(tabProblems).toEqual([]);
    await tab.close();

    // Nothing was saved: the gateway and the public page still have the published text.
    const stored = await api<Post>('GET', `/api/blogs/${post.slug}`);
    expect([stored.title, stored.content]).toEqual([post.title, '<p>Yayındaki metin.</p>']);
    const html = await publicHtml(post.slug);
    expect(html).toContain('Yayındaki metin.');
    expect(html).not.toContain('Kaydedilmemiş cümle');
    expect(html).not.toContain('(düzenleniyor)');
    await expect(page.getByLabel('Başlık *').inputValue()).resolves.toBe(`${post.title} (düzenleniyor)`);
  });

  it("the list links a published post to its page on the site ('Görüntüle', new tab)", async () => {
    await page.goto(`${baseUrl()}/mrpurposeless/blogs`);
    const row = page.getByRole('row').filter({ hasText: post.title });
    // Chromium reads the hidden part as a block of its own: 'Görüntüle : <title> (yeni sekmede açılır)'.
    const view = row.getByRole('link', { name: new RegExp(`^Görüntüle\\W+${post.title} \\(yeni sekmede açılır\\)$`) });
    await view.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-blogs-view-link-${name}`);
    const { tab, problems: tabProblems } = await opensTab(page, view);
    await tab.waitForURL(`${baseUrl()}/blog/${post.slug}`);
    await tab.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await expect(tab.locator('.preview-banner').count()).resolves.toBe(0);
    expect(tabProblems).toEqual([]);
    await tab.close();
  });

  it("a future date makes the main button 'Zamanla' and the toast say when the post goes out", async () => {
    const later = await createPost(`Zamanlanacak yazı ${name}`);
    await openEditor(page, later);
    await expect(page.getByRole('button', { name: 'Güncelle' }).isVisible()).resolves.toBe(true);
    await page.getByLabel('Yayın tarihi').fill('2099-12-31T10:00');
    await page.getByRole('button', { name: 'Zamanla' }).waitFor();
    await expect(page.getByRole('button', { name: 'Güncelle' }).count()).resolves.toBe(0);
    const actions = page.locator('.blog-form .form-actions');
    await actions.scrollIntoViewIfNeeded();
    await actions.screenshot({ path: path.join(SHOTS, `editor-schedule-actions-${name}.png`) });

    await page.getByRole('button', { name: 'Zamanla', exact: true }).click(); // no image: nothing asked
    await page.getByText("Yazı 31 Aralık 2099 10:00'da yayımlanacak").waitFor();
    await page.screenshot({ path: path.join(SHOTS, `editor-scheduled-toast-${name}.png`) });
    await page.waitForURL(`${baseUrl()}/mrpurposeless/blogs`);
    await page.getByRole('row').filter({ hasText: later.title }).getByText('Zamanlandı', { exact: true }).waitFor();
    expect((await fetch(`${baseUrl()}/blog/${later.slug}`)).status).toBe(404);
    expect(problems).toEqual([]);
  });

  it("lists what the post lacks beside the buttons as it is written, and 'Oluştur' publishes it at once", async () => {
    const title = `Yayımlamadan önce denetlenen, altmış karakteri aşan bir başlık ${name}`;
    const saved = async () => (await api<Post[]>('GET', '/api/blogs')).filter((item) => item.title === title);
    await page.goto(`${baseUrl()}/mrpurposeless/blogs/new`);
    await page.getByRole('heading', { name: 'Yeni Blog Oluştur' }).waitFor();
    await page.getByLabel('Başlık *').fill(title);
    await page.getByLabel('Kısa Açıklama *').fill('Kırık bir bağlantısı olan yazı.');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Eski yazı');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Bağlantı', exact: true }).click();
    await page.locator('.rich-panel').getByLabel('Bağlantı adresi').fill(`${baseUrl()}/blog/yok-boyle-bir-yazi`);
    await page.keyboard.press('Enter');
    await page.locator('.ProseMirror a[href$="/blog/yok-boyle-bir-yazi"]').waitFor();

    const expected = [
      `Başlık ${title.length} karakter: arama sonuçları 60 karakterden sonrasını keser. Başlığı 60 karaktere indirin.`,
      expect.stringMatching(/^Yazıda bağlantı önizlemelerinin gösterebileceği bir görsel yok/),
      'Bu bağlantının gösterdiği yazı sitede yok: /blog/yok-boyle-bir-yazi. Adresi düzeltin ya da bağlantıyı kaldırın.',
    ];
    await expect.poll(() => prepublishFindings(page)).toEqual(expected);
    expect(await prepublishPanel(page).locator('[aria-live="polite"]').count()).toBe(1);
    const panel = prepublishPanel(page);
    await panel.scrollIntoViewIfNeeded();
    await page.locator('.blog-form').screenshot({ path: path.join(SHOTS, `prepublish-panel-${name}.png`) });

    await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
    await page.getByText('Blog başarıyla oluşturuldu').waitFor();
    await page.waitForURL(`${baseUrl()}/mrpurposeless/blogs`);
    const [post] = await saved();
    created.push(post!._id);
    expect((await api<Post>('GET', `/api/blogs/${post!._id}`)).content).toContain('/blog/yok-boyle-bir-yazi');
    expect((await fetch(`${baseUrl()}/blog/${post!.slug}`)).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it("asks before publishing an image that does not load: Escape and 'Düzenlemeye dön' save nothing, 'Yine de yayımla' publishes", async () => {
    const post = await createPost(`Kırık görselli yazı ${name}`);
    await openEditor(page, post);
    // An upload that is not there (as after a restore that lost it): the reader would see a broken image.
    await page.locator('.ProseMirror').evaluate((element) =>
      (
        element as HTMLElement & { editor: { commands: { setContent: (html: string, options: object) => void } } }
      ).editor.commands.setContent('<p>Görselli metin.</p><img src="/uploads/photo-yok-1200x800.jpg" alt="Yok">', {
        emitUpdate: true,
      }),
    );
    await expect.poll(() => prepublishFindings(page)).toContainEqual(expect.stringMatching(/^1 görsel yüklenemiyor/));
    await expect(prepublishPanel(page).locator('.prepublish__item--broken').count()).resolves.toBe(1);

    const publish = page.getByRole('button', { name: 'Güncelle', exact: true });
    await publish.click();
    const dialog = brokenPostDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^1 görsel yüklenemiyor: okuyucular yerinde kırık bir görsel görür/),
    ]);
    // A modal: focus is inside it, and comes back to the button when it closes.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `broken-post-dialog-${name}.png`) });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await publish.evaluate((button) => button === document.activeElement)).toBe(true);
    await publish.click();
    await dialog.getByRole('button', { name: 'Düzenlemeye dön' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await publicHtml(post.slug)).not.toContain('photo-yok');

    await publish.click();
    await dialog.getByRole('button', { name: 'Yine de yayımla' }).click();
    await page.getByText('Blog başarıyla güncellendi').waitFor();
    await page.waitForURL(`${baseUrl()}/mrpurposeless/blogs`);
    expect(await publicHtml(post.slug)).toContain('photo-yok');
    // The missing image's 404 is the browser's console error; nothing else.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    problems.length = 0;
  });
});
