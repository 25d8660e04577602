import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { projectPath } from '@portfolio/content-rules';
import { perRequest, type Context } from '../../core/context';
import { forbidden } from '../../core/errors';
import { Alternate, alternatesOf, Locale, LOCALE_ARG } from '../../core/locale';
import { ProjectRevision } from './project-revision';
import { Project } from './project.entity';
import { everyTechnology, projectBodyCost, projectPage } from './projects.cost';
import { ProjectDraftInput, ProjectInput } from './projects.inputs';
import { PER_PAGE } from './projects.service';
import { ProjectPage, ProjectTechnologyCount, ProjectTranslation, translationOf } from './projects.types';

/** An argument only the admin may use (`includeDrafts`, `preview`), so that an answer stays the same for every caller. */
function requireAdmin({ services, user }: Context): void {
  if (!services.sessions.isAdmin(user)) throw forbidden();
}

const EXPECTED_UPDATED_AT = {
  nullable: true,
  description:
    "Optimistic concurrency: the version the edit began from — the project's `updatedAt`, or its `pendingEdit.savedAt` when it has one. When the project has changed since, the write is refused (CONFLICT, extensions.updatedAt: the newest version) and nothing changes. Absent: not checked.",
};

@Resolver(() => Project)
export class ProjectsResolver {
  @Query(() => ProjectPage, {
    description:
      "A page of the published projects, featured first, then in the owner's order (`perPage` 1..100, `page` from 1, else BAD_USER_INPUT).",
    complexity: projectPage,
  })
  projects(
    @Arg('technology', () => String, {
      nullable: true,
      description: "Only the projects that list this technology, named by its slug (content-rules' slugify).",
    })
    technology: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: PER_PAGE.default }) perPage: number,
    @Arg('includeDrafts', () => Boolean, {
      defaultValue: false,
      description: 'Admin only (else FORBIDDEN): drafts too.',
    })
    includeDrafts: boolean,
    @Arg('locale', () => Locale, LOCALE_ARG) locale: Locale,
    @Ctx() ctx: Context,
  ): Promise<ProjectPage> {
    if (includeDrafts) requireAdmin(ctx);
    return ctx.services.projects.page({ technology, page, perPage, locale }, { includeDrafts });
  }

  @Query(() => Project, {
    nullable: true,
    description: 'A published project, or null; in English, null for a project without an English version.',
  })
  project(
    @Arg('id', () => ID, {
      description:
        "The project's id, its slug or one of its former slugs; with `locale: EN`, its id or its English slug, current or former.",
    })
    id: string,
    @Arg('preview', () => Boolean, { defaultValue: false, description: 'Admin only (else FORBIDDEN): a draft too.' })
    preview: boolean,
    @Arg('locale', () => Locale, LOCALE_ARG) locale: Locale,
    @Ctx() ctx: Context,
  ): Promise<Project | null> {
    if (preview) requireAdmin(ctx);
    return ctx.services.projects.find(id, { preview, locale });
  }

  @Query(() => [ProjectTechnologyCount], {
    description: 'The technologies of the published projects, by slug, with how many list each.',
    complexity: everyTechnology,
  })
  projectTechnologies(
    @Arg('locale', () => Locale, {
      ...LOCALE_ARG,
      description: 'EN: the technologies of the published projects with an English version.',
    })
    locale: Locale,
    @Ctx() { services }: Context,
  ): Promise<ProjectTechnologyCount[]> {
    return services.projects.technologies(locale);
  }

  @Query(() => Boolean, { description: "Whether the site's menu links to /projects ('Projeler menüde görünsün')." })
  projectsInMenu(@Ctx() { services }: Context): Promise<boolean> {
    return services.projects.inMenu();
  }

  @Authorized('admin')
  @Query(() => ProjectRevision, { nullable: true, description: 'One version of a project, with its content, or null.' })
  projectRevision(
    @Arg('id', () => ID) id: string,
    @Arg('projectId', () => ID) projectId: string,
    @Ctx() { services }: Context,
  ): Promise<ProjectRevision | null> {
    return services.projects.revision(projectId, id);
  }

  @Authorized('admin')
  @Mutation(() => Project, {
    description:
      'Create a project (content is sanitised), last in the order; a draft unless `status` says otherwise. Kept as its first version.',
  })
  createProject(@Arg('input', () => ProjectInput) input: ProjectInput, @Ctx() { services }: Context): Promise<Project> {
    return services.projects.create(input);
  }

  @Authorized('admin')
  @Mutation(() => Project, {
    description:
      "Replaces a project's texts (and its status when `input.status` names one). Its pending edit, if any, goes: this save holds the words now. Kept as a version of the project.",
  })
  updateProject(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProjectInput) input: ProjectInput,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED_UPDATED_AT) expectedUpdatedAt: Date | null,
    @Ctx() { services }: Context,
  ): Promise<Project> {
    return services.projects.update(id, input, expectedUpdatedAt);
  }

  @Authorized('admin')
  @Mutation(() => Project, {
    description:
      'What the editor saves by itself while the admin types, as autosaveBlog: without `id` a new DRAFT; a draft takes the texts at once; a published project stays as the public sees it and the texts become its `pendingEdit` until `updateProject`. `input.status` is ignored. Kept as a version at most every 10 minutes.',
  })
  autosaveProject(
    @Arg('id', () => ID, { nullable: true, description: 'The project; absent or null for a new one.' })
    id: string | null,
    @Arg('input', () => ProjectDraftInput) input: ProjectDraftInput,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED_UPDATED_AT) expectedUpdatedAt: Date | null,
    @Ctx() { services }: Context,
  ): Promise<Project> {
    return services.projects.autosave(id ?? null, input, expectedUpdatedAt);
  }

  @Authorized('admin')
  @Mutation(() => Boolean)
  deleteProject(@Arg('id', () => ID) id: string, @Ctx() { services }: Context): Promise<boolean> {
    return services.projects.delete(id);
  }

  @Authorized('admin')
  @Mutation(() => [Project], { description: "The owner's order: every project's id once, first shown first." })
  reorderProjects(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services }: Context): Promise<Project[]> {
    return services.projects.reorder(ids);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: "'Projeler menüde görünsün': whether the site's menu links to /projects." })
  setProjectsInMenu(@Arg('visible', () => Boolean) visible: boolean, @Ctx() { services }: Context): Promise<boolean> {
    return services.projects.setInMenu(visible);
  }

  /** Lists leave `content` out; it is loaded only when a client asks for it, for all of a list's projects at once. */
  @FieldResolver(() => String, { description: 'Sanitised rich HTML.', complexity: projectBodyCost })
  content(@Root() project: Project, @Ctx() context: Context): string | Promise<string> {
    return project.content ?? contents(context, project.locale ?? Locale.TR).load(project.id);
  }

  @FieldResolver(() => Locale, { description: 'The language of `title`, `slug`, `summary` and `content`.' })
  locale(@Root() project: Project): Locale {
    return project.locale ?? Locale.TR;
  }

  @FieldResolver(() => [Alternate], {
    description:
      "The project's public page in each language it has, this one's included: /projects/{slug}, /en/projects/{English slug} (a draft's as it will be).",
  })
  alternates(@Root() project: Project): Alternate[] {
    return alternatesOf(projectPath, project.turkishSlug ?? project.slug, project.enSlug);
  }

  @FieldResolver(() => ProjectTranslation, {
    nullable: true,
    description: 'Admin only: the English version, or null without one.',
  })
  @Authorized('admin')
  english(@Root() project: Project): ProjectTranslation | null {
    return translationOf(project);
  }

  @FieldResolver(() => ProjectRevision, {
    nullable: true,
    description:
      "Admin only: a published project's edits that the editor saved by itself and `updateProject` has not published yet, or null.",
  })
  @Authorized('admin')
  pendingEdit(@Root() project: Project, @Ctx() { services }: Context): Promise<ProjectRevision | null> {
    return services.projects.pendingEdit(project.id);
  }

  @FieldResolver(() => [ProjectRevision], {
    description:
      'Admin only: the saved versions of the project, newest first (without content): every save and an autosave at most every 10 minutes, the last 50.',
  })
  @Authorized('admin')
  revisions(@Root() project: Project, @Ctx() { services }: Context): Promise<ProjectRevision[]> {
    return services.projects.revisions(project.id);
  }
}

