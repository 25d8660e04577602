import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutDocument, SettingsDocument } from '../gql/graphql';
import {
  about,
  aboutMock,
  graphQLError,
  installFakeTimers,
  networkError,
  projectsInMenuMock,
  renderWithProviders,
  settings,
  settingsMock,
  type Mock,
} from '../test/render';
import { PublicLayout } from './PublicLayout';

const layout = (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route path="/" element={<p>ana sayfa içeriği</p>} />
      <Route path="/about" element={<p>hakkımda içeriği</p>} />
      <Route path="/blog" element={<p>blog içeriği</p>} />
      <Route path="/blog/:id" element={<p>yazı içeriği</p>} />
      <Route path="/contact" element={<p>iletişim içeriği</p>} />
      <Route path="/projects" element={<p>projeler içeriği</p>} />
    </Route>
  </Routes>
);

const SOCIAL = settings({
  socialMedia: [
    { platform: 'github', url: 'https://github.com/deniz', isActive: true },
    { platform: 'linkedin', url: 'https://linkedin.com/in/deniz', isActive: false },
    { platform: 'twitter', url: 'https://x.com/deniz', isActive: true },
    { platform: 'instagram', url: '', isActive: true },
    { platform: 'email', url: 'mailto:deniz@example.com', isActive: true },
  ],
});

function renderLayout(route = '/', mocks: Mock[] = [aboutMock(about()), settingsMock(SOCIAL)]) {
  return renderWithProviders(layout, { route, mocks });
}

