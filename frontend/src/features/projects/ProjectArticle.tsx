import { PROJECTS_PATH } from '@portfolio/content-rules';
import type { ReactNode } from 'react';
import { FiArrowLeft, FiStar } from 'react-icons/fi';
import { Link, useLanguage } from '../../lib/i18n';
import { ArticleBody } from '../blog/PostArticle';
import { TagChips } from '../blog/TagChips';
import { type CardProject, ProjectLinks, ProjectPeriod } from './ProjectCard';
import { ProjectCover } from './ProjectCover';

/** What a project's page shows of it: its card's fields and its content (sanitised HTML). */
export type ArticleProject = Omit<CardProject, 'id'> & { content: string };

/** A cover drawn the text column's width (prose.css `--measure`, about 42rem) or the phone's. */
const COVER_SIZES = '(min-width: 45rem) 42rem, 100vw';

/** A project as its page shows it: title, period, technologies, links, cover and content. */
export function ProjectArticle({ project, banner }: { project: ArticleProject; banner?: ReactNode }) {
  const { t } = useLanguage();
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
              <FiStar aria-hidden="true" /> {t('projects.featured')}
            </span>
          )}
        </p>
        <TagChips tags={project.technologies} label={t('projects.technologies')} />
        <ProjectLinks links={project.links} large />
      </header>
      {project.cover && <ProjectCover cover={project.cover} sizes={COVER_SIZES} eager className="project__cover" />}
      <ArticleBody html={project.content} />
      <footer className="post__footer">
        <Link to={PROJECTS_PATH} className="button">
          {t('projects.others')}
        </Link>
      </footer>
    </article>
  );
}

/** The back link above a project: 'Tüm Projeler' on wide screens, 'Geri' on narrow ones. */
export function BackToProjects() {
  const { t } = useLanguage();
  return (
    <Link to={PROJECTS_PATH} className="button button--ghost back-link">
      <FiArrowLeft aria-hidden="true" />
      <span className="back-link__wide">{t('projects.all')}</span>
      <span className="back-link__narrow">{t('common.back')}</span>
    </Link>
  );
}
