import { longTurkishDate, postShareImagePath, SHARE_IMAGE } from '@portfolio/content-rules';
import { FiArrowLeft, FiCalendar, FiEye } from 'react-icons/fi';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { PermanentRedirect, useStatus } from '../../lib/render';
import { blogPostingLd, breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { useBlogPost, useCountView } from './useBlog';

const NOT_FOUND = 'Blog bulunamadı';

/**
 * SPEC.md §2 Blog detail: the post as rich HTML (sanitised by the gateway on every write), all tags.
 * Opened by its slug; an id or a former slug answers 301 to the current one. One view is counted by
 * the browser once the page is up.
 */
export default function BlogDetailPage() {
  const { slug = '' } = useParams();
  const { post, loading, error } = useBlogPost(slug);
  useCountView(post?.id);
  useStatus(!loading && !error && !post ? 404 : 200);
  usePageHead((site) => {
    if (!post) return { title: NOT_FOUND, description: NOT_FOUND, path: `/blog/${slug}`, noindex: true };
    const path = `/blog/${post.slug}`;
    const card = post.shareImage === postShareImagePath(post.slug);
    return {
      title: post.title,
      description: post.shortDescription,
      path,
      type: 'article',
      image: { url: post.shareImage, alt: post.title, size: card ? SHARE_IMAGE : undefined },
      article: { publishedTime: post.publishDate, modifiedTime: post.updatedAt, tags: post.tags },
      jsonLd: [
        blogPostingLd(site, post, post.shareImage),
        breadcrumbLd(site, [
          { name: site.name, path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path },
        ]),
      ],
    };
  });

  if (loading) return <Spinner />;
  if (post && post.slug !== slug) return <PermanentRedirect to={`/blog/${post.slug}`} />;
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
        <ErrorBox message={NOT_FOUND} />
      ) : (
        <article className="post rise">
          <header className="post__header">
            <h1 className="post__title">{post.title}</h1>
            <p className="post__meta">
              <span>
                <FiCalendar aria-hidden="true" />{' '}
                <time dateTime={post.publishDate}>{longTurkishDate(post.publishDate)}</time>
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
            dangerouslySetInnerHTML={{ __html: post.content }}
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
