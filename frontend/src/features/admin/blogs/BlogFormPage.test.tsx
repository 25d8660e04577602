import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { print } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminBlogDocument,
  type AdminBlogQuery as BlogData,
  AdminCreateBlogDocument,
  AdminMissingPostLinksDocument,
  AdminUpdateBlogDocument,
} from '../../../gql/admin/graphql';
import { graphQLError, networkError, SERVER_MESSAGE, type Mock } from '../../../test/render';
import BlogFormPage from './BlogFormPage';
import {
  CREATED,
  DRAFT_HINT,
  DRAFT_SAVED,
  NOW_HINT,
  SCHEDULED_HINT,
  LOAD_ERROR,
  NOT_FOUND,
  PREVIEW_TOO_LARGE,
  SAVE_ERROR,
  SCHEDULED_DRAFT_HINT,
  UPDATED,
} from './blogFormTexts';
import { slugError, splitTags } from './postFields';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { adminPath } from '../paths';
import { readDraftPreview } from '../../blog/draftPreview';
import {
  ALL_CLEAR,
  BACK_TO_EDITING,
  BROKEN_QUESTION,
  brokenImagesWarning,
  CHECK_TITLE,
  EMPTY_POST,
  LINKS_UNCHECKED,
  longDescriptionWarning,
  longTitleWarning,
  missingAltWarning,
  missingLinksWarning,
  NO_IMAGE_WARNING,
  NO_SUMMARY,
  PUBLISH_ANYWAY,
} from './prepublish';

type Post = NonNullable<BlogData['blog']>;

const post: Post = {
  id: 'p1',
  title: 'React 19 Yenilikleri',
  slug: 'react-19-yenilikleri',
  shortDescription: 'Derleyici ve sunucu bileşenleri',
  content: '<h2>Giriş</h2><p>Merhaba <strong>dünya</strong></p>',
  tags: ['react', 'web'],
  publishDate: '2026-11-21T12:00:00.000Z',
  status: 'PUBLISHED',
  updatedAt: '2026-11-22T09:30:00.000Z',
  pendingEdit: null,
};

const saved = { ...post, __typename: 'BlogPost' };

const blogMock = (value: Post | null, extra: Partial<Mock> = {}): Mock => ({
  request: { query: AdminBlogDocument, variables: { id: 'p1' } },
  result: { data: { blog: value && { __typename: 'BlogPost', ...value } } },
  ...extra,
});

type Input = {
  title: string;
  slug: string | null;
  shortDescription: string;
  content: string;
  tags: string[];
  status: 'PUBLISHED' | 'DRAFT';
  publishDate?: string;
};
const createRequest = (input: Input) => ({ query: AdminCreateBlogDocument, variables: { input } });
const updateRequest = (input: Input, expected = post.updatedAt) => ({
  query: AdminUpdateBlogDocument,
  variables: { id: 'p1', input, expected },
});

/** The edited post sent back as it was loaded. */
const typedEdit = {
  title: post.title,
  slug: post.slug,
  shortDescription: post.shortDescription,
  content: post.content,
  tags: post.tags,
};

const NEW = { route: adminPath('blogs', 'new'), path: adminPath('blogs', 'new') };
const EDIT = { route: adminPath('blogs', 'edit', 'p1'), path: adminPath('blogs', 'edit', ':id') };

const title = () => screen.getByLabelText('Başlık *');
const slug = () => screen.getByLabelText('Bağlantı adresi');
const shortDescription = () => screen.getByLabelText('Kısa Açıklama *');
const tags = () => screen.getByLabelText('Etiketler');
const publishAt = () => screen.getByLabelText('Yayın tarihi');
const content = () => screen.getByRole('textbox', { name: 'İçerik *' });
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

const typed: Input = {
  title: 'Yeni yazı',
  slug: null,
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik metni</p>',
  tags: ['react', 'graph ql', 'web'],
  status: 'PUBLISHED',
};

type User = ReturnType<typeof renderAdminScreen>['user'];

/**
 * Presses a publish button (Oluştur, Güncelle, Zamanla) of a post with text and no image: it
 * publishes at once, as SPEC.md says (issue 43; a post without an image is normal).
 */
