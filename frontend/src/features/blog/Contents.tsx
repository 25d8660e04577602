import { CONTENTS_MIN_HEADINGS, headingsOf } from '@portfolio/content-rules';
import { useLanguage } from '../../lib/i18n';

/**
 * A post's contents list, from three headings on: a link to each heading of the top two levels it
 * uses (their ids are set when the post is saved, withHeadingIds). Above the text on a phone; beside
 * it on a wide screen, where it stays in view while the reader scrolls (blog-detail.css). Plain
 * links: it works without JavaScript.
 */
export function Contents({ html }: { html: string }) {
  const { t } = useLanguage();
  const headings = headingsOf(html);
  if (headings.length < CONTENTS_MIN_HEADINGS) return null;
  const top = Math.min(...headings.map((heading) => heading.level));
  const shown = headings.filter((heading) => heading.level <= top + 1);
  return (
    <nav className="contents" aria-label={t('post.contents')}>
      <p className="contents__title">{t('post.contents')}</p>
      <ol className="contents__list">
        {shown.map((heading) => (
          <li key={heading.id} className={heading.level > top ? 'contents__sub' : undefined}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
