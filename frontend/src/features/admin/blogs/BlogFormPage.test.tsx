import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import {
  AdminBlogDocument,
  type AdminBlogQuery as BlogData,
  AdminCreateBlogDocument,
  AdminUpdateBlogDocument,
} from '../../../gql/graphql';
import { graphQLError, networkError, SERVER_MESSAGE, type Mock } from '../../../test/render';
import BlogFormPage, { CREATED, LOAD_ERROR, NOT_FOUND, SAVE_ERROR, UPDATED, splitTags } from './BlogFormPage';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { adminPath } from '../paths';

type Post = NonNullable<BlogData['blog']>;

const post: Post = {
  id: 'p1',
  title: 'React 19 Yenilikleri',
  shortDescription: 'Derleyici ve sunucu bileşenleri',
  content: '<h2>Giriş</h2><p>Merhaba <strong>dünya</strong></p>',
  tags: ['react', 'web'],
  publishDate: '2026-11-21T12:00:00.000Z',
};

const saved = { ...post, __typename: 'BlogPost' };

const blogMock = (value: Post | null, extra: Partial<Mock> = {}): Mock => ({
  request: { query: AdminBlogDocument, variables: { id: 'p1' } },
  result: { data: { blog: value && { __typename: 'BlogPost', ...value } } },
  ...extra,
});

type Input = { title: string; shortDescription: string; content: string; tags: string[] };
const createRequest = (input: Input) => ({ query: AdminCreateBlogDocument, variables: { input } });
const updateRequest = (input: Input) => ({ query: AdminUpdateBlogDocument, variables: { id: 'p1', input } });

const NEW = { route: adminPath('blogs', 'new'), path: adminPath('blogs', 'new') };
const EDIT = { route: adminPath('blogs', 'edit', 'p1'), path: adminPath('blogs', 'edit', ':id') };

const title = () => screen.getByLabelText('Başlık *');
const shortDescription = () => screen.getByLabelText('Kısa Açıklama *');
const tags = () => screen.getByLabelText('Etiketler');
const content = () => screen.getByRole('textbox', { name: 'İçerik *' });
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

const typed: Input = {
  title: 'Yeni yazı',
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik metni</p>',
  tags: ['react', 'graph ql', 'web'],
};

async function fillNewPost(user: ReturnType<typeof renderAdminScreen>['user']) {
  await user.type(title(), '  Yeni yazı ');
  await user.type(shortDescription(), 'Kısa açıklama');
  editorOf(content()).commands.setContent('<p>İçerik metni</p>', { emitUpdate: true });
  await user.type(tags(), ' react, graph ql ,, web , ');
}

