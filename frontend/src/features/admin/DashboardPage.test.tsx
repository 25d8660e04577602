import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardStatsDocument } from '../../gql/admin/graphql';
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

describe('DashboardPage', () => {
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
