import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutDocument } from '../../gql/graphql';
import { about, aboutMock, graphQLError, networkError, renderWithProviders } from '../../test/render';
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
});
