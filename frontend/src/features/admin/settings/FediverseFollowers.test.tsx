import { FEDIVERSE_ERRORS, FEDIVERSE_TEXTS } from '@portfolio/content-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INJECTION } from '../../../../../gateway/test/support/hostile/values';
import { dateTimeText } from '../../../lib/format';
import { toasts } from '../../../test/admin';
import { graphQLError, type RecordedOperation } from '../../../test/render';
import {
  ayse,
  block,
  blocksMock,
  button,
  fediverse,
  follower,
  listMock,
  listRequest,
  mehmet,
  names,
  renderSettings,
  ROUTE,
  row,
  settingsMock,
  spamHost,
  stored,
  tab,
  troll,
  unblockMock,
  updateMock,
  updateRequest,
  waiting,
} from './fediverseTestKit';

const location = () => screen.getByTestId('location').textContent;
const bulk = () => within(fediverse()).getByRole('group', { name: FEDIVERSE_TEXTS.bulkLabel });
const selectAll = () => within(fediverse()).getByRole('checkbox', { name: 'Tümünü seç' });
const confirmDialog = () => screen.getByRole('dialog');
const sent = (operations: RecordedOperation[], name: string) =>
  operations.filter((operation) => operation.name === name).map((operation) => operation.variables);

afterEach(() => vi.restoreAllMocks());

describe("SettingsPage: 'Fediverse' — the tabs", () => {
  it("opens on 'Takipçiler' with each tab's count; a tab keeps its place in the address", async () => {
    const { user, operations } = renderSettings([
      listMock([ayse, mehmet]),
      listMock([waiting], { status: 'PENDING' }),
      blocksMock([spamHost, troll], { maxUsageCount: 5 }),
    ]);
    await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(tab(/^Takipçiler/)).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(tab(/^Takipçiler/)).toHaveTextContent('Takipçiler 2'));
    expect(tab(/^Bekleyen istekler/)).toHaveTextContent('Bekleyen istekler 1');
    expect(tab(/^Engellenenler/)).toHaveTextContent('Engellenenler 2');

    await user.click(tab(/^Bekleyen istekler/));
    expect(location()).toBe(`${ROUTE}?takipciler=bekleyen`);
    expect(await within(fediverse()).findByRole('article', { name: 'Zeynep Ak' })).toBeInTheDocument();
    expect(
      within(row('Zeynep Ak'))
        .getAllByRole('button')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Onayla', 'Reddet', 'Engelle', 'Sunucuyu engelle']);

    await user.click(tab(/^Engellenenler/));
    expect(location()).toBe(`${ROUTE}?takipciler=engellenen`);
    expect(names()).toEqual(['spam.example', '@troll@kotu.example']);
    expect(within(row('spam.example')).getByText('Sunucu')).toHaveClass('chip');
    expect(within(row('@troll@kotu.example')).getByText('Hesap')).toHaveClass('chip');
    expect(within(row('spam.example')).getByText(dateTimeText(spamHost.createdAt))).toBeInTheDocument();
    expect(sent(operations, 'FediverseFollowers')).toEqual([
      { status: 'ACCEPTED', page: 1, perPage: 25 },
      { status: 'PENDING', page: 1, perPage: 25 },
    ]);
  });

  it.each([
    ['', FEDIVERSE_TEXTS.none.accepted],
    ['?takipciler=bekleyen', FEDIVERSE_TEXTS.none.pending],
    ['?takipciler=engellenen', FEDIVERSE_TEXTS.none.blocked],
  ])('says so when the tab %j is empty', async (query, empty) => {
    renderSettings([listMock([], { status: 'PENDING' })], `${ROUTE}${query}`);
    expect(await within(fediverse()).findByText(empty)).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and shows no count it does not know', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSettings([
      graphQLError({ query: settingsMock().request.query }),
      graphQLError(listRequest()),
      graphQLError(blocksMock([]).request),
    ]);
    expect(await within(fediverse()).findByText(FEDIVERSE_TEXTS.loadError)).toHaveAttribute('role', 'alert');
    expect(tab(/^Takipçiler/)).toHaveTextContent('Takipçiler –');
    expect(tab(/^Engellenenler/)).toHaveTextContent('Engellenenler –');
    expect(log).toHaveBeenCalledWith('Takipçiler yüklenemedi', expect.anything());
  });

  it('shows a page of many with links to the others, each page in the address', async () => {
    const { user } = renderSettings([
      listMock([ayse], { page: 1, pages: 3 }),
      listMock([mehmet], { page: 2, pages: 3 }),
    ]);
    await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
    await user.click(within(fediverse()).getByRole('link', { name: 'Sayfa 2' }));
    expect(location()).toBe(`${ROUTE}?sayfa=2`);
    expect(await within(fediverse()).findByRole('article', { name: 'Mehmet Kaya' })).toBeInTheDocument();
  });
});