async function publish(user: User, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

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
    expect(operations).toHaveLength(0);
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
    expect(operations.map((operation) => operation.name)).toEqual(['AdminBlog']);
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
      expect(operations).toHaveLength(0);
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
    expect(operations.map((operation) => operation.name)).toEqual(['AdminBlog']);
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

describe('BlogFormPage: drafts and scheduled posts', () => {
  it("has 'Taslak olarak kaydet' beside 'Oluştur', and a date-and-time picker, empty on a new post", () => {
    renderAdminScreen(<BlogFormPage />, NEW);
    const create = screen.getByRole('button', { name: 'Oluştur' });
    const draft = screen.getByRole('button', { name: 'Taslak olarak kaydet' });
    expect(draft).toHaveAttribute('type', 'submit');
    expect(create.nextElementSibling).toBe(draft);
    expect(publishAt()).toHaveAttribute('type', 'datetime-local');
    expect(publishAt()).toHaveValue('');
    expect(publishAt()).toHaveAccessibleDescription(new RegExp(NOW_HINT));
    expect(screen.queryByText(SCHEDULED_HINT)).not.toBeInTheDocument();
  });

  it("saves a draft with 'Taslak olarak kaydet': status DRAFT, its own Kaydediliyor..., toast, list", async () => {
    const input: Input = { ...typed, status: 'DRAFT' };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      delay: 300,
      mocks: [{ request: createRequest(input), result: { data: { createBlog: { ...saved, status: 'DRAFT' } } } }],
    });
    await fillNewPost(user);
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));

    expect(screen.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Oluştur' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText(DRAFT_SAVED)).toHaveClass('toast--success');
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input });
  });

  it('says a future date publishes the post by itself, and sends it in UTC (the picker shows Istanbul time)', async () => {
    const input: Input = { ...typed, publishDate: '2099-05-01T09:30:00.000Z' };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [{ request: createRequest(input), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    fireEvent.change(publishAt(), { target: { value: '2099-05-01T12:30' } });
    expect(publishAt()).toHaveAccessibleDescription(SCHEDULED_HINT);
    expect(SCHEDULED_HINT).toBe('Bu tarihte kendiliğinden yayımlanacak.');
    expect(screen.queryByRole('button', { name: 'Oluştur' })).not.toBeInTheDocument();

    await publish(user, 'Zamanla');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input });
    expect(within(toasts()).getByText("Yazı 1 Mayıs 2099 12:30'da yayımlanacak")).toHaveClass('toast--success');
    expect(within(toasts()).queryByText(CREATED)).not.toBeInTheDocument();
  });

  it('sends a past date too (a post dated back), without the scheduling note', async () => {
    const input: Input = { ...typed, publishDate: '2020-01-15T07:00:00.000Z' };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [{ request: createRequest(input), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    fireEvent.change(publishAt(), { target: { value: '2020-01-15T10:00' } });
    expect(screen.queryByText(SCHEDULED_HINT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamanla' })).not.toBeInTheDocument();
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input });
    expect(within(toasts()).getByText(CREATED)).toBeInTheDocument();
  });

  it("shows the post's date in Istanbul time on edit, and sends none while it is unchanged", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [
        blogMock(post),
        {
          request: updateRequest({ ...typedEdit, status: 'PUBLISHED' }),
          result: { data: { updateBlog: saved } },
        },
      ],
    });
    await waitFor(() => expect(publishAt()).toHaveValue('2026-11-21T15:00'));
    expect(screen.queryByText(DRAFT_HINT)).not.toBeInTheDocument();
    await publish(user, 'Güncelle');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminUpdateBlog')?.variables.input).not.toHaveProperty(
      'publishDate',
    );
  });

  it('moves a scheduled date on edit', async () => {
    const input: Input = { ...typedEdit, status: 'PUBLISHED', publishDate: '2099-12-31T21:00:00.000Z' };
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [blogMock(post), { request: updateRequest(input), result: { data: { updateBlog: saved } } }],
    });
    await waitFor(() => expect(publishAt()).toHaveValue('2026-11-21T15:00'));
    fireEvent.change(publishAt(), { target: { value: '2100-01-01T00:00' } });
    expect(screen.getByText(SCHEDULED_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Güncelle' })).not.toBeInTheDocument();
    await publish(user, 'Zamanla');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText("Yazı 1 Ocak 2100 00:00'da yayımlanacak")).toBeInTheDocument();
    expect(within(toasts()).queryByText(UPDATED)).not.toBeInTheDocument();
  });

  it("a draft dated ahead: 'Zamanla' publishes it on that date and the hint says so; saved as a draft it says 'Taslak kaydedildi'", async () => {
    const scheduledDraft = { ...post, status: 'DRAFT' as const, publishDate: '2099-05-01T09:30:00.000Z' };
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [
        blogMock(scheduledDraft),
        {
          request: updateRequest({ ...typedEdit, status: 'DRAFT' }),
          result: { data: { updateBlog: { ...saved, ...scheduledDraft } } },
        },
      ],
    });
    expect(await screen.findByText(SCHEDULED_DRAFT_HINT)).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_HINT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zamanla' })).toHaveAttribute('value', 'PUBLISHED');
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText(DRAFT_SAVED)).toBeInTheDocument();
  });

  it.each([
    ['Güncelle', 'PUBLISHED', UPDATED],
    ['Taslak olarak kaydet', 'DRAFT', DRAFT_SAVED],
  ] as const)("a draft on edit says what the buttons do; '%s' saves it as %s", async (button, status, toast) => {
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [
        blogMock({ ...post, status: 'DRAFT' }),
        { request: updateRequest({ ...typedEdit, status }), result: { data: { updateBlog: { ...saved, status } } } },
      ],
    });
    expect(await screen.findByText(DRAFT_HINT)).toBeInTheDocument();
    if (status === 'PUBLISHED') await publish(user, button);
    else await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(within(toasts()).getByText(toast)).toBeInTheDocument();
  });
});

