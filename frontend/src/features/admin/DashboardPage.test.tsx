import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ContactMessagesDocument,
  DashboardStatsDocument,
  InboxStatusDocument,
  MarkContactMessageReadDocument,
  RecentViewsDocument,
} from '../../gql/admin/graphql';
import { renderAdminScreen } from '../../test/admin';
import { graphQLError, type Mock } from '../../test/render';
import DashboardPage, { BACKUP_URL, unpublishedText, unreadText } from './DashboardPage';
import MessagesPage from './messages/MessagesPage';
import { adminPath } from './paths';

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

  it("offers the backup: 'Yedek indir' downloads GET /api/backup", () => {
    renderAdminScreen(<DashboardPage />, { mocks: [stats, messagesMock(0), recentViews()] });
    const link = screen.getByRole('link', { name: 'Yedek indir' });
    expect(BACKUP_URL).toBe('/api/backup');
    expect(link).toHaveAttribute('href', BACKUP_URL);
    expect(link).toHaveAttribute('download');
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
