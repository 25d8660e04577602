import {
  LANGUAGE_TAG,
  localePath,
  splitLocale,
  translator,
  type Locale,
  type Translate,
} from '@portfolio/content-rules';
import { useContext, useEffect, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  UNSAFE_LocationContext as LocationContext,
  type To,
} from 'react-router-dom';

/**
 * The public page's language (issue 50, docs/product/languages.md), read from its address and
 * nowhere else: English under `/en`, Turkish otherwise. The server and the browser read the same
 * address, so both render the same texts and hydration matches. Outside a router (a form rendered
 * alone), Turkish.
 */
export function useLocale(): Locale {
  const pathname = useContext(LocationContext)?.location.pathname ?? '/';
  return splitLocale(pathname).locale;
}

/** The page's language, its texts (the catalogue's, `t('layout.nav.home')`) and its addresses (`path('/blog')`). */
export function useLanguage(): { locale: Locale; t: Translate; path: (path: string) => string } {
  const locale = useLocale();
  return { locale, t: translator(locale), path: (path: string) => inLocale(locale, path) };
}

/** A Turkish site's address in `locale`; an address already in English (a search result's) stays as it is. */
export function inLocale(locale: Locale, path: string): string {
  if (!path.startsWith('/') || splitLocale(path.split(/[?#]/)[0]!).locale !== 'tr') return path;
  return localePath(locale, path);
}

/**
 * A public read's `locale` variable: EN on an English page; nothing on a Turkish one (the schema's
 * default, TR), so that the Turkish pages ask exactly what they always asked.
 */
export const localeVariables = (locale: Locale): { locale?: 'EN' } => (locale === 'en' ? { locale: 'EN' } : {});

const localised = (locale: Locale, to: To): To => (typeof to === 'string' ? inLocale(locale, to) : to);

/** react-router's Link, to the page's own language: `to="/blog"` is `/en/blog` on an English page. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localised(useLocale(), to)} {...props} />;
}

/** react-router's NavLink, to the page's own language. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localised(useLocale(), to)} {...props} />;
}

/**
 * `<html lang>` follows a page rendered in place (the gateway writes it for the page it sends):
 * the language switch and a link between languages navigate without reloading.
 */
export function useDocumentLanguage(): void {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAG[locale];
  }, [locale]);
}
