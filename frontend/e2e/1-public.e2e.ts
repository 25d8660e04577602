import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  fromAddress,
  launch,
  oneWidth,
  openPage,
  PDF,
  PNG,
  screenshot,
  signIn,
  uploadImage,
  WIDTHS,
} from './support';

type Post = { _id: string; slug: string; title: string; viewCount: number };

/** A post as the editor writes it, with an image uploaded through `uploadImage` like the editor does. */
const postHtml = (image: string) =>
  '<h2>Bölüm başlığı</h2><p>Bir <strong>kalın</strong> ve <em>eğik</em> paragraf.</p>' +
  '<ul><li><p>birinci madde</p></li><li><p>ikinci madde</p></li></ul>' +
  '<pre><code class="language-ts">const selam = "merhaba";</code></pre>' +
  `<p><img src="${image}" alt="görsel"></p>`;

/** The fonts Chromium really drew the text of a page's first `selector` with (not the stylesheet's wish). */
async function fontsDrawnWith(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return async (selector: string) => {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
}

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
});
afterAll(() => browser?.close());

/**
 * Opens a public route at a width and checks the site's invariants once the page has settled. The
 * page arrives rendered with its data: its first load asks GraphQL for nothing, but a post counts
 * its view (ViewBlog), and every page reports its view for analytics; `status` is the HTTP status
 * the page must answer with.
 */
async function visit(route: string, width: number, height: number, shot: string, status = 200) {
  const session = await openPage(browser, width, height);
  const response = await session.page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
  expect(response!.status()).toBe(status);
  const isPost = /^\/blog\/[^/]+$/.test(new URL(session.page.url()).pathname) && status === 200;
  // A post counts its view once hydrated, which may come after the network went quiet on a busy machine.
  if (isPost) await expect.poll(() => session.operations, { timeout: 10_000 }).toEqual(['ViewBlog']);
  else expect(session.operations).toEqual([]);
  // Every page reports its view once, for the owner's analytics; the 404 page has no script and reports none.
  const path = new URL(session.page.url()).pathname;
  if (status === 404) expect(session.pageViews).toEqual([]);
  else await expect.poll(() => session.pageViews, { timeout: 10_000 }).toEqual([path]);
  // The browser reports the document's own 404 as a failed resource: that is the page's answer, not a problem.
  if (status === 404)
    session.problems.splice(
      0,
      session.problems.length,
      ...session.problems.filter((p) => !p.includes('status of 404')),
    );
  let shotTaken = false;
  return {
    ...session,
    /** Screenshot now (before the test leaves the page); `state` names a second picture of the same page. */
    snap: async (state?: string) => {
      if (!state) shotTaken = true;
      await screenshot(session.page, state ? `${shot}-${state}` : shot);
    },
    /** Screenshot (unless taken), then: no console errors or warnings, nothing from another origin, no admin code. */
    done: async () => {
      if (!shotTaken) await screenshot(session.page, shot);
      expect(session.problems).toEqual([]);
      expect(session.warnings).toEqual([]);
      expect(session.scripts.filter((url) => /Admin|Editor|editor|dnd/.test(url))).toEqual([]);
      await session.close();
    },
  };
}

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
        const fields = [page.getByLabel('İsim'), page.getByLabel('E-posta'), page.getByLabel('Mesaj')];
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
        await page.getByRole('heading', { name: 'Yeni yazı' }).waitFor();
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

