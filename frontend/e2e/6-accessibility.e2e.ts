import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  api,
  baseUrl,
  fromAddress,
  brokenPostDialog,
  launch,
  prepublishPanel,
  screenshot,
  SESSION_COOKIE,
  signIn,
  PHONE_AND_DESKTOP,
} from './support';

/**
 * WCAG AA on every screen, as axe-core (through playwright-core) sees it: each public and admin
 * screen, in the light and the dark theme, on a phone and a desktop. Any serious or critical
 * violation fails, named with the elements it was found on.
 */

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SCHEMES = ['light', 'dark'] as const;
/** A token as the gateway writes them (no subscriber's: the pages look the same for any). */
const WELL_FORMED_TOKEN = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12';
type Post = { _id: string; slug: string };

let browser: Browser;
let token: string;
const made: Post[] = [];
let screens: string[];
let project: Post;

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  // What the screens must show to be checked: coloured text, a highlight and a code block in a
  // post (the editor and the page), a scheduled post's badge, a message in the inbox.
  made.push(
    await api<Post>(
      'POST',
      '/api/blogs',
      {
        title: 'Erişilebilir renkler',
        shortDescription: 'Renkli yazı, vurgu ve kod bloğu olan bir yazı.',
        content:
          '<h2>Renkler</h2><p>Bu <span style="color: #c2410c;">turuncu</span>, bu <span style="color: #fde047;">sarı</span>, ' +
          'bu <mark data-color="#fef08a" style="background-color: #fef08a; color: inherit;">vurgulu</mark>.</p>' +
          `<pre><code class="language-ts">const uzunSatir = '${'x'.repeat(200)}';</code></pre>`,
        tags: ['erişilebilirlik'],
        publishDate: '2026-01-05T09:00:00Z',
      },
      token,
    ),
    await api<Post>(
      'POST',
      '/api/blogs',
      {
        title: 'Gelecekteki yazı',
        shortDescription: 'Zamanlanmış bir yazı.',
        content: '<p>Yakında.</p>',
        tags: [],
        publishDate: '2099-12-31T07:00:00Z',
      },
      token,
    ),
    // A draft with nothing in it: publishing it asks first (issue 43).
    await api<Post>(
      'POST',
      '/api/blogs',
      { title: 'Boş taslak', shortDescription: 'İçeriği olmayan bir taslak.', content: '', tags: [], status: 'draft' },
      token,
    ),
  );
  await api(
    'POST',
    '/api/contact',
    { name: 'Okur', email: 'okur@ornek.com', message: 'Erişilebilirlik için bir mesaj.' },
    undefined,
    fromAddress('198.51.100.6'),
  );
  // A project with every part its card and page show (issue 46): featured, period, technologies, links.
  project = await api<Post>(
    'POST',
    '/api/projects',
    {
      title: 'Erişilebilir proje',
      summary: 'Kodu ve canlı sürümü olan, öne çıkan bir proje.',
      content: '<h2>Nasıl?</h2><p>Renkler ve <code>kod</code>.</p>',
      technologies: ['Erişilebilirlik', 'TypeScript'],
      links: { repo: 'https://github.com/ornek/proje', demo: 'https://proje.example.com' },
      startDate: '2024-01',
      featured: true,
      status: 'published',
    },
    token,
  );
  // Subscribers in both states for the Aboneler screen (issue 47): two who agreed, one who did not yet.
  await api(
    'POST',
    '/api/subscribers/import',
    { csv: 'email\nerisilebilir1@ornek.com\nerisilebilir2@ornek.com\n', alreadyAgreed: true },
    token,
  );
  await api('POST', '/api/subscribers/import', { csv: 'erisilebilir3@ornek.com\n', alreadyAgreed: false }, token);
  const [post] = made;
  // Comments (issue 48) for the Yorumlar screen and under the post: one waiting, one approved by
  // the owner's reply ('Yazar'), with a link; they go with the post in afterAll.
  const comment = (name: string, text: string) =>
    api<{ _id: string }>(
      'POST',
      `/api/blogs/${post!._id}/comments`,
      { name, email: `${name.toLowerCase()}@ornek.com`, text },
      undefined,
      fromAddress('198.51.100.8'),
    );
  await comment('Bekleyen', 'Onay bekleyen bir yorum.\nİkinci satır.');
  const answered = await comment('Okur', 'Renkler çok okunaklı.\nTeşekkürler: https://ornek.com/');
  await api('POST', `/api/comments/${answered._id}/replies`, { text: 'Teşekkürler!' }, token);
  screens = [
    '/',
    '/blog',
    `/blog/${post!.slug}`,
    // The plain comment form's refusal, an alert above the form (issue 48).
    `/blog/${post!.slug}?yorum=gecersiz`,
    '/tags',
    '/tags/erisilebilirlik',
    '/projects',
    `/projects/${project.slug}`,
    '/about',
    '/contact',
    '/search',
    '/search?q=renkler',
    // The subscription pages (issue 47): the form with an alert, a confirm and a leave link's page.
    '/subscribe?durum=gecersiz',
    `/subscribe/confirm/${WELL_FORMED_TOKEN}`,
    `/unsubscribe/${WELL_FORMED_TOKEN}`,
    '/olmayan-sayfa',
    '/mrpurposeless',
    '/mrpurposeless/analytics',
    '/mrpurposeless/blogs',
    '/mrpurposeless/blogs/new',
    `/mrpurposeless/blogs/edit/${post!._id}`,
    '/mrpurposeless/contacts',
    '/mrpurposeless/subscribers',
    '/mrpurposeless/comments',
    '/mrpurposeless/comments?durum=onaylanan',
    '/mrpurposeless/projects',
    '/mrpurposeless/projects/new',
    `/mrpurposeless/projects/edit/${project._id}`,
    '/mrpurposeless/about',
    '/mrpurposeless/social-media',
    '/mrpurposeless/contact-info',
    '/mrpurposeless/settings',
    '/mrpurposeless/security',
  ];
});

