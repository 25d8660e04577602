import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FiExternalLink, FiFileText, FiMail, FiPlus, FiUser } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { DashboardStatsDocument } from '../../gql/admin/graphql';
import { adminPath } from './paths';
import './dashboard.css';

/** What the posts card says beside the count of visible posts: '2 taslak · 1 zamanlanmış'. */
export const unpublishedText = (drafts: number, scheduled: number) => `${drafts} taslak · ${scheduled} zamanlanmış`;

/**
 * SPEC.md §2 Dashboard: three counts linking to their sections, two quick actions. The posts card
 * counts visible posts, and apart the drafts and the scheduled ones (CONTRACT.md).
 */
export default function DashboardPage() {
  const { data, error } = useQuery(DashboardStatsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Dashboard istatistikleri yüklenemedi', error);
  }, [error]);
  const cards = [
    {
      to: adminPath('blogs'),
      label: 'Blog Yazıları',
      value: data?.dashboardStats.blogCount ?? 0,
      Icon: FiFileText,
      extra: data && unpublishedText(data.dashboardStats.draftCount, data.dashboardStats.scheduledCount),
    },
    { to: adminPath('contacts'), label: 'Mesajlar', value: data?.dashboardStats.messageCount ?? 0, Icon: FiMail },
    { to: adminPath('about'), label: 'Hakkımda', value: 1, Icon: FiUser },
  ];
  return (
    <div className="admin-page">
      <h1>Dashboard</h1>
      <ul className="stat-grid">
        {cards.map(({ to, label, value, Icon, extra }) => (
          <li key={to}>
            <Link to={to} className="card stat">
              <Icon aria-hidden="true" className="stat__icon" />
              <span className="stat__value">{value}</span>
              <span className="stat__label">{label}</span>
              {extra && <span className="stat__extra">{extra}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <h2>Hızlı İşlemler</h2>
      <div className="quick-actions">
        <Link to={adminPath('blogs', 'new')} className="button button--primary">
          <FiPlus aria-hidden="true" /> Yeni Blog Yazısı
        </Link>
        <a href="/" target="_blank" rel="noopener noreferrer" className="button">
          <FiExternalLink aria-hidden="true" /> Siteyi Görüntüle
        </a>
      </div>
    </div>
  );
}
