import { useMutation } from '@apollo/client/react';
import { FEDIVERSE_TEXTS } from '@portfolio/content-rules';
import { useState, type RefObject } from 'react';
import {
  FediverseBlocksDocument,
  FediverseFollowersDocument,
  FediverseSettingsDocument,
  type FollowerAction,
  type FollowerStatus,
  UnblockFediverseDocument,
  UpdateFollowersDocument,
} from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { focusInPlace } from '../BulkBar';
import { useFeedback } from '../feedback';

/** What the owner does to followers (the gateway's FollowerAction), and 'Engeli kaldır' to a block. */
export type FediverseAction = FollowerAction | 'UNBLOCK';

/** Each action's key in FEDIVERSE_TEXTS: its button ('Takipçilerden çıkar') and what is said once done. */
const TEXT_KEYS = {
  APPROVE: 'approve',
  REJECT: 'reject',
  REMOVE: 'remove',
  BLOCK: 'block',
  BLOCK_INSTANCE: 'blockInstance',
  UNBLOCK: 'unblock',
} as const satisfies Record<FediverseAction, keyof typeof FEDIVERSE_TEXTS.done>;

export const actionLabel = (action: FediverseAction) => FEDIVERSE_TEXTS[TEXT_KEYS[action]];

/** A row's control for an action: the focus goes on to the same one of the next row. */
export const actionClass = (action: FediverseAction) => `fediverse-row__${action.toLowerCase()}`;

/**
 * The actions a row offers, and those of the bar over the chosen ones: blocking an instance asks
 * about one host, so it is a row's only.
 */
export const ROW_ACTIONS: Record<FollowerStatus | 'BLOCKED', FediverseAction[]> = {
  ACCEPTED: ['REMOVE', 'BLOCK', 'BLOCK_INSTANCE'],
  PENDING: ['APPROVE', 'REJECT', 'BLOCK', 'BLOCK_INSTANCE'],
  BLOCKED: ['UNBLOCK'],
};
export const BULK_ACTIONS = {
  ACCEPTED: ['REMOVE', 'BLOCK'],
  PENDING: ['APPROVE', 'REJECT', 'BLOCK'],
  BLOCKED: ['UNBLOCK'],
} as const satisfies Record<FollowerStatus | 'BLOCKED', FediverseAction[]>;

/**
 * The list, the tabs' counts and the blocks are asked again after every change, and the screen
 * changes only once they answered (docs/product/admin.md#form-screens); lifting a block changes
 * the blocks only.
 */
const refetch = {
  refetchQueries: [FediverseFollowersDocument, FediverseSettingsDocument, FediverseBlocksDocument],
  awaitRefetchQueries: true,
};
const refetchBlocks = { refetchQueries: [FediverseBlocksDocument], awaitRefetchQueries: true };

/**
 * What the followers' tabs write, as the 'Yorumlar' screen does: one call for the chosen rows (or
 * the one at `index`), all or none, 'Sunucuyu engelle' asked first; what is on its way in
 * `updating`. The focus then goes on to the same control of the row now in its place (or 'Tümünü
 * seç', or the tab).
 */
export function useFollowerActions({
  list,
  selectAll,
  tab,
  clearSelection,
}: {
  list: RefObject<HTMLUListElement | null>;
  selectAll: RefObject<HTMLInputElement | null>;
  tab: RefObject<HTMLAnchorElement | null>;
  clearSelection: () => void;
}) {
  const [updateFollowers] = useMutation(UpdateFollowersDocument);
  const [unblockFediverse] = useMutation(UnblockFediverseDocument);
  const { confirm, toast } = useFeedback();
  const [updating, setUpdating] = useState<{ ids: string[]; action: FediverseAction } | null>(null);

  /** `ids` are followers' ids, or blocks' keys for UNBLOCK; `instance` is the host BLOCK_INSTANCE names. */
  async function act(
    ids: string[],
    action: FediverseAction,
    { index, instance }: { index?: number; instance?: string } = {},
  ) {
    if (updating) return;
    if (action === 'BLOCK_INSTANCE' && !(await confirm(FEDIVERSE_TEXTS.confirmBlockInstance(instance ?? '')))) return;
    setUpdating({ ids, action });
    try {
      const changed =
        action === 'UNBLOCK'
          ? (await unblockFediverse({ variables: { keys: ids }, ...refetchBlocks })).data?.unblockFediverse
          : (await updateFollowers({ variables: { ids, action }, ...refetch })).data?.updateFollowers;
      toast(FEDIVERSE_TEXTS.done[TEXT_KEYS[action]](changed ?? ids.length));
      clearSelection();
      if (index === undefined) requestAnimationFrame(() => (selectAll.current ?? tab.current)?.focus());
      else focusInPlace(list, index, `.${actionClass(action)}`, selectAll, tab);
    } catch (failure) {
      console.error('Takipçiler güncellenemedi', failure);
      toast(errorText(failure, FEDIVERSE_TEXTS.actionFailed), 'error');
    } finally {
      setUpdating(null);
    }
  }

  return { updating, act };
}