afterAll(async () => {
  for (const post of made) await api('DELETE', `/api/blogs/${post._id}`, undefined, token);
  if (project) await api('DELETE', `/api/projects/${project._id}`, undefined, token);
  const subscribers = await api<Array<{ _id: string }>>(
    'GET',
    '/api/subscribers?search=erisilebilir',
    undefined,
    token,
  );
  for (const { _id } of subscribers) await api('DELETE', `/api/subscribers/${_id}`, undefined, token);
  await browser?.close();
});

/** Serious and critical violations on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  // The editing area shows the author's colours exactly as chosen; the post page makes them
  // readable in both themes (content-rules forReading, checked below with `unreadableColours`).
  // `resultTypes`: only the violations are worked out whole (axe's own advice for speed); the
  // passes and the rest, which this test never reads, are cut to one element each.
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe.run(
      { exclude: [['.rich-editor__content [style]']] },
      { resultTypes: ['violations'] },
    ),
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
type AxeResult = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };

/** Coloured words in a post that read below 4.5:1 on the page's background, as rendered. */
function unreadableColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgb = (colour: string) => {
      const probe = document.createElement('i');
      probe.style.color = colour;
      document.body.append(probe);
      const channels = getComputedStyle(probe)
        .color.match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
      probe.remove();
      return channels;
    };
    const luminance = (colour: string) =>
      rgb(colour)
        .map((c) => c / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const page = luminance(getComputedStyle(document.documentElement).getPropertyValue('--bg'));
    return [...document.querySelectorAll<HTMLElement>('.prose span[style]')]
      .map((span) => {
        const text = luminance(getComputedStyle(span).color);
        return { word: span.textContent, ratio: (Math.max(text, page) + 0.05) / (Math.min(text, page) + 0.05) };
      })
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ word, ratio }) => `${word} ${ratio.toFixed(2)}:1`);
  });
}

/** The screen, once its data has arrived (no spinner or skeleton left). */
async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('.spinner, .skeleton'));
}

// The four theme × width runs go side by side, each in a browser context of its own (issue 44): a
// run spends most of its time waiting for each screen's network to go quiet, and they only read.
describe.concurrent.each(SCHEMES)('accessibility in the %s theme', (colorScheme) => {
  describe.each(PHONE_AND_DESKTOP)('on a $name', ({ name, width, height }) => {
    it('has no serious or critical violation on any public or admin screen', async ({ expect }) => {
      // The page's own CSP forbids the injected axe script; the site is checked as it renders.
      const context = await browser.newContext({ viewport: { width, height }, colorScheme, bypassCSP: true });
      await context.addCookies([{ ...SESSION_COOKIE, value: token, url: baseUrl() }]);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of screens) {
        await open(page, path);
        for (const line of await violations(page)) found.push(`${path} ${line}`);
        if (path.startsWith('/blog/')) for (const word of await unreadableColours(page)) found.push(`${path} ${word}`);
      }
      // The confirmation dialog, over the blog list (its 'Evet' is a danger button).
      await open(page, '/mrpurposeless/blogs');
      await page.getByRole('button', { name: 'Sil' }).first().click();
      await page.getByRole('dialog').waitFor();
      for (const line of await violations(page)) found.push(`confirm dialog ${line}`);
      await screenshot(page, `a11y-${colorScheme}-${name}-confirm`);
      await page.getByRole('button', { name: 'Vazgeç' }).click();
      // A comment's reply form, open in its card (issue 48).
      await open(page, '/mrpurposeless/comments');
      await page.getByRole('button', { name: 'Yanıtla' }).first().click();
      await page.getByRole('textbox', { name: 'Yanıtınız' }).waitFor();
      for (const line of await violations(page)) found.push(`comment reply ${line}`);
      await screenshot(page, `a11y-${colorScheme}-${name}-comments`);
      // The blog form with the pre-publish check's findings beside its buttons (issue 43).
      await open(page, `/mrpurposeless/blogs/edit/${made[0]!._id}`);
      await prepublishPanel(page).getByRole('listitem').first().waitFor();
      await screenshot(page, `a11y-${colorScheme}-${name}-blog-form`);
      // The one question the check may ask: an empty post, over its form.
      await open(page, `/mrpurposeless/blogs/edit/${made[2]!._id}`);
      await page.getByRole('button', { name: 'Güncelle' }).click();
      await brokenPostDialog(page).waitFor();
      for (const line of await violations(page)) found.push(`broken-post dialog ${line}`);
      await screenshot(page, `a11y-${colorScheme}-${name}-broken-post`);
      await page.getByRole('button', { name: 'Düzenlemeye dön' }).click();
      expect(found).toEqual([]);
      await context.close();
    }, 180_000);

    it('shows the sign-in screen without violations', async ({ expect }) => {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme, bypassCSP: true });
      const page = await context.newPage();
      await open(page, '/mrpurposeless/login');
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  });
});
