import type { Browser } from 'playwright-core';
import { allElements, parseXml } from '../../gateway/test/support/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, openPage, screenshot, signIn, WIDTHS } from './support';

/**
 * What crawlers, link previews and readers without JavaScript get: pages rendered on the server with
 * their head tags and real statuses, stable post addresses, feeds and share images.
 */

type Post = { _id: string; slug: string; title: string };

const TITLE = "Türkçe yazı 1: İstanbul'da yazılım";
const SLUG = 'turkce-yazi-1-istanbulda-yazilim';
/** A link preview's robot: no JavaScript, its own user agent. */
const BOT = { 'user-agent': 'WhatsApp/2.24.1 A', accept: '*/*' };

let browser: Browser;
let token: string;
let post: Post;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  await api(
    'PUT',
    '/api/about',
    {
      name: 'Ayşe Çelik',
      title: 'Yazılım Mimarı',
      description: 'Dağıtık sistemler ve web üzerine çalışıyorum.',
      experiences: [],
      technologies: ['TypeScript'],
    },
    token,
  );
  await api('PUT', '/api/settings/contact-info', { email: 'ayse@ornek.com', location: 'İzmir' }, token);
  post = await api<Post>(
    'POST',
    '/api/blogs',
    {
      title: TITLE,
      shortDescription: 'Şehirde yazılım geliştirmek üzerine notlar.',
      content: '<h2>Giriş</h2><p>Boğaz kıyısında <strong>kod</strong> & çay.</p>',
      tags: ['istanbul', 'yazılım'],
      publishDate: '2026-11-20T09:00:00Z',
    },
    token,
  );
});
afterAll(() => browser?.close());

/** Fetches a page as a crawler does and reads its head. */
async function crawl(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: BOT, redirect: 'manual' });
  const html = await response.text();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setContent(html);
  const head = await page.evaluate(() => {
    const meta = (key: string) =>
      document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('description'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogType: meta('og:type'),
      ogTitle: meta('og:title'),
      ogDescription: meta('og:description'),
      ogUrl: meta('og:url'),
      ogImage: meta('og:image'),
      ogLocale: meta('og:locale'),
      twitterCard: meta('twitter:card'),
      published: meta('article:published_time'),
      tags: [...document.querySelectorAll('meta[property="article:tag"]')].map((m) => m.getAttribute('content')),
      feeds: [...document.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('href')),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent!) as Record<string, unknown>,
      ),
      lang: document.documentElement.lang,
      h1: document.querySelector('h1')?.textContent ?? null,
      text: document.body.innerText,
    };
  });
  await context.close();
  return { status: response.status, location: response.headers.get('location'), html, head };
}

