import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FiAlertTriangle, FiClock, FiMail } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router-dom';
import { Empty, Spinner } from '../../../components/States';
import { ContactMessagesDocument, InboxStatusDocument, type MessageAction } from '../../../gql/admin/graphql';
import { BulkBar, SELECT_ALL, useSelection } from '../BulkBar';
import { POLL_MS, useRefetchOnFocus } from '../useRefetchOnFocus';
import {
  ACTIONS,
  CONFIRM_DELETE,
  DELETE_ERROR,
  EMPTY_TEXT,
  filterOf,
  FILTERS,
  MARK_ERROR,
  mailText,
  type Message,
  retentionText,
} from './inbox';
import { MessageCard } from './MessageCard';
import { useInboxActions } from './useInboxActions';
import './messages.css';

export { CONFIRM_DELETE, DELETE_ERROR, EMPTY_TEXT, MARK_ERROR, SELECT_ALL };

/**
 * docs/product/admin.md#messages, as an inbox (issue 24): tabs for the gateway's filters (in the
 * address, `?filtre=`), each message with reply by mail, read, archive and 'Sil', and a bar for the
 * chosen ones. One list of every message (the dashboard's too) is filtered here, so the tabs'
 * counts cost nothing and a change written to Apollo's cache shows everywhere at once. A row goes
 * only once the server has confirmed (docs/product/admin.md#messages); a failed load is logged and
 * the list stays empty (docs/product/admin.md#messages).
 */
export default function MessagesPage() {
  // New messages come in while the page is open: asked again as the badge is.
  const { data, loading, error, refetch } = useQuery(ContactMessagesDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  useRefetchOnFocus(refetch);
  const status = useQuery(InboxStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  const current = filterOf(params.get('filtre'));
  const messages = error ? [] : (data?.contactMessages ?? []);
  const shown = messages.filter(current.shows);
  const shownIds = shown.map((message) => message.id);
  // The chosen messages belong to the tab they were chosen in.
  const selection = useSelection(current.filter, shownIds);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { deleting, marking, updating, remove, toggleRead, update } = useInboxActions({
    list,
    heading,
    selectAll: selection.selectAll,
    clearSelection: selection.clear,
  });

  useEffect(() => {
    if (error) console.error('İletişim mesajları yüklenemedi', error);
  }, [error]);
  useEffect(() => {
    if (status.error) console.error('Gelen kutusunun durumu yüklenemedi', status.error);
  }, [status.error]);

  const mail = status.data && mailText(status.data.inboxStatus);

  return (
    <div className="admin-page messages-page">
      <header className="admin-page__header messages-page__header">
        <h1 ref={heading} tabIndex={-1}>
          İletişim Mesajları
        </h1>
        {status.data && mail && (
          <ul className="messages-page__status">
            <li>
              <FiClock aria-hidden="true" /> {retentionText(status.data.inboxStatus.retentionDays)}
            </li>
            <li className={mail.warning ? 'messages-page__warning' : undefined}>
              {mail.warning ? <FiAlertTriangle aria-hidden="true" /> : <FiMail aria-hidden="true" />} {mail.text}
            </li>
          </ul>
        )}
      </header>

      <nav className="message-tabs" aria-label="Mesaj filtreleri">
        {FILTERS.map((item) => (
          <Link
            key={item.filter}
            to={{ search: item.param ? `?filtre=${item.param}` : '' }}
            className="message-tabs__tab"
            aria-current={item === current ? 'page' : undefined}
          >
            {item.label} <span className="message-tabs__count">{messages.filter(item.shows).length}</span>
          </Link>
        ))}
      </nav>

      {loading && !data ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <Empty>{messages.length === 0 ? EMPTY_TEXT : current.empty}</Empty>
      ) : (
        <>
          <BulkBar
            selection={selection}
            shown={shownIds}
            chosenText={(count) => `${count} mesaj seçili`}
            label="Seçili mesajlar"
            actions={bulkActions(shown.filter((message) => selection.selected.has(message.id)))}
            actionLabel={(action) => ACTIONS[action].label}
            updating={updating}
            onAction={(action) => update(selection.chosen, action)}
          />
          <ul className="message-list" ref={list}>
            {shown.map((message, position) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  selected={selection.selected.has(message.id)}
                  onSelect={(on) => selection.select([message.id], on)}
                  deleting={deleting === message.id}
                  marking={marking === message.id}
                  archiving={updating !== null && updating.ids.length === 1 && updating.ids[0] === message.id}
                  onReply={() =>
                    message.readAt == null && toggleRead(message.id, true, position, '.message-card__reply')
                  }
                  onToggleRead={() => toggleRead(message.id, message.readAt == null, position)}
                  onArchive={() => update([message.id], message.archivedAt ? 'UNARCHIVE' : 'ARCHIVE', position)}
                  onDelete={() => remove(message.id, position)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The bar's actions for what is chosen: both read states, and archive or unarchive as they apply. */
function bulkActions(chosen: Message[]): MessageAction[] {
  const archived = chosen.filter((message) => message.archivedAt != null).length;
  return [
    'READ',
    'UNREAD',
    ...(archived < chosen.length ? (['ARCHIVE'] as const) : []),
    ...(archived > 0 ? (['UNARCHIVE'] as const) : []),
    'DELETE',
  ];
}
