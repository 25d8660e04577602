import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MessageAction, UpdateContactMessagesDocument } from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';
import { graphQLError, networkError, type Mock } from '../../../test/render';
import MessagesPage from './MessagesPage';
import { mailText, REPLY_BODY_MAX, replyHref, retentionText } from './inbox';
import { renderAdminScreen } from '../../../test/admin';
import {
  type Message,
  first,
  second,
  statusMock,
  messagesMock,
  markMock,
  card,
  toasts,
  setUpInboxTests,
  renderPage,
} from './messagesTestKit';

setUpInboxTests();

const third: Message = {
  id: 'm3',
  name: 'Zeynep Ak',
  email: 'zeynep@example.com',
  message: 'Eski bir soru.',
  createdAt: '2026-11-10T08:00:00.000Z',
  readAt: '2026-11-10T09:00:00.000Z',
  archivedAt: '2026-11-11T09:00:00.000Z',
};

const updateRequest = (ids: string[], action: MessageAction) => ({
  query: UpdateContactMessagesDocument,
  variables: { ids, action },
});
const updateMock = (ids: string[], action: MessageAction, extra: Partial<Mock> = {}): Mock => ({
  request: updateRequest(ids, action),
  result: { data: { updateContactMessages: ids.length } },
  ...extra,
});

const tab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Mesaj filtreleri' })).getByRole('link', { name });
const names = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const checkbox = (name: string) => within(card(name)).getByRole('checkbox', { name });
const bulk = () => screen.getByRole('group', { name: 'Seçili mesajlar' });
const location = () => screen.getByTestId('location').textContent;

