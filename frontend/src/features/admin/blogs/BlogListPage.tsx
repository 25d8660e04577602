import { useMutation, useQuery } from '@apollo/client/react';
import { postPath } from '@portfolio/content-rules';
import { useState } from 'react';
import { FiEdit2, FiExternalLink, FiPlus, FiTrash2 } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../../components/States';
import { AdminBlogsDocument, AdminDeleteBlogDocument } from '../../../gql/admin/graphql';
import { dateTimeText, shortDate } from '../../../lib/format';
import { useFeedback } from '../feedback';
import { EnglishBadge } from '../languages/EnglishBadge';
import { adminPath } from '../paths';
import { isFuture } from './publishDate';
import './blog-list.css';

export const LIST_LOAD_ERROR = 'Bloglar yüklenirken bir hata oluştu';
export const DELETE_SUCCESS = 'Blog yazısı başarıyla silindi';
export const DELETE_ERROR = 'Blog silinirken bir hata oluştu';
export const SUMMARY_LENGTH = 60;
export const TAGS_SHOWN = 3;
export const DRAFT_BADGE = 'Taslak';
export const SCHEDULED_BADGE = 'Zamanlandı';
export const PREVIEW = 'Önizle';
export const VIEW = 'Görüntüle';

/** Where a post stands: out on the site, a draft, or published for a moment still to come. */
export function postState(post: { status: 'DRAFT' | 'PUBLISHED'; publishDate: string }, now = Date.now()) {
  if (post.status === 'DRAFT') return 'draft' as const;
  return isFuture(post.publishDate, now) ? ('scheduled' as const) : ('visible' as const);
}

export const deleteQuestion = (title: string) => `"${title}" başlıklı blog yazısını silmek istediğinize emin misiniz?`;

/**
 * docs/product/admin.md#blog-list: the first 60 characters of the short description, then an
 * ellipsis: without the dots and spaces the cut ends on, so 'Bir yazı.' never becomes 'Bir
 * yazı....'.
 */
export const summary = (text: string) =>
  `${Array.from(text)
    .slice(0, SUMMARY_LENGTH)
    .join('')
    .replace(/[\s.…]+$/u, '')}...`;

/**
 * docs/product/admin.md#blog-list: every post in a table, with edit and delete. Each post opens on
 * the site in a new tab: a published one as visitors see it, drafts and scheduled posts (marked
 * beside their title) as the owner's preview.
 */
export default function BlogListPage() {
  const { data, loading, error } = useQuery(AdminBlogsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteBlog] = useMutation(AdminDeleteBlogDocument);
  const { confirm, toast } = useFeedback();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(post: { id: string; title: string }) {
    if (!(await confirm(deleteQuestion(post.title)))) return;
    setDeleting(post.id);
    try {
      await deleteBlog({
        variables: { id: post.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'BlogPost', id: post.id }) });
          cache.gc();
        },
      });
      setRemoved((current) => new Set(current).add(post.id));
      toast(DELETE_SUCCESS);
    } catch {
      toast(DELETE_ERROR, 'error');
    } finally {
      setDeleting(null);
    }
  }

  const posts = (data?.blogs ?? []).filter((post) => !removed.has(post.id));

  let body;
  if (!data && loading) body = <Spinner />;
  else if (!data && error) body = <ErrorBox message={LIST_LOAD_ERROR} />;
  else if (posts.length === 0) {
    body = (
      <div className="empty blog-empty">
        <p>Henüz blog yazısı yok</p>
        <Link to={adminPath('blogs', 'new')} className="button button--primary">
          <FiPlus aria-hidden="true" /> İlk Blog Yazısını Oluştur
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="table-wrap card blog-table">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Başlık</th>
              <th scope="col">Tarih</th>
              <th scope="col">Etiketler</th>
              <th scope="col">İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => {
              const state = postState(post);
              return (
                <tr key={post.id}>
                  <td data-label="Başlık">
                    <span className="blog-table__heading">
                      <strong className="blog-table__title">{post.title}</strong>
                      {post.english && <EnglishBadge />}
                      {state === 'draft' && <span className="status-badge status-badge--draft">{DRAFT_BADGE}</span>}
                      {state === 'scheduled' && (
                        <span
                          className="status-badge status-badge--scheduled"
                          title={`${dateTimeText(post.publishDate)} tarihinde yayımlanacak`}
                        >
                          {SCHEDULED_BADGE}
                        </span>
                      )}
                    </span>
                    {/* A draft may have no summary yet (issue 43): no lone ellipsis then. */}
                    {post.shortDescription && (
                      <span className="blog-table__summary">{summary(post.shortDescription)}</span>
                    )}
                  </td>
                  <td data-label="Tarih" className="blog-table__date">
                    <time dateTime={post.publishDate}>{shortDate(post.publishDate)}</time>
                  </td>
                  <td data-label="Etiketler">
                    {post.tags.length > 0 && (
                      <ul className="chip-list blog-table__tags">
                        {post.tags.slice(0, TAGS_SHOWN).map((tag) => (
                          <li key={tag} className="chip">
                            {tag}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-label="İşlemler">
                    <div className="table__actions">
                      <Link to={adminPath('blogs', 'edit', post.id)} className="button button--small">
                        <FiEdit2 aria-hidden="true" /> Düzenle
                        <span className="visually-hidden">: {post.title}</span>
                      </Link>
                      {/* A post out on the site opens there; one not out yet opens as the owner's preview. */}
                      <a
                        href={postPath(post.slug, state !== 'visible')}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="button button--small"
                      >
                        <FiExternalLink aria-hidden="true" /> {state === 'visible' ? VIEW : PREVIEW}
                        <span className="visually-hidden">: {post.title} (yeni sekmede açılır)</span>
                      </a>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        disabled={deleting === post.id}
                        onClick={() => void remove(post)}
                      >
                        <FiTrash2 aria-hidden="true" /> Sil
                        <span className="visually-hidden">: {post.title}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1>Blog Yönetimi</h1>
        <Link to={adminPath('blogs', 'new')} className="button button--primary">
          + Yeni Blog Ekle
        </Link>
      </div>
      {body}
    </div>
  );
}
