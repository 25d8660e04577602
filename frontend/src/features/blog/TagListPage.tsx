import { tagPath, TAGS_PATH } from '@portfolio/content-rules';
import { Empty, ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { Link, useLanguage } from '../../lib/i18n';
import { breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { useProjectTechnologies } from '../projects/useProjects';
import { useTags } from './useTags';
import './tags.css';

type Listed = { slug: string; name: string; count: number; projects: number };

/**
 * The posts' tags and the projects' technologies as one list, merged by slug (a technology's page is
 * its tag's): the tag's name where both have it, in Turkish alphabetical order.
 */
export function mergeTechnologies(
  tags: ReadonlyArray<{ slug: string; name: string; count: number }>,
  technologies: ReadonlyArray<{ slug: string; name: string; count: number }>,
): Listed[] {
  const merged = new Map<string, Listed>(tags.map((tag) => [tag.slug, { ...tag, projects: 0 }]));
  for (const technology of technologies) {
    const known = merged.get(technology.slug);
    if (known) known.projects = technology.count;
    else merged.set(technology.slug, { ...technology, count: 0, projects: technology.count });
  }
  return [...merged.values()].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/**
 * /tags: every tag of the visible posts and every technology of the published projects with their
 * counts, in Turkish alphabetical order, each a link to its page. The projects' part is left out
 * when it fails to load.
 */
export default function TagListPage() {
  const { locale, t } = useLanguage();
  const TAGS_TITLE = t('tags.title');
  const LEAD = t('tags.lead');
  const posts = useTags();
  const projects = useProjectTechnologies();
  const loading = posts.loading || projects.loading;
  const error = posts.error;
  const tags = posts.tags && mergeTechnologies(posts.tags, projects.technologies ?? []);
  usePageHead((site) => ({
    title: TAGS_TITLE,
    description: LEAD,
    path: TAGS_PATH,
    alternates: true,
    jsonLd: [
      breadcrumbLd(
        site,
        [
          { name: site.name, path: '/' },
          { name: TAGS_TITLE, path: TAGS_PATH },
        ],
        locale,
      ),
    ],
  }));
  return (
    <div className="page container">
      <h1 className="page-title rise">{TAGS_TITLE}</h1>
      <p className="page-lead">{LEAD}</p>
      {loading ? (
        <Spinner />
      ) : error ? (
        <ErrorBox message={errorText(error, t('tags.failed'), locale)} />
      ) : !tags?.length ? (
        <Empty>{t('tags.empty')}</Empty>
      ) : (
        <ul className="tag-cloud">
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={tagPath(tag.slug)} className="tag-link">
                <span>{tag.name}</span>{' '}
                <span className="tag-link__count">
                  {[
                    tag.count > 0 && t('tags.postCount', { count: tag.count }),
                    tag.projects > 0 && t('tags.projectCount', { count: tag.projects }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
