import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FiCheck, FiClock, FiMail, FiRotateCcw, FiTrash2 } from 'react-icons/fi';
import { Empty, InlineSpinner, Spinner } from '../../../components/States';
import {
  ContactMessagesDocument,
  DeleteContactMessageDocument,
  MarkContactMessageReadDocument,
} from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';
import { useFeedback } from '../feedback';
import './messages.css';

export const CONFIRM_DELETE = 'Bu mesajı silmek istediğinize emin misiniz?';
export const DELETE_SUCCESS = 'Mesaj başarıyla silindi';
export const DELETE_ERROR = 'Mesaj silinirken bir hata oluştu';
export const EMPTY_TEXT = 'Henüz mesaj yok';
export const NEW_BADGE = 'Yeni';
export const MARK_READ = 'Okundu olarak işaretle';
export const MARK_UNREAD = 'Okunmadı olarak işaretle';
export const MARK_ERROR = 'Mesajın durumu değiştirilirken bir hata oluştu';

/**
 * SPEC.md §2 contact messages: newest first, each with a 'Sil' button. A row goes only once the
 * server has confirmed the deletion (§4); a failed load is logged and the list stays empty (§8).
 * An unread message is marked 'Yeni' and can be marked read (or unread again); the answer's
 * `readAt` lands on the message in Apollo's cache, so the dashboard's unread list follows at once.
 */
export default function MessagesPage() {
  const { data, loading, error } = useQuery(ContactMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteMessage] = useMutation(DeleteContactMessageDocument);
  const [markRead] = useMutation(MarkContactMessageReadDocument);
  const { confirm, toast } = useFeedback();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [marking, setMarking] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (error) console.error('İletişim mesajları yüklenemedi', error);
  }, [error]);

  const messages = error ? [] : (data?.contactMessages ?? []);

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
      });
      if (!result.data?.deleteContactMessage) throw new Error('The server did not delete the message');
      toast(DELETE_SUCCESS);
      // The focused button has gone: continue with the next message's (or the heading).
      requestAnimationFrame(() => {
        const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.message-card__delete');
        const next = buttons?.[Math.min(index, buttons.length - 1)];
        (next ?? heading.current)?.focus();
      });
    } catch (failure) {
      console.error('Mesaj silinemedi', failure);
      toast(DELETE_ERROR, 'error');
    } finally {
      setDeleting(null);
    }
  }

  /** The button stays enabled (and focused) while the answer is on its way; a second click waits for it. */
  async function toggleRead(id: string, read: boolean) {
    if (marking) return;
    setMarking(id);
    try {
      await markRead({ variables: { id, read } });
    } catch (failure) {
      console.error('Mesajın okundu durumu değiştirilemedi', failure);
      toast(MARK_ERROR, 'error');
    } finally {
      setMarking(null);
    }
  }

  return (
    <div className="admin-page messages-page">
      <header className="admin-page__header">
        <h1 ref={heading} tabIndex={-1}>
          İletişim Mesajları
        </h1>
        {messages.length > 0 && <span className="chip">{messages.length} mesaj</span>}
      </header>

      {loading && !data ? (
        <Spinner />
      ) : messages.length === 0 ? (
        <Empty>{EMPTY_TEXT}</Empty>
      ) : (
        <ul className="message-list" ref={list}>
          {messages.map((message, index) => {
            const busy = deleting === message.id;
            const unread = message.readAt == null;
            return (
              <li key={message.id}>
                <article
                  className={`card message-card${unread ? ' message-card--unread' : ''}`}
                  aria-labelledby={`message-${message.id}-name`}
                  aria-busy={busy}
                >
                  <header className="message-card__header">
                    <div className="message-card__sender">
                      <div className="message-card__title">
                        <h2 className="message-card__name" id={`message-${message.id}-name`}>
                          {message.name}
                        </h2>
                        {unread && <span className="chip message-card__new">{NEW_BADGE}</span>}
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
                    <button
                      type="button"
                      className="button button--small message-card__read"
                      aria-describedby={`message-${message.id}-name`}
                      disabled={busy}
                      aria-disabled={marking === message.id || undefined}
                      onClick={() => toggleRead(message.id, unread)}
                    >
                      {marking === message.id ? (
                        <InlineSpinner />
                      ) : unread ? (
                        <FiCheck aria-hidden="true" />
                      ) : (
                        <FiRotateCcw aria-hidden="true" />
                      )}{' '}
                      {unread ? MARK_READ : MARK_UNREAD}
                    </button>
                    <button
                      type="button"
                      className="button button--danger button--small message-card__delete"
                      aria-describedby={`message-${message.id}-name`}
                      disabled={busy}
                      onClick={() => remove(message.id, index)}
                    >
                      {busy ? <InlineSpinner /> : <FiTrash2 aria-hidden="true" />} Sil
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
