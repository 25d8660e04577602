import { PROJECTS_PATH } from '@portfolio/content-rules';
import { FiArrowRight, FiDownload } from 'react-icons/fi';
import { ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { Link, useLanguage } from '../../lib/i18n';
import NotFoundPage from '../not-found/NotFoundPage';
import { useFeaturedProjects } from '../projects/useProjects';
import { profilePageLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { useAbout } from './useAbout';
import './about.css';

/** A description for search results: the first sentences of the About text, at most ~160 characters. */
const summary = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
};

/**
 * docs/product/public.md#about: name, title, CV, description, experiences, technologies; and a link
 * to /projects when any project is published. `/en/about` is the English version's, the 404 page
 * without one (issue 50).
 */
export default function AboutPage() {
  const { locale, t } = useLanguage();
  const { about, loading, error } = useAbout();
  // The home page's question: its `total` says whether any project is published.
  const projects = useFeaturedProjects();
  // The English About page exists when its English version does; the Turkish one always has a counterpart address.
  const english = useAbout({ skip: locale === 'en', locale: 'en' });
  const untranslated = locale !== 'tr' && !loading && !error && !about;
  usePageHead((site) => ({
    title: t('about.title'),
    // A page made by a CV uploaded before its first save has no texts yet.
    description: (about && (summary(about.description) || about.title)) || t('about.description', { name: site.name }),
    path: '/about',
    type: 'profile',
    alternates: locale === 'en' || english.about !== null,
    jsonLd: about ? [profilePageLd(site, about, locale)] : [],
  }));
  if (untranslated) return <NotFoundPage />;
  if (loading) return <Spinner />;
  return (
    <div className="page container about">
      {error ? (
        <ErrorBox message={errorText(error, t('about.failed'), locale)} />
      ) : !about ? (
        <ErrorBox message={t('about.noData')} />
      ) : (
        <>
          <header className="about__header rise">
            <div>
              <p className="eyebrow">{t('about.title')}</p>
              {/* The home page's stand-ins while the owner has not saved the texts (a CV came first). */}
              <h1 className="page-title">{about.name || t('home.namePlaceholder')}</h1>
              <p className="about__title">{about.title || t('home.titlePlaceholder')}</p>
            </div>
            {about.cvFile && (
              <a
                className="button button--primary"
                href="/api/about/cv/download"
                target="_blank"
                rel="noopener noreferrer"
              >
                <FiDownload aria-hidden="true" /> {t('about.cv')}
              </a>
            )}
          </header>

          <div className="about__description">{about.description}</div>

          {about.experiences.length > 0 && (
            <section className="about__section" aria-labelledby="experiences">
              <h2 id="experiences">{t('about.experiences')}</h2>
              <ol className="timeline">
                {about.experiences.map((experience, index) => (
                  <li key={index} className="timeline__item">
                    <div className="timeline__period">{experience.period}</div>
                    <div className="card timeline__card">
                      <h3>{experience.title}</h3>
                      <p className="timeline__company">{experience.company}</p>
                      <p className="timeline__description">{experience.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          )}

          {about.technologies.length > 0 && (
            <section className="about__section" aria-labelledby="technologies">
              <h2 id="technologies">{t('about.technologies')}</h2>
              <ul className="chip-list">
                {about.technologies.map((technology) => (
                  <li key={technology} className="chip chip--large">
                    {technology}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {projects.total > 0 && (
            <p className="about__projects">
              <Link to={PROJECTS_PATH} className="button button--primary">
                {t('about.projects')} <FiArrowRight aria-hidden="true" />
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
