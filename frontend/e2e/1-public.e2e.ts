import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, openPage, PDF, screenshot, signIn, WIDTHS } from './support';

type Post = { _id: string; title: string; viewCount: number };

const POST_HTML =
  '<h2>Bölüm başlığı</h2><p>Bir <strong>kalın</strong> ve <em>eğik</em> paragraf.</p>' +
  '<ul><li><p>birinci madde</p></li><li><p>ikinci madde</p></li></ul>' +
  '<pre><code class="language-ts">const selam = "merhaba";</code></pre>' +
  '<p><img src="/uploads/missing.png" alt="görsel"></p>';

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
});
afterAll(() => browser?.close());

/** Opens a public route at a width and checks the site's invariants once the page has settled. */
async function visit(route: string, width: number, height: number, shot: string) {
  const session = await openPage(browser, width, height);
  await session.page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
  return {
    ...session,
    /** Screenshot, then: no console errors, nothing from another origin, no admin code. */
    done: async () => {
      await screenshot(session.page, shot);
      expect(session.problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
      expect(session.scripts.filter((url) => /Admin|Editor|editor|dnd/.test(url))).toEqual([]);
      await session.close();
    },
  };
}

describe('before the owner has written anything', () => {
  for (const { name, width, height } of WIDTHS) {
    it(`shows the empty states (${name})`, async () => {
      const about = await visit('/about', width, height, `empty-about-${name}`);
      await about.page.getByText('Veri bulunamadı').waitFor();
      await about.done();

      const blog = await visit('/blog', width, height, `empty-blog-${name}`);
      await blog.page.getByText('Henüz blog yazısı bulunmuyor').waitFor();
      await blog.done();

      const contact = await visit('/contact', width, height, `empty-contact-${name}`);
      await contact.page.getByText('İletişim bilgileri henüz eklenmemiş.').waitFor();
      await contact.done();

      const home = await visit('/', width, height, `empty-home-${name}`);
      await home.page.getByRole('heading', { name: 'Adınız' }).waitFor();
      await expect(home.page.getByText('Developer', { exact: true }).isVisible()).resolves.toBe(true);
      await home.done();
    });
  }
});

describe('a living site', () => {
  let posts: Post[];

  beforeAll(async () => {
    await api(
      'PUT',
      '/api/about',
      {
        name: 'Ayşe Çelik',
        title: 'Yazılım Mimarı',
        description: 'İlk satır.\nİkinci satır.',
        experiences: [
          { title: 'Baş Mimar', company: 'Öncü A.Ş.', period: '2021 - Devam ediyor', description: 'Mimari.' },
          { title: 'Geliştirici', company: 'Işık Ltd.', period: '2017 - 2021', description: 'Kod.' },
        ],
        technologies: ['TypeScript', 'GraphQL', 'React'],
      },
      token,
    );
    const form = new FormData();
    form.append('cv', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const upload = await fetch(`${baseUrl()}/api/about/cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    await api(
      'PUT',
      '/api/settings/social-media',
      {
        socialMedia: [
          { platform: 'github', url: 'https://github.com/ayse', isActive: true },
          { platform: 'twitter', url: 'https://x.com/ayse', isActive: true },
        ],
      },
      token,
    );
    await api('PUT', '/api/settings/contact-info', { email: 'ayse@ornek.com', location: 'Kadıköy\nİstanbul' }, token);
    for (const [title, publishDate] of [
      ['Eski yazı', '2024-03-05T10:00:00Z'],
      ['Yeni yazı', '2026-11-21T10:00:00Z'],
    ]) {
      await api(
        'POST',
        '/api/blogs',
        {
          title,
          shortDescription: `${title} özeti`,
          content: POST_HTML,
          tags: ['bir', 'iki', 'üç', 'dört'],
          publishDate,
        },
        token,
      );
    }
    posts = await api<Post[]>('GET', '/api/blogs');
  });

  for (const { name, width, height } of WIDTHS) {
    describe(`at ${width} px`, () => {
      it('Home greets with the owner and leads to the pages', async () => {
        const { page, done } = await visit('/', width, height, `home-${name}`);
        await page.getByRole('heading', { name: 'Ayşe Çelik' }).waitFor();
        await expect(page.getByText('Merhaba, Ben').isVisible()).resolves.toBe(true);
        await expect(page.getByText('Yazılım Mimarı').isVisible()).resolves.toBe(true);
        await page.getByRole('link', { name: 'Blog Yazıları' }).click();
        await page.waitForURL(`${baseUrl()}/blog`);
        await page.getByRole('heading', { name: 'Blog Yazıları' }).waitFor();
        await done();
      });

      it('About shows everything, in order, with a working CV link', async () => {
        const { page, done } = await visit('/about', width, height, `about-${name}`);
        await page.getByRole('heading', { name: 'Ayşe Çelik' }).waitFor();
        const cv = page.getByRole('link', { name: 'CV İndir' });
        expect(await cv.getAttribute('href')).toBe('/api/about/cv/download');
        expect(await cv.getAttribute('target')).toBe('_blank');
        const download = await fetch(`${baseUrl()}/api/about/cv/download`);
        expect(download.headers.get('content-type')).toBe('application/pdf');
        expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
        expect(await page.locator('.about__description').innerText()).toBe('İlk satır.\nİkinci satır.');
        await expect(page.getByRole('heading', { name: 'Deneyimler' }).isVisible()).resolves.toBe(true);
        expect(await page.locator('.timeline h3').allInnerTexts()).toEqual(['Baş Mimar', 'Geliştirici']);
        await expect(page.getByRole('heading', { name: 'Teknolojiler ve Yetenekler' }).isVisible()).resolves.toBe(true);
        expect(await page.locator('.chip-list .chip').allInnerTexts()).toEqual(['TypeScript', 'GraphQL', 'React']);
        await done();
      });

      it('the blog list has cards with three tags and Turkish dates, newest first', async () => {
        const { page, done } = await visit('/blog', width, height, `blog-${name}`);
        await page.getByRole('heading', { name: 'Blog Yazıları' }).waitFor();
        expect(await page.locator('.post-card__title').allInnerTexts()).toEqual(['Yeni yazı', 'Eski yazı']);
        expect(await page.locator('.post-card').first().locator('.chip').allInnerTexts()).toEqual(['bir', 'iki', 'üç']);
        await expect(page.getByText('21 Kasım 2026').isVisible()).resolves.toBe(true);
        await expect(page.getByText('5 Mart 2024').isVisible()).resolves.toBe(true);
        await page.getByRole('link', { name: /Yeni yazı/ }).click();
        await page.waitForURL(`${baseUrl()}/blog/${posts[0]!._id}`);
        await done();
      });

      it('a post renders its rich HTML, all tags and both ways back, and counts a view', async () => {
        const before = (await api<Post[]>('GET', '/api/blogs')).find((post) => post._id === posts[0]!._id)!.viewCount;
        const { page, done } = await visit(`/blog/${posts[0]!._id}`, width, height, `post-${name}`);
        await page.getByRole('heading', { name: 'Yeni yazı' }).waitFor();
        await expect(page.getByRole('heading', { name: 'Bölüm başlığı' }).isVisible()).resolves.toBe(true);
        expect(await page.locator('.prose li').count()).toBe(2);
        expect(await page.locator('.prose pre code').innerText()).toContain('const selam');
        expect(await page.locator('.post__header .chip').allInnerTexts()).toEqual(['bir', 'iki', 'üç', 'dört']);
        expect(await page.locator('.prose img').evaluate((image) => getComputedStyle(image).userSelect)).toBe('none');
        const back = width < 600 ? 'Geri' : 'Tüm Yazılara Dön';
        await expect(page.getByRole('link', { name: back }).isVisible()).resolves.toBe(true);
        await expect(page.getByRole('link', { name: 'Diğer Yazıları Gör' }).isVisible()).resolves.toBe(true);
        const after = (await api<Post[]>('GET', '/api/blogs')).find((post) => post._id === posts[0]!._id)!.viewCount;
        expect(after).toBe(before + 1);
        await page.getByRole('link', { name: 'Diğer Yazıları Gör' }).click();
        await page.waitForURL(`${baseUrl()}/blog`);
        await done();
      });

      it("an unknown post says 'Blog bulunamadı'", async () => {
        const { page, done } = await visit(
          '/blog/00000000-0000-0000-0000-000000000000',
          width,
          height,
          `post-missing-${name}`,
        );
        await page.getByText('Blog bulunamadı').waitFor();
        await done();
      });

      it('Contact shows the details and delivers a message', async () => {
        const { page, done } = await visit('/contact', width, height, `contact-${name}`);
        await page.getByRole('heading', { name: 'İletişim', exact: true }).waitFor();
        await expect(page.getByRole('link', { name: 'ayse@ornek.com' }).isVisible()).resolves.toBe(true);
        expect(await page.locator('.contact-info__location').innerText()).toBe('Kadıköy\nİstanbul');
        const twitter = page.locator('.contact-info').getByRole('link', { name: 'Twitter/X' });
        expect(await twitter.getAttribute('target')).toBe('_blank');

        await page.getByRole('button', { name: 'Gönder' }).click();
        for (const text of ['İsim alanı zorunludur', 'E-posta alanı zorunludur', 'Mesaj alanı zorunludur']) {
          await expect(page.getByText(text).isVisible()).resolves.toBe(true);
        }
        await page.getByLabel('İsim').fill(`Ziyaretçi ${name}`);
        await page.getByLabel('E-posta').fill('ziyaretci@ornek.com');
        await page.getByLabel('Mesaj').fill('Merhaba, sitenizi çok beğendim!');
        await page.getByRole('button', { name: 'Gönder' }).click();
        await page.getByText('Mesajınız başarıyla gönderildi!').waitFor();
        expect(await page.getByLabel('İsim').inputValue()).toBe('');
        const messages = await api<Array<{ name: string; message: string }>>('GET', '/api/contact', undefined, token);
        expect(messages.some((message) => message.name === `Ziyaretçi ${name}`)).toBe(true);
        await done();
      });

      it('any other path is the 404 page with a way home', async () => {
        const { page, done } = await visit('/yok/boyle-bir-sayfa', width, height, `404-${name}`);
        await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
        await page.getByRole('link', { name: 'Anasayfaya Dön' }).click();
        await page.waitForURL(`${baseUrl()}/`);
        await done();
      });

      it('navigation marks the current page; the footer has the year and active social icons', async () => {
        const { page, done } = await visit('/about', width, height, `nav-${name}`);
        await page.getByRole('heading', { name: 'Ayşe Çelik' }).waitFor();
        const menu = page.getByRole('button', { name: 'Menüyü aç' });
        if (width < 720) {
          await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(false);
          await menu.click();
          expect(await page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
        } else {
          await expect(menu.isVisible()).resolves.toBe(false);
        }
        expect(
          await page.getByRole('link', { name: 'Hakkımda', exact: true }).first().getAttribute('aria-current'),
        ).toBe('page');
        await page.getByRole('link', { name: 'Blog', exact: true }).click();
        await page.waitForURL(`${baseUrl()}/blog`);
        if (width < 720)
          await expect(page.getByRole('link', { name: 'İletişim', exact: true }).isVisible()).resolves.toBe(false);
        const footer = page.locator('footer');
        expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} Tüm hakları saklıdır.`);
        expect(
          await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
        ).toEqual(['GitHub', 'Twitter/X']);
        await done();
      });
    });
  }
});

describe('the GraphQL sandbox (development)', () => {
  it('loads from the gateway alone and answers the preset query', async () => {
    const { page, problems, close } = await openPage(browser, 1280, 900);
    await page.goto(`${baseUrl()}/graphql`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Send Request/i }).click();
    await page.getByText('Yeni yazı').first().waitFor();
    await screenshot(page, 'sandbox');
    expect(problems.filter((problem) => problem.startsWith('outside request'))).toEqual([]);
    await close();
  });
});
