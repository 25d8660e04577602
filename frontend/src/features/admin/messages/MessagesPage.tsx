import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  FiAlertTriangle,
  FiArchive,
  FiCheck,
  FiClock,
  FiCornerUpLeft,
  FiInbox,
  FiMail,
  FiRotateCcw,
  FiTrash2,
} from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router-dom';
import { Empty, InlineSpinner, Spinner } from '../../../components/States';
import {
  ContactMessagesDocument,
  DeleteContactMessageDocument,
  InboxStatusDocument,
  MarkContactMessageReadDocument,
  type MessageAction,
  UpdateContactMessagesDocument,
} from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';
import { useFeedback } from '../feedback';
import { POLL_MS, useRefetchOnFocus } from '../useRefetchOnFocus';
import {
  ACTIONS,
  applyToCache,
  CONFIRM_DELETE,
  confirmDeleteText,
  DELETE_ERROR,
  EMPTY_TEXT,
  failureText,
  filterOf,
  FILTERS,
  MARK_ERROR,
  mailText,
  type Message,
  replyHref,
  retentionText,
} from './inbox';
import './messages.css';

export { CONFIRM_DELETE, DELETE_ERROR, EMPTY_TEXT, MARK_ERROR };
export const DELETE_SUCCESS = 'Mesaj başarıyla silindi';
export const NEW_BADGE = 'Yeni';
export const ARCHIVED_BADGE = 'Arşivde';
export const MARK_READ = 'Okundu olarak işaretle';
export const MARK_UNREAD = 'Okunmadı olarak işaretle';
export const REPLY = 'E-postayla yanıtla';
export const SELECT_ALL = 'Tümünü seç';

/** The badge and the header's line follow every change the inbox makes. */
const refetchQueries = [InboxStatusDocument];

/**
 * SPEC.md §2 contact messages, as an inbox (issue 24): tabs for the gateway's filters (in the
 * address, `?filtre=`), each message with reply by mail, read, archive and 'Sil', and a bar for the
 * chosen ones. One list of every message (the dashboard's too) is filtered here, so the tabs'
 * counts cost nothing and a change written to Apollo's cache shows everywhere at once. A row goes
 * only once the server has confirmed (§4); a failed load is logged and the list stays empty (§8).
 */
export default function MessagesPage() {
  // New messages come in while the page is open: asked again as the badge is.
  const { data, loading, error, refetch } = useQuery(ContactMessagesDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  useRefetchOnFocus(refetch);
  const status = useQuery(InboxStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteMessage] = useMutation(DeleteContactMessageDocument);
  const [markRead] = useMutation(MarkContactMessageReadDocument);
  const [updateMessages] = useMutation(UpdateContactMessagesDocument);
  const { confirm, toast } = useFeedback();
  const [params] = useSearchParams();
  const current = filterOf(params.get('filtre'));
  // The chosen messages belong to the tab they were chosen in.
  const [selection, setSelection] = useState({ filter: current.filter, ids: new Set<string>() });
  const [deleting, setDeleting] = useState<string | null>(null);
  const [marking, setMarking] = useState<string | null>(null);
  const [updating, setUpdating] = useState<{ ids: string[]; action: MessageAction } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);

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

  /**
   * Once the message at `index` has left the list, the focus goes on to the same control of the
   * message now in its place (or the one before it, or the heading), as it would in a list of mail.
   */
  const focusAfter = (index: number, control: string) =>
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const controls = list.current?.querySelectorAll<HTMLElement>(control);
      const next = controls?.[Math.min(index, controls.length - 1)];
      (next ?? heading.current)?.focus();
    });

  async function remove(id: string, index: number) {
    if (!(await confirm(CONFIRM_DELETE))) return;
    setDeleting(id);
    try {
      const result = await deleteMessage({
        variables: { id },
        update(cache, { data: answer }) {
          if (!answer?.deleteContactMessage) return;
          cache.modify<{ contactMessages: Reference[] }>({
            fields: {
              contactMessages: (existing, { readField }) => existing.filter((item) => readField('id', item) !== id),
            },
          });
        },
        refetchQueries,
      });
      if (!result.data?.deleteContactMessage) throw new Error('The server did not delete the message');
      toast(DELETE_SUCCESS);
      focusAfter(index, '.message-card__delete');
    } catch (failure) {
      console.error('Mesaj silinemedi', failure);
      toast(DELETE_ERROR, 'error');
    } finally {
      setDeleting(null);
    }
  }

  /** The button stays enabled (and focused) while the answer is on its way; a second click waits for it. */
  async function toggleRead(id: string, read: boolean, index: number, control = '.message-card__read') {
    if (marking) return;
    setMarking(id);
    try {
      await markRead({ variables: { id, read }, refetchQueries });
      focusAfter(index, control);
    } catch (failure) {
      console.error('Mesajın okundu durumu değiştirilemedi', failure);
      toast(MARK_ERROR, 'error');
    } finally {
      setMarking(null);
    }
  }

  /** One call for the chosen messages (or one), all or none; the screen changes only if it succeeded. */
  async function update(ids: string[], action: MessageAction, index?: number) {
    if (updating) return;
    if (action === 'DELETE' && !(await confirm(confirmDeleteText(ids.length)))) return;
    setUpdating({ ids, action });
    try {
      const result = await updateMessages({
        variables: { ids, action },
        update(cache, { data: answer }) {
          if (answer?.updateContactMessages != null) applyToCache(cache, ids, action);
        },
        refetchQueries,
      });
      toast(ACTIONS[action].done(result.data?.updateContactMessages ?? ids.length));
      setSelection({ filter: current.filter, ids: new Set() });
      if (index === undefined) requestAnimationFrame(() => (selectAll.current ?? heading.current)?.focus());
      else focusAfter(index, '.message-card__archive');
    } catch (failure) {
      console.error('Mesajlar güncellenemedi', failure);
      toast(failureText(action, ids.length), 'error');
    } finally {
      setUpdating(null);
    }
  }

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

