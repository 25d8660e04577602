import { screen, within } from '@testing-library/react';
import { translator } from '@portfolio/content-rules';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AboutDocument } from '../gql/graphql';
import NotFoundPage from '../features/not-found/NotFoundPage';
import { headTags } from '../features/seo/head';
import { longDate, periodText } from '../lib/format';
import { about, aboutMock, projectsInMenuMock, renderWithProviders, settings, settingsMock } from '../test/render';
import { pageAt } from './pages';
import { PublicLayout } from './PublicLayout';

/** Issue 50: the public site in English under /en (docs/product/languages.md). */

const layout = (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route path="/contact" element={<p>iletişim içeriği</p>} />
      <Route path="/en/contact" element={<p>contact page</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);

const englishAbout = (data: ReturnType<typeof about> | null) => ({
  request: { query: AboutDocument, variables: { locale: 'EN' } },
  result: { data: { about: data && { __typename: 'About', ...data } } },
});

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('English pages', () => {
  it('say the menu in English, without About while the About page has no English version', async () => {
    renderWithProviders(layout, {
      route: '/en/contact',
      mocks: [aboutMock(about()), englishAbout(null), settingsMock(settings()), projectsInMenuMock(false)],
    });
    expect(await within(nav()).findByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/contact');
    expect(within(nav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(nav()).queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.getByText(/All rights reserved\./)).toBeInTheDocument();
  });

  it('switch languages to the counterpart, a plain link with hreflang and lang', async () => {
    renderWithProviders(layout, {
      route: '/contact',
      mocks: [aboutMock(about()), settingsMock(settings()), projectsInMenuMock(false)],
    });
    const english = await screen.findByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/contact');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
  });

  it('go back to Türkçe, and an English 404 to the Turkish home', async () => {
    renderWithProviders(layout, {
      route: '/en/yok',
      mocks: [aboutMock(about()), englishAbout(null), settingsMock(settings()), projectsInMenuMock(false)],
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Türkçe' })).toHaveAttribute('href', '/');
  });

  it('are the pages of the router under /en, the subscription pages excepted', () => {
    expect(pageAt('/en')).toBe('home');
    expect(pageAt('/en/blog/a-post')).toBe('post');
    expect(pageAt('/EN/projects')).toBe('projects');
    expect(pageAt('/en/subscribe')).toBe('notFound');
    expect(pageAt('/subscribe')).toBe('subscribe');
  });

  it('write dates, periods and counts in English (Turkish unchanged)', () => {
    expect(longDate('2026-11-28T10:00:00.000Z', 'en')).toBe('28 November 2026');
    expect(longDate('2026-11-28T10:00:00.000Z')).toBe('28 Kasım 2026');
    expect(periodText('2024-01', null, 'en')).toBe('Jan 2024 – Present');
    expect(periodText('2024-01', null)).toBe('Oca 2024 – Devam ediyor');
    const en = translator('en');
    expect(en('comments.count', { count: 1 })).toBe('1 comment');
    expect(en('comments.count', { count: 3 })).toBe('3 comments');
    expect(translator('tr')('comments.count', { count: 3 })).toBe('3 yorum');
    expect(en('post.readingTime', { count: 5 })).toBe('5 min read');
  });
});

describe('English head', () => {
  const site = { publicUrl: 'https://site.example', name: 'Deniz' };

  it('names both languages of a page with a counterpart, canonical in its own, feeds in English', () => {
    const html = headTags({ description: 'x', path: '/blog', alternates: true }, site, 'en');
    expect(html).toContain('<link data-head rel="canonical" href="https://site.example/en/blog">');
    expect(html).toContain('hreflang="tr" href="https://site.example/blog"');
    expect(html).toContain('hreflang="en" href="https://site.example/en/blog"');
    expect(html).toContain('hreflang="x-default" href="https://site.example/blog"');
    expect(html).toContain('href="https://site.example/en/rss.xml"');
    expect(html).toContain('href="https://site.example/en/feed.json"');
    expect(html).toContain('<meta data-head property="og:locale" content="en">');
  });

  it('names no alternate for an item without a counterpart', () => {
    const html = headTags(
      { description: 'x', path: '/blog/yazi', alternates: [{ locale: 'tr', path: '/blog/yazi' }] },
      site,
    );
    expect(html).not.toContain('hreflang');
    expect(html).toContain('<link data-head rel="canonical" href="https://site.example/blog/yazi">');
    expect(html).toContain('<meta data-head property="og:locale" content="tr_TR">');
  });
});