describe("SettingsPage: 'Fediverse' — a follower", () => {
  it('shows the name, the handle linked to their profile in a new tab, the instance and since when; no picture', async () => {
    renderSettings([listMock([ayse, follower({ id: 'f9', name: '', url: null, handle: '@adsiz@ornek.social' })])]);
    const article = await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
    const profile = within(article).getByRole('link', { name: '@ayse@mastodon.social' });
    expect(profile).toHaveAttribute('href', 'https://mastodon.social/@ayse');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile.getAttribute('rel')).toContain('noopener');
    expect(within(article).getByText('mastodon.social')).toBeInTheDocument();
    expect(within(article).getByText(FEDIVERSE_TEXTS.instance)).toBeInTheDocument();
    expect(within(article).getByText(FEDIVERSE_TEXTS.since)).toBeInTheDocument();
    expect(within(article).getByText(dateTimeText(ayse.createdAt))).toBeInTheDocument();
    expect(
      within(article)
        .getAllByRole('button')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Takipçilerden çıkar', 'Engelle', 'Sunucuyu engelle']);
    // One without a name is named by its handle; without a profile page, its actor's address is the link.
    expect(within(row('@adsiz@ornek.social')).getByRole('link')).toHaveAttribute('href', ayse.actor);
    expect(fediverse().querySelector('img')).toBeNull();
  });

  it("shows the hostile corpus's strings as text, never as markup, and links only http(s) addresses", async () => {
    const hostile = INJECTION.filter((value) => value.trim() !== '');
    const followers = hostile.map((value, index) =>
      follower({
        id: `h${index}`,
        name: `${value} ${index}`,
        handle: value,
        url: value,
        actor: value,
        instance: value,
      }),
    );
    const blocks = hostile.map((value, index) => block({ key: `k${index}`, label: `${value} ${index}`, kind: value }));
    const { user } = renderSettings([listMock(followers), blocksMock(blocks, { maxUsageCount: 5 })]);
    const expectText = async () => {
      await within(fediverse()).findByRole('article', { name: `${hostile[0]} 0` });
      for (const [index, value] of hostile.entries()) {
        const article = row(`${value} ${index}`);
        expect(within(article).getAllByText((_, element) => element?.textContent === value)).not.toHaveLength(0);
        for (const link of within(article).queryAllByRole('link'))
          expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
      }
      expect(fediverse().querySelector('script, img, iframe, [onerror], [onload]')).toBeNull();
    };
    await expectText();
    // The blocks: the label and an unknown kind shown as they are.
    await user.click(tab(/^Engellenenler/));
    await expectText();
  });
});

