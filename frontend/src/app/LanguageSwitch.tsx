import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  localePath,
  otherLocale,
  publicPage,
  SEARCH_PARAM,
  splitLocale,
  tagPath,
  type Locale,
} from '@portfolio/content-rules';
import { Link, useLocation } from 'react-router-dom';
import { useAbout } from '../features/about/useAbout';
import { usePostAlternates } from '../features/blog/useBlog';
import { useTagCounterpart } from '../features/blog/useTags';
import { useProjectAlternates } from '../features/projects/useProjects';
import { useLanguage } from '../lib/i18n';
import { pageAt } from './pages';

/** An item's page in `locale`, from its `alternates` (the gateway's); undefined when it has none. */
const pathIn = (alternates: ReadonlyArray<{ locale: string; path: string }> | null, locale: Locale) =>
  alternates?.find((alternate) => alternate.locale.toLowerCase() === locale)?.path;

/**
 * Where the language switch goes (docs/product/languages.md): the page's counterpart in the other
 * language — a post's or a project's from its `alternates`, a tag's or the About page's when the other language
 * has one, a list's or a fixed page's own address there (a search keeps its query) — or the other
 * language's home when there is none (the 404 page, an untranslated post, the subscription pages).
 */
export function useCounterpart(): { locale: Locale; path: string } {
  const { locale } = useLanguage();
  const other = otherLocale(locale);
  const { pathname, search } = useLocation();
  const page = pageAt(pathname);
  // A post's or a project's slug, as its route reads it (`/blog/:slug`): the layout is above the route.
  const slug =
    page === 'post' || page === 'project' || page === 'tag'
      ? decodeURIComponent(splitLocale(pathname).path.split('/')[2]!)
      : '';
  const home = localePath(other, '/');
  const post = usePostAlternates(slug, { skip: page !== 'post' });
  const project = useProjectAlternates(slug, { skip: page !== 'project' });
  const tag = useTagCounterpart(slug, other, { skip: page !== 'tag' });
  const englishAbout = useAbout({ skip: page !== 'about' || other !== 'en', locale: 'en' });
  switch (page) {
    case 'notFound':
    case 'subscribe':
    case 'confirmSubscription':
    case 'unsubscribe':
      return { locale: other, path: home };
    case 'post':
      return { locale: other, path: pathIn(post, other) ?? home };
    case 'project':
      return { locale: other, path: pathIn(project, other) ?? home };
    case 'tag':
      return { locale: other, path: tag ? localePath(other, tagPath(slug)) : home };
    case 'about':
      return { locale: other, path: other === 'tr' || englishAbout.about ? localePath(other, '/about') : home };
    default: {
      // The page's own address (every spelling of it renders the same page), in the Turkish site.
      const known = publicPage(pathname, search);
      const address = new URL('url' in known ? known.url : pathname, 'http://site');
      const own = splitLocale(address.pathname).path;
      // A search keeps its query; a list is its first page: its other pages and filters may not exist there.
      const query = page === 'search' ? address.searchParams.get(SEARCH_PARAM) : null;
      return {
        locale: other,
        path: localePath(other, query ? `${own}?${new URLSearchParams({ [SEARCH_PARAM]: query })}` : own),
      };
    }
  }
}

/**
 * The language switch in the navigation bar, beside the theme button (on a phone too, outside the
 * folded menu): a plain link (it works without JavaScript) to the page's counterpart, named in its
 * own language ('English' on a Turkish page, 'Türkçe' on an English one), with `hreflang` and
 * `lang`; a phone shows its code ('EN'), its name stays its accessible name.
 */
export function LanguageSwitch() {
  const { locale, path } = useCounterpart();
  const tag = LANGUAGE_TAG[locale];
  return (
    <Link to={path} className="language-switch" hrefLang={tag} lang={tag}>
      <span className="language-switch__name">{LANGUAGE_NAME[locale]}</span>
      <span className="language-switch__code" aria-hidden="true">
        {tag.toUpperCase()}
      </span>
    </Link>
  );
}
