import { PROJECTS_PATH } from '@portfolio/content-rules';
import { FiArrowRight } from 'react-icons/fi';
import { Link, useLanguage } from '../../lib/i18n';
import { ProjectGrid } from './ProjectCard';
import { useFeaturedProjects } from './useProjects';

/**
 * The home page's section under the hero (issue 46): up to three featured projects as cards, and
 * 'Tüm Projeler' to /projects. Nothing at all when no published project is featured (or the question
 * fails): the home page stays SPEC's.
 */
export function FeaturedProjects() {
  const projects = useFeaturedProjects().featured;
  const { t } = useLanguage();
  if (projects.length === 0) return null;
  return (
    <section className="container featured-projects" aria-labelledby="featured-projects">
      <div className="list-head">
        <h2 id="featured-projects" className="featured-projects__title">
          {t('projects.featuredTitle')}
        </h2>
        <Link to={PROJECTS_PATH} className="button">
          {t('projects.all')} <FiArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ProjectGrid projects={projects} heading="h3" />
    </section>
  );
}
