import { projectPath } from '@portfolio/content-rules';
import { FiCalendar, FiExternalLink, FiGithub, FiStar } from 'react-icons/fi';
import { Link, useLanguage } from '../../lib/i18n';
import type { ProjectCardFieldsFragment } from '../../gql/graphql';
import { periodText } from '../../lib/format';
import { TagChips } from '../blog/TagChips';
import { ProjectCover } from './ProjectCover';
import './projects.css';

export type CardProject = ProjectCardFieldsFragment;

/** How wide a card's cover is drawn: a third of the page's 72rem on a wide screen, half, or the phone's width. */
const CARD_SIZES = '(min-width: 72rem) 23rem, (min-width: 45rem) 50vw, 100vw';

/** 'Kod' and 'Canlı': the project's code and live site, where it has them (new tabs: another site). */
export function ProjectLinks({ links, large = false }: { links: CardProject['links']; large?: boolean }) {
  const { t } = useLanguage();
  if (!links.repo && !links.demo) return null;
  const className = large ? 'button' : 'project-link';
  return (
    <p className="project-links">
      {links.repo && (
        <a href={links.repo} className={className} target="_blank" rel="noopener noreferrer">
          <FiGithub aria-hidden="true" /> {t('projects.code')}
        </a>
      )}
      {links.demo && (
        <a href={links.demo} className={className} target="_blank" rel="noopener noreferrer">
          <FiExternalLink aria-hidden="true" /> {t('projects.live')}
        </a>
      )}
    </p>
  );
}

/** A project's period on its card and page: 'Oca 2024 – Devam ediyor'; nothing without dates. */
export function ProjectPeriod({ project }: { project: Pick<CardProject, 'startDate' | 'endDate'> }) {
  const period = periodText(project.startDate, project.endDate, useLanguage().locale);
  if (!period) return null;
  return (
    <span className="project-period">
      <FiCalendar aria-hidden="true" /> {period}
    </span>
  );
}

/**
 * A project as a card, in the blog cards' style (a "stretched link" over the card from its title):
 * its cover, title, period, summary, technologies (links to their tag pages) and its code and live
 * links, which stand above the cover link as the chips do. On /projects, the home page and a
 * technology's tag page, where `heading` is the level its title takes.
 */
export function ProjectCard({
  project,
  heading: Heading = 'h2',
  eager = false,
}: {
  project: CardProject;
  heading?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const { t } = useLanguage();
  return (
    <article className="card post-card project-card">
      <ProjectCover cover={project.cover} sizes={CARD_SIZES} eager={eager} className="project-card__cover" />
      <div className="project-card__body">
        <p className="project-card__meta">
          <ProjectPeriod project={project} />
          {project.featured && (
            <span className="project-badge">
              <FiStar aria-hidden="true" /> {t('projects.featured')}
            </span>
          )}
        </p>
        <Heading className="post-card__title">
          <Link to={projectPath(project.slug)} className="post-card__link">
            {project.title}
          </Link>
        </Heading>
        <p className="post-card__summary">{project.summary}</p>
        <TagChips tags={project.technologies} label={t('projects.technologies')} />
        <ProjectLinks links={project.links} />
      </div>
    </article>
  );
}

/** Cards in the blog's grid; the first `eager` of them load their covers at once. */
export function ProjectGrid({
  projects,
  heading,
  eager = 0,
}: {
  projects: readonly CardProject[];
  heading?: 'h2' | 'h3';
  eager?: number;
}) {
  return (
    <ul className="post-grid project-grid">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} heading={heading} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
