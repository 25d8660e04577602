import {
  PREVIEW_PARAM,
  projectPath,
  PROJECTS_PATH,
  projectShareImagePath,
  SHARE_IMAGE,
} from '@portfolio/content-rules';
import type { ReactNode } from 'react';
import { FiArrowLeft, FiStar } from 'react-icons/fi';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import type { ProjectPreviewQuery } from '../../gql/graphql';
import { errorCode, errorText } from '../../lib/errors';
import { PermanentRedirect, useStatus } from '../../lib/render';
import { ArticleBody, PreviewBanner } from '../blog/PostArticle';
import { TagChips } from '../blog/TagChips';
import { breadcrumbLd, projectLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { ProjectLinks, ProjectPeriod } from './ProjectCard';
import { ProjectCover } from './ProjectCover';
import { PROJECTS_TEXT } from './texts';
import { useProject, useProjectPreview } from './useProjects';

export const PROJECT_NOT_FOUND = 'Proje bulunamadı';
export const PREVIEW_DRAFT = 'Önizleme: bu proje henüz yayında değil.';
export const PREVIEW_PUBLISHED = 'Önizleme: bu proje yayında.';

type Project = NonNullable<ProjectPreviewQuery['project']>;

/** A cover drawn the text column's width (prose.css `--measure`, about 42rem) or the phone's. */
const COVER_SIZES = '(min-width: 45rem) 42rem, 100vw';

/**
 * `/projects/{slug}` (issue 46): the project's cover, period, technologies (links to their tag
 * pages), its code and live links and its content, shown as a post's. An id or a former slug answers
 * 301 to the current one; a project that is not published is 'Proje bulunamadı' (404).
 *
 * With `?onizleme=1` it is the owner's preview: the project is read with `project(id, preview: true)`
 * whatever its state, under a banner that says so, and the page is not indexed. Anyone but the admin
 * gets FORBIDDEN, shown as this page's 404.
 */
export default function ProjectPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const preview = params.get(PREVIEW_PARAM) === '1';
  const published = useProject(slug, { skip: preview });
  const previewed = useProjectPreview(slug, { skip: !preview });
  const { project, loading } = preview ? previewed : published;
  // FORBIDDEN: a visitor who is not the admin asked for a preview; for them the project does not exist.
  const rawError = preview ? previewed.error : published.error;
  const error = errorCode(rawError) === 'FORBIDDEN' ? undefined : rawError;
  useStatus(!loading && !error && !project ? 404 : 200);
  usePageHead((site) => {
    if (!project)
      return { title: PROJECT_NOT_FOUND, description: PROJECT_NOT_FOUND, path: projectPath(slug), noindex: true };
    const path = projectPath(project.slug);
    const image = projectShareImagePath(project.slug);
    return {
      title: project.title,
      // Only a draft's preview can lack a summary: its title stands in.
      description: project.summary || project.title,
      path,
      noindex: preview || undefined,
      image: { url: image, alt: project.title, size: SHARE_IMAGE },
      jsonLd: [
        projectLd(site, project, image),
        breadcrumbLd(site, [
          { name: site.name, path: '/' },
          { name: PROJECTS_TEXT.title, path: PROJECTS_PATH },
          { name: project.title, path },
        ]),
      ],
    };
  });

  if (loading) return <Spinner />;
  if (project && project.slug !== slug) return <PermanentRedirect to={projectPath(project.slug, preview)} />;
  return (
    <div className="page container">
      <BackToProjects />
      {error ? (
        <ErrorBox message={errorText(error, 'Proje yüklenemedi')} />
      ) : !project ? (
        <ErrorBox message={PROJECT_NOT_FOUND} />
      ) : (
        <ProjectArticle
          project={project}
          banner={
            preview &&
            previewed.project && (
              <PreviewBanner>{previewed.project.status === 'DRAFT' ? PREVIEW_DRAFT : PREVIEW_PUBLISHED}</PreviewBanner>
            )
          }
        />
      )}
    </div>
  );
}

/** A project as its page shows it: title, period, technologies, links, cover and content. */
function ProjectArticle({ project, banner }: { project: Omit<Project, 'status'>; banner?: ReactNode }) {
  return (
    <article className="post project rise">
      {banner}
      <header className="post__header">
        <h1 className="post__title">{project.title}</h1>
        {project.summary && <p className="project__summary">{project.summary}</p>}
        <p className="post__meta">
          <ProjectPeriod project={project} />
          {project.featured && (
            <span className="project-badge">
              <FiStar aria-hidden="true" /> Öne çıkan
            </span>
          )}
        </p>
        <TagChips tags={project.technologies} label="Teknolojiler" />
        <ProjectLinks links={project.links} large />
      </header>
      {project.cover && <ProjectCover cover={project.cover} sizes={COVER_SIZES} eager className="project__cover" />}
      <ArticleBody html={project.content} />
      <footer className="post__footer">
        <Link to={PROJECTS_PATH} className="button">
          Diğer Projeleri Gör
        </Link>
      </footer>
    </article>
  );
}

/** The back link above a project: 'Tüm Projeler' on wide screens, 'Geri' on narrow ones. */
function BackToProjects() {
  return (
    <Link to={PROJECTS_PATH} className="button button--ghost back-link">
      <FiArrowLeft aria-hidden="true" />
      <span className="back-link__wide">Tüm Projeler</span>
      <span className="back-link__narrow">Geri</span>
    </Link>
  );
}
