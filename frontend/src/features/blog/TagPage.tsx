import {
  isSlug,
  PAGE_PARAM,
  postCountText,
  readPageParam,
  tagFeedPath,
  tagPath,
  TAGS_PATH,
  TAGS_TITLE,
  tagTitle,
} from '@portfolio/content-rules';
import { useRef } from 'react';
import { FiRss, FiTag } from 'react-icons/fi';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { PermanentRedirect, useStatus } from '../../lib/render';
import NotFoundPage from '../not-found/NotFoundPage';
import { breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { pageLabel, Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { useTagPage } from './useTags';
import './tags.css';

/**
 * /tags/{slug}: the tag's visible posts newest first, paged exactly as /blog (12 a page, `?sayfa=n`,
 * `?sayfa=1` moves to the tag's address), with the tag's own feed. A tag no visible post carries, a
 * page past the end or a malformed `sayfa` is the not-found page (404).
 */
export default function TagPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const raw = params.get(PAGE_PARAM);
  const page = readPageParam(raw);
  if (page === null || !isSlug(slug)) return <NotFoundPage />;
  if (page === 1 && raw !== null) return <PermanentRedirect to={tagPath(slug)} />;
  return <TagPosts slug={slug} page={page} />;
}

function TagPosts({ slug, page }: { slug: string; page: number }) {
  const { tag, list, loading, error } = useTagPage(slug, page);
  const top = useRef<HTMLDivElement>(null);
  const missing = !loading && !error && (!tag || !list || (page > 1 && list.items.length === 0));
  useStatus(missing ? 404 : 200);
  if (missing) return <NotFoundPage />;
  return (
    <div className="page container" ref={top}>
      {loading ? (
        <Spinner />
      ) : error || !tag || !list ? (
        <>
          <h1 className="page-title">{TAGS_TITLE}</h1>
          <ErrorBox message={errorText(error, 'Yazılar yüklenemedi')} />
        </>
      ) : (
        <>
          <TagHead name={tag.name} slug={slug} count={tag.count} page={page} pages={list.pages} />
          <h1 className="page-title rise">{tagTitle(tag.name)}</h1>
          <div className="tag-head">
            <span>
              <FiTag aria-hidden="true" /> {postCountText(tag.count)}
            </span>
            <span className="tag-head__links">
              <Link to={TAGS_PATH} className="button button--ghost">
                Tüm etiketler
              </Link>
              {/* A file, not a page of the application: a plain link, which the browser opens. */}
              <a href={tagFeedPath(slug)} className="button button--ghost">
                <FiRss aria-hidden="true" /> RSS
              </a>
            </span>
          </div>
          <ul className="post-grid">
            {list.items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={list.pages}
            href={(n) => tagPath(slug, n)}
            // Another page of the list starts at its top (a link followed in the browser keeps the scroll).
            onNavigate={() => top.current?.scrollIntoView?.({ block: 'start' })}
          />
        </>
      )}
    </div>
  );
}

/** The head of the tag's page n: its title, canonical and neighbours, and its feed beside the site's. */
function TagHead({
  name,
  slug,
  count,
  page,
  pages,
}: {
  name: string;
  slug: string;
  count: number;
  page: number;
  pages: number;
}) {
  usePageHead((site) => ({
    title: page === 1 ? tagTitle(name) : `${tagTitle(name)} (${pageLabel(page)})`,
    description: `“${name}” etiketiyle yayımlanan ${postCountText(count)}.`,
    path: tagPath(slug, page),
    prev: page > 1 ? tagPath(slug, page - 1) : undefined,
    next: page < pages ? tagPath(slug, page + 1) : undefined,
    feed: { title: `${tagTitle(name)} — ${site.name}`, path: tagFeedPath(slug) },
    jsonLd: [
      breadcrumbLd(site, [
        { name: site.name, path: '/' },
        { name: TAGS_TITLE, path: TAGS_PATH },
        { name, path: tagPath(slug) },
      ]),
    ],
  }));
  return null;
}
