import {
  checkList,
  END_BEFORE_START,
  isSlug,
  normalizeList,
  numberedSlug,
  pictureOf,
  PROJECT_COVER_INVALID,
  PROJECT_TECHNOLOGIES_RULE,
  SLUG_TAKEN,
  slugify,
} from '@portfolio/content-rules';
import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Services } from '../../core/context';
import { forUpdate, retryingTransaction } from '../../core/db/transaction';
import { badInput, notFound } from '../../core/errors';
import { Locale } from '../../core/locale';
import { storedContentHtml } from '../../core/stored-content';
import {
  englishOf,
  PROJECT_VERSIONS,
  textsOf,
  versionEnglish,
  type ProjectEnglish,
  type ProjectRevision,
  type ProjectTexts,
} from './project-revision';
import {
  Project,
  ProjectSettings,
  ProjectSlug,
  ProjectStatus,
  ProjectTechnology,
  storeTechnologies,
} from './project.entity';
import type { ProjectDraftInput, ProjectInput, ProjectTranslationInput } from './projects.inputs';
import { inEnglish, type ProjectPage, type ProjectTechnologyCount } from './projects.types';

export const PROJECT_NOT_FOUND = 'Proje bulunamadı';
export const REVISION_NOT_FOUND = 'Sürüm bulunamadı';
export const PER_PAGE = { default: 12, min: 1, max: 100 } as const;
export const PER_PAGE_INVALID = `Sayfa başına proje sayısı ${PER_PAGE.min} ile ${PER_PAGE.max} arasında olmalıdır.`;
export const PAGE_INVALID = 'Sayfa numarası 1 veya daha büyük olmalıdır.';
export const ORDER_INVALID = 'Sıralama her projeyi tam bir kez içermelidir';

