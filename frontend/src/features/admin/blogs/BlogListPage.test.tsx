import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminBlogsDocument,
  type AdminBlogsQuery as BlogsData,
  AdminDeleteBlogDocument,
} from '../../../gql/admin/graphql';
import { shortDate } from '../../../lib/format';
import { graphQLError, networkError, type Mock } from '../../../test/render';
import BlogListPage, {
  DELETE_ERROR,
  DELETE_SUCCESS,
  LIST_LOAD_ERROR,
  deleteQuestion,
  postState,
  summary,
} from './BlogListPage';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { HAS_ENGLISH } from '../languages/englishTexts';
import { adminPath } from '../paths';

type Post = BlogsData['blogs'][number];

const LONG = 'Bu yazıda React 19 ile gelen yenilikleri, derleyiciyi ve sunucu bileşenlerini adım adım inceliyoruz.';

const first: Post = {
  id: 'p1',
  slug: 'react-19-yenilikleri',
  title: 'React 19 Yenilikleri',
  shortDescription: LONG,
  tags: ['react', 'javascript', 'web', 'frontend', 'derleyici'],
  publishDate: '2026-11-21T12:00:00.000Z',
  status: 'PUBLISHED',
  english: null,
};
const second: Post = {
  id: 'p2',
  slug: 'graphql-ile-api',
  title: 'GraphQL ile API',
  shortDescription: 'Kısa bir giriş',
  tags: [],
  publishDate: '2026-01-05T09:30:00.000Z',
  status: 'PUBLISHED',
  english: null,
};

const blogsMock = (posts: Post[], extra: Partial<Mock> = {}): Mock => ({
  request: { query: AdminBlogsDocument },
  result: { data: { blogs: posts.map((post) => ({ __typename: 'BlogPost', ...post })) } },
  ...extra,
});
const deleteRequest = (id: string) => ({ query: AdminDeleteBlogDocument, variables: { id } });
const deleteMock = (id: string): Mock => ({ request: deleteRequest(id), result: { data: { deleteBlog: true } } });

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

async function answer(choice: 'Evet' | 'Vazgeç', user: ReturnType<typeof renderAdminScreen>['user']) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: choice }));
}