/** Width and height of a PNG from its IHDR chunk. */
async function pngSize(url: string) {
  const response = await fetch(url, { headers: BOT });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('post addresses', () => {
  it('makes the slug from the title with Turkish rules, and serves the post there', async () => {
    expect(post.slug).toBe(SLUG);
    const { status, head } = await crawl(`/blog/${SLUG}`);
    expect(status).toBe(200);
    expect(head.h1).toBe(TITLE);
  });

  it('answers the id with 301 to the slug', async () => {
    const { status, location } = await crawl(`/blog/${post._id}`);
    expect([status, location]).toEqual([301, `/blog/${SLUG}`]);
  });

  it('keeps a former slug working after the admin changes it', async () => {
    await api(
      'PUT',
      `/api/blogs/${post._id}`,
      { ...(await api<object>('GET', `/api/blogs/${SLUG}`)), slug: 'istanbul-notlari' },
      token,
    );
    const moved = await crawl(`/blog/${SLUG}`);
    expect([moved.status, moved.location]).toEqual([301, '/blog/istanbul-notlari']);
    expect((await crawl('/blog/istanbul-notlari')).status).toBe(200);
    await api(
      'PUT',
      `/api/blogs/${post._id}`,
      { ...(await api<object>('GET', `/api/blogs/${post._id}`)), slug: SLUG },
      token,
    );
    expect((await crawl(`/blog/${SLUG}`)).status).toBe(200);
  });

  it('answers an unknown post and an unknown path with 404 and the rendered not-found page', async () => {
    const post = await crawl('/blog/boyle-bir-yazi-yok');
    expect(post.status).toBe(404);
    expect(post.head.text).toContain('Blog bulunamadı');
    const page = await crawl('/hic/yok');
    expect(page.status).toBe(404);
    expect(page.head.h1).toBe('Sayfa bulunamadı');
  });
});

describe('a link preview of a post (no JavaScript, its own user agent)', () => {
  it('has the title, description, canonical, Open Graph, Twitter card and JSON-LD in the HTML', async () => {
    const { head, html } = await crawl(`/blog/${SLUG}`);
    const url = `${baseUrl()}/blog/${SLUG}`;
    expect(head).toMatchObject({
      lang: 'tr',
      title: `${TITLE} — Ayşe Çelik`,
      description: 'Şehirde yazılım geliştirmek üzerine notlar.',
      canonical: url,
      ogType: 'article',
      ogTitle: TITLE,
      ogDescription: 'Şehirde yazılım geliştirmek üzerine notlar.',
      ogUrl: url,
      ogLocale: 'tr_TR',
      ogImage: `${url}/og.png`,
      twitterCard: 'summary_large_image',
      published: '2026-11-20T09:00:00.000Z',
      tags: ['istanbul', 'yazılım'],
      feeds: [`${baseUrl()}/rss.xml`, `${baseUrl()}/feed.json`],
    });
    expect(html).toContain('Boğaz kıyısında <strong>kod</strong> &amp; çay.');
    const types = head.jsonLd.map((data) => data['@type']);
    expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({ headline: TITLE, author: { '@type': 'Person', name: 'Ayşe Çelik' } });
  });

  it('has a 1200×630 share image drawn from the title', async () => {
    const { head } = await crawl(`/blog/${SLUG}`);
    expect(await pngSize(head.ogImage!)).toEqual([1200, 630]);
  });

  it('the other pages: their own title and type, WebSite on /, ProfilePage on /about, the site card', async () => {
    const home = await crawl('/');
    expect(home.head).toMatchObject({ title: 'Ayşe Çelik', ogType: 'website', canonical: `${baseUrl()}/` });
    expect(home.head.jsonLd.map((data) => data['@type'])).toEqual(['WebSite']);
    expect(await pngSize(home.head.ogImage!)).toEqual([1200, 630]);
    const about = await crawl('/about');
    expect(about.head).toMatchObject({ title: 'Hakkımda — Ayşe Çelik', ogType: 'profile' });
    expect(about.head.jsonLd.map((data) => data['@type'])).toEqual(['ProfilePage']);
    expect((await crawl('/blog')).head.title).toBe('Blog Yazıları — Ayşe Çelik');
    expect((await crawl('/contact')).head.title).toBe('İletişim — Ayşe Çelik');
  });
});

describe('without JavaScript', () => {
  for (const { name, width, height } of WIDTHS) {
    it(`every public page shows its content, navigation and links (${name})`, async () => {
      const session = await openPage(browser, width, height, undefined, { javaScriptEnabled: false });
      const { page } = session;
      for (const [path, heading] of [
        ['/', 'Ayşe Çelik'],
        ['/about', 'Ayşe Çelik'],
        ['/blog', 'Blog Yazıları'],
        [`/blog/${SLUG}`, TITLE],
        ['/contact', 'İletişim'],
      ] as const) {
        await page.goto(`${baseUrl()}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
        const navigation = page.getByRole('navigation', { name: 'Ana menü' });
        for (const link of ['Anasayfa', 'Hakkımda', 'Blog', 'İletişim']) {
          await expect(navigation.getByRole('link', { name: link, exact: true }).isVisible()).resolves.toBe(true);
        }
        await screenshot(page, `nojs${path.replace(/\W+/g, '-')}-${name}`);
      }
      await page.goto(`${baseUrl()}/blog`);
      await page.getByRole('link', { name: new RegExp(TITLE) }).click();
      await page.waitForURL(`${baseUrl()}/blog/${SLUG}`);
      await page.goto(`${baseUrl()}/contact`);
      // Playwright's text and role engines skip <noscript>, which a browser without JavaScript shows.
      const notice = page.locator('.contact-form__noscript');
      await expect(notice.isVisible()).resolves.toBe(true);
      expect(await notice.innerText()).toBe(
        'Mesaj formu JavaScript ile çalışır. Bana doğrudan ayse@ornek.com adresinden yazabilirsiniz.',
      );
      expect(await notice.locator('a').getAttribute('href')).toBe('mailto:ayse@ornek.com');
      expect(session.operations).toEqual([]);
      expect(session.problems).toEqual([]);
      await session.close();
    });
  }
});

describe('feeds and crawler files', () => {
  it('/rss.xml: RSS 2.0 with a self link, absolute links and full content', async () => {
    const response = await fetch(`${baseUrl()}/rss.xml`, { headers: BOT });
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const elements = allElements(parseXml(await response.text()));
    expect(elements[0]).toMatchObject({ name: 'rss', attributes: { version: '2.0' } });
    expect(elements.find((e) => e.name === 'atom:link')?.attributes).toMatchObject({
      rel: 'self',
      href: `${baseUrl()}/rss.xml`,
    });
    const links = elements.filter((e) => e.name === 'link').map((e) => e.text);
    expect(links).toContain(`${baseUrl()}/blog/${SLUG}`);
    expect(links.every((link) => link.startsWith(`${baseUrl()}/`))).toBe(true);
    expect(elements.find((e) => e.name === 'content:encoded' && e.text.includes('Boğaz kıyısında'))).toBeDefined();
  });

  it('/feed.json: JSON Feed 1.1', async () => {
    const response = await fetch(`${baseUrl()}/feed.json`, { headers: BOT });
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = (await response.json()) as { version: string; items: Array<{ url: string; title: string }> };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items.find((item) => item.url === `${baseUrl()}/blog/${SLUG}`)?.title).toBe(TITLE);
  });

  it('/sitemap.xml lists the pages and posts; /robots.txt keeps crawlers out of the admin panel', async () => {
    const sitemap = allElements(parseXml(await (await fetch(`${baseUrl()}/sitemap.xml`, { headers: BOT })).text()));
    const locations = sitemap.filter((e) => e.name === 'loc').map((e) => e.text);
    expect(locations).toEqual(
      expect.arrayContaining([`${baseUrl()}/`, `${baseUrl()}/about`, `${baseUrl()}/blog/${SLUG}`]),
    );
    const robots = await (await fetch(`${baseUrl()}/robots.txt`, { headers: BOT })).text();
    expect(robots).toContain('Disallow: /mrpurposeless');
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});