describe("SettingsPage: 'Fediverse' — actions on one", () => {
  it.each([
    ['Takipçilerden çıkar', 'REMOVE', '1 takipçi çıkarıldı'],
    ['Engelle', 'BLOCK', '1 hesap engellendi'],
  ] as const)(
    "'%s' (%s): the list, the counts and the blocks are asked again, the row leaves",
    async (label, action, done) => {
      const { user, operations } = renderSettings([
        settingsMock(),
        listMock([ayse, mehmet]),
        updateMock(['f1'], action),
        listMock([mehmet]),
        settingsMock({ ...stored, followers: 1 }),
      ]);
      await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
      await user.click(button('Ayşe Demir', new RegExp(`^${label}$`)));
      expect(await within(toasts()).findByText(done)).toBeInTheDocument();
      await waitFor(() => expect(names()).toEqual(['Mehmet Kaya']));
      expect(sent(operations, 'UpdateFollowers')).toEqual([{ ids: ['f1'], action }]);
      expect(sent(operations, 'FediverseBlocks').length).toBeGreaterThanOrEqual(2);
      await waitFor(() => expect(tab(/^Takipçiler/)).toHaveTextContent('Takipçiler 1'));
      // The focus goes on to the same button of the row now in its place.
      await waitFor(() => expect(button('Mehmet Kaya', new RegExp(`^${label}$`))).toHaveFocus());
    },
  );

  it.each([
    ['Onayla', 'APPROVE', '1 takip isteği onaylandı'],
    ['Reddet', 'REJECT', '1 takip isteği reddedildi'],
  ] as const)("a waiting request: '%s' (%s)", async (label, action, done) => {
    const { user, operations } = renderSettings(
      [listMock([waiting], { status: 'PENDING' }), updateMock(['f3'], action), listMock([], { status: 'PENDING' })],
      `${ROUTE}?takipciler=bekleyen`,
    );
    await within(fediverse()).findByRole('article', { name: 'Zeynep Ak' });
    await user.click(button('Zeynep Ak', label));
    expect(await within(toasts()).findByText(done)).toBeInTheDocument();
    expect(await within(fediverse()).findByText(FEDIVERSE_TEXTS.none.pending)).toBeInTheDocument();
    expect(sent(operations, 'UpdateFollowers')).toEqual([{ ids: ['f3'], action }]);
    // Nothing left in the list: the focus goes to the tab.
    await waitFor(() => expect(tab(/^Bekleyen istekler/)).toHaveFocus());
  });

  it("'Sunucuyu engelle' asks first, naming the instance: 'Vazgeç' sends nothing, 'Evet' blocks it", async () => {
    const { user, operations } = renderSettings([
      listMock([ayse, mehmet]),
      updateMock(['f1'], 'BLOCK_INSTANCE', 4),
      listMock([mehmet]),
      blocksMock([spamHost]),
      blocksMock([block({ key: 'host:mastodon.social', label: 'mastodon.social' }), spamHost]),
    ]);
    await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', 'Sunucuyu engelle'));
    expect(confirmDialog()).toHaveTextContent(FEDIVERSE_TEXTS.confirmBlockInstance('mastodon.social'));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Vazgeç' }));
    expect(sent(operations, 'UpdateFollowers')).toEqual([]);
    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);

    await user.click(button('Ayşe Demir', 'Sunucuyu engelle'));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Evet' }));
    expect(await within(toasts()).findByText('Sunucu engellendi, 4 takipçi çıkarıldı')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Mehmet Kaya']));
    expect(sent(operations, 'UpdateFollowers')).toEqual([{ ids: ['f1'], action: 'BLOCK_INSTANCE' }]);
    await waitFor(() => expect(tab(/^Engellenenler/)).toHaveTextContent('Engellenenler 2'));
  });

  it("shows the server's refusal and leaves the row where it is", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderSettings([
      listMock([ayse]),
      graphQLError(updateRequest(['f1'], 'REMOVE'), FEDIVERSE_ERRORS.followerNotFound, 'NOT_FOUND'),
    ]);
    await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', 'Takipçilerden çıkar'));
    expect(await within(toasts()).findByText(FEDIVERSE_ERRORS.followerNotFound)).toHaveClass('toast--error');
    expect(names()).toEqual(['Ayşe Demir']);
    expect(log).toHaveBeenCalledWith('Takipçiler güncellenemedi', expect.anything());
  });

  it("'Engeli kaldır' lifts a block", async () => {
    const { user, operations } = renderSettings(
      [blocksMock([spamHost, troll]), unblockMock(['host:spam.example']), blocksMock([troll])],
      `${ROUTE}?takipciler=engellenen`,
    );
    await within(fediverse()).findByRole('article', { name: 'spam.example' });
    await user.click(button('spam.example', 'Engeli kaldır'));
    expect(await within(toasts()).findByText('1 engel kaldırıldı')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['@troll@kotu.example']));
    expect(sent(operations, 'UnblockFediverse')).toEqual([{ keys: ['host:spam.example'] }]);
    expect(tab(/^Engellenenler/)).toHaveTextContent('Engellenenler 1');
  });
});

