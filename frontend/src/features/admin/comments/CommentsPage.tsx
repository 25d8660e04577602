import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { COMMENT_TEXTS } from '@portfolio/content-rules';
import { Empty, ErrorBox, Spinner } from '../../../components/States';
import { AdminCommentsDocument, CommentCountsDocument } from '../../../gql/admin/graphql';
import { Pagination } from '../../blog/Pagination';
import { BulkBar, useSelection } from '../BulkBar';
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
  const shown = data?.adminComments;
  const items = shown?.items ?? [];
  const ids = items.map((comment) => comment.id);
  // The chosen comments belong to the tab and page they were chosen on.
  const selection = useSelection(where, ids);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { updating, update, reply } = useCommentActions({
    list,
    heading,
    selectAll: selection.selectAll,
    clearSelection: selection.clear,
  });

  useEffect(() => {
    if (error) console.error('Yorumlar yüklenemedi', error);
  }, [error]);
  useEffect(() => {
    if (counts.error) console.error('Yorum sayıları yüklenemedi', counts.error);
  }, [counts.error]);

  // A page past the end (the last one emptied by the actions, or an old link): the last page there is.
  useEffect(() => {
    if (shown && shown.pages > 0 && page > shown.pages)
      navigate(commentsHref(tab.param, shown.pages), { replace: true });
  }, [shown, page, tab.param, navigate]);

  let body;
  if (!shown && loading) body = <Spinner />;
  else if (!shown && error) body = <ErrorBox message={LOAD_ERROR} />;
  else if (items.length === 0) body = <Empty>{tab.empty}</Empty>;
  else {
    body = (
      <>
        <BulkBar
          selection={selection}
          shown={ids}
          chosenText={chosenText}
          label={BULK_LABEL}
          actions={TAB_ACTIONS[tab.status]}
          actionLabel={(action) => actionLabel(action, tab.status)}
          updating={updating}
          onAction={(action) => void update(selection.chosen, action)}
        />
        <ul className="message-list" ref={list}>
          {items.map((comment, position) => (
            <li key={comment.id}>
              <CommentCard
                comment={comment}
                tab={tab.status}
                selected={selection.selected.has(comment.id)}
                onSelect={(on) => selection.select([comment.id], on)}
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
