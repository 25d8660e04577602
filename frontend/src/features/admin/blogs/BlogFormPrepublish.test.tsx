import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminCreateBlogDocument, AdminMissingPostLinksDocument } from '../../../gql/admin/graphql';
import { networkError, type Mock } from '../../../test/render';
import BlogFormPage from './BlogFormPage';
import { CREATED, DRAFT_SAVED } from './blogFormTexts';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { adminPath } from '../paths';
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
import {
  post,
  saved,
  blogMock,
  type Input,
  updateRequest,
  typedEdit,
  NEW,
  EDIT,
  title,
  shortDescription,
  content,
  editorOf,
  type User,
  formOperations,
} from './blogFormTestKit';

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
  const names = formOperations;
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
