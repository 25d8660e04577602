import { COMMENTS_ANCHOR, forReading } from '@portfolio/content-rules';
import type { ReactNode } from 'react';
import { FiArrowLeft, FiCalendar, FiClock, FiEye, FiEyeOff, FiMessageCircle, FiUser } from 'react-icons/fi';
import { longDate } from '../../lib/format';
import { Link, useLanguage } from '../../lib/i18n';
import { Contents } from './Contents';
import { TagChips } from './TagChips';
import { viewsText } from './earlyView';
import './blog-detail.css';
import './post-meta.css';

export type ArticlePost = {
  title: string;
  publishDate: string;
  tags: readonly string[];
  /** Sanitised HTML, its headings with ids (withHeadingIds). */
  content: string;
  readingMinutes: number;
  /** Left out where there is none to show (a preview of unsaved text). */
  viewCount?: number;
};

/**
 * A post as its page shows it (docs/product/public.md#blog-detail): title, long Turkish date, all
 * tags (each a link to its page), the content as rich HTML, with a preview's banner on top (the
 * context menu on its images is blocked by the page's script, imageMenu.ts). `countsViewOf` names
 * the post whose view the page's script counts (earlyView.ts).
 *
 * Microformats (issue 48, docs/product/public.md#comments): an `h-entry` — its p-name, dt-published,
 * e-content, and, on a published post's page, u-url and the author's h-card — which another site
 * reads when it receives a Webmention from the post, and the post's comments as its p-comments.
 */
export function PostArticle({
  post,
  banner,
  countsViewOf,
  neighbours,
  invitation,
  published,
  comments,
}: {
  post: ArticlePost;
  banner?: ReactNode;
  countsViewOf?: string;
  /** At the end, above the way back to the list: the posts before and after this one. */
  neighbours?: ReactNode;
  /** First thing at the end, once the text is read: the subscribe form (a published post's page only). */
  invitation?: ReactNode;
  /** A published post's page: its absolute address, its author (the site's owner and home page), its comment count. */
  published?: { url: string; author: { name: string; url: string }; comments: number | null };
  /** After the invitation: the post's comments (CommentsSection). */
  comments?: ReactNode;
}) {
  const { locale, t } = useLanguage();
  return (
    <article className="post rise h-entry" data-count-view={countsViewOf}>
      {banner}
      <header className="post__header">
        <h1 className="post__title p-name">{post.title}</h1>
        <p className="post__meta">
          {published && (
            <span className="p-author h-card">
              <FiUser aria-hidden="true" /> <span className="p-name">{published.author.name}</span>
              <data className="u-url" value={published.author.url} />
            </span>
          )}
          <span>
            <FiCalendar aria-hidden="true" />{' '}
            <time className="dt-published" dateTime={post.publishDate}>
              {longDate(post.publishDate, locale)}
            </time>
            {published && <data className="u-url u-uid" value={published.url} />}
          </span>
          <span>
            <FiClock aria-hidden="true" /> {t('post.readingTime', { count: post.readingMinutes })}
          </span>
          {post.viewCount !== undefined && (
            <span>
              <FiEye aria-hidden="true" />{' '}
              {/* The page's script writes the Turkish count it counted (earlyView.ts); the English one stays the server's until the application runs. */}
              <span data-view-count={locale === 'tr' ? '' : undefined}>
                {locale === 'tr' ? viewsText(post.viewCount) : t('post.views', { count: post.viewCount })}
              </span>
            </span>
          )}
          {published && published.comments !== null && (
            <a className="post__comments" href={`#${COMMENTS_ANCHOR}`}>
              <FiMessageCircle aria-hidden="true" /> {t('comments.count', { count: published.comments })}
            </a>
          )}
        </p>
        <TagChips tags={post.tags} />
      </header>
      <ArticleBody html={post.content} className="e-content" />
      <footer className="post__footer">
        {invitation}
        {comments}
        {neighbours}
        <Link to="/blog" className="button">
          {t('post.others')}
        </Link>
      </footer>
    </article>
  );
}

/**
 * A post's text as its page shows it: the contents list and the sanitised HTML in the prose styles,
 * readable in both themes (forReading). A project's page shows its content with it too.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  const { locale, t } = useLanguage();
  // The copy buttons' words in the page's language; the page's script reads them here (codeCopy.ts).
  const copy = { label: t('post.copy'), copied: t('post.copied'), selected: t('post.selected') };
  return (
    <>
      <Contents html={html} />
      {/* The page's script may change the copy buttons' text in here before hydration (codeCopy.ts). */}
      <div
        className={className ? `prose post__content ${className}` : 'prose post__content'}
        data-code-copy-texts={locale === 'tr' ? undefined : JSON.stringify(copy)}
        dangerouslySetInnerHTML={{ __html: forReading(html, copy.label) }}
        suppressHydrationWarning
      />
    </>
  );
}

/** The back link above a post: 'Tüm Yazılara Dön' on wide screens, 'Geri' on narrow ones. */
export function BackToList() {
  const { t } = useLanguage();
  return (
    <Link to="/blog" className="button button--ghost back-link">
      <FiArrowLeft aria-hidden="true" />
      <span className="back-link__wide">{t('post.backWide')}</span>
      <span className="back-link__narrow">{t('common.back')}</span>
    </Link>
  );
}

/** The owner's preview banner above the post: what the page shows and that visitors do not see it. */
export function PreviewBanner({ children }: { children: ReactNode }) {
  return (
    <p className="notice preview-banner">
      <FiEyeOff aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
