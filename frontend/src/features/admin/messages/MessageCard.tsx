import { FiArchive, FiCheck, FiClock, FiCornerUpLeft, FiInbox, FiMail, FiRotateCcw, FiTrash2 } from 'react-icons/fi';
import { InlineSpinner } from '../../../components/States';
import { dateTimeText } from '../../../lib/format';
import { ACTIONS, replyHref, type Message } from './inbox';

export const NEW_BADGE = 'Yeni';
export const ARCHIVED_BADGE = 'Arşivde';
export const MARK_READ = 'Okundu olarak işaretle';
export const MARK_UNREAD = 'Okunmadı olarak işaretle';
export const REPLY = 'E-postayla yanıtla';

/**
 * One message of the inbox: its checkbox, sender, time and text, and its own actions (reply by
 * mail, read or unread, archive or unarchive, 'Sil'), each described by the sender's name.
 */
export function MessageCard({
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
