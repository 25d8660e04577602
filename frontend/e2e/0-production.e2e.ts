import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayEnv, startGateway } from './gateway';
import { adminMenu, launch, openPage, PDF, prepublishFindings, screenshot } from './support';

/**
 * The product's own flows (docs/product/README.md) as a new owner meets them (issue 43): a fresh
 * PRODUCTION start (NODE_ENV= production with JWT_SECRET, PUBLIC_URL and
 * ADMIN_EMAIL/ADMIN_PASSWORD; no demo), no About page saved, no picture in the post. Create → list
 * → public → edit → delete at 1280 px; at 390 px a new post's words reaching the server with its
 * title alone, and a CV uploaded before the About page was ever saved. A gateway of its own,
 * started here for this file alone (the other files share the set-up's development gateway).
 */

const OWNER = { email: 'sahip@example.com', password: 'yeni-sahibin-uzun-parolası' };
const TITLE = 'Görselsiz ilk yazı';
const SUMMARY = 'Yeni bir sitenin ilk yazısı: resmi yok.';
const NO_IMAGE = /^Yazıda bağlantı önizlemelerinin gösterebileceği bir görsel yok/;

let browser: Browser;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ baseUrl: base, stop } = await startGateway(
    await gatewayEnv({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64'),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    }),
  ));
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await stop?.();
});

