import { fireEvent, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ViewBlogDocument } from '../../gql/graphql';
import {
  blogPost,
  graphQLError,
  networkError,
  renderWithProviders,
  SERVER_MESSAGE,
  viewBlogMock,
} from '../../test/render';
import BlogDetailPage from './BlogDetailPage';

const renderPost = (...args: Parameters<typeof renderWithProviders>) =>
  renderWithProviders(args[0], { route: '/blog/p1', path: '/blog/:id', ...args[1] });

const viewBlogCalls = (operations: { name: string | undefined }[]) =>
  operations.filter((operation) => operation.name === 'ViewBlog');

describe('Blog detail page', () => {
  it('shows a spinner while the post loads', () => {
    renderPost(<BlogDetailPage />, { mocks: [viewBlogMock('p1', blogPost(), { delay: Infinity })] });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the post: title, long Turkish date, all tags and the content as HTML', async () => {
    renderPost(<BlogDetailPage />, {
      mocks: [
        viewBlogMock(
          'p1',
          blogPost({
            title: 'GraphQL ile Başlamak',
            tags: ['bir', 'iki', 'üç', 'dört', 'beş'],
            publishDate: '2026-11-21T12:00:00.000Z',
            content: '<h2>Giriş</h2><p><strong>Kalın</strong> metin</p><ul><li>madde</li></ul>',
          }),
        ),
      ],
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

  it('renders the content sanitised', async () => {
    renderPost(<BlogDetailPage />, {
      mocks: [
        viewBlogMock(
          'p1',
          blogPost({
            content: '<p>güvenli</p><script>window.hacked = true</script><img src="/uploads/a.png" onerror="x()">',
          }),
        ),
      ],
    });
    expect(await screen.findByText('güvenli')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it("has a back link to /blog ('Tüm Yazılara Dön' wide, 'Geri' narrow) and 'Diğer Yazıları Gör'", async () => {
    const { user } = renderPost(<BlogDetailPage />, { mocks: [viewBlogMock('p1', blogPost())] });
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
    const { operations, user } = renderWithProviders(
      <>
        <Link to="/blog/p2">sonraki</Link>
        <BlogDetailPage />
      </>,
      {
        strict: true,
        route: '/blog/p1',
        path: '/blog/:id',
        mocks: [
          viewBlogMock('p1', blogPost({ id: 'p1', title: 'Birinci' }), { maxUsageCount: 5 }),
          viewBlogMock('p2', blogPost({ id: 'p2', title: 'İkinci' }), { maxUsageCount: 5 }),
        ],
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

  it("says 'Blog bulunamadı' when the post does not exist, and keeps the back link", async () => {
    renderPost(<BlogDetailPage />, { mocks: [viewBlogMock('p1', null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog bulunamadı$/);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tüm Yazılara Dön/ })).toHaveAttribute('href', '/blog');
  });

  it("shows the server's message when loading fails", async () => {
    renderPost(<BlogDetailPage />, {
      mocks: [graphQLError({ query: ViewBlogDocument, variables: { id: 'p1' } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SERVER_MESSAGE}$`));
    expect(screen.getByRole('link', { name: /Tüm Yazılara Dön/ })).toHaveAttribute('href', '/blog');
  });

  it("shows 'Blog yazısı yüklenemedi' when the server sent no message", async () => {
    renderPost(<BlogDetailPage />, { mocks: [networkError({ query: ViewBlogDocument, variables: { id: 'p1' } })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog yazısı yüklenemedi$/);
  });

  it('blocks the context menu on images only', async () => {
    renderPost(<BlogDetailPage />, {
      mocks: [
        viewBlogMock('p1', blogPost({ content: '<p>paragraf</p><p><img src="/uploads/resim.png" alt="resim"></p>' })),
      ],
    });
    const image = await screen.findByRole('img', { name: 'resim' });
    expect(fireEvent.contextMenu(image)).toBe(false); // default prevented
    expect(fireEvent.contextMenu(screen.getByText('paragraf'))).toBe(true);
    expect(fireEvent.contextMenu(screen.getByRole('heading', { level: 1 }))).toBe(true);
  });
});
