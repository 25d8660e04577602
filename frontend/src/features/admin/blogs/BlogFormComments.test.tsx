import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { adminPath } from '../paths';
import { postMailingMock, settingsMock } from '../subscribers/subscribersTestKit';
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

/** 'Yorumlara açık' (issue 48): the post's `commentsOpen`, on by default, sent with every save. */

const box = () => screen.getByRole('checkbox', { name: 'Yorumlara açık' });
const location = () => screen.getByTestId('location');

describe("BlogFormPage: 'Yorumlara açık'", () => {
  it("is ticked on a new post, beside 'Abonelere gönder', and sent as commentsOpen: true", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [settingsMock(), { request: createRequest(typed), result: { data: { createBlog: saved } } }],
    });
    expect(box()).toBeChecked();
    const boxes = screen.getAllByRole('checkbox').map((item) => item.closest('label')?.textContent?.trim());
    expect(boxes.slice(boxes.indexOf('Abonelere gönder'), boxes.indexOf('Abonelere gönder') + 2)).toEqual([
      'Abonelere gönder',
      'Yorumlara açık',
    ]);
    await fillNewPost(user);
    await publish(user, 'Oluştur');
    await waitFor(() => expect(location()).toHaveTextContent(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input: typed });
  });

  it('untick it and the post is closed to comments: commentsOpen: false', async () => {
    const input: Input = { ...typed, commentsOpen: false };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [settingsMock(), { request: createRequest(input), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    await user.click(box());
    await publish(user, 'Oluştur');
    await waitFor(() => expect(location()).toHaveTextContent(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminCreateBlog')?.variables).toEqual({ input });
  });

  it("shows a stored post's own choice, and sends it back changed", async () => {
    const input: Input = { ...typedEdit, status: 'PUBLISHED', commentsOpen: true };
    const { user, operations } = renderAdminScreen(<BlogFormPage />, {
      ...EDIT,
      mocks: [
        blogMock({ ...post, commentsOpen: false }),
        settingsMock(),
        postMailingMock('p1', null),
        { request: updateRequest(input), result: { data: { updateBlog: { ...saved, commentsOpen: true } } } },
      ],
    });
    await waitFor(() => expect(box()).not.toBeChecked());
    await user.click(box());
    await publish(user, 'Güncelle');
    await waitFor(() => expect(location()).toHaveTextContent(adminPath('blogs')));
    expect(operations.find((operation) => operation.name === 'AdminUpdateBlog')?.variables).toMatchObject({ input });
  });
});
