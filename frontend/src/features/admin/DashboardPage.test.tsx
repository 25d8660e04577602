import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactMessagesDocument, DashboardStatsDocument } from '../../gql/admin/graphql';
import { renderAdminScreen } from '../../test/admin';
import type { Mock } from '../../test/render';
import DashboardPage, { unpublishedText } from './DashboardPage';
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

const messagesMock = (count: number): Mock => ({
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
      })),
    },
  },
});
const stats = statsMock({ blogCount: 0, messageCount: 0, draftCount: 0, scheduledCount: 0 });

describe('DashboardPage', () => {
  it('shows the three newest messages, newest first, with a link to all of them', async () => {
    renderAdminScreen(<DashboardPage />, { mocks: [stats, messagesMock(5)] });
    const section = await screen.findByRole('region', { name: 'Son Mesajlar' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Gönderen/).textContent)).toEqual([
      'Gönderen 0',
      'Gönderen 1',
      'Gönderen 2',
    ]);
    expect(within(items[0]!).getByText('Mesaj 0')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Tüm mesajlar' })).toHaveAttribute('href', adminPath('contacts'));
  });

  it("says 'Henüz mesaj yok' when no one has written", async () => {
    renderAdminScreen(<DashboardPage />, { mocks: [stats, messagesMock(0)] });
    const section = await screen.findByRole('region', { name: 'Son Mesajlar' });
    expect(within(section).getByText('Henüz mesaj yok')).toBeInTheDocument();
  });

  it('counts visible posts, and apart the drafts and the scheduled ones, on the posts card', async () => {
    renderAdminScreen(<DashboardPage />, {
      mocks: [statsMock({ blogCount: 5, messageCount: 2, draftCount: 3, scheduledCount: 1 })],
    });
    const posts = await screen.findByRole('link', { name: /Blog Yazıları/ });
    expect(posts).toHaveAttribute('href', adminPath('blogs'));
    expect(await screen.findByText('3 taslak · 1 zamanlanmış')).toBeInTheDocument();
    expect(posts).toHaveTextContent(/^5Blog Yazıları3 taslak · 1 zamanlanmış$/);
    expect(screen.getByRole('link', { name: /Mesajlar/ })).toHaveTextContent('2');
  });

  it('shows no breakdown before the counts arrive', () => {
    renderAdminScreen(<DashboardPage />, {
      mocks: [{ ...statsMock({ blogCount: 0, messageCount: 0, draftCount: 0, scheduledCount: 0 }), delay: Infinity }],
    });
    expect(screen.queryByText(/taslak/)).not.toBeInTheDocument();
    expect(unpublishedText(0, 2)).toBe('0 taslak · 2 zamanlanmış');
  });
});
