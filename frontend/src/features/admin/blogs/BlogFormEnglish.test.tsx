import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen, toasts } from '../../../test/admin';
import {
  ENGLISH_REMOVED,
  ENGLISH_TO_FIX,
  NO_ENGLISH_POST,
  REMOVE_ENGLISH,
  REMOVE_ENGLISH_POST_QUESTION,
} from '../languages/englishTexts';
import { adminPath } from '../paths';
import BlogFormPage from './BlogFormPage';
import {
  blogMock,
  content,
  createRequest,
  EDIT,
  editorOf,
  fillNewPost,
  formOperations,
  NEW,
  post,
  publish,
  saved,
  title,
  typed,
  typedEdit,
  updateRequest,
} from './blogFormTestKit';

/** Issue 50: the blog form's 'Türkçe' | 'English' tabs and the English version they edit. */

const english = {
  title: 'What is new in React 19',
  slug: 'whats-new-in-react-19',
  shortDescription: 'The compiler and server components',
  content: '<p>Hello <strong>world</strong></p>',
};
const translated = { ...post, english: { __typename: 'BlogTranslation' as const, ...english, readingMinutes: 1 } };

const tab = (name: 'Türkçe' | RegExp) => screen.getByRole('tab', { name });
const englishTab = () => tab(/^English/);
const enTitle = () => screen.getByLabelText('İngilizce başlık *');
const enSlug = () => screen.getByLabelText('İngilizce bağlantı adresi');
const enSummary = () => screen.getByLabelText('İngilizce kısa açıklama *');
const enContent = () => screen.getByRole('textbox', { name: 'İngilizce içerik *' });