/** What a list leaves out: the content (read when asked, projects.resolver.ts). */
const LISTED = {
  ...{ id: true, createdAt: true, title: true, slug: true, summary: true, cover: true, technologies: true },
  ...{ links: { repo: true, demo: true }, startDate: true, endDate: true, featured: true, order: true },
  ...{ status: true, updatedAt: true, enTitle: true, enSlug: true, enSummary: true },
} as const;
const ORDER = { featured: 'DESC', order: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;
/** The settings' one row. */
const SETTINGS_ID = 1;

/** What the cost limit prices the projects' fields by (projects.cost.ts). */
export type ProjectCostSizes = { projectTechnologies: number; largestProject: number };

/**
 * A write's fields, checked and made as stored, before its transaction (no large content sanitised
 * under a lock); `english` as the input has it: its slug, if any, is the transaction's to check or make.
 */
type Fields = Pick<ProjectTexts, Exclude<keyof ProjectTexts, 'slug' | 'english' | 'englishContent'>> & {
  english: (Omit<ProjectEnglish, 'slug'> & { slug: string | null }) | null | undefined;
};

/** The English columns of a project holding `english` (null: none). */
const englishColumns = (english: ProjectEnglish | null) => ({
  enTitle: english?.title ?? null,
  enSlug: english?.slug ?? null,
  enSummary: english?.summary ?? null,
  enContent: english?.content ?? null,
});

/**
 * Which of `slugs` a project other than `self` answers to in `locale`: as one of its slugs there,
 * current or former, or as its id (`project(id)` takes either). Each language's slugs are a
 * namespace of their own.
 */
async function takenSlugs(
  manager: EntityManager,
  slugs: string[],
  self?: string,
  locale = Locale.TR,
): Promise<Set<string>> {
  const owned = await manager.find(ProjectSlug, { where: { slug: In(slugs), locale } });
  const ids = await manager.find(Project, { select: { id: true }, where: { id: In(slugs) } });
  return new Set([
    ...owned.filter(({ projectId }) => projectId !== self).map(({ slug }) => slug),
    ...ids.filter(({ id }) => id !== self).map(({ id }) => id),
  ]);
}

/** The first of `base`, `base-2`, `base-3`… that no project answers to in `locale`. */
async function freeSlug(manager: EntityManager, base: string, locale = Locale.TR): Promise<string> {
  for (let first = 1; ; first += 10) {
    const candidates = Array.from({ length: 10 }, (_, i) => numberedSlug(base, first + i));
    const taken = await takenSlugs(manager, candidates, undefined, locale);
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

/** Gives `project` a new slug, which the history keeps beside the old one; one of its own former slugs may be taken back. */
async function changeSlug(manager: EntityManager, project: Project, slug: string): Promise<void> {
  if ((await takenSlugs(manager, [slug], project.id)).size) throw badInput(SLUG_TAKEN);
  if (!(await manager.existsBy(ProjectSlug, { slug, locale: Locale.TR })))
    await manager.insert(ProjectSlug, { slug, locale: Locale.TR, projectId: project.id });
  project.slug = slug;
}

/** Keeps a saved project's English slug in its history, where a former one still leads to it. */
async function keepEnglishSlug(manager: EntityManager, project: Project): Promise<void> {
  const slug = project.enSlug;
  if (slug && !(await manager.existsBy(ProjectSlug, { slug, locale: Locale.EN })))
    await manager.insert(ProjectSlug, { slug, locale: Locale.EN, projectId: project.id });
}

/** An input's English version as stored, its slug as asked (or null). */
const englishFields = (english: ProjectTranslationInput): NonNullable<Fields['english']> => ({
  title: english.title,
  slug: english.slug || null,
  summary: english.summary ?? '',
  content: storedContentHtml(english.content ?? ''),
});

/**
 * The English version `english` (a write's) makes of `project`'s (absent: the one it has; null: none):
 * its slug the one asked for, else the one it has, else made from its title; refused (SLUG_TAKEN)
 * when another project has or had it in English.
 */
async function englishVersion(
  manager: EntityManager,
  project: Pick<Project, 'id' | 'enTitle' | 'enSlug' | 'enSummary' | 'enContent'> | null,
  english: Fields['english'],
): Promise<ProjectEnglish | null> {
  const current = project && englishOf(project as Project);
  if (english === undefined) return current;
  if (english === null) return null;
  let slug = english.slug;
  if (slug && slug !== current?.slug) {
    if ((await takenSlugs(manager, [slug], project?.id, Locale.EN)).size) throw badInput(SLUG_TAKEN);
  } else slug ||= current?.slug ?? (await freeSlug(manager, slugify(english.title), Locale.EN));
  return { ...english, slug };
}

/**
 * The projects: their reads (published only, unless the admin asks) and the admin's writes, with the
 * blog's versions, pending edits and conflict check (modules/revisions).
 */
export class ProjectsService {
  private readonly versions;

  constructor(
    private readonly dataSource: DataSource,
    private readonly files: Services['files'],
    revisions: Services['revisions'],
  ) {
    this.versions = revisions.of<ProjectTexts>(PROJECT_VERSIONS);
  }

  private get projects() {
    return this.dataSource.getRepository(Project);
  }

  /**
   * A page of projects, featured first then in the owner's order; `technology` (a slug; any other
   * text is read as its slug) keeps those that list it, through project_technologies' index. In
   * English, only the projects with an English version, in English.
   */
  async page(
    {
      technology,
      page = 1,
      perPage = PER_PAGE.default,
      locale = Locale.TR,
    }: { technology?: string | null; page?: number; perPage?: number; locale?: Locale },
    { includeDrafts = false } = {},
  ): Promise<ProjectPage> {
    if (!Number.isInteger(page) || page < 1) throw badInput(PAGE_INVALID);
    if (!Number.isInteger(perPage) || perPage < PER_PAGE.min || perPage > PER_PAGE.max)
      throw badInput(PER_PAGE_INVALID);
    const status = includeDrafts ? {} : { status: ProjectStatus.PUBLISHED };
    let ids: string[] | undefined;
    if (technology?.trim()) {
      const rows = await this.dataSource.getRepository(ProjectTechnology).find({
        select: { projectId: true },
        where: { slug: slugify(technology), ...status },
      });
      ids = rows.map(({ projectId }) => projectId);
    }
    const where = {
      ...status,
      ...(ids && { id: In(ids) }),
      ...(locale === Locale.EN && { enSlug: Not(IsNull()) }),
    };
    // Not findAndCount: with a `select`, TypeORM counts DISTINCT the selected columns joined by
    // `||`, which SQLite makes NULL when a column is (an open-ended project's endDate): a count of 0.
    const [items, total] =
      ids?.length === 0
        ? [[], 0]
        : await Promise.all([
            this.projects.find({ select: LISTED, where, order: ORDER, skip: (page - 1) * perPage, take: perPage }),
            this.projects.count({ where }),
          ]);
    const shown = locale === Locale.EN ? items.map((project) => inEnglish(project)!) : items;
    return { items: shown, page, perPage, total, pages: Math.ceil(total / perPage) };
  }

  /**
   * The technologies of the published projects, by slug (the first spelling in the byte order), with
   * how many list each; in English, of those with an English version.
   */
  async technologies(locale = Locale.TR): Promise<ProjectTechnologyCount[]> {
    const query = this.dataSource.getRepository(ProjectTechnology).createQueryBuilder('technology');
    if (locale === Locale.EN)
      query.innerJoin(Project, 'project', 'project.id = technology.projectId AND project.enSlug IS NOT NULL');
    const rows: Array<{ slug: string; name: string; count: string | number }> = await query
      .select('technology.slug', 'slug')
      .addSelect('MIN(technology.name)', 'name')
      .addSelect('COUNT(*)', 'count')
      .where('technology.status = :published', { published: ProjectStatus.PUBLISHED })
      .groupBy('technology.slug')
      .orderBy('technology.slug', 'ASC')
      .getRawMany();
    return rows.map(({ slug, name, count }) => ({ slug, name, count: Number(count) }));
  }

  /**
   * A project by its id, its slug or a former slug, each as written (MySQL's collation would take
   * 'ISIK' for 'isik', and 'isik ' too); a draft only for the admin (`preview`). In English, by its
   * id or its English slug (current or former), in English: null without an English version.
   */
  async find(
    idOrSlug: string,
    { preview = false, locale = Locale.TR } = {},
    manager = this.dataSource.manager,
  ): Promise<Project | null> {
    const owner = isSlug(idOrSlug)
      ? (await manager.getRepository(ProjectSlug).findOneBy({ slug: idOrSlug, locale }))?.projectId
      : undefined;
    const project = await manager.getRepository(Project).findOneBy({ id: owner ?? idOrSlug });
    if (!project || (!owner && project.id !== idOrSlug)) return null;
    if (!(preview || project.status === ProjectStatus.PUBLISHED)) return null;
    return locale === Locale.EN ? inEnglish(project) : project;
  }

  /** Projects' contents by id (a list is read without), in Turkish or English; '' for one that went. */
  async contents(ids: readonly string[], locale = Locale.TR): Promise<string[]> {
    const english = locale === Locale.EN;
    const rows = await this.projects.find({
      select: { id: true, content: !english, enContent: english },
      where: { id: In([...ids]) },
    });
    const found = new Map(rows.map((p) => [p.id, (english ? p.enContent : p.content) ?? '']));
    return ids.map((id) => found.get(id) ?? '');
  }

  /**
   * A new project, a draft unless the input says otherwise (an autosaved one always), last in the
   * owner's order; its slug is the admin's or made from the title. Kept as its first version.
   */
  async create(input: ProjectInput, { autosaved = false } = {}): Promise<Project> {
    const fields = await this.fields(input);
    return retryingTransaction(this.dataSource, async (manager) => {
      if (input.slug && (await takenSlugs(manager, [input.slug])).size) throw badInput(SLUG_TAKEN);
      const last = await manager.findOne(Project, {
        select: { id: true, order: true },
        where: {},
        order: { order: 'DESC' },
      });
      const { english, ...texts } = fields;
      const project = await manager.save(
        manager.create(Project, {
          ...texts,
          ...englishColumns(await englishVersion(manager, null, english)),
          status: autosaved ? ProjectStatus.DRAFT : (input.status ?? ProjectStatus.DRAFT),
          order: last ? last.order + 1 : 0,
          slug: input.slug || (await freeSlug(manager, slugify(input.title))),
        }),
      );
      await manager.insert(ProjectSlug, { slug: project.slug, locale: Locale.TR, projectId: project.id });
      await keepEnglishSlug(manager, project);
      await storeTechnologies(manager, project, { isNew: true });
      await this.versions.keep(manager, project.id, textsOf(project), { autosaved });
      return project;
    });
  }

  /**
   * Replaces a project's texts (and its status when the input names one); its slug stays unless the
   * admin gives another (the old one then leads here too). Its pending edit goes and the save is kept
   * as a version. With `expectedUpdatedAt`, refused (CONFLICT) when the project changed since.
   */
  async update(id: string, input: ProjectInput, expectedUpdatedAt?: Date | null): Promise<Project> {
    const fields = await this.fields(input);
    return retryingTransaction(this.dataSource, async (manager) => {
      const project = await this.locked(manager, id);
      const pending = await this.versions.pending(id, manager);
      this.versions.check(project.updatedAt, pending, expectedUpdatedAt);
      if (input.slug && input.slug !== project.slug) await changeSlug(manager, project, input.slug);
      const { english, ...texts } = fields;
      Object.assign(project, texts, englishColumns(await englishVersion(manager, project, english)), {
        status: input.status ?? project.status,
      });
      const saved = await manager.save(project);
      await keepEnglishSlug(manager, saved);
      await storeTechnologies(manager, saved);
      if (pending) await this.versions.dropPending(manager, id);
      await this.versions.keep(manager, id, textsOf(saved));
      return saved;
    });
  }

  /**
   * What the editor saves by itself while the admin types, as the blog's autosave: without `id` a new
   * draft; a draft takes the texts at once; a published project stays as the public sees it and the
   * texts become its pending edit until `update`. Kept as a version at most every 10 minutes;
   * `expectedUpdatedAt` is checked as `update` checks it; `status` is ignored.
   */
  async autosave(id: string | null, input: ProjectDraftInput, expectedUpdatedAt?: Date | null): Promise<Project> {
    const draft = { ...input, status: null };
    if (!id) return this.create(draft, { autosaved: true });
    const fields = await this.fields(draft);
    return retryingTransaction(this.dataSource, async (manager) => {
      const project = await this.locked(manager, id);
      this.versions.check(project.updatedAt, await this.versions.pending(id, manager), expectedUpdatedAt);
      const slug = draft.slug && draft.slug !== project.slug ? draft.slug : null;
      if (project.status === ProjectStatus.PUBLISHED) {
        // A slug another project has would fail at the save: say so now.
        if (slug && (await takenSlugs(manager, [slug], id)).size) throw badInput(SLUG_TAKEN);
        const { english, ...rest } = fields;
        const texts = {
          ...rest,
          slug: slug ?? project.slug,
          ...versionEnglish(await englishVersion(manager, project, english)),
        };
        await this.versions.savePending(manager, id, texts);
        await this.versions.keep(manager, id, texts, { autosaved: true });
        return project;
      }
      if (slug) await changeSlug(manager, project, slug);
      const { english, ...texts } = fields;
      const saved = await manager.save(
        Object.assign(project, texts, englishColumns(await englishVersion(manager, project, english))),
      );
      await keepEnglishSlug(manager, saved);
      await storeTechnologies(manager, saved);
      await this.versions.keep(manager, id, textsOf(saved), { autosaved: true });
      return saved;
    });
  }

  /** A published project's pending edit, or null. */
  async pendingEdit(projectId: string): Promise<ProjectRevision | null> {
    const pending = await this.versions.pending(projectId);
    return pending && { ...pending, projectId };
  }

  /** The project's saved and autosaved versions, newest first, without their contents. */
  async revisions(projectId: string): Promise<ProjectRevision[]> {
    return (await this.versions.list(projectId)).map((version) => ({ ...version, projectId }));
  }

  /** One version of the project, with its content, or null. */
  async revision(projectId: string, id: string): Promise<ProjectRevision | null> {
    const version = await this.versions.one(projectId, id);
    return version && { ...version, projectId };
  }

  /** A version's content (a list of versions comes without). */
  revisionContent(id: string): Promise<string> {
    return this.versions.body(id);
  }

  /** A version's English content, '' without one (a list of versions comes without). */
  async revisionEnglishContent(id: string): Promise<string> {
    return (await this.versions.bodies(id)).englishContent ?? '';
  }

  /** Removes the project as an entity, so the cache, the search and the versions learn which one went. */
  async delete(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const project = await this.find(id, { preview: true }, manager);
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      await manager.remove(project);
      return true;
    });
  }

  /** The owner's order: `ids` names every project once, first shown first (featured ones still lead the lists). */
  reorder(ids: string[]): Promise<Project[]> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Project);
      const projects = await repository.find({ select: { id: true, order: true } });
      const known = new Set(projects.map((p) => p.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw badInput(ORDER_INVALID);
      const orders = new Map(projects.map((p) => [p.id, p.order]));
      // An update of `order` alone: neither updatedAt (an editor's version) nor the search index changes.
      for (const [order, id] of ids.entries()) if (orders.get(id) !== order) await repository.update({ id }, { order });
      return repository.find({ select: LISTED, order: ORDER });
    });
  }

  /** Whether the site's menu links to /projects (off until the owner turns it on). */
  async inMenu(): Promise<boolean> {
    return (await this.dataSource.getRepository(ProjectSettings).findOneBy({ id: SETTINGS_ID }))?.inMenu ?? false;
  }

  async setInMenu(visible: boolean): Promise<boolean> {
    await this.dataSource.getRepository(ProjectSettings).save({ id: SETTINGS_ID, inMenu: visible });
    return visible;
  }

  /** The last `costSizes()` and when they were read. */
  private sizes?: { at: number; read: Promise<ProjectCostSizes> };

  /**
   * What the cost limit prices the projects' fields by, read at most once a second through indexes:
   * how many technologies the published projects have, and the largest content stored.
   */
  costSizes(): Promise<ProjectCostSizes> {
    const now = Date.now();
    if (!this.sizes || now - this.sizes.at >= 1000) {
      const count = (query: { getRawOne(): Promise<{ count?: unknown } | undefined> }) =>
        query.getRawOne().then((row) => Number(row?.count ?? 0));
      const technologies = this.dataSource
        .getRepository(ProjectTechnology)
        .createQueryBuilder('technology')
        .select('COUNT(DISTINCT technology.slug)', 'count')
        .where('technology.status = :published', { published: ProjectStatus.PUBLISHED });
      const largest = this.projects.createQueryBuilder('project').select('MAX(project.contentBytes)', 'count');
      this.sizes = {
        at: now,
        read: Promise.all([count(technologies), count(largest)]).then(([projectTechnologies, largestProject]) => ({
          projectTechnologies,
          largestProject,
        })),
      };
    }
    return this.sizes.read;
  }

  /** The project, locked for this transaction's write, or NOT_FOUND. */
  private async locked(manager: EntityManager, id: string): Promise<Project> {
    const project = await manager.findOne(Project, { where: { id }, lock: forUpdate(manager) });
    // As written: MySQL's collation would take an id in capitals for the id.
    if (project?.id !== id) throw notFound(PROJECT_NOT_FOUND);
    return project;
  }

  /**
   * The input as the row's texts, by the module's rules; refuses (BAD_USER_INPUT) what they refuse:
   * too many or too long technologies, an end before the start, a cover that is no stored photo.
   */
  private async fields(input: ProjectInput): Promise<Fields> {
    const technologies = normalizeList(input.technologies ?? []);
    const refused = checkList(PROJECT_TECHNOLOGIES_RULE, technologies);
    if (refused) throw badInput(refused);
    const startDate = input.startDate || null;
    const endDate = input.endDate || null;
    if (startDate && endDate && endDate < startDate) throw badInput(END_BEFORE_START);
    const cover = input.cover ?? '';
    if (cover && !(pictureOf(cover) && (await this.files.find(cover.slice('/uploads/'.length)))))
      throw badInput(PROJECT_COVER_INVALID);
    return {
      title: input.title,
      summary: input.summary ?? '',
      content: storedContentHtml(input.content ?? ''),
      cover,
      technologies,
      links: { repo: input.links?.repo ?? '', demo: input.links?.demo ?? '' },
      startDate,
      endDate,
      featured: input.featured ?? false,
      english: input.english && englishFields(input.english),
    };
  }
}
