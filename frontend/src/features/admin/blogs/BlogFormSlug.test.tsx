import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphQLError } from '../../../test/render';
import BlogFormPage from './BlogFormPage';
import { UPDATED } from './blogFormTexts';
import { slugError } from './postFields';
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
  slug,
  typed,
  publish,
  fillNewPost,
  formOperations,
} from './blogFormTestKit';

describe('BlogFormPage: the slug field', () => {
  const INVALID = 'Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir';
  const TAKEN = 'Bu bağlantı adresi zaten kullanılıyor';

  it("sits under the title as 'Bağlantı adresi' after /blog/; on a new post the placeholder is the title's slug", async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    const fields = Array.from(document.querySelectorAll('input, textarea'));
    expect(fields.indexOf(slug())).toBe(fields.indexOf(title()) + 1);
    expect(slug()).toHaveValue('');
    expect(slug()).not.toBeRequired();
    expect(slug()).toHaveAttribute('maxlength', '80');
    expect(slug()).toHaveAccessibleDescription('/blog/ Boş bırakırsanız başlıktan oluşturulur.');
    expect(slug().closest('.blog-form__slug')).toHaveTextContent(/^\/blog\/$/);
    await user.type(title(), "Türkçe yazı 1: İstanbul'da yazılım");
    expect(slug()).toHaveAttribute('placeholder', 'turkce-yazi-1-istanbulda-yazilim');
  });

  it("sends the admin's slug, trimmed", async () => {
    const input = { ...typed, slug: 'benim-adresim' };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [{ request: createRequest(input), result: { data: { createBlog: { ...saved, ...input } } } }],
    });
    await fillNewPost(user);
    await user.type(slug(), '  benim-adresim ');
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input });
  });

  it.each([
    ['capitals', 'Benim-Adresim', INVALID],
    ['Turkish letters', 'türkçe', INVALID],
    ['a space', 'iki kelime', INVALID],
    ['a double dash', 'iki--tire', INVALID],
  ])(
    'refuses %s on submit with the shared message, sends nothing, and clears it on editing',
    async (_what, value, message) => {
      const { user, operations } = renderAdminScreen(<BlogFormPage />, NEW);
      await fillNewPost(user);
      await user.type(slug(), value);
      await user.click(screen.getByRole('button', { name: 'Oluştur' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(slug()).toHaveAttribute('aria-invalid', 'true');
      expect(slug()).toHaveAccessibleDescription(`/blog/ Boş bırakırsanız başlıktan oluşturulur. ${message}`);
      expect(formOperations(operations)).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Oluştur' })).toBeEnabled();

      await user.type(slug(), 'x');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(slug()).not.toHaveAttribute('aria-invalid');
    },
  );

  it('shows the current slug on edit and sends a changed one', async () => {
    const input = {
      title: post.title,
      slug: 'react-19',
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
      mocks: [
        blogMock(post),
        { request: updateRequest(input), result: { data: { updateBlog: { ...saved, ...input } } } },
      ],
    });
    await waitFor(() => expect(slug()).toHaveValue('react-19-yenilikleri'));
    expect(slug()).not.toHaveAttribute('placeholder');
    expect(slug()).toHaveAccessibleDescription('/blog/ Değiştirirseniz eski adres de bu yazıyı açmaya devam eder.');
    await user.clear(slug());
    await user.type(slug(), 'react-19');
    await publish(user, 'Güncelle');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText(UPDATED)).toBeInTheDocument();
  });

  it("refuses an emptied slug on edit: 'Bağlantı adresi boş olamaz', nothing sent", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(post)] });
    await waitFor(() => expect(slug()).toHaveValue('react-19-yenilikleri'));
    await user.clear(slug());
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bağlantı adresi boş olamaz');
    expect(formOperations(operations)).toEqual(['AdminBlog']);
  });

  it("shows the server's clash message in the banner and keeps the form", async () => {
    const input = { ...typed, slug: 'alinmis-adres' };
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [graphQLError(createRequest(input), TAKEN, 'BAD_USER_INPUT')],
    });
    await fillNewPost(user);
    await user.type(slug(), 'alinmis-adres');
    await publish(user, 'Oluştur');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(TAKEN);
    expect(banner).toHaveClass('blog-form__error');
    expect(slug()).toHaveValue('alinmis-adres');
    expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs', 'new'));
  });

  it.each([
    ['', false, undefined],
    ['  ', false, undefined],
    ['', true, 'Bağlantı adresi boş olamaz'],
    ['a'.repeat(81), false, 'Bağlantı adresi en fazla 80 karakter olabilir'],
    ['dogru-adres-1', true, undefined],
    ['Yanlış', false, INVALID],
  ])('slugError(%j, editing: %s) → %s', (value, editing, message) => {
    expect(slugError(value, editing)).toBe(message);
  });
});
