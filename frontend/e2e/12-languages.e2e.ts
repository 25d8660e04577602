import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, launch, openPage, PHONE_AND_DESKTOP, screenshot, signIn } from './support';

/**
 * Issue 50, done when: with one post translated and one not, a crawler walking /sitemap.xml finds
 * every hreflang pair reciprocal and absolute, no English address serving Turkish text, /en/rss.xml
 * with the English post only; the Turkish pages keep their Turkish texts (docs/product/public.md).
 */

type Post = { _id: string; slug: string };

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../packages/content-rules/src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/**
 * The Turkish interface's texts that are not also English (not 'Blog'): an English page showing one
 * shows Turkish. Texts with values are cut at their first value, and short ones left out.
 */
const TURKISH_ONLY = (() => {
  const tr = catalogue('tr');
  const en = catalogue('en');
  return [
    ...new Set(
      Object.keys(tr)
        .filter((key) => tr[key] !== en[key])
        .map((key) => tr[key]!.split('{')[0]!.trim())
        .filter((text) => text.length >= 6),
    ),
  ];
})();

/** What a reader sees and hears of a page: its text and the labels of its controls. */
const readable = (html: string) =>
  [
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&'),
    ...[...html.matchAll(/(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((match) => match[1]),
  ].join('\n');

/** The `hreflang` → `href` of the alternates among the tags `tag` (`link`, `xhtml:link`) in `text`. */
const alternates = (text: string, tag: string) =>
  Object.fromEntries<string>(
    [...text.matchAll(new RegExp(`<${tag}\\s[^>]*>`, 'g'))]
      .map(([element]) => Object.fromEntries([...element.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])))
      .filter((attributes) => attributes.rel === 'alternate' && attributes.hreflang)
      .map((attributes) => [attributes.hreflang!, attributes.href!.replace(/&amp;/g, '&')]),
  );
const alternatesIn = (html: string) => alternates(html, 'link');

let browser: Browser;
let token: string;
const made: Post[] = [];
let translated: Post;
let turkishOnly: Post;
const TRANSLATED = { tr: 'Deniz Fenerlerinin Dili', en: 'The Language of Lighthouses' };
const UNTRANSLATED = 'Yalnızca Türkçe Bir Günlük';

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  translated = await api<Post>(
    'POST',
    '/api/blogs',
    {
      title: TRANSLATED.tr,
      shortDescription: 'Fenerler geceleri nasıl konuşur?',
      content: '<p>Her fenerin kendi ışık düzeni vardır.</p>',
      tags: ['denizcilik'],
      english: {
        title: TRANSLATED.en,
        shortDescription: 'How lighthouses speak at night.',
        content: '<p>Every lighthouse has a light pattern of its own.</p>',
      },
    },
    token,
  );
  turkishOnly = await api<Post>(
    'POST',
    '/api/blogs',
    {
      title: UNTRANSLATED,
      shortDescription: 'Bu yazının İngilizcesi yok.',
      content: '<p>Sadece Türkçe.</p>',
      tags: ['denizcilik'],
    },
    token,
  );
});

afterAll(async () => {
  for (const post of [translated, turkishOnly, ...made])
    if (post) await api('DELETE', `/api/blogs/${post._id}`, undefined, token);
  await browser?.close();
});

describe.each(PHONE_AND_DESKTOP)('at $width px (issue 50)', ({ name, width, height }) => {
  it('the owner writes the English version of a post, and a reader switches languages on it', async () => {
    const post = await api<Post>(
      'POST',
      '/api/blogs',
      { title: `Kıyıdan Notlar ${name}`, shortDescription: 'Kıyıda bir gün.', content: '<p>Dalgalar.</p>', tags: [] },
      token,
    );
    made.push(post);
    const english = `Notes from the Shore ${name}`;

    const owner = await openPage(browser, width, height, token);
    await owner.page.goto(`${baseUrl()}/mrpurposeless/blogs/edit/${post._id}`);
    await owner.page.locator('form.blog-form[aria-busy="false"]').waitFor();
    await owner.page.getByRole('tab', { name: /English/ }).click();
    await owner.page.getByLabel('İngilizce başlık *').fill(english);
    await owner.page.getByLabel('İngilizce kısa açıklama *').fill('A day by the sea.');
    await owner.page.locator('[role="tabpanel"]:not([hidden]) .rich-editor__content').click();
    await owner.page.keyboard.type('Waves, and a lighthouse.');
    await screenshot(owner.page, `languages-owner-${name}`);
    await owner.page.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await api<{ title: string } | null>('GET', `/api/blogs/${post._id}?lang=en`).catch(() => null))?.title,
      )
      .toBe(english);
    expect(owner.problems).toEqual([]);
    await owner.close();

    const reader = await openPage(browser, width, height);
    await reader.page.goto(`${baseUrl()}/blog/${post.slug}`);
    await reader.page.getByRole('link', { name: 'English', exact: true }).click();
    await reader.page.waitForURL(/\/en\/blog\/notes-from-the-shore/);
    await expect.poll(() => reader.page.locator('h1').first().innerText()).toBe(english);
    expect(await reader.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await screenshot(reader.page, `languages-reader-${name}`);
    await reader.page.getByRole('link', { name: 'Türkçe', exact: true }).click();
    await reader.page.waitForURL(`${baseUrl()}/blog/${post.slug}`);
    await expect.poll(() => reader.page.locator('h1').first().innerText()).toBe(`Kıyıdan Notlar ${name}`);
    expect(await reader.page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(reader.problems).toEqual([]);
    await reader.close();
  });
});

