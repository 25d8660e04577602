import { useQuery } from '@apollo/client/react';
import { FEDIVERSE_TEXTS } from '@portfolio/content-rules';
import { useEffect, useRef, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Empty, ErrorBox, Spinner } from '../../../components/States';
import { FediverseBlocksDocument, FediverseFollowersDocument, type FollowerStatus } from '../../../gql/admin/graphql';
import { Pagination } from '../../blog/Pagination';
import { BulkBar, useSelection } from '../BulkBar';
import { adminPath } from '../paths';
import { BlockRow, FollowerRow, type Block } from './FediverseRows';
import { actionLabel, BULK_ACTIONS, ROW_ACTIONS, useFollowerActions } from './useFollowerActions';
import '../messages/messages.css';

/** A page of followers, as the 'Yorumlar' screen's. */
export const PER_PAGE = 25;

type TabKey = keyof typeof FEDIVERSE_TEXTS.tabs;
/** The tabs in their order, each with the `?takipciler=` value that keeps it in the address (none for the first). */
export const TABS: ReadonlyArray<{ key: TabKey; param: string | null; status: FollowerStatus | 'BLOCKED' }> = [
  { key: 'accepted', param: null, status: 'ACCEPTED' },
  { key: 'pending', param: 'bekleyen', status: 'PENDING' },
  { key: 'blocked', param: 'engellenen', status: 'BLOCKED' },
];
export const TAB_PARAM = 'takipciler';
export const PAGE_PARAM = 'sayfa';
const tabOf = (param: string | null) => TABS.find((tab) => tab.param === param) ?? TABS[0]!;

