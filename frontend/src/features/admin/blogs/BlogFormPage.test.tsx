import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminBlogDocument } from '../../../gql/admin/graphql';
import { graphQLError, networkError, SERVER_MESSAGE } from '../../../test/render';
import BlogFormPage from './BlogFormPage';
import { CREATED, LOAD_ERROR, NOT_FOUND, SAVE_ERROR, UPDATED } from './blogFormTexts';
import { splitTags } from './postFields';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { adminPath } from '../paths';
import {
  post,
  saved,
  blogMock,
  createRequest,
  updateRequest,
  NEW,
  EDIT,
  title,
  shortDescription,
  tags,
  content,
  editorOf,
  typed,
  publish,
  fillNewPost,
  formOperations,
} from './blogFormTestKit';

describe('BlogFormPage: new post', () => {
  it('shows the heading, the fields, the editor, the info box and the buttons', () => {
    renderAdminScreen(<BlogFormPage />, NEW);
    expect(screen.getByRole('heading', { level: 1, name: 'Yeni Blog Oluştur' })).toBeInTheDocument();
    expect(title()).toBeRequired();
    expect(title()).toHaveAttribute('maxlength', '200');
    expect(shortDescription()).toBeRequired();
    expect(shortDescription()).toHaveAttribute('maxlength', '200');
    expect(shortDescription()).toHaveAccessibleDescription('0/200 karakter');
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
    await publish(user, 'Oluştur');

    const button = await screen.findByRole('button', { name: 'Kaydediliyor...' });
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
    await publish(user, 'Oluştur');

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
    expect(formOperations(operations)).toHaveLength(0);
  });
});

describe('BlogFormPage: edit', () => {
  it('loads the post with blog(id, preview: true) (drafts too, no view counted) and fills the form', async () => {
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
    expect(formOperations(operations)).toEqual(['AdminBlog']);
    expect(print(AdminBlogDocument)).toContain('blog(id: $id, preview: true)');
  });

  it('updates the post, toasts and goes to the list', async () => {
    const input = {
      title: 'Yeni başlık',
      slug: post.slug,
      shortDescription: post.shortDescription,
      content: post.content,
      tags: ['react', 'web', 'ts'],
      status: 'PUBLISHED' as const,
      mailSubscribers: true,
      commentsOpen: true,
      english: null,
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
    await publish(user, 'Güncelle');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText(UPDATED)).toHaveClass('toast--success');
  });

  it('shows the server message when the update fails', async () => {
    const input = {
      title: post.title,
      slug: post.slug,
      shortDescription: post.shortDescription,
      content: post.content,
      tags: post.tags,
      status: 'PUBLISHED' as const,
      mailSubscribers: true,
      commentsOpen: true,
      english: null,
    };
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [blogMock(post), graphQLError(updateRequest(input))],
    });
    await waitFor(() => expect(title()).toHaveValue('React 19 Yenilikleri'));
    await publish(user, 'Güncelle');
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
