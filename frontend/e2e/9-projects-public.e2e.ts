import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  launch,
  lightAndDarkShots,
  oneWidth,
  openPage,
  PHONE_AND_DESKTOP,
  publicVisit,
  signIn,
  uploadImage,
} from './support';

/**
 * The projects' public side (issue 46): /projects and its filter (a GET form, with and without
 * JavaScript), a project's page with its cover, links and structured data, the home page's featured
 * projects, a technology's tag page, the site's search, and a draft found nowhere. Three projects
 * are written through REST as a script would: two published with covers, one draft.
 */

type Project = { _id: string; slug: string };

let browser: Browser;
let token: string;
const made: Project[] = [];
let lamp: Project;
let wind: Project;
let draft: Project;
const visit = publicVisit(() => browser);

/** A landscape photo for a cover: a gradient the photo pipeline turns into its AVIF and WebP widths. */
const coverPhoto = (hue: number) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } })
    .jpeg({ quality: 90 })
    .toBuffer();

beforeAll(async () => {
  browser = await launch();
  token = await signIn();
  const [lampCover, windCover] = await Promise.all([coverPhoto(30), coverPhoto(200)]);
  const write = async (fields: Record<string, unknown>) => {
    const project = await api<Project>('POST', '/api/projects', fields, token);
    made.push(project);
    return project;
  };
  lamp = await write({
    title: 'Gece Lambası Kumandası',
    summary: 'Yatak odasının lambasını telefondan ve bir düğmeden yöneten küçük bir devre.',
    content: '<h2>Neden?</h2><p>Karanlıkta düğme aramaktan bıkınca başladı.</p>',
    cover: await uploadImage(token, lampCover, 'lamba.jpg', 'image/jpeg'),
    technologies: ['Rust', 'Yıldız Haritası'],
    links: { repo: 'https://github.com/ornek/gece-lambasi', demo: 'https://lamba.example.com' },
    startDate: '2024-01',
    featured: true,
    status: 'published',
  });
  wind = await write({
    title: 'Rüzgâr Ölçer',
    summary: 'Balkondaki rüzgârı ölçüp haftalık grafiğini çizen bir istasyon.',
    content: '<p>Bir anemometre ve bir Raspberry Pi.</p>',
    cover: await uploadImage(token, windCover, 'ruzgar.jpg', 'image/jpeg'),
    technologies: ['Python'],
    links: { repo: '', demo: 'https://ruzgar.example.com' },
    startDate: '2022-03',
    endDate: '2023-12',
    featured: true,
    status: 'published',
  });
  draft = await write({
    title: 'Taslak Kuyruklu Yıldız',
    summary: 'Henüz yayında değil.',
    technologies: ['Yıldız Haritası'],
    featured: true,
  });
});

afterAll(async () => {
  for (const project of made) await api('DELETE', `/api/projects/${project._id}`, undefined, token);
  await browser?.close();
});