/** A tab's address on 'Ayarlar': `?takipciler=` (none for 'Takipçiler'), `?sayfa=` from the second page on. */
export function followersHref(param: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (param) params.set(TAB_PARAM, param);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${adminPath('settings')}?${query}` : adminPath('settings');
}

type ListProps = { tab: RefObject<HTMLAnchorElement | null> };

/** One page of the followers or of the waiting requests, newest first. */
function FollowerList({
  status,
  param,
  page,
  tab,
}: ListProps & { status: FollowerStatus; param: string | null; page: number }) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(FediverseFollowersDocument, {
    variables: { status, page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data?.fediverseFollowers;
  const items = shown?.items ?? [];
  const ids = items.map((follower) => follower.id);
  const selection = useSelection(`${status}:${page}`, ids);
  const list = useRef<HTMLUListElement>(null);
  const { updating, act } = useFollowerActions({
    list,
    tab,
    selectAll: selection.selectAll,
    clearSelection: selection.clear,
  });

  useEffect(() => {
    if (error) console.error('Takipçiler yüklenemedi', error);
  }, [error]);
  // A page past the end (the last one emptied by the actions, or an old link): the last page there is.
  useEffect(() => {
    if (shown && shown.pages > 0 && page > shown.pages) navigate(followersHref(param, shown.pages), { replace: true });
  }, [shown, page, param, navigate]);

  if (!shown && loading) return <Spinner />;
  if (!shown && error) return <ErrorBox message={FEDIVERSE_TEXTS.loadError} />;
  if (items.length === 0) return <Empty>{FEDIVERSE_TEXTS.none[status === 'ACCEPTED' ? 'accepted' : 'pending']}</Empty>;
  return (
    <>
      <BulkBar
        selection={selection}
        shown={ids}
        chosenText={FEDIVERSE_TEXTS.chosen}
        label={FEDIVERSE_TEXTS.bulkLabel}
        actions={BULK_ACTIONS[status]}
        actionLabel={actionLabel}
        updating={updating}
        onAction={(action) => void act(selection.chosen, action)}
      />
      <ul className="message-list" ref={list}>
        {items.map((follower, index) => (
          <li key={follower.id}>
            <FollowerRow
              follower={follower}
              actions={ROW_ACTIONS[status]}
              selected={selection.selected.has(follower.id)}
              onSelect={(on) => selection.select([follower.id], on)}
              busy={updating?.ids.length === 1 && updating.ids[0] === follower.id ? updating.action : null}
              onAction={(action) => void act([follower.id], action, { index, instance: follower.instance })}
            />
          </li>
        ))}
      </ul>
      <Pagination page={shown!.page} pages={shown!.pages} href={(n) => followersHref(param, n)} />
    </>
  );
}

/** The blocked accounts and instances (one list, never long). */
function BlockList({
  blocks,
  loading,
  failed,
  tab,
}: ListProps & { blocks?: Block[]; loading: boolean; failed: boolean }) {
  const keys = (blocks ?? []).map((block) => block.key);
  const selection = useSelection('BLOCKED', keys);
  const list = useRef<HTMLUListElement>(null);
  const { updating, act } = useFollowerActions({
    list,
    tab,
    selectAll: selection.selectAll,
    clearSelection: selection.clear,
  });

  if (!blocks && loading) return <Spinner />;
  if (!blocks && failed) return <ErrorBox message={FEDIVERSE_TEXTS.loadError} />;
  if (!blocks || blocks.length === 0) return <Empty>{FEDIVERSE_TEXTS.none.blocked}</Empty>;
  return (
    <>
      <BulkBar
        selection={selection}
        shown={keys}
        chosenText={FEDIVERSE_TEXTS.chosen}
        label={FEDIVERSE_TEXTS.bulkLabel}
        actions={BULK_ACTIONS.BLOCKED}
        actionLabel={actionLabel}
        updating={updating}
        onAction={(action) => void act(selection.chosen, action)}
      />
      <ul className="message-list" ref={list}>
        {blocks.map((block, index) => (
          <li key={block.key}>
            <BlockRow
              block={block}
              actions={ROW_ACTIONS.BLOCKED}
              selected={selection.selected.has(block.key)}
              onSelect={(on) => selection.select([block.key], on)}
              busy={updating?.ids.length === 1 && updating.ids[0] === block.key ? updating.action : null}
              onAction={(action) => void act([block.key], action, { index })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The 'Fediverse' section's lists (docs/product/admin.md#settings): the tabs 'Takipçiler',
 * 'Bekleyen istekler' and 'Engellenenler' with their counts (the first two from the settings,
 * `counts`; none while they are unknown), the tab and its page in the address, each row with its
 * own actions and a bar for the chosen ones.
 */
export function FediverseFollowers({ counts }: { counts?: { accepted: number; pending: number } }) {
  const [params] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const blocks = useQuery(FediverseBlocksDocument, { fetchPolicy: 'cache-and-network' });
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (blocks.error) console.error('Engeller yüklenemedi', blocks.error);
  }, [blocks.error]);

  const total: Record<TabKey, number | undefined> = {
    accepted: counts?.accepted,
    pending: counts?.pending,
    blocked: blocks.error ? undefined : blocks.data?.fediverseBlocks.length,
  };
  return (
    <div className="fediverse-followers">
      <nav className="message-tabs" aria-label={FEDIVERSE_TEXTS.tabsLabel}>
        {TABS.map((item) => (
          <Link
            key={item.key}
            ref={item === tab ? current : undefined}
            to={followersHref(item.param)}
            className="message-tabs__tab"
            aria-current={item === tab ? 'page' : undefined}
          >
            {FEDIVERSE_TEXTS.tabs[item.key]} <span className="message-tabs__count">{total[item.key] ?? '–'}</span>
          </Link>
        ))}
      </nav>
      {tab.status === 'BLOCKED' ? (
        <BlockList
          blocks={blocks.data?.fediverseBlocks}
          loading={blocks.loading}
          failed={Boolean(blocks.error)}
          tab={current}
        />
      ) : (
        <FollowerList key={tab.status} status={tab.status} param={tab.param} page={page} tab={current} />
      )}
    </div>
  );
}
