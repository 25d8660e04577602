import { postCountText, projectCountText, tagPath, TAGS_PATH, TAGS_TITLE } from '@portfolio/content-rules';
import { Link } from 'react-router-dom';
import { Empty, ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { useProjectTechnologies } from '../projects/useProjects';
import { useTags } from './useTags';
import './tags.css';

const LEAD = 'Yazılar ve projeler konularına göre: bir etiket, o konudaki bütün yazıları ve projeleri açar.';

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
  const posts = useTags();
  const projects = useProjectTechnologies();
  const loading = posts.loading || projects.loading;
  const error = posts.error;
  const tags = posts.tags && mergeTechnologies(posts.tags, projects.technologies ?? []);
  usePageHead((site) => ({
    title: TAGS_TITLE,
    description: LEAD,
    path: TAGS_PATH,
    jsonLd: [
      breadcrumbLd(site, [
        { name: site.name, path: '/' },
        { name: TAGS_TITLE, path: TAGS_PATH },
      ]),
    ],
  }));
  return (
    <div className="page container">
      <h1 className="page-title rise">{TAGS_TITLE}</h1>
      <p className="page-lead">{LEAD}</p>
      {loading ? (
        <Spinner />
      ) : error ? (
        <ErrorBox message={errorText(error, 'Etiketler yüklenemedi')} />
      ) : !tags?.length ? (
        <Empty>Henüz etiket bulunmuyor</Empty>
      ) : (
        <ul className="tag-cloud">
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={tagPath(tag.slug)} className="tag-link">
                <span>{tag.name}</span>{' '}
                <span className="tag-link__count">
                  {[tag.count > 0 && postCountText(tag.count), tag.projects > 0 && projectCountText(tag.projects)]
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
