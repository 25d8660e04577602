import { forReading, longTurkishDate, readingTimeText } from '@portfolio/content-rules';
import type { ReactNode } from 'react';
import { FiArrowLeft, FiCalendar, FiClock, FiEye, FiEyeOff } from 'react-icons/fi';
import { Link } from 'react-router-dom';
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
 */
export function PostArticle({
  post,
  banner,
  countsViewOf,
  neighbours,
  invitation,
}: {
  post: ArticlePost;
  banner?: ReactNode;
  countsViewOf?: string;
  /** At the end, above the way back to the list: the posts before and after this one. */
  neighbours?: ReactNode;
  /** First thing at the end, once the text is read: the subscribe form (a published post's page only). */
  invitation?: ReactNode;
}) {
  return (
    <article className="post rise" data-count-view={countsViewOf}>
      {banner}
      <header className="post__header">
        <h1 className="post__title">{post.title}</h1>
        <p className="post__meta">
          <span>
            <FiCalendar aria-hidden="true" />{' '}
            <time dateTime={post.publishDate}>{longTurkishDate(post.publishDate)}</time>
          </span>
          <span>
            <FiClock aria-hidden="true" /> {readingTimeText(post.readingMinutes)}
          </span>
          {post.viewCount !== undefined && (
            <span>
              <FiEye aria-hidden="true" /> <span data-view-count>{viewsText(post.viewCount)}</span>
            </span>
          )}
        </p>
        <TagChips tags={post.tags} />
      </header>
      <ArticleBody html={post.content} />
      <footer className="post__footer">
        {invitation}
        {neighbours}
        <Link to="/blog" className="button">
          Diğer Yazıları Gör
        </Link>
      </footer>
    </article>
  );
}

/**
 * A post's text as its page shows it: the contents list and the sanitised HTML in the prose styles,
 * readable in both themes (forReading). A project's page shows its content with it too.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <>
      <Contents html={html} />
      {/* The page's script may change the copy buttons' text in here before hydration (codeCopy.ts). */}
      <div
        className="prose post__content"
        dangerouslySetInnerHTML={{ __html: forReading(html) }}
        suppressHydrationWarning
      />
    </>
  );
}

/** The back link above a post: 'Tüm Yazılara Dön' on wide screens, 'Geri' on narrow ones. */
export function BackToList() {
  return (
    <Link to="/blog" className="button button--ghost back-link">
      <FiArrowLeft aria-hidden="true" />
      <span className="back-link__wide">Tüm Yazılara Dön</span>
      <span className="back-link__narrow">Geri</span>
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
