import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FiAlertTriangle, FiClock, FiMail } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router-dom';
import { Empty, InlineSpinner, Spinner } from '../../../components/States';
import { ContactMessagesDocument, InboxStatusDocument, type MessageAction } from '../../../gql/admin/graphql';
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

export { CONFIRM_DELETE, DELETE_ERROR, EMPTY_TEXT, MARK_ERROR };
export const SELECT_ALL = 'Tümünü seç';

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
  // The chosen messages belong to the tab they were chosen in.
  const [selection, setSelection] = useState({ filter: current.filter, ids: new Set<string>() });
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const { deleting, marking, updating, remove, toggleRead, update } = useInboxActions({
    list,
    heading,
    selectAll,
    clearSelection: () => setSelection({ filter: current.filter, ids: new Set() }),
  });

  useEffect(() => {
    if (error) console.error('İletişim mesajları yüklenemedi', error);
  }, [error]);
  useEffect(() => {
    if (status.error) console.error('Gelen kutusunun durumu yüklenemedi', status.error);
  }, [status.error]);

  const messages = error ? [] : (data?.contactMessages ?? []);
  const shown = messages.filter(current.shows);
  const selected = selection.filter === current.filter ? selection.ids : new Set<string>();
  const chosen = shown.filter((message) => selected.has(message.id));
  const everyChosen = shown.length > 0 && chosen.length === shown.length;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !everyChosen;
  });

  const select = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ filter: current.filter, ids: next });
  };

  const mail = status.data && mailText(status.data.inboxStatus);
  const chosenIds = chosen.map((message) => message.id);
  const bulkBusy = updating !== null && sameIds(updating.ids, chosenIds);

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
          <div className="message-bulk">
            <label className="message-bulk__all">
              <input
                ref={selectAll}
                type="checkbox"
                checked={everyChosen}
                onChange={(event) =>
                  select(
                    shown.map((message) => message.id),
                    event.target.checked,
                  )
                }
              />
              {SELECT_ALL}
            </label>
            <p className="message-bulk__count" role="status">
              {chosen.length > 0 && `${chosen.length} mesaj seçili`}
            </p>
            {chosen.length > 0 && (
              <div className="message-bulk__actions" role="group" aria-label="Seçili mesajlar">
                {bulkActions(chosen).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={`button button--small${action === 'DELETE' ? ' button--danger' : ''}`}
                    aria-disabled={bulkBusy || undefined}
                    onClick={() => update(chosenIds, action)}
                  >
                    {bulkBusy && updating?.action === action && <InlineSpinner />} {ACTIONS[action].label}
                  </button>
                ))}
              </div>
            )}
          </div>
          <ul className="message-list" ref={list}>
            {shown.map((message, position) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  selected={selected.has(message.id)}
                  onSelect={(on) => select([message.id], on)}
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

/** Whether the action on its way is the one on these messages. */
const sameIds = (busy: string[], ids: string[]) => busy.length === ids.length && busy.every((id) => ids.includes(id));

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
