import { postPath } from '@portfolio/content-rules';
import { FiCalendar, FiClock } from 'react-icons/fi';
import { longDate } from '../../lib/format';
import { Link, useLanguage } from '../../lib/i18n';
import { TagChips } from './TagChips';
import './blog-list.css';
import './post-meta.css';

export type CardPost = {
  slug: string;
  title: string;
  shortDescription: string;
  tags: readonly string[];
  publishDate: string;
  readingMinutes: number;
};

/**
 * A post as a card (docs/product/public.md#blog-list): title, summary, at most three tags, the long
 * Turkish date and the reading time. On the list, on a tag's page and under a post ('İlgili
 * yazılar'), where `heading` is the level its title takes in that page. The title's link covers the
 * whole card (a "stretched link", blog-list.css): the tags are links of their own, above it, and no
 * link holds another.
 */
export function PostCard({ post, heading: Heading = 'h2' }: { post: CardPost; heading?: 'h2' | 'h3' }) {
  return (
    <article className="card post-card">
      <Heading className="post-card__title">
        <Link to={postPath(post.slug)} className="post-card__link">
          {post.title}
        </Link>
      </Heading>
      <p className="post-card__summary">{post.shortDescription}</p>
      <TagChips tags={post.tags.slice(0, 3)} />
      <PostDate post={post} />
    </article>
  );
}

/** A listed post's long Turkish date and reading time (on cards and search results). */
export function PostDate({ post }: { post: Pick<CardPost, 'publishDate' | 'readingMinutes'> }) {
  const { locale, t } = useLanguage();
  return (
    <p className="post-card__date">
      <span>
        <FiCalendar aria-hidden="true" />
        <time dateTime={post.publishDate}>{longDate(post.publishDate, locale)}</time>
      </span>
      <span>
        <FiClock aria-hidden="true" />
        {t('post.readingTime', { count: post.readingMinutes })}
      </span>
    </p>
  );
}
