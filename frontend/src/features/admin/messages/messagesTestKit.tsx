import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  ContactMessagesDocument,
  type ContactMessagesQuery as MessagesData,
  DeleteContactMessageDocument,
  InboxStatusDocument,
  type InboxStatusQuery,
  MarkContactMessageReadDocument,
} from '../../../gql/admin/graphql';
import { type Mock } from '../../../test/render';
import MessagesPage from './MessagesPage';
import { renderAdminScreen } from '../../../test/admin';

/** What the inbox suites share: two messages, their mocks, the cards' controls, and the screen. */
export type Message = MessagesData['contactMessages'][number];

export const first: Message = {
  id: 'm1',
  name: 'Ayşe Demir',
  email: 'ayse@example.com',
  message: 'Merhaba,\nbir proje hakkında konuşabilir miyiz?',
  createdAt: '2026-11-21T20:16:00.000Z',
  readAt: null,
  archivedAt: null,
};
export const second: Message = {
  id: 'm2',
  name: 'Mehmet Kaya',
  email: 'mehmet@example.com',
  message: 'Blog yazılarınız çok faydalı.',
  createdAt: '2026-11-20T08:05:00.000Z',
  readAt: '2026-11-20T09:00:00.000Z',
  archivedAt: null,
};

/** The inbox status the header and the badge show; asked again after each change. */
export const statusMock = (status: Partial<InboxStatusQuery['inboxStatus']> = {}, extra: Partial<Mock> = {}): Mock => ({
  request: { query: InboxStatusDocument },
  result: {
    data: {
      inboxStatus: {
        __typename: 'InboxStatus',
        unread: 1,
        retentionDays: 365,
        mailEnabled: true,
        mailWaiting: 0,
        mailError: null,
        ...status,
      },
    },
  },
  maxUsageCount: 20,
  ...extra,
});

export const messagesMock = (messages: Message[], extra: Partial<Mock> = {}): Mock => ({
  request: { query: ContactMessagesDocument },
  result: { data: { contactMessages: messages.map((message) => ({ __typename: 'ContactMessage', ...message })) } },
  ...extra,
});

export const deleteMock = (id: string, answer = true, extra: Partial<Mock> = {}): Mock => ({
  request: { query: DeleteContactMessageDocument, variables: { id } },
  result: { data: { deleteContactMessage: answer } },
  ...extra,
});

export const deleteRequest = (id: string) => ({ query: DeleteContactMessageDocument, variables: { id } });

export const markRequest = (id: string, read: boolean) => ({
  query: MarkContactMessageReadDocument,
  variables: { id, read },
});
export const markMock = (id: string, read: boolean, readAt: string | null, extra: Partial<Mock> = {}): Mock => ({
  request: markRequest(id, read),
  result: { data: { markContactMessageRead: { __typename: 'ContactMessage', id, readAt } } },
  ...extra,
});

export const card = (name: string) => screen.getByRole('article', { name });
export const deleteButton = (name: string) => within(card(name)).getByRole('button', { name: 'Sil' });
export const toasts = () => document.querySelector('.toasts') as HTMLElement;
export const readButton = (name: string) =>
  within(card(name)).getByRole('button', { name: /^Okundu olarak işaretle|^Okunmadı olarak işaretle/ });

/**
 * What every inbox suite sets up: the spies restored after each test, and the mail client a reply
 * link would open stopped (jsdom has none, and no navigation).
 */
export function setUpInboxTests() {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    const stop = (event: MouseEvent) => {
      if ((event.target as Element).closest?.('a[href^="mailto:"]')) event.preventDefault();
    };
    document.addEventListener('click', stop);
    return () => document.removeEventListener('click', stop);
  });
}

/** The screen, with the inbox status every render asks for (unless `mocks` has one first). */
export const renderPage = (options: Parameters<typeof renderAdminScreen>[1] = {}) =>
  renderAdminScreen(<MessagesPage />, { ...options, mocks: [...(options.mocks ?? []), statusMock()] });
