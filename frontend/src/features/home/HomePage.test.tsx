import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutDocument } from '../../gql/graphql';
import {
  about,
  aboutMock,
  featuredProjectsMock,
  graphQLError,
  networkError,
  projectCard,
  renderWithProviders,
} from '../../test/render';
import { FeaturedProjectsDocument } from '../../gql/graphql';
import { RenderingProvider } from '../../lib/render';
import HomePage from './HomePage';

const hero = () => document.querySelector('section.hero') as HTMLElement;

describe('Home page', () => {
  it('greets and shows skeletons, not a name, while loading', () => {
    renderWithProviders(<HomePage />, { mocks: [aboutMock(about(), { delay: Infinity })] });
    expect(screen.getByText('Merhaba, Ben')).toBeInTheDocument();
    expect(hero().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(hero().querySelectorAll('.skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('Adınız')).not.toBeInTheDocument();
    expect(screen.queryByText('Developer')).not.toBeInTheDocument();
  });

  it("shows the owner's name and title", async () => {
    renderWithProviders(<HomePage />, { mocks: [aboutMock(about())] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deniz Yılmaz' })).toBeInTheDocument();
    expect(screen.getByText('Full Stack Geliştirici')).toBeInTheDocument();
    expect(screen.getByText('Merhaba, Ben')).toBeInTheDocument();
    expect(hero().querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("is the owner's h-card (microformats: p-name, p-job-title, p-note, u-url), read by sites that receive a Webmention", async () => {
    renderWithProviders(
      <RenderingProvider publicUrl="https://deniz.dev">
        <HomePage />
      </RenderingProvider>,
      { mocks: [aboutMock(about())] },
    );
    await screen.findByRole('heading', { level: 1, name: 'Deniz Yılmaz' });
    const card = hero().querySelector('.h-card')!;
    expect(card.querySelector('.p-name')).toHaveTextContent('Deniz Yılmaz');
    expect(card.querySelector('.p-job-title')).toHaveTextContent('Full Stack Geliştirici');
    expect(card.querySelector('.p-note')).toHaveTextContent(/yazılım geliştirme/);
    expect(card.querySelector('data.u-url')).toHaveAttribute('value', 'https://deniz.dev/');
  });

  it('has a welcome sentence about software development, technology and experiences', () => {
    renderWithProviders(<HomePage />, { mocks: [aboutMock(about(), { delay: Infinity })] });
    const welcome = hero().querySelector('.hero__welcome');
    expect(welcome).toHaveTextContent(/yazılım geliştirme/);
    expect(welcome).toHaveTextContent(/teknoloji/);
    expect(welcome).toHaveTextContent(/deneyim/);
  });

  it.each([
    ['a server error', graphQLError({ query: AboutDocument })],
    ['a network error', networkError({ query: AboutDocument })],
  ])("falls back to 'Adınız' and 'Developer', silently, on %s", async (_case, mock) => {
    renderWithProviders(<HomePage />, { mocks: [mock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adınız' })).toBeInTheDocument();
    expect(screen.getByText('Developer')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/hata|yüklenemedi/i)).not.toBeInTheDocument();
  });

  it("falls back to 'Adınız' and 'Developer' when the about page was never saved", async () => {
    renderWithProviders(<HomePage />, { mocks: [aboutMock(null)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adınız' })).toBeInTheDocument();
    expect(screen.getByText('Developer')).toBeInTheDocument();
  });

  it('has the three buttons Hakkımda, Blog Yazıları, İletişim to /about, /blog, /contact', async () => {
    const { user } = renderWithProviders(<HomePage />, { mocks: [aboutMock(about())] });
    const links = within(hero()).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Hakkımda', '/about'],
      ['Blog Yazıları', '/blog'],
      ['İletişim', '/contact'],
    ]);
    await user.click(screen.getByRole('link', { name: 'Blog Yazıları' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blog');
  });

  it("shows up to three featured projects under the hero, 'Öne Çıkan Projeler', with 'Tüm Projeler' to /projects", async () => {
    renderWithProviders(<HomePage />, {
      mocks: [
        aboutMock(about()),
        featuredProjectsMock([
          projectCard(),
          projectCard({ id: 'pr2', slug: 'ikinci', title: 'İkinci Proje' }),
          // Featured come first: the first one that is not ends them, and it is not shown.
          projectCard({ id: 'pr3', slug: 'ucuncu', title: 'Sıradan Proje', featured: false }),
        ]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Öne Çıkan Projeler' });
    expect(hero().compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Işık Ölçer', 'İkinci Proje']);
    expect(within(section).getByRole('link', { name: 'Tüm Projeler' })).toHaveAttribute('href', '/projects');
    expect(within(section).getByRole('link', { name: 'Işık Ölçer' })).toHaveAttribute('href', '/projects/isik-olcer');
  });

  it.each([
    ['no project is featured', featuredProjectsMock([projectCard({ featured: false })])],
    ['there is no project', featuredProjectsMock([])],
    ['the question fails', networkError({ query: FeaturedProjectsDocument })],
  ])('shows no projects section when %s', async (_case, mock) => {
    const { operations } = renderWithProviders(<HomePage />, { mocks: [aboutMock(about()), mock] });
    await screen.findByRole('heading', { level: 1, name: 'Deniz Yılmaz' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(operations.map(({ name }) => name)).toContain('FeaturedProjects');
    expect(screen.queryByText('Öne Çıkan Projeler')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
