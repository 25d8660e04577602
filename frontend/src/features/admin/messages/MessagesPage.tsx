import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FiClock, FiMail, FiTrash2 } from 'react-icons/fi';
import { Empty, InlineSpinner, Spinner } from '../../../components/States';
import { ContactMessagesDocument, DeleteContactMessageDocument } from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';
import { useFeedback } from '../feedback';
import './messages.css';

export const CONFIRM_DELETE = 'Bu mesajı silmek istediğinize emin misiniz?';
export const DELETE_SUCCESS = 'Mesaj başarıyla silindi';
export const DELETE_ERROR = 'Mesaj silinirken bir hata oluştu';
export const EMPTY_TEXT = 'Henüz mesaj yok';

/**
 * SPEC.md §2 contact messages: newest first, each with a 'Sil' button. A row goes only once the
 * server has confirmed the deletion (§4); a failed load is logged and the list stays empty (§8).
 */
export default function MessagesPage() {
  const { data, loading, error } = useQuery(ContactMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteMessage] = useMutation(DeleteContactMessageDocument);
  const { confirm, toast } = useFeedback();
  const [deleting, setDeleting] = useState<string | null>(null);
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
            return (
              <li key={message.id}>
                <article className="card message-card" aria-labelledby={`message-${message.id}-name`} aria-busy={busy}>
                  <header className="message-card__header">
                    <div className="message-card__sender">
                      <h2 className="message-card__name" id={`message-${message.id}-name`}>
                        {message.name}
                      </h2>
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
