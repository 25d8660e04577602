import { textOf } from '@portfolio/content-rules';
import type { Module, Tag, WrittenRow } from '../../core/module';
import { Projects1799500000000 } from './1799500000000-projects';
import { ProjectsInEnglish1799810000000 } from './1799810000000-projects-in-english';
import { ProjectEnglishSlugs1799830000000 } from './1799830000000-project-english-slugs';
import { PROJECT_VERSIONS } from './project-revision';
import { Project, ProjectSettings, ProjectSlug, ProjectStatus, ProjectTechnology } from './project.entity';
import { PROJECT_COST } from './projects.cost';
import { ProjectRevisionResolver, ProjectsResolver, ProjectTranslationResolver } from './projects.resolver';
import { projectRoutes } from './projects.rest';
import { PROJECT_SEARCH_RESULT, PROJECT_SITE_READS } from './projects.site';
import { ProjectsService } from './projects.service';

declare module '../../core/context' {
  interface Services {
    projects: ProjectsService;
  }
}

const LIST = (): Tag[] => ['projects'];
/** The menu setting's answer: apart from the projects', so that a project's write keeps it. */
const MENU = (): Tag[] => ['projects-menu'];

/**
 * A write of a project drops the lists and that project's answers. Every answer that shows a project
 * carries 'projects' too, so a write that names no row (reorderProjects' update of `order`) drops
 * them all by it.
 */
function projectWritten(row: WrittenRow, ...before: WrittenRow[]): Tag[] {
  const id = [row, ...before].find((r) => typeof r?.id === 'string')?.id as string | undefined;
  return id ? ['projects', `project:${id}`] : ['projects'];
}

/** The portfolio's projects (issue 46): the gateway's side. */
export const projectsModule: Module = {
  name: 'projects',
  entities: [Project, ProjectSlug, ProjectTechnology, ProjectSettings],
  migrations: [Projects1799500000000, ProjectsInEnglish1799810000000, ProjectEnglishSlugs1799830000000],
  revisions: [PROJECT_VERSIONS],
  resolvers: [ProjectsResolver, ProjectTranslationResolver, ProjectRevisionResolver],
  routes: projectRoutes,
  services: ({ dataSource }, { files, revisions }) => ({ projects: new ProjectsService(dataSource, files, revisions) }),
  publicFields: ['query.projects', 'query.project', 'query.projectTechnologies', 'query.projectsInMenu'],
  answers: {
    projects: LIST,
    // Which technologies the published projects list: any write of a project may change them.
    projectTechnologies: LIST,
    projectsInMenu: MENU,
    // A project's answer names the project, and the list (a former slug's owner may change with any write).
    project: (project) => {
      const id = (project as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? ['projects', `project:${id}`] : ['projects'];
    },
  },
  writes: [
    [Project, projectWritten],
    [ProjectSlug, LIST],
    [ProjectTechnology, LIST],
    [ProjectSettings, MENU],
  ],
  // The site's search finds published projects beside posts (kind 'project'), each language on its own.
  searchable: [
    {
      entity: Project,
      kind: 'project',
      columns: [
        'title',
        'summary',
        'technologies',
        'content',
        'status',
        'createdAt',
        'enTitle',
        'enSlug',
        'enSummary',
        'enContent',
      ],
      document: (project: Project) => ({
        title: project.title,
        summary: `${project.summary} ${project.technologies.join(' ')}`,
        text: textOf(project.content),
        date: project.createdAt,
        createdAt: project.createdAt,
        public: project.status === ProjectStatus.PUBLISHED,
      }),
      // Its English version, searched on its own (`search(locale: EN)`); its technologies are names in both.
      english: (project: Project) =>
        project.enSlug
          ? {
              title: project.enTitle!,
              summary: `${project.enSummary ?? ''} ${project.technologies.join(' ')}`,
              text: textOf(project.enContent ?? ''),
              date: project.createdAt,
              createdAt: project.createdAt,
              public: project.status === ProjectStatus.PUBLISHED,
            }
          : null,
      result: PROJECT_SEARCH_RESULT,
    },
  ],
  cost: PROJECT_COST,
  site: PROJECT_SITE_READS,
};