describe("SettingsPage: 'Fediverse' — the chosen ones", () => {
  it("'Tümünü seç' chooses the page; the bar removes or blocks them in one call", async () => {
    const { user, operations } = renderSettings([
      listMock([ayse, mehmet]),
      updateMock(['f1', 'f2'], 'BLOCK'),
      listMock([]),
    ]);
    await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
    expect(within(fediverse()).queryByRole('group', { name: FEDIVERSE_TEXTS.bulkLabel })).toBeNull();
    await user.click(selectAll());
    expect(within(fediverse()).getByText('2 kayıt seçili')).toBeInTheDocument();
    expect(
      within(bulk())
        .getAllByRole('button')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Takipçilerden çıkar', 'Engelle']);
    await user.click(within(bulk()).getByRole('button', { name: 'Engelle' }));
    expect(await within(toasts()).findByText('2 hesap engellendi')).toBeInTheDocument();
    expect(await within(fediverse()).findByText(FEDIVERSE_TEXTS.none.accepted)).toBeInTheDocument();
    expect(sent(operations, 'UpdateFollowers')).toEqual([{ ids: ['f1', 'f2'], action: 'BLOCK' }]);
  });

  it('approves the chosen requests; lifts the chosen blocks', async () => {
    const other = follower({ ...waiting, id: 'f4', name: 'Can Öz', handle: '@can@kolektiv.social' });
    const { user, operations } = renderSettings(
      [
        listMock([waiting, other], { status: 'PENDING' }),
        updateMock(['f4'], 'APPROVE'),
        listMock([waiting], { status: 'PENDING' }),
        blocksMock([spamHost, troll], { maxUsageCount: 2 }),
        unblockMock(['host:spam.example', 'actor:0a1b']),
      ],
      `${ROUTE}?takipciler=bekleyen`,
    );
    await within(fediverse()).findByRole('article', { name: 'Can Öz' });
    await user.click(within(row('Can Öz')).getByRole('checkbox', { name: 'Can Öz' }));
    expect(selectAll()).toHaveProperty('indeterminate', true);
    expect(
      within(bulk())
        .getAllByRole('button')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Onayla', 'Reddet', 'Engelle']);
    await user.click(within(bulk()).getByRole('button', { name: 'Onayla' }));
    expect(await within(toasts()).findByText('1 takip isteği onaylandı')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Zeynep Ak']));

    await user.click(tab(/^Engellenenler/));
    await within(fediverse()).findByRole('article', { name: 'spam.example' });
    await user.click(selectAll());
    await user.click(within(bulk()).getByRole('button', { name: 'Engeli kaldır' }));
    expect(await within(toasts()).findByText('2 engel kaldırıldı')).toBeInTheDocument();
    expect(await within(fediverse()).findByText(FEDIVERSE_TEXTS.none.blocked)).toBeInTheDocument();
    expect(sent(operations, 'UpdateFollowers')).toEqual([{ ids: ['f4'], action: 'APPROVE' }]);
    expect(sent(operations, 'UnblockFediverse')).toEqual([{ keys: ['host:spam.example', 'actor:0a1b'] }]);
  });
});
