import { longTurkishDate, postPath, readingTimeText } from '@portfolio/content-rules';
import { FiCalendar, FiClock } from 'react-icons/fi';
import { Link } from 'react-router-dom';
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
 * A post as a card (SPEC.md §2 Blog list): title, summary, at most three tags, the long Turkish date
 * and the reading time, the whole card a link to the post. On the list and under a post ('İlgili
 * yazılar'), where `heading` is the level its title takes in that page.
 */
export function PostCard({ post, heading: Heading = 'h2' }: { post: CardPost; heading?: 'h2' | 'h3' }) {
  return (
    <Link to={postPath(post.slug)} className="card post-card">
      <Heading className="post-card__title">{post.title}</Heading>
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
        <span>
          <FiCalendar aria-hidden="true" />
          <time dateTime={post.publishDate}>{longTurkishDate(post.publishDate)}</time>
        </span>
        <span>
          <FiClock aria-hidden="true" />
          {readingTimeText(post.readingMinutes)}
        </span>
      </p>
    </Link>
  );
}
