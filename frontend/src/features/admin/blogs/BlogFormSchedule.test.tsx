import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BlogFormPage from './BlogFormPage';
import {
  CREATED,
  DRAFT_HINT,
  DRAFT_SAVED,
  NOW_HINT,
  SCHEDULED_HINT,
  SCHEDULED_DRAFT_HINT,
  UPDATED,
} from './blogFormTexts';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { adminPath } from '../paths';
import {
  post,
  saved,
  blogMock,
  type Input,
  createRequest,
  updateRequest,
  typedEdit,
  NEW,
  EDIT,
  publishAt,
  typed,
  publish,
  fillNewPost,
} from './blogFormTestKit';

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
