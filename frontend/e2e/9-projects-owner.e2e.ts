import type { Browser, Page } from 'playwright-core';
import mysql from 'mysql2/promise';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMysqlServer, startMysqlServer, type MysqlServer } from '../../gateway/test/support/mysql-server.js';
import { ADMIN } from './global-setup';
import { gatewayEnv, startGateway } from './gateway';
import { adminMenu, launch, lightAndDarkShots, openPage, signInThroughForm } from './support';

/**
 * Issue 46's "Done when", walked as the owner and a reader would, once on SQLite and once on
 * MariaDB, each on a gateway of its own (an empty site): on a 390 px phone the owner signs in
 * through the form, adds three projects through the admin screens with covers picked from a file
 * input (phone photos turned by their EXIF orientation), two featured and one left a draft, and
 * reorders them by keyboard; a reader then finds them on the home page, /projects (in the owner's
 * order), their pages (an upright cover with no metadata), the search and a technology's tag page,
 * and the draft nowhere. At 1280 px: the pages and the admin screens fit, photographed in both themes.
 */

const MARIADB = findMysqlServer();

/** A phone's photo of `width`×`height` sensor pixels, turned by EXIF orientation `orientation`, with a GPS position. */
async function phonePhoto(hue: number, orientation: 1 | 6): Promise<Buffer> {
  const sensor = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(sensor)
    .withMetadata({ orientation })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 29/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

type Written = {
  title: string;
  summary: string;
  body: string;
  technologies: string;
  repo: string;
  start: string;
  featured: boolean;
  draft: boolean;
  /** The EXIF orientation of its cover: 6 is a portrait photo taken with the phone held upright. */
  orientation: 1 | 6;
};

/** The three projects, as the owner types them. Their slugs are the content rules' slugify of their titles. */
const PROJECTS: Written[] = [
  {
    title: 'Kuş Sayacı',
    summary: 'Bahçedeki yemliğe gelen kuşları kamerayla sayıp türlerine göre listeleyen bir uygulama.',
    body: 'Serçeler sabahları, saka kuşları öğleden sonra geliyor.',
    technologies: 'Python, OpenCV',
    repo: 'https://github.com/ornek/kus-sayaci',
    start: '2023-04',
    featured: true,
    draft: false,
    orientation: 1,
  },
  {
    title: 'Çay Demleme Zamanlayıcısı',
    summary: 'Demliğin sıcaklığını okuyup çayın ne zaman demlendiğini telefona bildiren küçük bir cihaz.',
    body: 'Bir sıcaklık algılayıcısı ve bir ESP32 yeterli oldu.',
    technologies: 'Rust, ESP32',
    repo: 'https://github.com/ornek/cay-zamanlayici',
    start: '2024-09',
    featured: true,
    draft: false,
    orientation: 6,
  },
  {
    title: 'Gizli Fener Taslağı',
    summary: 'Henüz yayımlanmamış bir deniz feneri haritası.',
    body: 'Yarım kaldı.',
    technologies: 'Python',
    repo: '',
    start: '2025-02',
    featured: false,
    draft: true,
    orientation: 1,
  },
];
const [birds, tea, lighthouse] = PROJECTS as [Written, Written, Written];
const slug = { birds: 'kus-sayaci', tea: 'cay-demleme-zamanlayicisi', lighthouse: 'gizli-fener-taslagi' };

/** The page scrolls sideways (a layout too wide for the viewport): its extra width in pixels, 0 when none. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The titles in the admin list, in its order. */
const adminTitles = (page: Page) => page.locator('.project-list .project-row__title').allInnerTexts();

/** Adds a project through 'Yeni Proje', as the owner does on a phone. */
async function addProject(page: Page, project: Written) {
  await page.getByRole('link', { name: 'Yeni Proje' }).click();
  await page.getByRole('heading', { level: 1, name: 'Yeni Proje' }).waitFor();
  await page.getByLabel('Başlık *').fill(project.title);
  await page.getByLabel('Özet').fill(project.summary);
  await page.locator('.project-cover input[type="file"]').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(project.title.length * 9, project.orientation),
  });
  await page.getByRole('img', { name: 'Kapak görseli önizlemesi' }).waitFor({ timeout: 30_000 });
  await page.locator('.ProseMirror').click();
  await page.keyboard.type(project.body);
  await page.getByLabel('Teknolojiler').fill(project.technologies);
  await page.getByLabel('Kaynak kod (https)').fill(project.repo);
  await page.getByLabel('Başlangıç (ay)').fill(project.start);
  if (project.featured) await page.getByLabel('Öne çıkan proje').check();
  if (project.draft) {
    await page.getByRole('button', { name: 'Taslak olarak kaydet' }).click();
    await page.getByText('Taslak kaydedildi').last().waitFor();
  } else {
    await page.getByRole('button', { name: 'Yayımla' }).click();
    await page.getByText('Proje başarıyla oluşturuldu').last().waitFor();
  }
  await page.getByRole('heading', { level: 1, name: 'Projeler' }).waitFor();
  await expect.poll(() => adminTitles(page)).toContain(project.title);
}

