import { COMMENT_STATUSES } from '@portfolio/content-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlogPostDocument, BlogPreviewDocument } from '../../gql/graphql';
import { RenderingProvider, type ServerAnswer } from '../../lib/render';
import { blockImageMenus } from './imageMenu';
import {
  blogPost,
  blogPostMock,
  blogPreviewMock,
  type BlogPreview,
  commentThread,
  type CommentThread,
  publicComment,
  graphQLError,
  type Mock,
  networkError,
  renderWithProviders,
  SERVER_MESSAGE,
  viewBlogMock,
} from '../../test/render';
import BlogDetailPage, { PREVIEW_DRAFT, PREVIEW_PUBLISHED, previewText } from './BlogDetailPage';

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

  it('shows the reading time, and a contents list linking to the headings from three headings on', async () => {
    const content =
      '<h2 id="giris">Giriş</h2><p>a</p><h3 id="kurulum">Kurulum</h3><h4 id="derin">Derin</h4><h2 id="sonuc">Sonuç</h2>';
    const { unmount } = renderPost(<BlogDetailPage />, { mocks: postMocks(blogPost({ content, readingMinutes: 6 })) });
    expect(await screen.findByText('6 dk okuma')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'İçindekiler' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Giriş', '#giris'],
      ['Kurulum', '#kurulum'],
      ['Sonuç', '#sonuc'],
    ]);
    expect(document.getElementById('kurulum')?.textContent).toBe('Kurulum');
    unmount();

    renderPost(<BlogDetailPage />, {
      mocks: postMocks(blogPost({ content: '<h2 id="bir">Bir</h2><h3 id="iki">İki</h3><p>a</p>' })),
    });
    expect(await screen.findByText('2 dk okuma')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'İçindekiler' })).not.toBeInTheDocument();
  });

  it('ends with the posts before and after it and three related posts, each a link', async () => {
    const card = (n: number) => ({
      id: `r${n}`,
      slug: `ilgili-${n}`,
      title: `İlgili ${n}`,
      shortDescription: `Özet ${n}`,
      tags: ['react'],
      publishDate: '2026-10-01T12:00:00.000Z',
      readingMinutes: n,
    });
    renderPost(<BlogDetailPage />, {
      mocks: postMocks(
        blogPost({
          previous: { id: 'p0', slug: 'eski-yazi', title: 'Eski yazı' },
          next: null,
          related: [card(1), card(2), card(3)],
        }),
      ),
    });
    const neighbours = await screen.findByRole('navigation', { name: 'Önceki ve sonraki yazı' });
    const previous = within(neighbours).getByRole('link');
    expect(previous).toHaveAttribute('href', '/blog/eski-yazi');
    expect(previous).toHaveTextContent('Önceki yazıEski yazı');
    expect(within(neighbours).queryByText('Sonraki yazı')).not.toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'İlgili yazılar' });
    expect(within(related).getByRole('heading', { level: 2, name: 'İlgili yazılar' })).toBeInTheDocument();
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((title) => [within(title).getByRole('link').getAttribute('href'), title.textContent]),
    ).toEqual([
      ['/blog/ilgili-1', 'İlgili 1'],
      ['/blog/ilgili-2', 'İlgili 2'],
      ['/blog/ilgili-3', 'İlgili 3'],
    ]);
    expect(within(related).getByText('3 dk okuma')).toBeInTheDocument();
  });

  it('shows no neighbours and no related posts when there are none (the only post)', async () => {
    renderPost(<BlogDetailPage />, { mocks: postMocks() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Önceki ve sonraki yazı' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'İlgili yazılar' })).not.toBeInTheDocument();
  });

  it("ends with 'Yeni yazılardan haberdar olun', before the posts next to it (issue 47)", async () => {
    renderPost(<BlogDetailPage />, { mocks: postMocks() });
    const article = await screen.findByRole('article');
    const title = within(article).getByRole('heading', { level: 2, name: 'Yeni yazılardan haberdar olun' });
    expect(title.closest('form')).toHaveAttribute('action', '/subscribe');
    expect(title.closest('.post__footer')).not.toBeNull();
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
      mocks: [graphQLError({ query: BlogPostDocument, variables: { id: 'ilk-yazi', commentPage: 1 } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SERVER_MESSAGE}$`));
    expect(screen.getByRole('link', { name: /Tüm Yazılara Dön/ })).toHaveAttribute('href', '/blog');
  });

  it("shows 'Blog yazısı yüklenemedi' when the server sent no message", async () => {
    renderPost(<BlogDetailPage />, {
      mocks: [networkError({ query: BlogPostDocument, variables: { id: 'ilk-yazi', commentPage: 1 } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog yazısı yüklenemedi$/);
  });

  it("blocks the context menu on the post's images only (imageMenu.ts, listened for by the page's script)", async () => {
    const stop = blockImageMenus(document);
    renderPost(<BlogDetailPage />, {
      mocks: postMocks(blogPost({ content: '<p>paragraf</p><p><img src="/uploads/resim.png" alt="resim"></p>' })),
    });
    const image = await screen.findByRole('img', { name: 'resim' });
    expect(fireEvent.contextMenu(image)).toBe(false); // default prevented
    expect(fireEvent.contextMenu(screen.getByText('paragraf'))).toBe(true);
    expect(fireEvent.contextMenu(screen.getByRole('heading', { level: 1 }))).toBe(true);
    stop();
  });
});

describe("Blog detail page: the owner's preview (?onizleme=1)", () => {
  const draft = (overrides: Partial<BlogPreview> = {}): BlogPreview => ({
    ...blogPost(),
    status: 'DRAFT',
    ...overrides,
  });
  const PREVIEW = '/blog/ilk-yazi?onizleme=1';

  /** Rendered as the server does (status, redirect and head recorded in `answer`). */
  function renderPreviewOnServer(route: string, mocks: Mock[]) {
    const answer: ServerAnswer = { status: 200, head: '' };
    const rendered = renderPost(
      <RenderingProvider publicUrl="https://deniz.dev" record={(update) => Object.assign(answer, update)}>
        <BlogDetailPage />
      </RenderingProvider>,
      { route, mocks },
    );
    return { answer, ...rendered };
  }

  const sent = (operations: { name: string | undefined }[]) =>
    operations.map((operation) => operation.name).filter((name) => name !== 'About');

  it('reads a draft with blog(id, preview: true), says it is not published, counts no view', async () => {
    const { operations } = renderPost(<BlogDetailPage />, {
      route: PREVIEW,
      mocks: [blogPreviewMock('ilk-yazi', draft({ title: 'Taslak Yazı' }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Taslak Yazı' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText(PREVIEW_DRAFT).closest('.notice')).not.toBeNull();
    expect(PREVIEW_DRAFT).toBe('Önizleme: bu yazı henüz yayında değil.');
    expect(screen.getByText('Merhaba dünya')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent(operations)).toEqual(['BlogPreview']);
    expect(operations.find((operation) => operation.name === 'BlogPreview')?.variables).toEqual({ id: 'ilk-yazi' });
  });

  it('says when a scheduled post will be published (Turkish date and time of Istanbul)', async () => {
    renderPost(<BlogDetailPage />, {
      route: PREVIEW,
      mocks: [blogPreviewMock('ilk-yazi', draft({ status: 'PUBLISHED', publishDate: '2099-05-01T09:30:00.000Z' }))],
    });
    expect(await screen.findByText('Önizleme: bu yazı 1 Mayıs 2099 12:30 tarihinde yayımlanacak.')).toBeInTheDocument();
  });

  it('invites nobody to subscribe in a preview', async () => {
    renderPost(<BlogDetailPage />, { route: PREVIEW, mocks: [blogPreviewMock('ilk-yazi', draft())] });
    await screen.findByRole('article');
    expect(screen.queryByText('Yeni yazılardan haberdar olun')).not.toBeInTheDocument();
  });

  it('previewText: a draft, a scheduled post, a post already out', () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    expect(previewText({ status: 'DRAFT', publishDate: '2026-01-01T00:00:00.000Z' }, now)).toBe(PREVIEW_DRAFT);
    expect(previewText({ status: 'PUBLISHED', publishDate: '2026-06-01T10:00:00.000Z' }, now)).toBe(
      'Önizleme: bu yazı 1 Haziran 2026 13:00 tarihinde yayımlanacak.',
    );
    expect(previewText({ status: 'PUBLISHED', publishDate: '2026-05-31T10:00:00.000Z' }, now)).toBe(PREVIEW_PUBLISHED);
  });

  it('keeps the preview out of search engines: noindex, no canonical, status 200', async () => {
    const { answer } = renderPreviewOnServer(PREVIEW, [blogPreviewMock('ilk-yazi', draft())]);
    await screen.findByRole('article');
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<meta data-head name="robots" content="noindex">');
    expect(answer.head).not.toContain('rel="canonical"');
  });

  it.each([
    [
      'FORBIDDEN (not the admin)',
      graphQLError({ query: BlogPreviewDocument, variables: { id: 'ilk-yazi' } }, 'Yetkiniz yok', 'FORBIDDEN'),
    ],
    ['an unknown post', blogPreviewMock('ilk-yazi', null)],
  ])("answers %s with 'Blog bulunamadı' and 404", async (_what, mock) => {
    const { answer, operations } = renderPreviewOnServer(PREVIEW, [mock]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog bulunamadı$/);
    expect(answer.status).toBe(404);
    expect(screen.queryByText(/Önizleme/)).not.toBeInTheDocument();
    expect(viewBlogCalls(operations)).toEqual([]);
  });

  it("shows another error's message (it is no 404)", async () => {
    const { answer } = renderPreviewOnServer(PREVIEW, [
      graphQLError({ query: BlogPreviewDocument, variables: { id: 'ilk-yazi' } }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SERVER_MESSAGE}$`));
    expect(answer.status).toBe(200);
  });

  it('moves a former slug or an id to the current address, keeping ?onizleme=1', async () => {
    const { answer, unmount } = renderPreviewOnServer('/blog/p1?onizleme=1', [blogPreviewMock('p1', draft())]);
    await waitFor(() => expect(answer.redirect).toBe('/blog/ilk-yazi?onizleme=1'));
    unmount();

    renderPost(<BlogDetailPage />, {
      route: '/blog/eski-adres?onizleme=1',
      mocks: [blogPreviewMock('eski-adres', draft()), blogPreviewMock('ilk-yazi', draft())],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog\/ilk-yazi\?onizleme=1$/));
    expect(await screen.findByText(PREVIEW_DRAFT)).toBeInTheDocument();
  });

  it('is the ordinary page (view counted) for any other value of onizleme', async () => {
    const { operations } = renderPost(<BlogDetailPage />, { route: '/blog/ilk-yazi?onizleme=0', mocks: postMocks() });
    expect(await screen.findByText(/8 görüntülenme/)).toBeInTheDocument();
    expect(sent(operations)).toEqual(['BlogPost', 'ViewBlog']);
    expect(screen.queryByText(/Önizleme/)).not.toBeInTheDocument();
  });
});

