import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FiBarChart2,
  FiBriefcase,
  FiExternalLink,
  FiFileText,
  FiGrid,
  FiLogOut,
  FiMail,
  FiMenu,
  FiMessageSquare,
  FiPhone,
  FiSettings,
  FiShare2,
  FiShield,
  FiUser,
  FiUsers,
  FiX,
} from 'react-icons/fi';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { COMMENT_TEXTS } from '@portfolio/content-rules';
import { CommentCountsDocument, InboxStatusDocument } from '../../gql/admin/graphql';
import { useEscapeCloses } from '../../lib/useEscapeCloses';
import { useSession } from '../auth/session';
import { pendingLabel } from './comments/commentTexts';
import { adminPath } from './paths';
import { POLL_MS, useRefetchOnFocus } from './useRefetchOnFocus';

export const unreadLabel = (count: number) => `${count} okunmamış mesaj`;

/**
 * A count for the side menu's badges: asked every minute and when the panel's window regains
 * focus; the screen it counts for asks again after its actions (same query). 0 while it fails
 * (logged as `failure`).
 */
function useMenuCount<T>(
  query: TypedDocumentNode<T, Record<string, never>>,
  read: (data: T) => number,
  failure: string,
) {
  const { data, error, refetch } = useQuery(query, { fetchPolicy: 'cache-and-network', pollInterval: POLL_MS });
  useRefetchOnFocus(refetch);
  useEffect(() => {
    if (error) console.error(failure, error);
  }, [error, failure]);
  return (!error && data && read(data as T)) || 0;
}

const MENU = [
  { to: adminPath(), label: 'Dashboard', Icon: FiGrid, end: true },
  { to: adminPath('analytics'), label: 'İstatistikler', Icon: FiBarChart2, end: false },
  { to: adminPath('blogs'), label: 'Blog Yönetimi', Icon: FiFileText, end: false },
  { to: adminPath('projects'), label: 'Projeler', Icon: FiBriefcase, end: false },
  { to: adminPath('contacts'), label: 'Mesajlar', Icon: FiMail, end: false },
  { to: adminPath('comments'), label: COMMENT_TEXTS.menu, Icon: FiMessageSquare, end: false },
  { to: adminPath('subscribers'), label: 'Aboneler', Icon: FiUsers, end: false },
  { to: adminPath('about'), label: 'Hakkımda', Icon: FiUser, end: false },
  { to: adminPath('social-media'), label: 'Sosyal Medya', Icon: FiShare2, end: false },
  { to: adminPath('contact-info'), label: 'İletişim Bilgileri', Icon: FiPhone, end: false },
  { to: adminPath('settings'), label: 'Ayarlar', Icon: FiSettings, end: false },
  { to: adminPath('security'), label: 'Güvenlik', Icon: FiShield, end: false },
];

/** docs/product/admin.md#layout: top bar, side menu (collapsing on a phone), the screen. */
export function AdminLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Messages not read and not archived (the inbox), comments waiting for the owner (issue 48).
  const unread = useMenuCount(
    InboxStatusDocument,
    (data) => data.inboxStatus.unread,
    'Okunmamış mesaj sayısı yüklenemedi',
  );
  const pending = useMenuCount(
    CommentCountsDocument,
    (data) => data.commentCounts.pending,
    'Bekleyen yorum sayısı yüklenemedi',
  );
  const badges: Record<string, { count: number; label: (count: number) => string }> = {
    [adminPath('contacts')]: { count: unread, label: unreadLabel },
    [adminPath('comments')]: { count: pending, label: pendingLabel },
  };
  const toggle = useRef<HTMLButtonElement>(null);
  useEscapeCloses(
    open,
    useCallback(() => setOpen(false), []),
    toggle,
  );

  async function signOut() {
    await logout();
    navigate(adminPath('login'));
  }

  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <header className="admin__bar">
        <button
          ref={toggle}
          type="button"
          className="admin__menu-toggle"
          aria-expanded={open}
          aria-controls="admin-menu"
          aria-label={open ? 'Menüyü kapat' : 'Menüyü aç'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <FiX aria-hidden="true" /> : <FiMenu aria-hidden="true" />}
          {/* On a phone the menu is closed: a dot says there is something in it to read. */}
          {unread + pending > 0 && !open && <span className="admin__menu-dot" aria-hidden="true" />}
        </button>
        <p className="admin__title">Admin Panel</p>
        <span className="admin__user">{user?.username || user?.email}</span>
        <button type="button" className="button button--ghost" onClick={signOut}>
          <FiLogOut aria-hidden="true" /> Çıkış Yap
        </button>
      </header>
      <div className="admin__body">
        <nav id="admin-menu" className="admin__menu" data-open={open} aria-label="Admin menüsü">
          {/* On a phone the bar has no room for the address: the open menu shows it. */}
          <p className="admin__menu-user">{user?.username || user?.email}</p>
          <ul>
            {MENU.map(({ to, label, Icon, end }) => {
              const badge = badges[to];
              return (
                <li key={to}>
                  <NavLink to={to} end={end} className="admin__link" onClick={() => setOpen(false)}>
                    <Icon aria-hidden="true" /> {label}
                    {badge && badge.count > 0 && (
                      <span className="admin__badge">
                        <span aria-hidden="true">{badge.count}</span>
                        <span className="visually-hidden">{`, ${badge.label(badge.count)}`}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
            <li>
              <a href="/" target="_blank" rel="noopener noreferrer" className="admin__link">
                <FiExternalLink aria-hidden="true" /> Siteyi Görüntüle
              </a>
            </li>
          </ul>
        </nav>
        <main className="admin__main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
