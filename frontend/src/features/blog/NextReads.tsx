import { postPath } from '@portfolio/content-rules';
import { FiArrowLeft, FiArrowRight } from 'react-icons/fi';
import { Link, useLanguage } from '../../lib/i18n';
import { PostCard, type CardPost } from './PostCard';

type Neighbour = { slug: string; title: string } | null | undefined;

/** The posts published just before and after this one, at the end of a post ('Önceki yazı', 'Sonraki yazı'). */
export function PostNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const { t } = useLanguage();
  if (!previous && !next) return null;
  return (
    <nav className="post-nav" aria-label={t('post.neighbours')}>
      {previous && (
        <Link to={postPath(previous.slug)} className="post-nav__link">
          <span className="post-nav__label">
            <FiArrowLeft aria-hidden="true" /> {t('post.previous')}
          </span>
          <span className="post-nav__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={postPath(next.slug)} className="post-nav__link post-nav__link--next">
          <span className="post-nav__label">
            {t('post.next')} <FiArrowRight aria-hidden="true" />
          </span>
          <span className="post-nav__title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

/** Three posts to read after this one (the gateway's `related`: shared tags, words, recency), as cards. */
export function RelatedPosts({ posts }: { posts: ReadonlyArray<CardPost & { id: string }> }) {
  const { t } = useLanguage();
  if (!posts.length) return null;
  return (
    <section className="related" aria-label={t('post.related')}>
      <h2 className="related__title">{t('post.related')}</h2>
      <ul className="post-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
