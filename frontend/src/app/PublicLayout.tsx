import { monogram, PROJECTS_PATH } from '@portfolio/content-rules';
import { useCallback, useId, useRef, useState } from 'react';
import { FiMenu, FiMonitor, FiMoon, FiSun, FiX } from 'react-icons/fi';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { SocialLinks } from '../components/SocialIcon';
import { SearchForm } from '../features/blog/SearchForm';
import { SubscribeForm } from '../features/subscribe/SubscribeForm';
import { useProjectsInMenu } from '../features/projects/useProjects';
import { useSettings } from '../features/settings/useSettings';
import { useWebFontsOnNavigation } from '../lib/fonts';
import { usePageViews } from '../lib/usePageViews';
import { yearInTurkey } from '../lib/format';
import { useEscapeCloses } from '../lib/useEscapeCloses';
import { useSiteName } from '../lib/useSiteName';
import { MENU_LABEL, openedBeforeHydration } from './menu';
import { pageAt, type PageName } from './pages';
import { THEME_LABEL } from './theme';
import './public-layout.css';

const LINKS = [
  { to: '/', label: 'Anasayfa', end: true },
  { to: '/about', label: 'Hakkımda', end: false },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/contact', label: 'İletişim', end: false },
];

/** 'Projeler', after 'Blog', when the owner turned on 'Projeler menüde görünsün' (issue 46; off by default). */
const PROJECTS_LINK = { to: PROJECTS_PATH, label: 'Projeler', end: false };
const withProjects = [...LINKS.slice(0, 3), PROJECTS_LINK, ...LINKS.slice(3)];

/**
 * The theme button: the system's theme, light, dark (app/theme.ts handles its press, from the page's
 * script). It shows the icon and says the name of the theme `<html data-theme>` is in, by the
 * stylesheet (public-layout.css): the page decides, never React, so it needs no hydration.
 */
function ThemeToggle() {
  return (
    <button type="button" className="theme-toggle" data-theme-toggle>
      <FiMonitor data-when="system" aria-hidden="true" size={18} />
      <FiSun data-when="light" aria-hidden="true" size={18} />
      <FiMoon data-when="dark" aria-hidden="true" size={18} />
      {(['system', 'light', 'dark'] as const).map((theme) => (
        <span key={theme} data-when={theme} className="visually-hidden">
          {THEME_LABEL[theme]}
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
  const links = useProjectsInMenu() ? withProjects : LINKS;
  return (
    <header className="site-header">
      <nav className="nav container" aria-label="Ana menü">
        <Link to="/" className="brand" onClick={() => setOpen(false)}>
          <span className="brand__mark" aria-hidden="true">
            {monogram(name)}
          </span>
          <span>{name}</span>
        </Link>
        <SearchForm compact />
        <ThemeToggle />
        <button
          ref={toggle}
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? MENU_LABEL.close : MENU_LABEL.open}
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
                {label}
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
  const subscribe = !OWN_SUBSCRIBE_FORM.has(pageAt(useLocation().pathname));
  return (
    <footer className="site-footer">
      {subscribe && (
        <div className="container">
          <SubscribeForm variant="footer" />
        </div>
      )}
      <div className="container site-footer__inner">
        <p>© {yearInTurkey(new Date())} Tüm hakları saklıdır.</p>
        {!error && <SocialLinks links={socialLinks} />}
      </div>
    </footer>
  );
}

/** Sticky navigation, the page, and the footer (docs/product/public.md#layout). */
export function PublicLayout() {
  useWebFontsOnNavigation();
  usePageViews();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <Navigation />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
