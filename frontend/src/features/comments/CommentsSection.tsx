import { COMMENT_STATUSES, COMMENTS_ANCHOR, postCommentsPath, type CommentStatus } from '@portfolio/content-rules';
import { FiChevronLeft, FiChevronRight, FiHeart, FiMessageCircle, FiRepeat } from 'react-icons/fi';
import { Fragment } from 'react';
import type { CommentThreadFieldsFragment, PublicCommentFieldsFragment } from '../../gql/graphql';
import { longDate } from '../../lib/format';
import { Link, useLanguage } from '../../lib/i18n';
import { CommentForm } from './CommentForm';
import { CommentText, UGC_REL } from './CommentText';
import { useCommentTexts, type CommentTexts } from './texts';
import './comments.css';

type Comment = PublicCommentFieldsFragment;
type Thread = CommentThreadFieldsFragment;

/** 'yanıtladı', 'beğendi', … for an answer from another site; nothing for a comment of the site's form. */
const verbOf = (texts: CommentTexts, comment: Comment) =>
  comment.kind === 'COMMENT' ? null : texts.verb(comment.kind.toLowerCase() as 'reply' | 'like' | 'repost' | 'mention');

/** An answer from another site (Webmention, the fediverse): its author's name links to their page. */
const isRemote = (comment: Comment) => comment.origin !== 'SITE';

/**
 * Who answered: the name as text, linked to the author's page for a remote answer (rel "nofollow
 * ugc noopener": the reader's link, not the site's). Microformats: the author's h-card.
 */
function Author({ comment }: { comment: Comment }) {
  const link = isRemote(comment) && comment.authorUrl;
  return (
    <span className="comment__author p-author h-card">
      {link ? (
        <a className="p-name u-url" href={link} rel={UGC_REL}>
          {comment.authorName}
        </a>
      ) : (
        <span className="p-name">{comment.authorName}</span>
      )}
    </span>
  );
}

/** An answer's date: the source's own for a remote one, else when it was written here. */
const dateOf = (comment: Comment) => comment.publishedAt ?? comment.createdAt;

/**
 * One answer: the author ('Yazar' for the owner), what a remote one did ('bahsetti', linked to where),
 * the long Turkish date, the text as text (CommentText), and the owner's replies under it. An h-cite
 * in the post's h-entry (p-comment), as Webmention receivers read a thread.
 */
function CommentItem({ comment, reply = false }: { comment: Comment & { replies?: Comment[] }; reply?: boolean }) {
  const texts = useCommentTexts();
  const { locale } = useLanguage();
  const verb = verbOf(texts, comment);
  const date = dateOf(comment);
  const replies = comment.replies ?? [];
  return (
    <li className={`comment${reply ? ' comment--reply' : ''}${comment.isOwner ? ' comment--owner' : ''}`}>
      <article className="comment__body p-comment h-cite" id={`yorum-${comment.id}`}>
        <header className="comment__head">
          <Author comment={comment} />
          {comment.isOwner && <span className="comment__badge">{texts.owner}</span>}
          {verb &&
            (comment.sourceUrl ? (
              <a className="comment__verb u-url" href={comment.sourceUrl} rel={UGC_REL}>
                {verb}
              </a>
            ) : (
              <span className="comment__verb">{verb}</span>
            ))}
          <time className="comment__date dt-published" dateTime={date}>
            {longDate(date, locale)}
          </time>
        </header>
        {comment.text && <CommentText text={comment.text} className="p-content" />}
      </article>
      {replies.length > 0 && (
        <ol className="comment__replies">
          {replies.map((answer) => (
            <CommentItem key={answer.id} comment={answer} reply />
          ))}
        </ol>
      )}
    </li>
  );
}

const REACTION_ICONS = { LIKE: FiHeart, REPOST: FiRepeat } as const;

