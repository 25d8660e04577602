import { FEDIVERSE_TEXTS } from '@portfolio/content-rules';
import { useId, type ReactNode } from 'react';
import { FiCheck, FiRotateCcw, FiServer, FiSlash, FiUser, FiUserMinus, FiX } from 'react-icons/fi';
import { InlineSpinner } from '../../../components/States';
import type { FediverseBlocksQuery, FediverseFollowersQuery } from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';
import { isWebAddress } from '../comments/CommentCard';
import { actionClass, actionLabel, type FediverseAction } from './useFollowerActions';

export type Follower = FediverseFollowersQuery['fediverseFollowers']['items'][number];
export type Block = FediverseBlocksQuery['fediverseBlocks'][number];

const ICONS: Record<FediverseAction, typeof FiCheck> = {
  APPROVE: FiCheck,
  REJECT: FiX,
  REMOVE: FiUserMinus,
  BLOCK: FiSlash,
  BLOCK_INSTANCE: FiServer,
  UNBLOCK: FiRotateCcw,
};

type RowProps = {
  actions: FediverseAction[];
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** The action on its way for this row, if any. */
  busy: FediverseAction | null;
  onAction: (action: FediverseAction) => void;
};

/**
 * One row of a tab, laid out as a comment of the 'Yorumlar' screen: its checkbox, its name (what
 * the checkbox and each action are described by), what is under it, the facts, and its actions.
 */
function Row({
  name,
  under,
  facts,
  actions,
  selected,
  onSelect,
  busy,
  onAction,
}: RowProps & { name: ReactNode; under: ReactNode; facts: Array<[string, ReactNode]> }) {
  const id = `${useId()}-name`;
  return (
    <article
      className={`card message-card fediverse-row${selected ? ' message-card--selected' : ''}`}
      aria-labelledby={id}
      aria-busy={busy !== null}
    >
      <header className="message-card__header">
        <input
          type="checkbox"
          className="message-card__select"
          aria-labelledby={id}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="message-card__sender">
          <h3 className="message-card__name fediverse-row__name" id={id}>
            {name}
          </h3>
          {under}
        </div>
      </header>
      <dl className="fediverse-row__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="message-card__actions">
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              type="button"
              className={`button button--small ${actionClass(action)}${action === 'BLOCK_INSTANCE' ? ' button--danger' : ''}`}
              aria-describedby={id}
              aria-disabled={busy !== null || undefined}
              onClick={() => busy === null && onAction(action)}
            >
              {busy === action ? <InlineSpinner /> : <Icon aria-hidden="true" />} {actionLabel(action)}
            </button>
          );
        })}
      </div>
    </article>
  );
}

const Time = ({ at }: { at: string }) => <time dateTime={at}>{dateTimeText(at)}</time>;

/**
 * A follower (or a waiting request): the name (the handle when it has none), the handle linked to
 * their profile in a new tab (only an http(s) address: never a `javascript:` link), the instance,
 * since when. Never their picture: the panel loads no other site's image (CSP img-src 'self').
 */
export function FollowerRow({ follower, ...props }: RowProps & { follower: Follower }) {
  const profile = [follower.url, follower.actor].find((address) => address && isWebAddress(address));
  const handle = (
    <>
      <FiUser aria-hidden="true" /> {follower.handle}
    </>
  );
  return (
    <Row
      {...props}
      name={follower.name.trim() || follower.handle}
      under={
        profile ? (
          <a className="message-card__email" href={profile} target="_blank" rel="nofollow ugc noopener noreferrer">
            {handle}
          </a>
        ) : (
          <span className="message-card__email">{handle}</span>
        )
      }
      facts={[
        [FEDIVERSE_TEXTS.instance, follower.instance],
        [FEDIVERSE_TEXTS.since, <Time key="at" at={follower.createdAt} />],
      ]}
    />
  );
}

/** A blocked account or instance: its handle or host, which it is, since when. */
export function BlockRow({ block, ...props }: RowProps & { block: Block }) {
  const kinds = FEDIVERSE_TEXTS.blockKinds;
  const kind = Object.hasOwn(kinds, block.kind) ? kinds[block.kind as keyof typeof kinds] : block.kind;
  return (
    <Row
      {...props}
      name={block.label}
      under={<span className="chip fediverse-row__kind">{kind}</span>}
      facts={[[FEDIVERSE_TEXTS.blockedSince, <Time key="at" at={block.createdAt} />]]}
    />
  );
}
