import { useMemo } from 'react';
import { FiArrowLeft, FiCalendar, FiEye } from 'react-icons/fi';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { longDate } from '../../lib/format';
import { sanitizePostHtml } from '../../lib/sanitize';
import '../../styles/prose.css';
import { useBlogPost } from './useBlog';

/** SPEC.md §2 Blog detail: the post as rich HTML (sanitised again here), all tags; one view counted. */
export default function BlogDetailPage() {
  const { id = '' } = useParams();
  const { post, loading, error } = useBlogPost(id);
  const html = useMemo(() => (post ? sanitizePostHtml(post.content) : ''), [post]);

  if (loading) return <Spinner />;
  return (
    <div className="page container">
      <Link to="/blog" className="button button--ghost back-link">
        <FiArrowLeft aria-hidden="true" />
        <span className="back-link__wide">Tüm Yazılara Dön</span>
        <span className="back-link__narrow">Geri</span>
      </Link>
      {error ? (
        <ErrorBox message={errorText(error, 'Blog yazısı yüklenemedi')} />
      ) : !post ? (
        <ErrorBox message="Blog bulunamadı" />
      ) : (
        <article className="post rise">
          <header className="post__header">
            <h1 className="post__title">{post.title}</h1>
            <p className="post__meta">
              <span>
                <FiCalendar aria-hidden="true" /> <time dateTime={post.publishDate}>{longDate(post.publishDate)}</time>
              </span>
              <span>
                <FiEye aria-hidden="true" /> {post.viewCount} görüntülenme
              </span>
            </p>
            {post.tags.length > 0 && (
              <ul className="chip-list" aria-label="Etiketler">
                {post.tags.map((tag) => (
                  <li key={tag} className="chip">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </header>
          <div
            className="prose post__content"
            onContextMenu={(event) => {
              if (event.target instanceof HTMLImageElement) event.preventDefault();
            }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <footer className="post__footer">
            <Link to="/blog" className="button">
              Diğer Yazıları Gör
            </Link>
          </footer>
        </article>
      )}
    </div>
  );
}
