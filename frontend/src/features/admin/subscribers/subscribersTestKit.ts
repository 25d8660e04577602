import {
  AdminPostMailingDocument,
  AdminSubscriberCountsDocument,
  AdminSubscribersDocument,
  AdminSubscriberSendsDocument,
  AdminSubscriberSettingsDocument,
  type AdminSubscribersQuery,
  type MailContent,
  type SubscriberSendFieldsFragment,
} from '../../../gql/admin/graphql';
import type { Mock } from '../../../test/render';
import { PER_PAGE } from './SubscribersPage';

/** What the Aboneler screen's, the dashboard's and the blog form's suites share: the gateway's answers. */

type Extra = Omit<Partial<Mock>, 'request' | 'result'>;
export type Subscriber = AdminSubscribersQuery['subscribers']['items'][number];
export type Send = SubscriberSendFieldsFragment;

export const countsMock = (confirmed: number, waiting: number, leftThisMonth: number, extra: Extra = {}): Mock => ({
  request: { query: AdminSubscriberCountsDocument },
  result: { data: { subscriberCounts: { __typename: 'SubscriberCounts', confirmed, waiting, leftThisMonth } } },
  ...extra,
});

/** `count` subscribers, newest first, a day apart; every third waits for its confirmation. */
export const subscribers = (count: number, from = 0): Subscriber[] =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const createdAt = new Date(Date.UTC(2026, 10, 20 - (n % 28), 9)).toISOString();
    return {
      id: `s${n}`,
      email: `okur${n}@ornek.com`,
      status: n % 3 === 2 ? 'PENDING' : 'CONFIRMED',
      source: n % 2 ? 'import' : 'form',
      createdAt,
      confirmedAt: n % 3 === 2 ? null : createdAt,
    };
  });

/** One page of the list as `subscribers(search, page, perPage: 50)` answers it. */
export const pageMock = (
  items: Subscriber[],
  { search = null, page = 1, total = items.length }: { search?: string | null; page?: number; total?: number } = {},
  extra: Extra = {},
): Mock => ({
  request: { query: AdminSubscribersDocument, variables: { search, page, perPage: PER_PAGE } },
  result: {
    data: {
      subscribers: {
        __typename: 'SubscriberPage',
        items: items.map((item) => ({ __typename: 'Subscriber', ...item })),
        page,
        perPage: PER_PAGE,
        total,
        pages: Math.ceil(total / PER_PAGE),
      },
    },
  },
  ...extra,
});

export const send = (overrides: Partial<Send> = {}): Send => ({
  id: 'g1',
  kind: 'post',
  itemId: 'p1',
  title: 'React 19 Yenilikleri',
  status: 'SENDING',
  total: 1000,
  sent: 812,
  failed: 0,
  dueAt: '2026-11-21T12:00:00.000Z',
  startedAt: '2026-11-21T12:00:05.000Z',
  finishedAt: null,
  ...overrides,
});

const typed = (value: Send) => ({ __typename: 'SubscriberSend', ...value });

export const sendsMock = (sends: Send[], extra: Extra = {}): Mock => ({
  request: { query: AdminSubscriberSendsDocument },
  result: { data: { subscriberSends: sends.map(typed) } },
  ...extra,
});

export const postMailingMock = (postId: string, value: Send | null, extra: Extra = {}): Mock => ({
  request: { query: AdminPostMailingDocument, variables: { postId } },
  result: { data: { postMailing: value && typed(value) } },
  ...extra,
});

export const settingsMock = (mailContent: MailContent = 'SUMMARY', mailEnabled = true, extra: Extra = {}): Mock => ({
  request: { query: AdminSubscriberSettingsDocument },
  result: { data: { subscriberSettings: { __typename: 'SubscriberSettings', mailContent, mailEnabled } } },
  ...extra,
});