describe('BlogListPage', () => {
  it('shows a spinner, then a table: title with the first 60 characters and an ellipsis, short date, 3 tags, actions', async () => {
    renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([first, second])], delay: 20 });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Başlık', 'Tarih', 'Etiketler', 'İşlemler']);

    const firstRow = row('React 19 Yenilikleri');
    expect(within(firstRow).getByText(`${LONG.slice(0, 60)}...`)).toBeInTheDocument();
    expect(within(firstRow).getByText(shortDate(first.publishDate))).toBeInTheDocument();
    expect(shortDate(first.publishDate)).toBe('21.11.2026');
    expect(
      within(firstRow)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['react', 'javascript', 'web']);
    expect(within(firstRow).queryByText('frontend')).not.toBeInTheDocument();
    expect(within(firstRow).getByRole('link', { name: /Düzenle/ })).toHaveAttribute(
      'href',
      adminPath('blogs', 'edit', 'p1'),
    );
    expect(within(firstRow).getByRole('button', { name: /Sil/ })).toBeEnabled();

    const secondRow = row('GraphQL ile API');
    expect(within(secondRow).getByText('Kısa bir giriş...')).toBeInTheDocument();
    expect(within(secondRow).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(secondRow).getByRole('link', { name: /Düzenle/ })).toHaveAttribute(
      'href',
      adminPath('blogs', 'edit', 'p2'),
    );
  });

  it("has the header button '+ Yeni Blog Ekle' to the new post form", async () => {
    const { user } = renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([first])] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: '+ Yeni Blog Ekle' }));
    expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs', 'new'));
  });

  it("shows 'Henüz blog yazısı yok' and 'İlk Blog Yazısını Oluştur' when there is no post", async () => {
    const { user } = renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([])] });
    expect(await screen.findByText('Henüz blog yazısı yok')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'İlk Blog Yazısını Oluştur' }));
    expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs', 'new'));
  });

  it.each([
    ['a GraphQL error', graphQLError({ query: AdminBlogsDocument })],
    ['a network failure', networkError({ query: AdminBlogsDocument })],
  ])("shows 'Bloglar yüklenirken bir hata oluştu' on %s", async (_what, mock) => {
    renderAdminScreen(<BlogListPage />, { mocks: [mock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_LOAD_ERROR);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks with the title, deletes, removes the row and toasts success', async () => {
    const { user, operations } = renderAdminScreen(<BlogListPage />, {
      mocks: [blogsMock([first, second]), deleteMock('p1')],
    });
    await screen.findByRole('table');

    await user.click(within(row('React 19 Yenilikleri')).getByRole('button', { name: /Sil/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('"React 19 Yenilikleri" başlıklı blog yazısını silmek istediğinize emin misiniz?');
    expect(deleteQuestion('X')).toContain('"X"');
    await answer('Evet', user);

    await waitFor(() => expect(screen.queryByText('React 19 Yenilikleri')).not.toBeInTheDocument());
    expect(screen.getByText('GraphQL ile API')).toBeInTheDocument();
    expect(await within(toasts()).findByText(DELETE_SUCCESS)).toHaveClass('toast--success');
    expect(operations.filter((operation) => operation.name === 'AdminDeleteBlog')).toEqual([
      { name: 'AdminDeleteBlog', variables: { id: 'p1' } },
    ]);
  });

  it('does nothing when the question is declined', async () => {
    const { user, operations } = renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([first])] });
    await screen.findByRole('table');
    await user.click(within(row('React 19 Yenilikleri')).getByRole('button', { name: /Sil/ }));
    await answer('Vazgeç', user);
    expect(screen.getByText('React 19 Yenilikleri')).toBeInTheDocument();
    expect(operations.some((operation) => operation.name === 'AdminDeleteBlog')).toBe(false);
  });

  it.each([
    ['a GraphQL error', graphQLError(deleteRequest('p1'), 'Blog bulunamadı', 'NOT_FOUND')],
    ['a network failure', networkError(deleteRequest('p1'))],
  ])("keeps the row and toasts 'Blog silinirken bir hata oluştu' on %s", async (_what, mock) => {
    const { user } = renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([first]), mock] });
    await screen.findByRole('table');
    await user.click(within(row('React 19 Yenilikleri')).getByRole('button', { name: /Sil/ }));
    await answer('Evet', user);
    expect(await within(toasts()).findByText(DELETE_ERROR)).toHaveClass('toast--error');
    expect(screen.getByText('React 19 Yenilikleri')).toBeInTheDocument();
    expect(within(row('React 19 Yenilikleri')).getByRole('button', { name: /Sil/ })).toBeEnabled();
  });
});

