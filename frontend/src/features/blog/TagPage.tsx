import {
  localePath,
  isSlug,
  PAGE_PARAM,
  projectListPath,
  readPageParam,
  tagFeedPath,
  tagPath,
  TAGS_PATH,
  type Translate,
} from '@portfolio/content-rules';
import { useRef } from 'react';
import { FiRss, FiTag } from 'react-icons/fi';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { Link, useLanguage } from '../../lib/i18n';
import { PermanentRedirect, useStatus } from '../../lib/render';
import NotFoundPage from '../not-found/NotFoundPage';
import { ProjectGrid } from '../projects/ProjectCard';
import { useProjectPage } from '../projects/useProjects';
import { breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { useTagPage } from './useTags';
import './tags.css';

/**
 * /tags/{slug}: the tag's visible posts newest first, paged exactly as /blog (12 a page, `?sayfa=n`,
 * `?sayfa=1` moves to the tag's address), with the tag's own feed; on its first page, the published
 * projects that list it as a technology (issue 46), above the posts. A tag neither a visible post nor
 * a published project carries, a page past the end or a malformed `sayfa` is the not-found page (404).
 */
export default function TagPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const raw = params.get(PAGE_PARAM);
  const page = readPageParam(raw);
  if (page === null || !isSlug(slug)) return <NotFoundPage />;
  if (page === 1 && raw !== null) return <TagRedirect slug={slug} />;
  return <TagPosts slug={slug} page={page} />;
}

function TagRedirect({ slug }: { slug: string }) {
  return <PermanentRedirect to={useLanguage().path(tagPath(slug))} />;
}

/** A tag's counts: '3 yazı · 2 proje' ('3 posts · 2 projects'). */
const countsText = (t: Translate, posts: number, projects: number) =>
  [posts > 0 && t('tags.postCount', { count: posts }), projects > 0 && t('tags.projectCount', { count: projects })]
    .filter(Boolean)
    .join(' · ');

function TagPosts({ slug, page }: { slug: string; page: number }) {
  const { locale, t } = useLanguage();
  const posts = useTagPage(slug, page);
  const top = useRef<HTMLDivElement>(null);
  // A technology's projects, on the tag's first page (issue 46): a tag may have posts, projects or both.
  const projects = useProjectPage(1, slug, { skip: page > 1 });
  const technology = projects.technologies?.find((known) => known.slug === slug);
  const projectItems = page === 1 ? (projects.list?.items ?? []) : [];
  const { tag, list } = posts;
  const loading = posts.loading || projects.loading;
  const hasPosts = Boolean(tag && list && list.items.length > 0);
  // Projects that fail to load leave a tag's posts as they are; a tag of projects alone shows the error.
  const error = posts.error ?? (hasPosts ? undefined : projects.error);
  const missing = !loading && !error && !hasPosts && projectItems.length === 0;
  useStatus(missing ? 404 : 200);
  if (missing) return <NotFoundPage />;
  const name = tag?.name ?? technology?.name ?? slug;
  const projectCount = technology?.count ?? projectItems.length;
  const title = t(hasPosts ? 'tags.postsTitle' : 'tags.projectsTitle', { name });
  return (
    <div className="page container" ref={top}>
      {loading ? (
        <Spinner />
      ) : error ? (
        <>
          <h1 className="page-title">{t('tags.title')}</h1>
          <ErrorBox message={errorText(error, t('tags.postsFailed'), locale)} />
        </>
      ) : (
        <>
          <TagHead
            name={name}
            title={title}
            slug={slug}
            count={hasPosts ? tag!.count : 0}
            projectCount={projectCount}
            page={page}
            pages={list?.pages ?? 1}
          />
          <h1 className="page-title rise">{title}</h1>
          <div className="tag-head">
            <span>
              <FiTag aria-hidden="true" /> {countsText(t, hasPosts ? tag!.count : 0, projectCount)}
            </span>
            <span className="tag-head__links">
              <Link to={TAGS_PATH} className="button button--ghost">
                {t('tags.all')}
              </Link>
              {hasPosts && (
                // A file, not a page of the application: a plain link, which the browser opens.
                <a href={localePath(locale, tagFeedPath(slug))} className="button button--ghost">
                  <FiRss aria-hidden="true" /> RSS
                </a>
              )}
            </span>
          </div>
          {projectItems.length > 0 && (
            <section className="tag-section" aria-labelledby={hasPosts ? 'tag-projects' : undefined}>
              {hasPosts && (
                <h2 id="tag-projects" className="tag-section__title">
                  {t('tags.projects')}
                </h2>
              )}
              <ProjectGrid projects={projectItems} heading={hasPosts ? 'h3' : 'h2'} />
              {projectCount > projectItems.length && (
                <p className="tag-section__more">
                  <Link to={projectListPath(1, slug)} className="button">
                    {t('tags.allProjects', { name })}
                  </Link>
                </p>
              )}
            </section>
          )}
          {hasPosts && list && (
            <section className="tag-section" aria-labelledby={projectItems.length > 0 ? 'tag-posts' : undefined}>
              {projectItems.length > 0 && (
                <h2 id="tag-posts" className="tag-section__title">
                  {t('tags.posts')}
                </h2>
              )}
              <ul className="post-grid">
                {list.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} heading={projectItems.length > 0 ? 'h3' : 'h2'} />
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
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The head of the tag's page n: its title, canonical and neighbours, and its feed (of posts) beside the site's. */
function TagHead({
  name,
  title,
  slug,
  count,
  projectCount,
  page,
  pages,
}: {
  name: string;
  title: string;
  slug: string;
  /** Its posts and projects; either may be 0. */
  count: number;
  projectCount: number;
  page: number;
  pages: number;
}) {
  const { locale, t } = useLanguage();
  usePageHead((site) => ({
    title: page === 1 ? title : `${title} (${t('pagination.page', { page })})`,
    description: tagDescription(t, name, count, projectCount),
    path: tagPath(slug, page),
    prev: page > 1 ? tagPath(slug, page - 1) : undefined,
    next: page < pages ? tagPath(slug, page + 1) : undefined,
    feed:
      count > 0
        ? { title: `${t('tags.postsTitle', { name })} — ${site.name}`, path: localePath(locale, tagFeedPath(slug)) }
        : undefined,
    jsonLd: [
      breadcrumbLd(
        site,
        [
          { name: site.name, path: '/' },
          { name: t('tags.title'), path: TAGS_PATH },
          { name, path: tagPath(slug) },
        ],
        locale,
      ),
    ],
  }));
  return null;
}

/** “React” etiketiyle yayımlanan 3 yazı (ve 2 proje); '3 posts (and 2 projects) published under “React”.' */
function tagDescription(t: Translate, name: string, posts: number, projects: number) {
  const [first, second] = [
    posts > 0 && t('tags.postCount', { count: posts }),
    projects > 0 && t('tags.projectCount', { count: projects }),
  ].filter((text): text is string => Boolean(text));
  const counts = second ? t('tags.and', { first: first!, second }) : (first ?? '');
  return t('tags.description', { name, counts });
}