/** The REST facade of this gateway, as a script would call it. */
async function rest<T = unknown>(method: string, route: string, token?: string) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; data: T } };
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${base}/mrpurposeless/login`);
  await page.getByLabel('E-posta').fill(OWNER.email);
  await page.getByLabel('Şifre').fill(OWNER.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`${base}/mrpurposeless`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

describe('the owner of a fresh production site at 1280 px: create → list → public → edit → delete', () => {
  let page: Page;
  let problems: string[];
  let close: () => Promise<void>;
  let slug: string;

  beforeAll(async () => {
    ({ page, problems, close } = await openPage(browser, 1280, 900, undefined, { base }));
    await signIn(page);
  });
  afterAll(() => close());

  it('starts with no About page and no post', async () => {
    expect((await rest('GET', '/api/about')).body).toEqual({ success: true, data: null });
    expect((await rest('GET', '/api/blogs')).body).toEqual({ success: true, data: [] });
  });

  it("'Oluştur' saves a post without a picture, shows the success alert and returns to the list", async () => {
    await adminMenu(page, 1280, 'Blog Yönetimi');
    await page.getByRole('link', { name: '+ Yeni Blog Ekle' }).click();
    await page.getByRole('heading', { name: 'Yeni Blog Oluştur' }).waitFor();
    await page.getByLabel('Başlık *').fill(TITLE);
    await page.getByLabel('Kısa Açıklama *').fill(SUMMARY);
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Sade bir paragraf.');
    await page.getByLabel('Etiketler').fill('ilk, üretim');
    // No picture is normal: said beside the buttons, asked nowhere.
    await expect.poll(() => prepublishFindings(page)).toEqual([expect.stringMatching(NO_IMAGE)]);
    await screenshot(page, 'production-blog-form-desktop');
    await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
    await page.getByText('Blog başarıyla oluşturuldu').waitFor();
    await page.waitForURL(`${base}/mrpurposeless/blogs`);
    await page.getByRole('row', { name: new RegExp(TITLE) }).waitFor();
    const [post] = (await rest<Array<{ title: string; slug: string }>>('GET', '/api/blogs')).body.data;
    expect(post).toMatchObject({ title: TITLE, slug: 'gorselsiz-ilk-yazi' });
    slug = post!.slug;
  });

  it('shows it to a visitor: its card on /blog, its page, and a share card drawn from its title', async () => {
    const visitor = await openPage(browser, 1280, 900, undefined, { base });
    await visitor.page.goto(`${base}/blog`);
    const card = visitor.page.locator('.post-card', { hasText: TITLE });
    await expect(card.locator('.post-card__summary').textContent()).resolves.toBe(SUMMARY);
    await card.getByRole('link', { name: TITLE }).click();
    await visitor.page.waitForURL(`${base}/blog/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await visitor.page.getByText('Sade bir paragraf.').waitFor();
    const image = await visitor.page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${base}/blog/${slug}/og.png`);
    const drawn = await fetch(image!);
    expect([drawn.status, drawn.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });

  it("'Güncelle' saves the edit, shows the success alert and returns to the list", async () => {
    await page
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByRole('link', { name: /Düzenle/ })
      .click();
    await page.getByRole('heading', { name: 'Blog Düzenle' }).waitFor();
    const title = page.getByLabel('Başlık *');
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    await title.fill(`${TITLE} (düzenlendi)`);
    await page.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await page.getByText('Blog başarıyla güncellendi').waitFor();
    await page.waitForURL(`${base}/mrpurposeless/blogs`);
    await page.getByRole('row', { name: /\(düzenlendi\)/ }).waitFor();
    expect(await (await fetch(`${base}/blog/${slug}`)).text()).toContain('(düzenlendi)');
  });

  it('deletes it after confirming; the site no longer has it', async () => {
    const row = page.getByRole('row', { name: /\(düzenlendi\)/ });
    await row.getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/\(düzenlendi\)/).waitFor();
    await dialog.getByRole('button', { name: 'Evet' }).click();
    await page.getByText('Blog yazısı başarıyla silindi').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('Henüz blog yazısı yok').waitFor();
    expect((await fetch(`${base}/blog/${slug}`)).status).toBe(404);
    expect(problems).toEqual([]);
  });
});

describe('the owner of a fresh production site at 390 px', () => {
  let page: Page;
  let problems: string[];
  let close: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    ({ page, problems, close } = await openPage(browser, 390, 844, undefined, { base }));
    await signIn(page);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });
  afterAll(() => close());

  it("keeps a new post's words on the server as soon as it has a title, before any summary", async () => {
    await adminMenu(page, 390, 'Blog Yönetimi');
    await page.getByRole('link', { name: '+ Yeni Blog Ekle' }).click();
    await page.getByRole('heading', { name: 'Yeni Blog Oluştur' }).waitFor();
    await page.getByLabel('Başlık *').fill('Yalnızca başlığı olan taslak');
    // The first autosave makes the draft and the form moves to its address.
    await page.waitForURL(new RegExp(`^${base}/mrpurposeless/blogs/edit/[0-9a-f-]{36}$`), { timeout: 15_000 });
    await page.getByText(/^Kaydedildi \d\d:\d\d$/).waitFor();
    const id = page.url().split('/').at(-1)!;
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Özeti henüz yazılmamış üç paragraf.');
    type Draft = { title: string; shortDescription: string; content: string; status: string; slug: string };
    const saved = async () => (await rest<Draft>('GET', `/api/blogs/${id}?preview=true`, token)).body.data;
    await expect.poll(async () => (await saved()).content, { timeout: 15_000 }).toContain('Özeti henüz yazılmamış');
    const draft = await saved();
    expect(draft).toMatchObject({ title: 'Yalnızca başlığı olan taslak', shortDescription: '', status: 'draft' });
    expect((await fetch(`${base}/blog/${draft.slug}`)).status).toBe(404);
    await screenshot(page, 'production-draft-phone');
    expect((await rest('DELETE', `/api/blogs/${id}`, token)).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('uploads a CV though the About page was never saved; a save afterwards keeps it', async () => {
    expect((await rest('GET', '/api/about')).body.data).toBeNull();
    await page.goto(`${base}/mrpurposeless`);
    await adminMenu(page, 390, 'Hakkımda');
    await page.getByRole('heading', { name: 'Hakkımda Yönetimi' }).waitFor();
    const cv = page.getByRole('region', { name: 'CV Yönetimi' });
    await expect(cv.getByText('CV yükleyebilmek için önce bu sayfayı kaydedin.').count()).resolves.toBe(0);
    await cv.getByLabel('CV dosyası').setInputFiles({ name: 'ozgecmis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await cv.getByRole('button', { name: 'CV Yükle' }).click();
    await page.getByText('CV başarıyla yüklendi').waitFor();
    await cv.getByRole('link', { name: /Görüntüle/ }).waitFor();
    const about = (await rest<{ cvFile: string; name: string }>('GET', '/api/about')).body.data;
    expect(about).toMatchObject({ name: '', cvFile: expect.stringMatching(/^cv-.*\.pdf$/) });
    const download = await fetch(`${base}/api/about/cv/download`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('CV.pdf');
    await screenshot(page, 'production-cv-phone');

    await page.getByLabel('İsim *').fill('Yeni Sahip');
    await page.getByLabel('Unvan *').fill('Yazılım Geliştirici');
    await page.getByLabel('Açıklama *').fill('Merhaba.');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Hakkımda bilgileri başarıyla güncellendi').waitFor();
    expect((await rest('GET', '/api/about')).body.data).toMatchObject({ name: 'Yeni Sahip', cvFile: about.cvFile });
    const visitor = await openPage(browser, 390, 844, undefined, { base });
    await visitor.page.goto(`${base}/about`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Yeni Sahip' }).waitFor();
    await visitor.page.getByRole('link', { name: 'CV İndir' }).waitFor();
    await visitor.close();
    expect(problems).toEqual([]);
  });
});
