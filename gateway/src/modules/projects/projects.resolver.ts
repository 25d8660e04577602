import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context';
import { forbidden } from '../../core/errors';
import { Project } from './project.entity';
import { ProjectInput } from './projects.inputs';
import { PER_PAGE } from './projects.service';
import { ProjectPage } from './projects.types';

/** An argument only the admin may use (`includeDrafts`, `preview`), so that an answer stays the same for every caller. */
function requireAdmin({ services, user }: Context): void {
  if (!services.sessions.isAdmin(user)) throw forbidden();
}

@Resolver()
export class ProjectsResolver {
  @Query(() => ProjectPage, {
    description: "A page of the published projects, featured first, then in the owner's order.",
  })
  projects(
    @Arg('technology', () => String, { nullable: true, description: 'Only the projects that list this technology.' })
    technology: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: PER_PAGE.default }) perPage: number,
    @Arg('includeDrafts', () => Boolean, {
      defaultValue: false,
      description: 'Admin only (else FORBIDDEN): drafts too.',
    })
    includeDrafts: boolean,
    @Ctx() ctx: Context,
  ): Promise<ProjectPage> {
    if (includeDrafts) requireAdmin(ctx);
    return ctx.services.projects.page({ technology, page, perPage }, { includeDrafts });
  }

  @Query(() => Project, { nullable: true, description: 'A published project, or null.' })
  project(
    @Arg('id', () => ID, { description: "The project's id, its slug or one of its former slugs." }) id: string,
    @Arg('preview', () => Boolean, { defaultValue: false, description: 'Admin only (else FORBIDDEN): a draft too.' })
    preview: boolean,
    @Ctx() ctx: Context,
  ): Promise<Project | null> {
    if (preview) requireAdmin(ctx);
    return ctx.services.projects.find(id, { preview });
  }

  @Authorized('admin')
  @Mutation(() => Project, {
    description: 'Create a project (content is sanitised); a draft unless `status` says otherwise.',
  })
  createProject(@Arg('input', () => ProjectInput) input: ProjectInput, @Ctx() { services }: Context): Promise<Project> {
    return services.projects.create(input);
  }

  @Authorized('admin')
  @Mutation(() => Project)
  updateProject(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProjectInput) input: ProjectInput,
    @Ctx() { services }: Context,
  ): Promise<Project> {
    return services.projects.update(id, input);
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
}