@Resolver(() => ProjectTranslation)
export class ProjectTranslationResolver {
  /** A list's English versions come without contents; read when asked, for all of the list's projects at once. */
  @FieldResolver(() => String, { description: 'Sanitised rich HTML.', complexity: projectBodyCost })
  content(@Root() english: ProjectTranslation, @Ctx() context: Context): string | Promise<string> {
    return english.content ?? contents(context, Locale.EN).load(english.projectId!);
  }
}

@Resolver(() => ProjectRevision)
export class ProjectRevisionResolver {
  /** A list of versions comes without contents; each is read when asked for. */
  @FieldResolver(() => String, { description: 'Sanitised rich HTML, as the project would store it.' })
  content(@Root() revision: ProjectRevision, @Ctx() { services }: Context): string | Promise<string> {
    return revision.content ?? services.projects.revisionContent(revision.id);
  }

  /** Its English content, a further body of the version, is read when asked for (a list comes without). */
  @FieldResolver(() => ProjectTranslation, { nullable: true, description: 'The English version it held, or null.' })
  async english(@Root() revision: ProjectRevision, @Ctx() { services }: Context): Promise<ProjectTranslation | null> {
    if (!revision.english) return null;
    const content =
      revision.englishContent ??
      revision.english.content ??
      (await services.projects.revisionEnglishContent(revision.id));
    return { ...revision.english, content };
  }
}

/** Projects' contents in one language by id, for one request: a list's projects ask together. */
const contents = (context: Context, locale: Locale) =>
  perRequest(
    context,
    `project contents ${locale}`,
    () => new DataLoader((ids: readonly string[]) => context.services.projects.contents(ids, locale)),
  );
