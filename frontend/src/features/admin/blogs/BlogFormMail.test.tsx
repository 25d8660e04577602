import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { type Mock } from '../../../test/render';
import { adminPath } from '../paths';
import { postMailingMock, send, settingsMock } from '../subscribers/subscribersTestKit';
import BlogFormPage from './BlogFormPage';
import {
  blogMock,
  createRequest,
  EDIT,
  fillNewPost,
  type Input,
  NEW,
  post,
  publish,
  saved,
  typed,
  typedEdit,
  updateRequest,
} from './blogFormTestKit';
import { MAIL_NOT_SENT_HINT, MAIL_OFF_HINT, MAIL_SENT_HINT, MAIL_SUBSCRIBERS_HINT } from './blogFormTexts';

/**
 * 'Abonelere gönder' (issue 47): the post's `mailSubscribers`, on by default, sent with every save;
 * once the post has a send, its progress from `postMailing`.
 */

const box = () => screen.getByRole('checkbox', { name: 'Abonelere gönder' });
const scheduled = { ...post, publishDate: '2099-05-01T09:30:00.000Z' };

function renderEdit(value: typeof post, mocks: Mock[]) {
  return renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(value), ...mocks] });
}

describe("BlogFormPage: 'Abonelere gönder'", () => {
  it('is ticked on a new post and sent as mailSubscribers: true', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [settingsMock(), { request: createRequest(typed), result: { data: { createBlog: saved } } }],
    });
    expect(box()).toBeChecked();
    expect(box()).toHaveAccessibleDescription(MAIL_SUBSCRIBERS_HINT);
    await fillNewPost(user);
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input: typed });
  });

  it('untick it and the post goes out quietly: mailSubscribers: false', async () => {
    const input: Input = { ...typed, mailSubscribers: false };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [settingsMock(), { request: createRequest(input), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    await user.click(box());
    expect(box()).not.toBeChecked();
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input });
  });

  it("shows a stored post's own choice, and sends it back changed", async () => {
    const input: Input = { ...typedEdit, status: 'PUBLISHED', mailSubscribers: true };
    const { user, operations } = renderEdit({ ...scheduled, mailSubscribers: false }, [
      settingsMock(),
      postMailingMock('p1', null),
      {
        request: updateRequest(input),
        result: { data: { updateBlog: { ...saved, ...scheduled, mailSubscribers: true } } },
      },
    ]);
    await waitFor(() => expect(box()).not.toBeChecked());
    await user.click(box());
    await publish(user, 'Zamanla');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminUpdateBlog')?.variables).toMatchObject({ input });
  });

  it("shows a send's progress under the box, which can no longer change anything", async () => {
    renderEdit(post, [settingsMock(), postMailingMock('p1', send())]);
    expect(await screen.findByText("1 000 kişiden 812'sine gönderildi")).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(box()).toHaveAccessibleDescription(MAIL_SENT_HINT);
  });

  it('says when a scheduled post will go out', async () => {
    renderEdit(scheduled, [
      settingsMock(),
      postMailingMock('p1', send({ status: 'WAITING', total: 0, sent: 0, dueAt: scheduled.publishDate })),
    ]);
    expect(await screen.findByText('1 May 2099 12:30 tarihinde gönderilecek')).toBeInTheDocument();
    expect(box()).toBeEnabled();
  });

  it('says a post already on the site was not sent when it has no send', async () => {
    renderEdit(post, [settingsMock(), postMailingMock('p1', null)]);
    await waitFor(() => expect(box()).toHaveAccessibleDescription(MAIL_NOT_SENT_HINT));
  });

  it('says mail is off without SMTP_URL', async () => {
    renderAdminScreen(<BlogFormPage />, { ...NEW, mocks: [settingsMock('SUMMARY', false)] });
    await waitFor(() => expect(box()).toHaveAccessibleDescription(MAIL_OFF_HINT));
    expect(MAIL_OFF_HINT).toContain('SMTP_URL');
  });
});