describe('BlogFormPage: new post', () => {
  it('shows the heading, the fields, the editor, the info box and the buttons', () => {
    renderAdminScreen(<BlogFormPage />, NEW);
    expect(screen.getByRole('heading', { level: 1, name: 'Yeni Blog Oluştur' })).toBeInTheDocument();
    expect(title()).toBeRequired();
    expect(title()).toHaveAttribute('maxlength', '200');
    expect(shortDescription()).toBeRequired();
    expect(shortDescription()).toHaveAttribute('maxlength', '200');
    expect(screen.getByText('0/200 karakter')).toBeInTheDocument();
    expect(content()).toHaveClass('prose');
    expect(content()).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('toolbar', { name: 'Biçimlendirme araçları' })).toBeInTheDocument();
    const info = screen.getByText('Editör özellikleri').closest('.info-box') as HTMLElement;
    expect(within(info).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
    expect(within(info).getByText(/YouTube veya Vimeo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oluştur' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'İptal' })).toHaveAttribute('href', adminPath('blogs'));
  });

  it("counts the short description live as 'n/200 karakter' and stops at 200", async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    await user.type(shortDescription(), 'Merhaba');
    expect(screen.getByText('7/200 karakter')).toBeInTheDocument();
    expect(shortDescription()).toHaveAccessibleDescription('7/200 karakter');
    fireEvent.change(shortDescription(), { target: { value: 'x'.repeat(200) } });
    expect(screen.getByText('200/200 karakter')).toBeInTheDocument();
    await user.type(shortDescription(), 'y');
    expect(shortDescription()).toHaveValue('x'.repeat(200));
    // The server counts the same unit as the counter and maxlength: '😀' is 2 of the 200.
    fireEvent.change(shortDescription(), { target: { value: '😀'.repeat(100) } });
    expect(screen.getByText('200/200 karakter')).toBeInTheDocument();
  });

  it('sends the trimmed title and the tags split on commas, shows Kaydediliyor..., toasts and goes to the list', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      delay: 400,
      mocks: [{ request: createRequest(typed), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    await user.click(screen.getByRole('button', { name: 'Oluştur' }));

    const button = screen.getByRole('button', { name: 'Kaydediliyor...' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner')).not.toBeNull();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText(CREATED)).toHaveClass('toast--success');
    expect(operations.filter((operation) => operation.name === 'AdminCreateBlog')).toHaveLength(1);
  });

  it.each([
    [
      'the server message',
      graphQLError(createRequest(typed), 'Etiket en fazla 40 karakter olabilir'),
      'Etiket en fazla 40 karakter olabilir',
    ],
    ["'Bir hata oluştu' without one", networkError(createRequest(typed)), SAVE_ERROR],
  ])('shows %s in a banner and keeps the form', async (_what, mock, text) => {
    const { user } = renderAdminScreen(<BlogFormPage />, { ...NEW, mocks: [mock] });
    await fillNewPost(user);
    await user.click(screen.getByRole('button', { name: 'Oluştur' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Oluştur' })).toBeEnabled();
    expect(title()).toHaveValue('  Yeni yazı ');
    expect(tags()).toHaveValue(' react, graph ql ,, web , ');
    expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs', 'new'));
    expect(within(toasts()).queryByText(CREATED)).not.toBeInTheDocument();
  });

  it("goes back to the list with 'İptal'", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, NEW);
    await user.click(screen.getByRole('link', { name: 'İptal' }));
    expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs'));
    expect(operations).toHaveLength(0);
  });
});

describe('BlogFormPage: edit', () => {
  it('loads the post with blog(id) (no view counted) and fills the form', async () => {
    const { operations } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(post)], delay: 20 });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Düzenle' })).toBeInTheDocument();
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();

    await waitFor(() => expect(title()).toHaveValue('React 19 Yenilikleri'));
    expect(shortDescription()).toHaveValue('Derleyici ve sunucu bileşenleri');
    expect(screen.getByText('31/200 karakter')).toBeInTheDocument();
    expect(tags()).toHaveValue('react, web');
    expect(editorOf(content()).getHTML()).toBe(post.content);
    expect(within(content()).getByRole('heading', { level: 2, name: 'Giriş' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeInTheDocument();
    expect(operations.map((operation) => operation.name)).toEqual(['AdminBlog']);
  });

  it('updates the post, toasts and goes to the list', async () => {
    const input = {
      title: 'Yeni başlık',
      shortDescription: post.shortDescription,
      content: post.content,
      tags: ['react', 'web', 'ts'],
    };
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [
        blogMock(post),
        { request: updateRequest(input), result: { data: { updateBlog: { ...saved, ...input } } } },
      ],
    });
    await waitFor(() => expect(title()).toHaveValue('React 19 Yenilikleri'));
    await user.clear(title());
    await user.type(title(), 'Yeni başlık');
    await user.type(tags(), ', ts');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText(UPDATED)).toHaveClass('toast--success');
  });

  it('shows the server message when the update fails', async () => {
    const input = {
      title: post.title,
      shortDescription: post.shortDescription,
      content: post.content,
      tags: post.tags,
    };
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [blogMock(post), graphQLError(updateRequest(input))],
    });
    await waitFor(() => expect(title()).toHaveValue('React 19 Yenilikleri'));
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeEnabled();
  });

  it.each([
    ['a GraphQL error', graphQLError({ query: AdminBlogDocument, variables: { id: 'p1' } })],
    ['a network failure', networkError({ query: AdminBlogDocument, variables: { id: 'p1' } })],
  ])("shows 'Blog yüklenirken bir hata oluştu' on %s", async (_what, mock) => {
    renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [mock] });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_ERROR);
    expect(screen.queryByLabelText('Başlık *')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog listesine dön' })).toHaveAttribute('href', adminPath('blogs'));
  });

  it("shows 'Blog bulunamadı' for an unknown id", async () => {
    renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
  });
});

describe('splitTags', () => {
  it.each([
    ['react, graphql', ['react', 'graphql']],
    ['  react ,  , graph ql,, ', ['react', 'graph ql']],
    ['', []],
    [' , ,', []],
    ['tek', ['tek']],
  ])('%j → %j', (text, list) => {
    expect(splitTags(text)).toEqual(list);
  });
});
