import { checkText, COMMENT_RULES, COMMENT_TEXTS } from '@portfolio/content-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  FiAlertOctagon,
  FiCheck,
  FiClock,
  FiCornerUpLeft,
  FiExternalLink,
  FiFileText,
  FiGlobe,
  FiImage,
  FiMail,
  FiSend,
  FiTrash2,
} from 'react-icons/fi';
import { InlineSpinner } from '../../../components/States';
import type { CommentAction, CommentStatus } from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';
import {
  actionLabel,
  canReply,
  type Comment,
  REPLY_CANCEL,
  REPLY_LABEL,
  REPLY_SEND,
  TAB_ACTIONS,
  verbOf,
} from './commentTexts';

const ICONS: Record<CommentAction, typeof FiCheck> = { APPROVE: FiCheck, SPAM: FiAlertOctagon, DELETE: FiTrash2 };

/** An address another site gave: a link only when it is http(s), else its text (never a `javascript:` link). */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
/** The post's own address on this site: a path ('/blog/…'), never another host. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

function Address({ url, className, icon: Icon }: { url: string; className: string; icon: typeof FiGlobe }) {
  return isWebAddress(url) ? (
    <a className={className} href={url} target="_blank" rel="nofollow ugc noopener noreferrer">
      <Icon aria-hidden="true" /> {url}
    </a>
  ) : (
    <span className={className}>
      <Icon aria-hidden="true" /> {url}
    </span>
  );
}

/**
 * One comment of a tab (docs/product/admin.md#comments): its checkbox, the author (name, 'Yazar'
 * for the owner's replies, what another site did, the e-mail or the address), the post it answers,
 * the date, the text as typed (plain text, line breaks kept: never HTML), and its actions, each
 * described by the author's name. 'Yanıtla' opens the reply form in the card.
 */
export function CommentCard({
  comment,
  tab,
  selected,
  onSelect,
  busy,
  onAction,
  onReply,
}: {
  comment: Comment;
  tab: CommentStatus;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** The action on its way for this comment, if any. */
  busy: CommentAction | null;
  onAction: (action: CommentAction) => void;
  /** Publishes the reply; throws with the Turkish text to show when refused. */
  onReply: (text: string) => Promise<unknown>;
}) {
  const id = useId();
  const name = `${id}-name`;
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const verb = verbOf(comment);
  const replies = tab !== 'SPAM' && canReply(comment);
  return (
    <article
      className={`card message-card comment-card${selected ? ' message-card--selected' : ''}`}
      aria-labelledby={name}
      aria-busy={busy === 'DELETE'}
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
              {comment.authorName}
            </h2>
            {comment.isOwner && <span className="chip comment-card__owner">{COMMENT_TEXTS.owner}</span>}
            {verb && <span className="chip comment-card__verb">{verb}</span>}
          </div>
          {comment.authorEmail && (
            <a className="message-card__email" href={`mailto:${comment.authorEmail}`}>
              <FiMail aria-hidden="true" /> {comment.authorEmail}
            </a>
          )}
          {comment.authorUrl && <Address url={comment.authorUrl} className="message-card__email" icon={FiGlobe} />}
          {comment.authorPhoto && (
            <span className="message-card__email comment-card__photo">
              <FiImage aria-hidden="true" /> {comment.authorPhoto}
            </span>
          )}
        </div>
        <time className="message-card__time" dateTime={comment.createdAt}>
          <FiClock aria-hidden="true" /> {dateTimeText(comment.createdAt)}
        </time>
      </header>
      <p className="comment-card__post">
        <FiFileText aria-hidden="true" />{' '}
        {isSitePath(comment.post.path) ? (
          <a href={comment.post.path} target="_blank" rel="noopener noreferrer">
            {comment.post.title}
          </a>
        ) : (
          comment.post.title
        )}
        {comment.sourceUrl && (
          <>
            {' · '}
            <Address url={comment.sourceUrl} className="comment-card__source" icon={FiExternalLink} />
          </>
        )}
      </p>
      <p className="message-card__text">{comment.text}</p>
      {replying && (
        <ReplyForm
          id={`${id}-reply`}
          describedBy={name}
          onSend={async (text) => {
            await onReply(text);
            setReplying(false);
            requestAnimationFrame(() => replyButton.current?.focus());
          }}
          onCancel={() => {
            setReplying(false);
            requestAnimationFrame(() => replyButton.current?.focus());
          }}
        />
      )}
      <div className="message-card__actions comment-card__actions">
        {replies && !replying && (
          <button
            ref={replyButton}
            type="button"
            className="button button--primary button--small comment-card__reply"
            aria-describedby={name}
            onClick={() => setReplying(true)}
          >
            <FiCornerUpLeft aria-hidden="true" /> {COMMENT_TEXTS.reply}
          </button>
        )}
        {TAB_ACTIONS[tab].map((action) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              type="button"
              className={`button button--small comment-card__${action.toLowerCase()}${action === 'DELETE' ? ' button--danger' : ''}`}
              aria-describedby={name}
              aria-disabled={busy !== null || undefined}
              onClick={() => busy === null && onAction(action)}
            >
              {busy === action ? <InlineSpinner /> : <Icon aria-hidden="true" />} {actionLabel(action, tab)}
            </button>
          );
        })}
      </div>
    </article>
  );
}

/** The owner's reply, typed in the card: checked as the gateway checks it (COMMENT_RULES.text). */
function ReplyForm({
  id,
  describedBy,
  onSend,
  onCancel,
}: {
  id: string;
  describedBy: string;
  onSend: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const refused = checkText(COMMENT_RULES.text, text);
    if (refused) return setError(refused);
    setSending(true);
    setError(null);
    try {
      await onSend(text);
    } catch (failure) {
      setError((failure as Error).message);
      setSending(false);
    }
  }

  return (
    <form className="comment-reply" onSubmit={submit} noValidate aria-busy={sending}>
      <label htmlFor={id}>{REPLY_LABEL}</label>
      <textarea
        id={id}
        className="input comment-reply__text"
        rows={4}
        maxLength={COMMENT_RULES.text.max}
        // Opened by 'Yanıtla': the owner types next.
        autoFocus
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, error && `${id}-error`].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
      <div className="comment-reply__actions">
        <button type="button" className="button button--small" onClick={onCancel} disabled={sending}>
          {REPLY_CANCEL}
        </button>
        <button type="submit" className="button button--primary button--small" aria-disabled={sending || undefined}>
          {sending ? <InlineSpinner /> : <FiSend aria-hidden="true" />} {REPLY_SEND}
        </button>
      </div>
    </form>
  );
}