describe('BlogListPage: drafts and scheduled posts', () => {
  const draft: Post = { ...second, id: 'p3', slug: 'yarim-kalan', title: 'Yarım Kalan Yazı', status: 'DRAFT' };
  const scheduled: Post = {
    ...second,
    id: 'p4',
    slug: 'gelecek-yazi',
    title: 'Gelecek Yazı',
    publishDate: '2099-05-01T09:30:00.000Z',
  };

  it('asks for every post, drafts included', async () => {
    const { operations } = renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([first])] });
    await screen.findByRole('table');
    expect(operations).toEqual([{ name: 'AdminBlogs', variables: {} }]);
    expect(AdminBlogsDocument.definitions[0]).toMatchObject({
      selectionSet: {
        selections: [{ arguments: [{ name: { value: 'includeUnpublished' }, value: { value: true } }] }],
      },
    });
  });

  it("marks a draft 'Taslak' and a post dated in the future 'Zamanlandı' beside the title; a visible post has no mark", async () => {
    renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([scheduled, draft, first])] });
    await screen.findByRole('table');
    const title = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!;
    expect(within(title(row('Yarım Kalan Yazı'))).getByText('Taslak')).toHaveClass('status-badge');
    expect(within(title(row('Gelecek Yazı'))).getByText('Zamanlandı')).toHaveAttribute(
      'title',
      '1 May 2099 12:30 tarihinde yayımlanacak',
    );
    expect(within(row('React 19 Yenilikleri')).queryByText(/^(Taslak|Zamanlandı)$/)).not.toBeInTheDocument();
    expect(within(row('Gelecek Yazı')).queryByText('Taslak')).not.toBeInTheDocument();
  });

  it("offers 'Önizle' for drafts and scheduled posts: the post's page with ?onizleme=1, in a new tab", async () => {
    renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([scheduled, draft, first])] });
    await screen.findByRole('table');
    const preview = within(row('Yarım Kalan Yazı')).getByRole('link', { name: /Önizle/ });
    expect(preview).toHaveAttribute('href', '/blog/yarim-kalan?onizleme=1');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
    expect(preview).toHaveAccessibleName('Önizle: Yarım Kalan Yazı (yeni sekmede açılır)');
    expect(within(row('Gelecek Yazı')).getByRole('link', { name: /Önizle/ })).toHaveAttribute(
      'href',
      '/blog/gelecek-yazi?onizleme=1',
    );
    expect(within(row('React 19 Yenilikleri')).queryByRole('link', { name: /Önizle/ })).not.toBeInTheDocument();
  });

  it("links each published post to its page on the site with 'Görüntüle', in a new tab; drafts and scheduled posts have none", async () => {
    renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([scheduled, draft, first])] });
    await screen.findByRole('table');
    const view = within(row('React 19 Yenilikleri')).getByRole('link', { name: /Görüntüle/ });
    expect(view).toHaveAttribute('href', `/blog/${first.slug}`);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(view).toHaveAccessibleName('Görüntüle: React 19 Yenilikleri (yeni sekmede açılır)');
    expect(within(row('Yarım Kalan Yazı')).queryByRole('link', { name: /Görüntüle/ })).not.toBeInTheDocument();
    expect(within(row('Gelecek Yazı')).queryByRole('link', { name: /Görüntüle/ })).not.toBeInTheDocument();
  });

  it('postState: draft whatever the date, scheduled while the date is to come, then visible', () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    expect(postState({ status: 'DRAFT', publishDate: '2020-01-01T00:00:00.000Z' }, now)).toBe('draft');
    expect(postState({ status: 'DRAFT', publishDate: '2030-01-01T00:00:00.000Z' }, now)).toBe('draft');
    expect(postState({ status: 'PUBLISHED', publishDate: '2026-06-01T00:00:01.000Z' }, now)).toBe('scheduled');
    expect(postState({ status: 'PUBLISHED', publishDate: '2026-06-01T00:00:00.000Z' }, now)).toBe('visible');
  });
});

describe('summary', () => {
  it('keeps the first 60 characters (not UTF-16 units) and adds an ellipsis', () => {
    expect(summary('a'.repeat(80))).toBe(`${'a'.repeat(60)}...`);
    expect(summary('kısa')).toBe('kısa...');
    expect(summary('Zamanlanmış bir yazı.')).toBe('Zamanlanmış bir yazı...');
    expect(summary('Bekle… ')).toBe('Bekle...');
    expect(summary(`${'a'.repeat(58)}. b`)).toBe(`${'a'.repeat(58)}...`);
    expect(summary(`${'ş'.repeat(59)}😀😀`)).toBe(`${'ş'.repeat(59)}😀...`);
  });

  it("marks a post with an English version 'EN', read as 'İngilizce sürümü var' (issue 50)", async () => {
    const translated = { ...first, english: { __typename: 'BlogTranslation' as const, slug: 'whats-new-in-react-19' } };
    renderAdminScreen(<BlogListPage />, { mocks: [blogsMock([translated, second])] });
    const rows = await screen.findAllByRole('row');
    const [, translatedRow, untranslatedRow] = rows;
    expect(within(translatedRow!).getByText(HAS_ENGLISH)).toHaveClass('visually-hidden');
    expect(within(translatedRow!).getByText(HAS_ENGLISH).parentElement).toHaveTextContent(/^ENİngilizce sürümü var$/);
    expect(within(untranslatedRow!).queryByText(HAS_ENGLISH)).not.toBeInTheDocument();
  });
});
