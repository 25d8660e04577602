import {
  PREVIEW_PARAM,
  projectPath,
  PROJECTS_PATH,
  projectShareImagePath,
  SHARE_IMAGE,
} from '@portfolio/content-rules';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { PermanentRedirect, useStatus } from '../../lib/render';
import { PreviewBanner } from '../blog/PostArticle';
import { breadcrumbLd, projectLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { BackToProjects, ProjectArticle } from './ProjectArticle';

import { useProject, useProjectPreview } from './useProjects';

export const PROJECT_NOT_FOUND = 'Proje bulunamadı';
export const PREVIEW_DRAFT = 'Önizleme: bu proje henüz yayında değil.';
export const PREVIEW_PUBLISHED = 'Önizleme: bu proje yayında.';

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
  const { locale, t, path: inOwnLanguage } = useLanguage();
  const notFound = t('project.notFound');
  const published = useProject(slug, { skip: preview });
  const previewed = useProjectPreview(slug, { skip: !preview });
  const { project, loading } = preview ? previewed : published;
  // FORBIDDEN: a visitor who is not the admin asked for a preview; for them the project does not exist.
  const rawError = preview ? previewed.error : published.error;
  const error = errorCode(rawError) === 'FORBIDDEN' ? undefined : rawError;
  useStatus(!loading && !error && !project ? 404 : 200);
  usePageHead((site) => {
    if (!project) return { title: notFound, description: notFound, path: projectPath(slug), noindex: true };
    const path = projectPath(project.slug);
    const image = projectShareImagePath(project.slug, locale);
    return {
      title: project.title,
      // Only a draft's preview can lack a summary: its title stands in.
      description: project.summary || project.title,
      path,
      noindex: preview || undefined,
      alternates: (project.alternates ?? []).map((alternate) => ({
        locale: alternate.locale === 'EN' ? ('en' as const) : ('tr' as const),
        path: alternate.path,
      })),
      image: { url: image, alt: project.title, size: SHARE_IMAGE },
      jsonLd: [
        projectLd(site, project, image, locale),
        breadcrumbLd(
          site,
          [
            { name: site.name, path: '/' },
            { name: t('projects.title'), path: PROJECTS_PATH },
            { name: project.title, path },
          ],
          locale,
        ),
      ],
    };
  });

  if (loading) return <Spinner />;
  if (project && project.slug !== slug)
    return <PermanentRedirect to={inOwnLanguage(projectPath(project.slug, preview))} />;
  return (
    <div className="page container">
      <BackToProjects />
      {error ? (
        <ErrorBox message={errorText(error, t('project.failed'), locale)} />
      ) : !project ? (
        <ErrorBox message={notFound} />
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
