import {
  isSlug,
  PAGE_PARAM,
  projectListPath,
  PROJECTS_PATH,
  readPageParam,
  TECHNOLOGY_PARAM,
} from '@portfolio/content-rules';
import { useRef } from 'react';
import { FiFilter } from 'react-icons/fi';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Empty, ErrorBox, Spinner } from '../../components/States';
import type { ProjectsQuery } from '../../gql/graphql';
import { errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { PermanentRedirect, useStatus } from '../../lib/render';
import { Pagination } from '../blog/Pagination';
import NotFoundPage from '../not-found/NotFoundPage';
import { breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { ProjectGrid } from './ProjectCard';
import { projectsText } from './texts';
import { useProjectPage } from './useProjects';

type Technology = ProjectsQuery['projectTechnologies'][number];

/**
 * `/projects` (issue 46): the published projects as cards, featured first and then in the owner's
 * order, 12 a page as /blog (`?sayfa=n`), filtered by a technology with a GET form
 * (`?teknoloji={slug}`) that works without JavaScript. `?sayfa=1` and the form's 'Tüm teknolojiler'
 * (`?teknoloji=`) move to the address without them; a malformed page or technology, a page past the
 * end and a technology no published project lists are the not-found page (404).
 */
export default function ProjectListPage() {
  const [params] = useSearchParams();
  const raw = params.get(PAGE_PARAM);
  const page = readPageParam(raw);
  const technology = params.get(TECHNOLOGY_PARAM);
  if (page === null || (technology && !isSlug(technology))) return <NotFoundPage />;
  if (raw === '1' || technology === '') return <ListRedirect to={projectListPath(page, technology ?? '')} />;
  return <ProjectList page={page} technology={technology ?? ''} />;
}

function ListRedirect({ to }: { to: string }) {
  return <PermanentRedirect to={useLanguage().path(to)} />;
}

function ProjectList({ page, technology }: { page: number; technology: string }) {
  const { locale } = useLanguage();
  const PROJECTS_TEXT = projectsText(locale);
  const { list, technologies, loading, error } = useProjectPage(page, technology);
  const top = useRef<HTMLDivElement>(null);
  const chosen = technologies?.find((known) => known.slug === technology);
  const missing = Boolean(list && technologies && ((page > 1 && list.items.length === 0) || (technology && !chosen)));
  useStatus(missing ? 404 : 200);
  if (missing) return <NotFoundPage />;
  const projects = list?.items ?? [];
  const pages = list?.pages ?? 0;
  const title = chosen ? PROJECTS_TEXT.ofTechnology(chosen.name) : PROJECTS_TEXT.title;
  return (
    <div className="page container" ref={top}>
      <ListHead title={title} page={page} pages={pages} technology={technology} />
      <div className="list-head">
        <h1 className="page-title rise">{title}</h1>
        {technologies && technologies.length > 0 && (
          <TechnologyFilter technologies={technologies} chosen={technology} />
        )}
      </div>
      <p className="page-lead project-lead">{PROJECTS_TEXT.lead}</p>
      {loading ? (
        <Spinner />
      ) : error ? (
        <ErrorBox message={errorText(error, PROJECTS_TEXT.failed, locale)} />
      ) : projects.length === 0 ? (
        <Empty>{PROJECTS_TEXT.empty}</Empty>
      ) : (
        <ProjectGrid projects={projects} eager={page === 1 ? 3 : 0} />
      )}
      {list && (
        <Pagination
          page={page}
          pages={pages}
          href={(n) => projectListPath(n, technology)}
          onNavigate={() => top.current?.scrollIntoView?.({ block: 'start' })}
        />
      )}
    </div>
  );
}

/**
 * The filter: a plain GET form to /projects with the technology's slug (it works before and without
 * the application, whose submit moves in place). A new choice starts again at page 1.
 */
function TechnologyFilter({ technologies, chosen }: { technologies: readonly Technology[]; chosen: string }) {
  const navigate = useNavigate();
  const { locale, path } = useLanguage();
  const PROJECTS_TEXT = projectsText(locale);
  return (
    <form
      action={path(PROJECTS_PATH)}
      method="get"
      className="project-filter"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get(TECHNOLOGY_PARAM);
        navigate(path(projectListPath(1, typeof value === 'string' ? value : '')));
      }}
    >
      <label className="project-filter__label" htmlFor="project-technology">
        {PROJECTS_TEXT.filterLabel}
      </label>
      <select
        id="project-technology"
        name={TECHNOLOGY_PARAM}
        // A new filter keeps its own field: the form is the same element from page to page.
        key={chosen}
        defaultValue={chosen}
        className="project-filter__select"
      >
        <option value="">{PROJECTS_TEXT.allTechnologies}</option>
        {technologies.map((technology) => (
          <option key={technology.slug} value={technology.slug}>
            {technology.name} ({technology.count})
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        <FiFilter aria-hidden="true" /> {PROJECTS_TEXT.filter}
      </button>
    </form>
  );
}

/** The head of a page of the list: its own title, canonical and neighbours. */
function ListHead({
  title,
  page,
  pages,
  technology,
}: {
  title: string;
  page: number;
  pages: number;
  technology: string;
}) {
  const { locale, t } = useLanguage();
  const PROJECTS_TEXT = projectsText(locale);
  usePageHead((site) => ({
    title: page === 1 ? title : `${title} (${t('pagination.page', { page })})`,
    description: PROJECTS_TEXT.lead,
    path: projectListPath(page, technology),
    // Its first page is the list's in both languages; a page n or a technology may not be.
    alternates: page === 1 && !technology,
    prev: page > 1 ? projectListPath(page - 1, technology) : undefined,
    next: page < pages ? projectListPath(page + 1, technology) : undefined,
    jsonLd: [
      breadcrumbLd(
        site,
        [
          { name: site.name, path: '/' },
          { name: PROJECTS_TEXT.title, path: PROJECTS_PATH },
        ],
        locale,
      ),
    ],
  }));
  return null;
}