describe('Blog detail page: comments (issue 48)', () => {
  /** Rendered as the server does (status, redirect and head recorded in `answer`). */
  function renderOnServer(route: string, mocks: Mock[]) {
    const answer: ServerAnswer = { status: 200, head: '' };
    const rendered = renderPost(
      <RenderingProvider publicUrl="https://deniz.dev" record={(update) => Object.assign(answer, update)}>
        <BlogDetailPage />
      </RenderingProvider>,
      { route, mocks },
    );
    return { answer, ...rendered };
  }
  const post = blogPost();
  const thread = (overrides: Partial<CommentThread> = {}) =>
    commentThread({ total: 2, items: [publicComment({ text: 'İlk yorum', replies: [] })], ...overrides });

  it("shows the post's comments under it, '2 yorum' in its header linking to them, in the same operation", async () => {
    const { operations } = renderPost(<BlogDetailPage />, {
      mocks: [blogPostMock('ilk-yazi', post, { comments: thread() }), viewBlogMock(post.id, 8)],
    });
    const section = await screen.findByRole('region', { name: 'Yorumlar' });
    expect(section).toHaveAttribute('id', 'yorumlar');
    expect(within(section).getByText('İlk yorum')).toBeInTheDocument();
    const header = document.querySelector('.post__header') as HTMLElement;
    expect(within(header).getByRole('link', { name: '2 yorum' })).toHaveAttribute('href', '#yorumlar');
    expect(operations.find(({ name }) => name === 'BlogPost')?.variables).toEqual({ id: 'ilk-yazi', commentPage: 1 });
    // The section is inside the post, after its text.
    expect(document.querySelector('article.post')!.contains(section)).toBe(true);
  });

  it('marks the post up as an h-entry: p-name, dt-published, e-content, u-url and the author as an h-card', async () => {
    renderOnServer('/blog/ilk-yazi', [blogPostMock('ilk-yazi', post), viewBlogMock(post.id, 8)]);
    const article = await screen.findByRole('article');
    expect(article).toHaveClass('h-entry');
    expect(article.querySelector('.p-name')).toHaveTextContent('İlk Yazı');
    expect(article.querySelector('time.dt-published')).toHaveAttribute('datetime', post.publishDate);
    expect(article.querySelector('.e-content')).toHaveTextContent('Merhaba dünya');
    expect(article.querySelector(':scope data.u-url.u-uid')).toHaveAttribute(
      'value',
      'https://deniz.dev/blog/ilk-yazi',
    );
    const author = article.querySelector('.post__header .p-author.h-card')!;
    expect(author.querySelector('.p-name')).toHaveTextContent('Portfolyo');
    expect(author.querySelector('data.u-url')).toHaveAttribute('value', 'https://deniz.dev/');
  });

  it('reads page n of the comments from ?yorumlar=n, a page that is kept under its own address', async () => {
    const { operations } = renderPost(<BlogDetailPage />, {
      route: '/blog/ilk-yazi?yorumlar=2',
      mocks: [
        blogPostMock('ilk-yazi', post, { commentPage: 2, comments: thread({ page: 2, pages: 2 }) }),
        viewBlogMock(post.id, 8),
      ],
    });
    await screen.findByRole('region', { name: 'Yorumlar' });
    expect(operations.find(({ name }) => name === 'BlogPost')?.variables).toEqual({ id: 'ilk-yazi', commentPage: 2 });
    expect(screen.getByRole('link', { name: 'Önceki yorumlar' })).toHaveAttribute('href', '/blog/ilk-yazi#yorumlar');
  });

  it('moves ?yorumlar=1 to the post itself (301), keeping the form’s answer', async () => {
    const { answer, unmount } = renderOnServer('/blog/ilk-yazi?yorumlar=1', []);
    await waitFor(() => expect(answer.redirect).toBe('/blog/ilk-yazi'));
    unmount();
    const second = renderOnServer('/blog/ilk-yazi?yorumlar=1&yorum=bekliyor', []);
    await waitFor(() => expect(second.answer.redirect).toBe('/blog/ilk-yazi?yorum=bekliyor'));
  });

  it.each(['0', 'abc', '02', ''])('is the 404 page for ?yorumlar=%s, asking nothing', async (value) => {
    const { answer, operations } = renderOnServer(`/blog/ilk-yazi?yorumlar=${value}`, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(answer.status).toBe(404);
    expect(operations.filter(({ name }) => name === 'BlogPost')).toEqual([]);
  });

  it('is the 404 page for a page of comments past the last', async () => {
    const { answer } = renderOnServer('/blog/ilk-yazi?yorumlar=5', [
      blogPostMock('ilk-yazi', post, { commentPage: 5, comments: thread({ page: 5, pages: 1, items: [] }) }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(answer.status).toBe(404);
  });

  it.each([
    ['bekliyor', 'status'],
    ['cok-fazla', 'alert'],
  ] as const)("shows the plain form's answer ?yorum=%s at the comments", async (status, role) => {
    renderPost(<BlogDetailPage />, {
      route: `/blog/ilk-yazi?yorum=${status}`,
      mocks: [blogPostMock('ilk-yazi', post), viewBlogMock(post.id, 8)],
    });
    const section = await screen.findByRole('region', { name: 'Yorumlar' });
    expect(within(section).getByRole(role)).toHaveTextContent(COMMENT_STATUSES[status].text);
  });

  it('ignores an unknown ?yorum= (no notice)', async () => {
    renderPost(<BlogDetailPage />, {
      route: '/blog/ilk-yazi?yorum=<script>',
      mocks: [blogPostMock('ilk-yazi', post), viewBlogMock(post.id, 8)],
    });
    const section = await screen.findByRole('region', { name: 'Yorumlar' });
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no comments in a preview', async () => {
    renderPost(<BlogDetailPage />, {
      route: '/blog/ilk-yazi?onizleme=1',
      mocks: [blogPreviewMock('ilk-yazi', { ...blogPost(), status: 'DRAFT' })],
    });
    await screen.findByRole('article');
    expect(document.getElementById('yorumlar')).toBeNull();
    expect(screen.queryByText(/yorum$/)).not.toBeInTheDocument();
  });
});