const nav = () => screen.getByRole('navigation', { name: 'Ana menü' });
const footer = () => screen.getByRole('contentinfo');
const navLink = (name: string) => within(nav()).getByRole('link', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Public layout: navigation', () => {
  it("keeps SPEC's four links while the owner has not put 'Projeler' in the menu, projects or not", async () => {
    const { operations } = renderLayout('/', [aboutMock(about()), settingsMock(SOCIAL), projectsInMenuMock(false)]);
    await within(nav()).findByRole('link', { name: /Deniz Yılmaz/ });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(operations.map(({ name }) => name)).toContain('ProjectsInMenu');
    const list = nav().querySelector('ul') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Anasayfa', 'Hakkımda', 'Blog', 'İletişim']);
  });

  it("adds 'Projeler' after 'Blog' (the mobile menu is the same list) when the owner turned it on", async () => {
    const { user } = renderLayout('/', [aboutMock(about()), settingsMock(SOCIAL), projectsInMenuMock(true)]);
    expect(await within(nav()).findByRole('link', { name: 'Projeler' })).toHaveAttribute('href', '/projects');
    const list = nav().querySelector('ul') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Anasayfa', 'Hakkımda', 'Blog', 'Projeler', 'İletişim']);
    // On a phone the same list opens from the menu button, and choosing 'Projeler' closes it.
    const toggle = within(nav()).getByRole('button', { name: 'Menüyü aç' });
    await user.click(toggle);
    expect(list).toHaveAttribute('data-open', 'true');
    await user.click(navLink('Projeler'));
    expect(screen.getByText('projeler içeriği')).toBeInTheDocument();
    expect(navLink('Projeler')).toHaveAttribute('aria-current', 'page');
    expect(list).toHaveAttribute('data-open', 'false');
  });

  it('links the four public pages and the logo to /', async () => {
    renderLayout('/about');
    expect(navLink('Anasayfa')).toHaveAttribute('href', '/');
    expect(navLink('Hakkımda')).toHaveAttribute('href', '/about');
    expect(navLink('Blog')).toHaveAttribute('href', '/blog');
    expect(navLink('İletişim')).toHaveAttribute('href', '/contact');
    const list = nav().querySelector('ul') as HTMLElement;
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    // The logo shows the owner's name once it has loaded.
    expect(await within(nav()).findByRole('link', { name: /Deniz Yılmaz/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('hakkımda içeriği')).toBeInTheDocument();
  });

  it.each([
    ['/', 'Anasayfa'],
    ['/about', 'Hakkımda'],
    ['/blog', 'Blog'],
    ['/blog/p1', 'Blog'],
    ['/contact', 'İletişim'],
  ])('marks the active link for %s with aria-current="page"', (route, active) => {
    renderLayout(route);
    for (const name of ['Anasayfa', 'Hakkımda', 'Blog', 'İletişim']) {
      if (name === active) expect(navLink(name)).toHaveAttribute('aria-current', 'page');
      else expect(navLink(name)).not.toHaveAttribute('aria-current');
    }
  });

  it('moves the active mark when a link is chosen', async () => {
    const { user } = renderLayout('/');
    await user.click(navLink('Blog'));
    expect(screen.getByText('blog içeriği')).toBeInTheDocument();
    expect(navLink('Blog')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Anasayfa')).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the mobile menu with its button (aria-expanded)', async () => {
    const { user } = renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menüyü aç' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).toContainElement(navLink('Blog'));
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Menüyü kapat');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const { user } = renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menüyü aç' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(navLink('İletişim'));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Menüyü aç');
  });

  it('closes the mobile menu with Escape and gives focus back to its button', async () => {
    const { user } = renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menüyü aç' });
    await user.click(toggle);
    navLink('Blog').focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when the already active link is chosen', async () => {
    const { user } = renderLayout('/blog');
    const toggle = screen.getByRole('button', { name: 'Menüyü aç' });
    await user.click(toggle);
    await user.click(navLink('Blog'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Public layout: footer', () => {
  it("shows the current year and 'Tüm hakları saklıdır.'", () => {
    installFakeTimers();
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderLayout('/', [aboutMock(about(), { delay: Infinity }), settingsMock(SOCIAL, { delay: Infinity })]);
    const line = within(footer()).getByText(/Tüm hakları saklıdır\./);
    expect(line).toHaveTextContent('2031');
    expect(line).toHaveTextContent(/^© 2031 Tüm hakları saklıdır\.$/);
  });

  it('has icon links only for active profiles with a URL, opening in a new tab', async () => {
    renderLayout('/');
    const github = await within(footer()).findByRole('link', { name: 'GitHub' });
    const links = within(footer()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['GitHub', 'https://github.com/deniz'],
      ['Twitter/X', 'https://x.com/deniz'],
      ['E-posta', 'mailto:deniz@example.com'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
      expect(link.querySelector('svg')).not.toBeNull();
    }
    expect(github).toHaveAttribute('href', 'https://github.com/deniz');
    expect(within(footer()).queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });

  it('labels Twitter as Twitter/X', async () => {
    renderLayout('/');
    expect(await within(footer()).findByRole('link', { name: 'Twitter/X' })).toHaveAttribute(
      'href',
      'https://x.com/deniz',
    );
  });

  it.each([
    ['a server error', graphQLError({ query: SettingsDocument })],
    ['a network error', networkError({ query: SettingsDocument })],
  ])('shows no social links when loading settings fails with %s', async (_case, mock) => {
    // The settings answer (delay 0) comes before the about answer (delay 5): once the logo shows the
    // name, the footer has seen the failure.
    renderLayout('/', [aboutMock(about(), { delay: 5 }), mock]);
    expect(await within(nav()).findByRole('link', { name: /Deniz Yılmaz/ })).toBeInTheDocument();
    expect(within(footer()).queryAllByRole('link')).toHaveLength(0);
    expect(within(footer()).getByText(/Tüm hakları saklıdır\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['/', '/about', '/contact', '/projects'])(
    '%s: the footer invites to follow new posts by e-mail (issue 47), a plain POST to /subscribe',
    (route) => {
      renderLayout(route);
      const form = within(footer()).getByLabelText('E-posta adresiniz').closest('form')!;
      expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/subscribe']);
      expect(within(footer()).getByRole('heading', { name: 'Yeni yazılardan haberdar olun' })).toBeInTheDocument();
    },
  );

  it.each(['/blog', '/blog/bir-yazi'])('%s has its own subscribe form: the footer has none', (route) => {
    renderLayout(route);
    expect(within(footer()).queryByLabelText('E-posta adresiniz')).not.toBeInTheDocument();
  });

  it('still works when the about page fails to load', async () => {
    renderLayout('/', [graphQLError({ query: AboutDocument }), settingsMock(SOCIAL)]);
    expect(await within(footer()).findByRole('link', { name: 'GitHub' })).toBeInTheDocument();
    expect(navLink('Blog')).toHaveAttribute('href', '/blog');
  });
});