describe('one site in two languages (issue 50)', () => {
  it('a crawler of the sitemap finds every hreflang pair reciprocal, and no Turkish under an English address', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!.replace(/&amp;/g, '&'),
      alternates: alternates(body!, 'xhtml:link'),
    }));
    const english = entries.filter(({ loc }) => new URL(loc).pathname.match(/^\/en(\/|$)/));
    expect(english.length).toBeGreaterThan(3);
    const pages = new Map<string, string>();
    const html = async (url: string) => {
      if (!pages.has(url)) {
        const response = await fetch(url.replace(/^https?:\/\/[^/]+/, baseUrl()));
        expect(response.status, url).toBe(200);
        pages.set(url, await response.text());
      }
      return pages.get(url)!;
    };
    for (const { loc, alternates } of entries) {
      const page = await html(loc);
      const inPage = alternatesIn(page);
      // The page and the sitemap say the same alternates, absolute, and each names the other back.
      expect(inPage, loc).toEqual(alternates);
      for (const [language, href] of Object.entries(alternates)) {
        expect(href, loc).toMatch(/^https?:\/\//);
        if (language === 'x-default') expect(href).toBe(alternates.tr);
        else expect(alternatesIn(await html(href)), `${href} from ${loc}`).toEqual(alternates);
      }
      const isEnglish = /^\/en(\/|$)/.test(new URL(loc).pathname);
      expect(page, loc).toContain(`<html lang="${isEnglish ? 'en' : 'tr'}"`);
      // The Turkish pages say what they always said: the menu and the footer as docs/product/public.md writes them.
      if (!isEnglish)
        for (const text of ['Anasayfa', 'Hakkımda', 'İletişim', 'Tüm hakları saklıdır.'])
          expect(page, loc).toContain(text);
      if (isEnglish) {
        const text = readable(page);
        expect(
          TURKISH_ONLY.filter((turkish) => text.includes(turkish)),
          loc,
        ).toEqual([]);
        expect(text, loc).not.toContain(UNTRANSLATED);
        expect(text, loc).not.toContain(TRANSLATED.tr);
      }
    }
    // The translated post is there in both languages; the Turkish-only one has no English address.
    const post = entries.find(({ loc }) => loc.endsWith(`/blog/${translated.slug}`))!;
    expect(Object.keys(post.alternates).sort()).toEqual(['en', 'tr', 'x-default']);
    const lonely = entries.find(({ loc }) => loc.endsWith(`/blog/${turkishOnly.slug}`))!;
    expect(lonely.alternates).toEqual({});
    expect(english.some(({ loc }) => loc.includes(turkishOnly.slug))).toBe(false);
  });

  it('the English address of a Turkish-only post is the English 404, and the English feeds hold the English post only', async () => {
    const missing = await fetch(`${baseUrl()}/en/blog/${turkishOnly.slug}`);
    expect(missing.status).toBe(404);
    const page = await missing.text();
    expect(page).toContain('<html lang="en"');
    expect(readable(page)).not.toContain(UNTRANSLATED);
    const rss = await (await fetch(`${baseUrl()}/en/rss.xml`)).text();
    expect(rss).toContain(TRANSLATED.en);
    expect(rss).not.toContain(TRANSLATED.tr);
    expect(rss).not.toContain(UNTRANSLATED);
    const feed = (await (await fetch(`${baseUrl()}/en/feed.json`)).json()) as { items: { title: string }[] };
    expect(feed.items.map((item) => item.title)).toContain(TRANSLATED.en);
    expect(feed.items.map((item) => item.title)).not.toContain(UNTRANSLATED);
    const turkish = await (await fetch(`${baseUrl()}/rss.xml`)).text();
    expect(turkish).toContain(TRANSLATED.tr);
    expect(turkish).toContain(UNTRANSLATED);
  });
});