describe("BlogFormPage: 'Önizle'", () => {
  const opened = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    opened.mockReset();
    vi.stubGlobal('open', opened);
  });
  afterEach(() => vi.unstubAllGlobals());

  const previewButton = () => screen.getByRole('button', { name: /^Önizle/ });

  it("opens the saved post's preview in a new tab while nothing is changed, and keeps no text", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(post)] });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    expect(previewButton()).toHaveAttribute('type', 'button');
    expect(previewButton()).toHaveAccessibleName('Önizle: kaydedilmiş yazı (yeni sekmede açılır)');
    await user.click(previewButton());
    expect(opened).toHaveBeenCalledWith('/blog/react-19-yenilikleri?onizleme=1', '_blank', 'noopener');
    expect(readDraftPreview('p1')).toBeNull();
    expect(operations.map((operation) => operation.name)).toEqual(['AdminBlog']);
  });

  it('shows the unsaved text once something is changed: kept in this browser, nothing sent, the form stays', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(post)] });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    await user.type(title(), ' (taslak)');
    editorOf(content()).commands.setContent('<p>Kaydedilmemiş paragraf</p>', { emitUpdate: true });
    fireEvent.change(publishAt(), { target: { value: '2099-05-01T12:30' } });
    expect(previewButton()).toHaveAccessibleName('Önizle: kaydedilmemiş metin (yeni sekmede açılır)');
    await user.click(previewButton());

    expect(opened).toHaveBeenCalledWith(`${adminPath('blogs', 'onizleme')}?yazi=p1`, '_blank', 'noopener');
    expect(readDraftPreview('p1')).toEqual({
      title: 'React 19 Yenilikleri (taslak)',
      shortDescription: post.shortDescription,
      content: '<p>Kaydedilmemiş paragraf</p>',
      tags: ['react', 'web'],
      publishDate: '2099-05-01T09:30:00.000Z',
    });
    expect(operations.map((operation) => operation.name)).toEqual(['AdminBlog']);
    expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs', 'edit', 'p1'));
  });

  it("previews a new post's text in its own slot, dated now when no date is set", async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    await fillNewPost(user);
    const before = Date.now();
    await user.click(previewButton());
    expect(opened).toHaveBeenCalledWith(`${adminPath('blogs', 'onizleme')}?yazi=yeni`, '_blank', 'noopener');
    const draft = readDraftPreview('yeni');
    expect(draft).toMatchObject({ title: 'Yeni yazı', content: '<p>İçerik metni</p>', tags: typed.tags });
    expect(Date.parse(draft!.publishDate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('forgets the kept text once the post is saved', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [{ request: createRequest(typed), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    await user.click(previewButton());
    expect(readDraftPreview('yeni')).not.toBeNull();
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(readDraftPreview('yeni')).toBeNull();
  });

  it('says so, and opens nothing, when the browser will not keep the text', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    await user.type(title(), 'Yazı');
    await user.click(previewButton());
    expect(screen.getByRole('alert')).toHaveTextContent(PREVIEW_TOO_LARGE);
    expect(opened).not.toHaveBeenCalled();
    vi.mocked(Storage.prototype.setItem).mockRestore();
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

describe('BlogFormPage: the pre-publish check', () => {
  const site = window.location.origin;
  const LONG_TITLE = 'Yeni yazı: derleyici, sunucu bileşenleri ve eylemlerle React 19';
  const LONG_DESCRIPTION = 'Açıklama '.repeat(20).trim();
  const LINKS = ['yok-boyle-bir-yazi', 'var-olan'];
  const linked = `<p><a href="${site}/blog/yok-boyle-bir-yazi">yok</a> ve <a href="${site}/blog/var-olan">var</a></p>`;
  const CLEAN = '<p>Metin</p><img src="/uploads/photo-1-1200x800.jpg" alt="Boğaz">';
  const missing = (answer: string[]): Mock => ({
    request: { query: AdminMissingPostLinksDocument, variables: { slugs: LINKS } },
    result: { data: { missingPostLinks: answer } },
  });
  /** Any create with this status. */
  const created = (status: Input['status']): Mock => ({
    request: {
      query: AdminCreateBlogDocument,
      variables: (variables: { input: Input }) => variables.input.status === status,
    },
    result: { data: { createBlog: saved } },
  });
  const dialog = () => screen.queryByRole('dialog');
  const names = (operations: Array<{ name?: string }>) => operations.map(({ name }) => name);
  const panel = () => screen.getByRole('region', { name: CHECK_TITLE });
  /** The findings beside the buttons, once the check has caught up with what was typed. */
  async function findings(expected: string[]) {
    await waitFor(() =>
      expect(
        within(panel())
          .queryAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(expected),
    );
  }

  async function fill(user: User, { heading = 'Yeni yazı', description = 'Kısa açıklama', body = CLEAN } = {}) {
    await user.type(title(), heading);
    fireEvent.change(shortDescription(), { target: { value: description } });
    editorOf(content()).commands.setContent(body, { emitUpdate: true });
  }

  it('lists what to check beside the buttons as the owner writes, in a polite live region, and keeps it current', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, { ...NEW, mocks: [missing(['yok-boyle-bir-yazi'])] });
    // A new form: nothing written yet.
    await findings([EMPTY_POST, NO_SUMMARY, NO_IMAGE_WARNING]);
    const region = panel().querySelector('[aria-live]')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region as HTMLElement).getByRole('list')).toBeInTheDocument();
    // It sits with the buttons it is about, below the fields.
    expect(panel().nextElementSibling).toHaveClass('form-actions');

    const body = `${linked}<img src="/uploads/a.png"><img src="data:image/png;base64,iVBORw0KGgo=" alt="b">`;
    await fill(user, { heading: LONG_TITLE, description: LONG_DESCRIPTION, body });
    await findings([
      longTitleWarning(LONG_TITLE.length),
      longDescriptionWarning(LONG_DESCRIPTION.length),
      missingAltWarning(1),
      missingLinksWarning(['yok-boyle-bir-yazi']),
    ]);
    await user.clear(title());
    await user.type(title(), 'Kısa başlık');
    fireEvent.change(shortDescription(), { target: { value: 'Kısa açıklama' } });
    editorOf(content()).commands.setContent(CLEAN, { emitUpdate: true });
    await findings([]);
    expect(within(panel()).getByText(ALL_CLEAR)).toBeInTheDocument();
  });

  it("publishes a post without an image at once with 'Oluştur' and ends on the list (issue 43)", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...NEW, mocks: [created('PUBLISHED')] });
    await fill(user, { body: '<p>Görselsiz bir yazı</p>' });
    await findings([NO_IMAGE_WARNING]);
    await user.click(screen.getByRole('button', { name: 'Oluştur' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(dialog()).not.toBeInTheDocument();
    expect(names(operations)).toEqual(['AdminCreateBlog']);
    expect(within(toasts()).getByText(CREATED)).toBeInTheDocument();
  });

  it('publishes at once past advice too: long texts, an image without alt text, links to no post', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [missing(['yok-boyle-bir-yazi']), created('PUBLISHED')],
    });
    await fill(user, {
      heading: LONG_TITLE,
      description: LONG_DESCRIPTION,
      body: `${linked}<img src="/uploads/a.png">`,
    });
    await findings([
      longTitleWarning(LONG_TITLE.length),
      longDescriptionWarning(LONG_DESCRIPTION.length),
      missingAltWarning(1),
      missingLinksWarning(['yok-boyle-bir-yazi']),
    ]);
    await user.click(screen.getByRole('button', { name: 'Oluştur' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(dialog()).not.toBeInTheDocument();
    expect(names(operations)).toEqual(['AdminMissingPostLinks', 'AdminCreateBlog']);
  });

  it.each([
    ['an empty post', '', EMPTY_POST],
    ['an image that does not load', '<p>Metin</p><img src="/uploads/kirik.png" alt="Kırık">', brokenImagesWarning(1)],
  ])(
    "asks before publishing %s: 'Düzenlemeye dön' saves nothing, 'Yine de yayımla' publishes",
    async (_what, body, text) => {
      const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...NEW, mocks: [created('PUBLISHED')] });
      await fill(user, { body });
      await waitFor(() => expect(within(panel()).getAllByRole('listitem')[0]).toHaveTextContent(text));
      expect(within(panel()).getAllByRole('listitem')[0]).toHaveClass('prepublish__item--broken');

      const publishButton = screen.getByRole('button', { name: 'Oluştur' });
      await user.click(publishButton);
      const shown = await screen.findByRole('dialog', { name: BROKEN_QUESTION });
      expect(
        within(shown)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([text]);
      await user.click(within(shown).getByRole('button', { name: BACK_TO_EDITING }));
      expect(dialog()).not.toBeInTheDocument();
      expect(names(operations)).toEqual([]);
      expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs', 'new'));

      await user.click(publishButton);
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: PUBLISH_ANYWAY }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
      expect(names(operations)).toEqual(['AdminCreateBlog']);
    },
  );

  it("asks nothing when the post is saved as a draft, even an empty one: 'Taslak olarak kaydet' saves at once", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...NEW, mocks: [created('DRAFT')] });
    await fill(user, { heading: LONG_TITLE, body: '' });
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(names(operations)).toEqual(['AdminCreateBlog']);
    expect(dialog()).not.toBeInTheDocument();
    expect(within(toasts()).getByText(DRAFT_SAVED)).toBeInTheDocument();
  });

  it('says the links could not be checked when the check fails, and still publishes at once', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [
        networkError({ query: AdminMissingPostLinksDocument, variables: { slugs: LINKS } }),
        created('PUBLISHED'),
      ],
    });
    await fill(user, { body: `${linked}${CLEAN}` });
    await findings([LINKS_UNCHECKED]);
    await user.click(screen.getByRole('button', { name: 'Oluştur' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(dialog()).not.toBeInTheDocument();
    expect(names(operations)).toEqual(['AdminMissingPostLinks', 'AdminCreateBlog']);
  });

  it("checks an edited post too: 'Güncelle' updates at once, its links all existing", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [
        blogMock({ ...post, content: linked }),
        missing([]),
        {
          request: updateRequest({ ...typedEdit, content: linked, status: 'PUBLISHED' }),
          result: { data: { updateBlog: saved } },
        },
      ],
    });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    await findings([NO_IMAGE_WARNING]);
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(dialog()).not.toBeInTheDocument();
    expect(names(operations)).toEqual(['AdminBlog', 'AdminMissingPostLinks', 'AdminUpdateBlog']);
  });
});
