import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogPageDocument } from '../../gql/graphql';
import {
  blogListItem,
  blogPageMock,
  graphQLError,
  type Mock,
  networkError,
  type RecordedOperation,
  renderWithProviders,
  SERVER_MESSAGE,
} from '../../test/render';
import { RenderingProvider, type ServerAnswer } from '../../lib/render';
import { blogListPath, readPageParam } from '@portfolio/content-rules';
import BlogListPage from './BlogListPage';

/** Twelve posts of a page, numbered from `first`. */
const twelve = (first: number) =>
  Array.from({ length: 12 }, (_, index) =>
    blogListItem({ id: `p${first + index}`, slug: `yazi-${first + index}`, title: `Yazı ${first + index}` }),
  );

/** Renders the list as the server does: what it records (status, redirect, head) is in `answer`. */
function renderOnServer(route: string, mocks: Mock[] = []) {
  const answer: ServerAnswer = { status: 200, head: '' };
  const rendered = renderWithProviders(
    <RenderingProvider publicUrl="https://deniz.dev" record={(update) => Object.assign(answer, update)}>
      <BlogListPage />
    </RenderingProvider>,
    { route, mocks },
  );
  return { answer, ...rendered };
}

/** The list reads sent (the site's name, for the title, is read too). */
const lists = (operations: RecordedOperation[]) => operations.filter((operation) => operation.name === 'BlogPage');

const headLink = (head: string, rel: string) =>
  new DOMParser()
    .parseFromString(`<head>${head}</head>`, 'text/html')
    .head.querySelector(`link[rel="${rel}"]`)
    ?.getAttribute('href') ?? null;

