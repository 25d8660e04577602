import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { COMMENT_TEXTS } from '@portfolio/content-rules';
import { Empty, ErrorBox, InlineSpinner, Spinner } from '../../../components/States';
import { AdminCommentsDocument, CommentCountsDocument } from '../../../gql/admin/graphql';
import { Pagination } from '../../blog/Pagination';
import { adminPath } from '../paths';
import { POLL_MS, useRefetchOnFocus } from '../useRefetchOnFocus';
import { CommentCard } from './CommentCard';
import {
  actionLabel,
  BULK_LABEL,
  chosenText,
  LOAD_ERROR,
  PAGE_PARAM,
  PAGE_TITLE,
  SELECT_ALL,
  STATUS_PARAM,
  TAB_ACTIONS,
  tabOf,
  TABS,
  TABS_LABEL,
} from './commentTexts';
import { useCommentActions } from './useCommentActions';
import '../messages/messages.css';
import './comments.css';

/** A page of a tab: short enough to read through on a phone, as the Aboneler screen's. */
export const PER_PAGE = 25;

/** A tab's address: `?durum=` (none for 'Bekleyen'), `?sayfa=` from the second page on. */
export function commentsHref(param: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (param) params.set(STATUS_PARAM, param);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${adminPath('comments')}?${query}` : adminPath('comments');
}

/**
 * docs/product/admin.md#comments (issue 48): the moderation queue of the site's comments and the
 * answers other sites sent (Webmention), as the inbox is laid out: the tabs 'Bekleyen', 'Onaylanan'
 * and 'Spam' with their counts (the badge's query), one page of the tab newest first (the gateway
 * pages it), each comment with its own actions and a bar for the chosen ones. The tab and the page
 * are in the address.
 */
export default function CommentsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabOf(params.get(STATUS_PARAM));
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const { data, loading, error, refetch } = useQuery(AdminCommentsDocument, {
    variables: { status: tab.status, page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  useRefetchOnFocus(refetch);
  const counts = useQuery(CommentCountsDocument, { fetchPolicy: 'cache-and-network' });
  const where = `${tab.status}:${page}`;
  // The chosen comments belong to the tab and page they were chosen on.
  const [selection, setSelection] = useState({ where, ids: new Set<string>() });
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const { updating, update, reply } = useCommentActions({
    list,
    heading,
    selectAll,
    clearSelection: () => setSelection({ where, ids: new Set() }),
  });

  useEffect(() => {
    if (error) console.error('Yorumlar yüklenemedi', error);
  }, [error]);
  useEffect(() => {
    if (counts.error) console.error('Yorum sayıları yüklenemedi', counts.error);
  }, [counts.error]);

  const shown = data?.adminComments;
  // A page past the end (the last one emptied by the actions, or an old link): the last page there is.
  useEffect(() => {
    if (shown && shown.pages > 0 && page > shown.pages)
      navigate(commentsHref(tab.param, shown.pages), { replace: true });
  }, [shown, page, tab.param, navigate]);

  const items = shown?.items ?? [];
  const selected = selection.where === where ? selection.ids : new Set<string>();
  const chosen = items.filter((comment) => selected.has(comment.id)).map((comment) => comment.id);
  const everyChosen = items.length > 0 && chosen.length === items.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !everyChosen;
  });

  const select = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ where, ids: next });
  };
  const bulkBusy =
    updating !== null && updating.ids.length === chosen.length && updating.ids.every((id) => chosen.includes(id));

  let body;
  if (!shown && loading) body = <Spinner />;
  else if (!shown && error) body = <ErrorBox message={LOAD_ERROR} />;
  else if (items.length === 0) body = <Empty>{tab.empty}</Empty>;
  else {
    body = (
      <>
        <div className="message-bulk">
          <label className="message-bulk__all">
            <input
              ref={selectAll}
              type="checkbox"
              checked={everyChosen}
              onChange={(event) =>
                select(
                  items.map((comment) => comment.id),
                  event.target.checked,
                )
              }
            />
            {SELECT_ALL}
          </label>
          <p className="message-bulk__count" role="status">
            {chosen.length > 0 && chosenText(chosen.length)}
          </p>
          {chosen.length > 0 && (
            <div className="message-bulk__actions" role="group" aria-label={BULK_LABEL}>
              {TAB_ACTIONS[tab.status].map((action) => (
                <button
                  key={action}
                  type="button"
                  className={`button button--small${action === 'DELETE' ? ' button--danger' : ''}`}
                  aria-disabled={bulkBusy || undefined}
                  onClick={() => void update(chosen, action)}
                >
                  {bulkBusy && updating?.action === action && <InlineSpinner />} {actionLabel(action, tab.status)}
                </button>
              ))}
            </div>
          )}
        </div>
        <ul className="message-list" ref={list}>
          {items.map((comment, position) => (
            <li key={comment.id}>
              <CommentCard
                comment={comment}
                tab={tab.status}
                selected={selected.has(comment.id)}
                onSelect={(on) => select([comment.id], on)}
                busy={
                  updating !== null && updating.ids.length === 1 && updating.ids[0] === comment.id
                    ? updating.action
                    : null
                }
                onAction={(action) => void update([comment.id], action, position)}
                onReply={(text) => reply(comment.id, text)}
              />
            </li>
          ))}
        </ul>
        <Pagination page={shown!.page} pages={shown!.pages} href={(n) => commentsHref(tab.param, n)} />
      </>
    );
  }

  const total = counts.error ? undefined : counts.data?.commentCounts;
  return (
    <div className="admin-page messages-page comments-page">
      <header className="admin-page__header">
        <h1 ref={heading} tabIndex={-1}>
          {PAGE_TITLE}
        </h1>
      </header>
      <nav className="message-tabs" aria-label={TABS_LABEL}>
        {TABS.map((item) => (
          <Link
            key={item.status}
            to={commentsHref(item.param)}
            className="message-tabs__tab"
            aria-current={item === tab ? 'page' : undefined}
          >
            {COMMENT_TEXTS.tabs[item.key]} <span className="message-tabs__count">{total ? total[item.key] : '–'}</span>
          </Link>
        ))}
      </nav>
      {body}
    </div>
  );
}
