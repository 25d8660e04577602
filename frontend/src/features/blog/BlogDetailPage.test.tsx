import { fireEvent, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlogPostDocument } from '../../gql/graphql';
import {
  blogPost,
  blogPostMock,
  graphQLError,
  networkError,
  renderWithProviders,
  SERVER_MESSAGE,
  viewBlogMock,
} from '../../test/render';
import BlogDetailPage from './BlogDetailPage';

const renderPost = (...args: Parameters<typeof renderWithProviders>) =>
  renderWithProviders(args[0], { route: '/blog/ilk-yazi', path: '/blog/:slug', ...args[1] });

/** The post read by its slug, and the view the page counts once it is shown. */
const postMocks = (post = blogPost()) => [blogPostMock(post.slug, post), viewBlogMock(post.id, post.viewCount + 1)];

const viewBlogCalls = (operations: { name: string | undefined }[]) =>
  operations.filter((operation) => operation.name === 'ViewBlog');

describe('Blog detail page', () => {
  it('shows a spinner while the post loads', () => {
    renderPost(<BlogDetailPage />, { mocks: [blogPostMock('ilk-yazi', blogPost(), { delay: Infinity })] });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the post: title, long Turkish date, all tags and the content as HTML', async () => {
    renderPost(<BlogDetailPage />, {
      mocks: postMocks(
        blogPost({
          title: 'GraphQL ile Başlamak',
          tags: ['bir', 'iki', 'üç', 'dört', 'beş'],
          publishDate: '2026-11-21T12:00:00.000Z',
          content: '<h2>Giriş</h2><p><strong>Kalın</strong> metin</p><ul><li>madde</li></ul>',
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'GraphQL ile Başlamak' })).toBeInTheDocument();
    expect(screen.getByText('21 Kasım 2026')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Etiketler' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['bir', 'iki', 'üç', 'dört', 'beş']);
    expect(screen.getByRole('heading', { level: 2, name: 'Giriş' })).toBeInTheDocument();
    expect(screen.getByText('Kalın').tagName).toBe('STRONG');
    expect(screen.getByText('madde').tagName).toBe('LI');
  });

  it('shows the date of Turkey whatever the time zone (a post at 23:30 UTC is the next day in Istanbul)', async () => {
    renderPost(<BlogDetailPage />, { mocks: postMocks(blogPost({ publishDate: '2026-11-21T23:30:00.000Z' })) });
    expect(await screen.findByText('22 Kasım 2026')).toBeInTheDocument();
  });

  it('counts one view once the post is shown, and shows the new count', async () => {
    const { operations } = renderPost(<BlogDetailPage />, { mocks: postMocks(blogPost({ viewCount: 7 })) });
    expect(await screen.findByText(/8 görüntülenme/)).toBeInTheDocument();
    expect(viewBlogCalls(operations)).toEqual([{ name: 'ViewBlog', variables: { id: 'p1' } }]);
  });

  it("has a back link to /blog ('Tüm Yazılara Dön' wide, 'Geri' narrow) and 'Diğer Yazıları Gör'", async () => {
    const { user } = renderPost(<BlogDetailPage />, { mocks: postMocks() });
    await screen.findByRole('article');
    const back = screen.getByRole('link', { name: /Tüm Yazılara Dön/ });
    expect(back).toHaveAttribute('href', '/blog');
    expect(within(back).getByText('Tüm Yazılara Dön')).toBeInTheDocument();
    expect(within(back).getByText('Geri')).toBeInTheDocument();
    const others = screen.getByRole('link', { name: 'Diğer Yazıları Gör' });
    expect(others).toHaveAttribute('href', '/blog');
    await user.click(others);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
  });

  it('counts the view exactly once per post, even under StrictMode', async () => {
    const first = blogPost({ id: 'p1', slug: 'birinci', title: 'Birinci' });
    const second = blogPost({ id: 'p2', slug: 'ikinci', title: 'İkinci' });
    const { operations, user } = renderWithProviders(
      <>
        <Link to="/blog/ikinci">sonraki</Link>
        <BlogDetailPage />
      </>,
      {
        strict: true,
        route: '/blog/birinci',
        path: '/blog/:slug',
        mocks: [...postMocks(first), ...postMocks(second)].map((mock) => ({ ...mock, maxUsageCount: 5 })),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Birinci' })).toBeInTheDocument();
    expect(viewBlogCalls(operations)).toEqual([{ name: 'ViewBlog', variables: { id: 'p1' } }]);

    await user.click(screen.getByRole('link', { name: 'sonraki' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'İkinci' })).toBeInTheDocument();
    expect(viewBlogCalls(operations)).toEqual([
      { name: 'ViewBlog', variables: { id: 'p1' } },
      { name: 'ViewBlog', variables: { id: 'p2' } },
    ]);
  });

  it('moves an id or a former slug to the current address, in place', async () => {
    renderWithProviders(<BlogDetailPage />, {
      route: '/blog/p1',
      path: '/blog/:slug',
      mocks: [blogPostMock('p1', blogPost()), ...postMocks()],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'İlk Yazı' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog\/ilk-yazi$/);
  });

  it("says 'Blog bulunamadı' when the post does not exist, counts nothing, and keeps the back link", async () => {
    const { operations } = renderPost(<BlogDetailPage />, { mocks: [blogPostMock('ilk-yazi', null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog bulunamadı$/);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tüm Yazılara Dön/ })).toHaveAttribute('href', '/blog');
    expect(viewBlogCalls(operations)).toEqual([]);
  });

  it("shows the server's message when loading fails", async () => {
    renderPost(<BlogDetailPage />, {
      mocks: [graphQLError({ query: BlogPostDocument, variables: { id: 'ilk-yazi' } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SERVER_MESSAGE}$`));
    expect(screen.getByRole('link', { name: /Tüm Yazılara Dön/ })).toHaveAttribute('href', '/blog');
  });

  it("shows 'Blog yazısı yüklenemedi' when the server sent no message", async () => {
    renderPost(<BlogDetailPage />, {
      mocks: [networkError({ query: BlogPostDocument, variables: { id: 'ilk-yazi' } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog yazısı yüklenemedi$/);
  });

  it('blocks the context menu on images only', async () => {
    renderPost(<BlogDetailPage />, {
      mocks: postMocks(blogPost({ content: '<p>paragraf</p><p><img src="/uploads/resim.png" alt="resim"></p>' })),
    });
    const image = await screen.findByRole('img', { name: 'resim' });
    expect(fireEvent.contextMenu(image)).toBe(false); // default prevented
    expect(fireEvent.contextMenu(screen.getByText('paragraf'))).toBe(true);
    expect(fireEvent.contextMenu(screen.getByRole('heading', { level: 1 }))).toBe(true);
  });
});
