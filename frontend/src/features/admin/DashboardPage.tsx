import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  FiBarChart2,
  FiBriefcase,
  FiDownload,
  FiExternalLink,
  FiFileText,
  FiMail,
  FiMessageSquare,
  FiPlus,
  FiUser,
  FiUsers,
} from 'react-icons/fi';
import { Link } from 'react-router-dom';
import {
  AdminProjectCountsDocument,
  AdminSubscriberCountsDocument,
  CommentCountsDocument,
  ContactMessagesDocument,
  DashboardStatsDocument,
  RecentViewsDocument,
  type ContactMessagesQuery,
} from '../../gql/admin/graphql';
import { dateTimeText } from '../../lib/format';
import { BackupDialog } from './BackupDialog';
import { groupDigits } from './subscribers/subscriberTexts';
import { adminPath } from './paths';
import './dashboard.css';

/** What the posts card says beside the count of visible posts: '2 taslak · 1 zamanlanmış'. */
export const unpublishedText = (drafts: number, scheduled: number) => `${drafts} taslak · ${scheduled} zamanlanmış`;

/** What the messages card says beside the count of every message: '2 okunmamış'. */
export const unreadText = (unread: number) => `${unread} okunmamış`;

/** What the projects card says beside the count of published projects: '2 taslak'. */
export const projectDraftsText = (drafts: number) => `${drafts} taslak`;

/** What the subscribers card says beside the count of confirmed subscribers: '3 onay bekliyor · 1 bu ay ayrıldı'. */
export const subscribersText = (waiting: number, leftThisMonth: number) =>
  `${groupDigits(waiting)} onay bekliyor · ${groupDigits(leftThisMonth)} bu ay ayrıldı`;

/** The comments card (issue 48): its label beside the count of comments waiting, and the approved ones. */
export const PENDING_COMMENTS = 'Bekleyen yorumlar';
export const approvedCommentsText = (approved: number) => `${groupDigits(approved)} onaylanmış`;

export const UNREAD_SHOWN = 3;

type Message = ContactMessagesQuery['contactMessages'][number];