describe("BlogFormPage: the 'Türkçe' and 'English' tabs", () => {
  it('shows the Turkish texts first; the English tab says the post has none yet', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    const list = screen.getByRole('tablist', { name: 'Metnin dili' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((one) => one.textContent),
    ).toEqual(['Türkçe', 'English(yok)']);
    expect(tab('Türkçe')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Türkçe' })).toContainElement(title());
    expect(screen.queryByText(NO_ENGLISH_POST)).not.toBeInTheDocument();

    await user.click(englishTab());
    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /English/ })).toHaveTextContent(NO_ENGLISH_POST);
    expect(screen.queryByRole('textbox', { name: 'Başlık *' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REMOVE_ENGLISH })).not.toBeInTheDocument();
    await user.type(enTitle(), 'An English title');
    expect(englishTab()).toHaveTextContent(/^English$/);
    expect(screen.queryByText(NO_ENGLISH_POST)).not.toBeInTheDocument();
    expect(enSlug()).toHaveAttribute('placeholder', 'an-english-title');
    expect(enSlug()).toHaveAccessibleDescription('/en/blog/ Boş bırakırsanız İngilizce başlıktan oluşturulur.');
  });

  it('moves between the tabs with the arrow keys, Home and End, and keeps what was typed in each', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    await user.type(title(), 'Türkçe başlık');
    await user.click(tab('Türkçe'));
    await user.keyboard('{ArrowRight}');
    expect(englishTab()).toHaveFocus();
    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(tab('Türkçe')).toHaveAttribute('tabindex', '-1');
    await user.type(enTitle(), 'English title');
    editorOf(enContent()).commands.setContent('<p>English text</p>', { emitUpdate: true });

    englishTab().focus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Türkçe')).toHaveFocus();
    expect(title()).toHaveValue('Türkçe başlık');
    expect(content()).toBeVisible();
    await user.keyboard('{End}');
    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(enTitle()).toHaveValue('English title');
    expect(editorOf(enContent()).getHTML()).toBe('<p>English text</p>');
    await user.keyboard('{Home}');
    expect(tab('Türkçe')).toHaveAttribute('aria-selected', 'true');
  });

  it("sends the English version with the Turkish one on 'Oluştur' (its empty slug made by the gateway)", async () => {
    const input = { ...typed, english: { ...english, slug: null } };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [{ request: createRequest(input), result: { data: { createBlog: { ...saved, ...translated } } } }],
    });
    await fillNewPost(user);
    await user.click(englishTab());
    await user.type(enTitle(), `  ${english.title} `);
    await user.type(enSummary(), english.shortDescription);
    editorOf(enContent()).commands.setContent(english.content, { emitUpdate: true });
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find(({ name }) => name === 'AdminCreateBlog')?.variables).toEqual({ input });
  });

  it('sends no English version (null) when none was written', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [{ request: createRequest(typed), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find(({ name }) => name === 'AdminCreateBlog')?.variables).toEqual({
      input: { ...typed, english: null },
    });
  });

  it('checks the English fields by the Turkish rules, in Turkish: the tab opens on the first, nothing is sent', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, NEW);
    await fillNewPost(user);
    await user.click(englishTab());
    await user.type(enSlug(), 'Yanlış Adres');
    await user.click(tab('Türkçe'));
    await user.click(screen.getByRole('button', { name: 'Oluştur' }));

    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(enTitle()).toHaveFocus();
    expect(enTitle()).toHaveAccessibleDescription('Başlık alanı zorunludur');
    expect(enTitle()).toHaveAttribute('aria-invalid', 'true');
    expect(enSlug()).toHaveAccessibleDescription(
      '/en/blog/ Boş bırakırsanız İngilizce başlıktan oluşturulur. Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir',
    );
    expect(enSummary()).toHaveAccessibleDescription('0/200 karakter Kısa açıklama alanı zorunludur');
    expect(screen.getByText(ENGLISH_TO_FIX)).toHaveAttribute('role', 'alert');
    expect(formOperations(operations)).toHaveLength(0);

    await user.type(enTitle(), 'Title');
    expect(enTitle()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Başlık alanı zorunludur')).not.toBeInTheDocument();
  });

  it('shows a saved English version on edit and sends it changed', async () => {
    const input = { ...typedEdit, status: 'PUBLISHED' as const, english: { ...english, title: 'React 19' } };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [
        blogMock(translated),
        { request: updateRequest(input), result: { data: { updateBlog: { ...saved, ...translated } } } },
      ],
    });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    expect(englishTab()).toHaveTextContent(/^English$/);
    await user.click(englishTab());
    expect(enTitle()).toHaveValue(english.title);
    expect(enSlug()).toHaveValue(english.slug);
    expect(enSlug()).not.toHaveAttribute('placeholder');
    expect(enSummary()).toHaveValue(english.shortDescription);
    expect(editorOf(enContent()).getHTML()).toBe(english.content);
    await user.clear(enTitle());
    await user.type(enTitle(), 'React 19');
    await publish(user, 'Güncelle');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find(({ name }) => name === 'AdminUpdateBlog')?.variables).toEqual({
      id: 'p1',
      input,
      expected: post.updatedAt,
    });
  });

  it("refuses an emptied English slug of a saved English version, as the Turkish one's", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(translated)] });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    await user.click(englishTab());
    await user.clear(enSlug());
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(enSlug()).toHaveFocus();
    expect(screen.getByText('Bağlantı adresi boş olamaz')).toBeInTheDocument();
    expect(formOperations(operations)).toEqual(['AdminBlog']);
  });

  it("'İngilizce sürümü kaldır' asks first, then empties the tab, and the save sends english: null", async () => {
    const input = { ...typedEdit, status: 'PUBLISHED' as const, english: null };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [blogMock(translated), { request: updateRequest(input), result: { data: { updateBlog: saved } } }],
    });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    await user.click(englishTab());

    await user.click(screen.getByRole('button', { name: REMOVE_ENGLISH }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(REMOVE_ENGLISH_POST_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(enTitle()).toHaveValue(english.title);

    await user.click(screen.getByRole('button', { name: REMOVE_ENGLISH }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: REMOVE_ENGLISH }));
    expect(enTitle()).toHaveValue('');
    expect(enSummary()).toHaveValue('');
    expect(screen.getByText(NO_ENGLISH_POST)).toBeVisible();
    expect(within(toasts()).getByText(ENGLISH_REMOVED)).toBeInTheDocument();

    await publish(user, 'Güncelle');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(operations.find(({ name }) => name === 'AdminUpdateBlog')?.variables).toEqual({
      id: 'p1',
      input,
      expected: post.updatedAt,
    });
  });

  it('shows the Turkish tab when the browser refuses an empty required Turkish field', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, NEW);
    await user.click(englishTab());
    await user.click(screen.getByRole('button', { name: 'Oluştur' }));
    expect(tab('Türkçe')).toHaveAttribute('aria-selected', 'true');
    expect(title()).toBeVisible();
    expect(formOperations(operations)).toHaveLength(0);
  });
});

describe("BlogFormPage: 'Önizle' on the English tab", () => {
  const opened = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    opened.mockReset();
    vi.stubGlobal('open', opened);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the saved English page’s preview, /en/blog/{slug}?onizleme=1', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(translated)] });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    await user.click(screen.getByRole('button', { name: /^Önizle/ }));
    expect(opened).toHaveBeenLastCalledWith('/blog/react-19-yenilikleri?onizleme=1', '_blank', 'noopener');
    await user.click(englishTab());
    await user.click(screen.getByRole('button', { name: /^Önizle/ }));
    expect(opened).toHaveBeenLastCalledWith('/en/blog/whats-new-in-react-19?onizleme=1', '_blank', 'noopener');
  });
});
