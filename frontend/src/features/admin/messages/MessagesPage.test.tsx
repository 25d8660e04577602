import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactMessagesDocument } from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';
import { graphQLError, networkError, SERVER_MESSAGE } from '../../../test/render';
import { MARK_ERROR } from './MessagesPage';
import {
  first,
  second,
  messagesMock,
  deleteMock,
  deleteRequest,
  markRequest,
  markMock,
  card,
  deleteButton,
  toasts,
  readButton,
  setUpInboxTests,
  renderPage,
} from './messagesTestKit';

setUpInboxTests();

describe('MessagesPage', () => {
  it('shows a spinner, then every message with name, mailto link, text with line breaks and Turkish time', async () => {
    renderPage({ mocks: [messagesMock([first, second])], delay: 20 });

    expect(screen.getByRole('heading', { level: 1, name: 'İletişim Mesajları' })).toBeInTheDocument();
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();

    const article = await screen.findByRole('article', { name: 'Ayşe Demir' });
    expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'ayse@example.com' })).toHaveAttribute(
      'href',
      'mailto:ayse@example.com',
    );
    const text = within(article).getByText(/bir proje hakkında/);
    expect(text.textContent).toBe('Merhaba,\nbir proje hakkında konuşabilir miyiz?');
    expect(text).toHaveClass('message-card__text'); // white-space: pre-wrap keeps the line break
    const time = within(article).getByText(dateTimeText(first.createdAt));
    expect(time.closest('time')).toHaveAttribute('dateTime', first.createdAt);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Sil' })).toHaveLength(2);
  });

  it("shows 'Henüz mesaj yok' without messages", async () => {
    renderPage({ mocks: [messagesMock([])] });
    expect(await screen.findByText('Henüz mesaj yok')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('only logs a failed load and leaves the list empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage({ mocks: [graphQLError({ query: ContactMessagesDocument })] });

    expect(await screen.findByText('Henüz mesaj yok')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(SERVER_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks first and deletes nothing when the admin cancels', async () => {
    const { user, operations } = renderPage({ mocks: [messagesMock([first, second])] });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    await user.click(deleteButton('Ayşe Demir'));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Bu mesajı silmek istediğinize emin misiniz?');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));

    expect(operations.map((operation) => operation.name)).not.toContain('DeleteContactMessage');
    expect(card('Ayşe Demir')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('removes the row only once the server has confirmed, then says so', async () => {
    const { user, operations } = renderPage({
      // Long enough that a busy machine cannot answer before the "not answered yet" checks run.
      mocks: [messagesMock([first, second]), deleteMock('m1', true, { delay: 1000 })],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    await user.click(deleteButton('Ayşe Demir'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet' }));

    // Sent, not answered yet: the row is still there, its button busy.
    expect(operations.at(-1)).toEqual({ name: 'DeleteContactMessage', variables: { id: 'm1' } });
    expect(card('Ayşe Demir')).toBeInTheDocument();
    expect(deleteButton('Ayşe Demir')).toBeDisabled();

    await waitForElementToBeRemoved(() => screen.queryByRole('article', { name: 'Ayşe Demir' }), { timeout: 5000 });
    // The cache update removes the row; the toast follows once the mutation's promise settles.
    expect(await within(toasts()).findByText('Mesaj başarıyla silindi')).toHaveClass('toast--success');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Mehmet Kaya')).toBeInTheDocument();
  });

  it('keeps the row and shows the error toast when the deletion fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage({
      mocks: [messagesMock([first, second]), graphQLError(deleteRequest('m1'))],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    await user.click(deleteButton('Ayşe Demir'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet' }));

    expect(await within(toasts()).findByText('Mesaj silinirken bir hata oluştu')).toHaveClass('toast--error');
    expect(card('Ayşe Demir')).toBeInTheDocument();
    expect(deleteButton('Ayşe Demir')).toBeEnabled();
    expect(within(toasts()).queryByText('Mesaj başarıyla silindi')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('treats a network failure or a false answer as a failed deletion', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage({
      mocks: [messagesMock([first, second]), networkError(deleteRequest('m1')), deleteMock('m2', false)],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    await user.click(deleteButton('Ayşe Demir'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet' }));
    await within(toasts()).findByText('Mesaj silinirken bir hata oluştu');

    await user.click(deleteButton('Mehmet Kaya'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet' }));
    await waitFor(() => expect(within(toasts()).getAllByText('Mesaj silinirken bir hata oluştu')).toHaveLength(2));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("marks an unread message 'Yeni' with a button to mark it read; a read one has neither the mark nor that button", async () => {
    renderPage({ mocks: [messagesMock([first, second])] });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    expect(within(card('Ayşe Demir')).getByText('Yeni')).toHaveClass('chip');
    expect(card('Ayşe Demir')).toHaveClass('message-card--unread');
    expect(readButton('Ayşe Demir')).toHaveTextContent('Okundu olarak işaretle');
    expect(readButton('Ayşe Demir')).toHaveAccessibleDescription('Ayşe Demir');

    expect(within(card('Mehmet Kaya')).queryByText('Yeni')).not.toBeInTheDocument();
    expect(card('Mehmet Kaya')).not.toHaveClass('message-card--unread');
    expect(readButton('Mehmet Kaya')).toHaveTextContent('Okunmadı olarak işaretle');
    expect(deleteButton('Mehmet Kaya')).toBeInTheDocument();
  });

  it('marks a message read and unread again from the answer alone: no list refetch, focus stays on the button', async () => {
    const { user, operations } = renderPage({
      mocks: [
        messagesMock([first, second]),
        markMock('m1', true, '2026-11-22T10:00:00.000Z', { delay: 200 }),
        markMock('m1', false, null),
      ],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    await user.click(readButton('Ayşe Demir'));
    expect(operations.at(-1)).toEqual({ name: 'MarkContactMessageRead', variables: { id: 'm1', read: true } });
    expect(readButton('Ayşe Demir')).toHaveAttribute('aria-disabled', 'true');
    await user.click(readButton('Ayşe Demir')); // a second click while the first is on its way sends nothing
    await waitFor(() => expect(within(card('Ayşe Demir')).queryByText('Yeni')).not.toBeInTheDocument());
    expect(readButton('Ayşe Demir')).toHaveTextContent('Okunmadı olarak işaretle');
    expect(readButton('Ayşe Demir')).not.toHaveAttribute('aria-disabled');
    expect(readButton('Ayşe Demir')).toHaveFocus();

    await user.click(readButton('Ayşe Demir'));
    expect(await within(card('Ayşe Demir')).findByText('Yeni')).toBeInTheDocument();
    expect(readButton('Ayşe Demir')).toHaveTextContent('Okundu olarak işaretle');
    expect(operations.map((operation) => operation.name).filter((name) => name !== 'InboxStatus')).toEqual([
      'ContactMessages',
      'MarkContactMessageRead',
      'MarkContactMessageRead',
    ]);
    expect(within(card('Mehmet Kaya')).queryByText('Yeni')).not.toBeInTheDocument();
  });

  it('keeps the mark and says so when marking fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage({
      mocks: [
        messagesMock([first, second]),
        graphQLError(markRequest('m1', true)),
        networkError(markRequest('m2', false)),
      ],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    await user.click(readButton('Ayşe Demir'));
    expect(await within(toasts()).findByText(MARK_ERROR)).toHaveClass('toast--error');
    expect(within(card('Ayşe Demir')).getByText('Yeni')).toBeInTheDocument();
    expect(readButton('Ayşe Demir')).toHaveTextContent('Okundu olarak işaretle');

    await user.click(readButton('Mehmet Kaya'));
    await waitFor(() => expect(within(toasts()).getAllByText(MARK_ERROR)).toHaveLength(2));
    expect(within(card('Mehmet Kaya')).queryByText('Yeni')).not.toBeInTheDocument();
    expect(readButton('Mehmet Kaya')).toHaveTextContent('Okunmadı olarak işaretle');
    expect(log).toHaveBeenCalled();
  });
});
