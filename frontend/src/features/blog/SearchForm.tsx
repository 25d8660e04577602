import { SEARCH_LIMITS, SEARCH_PATH, searchPath, searchQueryOf, SEARCH_PARAM } from '@portfolio/content-rules';
import { FiSearch } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n';
import './search.css';

/**
 * A search form: a plain GET to /search (it works before and without the application); in the
 * application it moves to the results in place. `compact`: the header's, its field shown on wide
 * screens only (search.css); on a phone its button opens the search page. The header has it on every
 * page: a module of its own, apart from the search page, which loads with its route (app/pages.ts).
 */
export function SearchForm({
  query = '',
  compact = false,
  autoFocus = false,
}: {
  query?: string;
  compact?: boolean;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const { t, path } = useLanguage();
  const SEARCH_FORM_TEXT = {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
  };
  return (
    <form
      role="search"
      action={path(SEARCH_PATH)}
      method="get"
      className={compact ? 'search-form search-form--compact' : 'search-form'}
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get(SEARCH_PARAM);
        navigate(path(searchPath(searchQueryOf(typeof value === 'string' ? value : ''))));
      }}
    >
      <input
        type="search"
        name={SEARCH_PARAM}
        defaultValue={query}
        // A new query keeps its own field: the form is the same element from page to page.
        key={query}
        aria-label={SEARCH_FORM_TEXT.label}
        placeholder={compact ? `${SEARCH_FORM_TEXT.label}…` : SEARCH_FORM_TEXT.placeholder}
        maxLength={SEARCH_LIMITS.characters}
        autoFocus={autoFocus}
        enterKeyHint="search"
        className="search-form__field"
      />
      <button type="submit" className={compact ? 'search-form__button' : 'button button--primary search-form__button'}>
        <FiSearch aria-hidden="true" size={compact ? 18 : 16} />
        <span className={compact ? 'visually-hidden' : undefined}>{SEARCH_FORM_TEXT.submit}</span>
      </button>
    </form>
  );
}