function MessageCard({
  message,
  selected,
  onSelect,
  deleting,
  marking,
  archiving,
  onReply,
  onToggleRead,
  onArchive,
  onDelete,
}: {
  message: Message;
  selected: boolean;
  onSelect: (on: boolean) => void;
  deleting: boolean;
  marking: boolean;
  archiving: boolean;
  onReply: () => void;
  onToggleRead: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const unread = message.readAt == null;
  const archived = message.archivedAt != null;
  const name = `message-${message.id}-name`;
  return (
    <article
      className={`card message-card${unread ? ' message-card--unread' : ''}${selected ? ' message-card--selected' : ''}`}
      aria-labelledby={name}
      aria-busy={deleting}
    >
      <header className="message-card__header">
        <input
          type="checkbox"
          className="message-card__select"
          aria-labelledby={name}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="message-card__sender">
          <div className="message-card__title">
            <h2 className="message-card__name" id={name}>
              {message.name}
            </h2>
            {unread && <span className="chip message-card__new">{NEW_BADGE}</span>}
            {archived && <span className="chip message-card__archived">{ARCHIVED_BADGE}</span>}
          </div>
          <a className="message-card__email" href={`mailto:${message.email}`}>
            <FiMail aria-hidden="true" /> {message.email}
          </a>
        </div>
        <time className="message-card__time" dateTime={message.createdAt}>
          <FiClock aria-hidden="true" /> {dateTimeText(message.createdAt)}
        </time>
      </header>
      <p className="message-card__text">{message.message}</p>
      <div className="message-card__actions">
        <a
          className="button button--primary button--small message-card__reply"
          href={replyHref(message)}
          aria-describedby={name}
          onClick={onReply}
        >
          <FiCornerUpLeft aria-hidden="true" /> {REPLY}
        </a>
        <button
          type="button"
          className="button button--small message-card__read"
          aria-describedby={name}
          disabled={deleting}
          aria-disabled={marking || undefined}
          onClick={onToggleRead}
        >
          {marking ? <InlineSpinner /> : unread ? <FiCheck aria-hidden="true" /> : <FiRotateCcw aria-hidden="true" />}{' '}
          {unread ? MARK_READ : MARK_UNREAD}
        </button>
        <button
          type="button"
          className="button button--small message-card__archive"
          aria-describedby={name}
          disabled={deleting}
          aria-disabled={archiving || undefined}
          onClick={onArchive}
        >
          {archiving ? <InlineSpinner /> : archived ? <FiInbox aria-hidden="true" /> : <FiArchive aria-hidden="true" />}{' '}
          {archived ? ACTIONS.UNARCHIVE.label : ACTIONS.ARCHIVE.label}
        </button>
        <button
          type="button"
          className="button button--danger button--small message-card__delete"
          aria-describedby={name}
          disabled={deleting}
          onClick={onDelete}
        >
          {deleting ? <InlineSpinner /> : <FiTrash2 aria-hidden="true" />} Sil
        </button>
      </div>
    </article>
  );
}
