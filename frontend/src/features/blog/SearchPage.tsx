import { useQuery } from '@apollo/client/react';
import {
  longTurkishDate,
  PAGE_PARAM,
  parseSearch,
  POSTS_PER_PAGE,
  readPageParam,
  SEARCH_PARAM,
  SEARCH_PATH,
  searchPath,
  searchQueryOf,
} from '@portfolio/content-rules';
import { useRef } from 'react';
import { FiCalendar } from 'react-icons/fi';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { PermanentRedirect, useStatus } from '../../lib/render';
import { SearchDocument } from '../../gql/graphql';
import NotFoundPage from '../not-found/NotFoundPage';
import { usePageHead } from '../seo/usePageHead';
import { pageLabel, Pagination } from './Pagination';
import { SearchForm } from './SearchForm';
import './search.css';

export const SEARCH_TEXT = {
  title: 'Arama',
  intro: 'Yazılarda ve projelerde arar: başlıklarında, özetlerinde, etiketlerinde ve içlerinde.',
  results: (total: number) => `${total} sonuç`,
  noResults: (query: string) => `“${query}” için sonuç bulunamadı.`,
  suggestionsTitle: 'Şunları deneyebilirsiniz:',
  allPosts: 'Tüm yazılara göz atın',
} as const;

/** What each result says it is, by its kind (the gateway's `search`: 'post', 'project'). */
export const RESULT_KIND: Record<string, string> = { post: 'Yazı', project: 'Proje' };

/** What helps a reader who found nothing (and one who has not searched yet). */
export const SEARCH_TIPS = [
  'Türkçe harfler şart değil: “ışık” için “isik” de yazabilirsiniz.',
  'Kelimenin başı yeter: “gözl” yazınca “gözlük” de bulunur.',
  'Birden çok kelime yazarsanız hepsini içeren yazılar gelir; daha az kelimeyle deneyin.',
  'Bir sözü olduğu gibi aramak için tırnak içine alın: “açık kaynak”.',
] as const;

/**
 * `/search?q=…` (issue 'Reader tools'): a GET form that works without JavaScript, the results best
 * first with the matching words marked, 12 a page; posts and projects alike (issue 46), each saying
 * which it is ('Yazı', 'Proje') and linking to its own address. No query: the form and how to search. A query
 * the rules refuse (content-rules' parseSearch): its Turkish message, asked nothing. A page past the
 * end: the not-found page.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = searchQueryOf(params.get(SEARCH_PARAM));
  const page = readPageParam(params.get(PAGE_PARAM));
  if (page === null || (page > 1 && !query)) return <NotFoundPage />;
  // An empty field submitted (the header's button on a phone): the form's own address.
  if (!query && params.has(SEARCH_PARAM)) return <PermanentRedirect to={SEARCH_PATH} />;
  const parsed = query ? parseSearch(query) : null;
  return (
    <div className="page container search-page">
      <SearchHead query={query} page={page} />
      <h1 className="page-title rise">{SEARCH_TEXT.title}</h1>
      <SearchForm query={query} autoFocus={!query} />
      {parsed === null ? (
        <Tips intro={SEARCH_TEXT.intro} />
      ) : 'error' in parsed ? (
        <p className="search-page__refused" role="alert">
          {parsed.error}
        </p>
      ) : (
        <Results query={query} page={page} />
      )}
    </div>
  );
}

function Results({ query, page }: { query: string; page: number }) {
  const { data, loading, error } = useQuery(SearchDocument, {
    variables: { query, page, perPage: POSTS_PER_PAGE },
  });
  const top = useRef<HTMLDivElement>(null);
  const found = data?.search;
  const pastTheEnd = Boolean(found && page > 1 && found.items.length === 0);
  useStatus(pastTheEnd ? 404 : 200);
  if (pastTheEnd) return <NotFoundPage />;
  if (loading) return <Spinner />;
  if (error || !found) return <ErrorBox message={errorText(error, 'Arama yapılamadı')} />;
  if (found.total === 0)
    return (
      <div className="search-page__empty">
        <p className="search-page__count">{SEARCH_TEXT.noResults(query)}</p>
        <Tips />
      </div>
    );
  return (
    <div ref={top}>
      <p className="search-page__count" role="status">
        {SEARCH_TEXT.results(found.total)}
      </p>
      <ol className="search-results">
        {found.items.map((result) => (
          <li key={result.path} className="search-result">
            <p className="search-result__kind" data-kind={result.kind}>
              {RESULT_KIND[result.kind] ?? result.kind}
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
                  <time dateTime={result.date}>{longTurkishDate(result.date)}</time>
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
  return (
    <div className="search-page__tips">
      {intro && <p>{intro}</p>}
      <p className="search-page__tips-title">{SEARCH_TEXT.suggestionsTitle}</p>
      <ul>
        {SEARCH_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Link to="/blog" className="search-page__all">
        {SEARCH_TEXT.allPosts}
      </Link>
    </div>
  );
}

/** The page's head: its title with the query, and no place in search engines' indexes. */
function SearchHead({ query, page }: { query: string; page: number }) {
  const title = query ? `“${query}” araması` : SEARCH_TEXT.title;
  usePageHead({
    title: page > 1 ? `${title} (${pageLabel(page)})` : title,
    description: SEARCH_TEXT.intro,
    path: searchPath(query, page),
    noindex: true,
  });
  return null;
}
