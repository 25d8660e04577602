import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  launch,
  oneWidth,
  openPage,
  PDF,
  PNG,
  publicVisit,
  screenshot,
  signIn,
  uploadImage,
  WIDTHS,
} from './support';

/**
 * The public pages as a reader sees them, as the owner's data grows: empty, an About page alone, a
 * living site; and the GraphQL sandbox. The pages before their application arrives are in
 * 1-public-slow-phone.e2e.ts, which runs next, on this file's data.
 */

type Post = { _id: string; slug: string; title: string; viewCount: number };

/** A post as the editor writes it, with an image uploaded through `uploadImage` like the editor does. */
const postHtml = (image: string) =>
  '<h2>Bölüm başlığı</h2><p>Bir <strong>kalın</strong> ve <em>eğik</em> paragraf.</p>' +
  '<ul><li><p>birinci madde</p></li><li><p>ikinci madde</p></li></ul>' +
  '<pre><code class="language-ts">const selam = "merhaba";</code></pre>' +
  `<p><img src="${image}" alt="görsel"></p>`;

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
});
afterAll(() => browser?.close());

const visit = publicVisit(() => browser);

describe('before the owner has written anything', () => {
  // Data through the pages, the same at every width: the phone's alone (issue 44).
  for (const { name, width, height } of oneWidth(WIDTHS)) {
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

describe('an About page saved without a CV and without lists', () => {
  beforeAll(async () => {
    await api(
      'PUT',
      '/api/about',
      { name: 'Ayşe Çelik', title: 'Yazılım Mimarı', description: 'Tek satır.', experiences: [], technologies: [] },
      token,
    );
  });

  // Data through the page, the same at every width: the phone's alone (issue 44).
  for (const { name, width, height } of oneWidth(WIDTHS)) {
    it(`shows no 'CV İndir' and no empty sections (${name})`, async () => {
      const { page, done } = await visit('/about', width, height, `about-bare-${name}`);
      await page.getByRole('heading', { name: 'Ayşe Çelik' }).waitFor();
      await expect(page.getByText('Yazılım Mimarı').isVisible()).resolves.toBe(true);
      await expect(page.getByText('Tek satır.').isVisible()).resolves.toBe(true);
      expect(await page.getByRole('link', { name: 'CV İndir' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Deneyimler' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Teknolojiler ve Yetenekler' }).count()).toBe(0);
      await done();
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
    const image = await uploadImage(token, PNG, 'nokta.png', 'image/png');
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
          content: postHtml(image),
          tags: ['bir', 'iki', 'üç', 'dört'],
          publishDate,
        },
        token,
      );
    }
    posts = await api<Post[]>('GET', '/api/blogs');
  });

  // What walks the owner's data through the pages, the same at every width: the phone's alone (issue 44).
  for (const { name, width, height } of oneWidth(WIDTHS)) {
    describe(`at ${width} px`, () => {
      it('Home greets with the owner and leads to the pages', async () => {
        const { page, snap, done } = await visit('/', width, height, `home-${name}`);
        await page.getByRole('heading', { name: 'Ayşe Çelik' }).waitFor();
        await expect(page.getByText('Merhaba, Ben').isVisible()).resolves.toBe(true);
        await expect(page.getByText('Yazılım Mimarı').isVisible()).resolves.toBe(true);
        await expect(page.getByText(/yazılım geliştirme, teknoloji ve deneyimlerim/).isVisible()).resolves.toBe(true);
        await snap();
        const hero = page.locator('main');
        for (const [label, route, heading] of [
          ['Hakkımda', '/about', 'Ayşe Çelik'],
          ['Blog Yazıları', '/blog', 'Blog Yazıları'],
          ['İletişim', '/contact', 'İletişim'],
        ] as const) {
          await hero.getByRole('link', { name: label, exact: true }).click();
          await page.waitForURL(`${baseUrl()}${route}`);
          await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
          await page.goBack();
          await page.waitForURL(`${baseUrl()}/`);
          await hero.getByRole('link', { name: 'Blog Yazıları' }).waitFor();
        }
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
        const { page, snap, done } = await visit('/blog', width, height, `blog-${name}`);
        await page.getByRole('heading', { name: 'Blog Yazıları' }).waitFor();
        expect(await page.locator('.post-card__title').allInnerTexts()).toEqual(['Yeni yazı', 'Eski yazı']);
        expect(await page.locator('.post-card').first().locator('.chip').allInnerTexts()).toEqual(['bir', 'iki', 'üç']);
        expect(
          await page
            .locator('a.post-card__link')
            .evaluateAll((cards) => cards.map((card) => card.getAttribute('href'))),
        ).toEqual(posts.map((post) => `/blog/${post.slug}`));
        await expect(page.getByText('21 Kasım 2026').isVisible()).resolves.toBe(true);
        await expect(page.getByText('5 Mart 2024').isVisible()).resolves.toBe(true);
        await snap();
        await page.getByRole('link', { name: /Yeni yazı/ }).click();
        await page.waitForURL(`${baseUrl()}/blog/${posts[0]!.slug}`);
        await page.getByRole('heading', { name: 'Yeni yazı', level: 1 }).waitFor();
        // The view is counted once the post is shown (this browser's one view of it).
        await page.getByText('1 görüntülenme').waitFor();
        await page.waitForLoadState('networkidle');
        await done();
      });

      it("an unknown post says 'Blog bulunamadı'", async () => {
        const { page, done } = await visit(
          '/blog/00000000-0000-0000-0000-000000000000',
          width,
          height,
          `post-missing-${name}`,
          404,
        );
        await page.getByText('Blog bulunamadı').waitFor();
        await done();
      });

      it('Contact shows the details and delivers a message', async () => {
        const { page, snap, done } = await visit('/contact', width, height, `contact-${name}`);
        await page.getByRole('heading', { name: 'İletişim', exact: true }).waitFor();
        // The heading is static; the details come with the settings query.
        await page.getByRole('link', { name: 'ayse@ornek.com' }).waitFor();
        expect(await page.locator('.contact-info__location').innerText()).toBe('Kadıköy\nİstanbul');
        const social = page.locator('.contact-info').getByRole('link');
        expect(
          await social.evaluateAll((links) =>
            links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('target')]),
          ),
        ).toEqual([
          [null, null], // the mailto: e-mail address
          ['GitHub', '_blank'],
          ['Twitter/X', '_blank'],
        ]);

        const send = page.getByRole('button', { name: 'Gönder' });
        // Exact: the footer's subscribe form has 'E-posta adresiniz' (issue 47).
        const fields = [page.getByLabel('İsim'), page.getByLabel('E-posta', { exact: true }), page.getByLabel('Mesaj')];
        await send.click(); // the first touch: the application takes the page over, then the form answers
        for (const text of ['İsim alanı zorunludur', 'E-posta alanı zorunludur', 'Mesaj alanı zorunludur']) {
          await page.getByText(text).waitFor();
        }
        await fields[0]!.fill('   ');
        await fields[1]!.fill('ziyaretci@ornek');
        await fields[2]!.fill('  kısa  ');
        await send.click();
        for (const text of [
          'İsim alanı zorunludur',
          'Geçerli bir e-posta adresi giriniz',
          'Mesaj en az 10 karakter olmalıdır',
        ]) {
          await expect(page.getByText(text).isVisible()).resolves.toBe(true);
        }
        await snap('errors');
        await fields[0]!.fill(`Ziyaretçi ${name}`);
        await expect(page.getByText('İsim alanı zorunludur').count()).resolves.toBe(0); // editing clears that error
        await expect(page.getByText('Geçerli bir e-posta adresi giriniz').isVisible()).resolves.toBe(true);
        await fields[1]!.fill('ziyaretci@ornek.com');
        await fields[2]!.fill('Merhaba, sitenizi çok beğendim!');
        await send.click();
        await page.getByText('Mesajınız başarıyla gönderildi!').waitFor();
        for (const field of fields) expect(await field.inputValue()).toBe('');
        const messages = await api<Array<{ name: string; message: string }>>('GET', '/api/contact', undefined, token);
        expect(messages.some((message) => message.name === `Ziyaretçi ${name}`)).toBe(true);
        await done();
      });

      it('any other path is the 404 page with a way home', async () => {
        const { page, snap, done } = await visit('/yok/boyle-bir-sayfa', width, height, `404-${name}`, 404);
        await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
        await snap();
        await page.getByRole('link', { name: 'Anasayfaya Dön' }).click();
        await page.waitForURL(`${baseUrl()}/`);
        await done();
      });
    });
  }

  // What the width changes: a post's way back, the menu that folds on a phone. Both widths.
  for (const { name, width, height } of WIDTHS) {
    describe(`at ${width} px`, () => {
      it('a post renders its rich HTML, all tags and both ways back, and counts one view per visitor', async () => {
        const { page, snap, done } = await visit(`/blog/${posts[0]!.slug}`, width, height, `post-${name}`);
        await page.getByRole('heading', { name: 'Yeni yazı', level: 1 }).waitFor();
        // Counted by the browser after the page was shown, once per visitor: this browser opened the
        // post from the list already, so the count is that one view, and the page shows it.
        await page.getByText('1 görüntülenme').waitFor();
        await expect(page.getByRole('heading', { name: 'Bölüm başlığı' }).isVisible()).resolves.toBe(true);
        expect(await page.locator('.prose li').count()).toBe(2);
        expect(await page.locator('.prose pre code').innerText()).toContain('const selam');
        expect(await page.locator('.post__header .chip').allInnerTexts()).toEqual(['bir', 'iki', 'üç', 'dört']);
        const image = page.locator('.prose img');
        expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
        expect(await image.evaluate((element) => getComputedStyle(element).userSelect)).toBe('none');
        // The context menu is blocked on images (the page cancels the event), not on the text.
        const menuAllowed = (selector: string) =>
          page
            .locator(selector)
            .evaluate((element) =>
              element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
            );
        expect(await menuAllowed('.prose img')).toBe(false);
        expect(await menuAllowed('.prose h2')).toBe(true);
        const [shown, hidden] = width < 600 ? ['Geri', 'Tüm Yazılara Dön'] : ['Tüm Yazılara Dön', 'Geri'];
        const back = page.getByRole('link', { name: shown });
        await expect(back.isVisible()).resolves.toBe(true);
        expect(await back.getAttribute('href')).toBe('/blog');
        await expect(page.getByText(hidden, { exact: true }).isVisible()).resolves.toBe(false);
        await expect(page.getByRole('link', { name: 'Diğer Yazıları Gör' }).isVisible()).resolves.toBe(true);
        const stored = await api<Post>('GET', `/api/blogs/${posts[0]!._id}?preview=true`, undefined, token);
        expect(stored.viewCount).toBe(1);
        await snap();
        await page.getByRole('link', { name: 'Diğer Yazıları Gör' }).click();
        await page.waitForURL(`${baseUrl()}/blog`);
        await done();
      });

      it('navigation marks the current page; the footer has the year and active social icons', async () => {
        const { page, snap, done } = await visit('/about', width, height, `nav-${name}`);
        await page.getByRole('heading', { name: 'Ayşe Çelik' }).waitFor();
        const menu = page.getByRole('button', { name: 'Menüyü aç' });
        if (width < 720) {
          await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(false);
          await menu.click();
          expect(await page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
          await snap('menu-open');
        } else {
          await expect(menu.isVisible()).resolves.toBe(false);
        }
        const navigation = page.getByRole('navigation', { name: 'Ana menü' });
        const active = navigation.getByRole('link', { name: 'Hakkımda', exact: true });
        const other = navigation.getByRole('link', { name: 'Blog', exact: true });
        expect(await active.getAttribute('aria-current')).toBe('page');
        expect(await other.getAttribute('aria-current')).toBeNull();
        const look = (link: typeof active) =>
          link.evaluate((element) => {
            const style = getComputedStyle(element);
            return `${style.color} ${style.backgroundColor}`;
          });
        expect(await look(active)).not.toBe(await look(other)); // marked for the eye too
        await page.getByRole('link', { name: 'Blog', exact: true }).click();
        await page.waitForURL(`${baseUrl()}/blog`);
        if (width < 720)
          await expect(page.getByRole('link', { name: 'İletişim', exact: true }).isVisible()).resolves.toBe(false);
        const footer = page.locator('footer');
        expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} Tüm hakları saklıdır.`);
        expect(
          await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
        ).toEqual(['GitHub', 'Twitter/X']);
        expect(
          await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('target'))),
        ).toEqual(['_blank', '_blank']);
        await done();
      });
    });
  }
});

describe('the GraphQL sandbox (development)', () => {
  it('loads from the gateway alone and answers the preset query', async () => {
    const { page, problems, warnings, close } = await openPage(browser, 1280, 900);
    await page.goto(`${baseUrl()}/graphql`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Send Request/i }).click();
    await page.getByText('Yeni yazı').first().waitFor();
    await expect(page.getByText('Eski yazı').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'sandbox');
    expect(problems).toEqual([]); // nothing from another origin, and no CSP violation
    expect(warnings).toEqual([]);
    await close();
  });
});
