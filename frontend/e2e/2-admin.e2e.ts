import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  api,
  baseUrl,
  html5Drag,
  launch,
  openPage,
  PDF,
  PNG,
  prepublishFindings,
  screenshot,
  SESSION_COOKIE,
  signIn,
  signInThroughForm,
  WIDTHS,
  adminMenu,
} from './support';

type About = { experiences: Array<{ title: string }>; cvFile: string };
type Post = { _id: string; title: string; slug: string };

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function confirmDialog(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: 'Evet' }).click();
}

describe('the guard', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    const { page, problems, close } = await openPage(browser, 1280, 900);
    await page.goto(`${baseUrl()}/mrpurposeless/blogs`);
    await page.waitForURL(`${baseUrl()}/mrpurposeless/login`);
    await page.getByRole('heading', { name: 'Admin Paneli' }).waitFor();
    expect(await page.getByLabel('E-posta').getAttribute('type')).toBe('email');
    await expect(page.getByRole('link', { name: 'Anasayfaya dön' }).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a signed-in user who is not the admin that access needs the admin role', async () => {
    const { page, close } = await openPage(browser, 375, 812, await signIn('reader'));
    await page.goto(`${baseUrl()}/mrpurposeless`);
    await page.getByRole('heading', { name: 'Yetkisiz Erişim' }).waitFor();
    await expect(page.getByText('Bu sayfaya erişim için admin yetkisi gereklidir.').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Anasayfaya Dön' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await close();
  });

  it("refuses a wrong password with 'Giriş başarısız' above the form", async () => {
    const { page, close } = await openPage(browser, 1280, 900);
    await page.goto(`${baseUrl()}/mrpurposeless/login`);
    await page.getByLabel('E-posta').fill(inject('admin').email);
    await page.getByLabel('Şifre').fill('yanlış şifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').getByText('Giriş başarısız').waitFor();
    await close();
  });
});