describe('projects, public pages', () => {
  for (const { name, width, height } of PHONE_AND_DESKTOP) {
    it(`/projects shows the published projects as cards, in both themes (${name})`, async () => {
      const session = await visit('/projects', width, height, `projects-list-${name}`);
      const { page } = session;
      await page.getByRole('heading', { level: 1, name: 'Projeler' }).waitFor();
      const card = page.locator('.project-card', { hasText: 'Gece Lambası Kumandası' });
      expect(await card.getByText('Oca 2024 – Devam ediyor').count()).toBe(1);
      expect(await card.getByRole('link', { name: 'Kod' }).getAttribute('href')).toBe(
        'https://github.com/ornek/gece-lambasi',
      );
      expect(await card.getByRole('link', { name: 'Yıldız Haritası' }).getAttribute('href')).toBe(
        '/tags/yildiz-haritasi',
      );
      expect(await card.locator('picture source[type="image/avif"]').count()).toBe(1);
      expect(await page.getByText('Mar 2022 – Ara 2023').count()).toBe(1);
      expect(await page.getByText('Taslak Kuyruklu Yıldız').count()).toBe(0);
      expect(await page.locator('a a').count()).toBe(0);
      await lightAndDarkShots(page, `projects-list-${name}`);
      await session.done();
    });

    it(`a project's page: cover, period, technologies, links, content, and its head (${name})`, async () => {
      const session = await visit(`/projects/${lamp.slug}`, width, height, `projects-page-${name}`);
      const { page } = session;
      await page.getByRole('heading', { level: 1, name: 'Gece Lambası Kumandası' }).waitFor();
      expect(await page.locator('.project__cover img').getAttribute('width')).toBe('1600');
      expect(await page.getByRole('heading', { level: 2, name: 'Neden?' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Canlı' }).getAttribute('href')).toBe('https://lamba.example.com');
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
        `${baseUrl()}/projects/${lamp.slug}`,
      );
      expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toBe(
        `${baseUrl()}/projects/${lamp.slug}/og.png`,
      );
      const ld = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      );
      expect(ld[0]).toMatchObject({
        '@type': 'SoftwareSourceCode',
        codeRepository: 'https://github.com/ornek/gece-lambasi',
      });
      await lightAndDarkShots(page, `projects-page-${name}`);
      await session.done();
    });

    it(`the home page shows the featured projects under the hero, with 'Tüm Projeler' (${name})`, async () => {
      const session = await visit('/', width, height, `projects-home-${name}`);
      const { page } = session;
      const section = page.getByRole('region', { name: 'Öne Çıkan Projeler' });
      await section.waitFor();
      expect(await section.locator('.project-card').count()).toBeLessThanOrEqual(3);
      expect(await section.getByText('Taslak Kuyruklu Yıldız').count()).toBe(0);
      expect(await section.getByRole('link', { name: 'Tüm Projeler' }).getAttribute('href')).toBe('/projects');
      await lightAndDarkShots(page, `projects-home-${name}`);
      await session.done();
    });
  }

  for (const { name, width, height } of oneWidth(PHONE_AND_DESKTOP))
    for (const javaScriptEnabled of [true, false]) {
      const how = `${name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;

      it(`the filter keeps a technology's projects, and 'Tüm teknolojiler' all of them again (${how})`, async () => {
        const session = await openPage(browser, width, height, undefined, { javaScriptEnabled });
        const { page } = session;
        await page.goto(`${baseUrl()}/projects`);
        await page.getByRole('combobox', { name: 'Teknoloji' }).selectOption('python');
        await page.getByRole('button', { name: 'Filtrele' }).click();
        await page.waitForURL(`${baseUrl()}/projects?teknoloji=python`);
        await page.getByRole('heading', { level: 1, name: 'Python projeleri' }).waitFor();
        expect(await page.locator('.project-card .post-card__title').allInnerTexts()).toContain('Rüzgâr Ölçer');
        expect(await page.getByText('Gece Lambası Kumandası').count()).toBe(0);
        await page.getByRole('combobox', { name: 'Teknoloji' }).selectOption('');
        await page.getByRole('button', { name: 'Filtrele' }).click();
        await page.waitForURL(`${baseUrl()}/projects`);
        await page.getByText('Gece Lambası Kumandası').first().waitFor();
        expect(session.problems).toEqual([]);
        expect(session.warnings).toEqual([]);
        await session.close();
      });
    }

  it('a technology’s tag page lists its projects; search finds a project and says so', async () => {
    const session = await openPage(browser, 390, 844);
    const { page } = session;
    const response = await page.goto(`${baseUrl()}/tags/yildiz-haritasi`);
    expect(response!.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: '“Yıldız Haritası” etiketli projeler' }).waitFor();
    expect(await page.locator('.project-card .post-card__title').allInnerTexts()).toEqual(['Gece Lambası Kumandası']);

    await page.goto(`${baseUrl()}/search?q=ruzgar`);
    const result = page.locator('.search-result', { hasText: 'Rüzgâr Ölçer' });
    expect(await result.locator('.search-result__kind').innerText()).toMatch(/proje/i);
    await result.getByRole('link', { name: 'Rüzgâr Ölçer' }).click();
    await page.waitForURL(`${baseUrl()}/projects/${wind.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Rüzgâr Ölçer' }).waitFor();
    expect(session.problems).toEqual([]);
    await session.close();
  });

  it('a draft is found nowhere public: its page is 404, and /projects and search leave it out', async () => {
    const session = await openPage(browser, 390, 844);
    const { page } = session;
    const response = await page.goto(`${baseUrl()}/projects/${draft.slug}`);
    expect(response!.status()).toBe(404);
    // The page's own 404 ('Proje bulunamadı') or the site's shared one, as the gateway answers a missing project.
    await page
      .getByText(/Proje bulunamadı|Sayfa bulunamadı/)
      .first()
      .waitFor();
    await page.goto(`${baseUrl()}/search?q=kuyruklu`);
    expect(await page.getByText('Taslak Kuyruklu Yıldız').count()).toBe(0);
    await session.close();
  });
});
