import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentCountsDocument, InboxStatusDocument, MeDocument } from '../../gql/admin/graphql';
import { owner } from '../../test/admin';
import { graphQLError, renderWithProviders, type Mock } from '../../test/render';
import { SessionProvider } from '../auth/session';
import { AdminLayout } from './AdminLayout';
import { adminPath } from './paths';

const me: Mock = { request: { query: MeDocument }, result: { data: { me: owner() } } };
const status = (unread: number): Mock => ({
  request: { query: InboxStatusDocument },
  result: {
    data: {
      inboxStatus: {
        __typename: 'InboxStatus',
        unread,
        retentionDays: 365,
        mailEnabled: true,
        mailWaiting: 0,
        mailError: null,
      },
    },
  },
});

const comments = (pending: number): Mock => ({
  request: { query: CommentCountsDocument },
  result: { data: { commentCounts: { __typename: 'CommentCounts', pending, approved: 4, spam: 1 } } },
});

const renderLayout = (mocks: Mock[]) =>
  renderWithProviders(
    <SessionProvider>
      <AdminLayout />
    </SessionProvider>,
    { mocks: [me, ...mocks] },
  );
const menu = () => screen.getByRole('navigation', { name: 'Admin menüsü' });

describe('AdminLayout unread badge', () => {
  it("shows the unread count on 'Mesajlar', named for screen readers, and asks again when the panel regains focus", async () => {
    const { operations } = renderLayout([status(3), status(0), comments(0), comments(0)]);
    const link = await within(menu()).findByRole('link', { name: 'Mesajlar, 3 okunmamış mesaj' });
    expect(link.querySelector('.admin__badge')).toHaveTextContent('3');
    expect(document.querySelector('.admin__menu-dot')).not.toBeNull();

    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Mesajlar' })).toBeInTheDocument());
    expect(document.querySelector('.admin__badge')).toBeNull();
    expect(document.querySelector('.admin__menu-dot')).toBeNull();
    expect(operations.filter((operation) => operation.name === 'InboxStatus')).toHaveLength(2);
  });

  it('shows no badge when the count cannot be loaded, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout([graphQLError({ query: InboxStatusDocument }), comments(0)]);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Okunmamış mesaj sayısı yüklenemedi', expect.anything()));
    expect(within(menu()).getByRole('link', { name: 'Mesajlar' })).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('AdminLayout menu', () => {
  it("has 'Aboneler' after 'Mesajlar', leading to the subscribers' screen (issue 47)", async () => {
    renderLayout([status(0), comments(0)]);
    const labels = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(labels.slice(labels.indexOf('Mesajlar'), labels.indexOf('Mesajlar') + 3)).toEqual([
      'Mesajlar',
      'Yorumlar',
      'Aboneler',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Aboneler' })).toHaveAttribute('href', adminPath('subscribers'));
  });
});

describe('AdminLayout comments (issue 48)', () => {
  it("has 'Yorumlar' after 'Mesajlar' with the pending count, named for screen readers, asked again on focus", async () => {
    const { operations } = renderLayout([status(0), status(0), comments(2), comments(0)]);
    const link = await within(menu()).findByRole('link', { name: 'Yorumlar, 2 bekleyen yorum' });
    expect(link).toHaveAttribute('href', adminPath('comments'));
    expect(link.querySelector('.admin__badge')).toHaveTextContent('2');
    // The closed menu's dot says there is something to look at.
    expect(document.querySelector('.admin__menu-dot')).not.toBeNull();

    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Yorumlar' })).toBeInTheDocument());
    expect(document.querySelector('.admin__badge')).toBeNull();
    expect(document.querySelector('.admin__menu-dot')).toBeNull();
    expect(operations.filter((operation) => operation.name === 'CommentCounts')).toHaveLength(2);
  });

  it('shows no badge when the pending count cannot be loaded, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout([status(0), graphQLError({ query: CommentCountsDocument })]);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Bekleyen yorum sayısı yüklenemedi', expect.anything()));
    expect(within(menu()).getByRole('link', { name: 'Yorumlar' })).toBeInTheDocument();
    log.mockRestore();
  });

  it("has 'Ayarlar' just before 'Güvenlik'", async () => {
    renderLayout([status(0), comments(0)]);
    const labels = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(labels.slice(labels.indexOf('Ayarlar'), labels.indexOf('Ayarlar') + 2)).toEqual(['Ayarlar', 'Güvenlik']);
    expect(within(menu()).getByRole('link', { name: 'Ayarlar' })).toHaveAttribute('href', adminPath('settings'));
  });
});
