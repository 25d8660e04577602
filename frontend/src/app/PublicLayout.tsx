import { monogram, PROJECTS_PATH, type MessageKey } from '@portfolio/content-rules';
import { useCallback, useId, useRef, useState } from 'react';
import { FiMenu, FiMonitor, FiMoon, FiSun, FiX } from 'react-icons/fi';
import { Outlet, useLocation } from 'react-router-dom';
import { SocialLinks } from '../components/SocialIcon';
import { SearchForm } from '../features/blog/SearchForm';
import { SubscribeForm } from '../features/subscribe/SubscribeForm';
import { useAbout } from '../features/about/useAbout';
import { useProjectsInMenu } from '../features/projects/useProjects';
import { useSettings } from '../features/settings/useSettings';
import { useWebFontsOnNavigation } from '../lib/fonts';
import { usePageViews } from '../lib/usePageViews';
import { yearInTurkey } from '../lib/format';
import { Link, NavLink, useDocumentLanguage, useLanguage } from '../lib/i18n';
import { useEscapeCloses } from '../lib/useEscapeCloses';
import { useSiteName } from '../lib/useSiteName';
import { LanguageSwitch } from './LanguageSwitch';
import { openedBeforeHydration } from './menu';
import { pageAt, type PageName } from './pages';
import './public-layout.css';

type MenuLink = { to: string; label: MessageKey; end: boolean };
const HOME: MenuLink = { to: '/', label: 'layout.nav.home', end: true };
const ABOUT: MenuLink = { to: '/about', label: 'layout.nav.about', end: false };
const BLOG: MenuLink = { to: '/blog', label: 'layout.nav.blog', end: false };
const CONTACT: MenuLink = { to: '/contact', label: 'layout.nav.contact', end: false };
/** 'Projeler', after 'Blog', when the owner turned on 'Projeler menüde görünsün' (issue 46; off by default). */
const PROJECTS: MenuLink = { to: PROJECTS_PATH, label: 'layout.nav.projects', end: false };

/**
 * The menu's links in the page's language. The English menu has 'About' only when the About page has
 * an English version (docs/product/languages.md); the Turkish one always has 'Hakkımda'.
 */
function useMenuLinks(): MenuLink[] {
  const { locale } = useLanguage();
  const english = useAbout({ skip: locale === 'tr' });
  const about = locale === 'tr' || english.about !== null;
  return [HOME, ...(about ? [ABOUT] : []), BLOG, ...(useProjectsInMenu() ? [PROJECTS] : []), CONTACT];
}

/**
 * The theme button: the system's theme, light, dark (app/theme.ts handles its press, from the page's
 * script). It shows the icon and says the name of the theme `<html data-theme>` is in, by the
 * stylesheet (public-layout.css): the page decides, never React, so it needs no hydration.
 */
function ThemeToggle() {
  const { t } = useLanguage();
  return (
    <button type="button" className="theme-toggle" data-theme-toggle>
      <FiMonitor data-when="system" aria-hidden="true" size={18} />
      <FiSun data-when="light" aria-hidden="true" size={18} />
      <FiMoon data-when="dark" aria-hidden="true" size={18} />
      {(['system', 'light', 'dark'] as const).map((theme) => (
        <span key={theme} data-when={theme} className="visually-hidden">
          {t(`layout.theme.${theme}`)}
        </span>
      ))}
    </button>
  );
}

function Navigation() {
  const menuId = useId();
  const [open, setOpen] = useState(() => openedBeforeHydration(menuId));
  const toggle = useRef<HTMLButtonElement>(null);
  useEscapeCloses(
    open,
    useCallback(() => setOpen(false), []),
    toggle,
  );
  const name = useSiteName();
  const links = useMenuLinks();
  const { t } = useLanguage();
  const label = { open: t('layout.menu.open'), close: t('layout.menu.close') };
  return (
    <header className="site-header">
      <nav className="nav container" aria-label={t('layout.nav.label')}>
        <Link to="/" className="brand" onClick={() => setOpen(false)}>
          <span className="brand__mark" aria-hidden="true">
            {monogram(name)}
          </span>
          <span>{name}</span>
        </Link>
        <SearchForm compact />
        <ThemeToggle />
        <LanguageSwitch />
        <button
          ref={toggle}
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? label.close : label.open}
          // The page's script says them before the application runs (menu.ts).
          data-label-open={label.open}
          data-label-close={label.close}
          onClick={() => setOpen((value) => !value)}
        >
          {/* Both icons, one shown by aria-expanded: the menu also opens before hydration (menu.ts). */}
          <FiMenu className="nav__icon nav__icon--closed" aria-hidden="true" size={20} />
          <FiX className="nav__icon nav__icon--open" aria-hidden="true" size={20} />
        </button>
        <ul id={menuId} className="nav__links" data-open={open}>
          {links.map(({ to, label, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className="nav__link" onClick={() => setOpen(false)}>
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The pages that show the subscribe form themselves (the end of a post, /blog, the subscription
 * pages): the footer leaves its own out there, so that a page asks once.
 */
const OWN_SUBSCRIBE_FORM = new Set<PageName>(['blog', 'post', 'subscribe', 'confirmSubscription', 'unsubscribe']);

function Footer() {
  const { socialLinks, error } = useSettings();
  const { locale, t } = useLanguage();
  // The mails are Turkish (issue 47): the English pages offer their feeds instead (docs/product/languages.md).
  const { pathname } = useLocation();
  const subscribe = locale === 'tr' && !OWN_SUBSCRIBE_FORM.has(pageAt(pathname));
  return (
    <footer className="site-footer">
      {subscribe && (
        <div className="container">
          <SubscribeForm variant="footer" />
        </div>
      )}
      <div className="container site-footer__inner">
        <p>{t('layout.footer.rights', { year: yearInTurkey(new Date()) })}</p>
        {!error && <SocialLinks links={socialLinks} />}
      </div>
    </footer>
  );
}

/** Sticky navigation, the page, and the footer (docs/product/public.md#layout). */
export function PublicLayout() {
  useWebFontsOnNavigation();
  usePageViews();
  useDocumentLanguage();
  const { t } = useLanguage();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <Navigation />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
