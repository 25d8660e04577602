import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogPostsDocument } from '../../gql/graphql';
import {
  blogListItem,
  blogPostsMock,
  graphQLError,
  networkError,
  renderWithProviders,
  SERVER_MESSAGE,
} from '../../test/render';
import BlogListPage from './BlogListPage';

describe('Blog list page', () => {
  it("has the title 'Blog Yazıları' and a spinner while loading", () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPostsMock([], { delay: Infinity })] });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Yazıları' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows a card per post linking to /blog/{slug}', async () => {
    const { user } = renderWithProviders(<BlogListPage />, {
      route: '/blog',
      mocks: [
        blogPostsMock([
          blogListItem({ id: 'a1', slug: 'birinci-yazi', title: 'Birinci Yazı', shortDescription: 'Birinci özet' }),
          blogListItem({ id: 'b2', slug: 'ikinci-yazi', title: 'İkinci Yazı', shortDescription: 'İkinci özet' }),
        ]),
      ],
    });
    const first = await screen.findByRole('link', { name: /Birinci Yazı/ });
    expect(first).toHaveAttribute('href', '/blog/birinci-yazi');
    expect(within(first).getByRole('heading', { name: 'Birinci Yazı' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Birinci özet');
    expect(screen.getByRole('link', { name: /İkinci Yazı/ })).toHaveAttribute('href', '/blog/ikinci-yazi');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Yazıları' })).toBeInTheDocument();
    await user.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/birinci-yazi');
  });

  it('shows at most 3 tags on a card', async () => {
    renderWithProviders(<BlogListPage />, {
      mocks: [blogPostsMock([blogListItem({ tags: ['bir', 'iki', 'üç', 'dört', 'beş'] })])],
    });
    const card = await screen.findByRole('link', { name: /İlk Yazı/ });
    const tags = within(card).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['bir', 'iki', 'üç']);
    expect(card).not.toHaveTextContent('dört');
  });

  it('shows no tag list for a post without tags', async () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPostsMock([blogListItem({ tags: [] })])] });
    const card = await screen.findByRole('link', { name: /İlk Yazı/ });
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the publish date in long Turkish form', async () => {
    renderWithProviders(<BlogListPage />, {
      mocks: [blogPostsMock([blogListItem({ publishDate: '2026-11-21T12:00:00.000Z' })])],
    });
    const card = await screen.findByRole('link', { name: /İlk Yazı/ });
    expect(within(card).getByText('21 Kasım 2026')).toBeInTheDocument();
  });

  it("says 'Henüz blog yazısı bulunmuyor' when there are no posts", async () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPostsMock([])] });
    expect(await screen.findByText('Henüz blog yazısı bulunmuyor')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the server's message when loading fails", async () => {
    renderWithProviders(<BlogListPage />, { mocks: [graphQLError({ query: BlogPostsDocument })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SERVER_MESSAGE}$`));
    expect(screen.queryByText('Henüz blog yazısı bulunmuyor')).not.toBeInTheDocument();
  });

  it("shows 'Blog yazıları yüklenemedi' when the server sent no message", async () => {
    renderWithProviders(<BlogListPage />, { mocks: [networkError({ query: BlogPostsDocument })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog yazıları yüklenemedi$/);
  });
});
