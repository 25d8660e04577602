import { longTurkishDate } from '@portfolio/content-rules';
import { FiCalendar } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { Empty, ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { usePageHead } from '../seo/usePageHead';
import { useBlogPosts } from './useBlog';

/** SPEC.md §2 Blog list: cards with at most 3 tags and the long Turkish date. */
export default function BlogListPage() {
  const { posts, loading, error } = useBlogPosts();
  usePageHead({
    title: 'Blog Yazıları',
    description: 'Yazılım geliştirme, teknoloji ve deneyimler üzerine yazılar.',
    path: '/blog',
  });
  return (
    <div className="page container">
      <h1 className="page-title rise">Blog Yazıları</h1>
      {loading ? (
        <Spinner />
      ) : error ? (
        <ErrorBox message={errorText(error, 'Blog yazıları yüklenemedi')} />
      ) : posts.length === 0 ? (
        <Empty>Henüz blog yazısı bulunmuyor</Empty>
      ) : (
        <ul className="post-grid">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={`/blog/${post.slug}`} className="card post-card">
                <h2 className="post-card__title">{post.title}</h2>
                <p className="post-card__summary">{post.shortDescription}</p>
                {post.tags.length > 0 && (
                  <ul className="chip-list" aria-label="Etiketler">
                    {post.tags.slice(0, 3).map((tag) => (
                      <li key={tag} className="chip">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
                <p className="post-card__date">
                  <FiCalendar aria-hidden="true" />
                  <time dateTime={post.publishDate}>{longTurkishDate(post.publishDate)}</time>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
