import { useQuery } from '@apollo/client/react';
import {
  PAGE_PARAM,
  parseSearch,
  POSTS_PER_PAGE,
  readPageParam,
  SEARCH_PARAM,
  SEARCH_PATH,
  searchPath,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  searchQueryOf,
  translator,
  type Translate,
} from '@portfolio/content-rules';
import { useRef } from 'react';
import { FiCalendar } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { longDate } from '../../lib/format';
import { Link, localeVariables, useLanguage } from '../../lib/i18n';
import { PermanentRedirect, useStatus } from '../../lib/render';
import { SearchDocument } from '../../gql/graphql';
import NotFoundPage from '../not-found/NotFoundPage';
import { usePageHead } from '../seo/usePageHead';
import { Pagination } from './Pagination';
import { SearchForm } from './SearchForm';
import './search.css';

/** What each result says it is, by its kind (the gateway's `search`: 'post', 'project'). */
const resultKind = (t: Translate, kind: string) =>
  kind === 'post' ? t('search.kind.post') : kind === 'project' ? t('search.kind.project') : kind;

/** What helps a reader who found nothing (and one who has not searched yet). */
const TIPS = ['search.tip1', 'search.tip2', 'search.tip3', 'search.tip4'] as const;

/** The Turkish page's tips. */
export const SEARCH_TIPS = TIPS.map((tip) => translator('tr')(tip)) as [string, string, string, string];

/** A query the rules refuse (content-rules parseSearch's Turkish message), said in the page's language. */
function refusal(t: Translate, message: string): string {
  if (message === SEARCH_MESSAGES.tooLong) return t('search.error.tooLong', { max: SEARCH_LIMITS.characters });
  if (message === SEARCH_MESSAGES.tooManyWords) return t('search.error.tooManyWords', { max: SEARCH_LIMITS.words });
  if (message === SEARCH_MESSAGES.empty) return t('search.error.empty');
  return message;
}

/**
 * `/search?q=…` (issue 'Reader tools'): a GET form that works without JavaScript, the results best
 * first with the matching words marked, 12 a page; posts and projects alike (issue 46), each saying
 * which it is ('Yazı', 'Proje') and linking to its own address. No query: the form and how to search. A query
 * the rules refuse (content-rules' parseSearch): its Turkish message, asked nothing. A page past the
 * end: the not-found page.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const { t, path } = useLanguage();
  const query = searchQueryOf(params.get(SEARCH_PARAM));
  const page = readPageParam(params.get(PAGE_PARAM));
  if (page === null || (page > 1 && !query)) return <NotFoundPage />;
  // An empty field submitted (the header's button on a phone): the form's own address.
  if (!query && params.has(SEARCH_PARAM)) return <PermanentRedirect to={path(SEARCH_PATH)} />;
  const parsed = query ? parseSearch(query) : null;
  return (
    <div className="page container search-page">
      <SearchHead query={query} page={page} />
      <h1 className="page-title rise">{t('search.title')}</h1>
      <SearchForm query={query} autoFocus={!query} />
      {parsed === null ? (
        <Tips intro={t('search.intro')} />
      ) : 'error' in parsed ? (
        <p className="search-page__refused" role="alert">
          {refusal(t, parsed.error)}
        </p>
      ) : (
        <Results query={query} page={page} />
      )}
    </div>
  );
}

function Results({ query, page }: { query: string; page: number }) {
  const { locale, t } = useLanguage();
  const { data, loading, error } = useQuery(SearchDocument, {
    variables: { query, page, perPage: POSTS_PER_PAGE, ...localeVariables(locale) },
  });
  const top = useRef<HTMLDivElement>(null);
  const found = data?.search;
  const pastTheEnd = Boolean(found && page > 1 && found.items.length === 0);
  useStatus(pastTheEnd ? 404 : 200);
  if (pastTheEnd) return <NotFoundPage />;
  if (loading) return <Spinner />;
  if (error || !found) return <ErrorBox message={errorText(error, t('search.failed'), locale)} />;
  if (found.total === 0)
    return (
      <div className="search-page__empty">
        <p className="search-page__count">{t('search.noResults', { query })}</p>
        <Tips />
      </div>
    );
  return (
    <div ref={top}>
      <p className="search-page__count" role="status">
        {t('search.results', { count: found.total })}
      </p>
      <ol className="search-results">
        {found.items.map((result) => (
          <li key={result.path} className="search-result">
            <p className="search-result__kind" data-kind={result.kind}>
              {resultKind(t, result.kind)}
            </p>
            <h2 className="search-result__title">
              {/* The gateway's HTML: the title and text escaped, the matches in <mark> (nothing else). */}
              <Link to={result.path} dangerouslySetInnerHTML={{ __html: result.highlightedTitle }} />
            </h2>
            <p className="search-result__snippet" dangerouslySetInnerHTML={{ __html: result.snippet }} />
            {result.kind === 'post' && (
              <p className="post-card__date">
                <span>
                  <FiCalendar aria-hidden="true" />
                  <time dateTime={result.date}>{longDate(result.date, locale)}</time>
                </span>
              </p>
            )}
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        pages={found.pages}
        href={(n) => searchPath(query, n)}
        onNavigate={() => top.current?.scrollIntoView?.({ block: 'start' })}
      />
    </div>
  );
}

function Tips({ intro }: { intro?: string }) {
  const { t } = useLanguage();
  return (
    <div className="search-page__tips">
      {intro && <p>{intro}</p>}
      <p className="search-page__tips-title">{t('search.suggestions')}</p>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
      <Link to="/blog" className="search-page__all">
        {t('search.allPosts')}
      </Link>
    </div>
  );
}

/** The page's head: its title with the query, and no place in search engines' indexes. */
function SearchHead({ query, page }: { query: string; page: number }) {
  const { t } = useLanguage();
  const title = query ? t('search.queryTitle', { query }) : t('search.title');
  usePageHead({
    title: page > 1 ? `${title} (${t('pagination.page', { page })})` : title,
    description: t('search.intro'),
    path: searchPath(query, page),
    noindex: true,
  });
  return null;
}
