import { FiArrowRight } from 'react-icons/fi';
import { Skeleton } from '../../components/States';
import { Link, useLanguage } from '../../lib/i18n';
import { useRendering } from '../../lib/render';
import { useSiteName } from '../../lib/useSiteName';
import { useAbout } from '../about/useAbout';
import { FeaturedProjects } from '../projects/FeaturedProjects';
import { websiteLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import './home.css';

/**
 * docs/product/public.md#home: greeting with the owner's name and title; silent fallbacks on failure.
 * Under it, the featured projects when there are any (issue 46). The greeting is the owner's h-card
 * (microformats, issue 48: p-name, p-job-title, p-note, u-url), which a site receiving a Webmention
 * from here reads as the author.
 *
 * In English (issue 50) the About texts are its English version's: without one, the site's name
 * stands for the owner's, no title and no 'About' button (never a Turkish text on an English page).
 */
export default function HomePage() {
  const { locale, t } = useLanguage();
  const { about, loading } = useAbout();
  const { publicUrl } = useRendering();
  const siteName = useSiteName();
  const welcome = t('home.welcome');
  const untranslated = locale !== 'tr' && !loading && !about;
  usePageHead((site) => ({
    description: welcome,
    path: '/',
    alternates: true,
    jsonLd: [websiteLd(site, welcome, locale)],
  }));
  return (
    <>
      <section className="hero container" aria-labelledby="hero-title">
        <div className="hero__text rise h-card">
          <data className="u-url u-uid" value={`${publicUrl}/`} />
          <p className="eyebrow">{t('home.greeting')}</p>
          {loading ? (
            <div className="hero__skeleton" aria-busy="true">
              <Skeleton height="3.6rem" width="min(28rem, 90%)" />
              <Skeleton height="1.6rem" width="min(18rem, 70%)" />
            </div>
          ) : (
            <>
              <h1 id="hero-title" className="hero__name p-name">
                {untranslated ? siteName : about?.name || t('home.namePlaceholder')}
              </h1>
              {!untranslated && <p className="hero__title p-job-title">{about?.title || t('home.titlePlaceholder')}</p>}
            </>
          )}
          <p className="hero__welcome p-note">{welcome}</p>
          <div className="hero__actions">
            {!untranslated && (
              <Link className="button button--primary" to="/about">
                {t('about.title')} <FiArrowRight aria-hidden="true" />
              </Link>
            )}
            <Link className={untranslated ? 'button button--primary' : 'button'} to="/blog">
              {t('home.posts')}
            </Link>
            <Link className="button button--ghost" to="/contact">
              {t('contact.title')}
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <div className="hero__tile" />
          <div className="hero__tile hero__tile--2" />
          <div className="hero__tile hero__tile--3" />
        </div>
      </section>
      <FeaturedProjects />
    </>
  );
}
