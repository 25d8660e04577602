import { FiArrowRight } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/States';
import { useRendering } from '../../lib/render';
import { useAbout } from '../about/useAbout';
import { FeaturedProjects } from '../projects/FeaturedProjects';
import { websiteLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import './home.css';

const WELCOME =
  'Kişisel siteme hoş geldiniz! Burada yazılım geliştirme, teknoloji ve deneyimlerim üzerine yazılarımı bulabilir, benimle iletişime geçebilirsiniz.';

/**
 * docs/product/public.md#home: greeting with the owner's name and title; silent fallbacks on failure.
 * Under it, the featured projects when there are any (issue 46). The greeting is the owner's h-card
 * (microformats, issue 48: p-name, p-job-title, p-note, u-url), which a site receiving a Webmention
 * from here reads as the author.
 */
export default function HomePage() {
  const { about, loading } = useAbout();
  const { publicUrl } = useRendering();
  usePageHead((site) => ({
    description: WELCOME,
    path: '/',
    jsonLd: [websiteLd(site, WELCOME)],
  }));
  return (
    <>
      <section className="hero container" aria-labelledby="hero-title">
        <div className="hero__text rise h-card">
          <data className="u-url u-uid" value={`${publicUrl}/`} />
          <p className="eyebrow">Merhaba, Ben</p>
          {loading ? (
            <div className="hero__skeleton" aria-busy="true">
              <Skeleton height="3.6rem" width="min(28rem, 90%)" />
              <Skeleton height="1.6rem" width="min(18rem, 70%)" />
            </div>
          ) : (
            <>
              <h1 id="hero-title" className="hero__name p-name">
                {about?.name || 'Adınız'}
              </h1>
              <p className="hero__title p-job-title">{about?.title || 'Developer'}</p>
            </>
          )}
          <p className="hero__welcome p-note">{WELCOME}</p>
          <div className="hero__actions">
            <Link className="button button--primary" to="/about">
              Hakkımda <FiArrowRight aria-hidden="true" />
            </Link>
            <Link className="button" to="/blog">
              Blog Yazıları
            </Link>
            <Link className="button button--ghost" to="/contact">
              İletişim
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
