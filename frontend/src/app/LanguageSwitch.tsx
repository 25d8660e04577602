import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  localePath,
  otherLocale,
  SEARCH_PARAM,
  splitLocale,
  type Locale,
} from '@portfolio/content-rules';
import { Link, useLocation } from 'react-router-dom';
import { useAbout } from '../features/about/useAbout';
import { usePostAlternates } from '../features/blog/useBlog';
import { useProjectAlternates } from '../features/projects/useProjects';
import { useLanguage } from '../lib/i18n';
import { pageAt } from './pages';

/** An item's page in `locale`, from its `alternates` (the gateway's); undefined when it has none. */
const pathIn = (alternates: ReadonlyArray<{ locale: string; path: string }> | null, locale: Locale) =>
  alternates?.find((alternate) => alternate.locale.toLowerCase() === locale)?.path;

/**
 * Where the language switch goes (docs/product/languages.md): the page's counterpart in the other
 * language — a post's or a project's from its `alternates`, the About page's when the other language
 * has one, a list's or a fixed page's own address there (a search keeps its query) — or the other
 * language's home when there is none (the 404 page, an untranslated post, the subscription pages).
 */
export function useCounterpart(): { locale: Locale; path: string } {
  const { locale } = useLanguage();
  const other = otherLocale(locale);
  const { pathname, search } = useLocation();
  const page = pageAt(pathname);
  // A post's or a project's slug, as its route reads it (`/blog/:slug`): the layout is above the route.
  const slug = page === 'post' || page === 'project' ? decodeURIComponent(splitLocale(pathname).path.split('/')[2]!) : '';
  const home = localePath(other, '/');
  const post = usePostAlternates(slug, { skip: page !== 'post' });
  const project = useProjectAlternates(slug, { skip: page !== 'project' });
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
    case 'about':
      return { locale: other, path: other === 'tr' || englishAbout.about ? localePath(other, '/about') : home };
    case 'search': {
      const query = new URLSearchParams(search).get(SEARCH_PARAM);
      const own = splitLocale(pathname).path;
      return { locale: other, path: localePath(other, query ? `${own}?${new URLSearchParams({ [SEARCH_PARAM]: query })}` : own) };
    }
    default:
      // A list's first page: its other pages and filters may not exist in the other language.
      return { locale: other, path: localePath(other, splitLocale(pathname).path.replace(/\/+$/, '') || '/') };
  }
}

/**
 * The language switch in the menu: a plain link (it works without JavaScript) to the page's
 * counterpart, named in its own language ('English' on a Turkish page, 'Türkçe' on an English one),
 * with `hreflang` and `lang`.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: () => void }) {
  const { locale, path } = useCounterpart();
  return (
    <Link
      to={path}
      className="nav__link nav__language-link"
      hrefLang={LANGUAGE_TAG[locale]}
      lang={LANGUAGE_TAG[locale]}
      onClick={onChoose}
    >
      {LANGUAGE_NAME[locale]}
    </Link>
  );
}
