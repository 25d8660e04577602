import {
  checkList,
  normalizeList,
  numberedSlug,
  SLUG_TAKEN,
  slugify,
  TECHNOLOGIES_RULE,
} from '@portfolio/content-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { AppError, badInput, notFound } from '../../core/errors';
import { sanitizeProjectHtml } from './project-html';
import { Project, ProjectSlug, ProjectStatus } from './project.entity';
import type { ProjectInput } from './projects.inputs';
import type { ProjectPage } from './projects.types';

export const PROJECT_NOT_FOUND = 'Proje bulunamadı';
export const PER_PAGE = { default: 12, min: 1, max: 100 } as const;
export const PER_PAGE_INVALID = `Sayfa başına proje sayısı ${PER_PAGE.min} ile ${PER_PAGE.max} arasında olmalıdır.`;
export const PAGE_INVALID = 'Sayfa numarası 1 veya daha büyük olmalıdır.';
export const END_BEFORE_START = 'Bitiş tarihi başlangıç tarihinden önce olamaz';
export const ORDER_INVALID = 'Sıralama her projeyi tam bir kez içermelidir';

/** What a list leaves out: the content. */
const LISTED = {
  ...{ id: true, createdAt: true, title: true, slug: true, summary: true, cover: true, technologies: true },
  ...{ links: { repo: true, demo: true }, startDate: true, endDate: true, featured: true, order: true },
  ...{ status: true, updatedAt: true },
} as const;
const ORDER = { featured: 'DESC', order: 'ASC', createdAt: 'ASC' } as const;

/** The projects: their reads (published only, unless the admin asks) and the admin's writes. */
export class ProjectsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A page of projects, featured first then in the owner's order; `technology` keeps those that list
   * it (compared as written, case aside). Projects are few (a portfolio's tens): the filter runs
   * over the list read without content.
   */
  async page(
    {
      technology,
      page = 1,
      perPage = PER_PAGE.default,
    }: { technology?: string | null; page?: number; perPage?: number },
    { includeDrafts = false } = {},
  ): Promise<ProjectPage> {
    if (!Number.isInteger(page) || page < 1) throw badInput(PAGE_INVALID);
    if (!Number.isInteger(perPage) || perPage < PER_PAGE.min || perPage > PER_PAGE.max)
      throw badInput(PER_PAGE_INVALID);
    const all = await this.dataSource.getRepository(Project).find({
      select: LISTED,
      where: includeDrafts ? {} : { status: ProjectStatus.PUBLISHED },
      order: ORDER,
    });
    const wanted = technology?.trim().toLocaleLowerCase('tr');
    const matching = wanted
      ? all.filter((project) => project.technologies.some((t) => t.toLocaleLowerCase('tr') === wanted))
      : all;
    return {
      items: matching.slice((page - 1) * perPage, page * perPage),
      page,
      perPage,
      total: matching.length,
      pages: Math.ceil(matching.length / perPage),
    };
  }

  /** A project by its id, its slug or a former slug; a draft only for the admin (`preview`). */
  async find(idOrSlug: string, { preview = false } = {}, manager = this.dataSource.manager): Promise<Project | null> {
    const slug = await manager.getRepository(ProjectSlug).findOneBy({ slug: idOrSlug });
    const project = await manager.getRepository(Project).findOneBy({ id: slug?.projectId ?? idOrSlug });
    if (!project || (!preview && project.status !== ProjectStatus.PUBLISHED)) return null;
    return project;
  }

  create(input: ProjectInput): Promise<Project> {
    return this.dataSource.transaction(async (manager) => {
      const fields = this.fields(input);
      const count = await manager.getRepository(Project).count();
      const project = Object.assign(new Project(), fields, {
        status: input.status ?? ProjectStatus.DRAFT,
        order: count,
        slug: await this.freeSlug(manager, input.slug, input.title, null),
      });
      await manager.getRepository(Project).save(project);
      await manager.getRepository(ProjectSlug).save({ slug: project.slug, projectId: project.id });
      return project;
    });
  }

  update(id: string, input: ProjectInput): Promise<Project> {
    return this.dataSource.transaction(async (manager) => {
      const project = await this.find(id, { preview: true }, manager);
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      Object.assign(project, this.fields(input), { status: input.status ?? project.status });
      if (input.slug && input.slug !== project.slug) {
        project.slug = await this.freeSlug(manager, input.slug, input.title, project.id);
        await manager.getRepository(ProjectSlug).save({ slug: project.slug, projectId: project.id });
      }
      return manager.getRepository(Project).save(project);
    });
  }

  async delete(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const project = await this.find(id, { preview: true }, manager);
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      await manager.getRepository(Project).remove(project);
      return true;
    });
  }

  /** The owner's order: `ids` names every project once, first shown first (featured ones still lead the lists). */
  reorder(ids: string[]): Promise<Project[]> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Project);
      const projects = await repository.find({ select: LISTED });
      const known = new Set(projects.map((p) => p.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw badInput(ORDER_INVALID);
      const orders = new Map(projects.map((p) => [p.id, p.order]));
      // An update of `order` alone: the search index, which reads no order, is left alone.
      for (const [order, id] of ids.entries()) if (orders.get(id) !== order) await repository.update({ id }, { order });
      return repository.find({ select: LISTED, where: { id: In(ids) }, order: ORDER });
    });
  }

  /** The input as the row's fields, by the module's rules; refuses (BAD_USER_INPUT) what they refuse. */
  private fields(input: ProjectInput): Partial<Project> {
    const technologies = normalizeList(input.technologies ?? []);
    const refused = checkList(TECHNOLOGIES_RULE, technologies);
    if (refused) throw badInput(refused);
    const startDate = input.startDate || null;
    const endDate = input.endDate || null;
    if (startDate && endDate && endDate < startDate) throw badInput(END_BEFORE_START);
    return {
      title: input.title,
      summary: input.summary ?? '',
      content: sanitizeProjectHtml(input.content ?? ''),
      cover: input.cover ?? '',
      technologies,
      links: { repo: input.links?.repo ?? '', demo: input.links?.demo ?? '' },
      startDate,
      endDate,
      featured: input.featured ?? false,
    };
  }

  /**
   * The slug asked for (refused when another project has or had it, or has it as its id), or one
   * made from the title, numbered until free.
   */
  private async freeSlug(manager: EntityManager, asked: string | null | undefined, title: string, self: string | null) {
    const takenBy = async (slug: string) => {
      const owner = (await manager.getRepository(ProjectSlug).findOneBy({ slug }))?.projectId;
      const byId = owner ? null : await manager.getRepository(Project).findOneBy({ id: slug });
      const other = owner ?? byId?.id;
      return other !== undefined && other !== self;
    };
    if (asked) {
      if (await takenBy(asked)) throw new AppError('CONFLICT', SLUG_TAKEN);
      return asked;
    }
    const base = slugify(title);
    for (let n = 1; ; n++) {
      const slug = numberedSlug(base, n);
      if (!(await takenBy(slug))) return slug;
    }
  }
}