describe('MessagesPage as an inbox', () => {
  it("opens on 'Gelen kutusu' with each filter's count; the tabs keep the filter in the address", async () => {
    const { user } = renderPage({ mocks: [messagesMock([first, second, third])] });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(tab(/^Gelen kutusu/)).toHaveAttribute('aria-current', 'page');
    expect(tab(/^Gelen kutusu/)).toHaveTextContent('Gelen kutusu 2');
    expect(tab(/^Okunmamış/)).toHaveTextContent('Okunmamış 1');
    expect(tab(/^Arşiv/)).toHaveTextContent('Arşiv 1');
    expect(tab(/^Tümü/)).toHaveTextContent('Tümü 3');

    await user.click(tab(/^Arşiv/));
    expect(location()).toBe('/?filtre=arsiv');
    expect(names()).toEqual(['Zeynep Ak']);
    expect(within(card('Zeynep Ak')).getByText('Arşivde')).toHaveClass('chip');
    expect(within(card('Zeynep Ak')).getByRole('button', { name: /Arşivden çıkar/ })).toBeInTheDocument();

    await user.click(tab(/^Okunmamış/));
    expect(location()).toBe('/?filtre=okunmamis');
    expect(names()).toEqual(['Ayşe Demir']);

    await user.click(tab(/^Tümü/));
    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya', 'Zeynep Ak']);

    await user.click(tab(/^Gelen kutusu/));
    expect(location()).toBe('/');
    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
  });

  it('starts on the filter the address names, and says when a filter shows nothing', async () => {
    const { unmount } = renderPage({ route: '/?filtre=okunmamis', mocks: [messagesMock([second, third])] });
    expect(await screen.findByText('Okunmamış mesaj yok')).toBeInTheDocument();
    expect(tab(/^Okunmamış/)).toHaveAttribute('aria-current', 'page');
    unmount();

    const { user } = renderPage({ route: '/?filtre=arsiv', mocks: [messagesMock([first])] });
    expect(await screen.findByText('Arşivde mesaj yok')).toBeInTheDocument();
    await user.click(tab(/^Gelen kutusu/));
    expect(await screen.findByRole('article', { name: 'Ayşe Demir' })).toBeInTheDocument();
  });

  it('shows the retention and how new messages reach the owner', async () => {
    renderAdminScreen(<MessagesPage />, {
      mocks: [messagesMock([first]), statusMock({ retentionDays: 365, mailEnabled: true })],
    });
    expect(await screen.findByText('Mesajlar 365 gün saklanır')).toBeInTheDocument();
    expect(screen.getByText('Her yeni mesaj e-postayla bildirilir')).toBeInTheDocument();

    expect(retentionText(0)).toBe('Mesajlar süresiz saklanır');
    const status = { unread: 0, retentionDays: 0, mailEnabled: true, mailWaiting: 0, mailError: null };
    expect(mailText({ ...status, mailEnabled: false }).text).toBe(
      'Yeni mesajlar e-postayla bildirilmiyor (SMTP_URL ayarlı değil)',
    );
    expect(mailText({ ...status, mailWaiting: 2, mailError: 'connect ECONNREFUSED' })).toEqual({
      text: '2 e-posta gönderilemedi, yeniden deneniyor: connect ECONNREFUSED',
      warning: true,
    });
    // Waiting its turn without a failure is how every mail starts.
    expect(mailText({ ...status, mailWaiting: 1 }).text).toBe('Her yeni mesaj e-postayla bildirilir');
  });

  it('warns in the header while mails to the owner fail', async () => {
    renderAdminScreen(<MessagesPage />, {
      mocks: [
        messagesMock([first]),
        statusMock({ retentionDays: 0, mailWaiting: 3, mailError: 'Invalid login: 535 Authentication failed' }),
      ],
    });
    const warning = await screen.findByText(/e-posta gönderilemedi/);
    expect(warning).toHaveTextContent(
      '3 e-posta gönderilemedi, yeniden deneniyor: Invalid login: 535 Authentication failed',
    );
    expect(warning).toHaveClass('messages-page__warning');
    expect(screen.getByText('Mesajlar süresiz saklanır')).toBeInTheDocument();
  });

  it("'E-postayla yanıtla' opens a mail to the visitor with 'Re: …' and the message quoted, and marks it read", async () => {
    const { user, operations } = renderPage({
      mocks: [messagesMock([first, second]), markMock('m1', true, '2026-11-22T10:00:00.000Z')],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });

    const reply = within(card('Ayşe Demir')).getByRole('link', { name: 'E-postayla yanıtla' });
    const href = reply.getAttribute('href')!;
    expect(href).toBe(replyHref(first));
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('ayse@example.com');
    expect(decodeURIComponent(url.searchParams.get('subject') ?? '')).toBe('Re: İletişim formundaki mesajınız');
    expect(href).toContain(`&body=${encodeURIComponent('\r\n\r\n')}`);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body).toBe(
      `\r\n\r\n${dateTimeText(first.createdAt)} tarihinde Ayşe Demir yazdı:\r\n> Merhaba,\r\n> bir proje hakkında konuşabilir miyiz?`,
    );

    await user.click(reply);
    expect(operations).toContainEqual({ name: 'MarkContactMessageRead', variables: { id: 'm1', read: true } });
    await waitFor(() => expect(within(card('Ayşe Demir')).queryByText('Yeni')).not.toBeInTheDocument());

    // A read message's reply asks nothing more.
    const asked = operations.length;
    await user.click(within(card('Mehmet Kaya')).getByRole('link', { name: 'E-postayla yanıtla' }));
    expect(operations.length).toBe(asked);
  });

  it('cuts a very long message so the link stays short, and encodes what would break it', () => {
    const long = { ...first, message: 'Çok uzun & önemli? mesaj. '.repeat(400), email: 'a+b@example.com' };
    const href = replyHref(long);
    expect(href.length).toBeLessThan(REPLY_BODY_MAX + 200);
    expect(href.startsWith('mailto:a%2Bb@example.com?subject=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body.endsWith('…')).toBe(true);
    expect(body).toContain('> Çok uzun & önemli? mesaj.');
    expect(href.split('&')).toHaveLength(2); // the '&' of the text is encoded
  });

  it('archives two chosen messages in one call: they leave the inbox, show under Arşiv, and the choice is cleared', async () => {
    const { user, operations } = renderPage({
      mocks: [messagesMock([first, second, { ...third, archivedAt: null }]), updateMock(['m1', 'm3'], 'ARCHIVE')],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    expect(screen.queryByRole('group', { name: 'Seçili mesajlar' })).not.toBeInTheDocument();

    await user.click(checkbox('Ayşe Demir'));
    await user.click(checkbox('Zeynep Ak'));
    expect(screen.getByText('2 mesaj seçili')).toBeInTheDocument();
    expect(
      within(bulk())
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['Okundu işaretle', 'Okunmadı işaretle', 'Arşivle', 'Sil']);

    await user.click(within(bulk()).getByRole('button', { name: 'Arşivle' }));
    expect(await within(toasts()).findByText('2 mesaj arşivlendi')).toHaveClass('toast--success');
    expect(operations.filter((operation) => operation.name === 'UpdateContactMessages')).toEqual([
      { name: 'UpdateContactMessages', variables: { ids: ['m1', 'm3'], action: 'ARCHIVE' } },
    ]);
    expect(names()).toEqual(['Mehmet Kaya']);
    expect(screen.queryByRole('group', { name: 'Seçili mesajlar' })).not.toBeInTheDocument();
    expect(checkbox('Mehmet Kaya')).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Tümünü seç' })).toHaveFocus());
    expect(tab(/^Arşiv/)).toHaveTextContent('Arşiv 2');
    // The badge and the header asked again.
    await waitFor(() => expect(operations.filter((operation) => operation.name === 'InboxStatus')).toHaveLength(2));

    await user.click(tab(/^Arşiv/));
    expect(names()).toEqual(['Ayşe Demir', 'Zeynep Ak']);
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    expect(within(bulk()).getByRole('button', { name: 'Arşivden çıkar' })).toBeInTheDocument();
    expect(within(bulk()).queryByRole('button', { name: 'Arşivle' })).not.toBeInTheDocument();
  });

  it("'Tümünü seç' chooses every message shown, and is mixed while only some are", async () => {
    const { user } = renderPage({ mocks: [messagesMock([first, second, third])] });
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    const all = screen.getByRole('checkbox', { name: 'Tümünü seç' });

    await user.click(checkbox('Mehmet Kaya'));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    expect(checkbox('Ayşe Demir')).toBeChecked();
    expect(screen.getByText('2 mesaj seçili')).toBeInTheDocument(); // the archived one is not shown
    await user.click(all);
    expect(checkbox('Ayşe Demir')).not.toBeChecked();
    expect(checkbox('Mehmet Kaya')).not.toBeChecked();
  });

  it('marks the chosen ones read and unread: the marks follow the answer', async () => {
    const { user } = renderPage({
      mocks: [messagesMock([first, second]), updateMock(['m1', 'm2'], 'READ'), updateMock(['m1'], 'UNREAD')],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await user.click(within(bulk()).getByRole('button', { name: 'Okundu işaretle' }));
    expect(await within(toasts()).findByText('2 mesaj okundu olarak işaretlendi')).toBeInTheDocument();
    expect(screen.queryByText('Yeni')).not.toBeInTheDocument();
    expect(tab(/^Okunmamış/)).toHaveTextContent('Okunmamış 0');

    await user.click(checkbox('Ayşe Demir'));
    await user.click(within(bulk()).getByRole('button', { name: 'Okunmadı işaretle' }));
    expect(await within(toasts()).findByText('1 mesaj okunmadı olarak işaretlendi')).toBeInTheDocument();
    expect(within(card('Ayşe Demir')).getByText('Yeni')).toBeInTheDocument();
    expect(within(card('Mehmet Kaya')).queryByText('Yeni')).not.toBeInTheDocument();
  });

  it('deletes the chosen ones after asking with their count', async () => {
    const { user, operations } = renderPage({
      mocks: [messagesMock([first, second, { ...third, archivedAt: null }]), updateMock(['m1', 'm2', 'm3'], 'DELETE')],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));

    await user.click(within(bulk()).getByRole('button', { name: 'Sil' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('3 mesajı silmek istediğinize emin misiniz?');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(operations.map((operation) => operation.name)).not.toContain('UpdateContactMessages');
    expect(names()).toHaveLength(3);

    await user.click(within(bulk()).getByRole('button', { name: 'Sil' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
    expect(await within(toasts()).findByText('3 mesaj silindi')).toBeInTheDocument();
    expect(screen.getByText('Henüz mesaj yok')).toBeInTheDocument();
  });

  it('changes nothing on screen and keeps the choice when the gateway refuses', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage({
      mocks: [
        messagesMock([first, second]),
        graphQLError(updateRequest(['m1', 'm2'], 'ARCHIVE'), 'Mesaj bulunamadı', 'NOT_FOUND'),
        networkError(updateRequest(['m1', 'm2'], 'DELETE')),
      ],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));

    await user.click(within(bulk()).getByRole('button', { name: 'Arşivle' }));
    expect(await within(toasts()).findByText('Mesajların durumu değiştirilirken bir hata oluştu')).toHaveClass(
      'toast--error',
    );
    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(checkbox('Ayşe Demir')).toBeChecked();

    await user.click(within(bulk()).getByRole('button', { name: 'Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet' }));
    expect(await within(toasts()).findByText('Mesajlar silinirken bir hata oluştu')).toHaveClass('toast--error');
    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(log).toHaveBeenCalled();
  });

  it("'Arşivle' on one message takes it out of the inbox and moves the focus to the next one's", async () => {
    const { user } = renderPage({
      mocks: [messagesMock([first, second]), updateMock(['m1'], 'ARCHIVE'), updateMock(['m1'], 'UNARCHIVE')],
    });
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    const archive = within(card('Ayşe Demir')).getByRole('button', { name: 'Arşivle' });
    expect(archive).toHaveAccessibleDescription('Ayşe Demir');

    await user.click(archive);
    expect(await within(toasts()).findByText('1 mesaj arşivlendi')).toBeInTheDocument();
    expect(names()).toEqual(['Mehmet Kaya']);
    await waitFor(() => expect(within(card('Mehmet Kaya')).getByRole('button', { name: 'Arşivle' })).toHaveFocus());

    await user.click(tab(/^Arşiv/));
    await user.click(within(card('Ayşe Demir')).getByRole('button', { name: 'Arşivden çıkar' }));
    expect(await within(toasts()).findByText('1 mesaj arşivden çıkarıldı')).toBeInTheDocument();
    expect(await screen.findByText('Arşivde mesaj yok')).toBeInTheDocument();
  });
});
