import { blogListPath, PAGE_PARAM, readPageParam, TAGS_PATH } from '@portfolio/content-rules';
import { useRef } from 'react';
import { FiTag } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { Empty, ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { Link, useLanguage } from '../../lib/i18n';
import { PermanentRedirect, useStatus } from '../../lib/render';
import NotFoundPage from '../not-found/NotFoundPage';
import { usePageHead } from '../seo/usePageHead';
import { SubscribeForm } from '../subscribe/SubscribeForm';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { useBlogPage } from './useBlog';

/**
 * docs/product/public.md#blog-list: cards with at most 3 tags and the long Turkish date, 12 a page,
 * with numbered links to the other pages. A page past the end or a malformed `sayfa` is the
 * not-found page (404); `/blog?sayfa=1` moves to `/blog`.
 */
export default function BlogListPage() {
  const [params] = useSearchParams();
  const raw = params.get(PAGE_PARAM);
  const page = readPageParam(raw);
  if (page === null) return <NotFoundPage />;
  if (page === 1 && raw !== null) return <PermanentRedirect to={blogListPath(1)} />;
  return <BlogList page={page} />;
}

function BlogList({ page }: { page: number }) {
  const { list, loading, error } = useBlogPage(page);
  const { locale, t } = useLanguage();
  const top = useRef<HTMLDivElement>(null);
  const pastTheEnd = Boolean(list && page > 1 && list.items.length === 0);
  useStatus(pastTheEnd ? 404 : 200);
  if (pastTheEnd) return <NotFoundPage />;
  const pages = list?.pages ?? 0;
  const posts = list?.items ?? [];
  return (
    <div className="page container" ref={top}>
      <ListHead page={page} pages={pages} />
      <div className="list-head">
        <h1 className="page-title rise">{t('blog.title')}</h1>
        <Link to={TAGS_PATH} className="button">
          <FiTag aria-hidden="true" /> {t('tags.title')}
        </Link>
      </div>
      {loading ? (
        <Spinner />
      ) : error ? (
        <ErrorBox message={errorText(error, t('blog.failed'), locale)} />
      ) : posts.length === 0 ? (
        <Empty>{t('blog.empty')}</Empty>
      ) : (
        <ul className="post-grid">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {list && (
        <Pagination
          page={page}
          pages={pages}
          href={blogListPath}
          // Another page of the list starts at its top (a link followed in the browser keeps the scroll).
          onNavigate={() => top.current?.scrollIntoView?.({ block: 'start' })}
        />
      )}
      {/* The mails are Turkish: the English pages offer their feeds instead. */}
      {locale === 'tr' && (
        <div className="blog-list__subscribe">
          <SubscribeForm variant="wide" />
        </div>
      )}
    </div>
  );
}

/** The head of page n: its own title and canonical, and links to its neighbours. */
function ListHead({ page, pages }: { page: number; pages: number }) {
  const { t } = useLanguage();
  const title = t('blog.title');
  usePageHead({
    title: page === 1 ? title : `${title} (${t('pagination.page', { page })})`,
    description: t('blog.description'),
    path: blogListPath(page),
    // Its first page is the list's in both languages; page n may not be.
    alternates: page === 1,
    prev: page > 1 ? blogListPath(page - 1) : undefined,
    next: page < pages ? blogListPath(page + 1) : undefined,
  });
  return null;
}