/** The newest unread messages (who, when, the start of what they wrote), so none is missed. */
function UnreadMessages({ unread }: { unread: Message[] }) {
  const shown = unread.slice(0, UNREAD_SHOWN);
  return (
    <section className="latest-messages" aria-labelledby="unread-messages">
      <h2 id="unread-messages">Okunmamış Mesajlar</h2>
      {shown.length === 0 ? (
        <p className="latest-messages__empty">Okunmamış mesaj yok</p>
      ) : (
        <ul className="latest-messages__list">
          {shown.map((message) => (
            <li key={message.id} className="card latest-messages__item">
              <p className="latest-messages__head">
                <strong>{message.name}</strong>
                <time dateTime={message.createdAt}>{dateTimeText(message.createdAt)}</time>
              </p>
              <p className="latest-messages__text">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
      <Link to={adminPath('contacts')} className="button button--small">
        <FiMail aria-hidden="true" /> Tüm mesajlar
      </Link>
    </section>
  );
}

/**
 * docs/product/admin.md#dashboard: three counts linking to their sections, quick actions (and the
 * backup's download, issue 24, which asks for the password again first: BackupDialog.tsx). The posts
 * card counts visible posts, and apart the drafts and the scheduled ones
 * (docs/publishing.md#drafts-and-schedules). The unread messages (their count on the messages card,
 * the newest below) come from the Mesajlar screen's query: one answer in Apollo's cache serves both,
 * so marking a message read there shows here at once. A fourth card (issue 24) gives the last 7 days'
 * views and leads to İstatistikler. The projects card (issue 46) counts the published ones, and apart
 * the drafts, from `projects { total }` (published, and with drafts). The subscribers card (issue 47)
 * counts the confirmed ones, and apart those waiting for their confirmation and those who left this
 * month (the Aboneler screen's query). The comments card (issue 48) counts those waiting for the
 * owner, and apart the approved ones (the side menu badge's query).
 */
export default function DashboardPage() {
  const [backingUp, setBackingUp] = useState(false);
  const backupButton = useRef<HTMLButtonElement>(null);
  const { data, error } = useQuery(DashboardStatsDocument, { fetchPolicy: 'cache-and-network' });
  const inbox = useQuery(ContactMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const views = useQuery(RecentViewsDocument, { fetchPolicy: 'cache-and-network' });
  const projects = useQuery(AdminProjectCountsDocument, { fetchPolicy: 'cache-and-network' });
  const subscribers = useQuery(AdminSubscriberCountsDocument, { fetchPolicy: 'cache-and-network' });
  const comments = useQuery(CommentCountsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (comments.error) console.error('Yorum sayıları yüklenemedi', comments.error);
  }, [comments.error]);
  useEffect(() => {
    if (projects.error) console.error('Proje sayıları yüklenemedi', projects.error);
  }, [projects.error]);
  useEffect(() => {
    if (subscribers.error) console.error('Abone sayıları yüklenemedi', subscribers.error);
  }, [subscribers.error]);
  useEffect(() => {
    if (views.error) console.error('Son 7 günün görüntülenmesi yüklenemedi', views.error);
  }, [views.error]);
  useEffect(() => {
    if (error) console.error('Dashboard istatistikleri yüklenemedi', error);
  }, [error]);
  useEffect(() => {
    if (inbox.error) console.error('Okunmamış mesajlar yüklenemedi', inbox.error);
  }, [inbox.error]);
  const unread = inbox.error
    ? undefined
    : inbox.data?.contactMessages.filter((message) => message.readAt == null && message.archivedAt == null);
  const cards = [
    {
      to: adminPath('blogs'),
      label: 'Blog Yazıları',
      value: data?.dashboardStats.blogCount ?? 0,
      Icon: FiFileText,
      extra: data && unpublishedText(data.dashboardStats.draftCount, data.dashboardStats.scheduledCount),
    },
    {
      to: adminPath('contacts'),
      label: 'Mesajlar',
      value: data?.dashboardStats.messageCount ?? 0,
      Icon: FiMail,
      extra: unread && unreadText(unread.length),
    },
    {
      to: adminPath('projects'),
      label: 'Projeler',
      value: projects.data?.published.total ?? 0,
      Icon: FiBriefcase,
      extra: projects.data && projectDraftsText(projects.data.all.total - projects.data.published.total),
    },
    {
      to: adminPath('subscribers'),
      label: 'Aboneler',
      value: subscribers.data?.subscriberCounts.confirmed ?? 0,
      Icon: FiUsers,
      extra:
        subscribers.data &&
        subscribersText(subscribers.data.subscriberCounts.waiting, subscribers.data.subscriberCounts.leftThisMonth),
    },
    {
      to: adminPath('comments'),
      label: PENDING_COMMENTS,
      value: comments.data?.commentCounts.pending ?? 0,
      Icon: FiMessageSquare,
      extra: comments.data && approvedCommentsText(comments.data.commentCounts.approved),
    },
    { to: adminPath('about'), label: 'Hakkımda', value: 1, Icon: FiUser },
    {
      to: `${adminPath('analytics')}?gun=7`,
      label: 'Görüntülenme',
      value: views.data?.analytics.views ?? 0,
      Icon: FiBarChart2,
      extra: 'Son 7 gün',
    },
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
        <button
          type="button"
          ref={backupButton}
          className="button"
          aria-haspopup="dialog"
          onClick={() => setBackingUp(true)}
        >
          <FiDownload aria-hidden="true" /> Yedek indir
        </button>
      </div>
      {backingUp && (
        <BackupDialog
          onClose={() => {
            setBackingUp(false);
            backupButton.current?.focus();
          }}
        />
      )}
      {unread && <UnreadMessages unread={unread} />}
    </div>
  );
}
