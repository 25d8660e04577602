import { screen, within } from '@testing-library/react';
import {
  CommentSettingsDocument,
  FediverseBlocksDocument,
  FediverseFollowersDocument,
  type FediverseSettingsFieldsFragment,
  FediverseSettingsDocument,
  type FollowerAction,
  type FollowerStatus,
  UnblockFediverseDocument,
  UpdateFediverseSettingsDocument,
  UpdateFollowersDocument,
} from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import type { Mock } from '../../../test/render';
import { adminPath } from '../paths';
import { PER_PAGE } from './FediverseFollowers';
import type { Block, Follower } from './FediverseRows';
import SettingsPage from './SettingsPage';

/** What the 'Fediverse' suites share: the gateway's answers (until it has the fields: issue 49), the screen. */

export const ROUTE = adminPath('settings');

export type FediverseSettings = FediverseSettingsFieldsFragment;
export const stored: FediverseSettings = {
  handle: 'deniz',
  account: '@deniz@deniz.example',
  approveFollows: false,
  followers: 2,
  pending: 1,
};

export const follower = (overrides: Partial<Follower> = {}): Follower => ({
  id: 'f1',
  actor: 'https://mastodon.social/users/ayse',
  handle: '@ayse@mastodon.social',
  name: 'Ayşe Demir',
  url: 'https://mastodon.social/@ayse',
  instance: 'mastodon.social',
  status: 'ACCEPTED',
  createdAt: '2026-11-21T20:16:00.000Z',
  ...overrides,
});
export const ayse = follower();
export const mehmet = follower({
  id: 'f2',
  actor: 'https://fosstodon.org/users/mehmet',
  handle: '@mehmet@fosstodon.org',
  name: 'Mehmet Kaya',
  url: 'https://fosstodon.org/@mehmet',
  instance: 'fosstodon.org',
  createdAt: '2026-11-20T08:05:00.000Z',
});
export const waiting = follower({
  id: 'f3',
  actor: 'https://kolektiv.social/users/zeynep',
  handle: '@zeynep@kolektiv.social',
  name: 'Zeynep Ak',
  url: 'https://kolektiv.social/@zeynep',
  instance: 'kolektiv.social',
  status: 'PENDING',
});

export const block = (overrides: Partial<Block> = {}): Block => ({
  key: 'host:spam.example',
  kind: 'instance',
  label: 'spam.example',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
export const spamHost = block();
export const troll = block({ key: 'actor:0a1b', kind: 'actor', label: '@troll@kotu.example' });

const typed = (settings: FediverseSettings) => ({ __typename: 'FediverseSettings', ...settings });

export const settingsMock = (settings: FediverseSettings = stored, extra: Partial<Mock> = {}): Mock => ({
  request: { query: FediverseSettingsDocument },
  result: { data: { fediverseSettings: typed(settings) } },
  ...extra,
});

export const saveRequest = (handle: string, approveFollows: boolean) => ({
  query: UpdateFediverseSettingsDocument,
  variables: { input: { handle, approveFollows } },
});
/** The gateway's answer to a save: the settings as stored, the account with the new handle. */
export const saveMock = (handle: string, approveFollows: boolean): Mock => ({
  request: saveRequest(handle, approveFollows),
  result: {
    data: {
      updateFediverseSettings: typed({ ...stored, handle, approveFollows, account: `@${handle}@deniz.example` }),
    },
  },
});

export const listRequest = (status: FollowerStatus = 'ACCEPTED', page = 1) => ({
  query: FediverseFollowersDocument,
  variables: { status, page, perPage: PER_PAGE },
});
export const listMock = (
  items: Follower[],
  { status = 'ACCEPTED', page = 1, pages = 1 }: { status?: FollowerStatus; page?: number; pages?: number } = {},
  extra: Partial<Mock> = {},
): Mock => ({
  request: listRequest(status, page),
  result: {
    data: {
      fediverseFollowers: {
        __typename: 'FediverseFollowerPage',
        items: items.map((item) => ({ __typename: 'FediverseFollower', ...item })),
        total: items.length,
        page,
        perPage: PER_PAGE,
        pages,
      },
    },
  },
  ...extra,
});

export const blocksMock = (blocks: Block[], extra: Partial<Mock> = {}): Mock => ({
  request: { query: FediverseBlocksDocument },
  result: { data: { fediverseBlocks: blocks.map((item) => ({ __typename: 'FediverseBlock', ...item })) } },
  ...extra,
});

export const updateRequest = (ids: string[], action: FollowerAction) => ({
  query: UpdateFollowersDocument,
  variables: { ids, action },
});
export const updateMock = (ids: string[], action: FollowerAction, changed = ids.length): Mock => ({
  request: updateRequest(ids, action),
  result: { data: { updateFollowers: changed } },
});

export const unblockRequest = (keys: string[]) => ({ query: UnblockFediverseDocument, variables: { keys } });
export const unblockMock = (keys: string[]): Mock => ({
  request: unblockRequest(keys),
  result: { data: { unblockFediverse: keys.length } },
});

/** 'Yorumlar''s settings, which 'Ayarlar' loads beside. */
const commentSettingsMock: Mock = {
  request: { query: CommentSettingsDocument },
  result: {
    data: {
      commentSettings: { __typename: 'CommentSettings', approveKnown: false, closeAfterDays: null, mailOwner: true },
    },
  },
  maxUsageCount: 10,
};

/**
 * The 'Fediverse' section's queries answered as often as asked (after `mocks`, which answer first):
 * the stored settings, no blocks, no followers.
 */
export const fediverseMocks = (): Mock[] => [
  settingsMock(stored, { maxUsageCount: 20 }),
  blocksMock([], { maxUsageCount: 20 }),
  listMock([], {}, { maxUsageCount: 20 }),
];

/** 'Ayarlar' at `route`, `mocks` answering before the defaults. */
export const renderSettings = (mocks: Mock[], route = ROUTE, options: Parameters<typeof renderAdminScreen>[1] = {}) =>
  renderAdminScreen(<SettingsPage />, {
    ...options,
    route,
    mocks: [...mocks, commentSettingsMock, ...fediverseMocks()],
  });

/** The 'Fediverse' section. */
export const fediverse = () => screen.getByRole('region', { name: 'Fediverse' });
export const row = (name: string) => within(fediverse()).getByRole('article', { name });
export const button = (name: string, label: string | RegExp) => within(row(name)).getByRole('button', { name: label });
export const names = () =>
  within(fediverse())
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
export const tab = (name: RegExp) =>
  within(within(fediverse()).getByRole('navigation', { name: 'Takipçi listeleri' })).getByRole('link', { name });