for (const { name, width, height } of WIDTHS) {
  describe(`the owner at ${width} px`, () => {
    let page: Page;
    let problems: string[];
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ page, problems, close } = await openPage(browser, width, height));
      await signInThroughForm(page);
    });
    afterAll(() => close());

    const menu = (label: string) => adminMenu(page, width, label);

    it('sees the dashboard', async () => {
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await expect(page.getByRole('link', { name: /Yeni Blog Yazısı/ }).isVisible()).resolves.toBe(true);
      await screenshot(page, `admin-dashboard-${name}`);
    });

    it('keeps the session where no script can read it: an HttpOnly cookie, nothing in localStorage', async () => {
      const cookies = await page.context().cookies();
      expect(cookies).toEqual([expect.objectContaining({ ...SESSION_COOKIE, path: '/', secure: false })]);
      expect(cookies[0]!.value.split('.')).toHaveLength(3);
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    });

    it('writes a post with several formats and an uploaded image, and sees it on the site', async () => {
      await menu('Blog Yönetimi');
      await page.getByRole('link', { name: '+ Yeni Blog Ekle' }).click();
      await page.getByRole('heading', { name: 'Yeni Blog Oluştur' }).waitFor();
      await page.getByLabel('Başlık *').fill(`Editörden yazı ${name}`);
      // Left empty: the gateway makes the slug the placeholder shows.
      expect(await page.getByLabel('Bağlantı adresi').getAttribute('placeholder')).toBe(`editorden-yazi-${name}`);
      await page.getByLabel('Kısa Açıklama *').fill('Biçimli bir yazı');
      await expect(page.getByText('16/200 karakter').isVisible()).resolves.toBe(true);
      const editor = page.locator('.ProseMirror');
      await editor.click();
      await page.getByRole('button', { name: 'Kalın' }).click();
      await page.keyboard.type('Kalın giriş');
      await page.getByRole('button', { name: 'Kalın' }).click();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Madde işaretli liste' }).click();
      await page.keyboard.type('bir madde');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Görsel' }).click();
      await page
        .locator('.rich-panel input[type=file]')
        .setInputFiles({ name: 'nokta.png', mimeType: 'image/png', buffer: PNG });
      await editor.locator('img[src^="/uploads/photo-"]').waitFor();
      await page.getByLabel('Etiketler').fill('e2e, editör, , e2e');
      // The uploaded image has no alternative text: the check beside the buttons says so, nothing else,
      // and 'Oluştur' publishes at once (issue 43).
      await expect
        .poll(() => prepublishFindings(page))
        .toEqual([expect.stringMatching(/^1 görselin alternatif metni yok/)]);
      await screenshot(page, `admin-blog-form-${name}`);
      await page.getByRole('button', { name: 'Oluştur', exact: true }).click();
      await page.getByText('Blog başarıyla oluşturuldu').waitFor();
      await page.waitForURL(`${baseUrl()}/mrpurposeless/blogs`);

      const post = (await api<Post[]>('GET', '/api/blogs')).find((item) => item.title === `Editörden yazı ${name}`)!;
      expect(post.slug).toBe(`editorden-yazi-${name}`);
      const full = await api<{ content: string; tags: string[] }>('GET', `/api/blogs/${post._id}`);
      expect(full.tags).toEqual(['e2e', 'editör']);
      expect(full.content).toContain('<strong>Kalın giriş</strong>');
      expect(full.content).toContain('<ul><li><p>bir madde</p></li></ul>');
      const image = /src="(\/uploads\/photo-[^"]+\.png)"/.exec(full.content)![1]!;
      expect((await fetch(`${baseUrl()}${image}`)).headers.get('content-type')).toBe('image/png');

      const visitor = await openPage(browser, width, height);
      await visitor.page.goto(`${baseUrl()}/blog/${post._id}`);
      await visitor.page.locator('.prose strong', { hasText: 'Kalın giriş' }).waitFor();
      await visitor.page.locator(`.prose img[src="${image}"]`).waitFor();
      await visitor.close();
    });

    it('edits the post, then deletes it after confirming', async () => {
      const row = page.getByRole('row', { name: new RegExp(`Editörden yazı ${name}`) });
      await row.getByRole('link', { name: 'Düzenle' }).click();
      await page.getByRole('heading', { name: 'Blog Düzenle' }).waitFor();
      const title = page.getByLabel('Başlık *');
      await expect.poll(() => title.inputValue()).toBe(`Editörden yazı ${name}`);
      expect(await page.getByLabel('Bağlantı adresi').inputValue()).toBe(`editorden-yazi-${name}`);
      await title.fill(`Düzenlenmiş yazı ${name}`);
      await page.getByRole('button', { name: 'Güncelle', exact: true }).click();
      await page.getByText('Blog başarıyla güncellendi').waitFor();
      await page.waitForURL(`${baseUrl()}/mrpurposeless/blogs`);

      // A new title keeps the slug.
      const renamed = (await api<Post[]>('GET', '/api/blogs')).find(
        (item) => item.title === `Düzenlenmiş yazı ${name}`,
      );
      expect(renamed?.slug).toBe(`editorden-yazi-${name}`);
      const edited = page.getByRole('row', { name: new RegExp(`Düzenlenmiş yazı ${name}`) });
      await edited.getByRole('button', { name: 'Sil' }).click();
      await confirmDialog(page, new RegExp(`Düzenlenmiş yazı ${name}`));
      await page.getByText('Blog yazısı başarıyla silindi').waitFor();
      await expect.poll(() => edited.count()).toBe(0);
      expect((await api<Post[]>('GET', '/api/blogs')).some((item) => item.title.endsWith(name))).toBe(false);
    });

    it('reorders experiences by dragging, saves, and manages the CV', async () => {
      const token = await signIn();
      await api(
        'PUT',
        '/api/about',
        {
          name: 'Ayşe Çelik',
          title: 'Yazılım Mimarı',
          description: 'Açıklama',
          experiences: ['Birinci', 'İkinci', 'Üçüncü'].map((title) => ({
            title,
            company: 'Şirket',
            period: '2020',
            description: 'İş',
          })),
          technologies: ['TypeScript'],
        },
        token,
      );
      await menu('Hakkımda');
      await page.getByRole('heading', { name: 'Hakkımda Yönetimi' }).waitFor();
      const items = page.locator('.experience-editor');
      await expect.poll(() => items.count()).toBe(3);
      if (width >= 820) {
        // Drag the third entry's handle onto the first entry.
        await html5Drag(page, items.nth(2).locator('.experience-editor__handle'), items.nth(0));
      } else {
        // Touch screens use the move buttons (the HTML5 drag backend needs a mouse).
        await page.getByRole('button', { name: 'Yukarı taşı: Üçüncü' }).click();
        await page.getByRole('button', { name: 'Yukarı taşı: Üçüncü' }).click();
      }
      await expect
        .poll(() => items.locator('.experience-editor__name').allInnerTexts())
        .toEqual(['Üçüncü', 'Birinci', 'İkinci']);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('Hakkımda bilgileri başarıyla güncellendi').waitFor();
      const about = await api<About>('GET', '/api/about');
      expect(about.experiences.map((experience) => experience.title)).toEqual(['Üçüncü', 'Birinci', 'İkinci']);

      await page.locator('#about-cv-file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: 'CV Yükle' }).click();
      await page
        .getByRole('link', { name: /Görüntüle/ })
        .first()
        .waitFor();
      expect((await api<About>('GET', '/api/about')).cvFile).toMatch(/^cv-.*\.pdf$/);
      await screenshot(page, `admin-about-${name}`);
      await page.getByRole('button', { name: "CV'yi Sil" }).click();
      await confirmDialog(page, 'CV dosyasını silmek istediğinize emin misiniz?');
      await expect.poll(async () => (await api<About>('GET', '/api/about')).cvFile).toBe('');
    });

    it('edits social links and contact info and sees them on the site', async () => {
      await menu('Sosyal Medya');
      await page.getByRole('heading', { name: 'Sosyal Medya', level: 1 }).waitFor();
      await page.getByLabel('GitHub').fill(`  https://github.com/ayse-${name}  `);
      await page.getByLabel('Twitter/X').fill('');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('Sosyal medya bağlantıları kaydedildi').waitFor();

      await menu('İletişim Bilgileri');
      await page.getByRole('heading', { name: 'İletişim Bilgileri', level: 1 }).waitFor();
      await page.getByLabel('E-posta').fill('gecersiz@adres');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('Geçerli bir e-posta adresi giriniz').waitFor();
      await page.getByLabel('E-posta').fill(` iletisim-${name}@ornek.com `);
      await page.getByLabel('Konum').fill('İzmir');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('İletişim bilgileri kaydedildi').waitFor();

      const visitor = await openPage(browser, width, height);
      await visitor.page.goto(`${baseUrl()}/contact`);
      await visitor.page.getByRole('link', { name: `iletisim-${name}@ornek.com` }).waitFor();
      await expect(visitor.page.getByText('İzmir').isVisible()).resolves.toBe(true);
      const footerLinks = visitor.page.locator('footer a');
      await expect
        .poll(() => footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        .toEqual([`https://github.com/ayse-${name}`]);
      await visitor.close();
    });

    it('deletes a contact message after confirming', async () => {
      await api('POST', '/api/contact', {
        name: `Gönderen ${name}`,
        email: 'g@ornek.com',
        message: 'Silinecek bir mesaj.',
      });
      await menu('Mesajlar');
      await page.getByRole('heading', { name: 'İletişim Mesajları' }).waitFor();
      const card = page.locator('.message-card', { hasText: `Gönderen ${name}` });
      await card.getByRole('button', { name: 'Sil' }).click();
      await confirmDialog(page, 'Bu mesajı silmek istediğinize emin misiniz?');
      await page.getByText('Mesaj başarıyla silindi').waitFor();
      await expect.poll(() => card.count()).toBe(0);
    });

    it('signs out: back to the sign-in page, the cookie is gone, and the old session no longer works', async () => {
      const [session] = await page.context().cookies();
      await page.getByRole('button', { name: 'Çıkış Yap' }).click();
      await page.waitForURL(`${baseUrl()}/mrpurposeless/login`);
      expect(await page.context().cookies()).toEqual([]);
      const withCookie = await fetch(`${baseUrl()}/api/auth/me`, { headers: { cookie: `session=${session!.value}` } });
      expect(withCookie.status).toBe(401);
      const asBearer = await fetch(`${baseUrl()}/api/auth/me`, {
        headers: { authorization: `Bearer ${session!.value}` },
      });
      expect(asBearer.status).toBe(401);
      expect(problems.filter((problem) => !problem.includes('Allow attribute'))).toEqual([]);
    });
  });
}