/** The likes and reposts from other sites, one line per kind: 'Ayşe, Mehmet beğendi'. */
function Reactions({ reactions }: { reactions: Comment[] }) {
  const texts = useCommentTexts();
  const kinds = (['LIKE', 'REPOST'] as const).filter((kind) => reactions.some((reaction) => reaction.kind === kind));
  if (kinds.length === 0) return null;
  return (
    <ul className="comment-reactions">
      {kinds.map((kind) => {
        const Icon = REACTION_ICONS[kind];
        const people = reactions.filter((reaction) => reaction.kind === kind);
        return (
          <li key={kind} className="comment-reactions__line">
            <Icon aria-hidden="true" className="comment-reactions__icon" />
            <span>
              {people.map((person, index) => (
                <Fragment key={person.id}>
                  {index > 0 && ', '}
                  <span className={kind === 'LIKE' ? 'p-like h-cite' : 'p-repost h-cite'}>
                    <Author comment={person} />
                  </span>
                </Fragment>
              ))}{' '}
              {verbOf(texts, people[0]!)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Önceki yorumlar' / 'Sonraki yorumlar': real links to the post's other pages of comments, at the comments. */
function CommentPages({ slug, page, pages }: { slug: string; page: number; pages: number }) {
  const texts = useCommentTexts();
  if (pages <= 1) return null;
  const href = (n: number) => `${postCommentsPath(slug, n)}#${COMMENTS_ANCHOR}`;
  return (
    <nav className="comment-pages" aria-label={texts.title}>
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className="button button--ghost comment-pages__link">
          <FiChevronLeft aria-hidden="true" /> {texts.older}
        </Link>
      )}
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className="button button--ghost comment-pages__link comment-pages__next">
          {texts.newer} <FiChevronRight aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}

/**
 * docs/product/public.md#comments: 'Yorumlar' under a post (id "yorumlar", where the plain form's
 * answers and the page links land): the count and how many likes and reposts ('12 beğeni, 3
 * paylaşım'), who liked and reposted, one page of approved answers (oldest first) with the owner's
 * replies under them, links to the other pages, then the form — or that the post is closed to
 * comments.
 */
export function CommentsSection({
  post,
  thread,
  notice = null,
}: {
  post: { id: string; slug: string };
  thread: Thread;
  /** The plain form's answer (`?yorum=…`). */
  notice?: CommentStatus | null;
}) {
  // Every approved like and repost, counted ('12 beğeni, 3 paylaşım'): the lines below name only the latest 100.
  const texts = useCommentTexts();
  const reactions = texts.reactions(thread.likes, thread.reposts);
  return (
    <section id={COMMENTS_ANCHOR} className="comments" aria-labelledby="yorumlar-baslik">
      <header className="comments__head">
        <h2 id="yorumlar-baslik" className="comments__title">
          <FiMessageCircle aria-hidden="true" className="comments__icon" />
          {texts.title}
        </h2>
        <div className="comments__stats">
          <p className="comments__count">{thread.total > 0 ? texts.count(thread.total) : texts.none}</p>
          {reactions && <p className="comments__reactions">{reactions}</p>}
        </div>
      </header>
      <Reactions reactions={thread.reactions} />
      {thread.items.length > 0 && (
        <ol className="comment-list">
          {thread.items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      )}
      <CommentPages slug={post.slug} page={thread.page} pages={thread.pages} />
      {thread.open ? (
        <CommentForm post={post.id} slug={post.slug} status={notice} />
      ) : (
        <>
          {/* A plain form sent just before the post closed comes back here with its answer. */}
          {notice && <CommentNotice status={notice} />}
          <p className="comments__closed">{texts.closed}</p>
        </>
      )}
    </section>
  );
}

/** The plain form's answer where there is no form to show it (a closed post; 'kapali' is the line under it). */
function CommentNotice({ status }: { status: CommentStatus }) {
  const texts = useCommentTexts();
  if (status === 'kapali') return null;
  const { error } = COMMENT_STATUSES[status];
  const text = texts.status(status);
  return (
    <p className={`notice ${error ? 'notice--error' : 'notice--success'}`} role={error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