describe('Blog list page', () => {
  it("has the title 'Blog Yazıları' and a spinner while loading", () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPageMock([], {}, { delay: Infinity })] });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Yazıları' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("ends with 'Yeni yazılardan haberdar olun' (issue 47), loaded or not", async () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPageMock([blogListItem()])] });
    await screen.findByRole('link', { name: /İlk Yazı/ });
    const title = screen.getByRole('heading', { level: 2, name: 'Yeni yazılardan haberdar olun' });
    expect(title.closest('form')).toHaveAttribute('action', '/subscribe');
  });

  it("leads to every tag from beside the title ('Etiketler')", async () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPageMock([])] });
    expect(screen.getByRole('link', { name: 'Etiketler' })).toHaveAttribute('href', '/tags');
  });

  it('shows a card per post linking to /blog/{slug}', async () => {
    const { user } = renderWithProviders(<BlogListPage />, {
      route: '/blog',
      mocks: [
        blogPageMock([
          blogListItem({ id: 'a1', slug: 'birinci-yazi', title: 'Birinci Yazı', shortDescription: 'Birinci özet' }),
          blogListItem({ id: 'b2', slug: 'ikinci-yazi', title: 'İkinci Yazı', shortDescription: 'İkinci özet' }),
        ]),
      ],
    });
    const first = await screen.findByRole('link', { name: 'Birinci Yazı' });
    expect(first).toHaveAttribute('href', '/blog/birinci-yazi');
    // The title's link, which covers its card (blog-list.css), beside the summary.
    expect(screen.getByRole('heading', { name: 'Birinci Yazı' })).toContainElement(first);
    expect(first.closest('article')).toHaveTextContent('Birinci özet');
    expect(screen.getByRole('link', { name: /İkinci Yazı/ })).toHaveAttribute('href', '/blog/ikinci-yazi');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Yazıları' })).toBeInTheDocument();
    await user.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/birinci-yazi');
  });

  it('shows at most 3 tags on a card', async () => {
    renderWithProviders(<BlogListPage />, {
      mocks: [blogPageMock([blogListItem({ tags: ['bir', 'iki', 'üç', 'dört', 'beş'] })])],
    });
    const card = (await screen.findByRole('link', { name: 'İlk Yazı' })).closest('article')!;
    const tags = within(card).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['bir', 'iki', 'üç']);
    expect(card).not.toHaveTextContent('dört');
  });

  it("links each tag of a card to its tag's page, no link inside another", async () => {
    const { user } = renderWithProviders(<BlogListPage />, {
      route: '/blog',
      mocks: [blogPageMock([blogListItem({ tags: ['Işık', 'React Native'] })])],
    });
    const card = (await screen.findByRole('link', { name: 'İlk Yazı' })).closest('article')!;
    const tags = within(within(card).getByRole('list', { name: 'Etiketler' })).getAllByRole('link');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
      ['Işık', '/tags/isik'],
      ['React Native', '/tags/react-native'],
    ]);
    expect(card.querySelectorAll('a a')).toHaveLength(0);
    await user.click(tags[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/tags/isik');
  });

  it('shows no tag list for a post without tags', async () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPageMock([blogListItem({ tags: [] })])] });
    const card = (await screen.findByRole('link', { name: 'İlk Yazı' })).closest('article')!;
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the publish date in long Turkish form and the reading time', async () => {
    renderWithProviders(<BlogListPage />, {
      mocks: [blogPageMock([blogListItem({ publishDate: '2026-11-21T12:00:00.000Z', readingMinutes: 12 })])],
    });
    const card = (await screen.findByRole('link', { name: 'İlk Yazı' })).closest('article')!;
    expect(within(card).getByText('21 Kasım 2026')).toBeInTheDocument();
    expect(within(card).getByText('12 dk okuma')).toBeInTheDocument();
  });

  it("says 'Henüz blog yazısı bulunmuyor' when there are no posts", async () => {
    renderWithProviders(<BlogListPage />, { mocks: [blogPageMock([])] });
    expect(await screen.findByText('Henüz blog yazısı bulunmuyor')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/tags']);
  });

  it("shows the server's message when loading fails", async () => {
    renderWithProviders(<BlogListPage />, {
      mocks: [graphQLError({ query: BlogPageDocument, variables: { page: 1, perPage: 12 } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SERVER_MESSAGE}$`));
    expect(screen.queryByText('Henüz blog yazısı bulunmuyor')).not.toBeInTheDocument();
  });

  it("shows 'Blog yazıları yüklenemedi' when the server sent no message", async () => {
    renderWithProviders(<BlogListPage />, {
      mocks: [networkError({ query: BlogPageDocument, variables: { page: 1, perPage: 12 } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog yazıları yüklenemedi$/);
  });
});

describe('Blog list page: pages of 12 posts', () => {
  it('reads page 1 at /blog; with more than 12 posts, numbered links follow the list', async () => {
    const { operations } = renderWithProviders(<BlogListPage />, {
      route: '/blog',
      mocks: [blogPageMock(twelve(1), { total: 30 })],
    });
    expect(await screen.findByRole('link', { name: /Yazı 12/ })).toBeInTheDocument();
    expect(lists(operations)).toEqual([{ name: 'BlogPage', variables: { page: 1, perPage: 12 } }]);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(nav).getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('href', '/blog?sayfa=2');
    expect(within(nav).getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute('href', '/blog?sayfa=3');
    expect(within(nav).getByRole('link', { name: 'Sonraki' })).toHaveAttribute('href', '/blog?sayfa=2');
    // The list comes before its page links.
    const list = screen.getByRole('link', { name: /^Yazı 1\b/ }).closest('ul') as HTMLElement;
    expect(list.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no page links when every post fits on one page', async () => {
    renderWithProviders(<BlogListPage />, { route: '/blog', mocks: [blogPageMock(twelve(1))] });
    await screen.findByRole('link', { name: /Yazı 12/ });
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });

  it('reads the page ?sayfa=2 names, marks it, and links back to /blog with rel=prev', async () => {
    const { operations } = renderWithProviders(<BlogListPage />, {
      route: '/blog?sayfa=2',
      mocks: [blogPageMock(twelve(13), { page: 2, total: 30 })],
    });
    expect(await screen.findByRole('link', { name: /Yazı 13/ })).toHaveAttribute('href', '/blog/yazi-13');
    expect(lists(operations)).toEqual([{ name: 'BlogPage', variables: { page: 2, perPage: 12 } }]);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(nav).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Önceki' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Önceki' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Sonraki' })).toHaveAttribute('href', '/blog?sayfa=3');
  });

  it('goes to another page inside the app and shows its posts', async () => {
    const { user } = renderWithProviders(<BlogListPage />, {
      route: '/blog',
      mocks: [blogPageMock(twelve(1), { total: 14 }), blogPageMock(twelve(13).slice(0, 2), { page: 2, total: 14 })],
    });
    await screen.findByRole('link', { name: /Yazı 12/ });
    await user.click(screen.getByRole('link', { name: 'Sonraki' }));
    expect(await screen.findByRole('link', { name: /Yazı 14/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Yazı 12/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog\?sayfa=2$/);
    expect(screen.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('head: canonical /blog?sayfa=N with prev and next links; page 1 is canonical at /blog', async () => {
    const middle = renderOnServer('/blog?sayfa=2', [blogPageMock(twelve(13), { page: 2, total: 30 })]);
    await screen.findByRole('link', { name: /Yazı 13/ });
    expect(middle.answer.status).toBe(200);
    expect(headLink(middle.answer.head, 'canonical')).toBe('https://deniz.dev/blog?sayfa=2');
    expect(headLink(middle.answer.head, 'prev')).toBe('https://deniz.dev/blog');
    expect(headLink(middle.answer.head, 'next')).toBe('https://deniz.dev/blog?sayfa=3');
    expect(middle.answer.head).toContain('<title data-head>Blog Yazıları (Sayfa 2)');
    middle.unmount();

    const first = renderOnServer('/blog', [blogPageMock(twelve(1), { total: 30 })]);
    await screen.findByRole('link', { name: /^Yazı 1\b/ });
    expect(headLink(first.answer.head, 'canonical')).toBe('https://deniz.dev/blog');
    expect(headLink(first.answer.head, 'prev')).toBeNull();
    expect(headLink(first.answer.head, 'next')).toBe('https://deniz.dev/blog?sayfa=2');
    expect(first.answer.head).toContain('<title data-head>Blog Yazıları —');
  });

  it('the last page links back only', async () => {
    const last = renderOnServer('/blog?sayfa=3', [blogPageMock(twelve(25).slice(0, 6), { page: 3, total: 30 })]);
    await screen.findByRole('link', { name: /Yazı 30/ });
    expect(headLink(last.answer.head, 'prev')).toBe('https://deniz.dev/blog?sayfa=2');
    expect(headLink(last.answer.head, 'next')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sonraki' })).not.toBeInTheDocument();
  });

  it('answers a page past the end with the not-found page and 404, not indexed', async () => {
    const { answer } = renderOnServer('/blog?sayfa=4', [blogPageMock([], { page: 4, total: 30 })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(answer.status).toBe(404);
    expect(answer.head).toContain('<meta data-head name="robots" content="noindex">');
    expect(screen.queryByRole('heading', { name: 'Blog Yazıları' })).not.toBeInTheDocument();
  });

  it.each(['0', '-1', 'iki', '2.5', '02', '+2', '', '99999999999'])(
    'answers ?sayfa=%j with the not-found page and 404, asking nothing',
    async (value) => {
      const { answer, operations } = renderOnServer(`/blog?sayfa=${value}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
      expect(answer.status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(lists(operations)).toEqual([]);
    },
  );

  it('moves /blog?sayfa=1 to /blog: 301 on the server, replaced in the browser', async () => {
    const { answer, operations, unmount } = renderOnServer('/blog?sayfa=1');
    expect(answer.redirect).toBe('/blog');
    expect(lists(operations)).toEqual([]);
    unmount();

    renderWithProviders(<BlogListPage />, { route: '/blog?sayfa=1', mocks: [blogPageMock(twelve(1))] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/));
    expect(await screen.findByRole('link', { name: /^Yazı 1\b/ })).toBeInTheDocument();
  });

  it("keeps 'Henüz blog yazısı bulunmuyor' (200) on page 1 of an empty blog", async () => {
    const { answer } = renderOnServer('/blog', [blogPageMock([])]);
    expect(await screen.findByText('Henüz blog yazısı bulunmuyor')).toBeInTheDocument();
    expect(answer.status).toBe(200);
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });
});

describe('page addresses', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['01', null],
    ['1e3', null],
    [' 2', null],
  ])('readPageParam(%j) → %j', (value, page) => {
    expect(readPageParam(value)).toBe(page);
  });

  it('page 1 is /blog, page n is /blog?sayfa=n', () => {
    expect([blogListPath(1), blogListPath(2), blogListPath(10)]).toEqual(['/blog', '/blog?sayfa=2', '/blog?sayfa=10']);
  });
});