const databases = [
  { name: 'SQLite', mariadb: false },
  { name: 'MariaDB', mariadb: true },
];

describe.each(databases)('projects from a phone, on $name', ({ name, mariadb }) => {
  const skip = mariadb && !MARIADB;
  let server: MysqlServer | undefined;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    if (skip) {
      console.warn('9-projects-owner: no MariaDB server (mariadbd or mysqld) installed; its half is skipped.');
      return;
    }
    let DATABASE_URL = '';
    if (mariadb) {
      server = await startMysqlServer(MARIADB!);
      const connection = await mysql.createConnection(server.url);
      await connection.query('CREATE DATABASE `test_e2e_projects` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
      await connection.end();
      DATABASE_URL = `${server.url}/test_e2e_projects`;
    }
    const prepared = await gatewayEnv({
      NODE_ENV: 'development',
      SEED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL,
    });
    [gateway, browser] = await Promise.all([startGateway(prepared), launch()]);
    base = gateway.baseUrl;
  });

  afterAll(async () => {
    await browser?.close();
    await gateway?.stop();
    await server?.stop();
  });

  it.skipIf(skip)(
    'the owner adds three projects with covers at 390 px and orders them by keyboard; a reader finds them',
    async () => {
      const owner = await openPage(browser, 390, 844, undefined, { base });
      const { page } = owner;
      await signInThroughForm(page, undefined, base);
      await adminMenu(page, 390, 'Projeler');
      await page.getByText('Henüz proje yok').waitFor();
      for (const project of PROJECTS) await addProject(page, project);
      expect(await overflow(page)).toBe(0);

      // In the order they were added; the draft says so.
      expect(await adminTitles(page)).toEqual([birds.title, tea.title, lighthouse.title]);
      expect(await page.locator('.project-row', { hasText: lighthouse.title }).getByText('Taslak').count()).toBe(1);

      // By keyboard: the birds go one down with Enter, and the focus stays on their arrow.
      const down = page.getByRole('button', { name: `Aşağı taşı: ${birds.title}` });
      await down.focus();
      await page.keyboard.press('Enter');
      const status = page.getByRole('status').filter({ hasText: 'sıraya taşındı' });
      await expect.poll(() => status.innerText()).toBe(`${birds.title} 2. sıraya taşındı`);
      expect(await adminTitles(page)).toEqual([tea.title, birds.title, lighthouse.title]);
      expect(await down.evaluate((button) => button === document.activeElement)).toBe(true);
      // Space moves the draft up, from its own arrow.
      await page.getByRole('button', { name: `Yukarı taşı: ${lighthouse.title}` }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => status.innerText()).toBe(`${lighthouse.title} 2. sıraya taşındı`);
      await page.waitForLoadState('networkidle');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Projeler' }).waitFor();
      await expect.poll(() => adminTitles(page)).toEqual([tea.title, lighthouse.title, birds.title]);

      // A reader, on the phone.
      const reader = await openPage(browser, 390, 844, undefined, { base });
      const read = reader.page;
      const go = async (path: string, expected = 200) => {
        const response = await read.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        expect(response!.status(), path).toBe(expected);
        if (expected === 200) expect(await overflow(read), path).toBe(0);
      };
      const cardTitles = (scope = read.locator('main')) =>
        scope.locator('.project-card .post-card__title').allInnerTexts();

      await go('/');
      const featured = read.getByRole('region', { name: 'Öne Çıkan Projeler' });
      expect(await cardTitles(featured)).toEqual([tea.title, birds.title]);
      expect(await featured.getByRole('link', { name: 'Tüm Projeler' }).getAttribute('href')).toBe('/projects');

      await go('/projects');
      expect(await cardTitles()).toEqual([tea.title, birds.title]);

      for (const [project, path] of [
        [birds, slug.birds],
        [tea, slug.tea],
      ] as const) {
        await go(`/projects/${path}`);
        await read.getByRole('heading', { level: 1, name: project.title }).waitFor();
        expect(await read.getByRole('link', { name: 'Kod' }).first().getAttribute('href')).toBe(project.repo);
        expect(await read.locator('picture.project__cover source[type="image/avif"]').count()).toBe(1);
        const cover = read.locator('picture.project__cover img');
        await expect
          .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeTruthy();
        const drawn = await cover.evaluate((img: HTMLImageElement) => ({
          src: img.src,
          current: img.currentSrc,
          portrait: img.naturalHeight > img.naturalWidth,
        }));
        // Upright as the phone was held: the photo turned by its orientation, then forgotten.
        expect(drawn.portrait, project.title).toBe(project.orientation === 6);
        for (const url of new Set([drawn.src, drawn.current])) {
          const served = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
          expect({ exif: served.exif, orientation: served.orientation }, url).toEqual({
            exif: undefined,
            orientation: undefined,
          });
          expect(served.height! > served.width!, url).toBe(project.orientation === 6);
        }
      }

      // Search finds a project and says it is one ('Proje', as written; CSS upper-cases it).
      await go(`/search?q=${encodeURIComponent('çay')}`);
      const result = read.locator('.search-result', { hasText: tea.title });
      expect(await result.locator('.search-result__kind').textContent()).toBe('Proje');
      expect(await result.getByRole('link', { name: tea.title }).getAttribute('href')).toBe(`/projects/${slug.tea}`);

      // A technology's tag page lists its published projects (the draft's Python too, but not the draft).
      await go('/tags/python');
      expect(await cardTitles()).toEqual([birds.title]);
      await go('/tags/esp32');
      expect(await cardTitles()).toEqual([tea.title]);

      // The draft: 404, and nowhere public.
      await go(`/projects/${slug.lighthouse}`, 404);
      await go('/search?q=fener');
      expect(await read.locator('.search-result').count()).toBe(0);
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/projects/${slug.tea}`);
      expect(sitemap).not.toContain(slug.lighthouse);
      expect(reader.problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
      expect(owner.problems).toEqual([]);

      // At 1280 px: the pages and the admin screens fit, in both themes.
      await read.setViewportSize({ width: 1280, height: 900 });
      await go('/projects');
      await lightAndDarkShots(read, `projects-owner-${name}-list-desktop`);
      await go(`/projects/${slug.tea}`);
      await lightAndDarkShots(read, `projects-owner-${name}-page-desktop`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Projeler' }).waitFor();
      await expect.poll(() => adminTitles(page)).toHaveLength(3);
      expect(await overflow(page)).toBe(0);
      await lightAndDarkShots(page, `projects-owner-${name}-admin-list-desktop`);
      await page
        .locator('.project-row', { hasText: tea.title })
        .getByRole('link', { name: /^Düzenle/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Proje Düzenle' }).waitFor();
      await page.getByRole('img', { name: 'Kapak görseli önizlemesi' }).waitFor();
      expect(await overflow(page)).toBe(0);
      await lightAndDarkShots(page, `projects-owner-${name}-editor-desktop`);
      expect(owner.problems).toEqual([]);
      await reader.close();
      await owner.close();
    },
    180_000,
  );
});
