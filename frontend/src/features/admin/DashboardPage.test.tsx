import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminProjectCountsDocument,
  ContactMessagesDocument,
  DashboardStatsDocument,
  InboxStatusDocument,
  MarkContactMessageReadDocument,
  RecentViewsDocument,
} from '../../gql/admin/graphql';
import { owner, renderAdminScreen, toasts } from '../../test/admin';
import { graphQLError, type Mock } from '../../test/render';
import { MeDocument } from '../../gql/admin/graphql';
import { BACKUP_TEXT, BACKUP_URL, downloadName } from './BackupDialog';
import { countsMock as commentCountsMock } from './comments/commentsTestKit';
import DashboardPage, {
  approvedCommentsText,
  projectDraftsText,
  subscribersText,
  unpublishedText,
  unreadText,
} from './DashboardPage';
import MessagesPage from './messages/MessagesPage';
import { adminPath } from './paths';
import { countsMock } from './subscribers/subscribersTestKit';

const statsMock = (stats: {
  blogCount: number;
  messageCount: number;
  draftCount: number;
  scheduledCount: number;
}): Mock => ({
  request: { query: DashboardStatsDocument },
  result: { data: { dashboardStats: { __typename: 'DashboardStats', ...stats } } },
});

/** `count` messages, newest first, each a day older; those whose index is in `read` were read. */
const messagesMock = (count: number, read: number[] = [], extra: Partial<Mock> = {}): Mock => ({
  request: { query: ContactMessagesDocument },
  result: {
    data: {
      contactMessages: Array.from({ length: count }, (_, i) => ({
        __typename: 'ContactMessage',
        id: `m${i}`,
        name: `Gönderen ${i}`,
        email: `g${i}@ornek.com`,
        message: `Mesaj ${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 20 - i, 9)).toISOString(),
        readAt: read.includes(i) ? new Date(Date.UTC(2026, 10, 21, 9)).toISOString() : null,
        archivedAt: null,
      })),
    },
  },
  ...extra,
});
const stats = statsMock({ blogCount: 0, messageCount: 0, draftCount: 0, scheduledCount: 0 });
/** The İstatistikler card's question: the last 7 days' views. */
const recentViews = (views = 0, extra: Partial<Mock> = {}): Mock => ({
  request: { query: RecentViewsDocument },
  result: { data: { analytics: { __typename: 'AnalyticsReport', views } } },
  ...extra,
});

const names = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByText(/^Gönderen/).textContent);
const messagesCard = () => screen.getByRole('link', { name: /Mesajlar/ });

afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', () => {
  it('shows the three newest unread messages, newest first, with a link to all of them', async () => {
    renderAdminScreen(<DashboardPage />, { mocks: [stats, messagesMock(6, [0, 2]), recentViews()] });
    const section = await screen.findByRole('region', { name: 'Okunmamış Mesajlar' });
    expect(names(section)).toEqual(['Gönderen 1', 'Gönderen 3', 'Gönderen 4']);
    expect(within(within(section).getAllByRole('listitem')[0]!).getByText('Mesaj 1')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Tüm mesajlar' })).toHaveAttribute('href', adminPath('contacts'));
  });

  it("says 'Okunmamış mesaj yok' when every message was read, or no one has written", async () => {
    for (const mock of [messagesMock(2, [0, 1]), messagesMock(0)]) {
      const { unmount } = renderAdminScreen(<DashboardPage />, { mocks: [stats, mock, recentViews()] });
      const section = await screen.findByRole('region', { name: 'Okunmamış Mesajlar' });
      expect(names(section)).toEqual([]);
      expect(within(section).getByText('Okunmamış mesaj yok')).toBeInTheDocument();
      expect(messagesCard()).toHaveTextContent(unreadText(0));
      unmount();
    }
  });

  it('does not count an archived message as unread, nor list it', async () => {
    const mock = messagesMock(3);
    const messages = (mock.result as { data: { contactMessages: Array<{ archivedAt: string | null }> } }).data
      .contactMessages;
    messages[0]!.archivedAt = '2026-11-22T09:00:00.000Z';
    renderAdminScreen(<DashboardPage />, { mocks: [stats, mock] });
    const section = await screen.findByRole('region', { name: 'Okunmamış Mesajlar' });
    expect(names(section)).toEqual(['Gönderen 1', 'Gönderen 2']);
    expect(messagesCard()).toHaveTextContent(unreadText(2));
  });

  it("shows 'n okunmamış' on the messages card", async () => {
    renderAdminScreen(<DashboardPage />, {
      mocks: [
        statsMock({ blogCount: 1, messageCount: 5, draftCount: 0, scheduledCount: 0 }),
        messagesMock(5, [1]),
        recentViews(),
      ],
    });
    await waitFor(() => expect(messagesCard()).toHaveTextContent(/^5Mesajlar4 okunmamış$/));
    expect(messagesCard()).toHaveAttribute('href', adminPath('contacts'));
  });

  it('shows neither the unread count nor the list when the messages fail to load, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdminScreen(<DashboardPage />, {
      mocks: [stats, graphQLError({ query: ContactMessagesDocument }), recentViews()],
    });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Okunmamış mesajlar yüklenemedi', expect.anything()));
    expect(screen.queryByRole('region', { name: 'Okunmamış Mesajlar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/okunmamış/)).not.toBeInTheDocument();
  });

  it('follows the Mesajlar screen: marking a message read there drops it here and lowers the count, without a refetch', async () => {
    const { user, operations } = renderAdminScreen(
      <>
        <DashboardPage />
        <MessagesPage />
      </>,
      {
        mocks: [
          stats,
          messagesMock(4, [3], { maxUsageCount: 2 }), // both screens ask once on mount
          recentViews(),
          {
            request: { query: InboxStatusDocument },
            result: {
              data: {
                inboxStatus: {
                  __typename: 'InboxStatus',
                  unread: 3,
                  retentionDays: 365,
                  mailEnabled: true,
                  mailWaiting: 0,
                  mailError: null,
                },
              },
            },
            maxUsageCount: 2, // on mount, and after the change (the badge's count)
          },
          {
            request: { query: MarkContactMessageReadDocument, variables: { id: 'm0', read: true } },
            result: {
              data: {
                markContactMessageRead: { __typename: 'ContactMessage', id: 'm0', readAt: '2026-11-22T10:00:00.000Z' },
              },
            },
          },
        ],
      },
    );
    const section = await screen.findByRole('region', { name: 'Okunmamış Mesajlar' });
    expect(names(section)).toEqual(['Gönderen 0', 'Gönderen 1', 'Gönderen 2']);
    expect(messagesCard()).toHaveTextContent(unreadText(3));
    const asked = operations.length;

    const card = screen.getByRole('article', { name: 'Gönderen 0' });
    await user.click(within(card).getByRole('button', { name: 'Okundu olarak işaretle' }));

    await waitFor(() => expect(names(section)).toEqual(['Gönderen 1', 'Gönderen 2']));
    expect(messagesCard()).toHaveTextContent(unreadText(2));
    // The list is not asked again; only the inbox status (the side menu's badge) is.
    expect(operations.slice(asked).map((operation) => operation.name)).toEqual([
      'MarkContactMessageRead',
      'InboxStatus',
    ]);
  });

  it('counts visible posts, and apart the drafts and the scheduled ones, on the posts card', async () => {
    renderAdminScreen(<DashboardPage />, {
      mocks: [
        statsMock({ blogCount: 5, messageCount: 2, draftCount: 3, scheduledCount: 1 }),
        messagesMock(2),
        recentViews(),
      ],
    });
    const posts = await screen.findByRole('link', { name: /Blog Yazıları/ });
    expect(posts).toHaveAttribute('href', adminPath('blogs'));
    expect(await screen.findByText('3 taslak · 1 zamanlanmış')).toBeInTheDocument();
    expect(posts).toHaveTextContent(/^5Blog Yazıları3 taslak · 1 zamanlanmış$/);
    expect(screen.getByRole('link', { name: /Mesajlar/ })).toHaveTextContent('2');
  });

  it('counts the published projects, and apart the drafts, on the projects card leading to Projeler', async () => {
    renderAdminScreen(<DashboardPage />, {
      mocks: [
        stats,
        messagesMock(0),
        recentViews(),
        {
          request: { query: AdminProjectCountsDocument },
          result: {
            data: {
              published: { __typename: 'ProjectPage', total: 4 },
              all: { __typename: 'ProjectPage', total: 6 },
            },
          },
        },
      ],
    });
    const projects = await screen.findByRole('link', { name: /Projeler/ });
    expect(projects).toHaveAttribute('href', adminPath('projects'));
    expect(await screen.findByText(projectDraftsText(2))).toBeInTheDocument();
    expect(projects).toHaveTextContent(/^4Projeler2 taslak$/);
  });

  it('counts the confirmed subscribers, and apart those waiting and those who left this month, leading to Aboneler', async () => {
    renderAdminScreen(<DashboardPage />, { mocks: [stats, messagesMock(0), recentViews(), countsMock(1234, 7, 2)] });
    const card = screen.getByRole('link', { name: /Aboneler/ });
    expect(card).toHaveAttribute('href', adminPath('subscribers'));
    await waitFor(() => expect(card).toHaveTextContent(/^1234Aboneler7 onay bekliyor · 2 bu ay ayrıldı$/));
    expect(subscribersText(1200, 0)).toBe('1 200 onay bekliyor · 0 bu ay ayrıldı');
  });

  it('counts the comments waiting for the owner, and apart the approved ones, leading to Yorumlar (issue 48)', async () => {
    renderAdminScreen(<DashboardPage />, {
      mocks: [stats, messagesMock(0), recentViews(), commentCountsMock(3, 1250, 9)],
    });
    const card = screen.getByRole('link', { name: /Bekleyen yorumlar/ });
    expect(card).toHaveAttribute('href', adminPath('comments'));
    await waitFor(() => expect(card).toHaveTextContent(/^3Bekleyen yorumlar1 250 onaylanmış$/));
    expect(approvedCommentsText(0)).toBe('0 onaylanmış');
  });

  describe("'Yedek indir': the password again, then the download", () => {
    const me = (twoFactorEnabled = false): Mock => ({
      request: { query: MeDocument },
      result: { data: { me: owner({ twoFactorEnabled }) } },
    });
    const ZIP = 'attachment; filename="yedek-2026-11-27T12-00-00Z.zip"';

    /** The dashboard, the dialog opened; `answers` are what POST /api/backup answers, in turn. */
    async function openDialog(answers: Response[], twoFactorEnabled = false) {
      const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => answers.shift()!);
      vi.stubGlobal('fetch', fetch);
      const saved: Array<{ name: string; href: string }> = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:yedek');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.getAttribute('href')! });
      });
      const rendered = renderAdminScreen(<DashboardPage />, {
        mocks: [stats, messagesMock(0), recentViews(), me(twoFactorEnabled)],
      });
      const opener = screen.getByRole('button', { name: 'Yedek indir' });
      await rendered.user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Yedek indir' });
      const sent = () =>
        fetch.mock.calls.map(([url, init]) => ({
          url,
          method: init?.method,
          body: JSON.parse(String(init?.body)) as Record<string, string>,
        }));
      return { ...rendered, fetch, saved, opener, dialog, sent };
    }
    const refusal = (status: number, message: string) =>
      new Response(JSON.stringify({ success: false, message }), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    const archive = () =>
      new Response(new Blob(['PK']), {
        status: 200,
        headers: { 'content-type': 'application/zip', 'content-disposition': ZIP },
      });

    afterEach(() => vi.unstubAllGlobals());

    it('asks for the password in a dialog, which is sent in the body of a POST; nothing is asked of the URL', async () => {
      const { user, dialog, sent, saved, opener } = await openDialog([archive()]);
      expect(BACKUP_URL).toBe('/api/backup');
      expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      expect(dialog).toHaveAccessibleDescription(BACKUP_TEXT.intro);
      const password = within(dialog).getByLabelText('Şifre');
      expect(password).toHaveFocus();
      expect(password).toHaveAttribute('type', 'password');
      expect(within(dialog).queryByLabelText('Doğrulama kodu')).not.toBeInTheDocument();
      await user.type(password, 'dogru-sifre');
      await user.click(within(dialog).getByRole('button', { name: 'İndir' }));
      await waitFor(() => expect(saved).toEqual([{ name: 'yedek-2026-11-27T12-00-00Z.zip', href: 'blob:yedek' }]));
      expect(sent()).toEqual([{ url: '/api/backup', method: 'POST', body: { password: 'dogru-sifre' } }]);
      expect(await within(toasts()).findByText(BACKUP_TEXT.done)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it("an empty password is the sign-in form's error; a wrong one the gateway's, and nothing is downloaded", async () => {
      const { user, dialog, fetch, saved } = await openDialog([refusal(401, 'Giriş başarısız')]);
      await user.click(within(dialog).getByRole('button', { name: 'İndir' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Şifre alanı zorunludur');
      expect(within(dialog).getByLabelText('Şifre')).toHaveAttribute('aria-invalid', 'true');
      expect(fetch).not.toHaveBeenCalled();
      await user.type(within(dialog).getByLabelText('Şifre'), 'yanlis');
      await user.click(within(dialog).getByRole('button', { name: 'İndir' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Giriş başarısız');
      expect(saved).toEqual([]);
      expect(screen.getByRole('dialog', { name: 'Yedek indir' })).toBeInTheDocument();
    });

    it('with two-factor sign-in on, asks for the code too (or once the gateway asks for it)', async () => {
      const required =
        'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.';
      const on = await openDialog([archive()], true);
      await on.user.type(within(on.dialog).getByLabelText('Şifre'), 'dogru-sifre');
      await on.user.type(await within(on.dialog).findByLabelText('Doğrulama kodu'), ' 123 456 ');
      await on.user.click(within(on.dialog).getByRole('button', { name: 'İndir' }));
      await waitFor(() => expect(on.saved).toHaveLength(1));
      expect(on.sent()[0]!.body).toEqual({ password: 'dogru-sifre', code: '123 456' });
      on.unmount();

      const later = await openDialog([refusal(401, required)]);
      await later.user.type(within(later.dialog).getByLabelText('Şifre'), 'dogru-sifre');
      await later.user.click(within(later.dialog).getByRole('button', { name: 'İndir' }));
      expect(await within(later.dialog).findByRole('alert')).toHaveTextContent(required);
      expect(within(later.dialog).getByLabelText('Doğrulama kodu')).toBeInTheDocument();
    });

    it('the two-factor keys only with a passphrase of 12 characters or more, typed twice, which encrypts the file', async () => {
      const { user, dialog, sent, saved, fetch } = await openDialog([
        new Response(new Blob(['age']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="yedek-2026-11-27T12-00-00Z.zip.age"' },
        }),
      ]);
      await user.type(within(dialog).getByLabelText('Şifre'), 'dogru-sifre');
      const check = within(dialog).getByRole('checkbox', { name: BACKUP_TEXT.secrets });
      expect(check).toHaveAccessibleDescription(BACKUP_TEXT.secretsHint);
      await user.click(check);
      await user.type(within(dialog).getByLabelText('Yedek parolası'), 'kısa');
      await user.type(within(dialog).getByLabelText('Yedek parolası (tekrar)'), 'başka');
      await user.click(within(dialog).getByRole('button', { name: 'İndir' }));
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['Yedek parolası en az 12 karakter olmalıdır', 'Yedek parolaları aynı değil']);
      expect(fetch).not.toHaveBeenCalled();
      await user.clear(within(dialog).getByLabelText('Yedek parolası'));
      await user.type(within(dialog).getByLabelText('Yedek parolası'), 'uzun bir yedek parolası');
      await user.clear(within(dialog).getByLabelText('Yedek parolası (tekrar)'));
      await user.type(within(dialog).getByLabelText('Yedek parolası (tekrar)'), 'uzun bir yedek parolası');
      await user.click(within(dialog).getByRole('button', { name: 'İndir' }));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['yedek-2026-11-27T12-00-00Z.zip.age']));
      expect(sent()[0]!.body).toEqual({ password: 'dogru-sifre', passphrase: 'uzun bir yedek parolası' });
    });

    it("'Vazgeç' and Escape close it, sending nothing", async () => {
      const { user, dialog, fetch, opener } = await openDialog([]);
      await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      await user.click(opener);
      const again = screen.getByRole('dialog', { name: 'Yedek indir' });
      act(() => void again.dispatchEvent(new Event('cancel', { cancelable: true })));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fetch).not.toHaveBeenCalled();
    });

    it('names the file as the gateway does', () => {
      expect(downloadName(ZIP)).toBe('yedek-2026-11-27T12-00-00Z.zip');
      expect(downloadName(null)).toBe('yedek.zip');
    });
  });

  it('shows no breakdown before the counts arrive', () => {
    renderAdminScreen(<DashboardPage />, {
      mocks: [
        { ...statsMock({ blogCount: 0, messageCount: 0, draftCount: 0, scheduledCount: 0 }), delay: Infinity },
        messagesMock(1, [], { delay: Infinity }),
        recentViews(0, { delay: Infinity }),
      ],
    });
    expect(screen.queryByText(/taslak/)).not.toBeInTheDocument();
    expect(screen.queryByText(/okunmamış/i)).not.toBeInTheDocument();
    expect(unpublishedText(0, 2)).toBe('0 taslak · 2 zamanlanmış');
    expect(unreadText(2)).toBe('2 okunmamış');
  });

  it("leads to İstatistikler with the last 7 days' views", async () => {
    renderAdminScreen(<DashboardPage />, { mocks: [stats, messagesMock(0), recentViews(1234)] });
    const card = screen.getByRole('link', { name: /Görüntülenme/ });
    expect(card).toHaveAttribute('href', `${adminPath('analytics')}?gun=7`);
    await waitFor(() => expect(card).toHaveTextContent(/^1234GörüntülenmeSon 7 gün$/));
  });

  it('shows 0 views and logs it when they fail to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdminScreen(<DashboardPage />, {
      mocks: [stats, messagesMock(0), graphQLError({ query: RecentViewsDocument })],
    });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Son 7 günün görüntülenmesi yüklenemedi', expect.anything()));
    expect(screen.getByRole('link', { name: /Görüntülenme/ })).toHaveTextContent(/^0Görüntülenme/);
  });
});
