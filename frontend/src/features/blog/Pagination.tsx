import { translator } from '@portfolio/content-rules';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { Link, useLanguage } from '../../lib/i18n';
import './pagination.css';

/** The admin's (Turkish) name of a list's page n, 'Sayfa 2'; the public pages say it in their language. */
export const pageLabel = (page: number) => translator('tr')('pagination.page', { page });

export type PageItem = number | 'gap';

/** At most this many entries (page numbers and gaps): they fit a 390 px phone on one line. */
const SLOTS = 7;

/**
 * The page numbers to show: all of them when they fit, else the first, the last, the current one
 * with its neighbours, and a gap (…) wherever numbers are left out; always 7 entries, so the row
 * keeps its width from page to page.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pages <= SLOTS) return range(1, pages);
  if (current <= 4) return [...range(1, 5), 'gap', pages];
  if (current >= pages - 3) return [1, 'gap', ...range(pages - 4, pages)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', pages];
}

/**
 * Numbered links to the pages of a list, with 'Önceki' and 'Sonraki' (rel prev/next). Real links:
 * they work in a page rendered on the server before (or without) JavaScript. Nothing when there is
 * a single page.
 */
export function Pagination({
  page,
  pages,
  href,
  onNavigate,
}: {
  page: number;
  pages: number;
  /** The address of page n. */
  href: (page: number) => string;
  /** Called when a link is followed inside the app. */
  onNavigate?: () => void;
}) {
  const { t } = useLanguage();
  if (pages <= 1) return null;
  // The accessible name of a page's link ('Sayfa 2'); also the list's title on that page.
  const pageLabel = (page: number) => t('pagination.page', { page });
  const [PREVIOUS, NEXT] = [t('pagination.previous'), t('pagination.next')];
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="pagination__step pagination__step--prev" onClick={onNavigate}>
          <FiChevronLeft aria-hidden="true" />
          <span>{PREVIOUS}</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--prev" aria-hidden="true" data-disabled="">
          <FiChevronLeft />
          <span>{PREVIOUS}</span>
        </span>
      )}
      <ul className="pagination__pages">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className="pagination__page"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="pagination__step pagination__step--next" onClick={onNavigate}>
          <span>{NEXT}</span>
          <FiChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span className="pagination__step pagination__step--next" aria-hidden="true" data-disabled="">
          <span>{NEXT}</span>
          <FiChevronRight />
        </span>
      )}
    </nav>
  );
}