describe('a slow phone', () => {
  /** Whether React has taken the page over. */
  const hydrated = (page: Page) =>
    page.evaluate(() =>
      Object.keys(document.querySelector('.nav__toggle')!).some((key) => key.startsWith('__reactFiber')),
    );
  /** Holds the application's last chunk back until `release()` is called: the page before it takes over. */
  async function holdApplication(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  /** How a list page's parts are laid out and coloured (not their fonts, which a first visit draws in stand-ins). */
  const looks = (page: Page) =>
    page.evaluate(() =>
      ['h1', '.list-head', '.post-card', '.chip', '.post-card__date', '.site-footer__inner'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [selector, style.display, style.padding, style.borderRadius, style.color, style.backgroundColor];
      }),
    );
  const application = (scripts: string[]) =>
    scripts.filter((url) => /\/(entry-client|client|apollo)-[\w-]+\.js$/.test(url));

  it("runs no application until the reader's first touch, and counts a post's view without it", async () => {
    const before = (await api<Array<{ slug: string; viewCount: number }>>('GET', '/api/blogs'))[0]!;
    const { page, problems, scripts, operations, pageViews, close } = await openPage(browser, 390, 844);
    await page.goto(`${baseUrl()}/blog/${before.slug}`, { waitUntil: 'networkidle' });
    await page.getByText(`${before.viewCount + 1} görüntülenme`).waitFor(); // counted and shown by the page's script
    expect(operations).toEqual(['ViewBlog']);
    await expect.poll(() => pageViews).toEqual([`/blog/${before.slug}`]); // for the owner's analytics, by the page's script too
    await page.waitForTimeout(1000);
    expect(application(scripts)).toEqual([]);
    expect(await hydrated(page)).toBe(false);

    await page.keyboard.press('Tab'); // the first touch
    await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
    expect(application(scripts).length).toBeGreaterThan(0);
    expect(operations).toEqual(['ViewBlog']); // the application took the count, it did not count again
    expect(await page.getByText(`${before.viewCount + 1} görüntülenme`).isVisible()).toBe(true);
    // From here links are the application's: the next page is rendered in place, not loaded anew.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Diğer Yazıları Gör' }).click();
    await page.getByRole('heading', { name: 'Blog Yazıları' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect.poll(() => pageViews).toEqual([`/blog/${before.slug}`, '/blog']); // a page rendered in place is a view
    // The post came with the rules its HTML uses; the list the application drew is styled as a list loaded anew.
    const loaded = await openPage(browser, 390, 844);
    await loaded.page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
    expect(await looks(page)).toEqual(await looks(loaded.page));
    await loaded.close();
    expect(problems).toEqual([]);
    await close();
  });

  it('takes the page over though its whole stylesheet never arrives', async () => {
    const { page, close } = await openPage(browser, 390, 844);
    await page.route(/\/assets\/index-[\w-]+\.css$/, () => undefined); // asked for, never answered
    await page.goto(`${baseUrl()}/blog`, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Tab');
    await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
    await close();
  });

  it('takes a message typed and sent before the application arrives, and sends it once', async () => {
    const { page, problems, close } = await openPage(browser, 390, 844);
    await page.setExtraHTTPHeaders(fromAddress('203.0.113.41')); // a reader of its own: the message limit starts afresh
    const release = await holdApplication(page);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'domcontentloaded' });
    const message = `Uygulama gelmeden yazıldı ${Date.now()}`;
    await page.getByLabel('İsim').fill('Erken Okur');
    await page.getByLabel('E-posta').fill('erken@ornek.com');
    await page.getByLabel('Mesaj').fill(message);
    await page.getByRole('button', { name: 'Gönder' }).click();
    expect(await hydrated(page)).toBe(false);
    expect(page.url()).toBe(`${baseUrl()}/contact`); // held, not sent by the browser as a form

    release();
    await page.getByText('Mesajınız başarıyla gönderildi!').waitFor();
    const token = await signIn();
    const stored = (
      await api<Array<{ message: string; name: string }>>('GET', '/api/contact', undefined, token)
    ).filter((entry) => entry.message === message);
    expect(stored.map((entry) => entry.name)).toEqual(['Erken Okur']);
    expect(await page.getByLabel('Mesaj').inputValue()).toBe(''); // cleared after sending, as ever
    expect(problems).toEqual([]);
    await close();
  });

  it('sets a first page in the stand-in fonts, fetching no font file before the reader touches it, and the next page in the web fonts from its first paint', async () => {
    const { page, problems, close } = await openPage(browser, 390, 844);
    const drawnWith = await fontsDrawnWith(page);
    const fontFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => ({
            file: /\/assets\/(.+)-normal-/.exec(entry.name)![1]!,
            cached: (entry as PerformanceResourceTiming).transferSize === 0,
          }))
          .sort((a, b) => a.file.localeCompare(b.file)),
      );

    // A first visit: the page names no web font and stays in its stand-ins; once the reader touches
    // it, it loads the latin and latin-ext files of each family (all a Turkish text needs) for later.
    await page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('class')).toBeNull();
    expect(await fontFiles()).toEqual([]);
    await page.keyboard.press('Shift');
    await expect.poll(async () => (await fontFiles()).length, { timeout: 10_000 }).toBe(6);
    expect((await fontFiles()).map(({ file }) => file)).toEqual([
      'fraunces-latin-ext-opsz',
      'fraunces-latin-opsz',
      'inter-latin-ext-wght',
      'inter-latin-wght',
      'jetbrains-mono-latin-ext-wght',
      'jetbrains-mono-latin-wght',
    ]);
    for (const selector of ['h1', 'main p']) {
      const fonts = await drawnWith(selector);
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).not.toMatch(/Fraunces|Inter/);
    }

    // The next page, asked from this one, names them, finds them in the cache and is drawn in them,
    // every letter (ı İ ş ğ included).
    await page.evaluate(() => (location.href = '/contact'));
    await page.waitForURL(`${baseUrl()}/contact`, { waitUntil: 'load' });
    expect(await page.locator('html').getAttribute('class')).toBe('web-fonts');
    expect(await page.locator('h1').textContent()).toBe('İletişim');
    expect(await drawnWith('h1')).toEqual(['Fraunces']);
    expect(await drawnWith('main p')).toEqual(['Inter']);
    expect((await fontFiles()).every(({ cached }) => cached)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('draws the first page rendered in place in the web fonts, though the first page kept its stand-ins', async () => {
    const { page, problems, close } = await openPage(browser, 1280, 800);
    const drawnWith = await fontsDrawnWith(page);
    await page.goto(`${baseUrl()}/blog`, { waitUntil: 'networkidle' });
    expect(await drawnWith('h1')).not.toEqual(['Fraunces']);
    await page.keyboard.press('Shift'); // the first touch: the application takes the page over
    await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
    await page.getByRole('link', { name: 'İletişim', exact: true }).click();
    await page.getByRole('heading', { name: 'İletişim', level: 1 }).waitFor();
    await expect.poll(() => drawnWith('h1')).toEqual(['Fraunces']);
    expect(await drawnWith('main p')).toEqual(['Inter']);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the menu before the application arrives, and the application keeps it open', async () => {
    const { page, problems, close } = await openPage(browser, 390, 844);
    const release = await holdApplication(page);
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'domcontentloaded' });
    const toggle = page.locator('.nav__toggle');
    const hydrated = () =>
      toggle.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')));
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    expect(await hydrated()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(true);

    release();
    await expect.poll(hydrated, { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Menüyü kapat' }).click(); // now React's state: one click closes
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/blog`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]); // no hydration mismatch either
    await close();
  });
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
