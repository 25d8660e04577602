import { slugify, tagPath } from '@portfolio/content-rules';
import { Link, useLanguage } from '../../lib/i18n';
import './tags.css';

/**
 * A post's tags as chips, each a link to its tag's page (/tags/{slug}): on the cards and on a post;
 * a project's technologies too ('Teknolojiler'), whose pages are the tags' of the same slug.
 */
export function TagChips({ tags, label }: { tags: readonly string[]; label?: string }) {
  const { t } = useLanguage();
  if (tags.length === 0) return null;
  return (
    <ul className="chip-list" aria-label={label ?? t('tags.title')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(slugify(tag))} className="chip chip--link">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
