import { textOf } from '@portfolio/content-rules';
import type { Module, Tag, Versioned, WrittenRow } from '../../core/module';
import { Projects1799500000000 } from './1799500000000-projects';
import { Project, ProjectSlug, ProjectStatus } from './project.entity';
import { ProjectsResolver } from './projects.resolver';
import { projectRoutes } from './projects.rest';
import { PROJECT_SEARCH_RESULT, PROJECT_SITE_READS } from './projects.site';
import { ProjectsService } from './projects.service';

declare module '../../core/context' {
  interface Services {
    projects: ProjectsService;
  }
}

const LIST = (): Tag[] => ['projects'];

/** A write of a project drops the lists and that project's answers. */
function projectWritten(row: WrittenRow, ...before: WrittenRow[]): Tag[] {
  const id = [row, ...before].find((r) => typeof r?.id === 'string')?.id as string | undefined;
  return ['projects', id ? `project:${id}` : 'project:*'];
}

/**
 * The projects' versions (modules/revisions), declared as the blog's POST_VERSIONS. Not yet kept:
 * the service writes none until the admin's editor (autosave, pending edits) comes.
 */
export const PROJECT_VERSIONS: Versioned = {
  entity: Project,
  subject: 'project',
  body: 'content',
  conflict:
    'Bu proje siz düzenlerken başka bir sekmede ya da cihazda kaydedildi; üzerine yazılmadı. Son hâlini görmek için projeyi yeniden açın.',
};

/** The portfolio's projects (issue 46): the gateway's side. */
export const projectsModule: Module = {
  name: 'projects',
  entities: [Project, ProjectSlug],
  migrations: [Projects1799500000000],
  revisions: [PROJECT_VERSIONS],
  resolvers: [ProjectsResolver],
  routes: projectRoutes,
  services: ({ dataSource }) => ({ projects: new ProjectsService(dataSource) }),
  publicFields: ['query.projects', 'query.project'],
  answers: {
    projects: LIST,
    // A project's answer names the project, and the list (a former slug's owner may change with any write).
    project: (project) => {
      const id = (project as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? ['projects', `project:${id}`] : ['projects'];
    },
  },
  writes: [
    [Project, projectWritten],
    [ProjectSlug, LIST],
  ],
  // The site's search finds published projects beside posts (kind 'project').
  searchable: [
    {
      entity: Project,
      kind: 'project',
      columns: ['title', 'summary', 'technologies', 'content', 'status', 'createdAt'],
      document: (project: Project) => ({
        title: project.title,
        summary: `${project.summary} ${project.technologies.join(' ')}`,
        text: textOf(project.content),
        date: project.createdAt,
        createdAt: project.createdAt,
        public: project.status === ProjectStatus.PUBLISHED,
      }),
      result: PROJECT_SEARCH_RESULT,
    },
  ],
  site: PROJECT_SITE_READS,
};
