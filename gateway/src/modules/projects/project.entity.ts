import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { slugify } from '@portfolio/content-rules';
import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type EntityManager,
} from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';
import { exactText, longText } from '../../core/db/dialect';
import { Locale } from '../../core/locale';

/** Stored as the lower-case value, as a post's status is; GraphQL names it by the key. */
export enum ProjectStatus {
  PUBLISHED = 'published',
  DRAFT = 'draft',
}

registerEnumType(ProjectStatus, {
  name: 'ProjectStatus',
  description: 'PUBLISHED: public; DRAFT: only the admin sees it. REST spells them "published" and "draft".',
});

/** A project's links: each an https URL, or empty. */
@ObjectType('ProjectLinks')
export class ProjectLinks {
  @Field(() => String, { description: 'The code: an https URL, or empty.' })
  @Column({ type: 'varchar', length: 500, default: '' })
  repo: string;

  @Field(() => String, { description: 'The live site: an https URL, or empty.' })
  @Column({ type: 'varchar', length: 500, default: '' })
  demo: string;
}

/** A project of the portfolio (issue 46): shown in the owner's `order`, featured first. */
@ObjectType({ description: 'A project of the portfolio. Lists do not load `content`; ask for it on a single project.' })
@Entity('projects')
@Index(['status', 'featured', 'order'])
export class Project extends Row {
  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Made from the title on create; every slug the project has had is in project_slugs. */
  @Field(() => String, {
    description:
      "The project's address: /projects/{slug}. `project` and GET /api/projects/{id} also accept a former slug and answer with the current one here.",
  })
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200, default: '' })
  summary: string;

  @Field(() => String, { description: 'Sanitised rich HTML.' })
  @Column({ type: longText })
  content: string;

  /*
   * Its English version (issue 50, docs/product/languages.md): all four set, or all null. The schema
   * shows them as `english` (the admin's) or, to `locale: EN` reads, in place of the Turkish texts.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  enTitle: string | null;

  /**
   * The English address /en/projects/{enSlug}: unique among the English slugs (its own namespace);
   * every one it has had is in project_slugs under 'en'.
   */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 80, nullable: true })
  enSlug: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  enSummary: string | null;

  @Column({ type: longText, nullable: true })
  enContent: string | null;

  /**
   * Not stored: EN on a project as an English read answers it (`inEnglish`), its English texts in
   * place of the Turkish ones; absent, Turkish. The schema's `locale` (projects.resolver.ts).
   */
  locale?: Locale;

  /** Not stored: the Turkish slug of a project answered in English (its Turkish page, `alternates`). */
  turkishSlug?: string;

  @Field(() => String, {
    description: "The cover: a stored photo's address as uploadImage returns it ('/uploads/photo-….jpg'), or empty.",
  })
  @Column({ type: 'varchar', length: 200, default: '' })
  cover: string;

  /** As the owner wrote them, in their order; project_technologies holds them by slug (the filter, the counts). */
  @Field(() => [String], {
    description:
      "As the owner wrote them ('Node.js'); a technology is named by its slug, content-rules' slugify, as a tag is.",
  })
  @Column({ type: 'simple-json' })
  technologies: string[];

  @Field(() => ProjectLinks)
  @Column(() => ProjectLinks)
  links: ProjectLinks;

  @Field(() => String, { nullable: true, description: "The month it began, 'YYYY-MM', or null." })
  @Column({ type: 'varchar', length: 7, nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: "The month it ended, 'YYYY-MM'; null: 'Devam ediyor'." })
  @Column({ type: 'varchar', length: 7, nullable: true })
  endDate: string | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Field(() => Int, {
    description: "The owner's order (reorderProjects); lists show featured projects first, then by it.",
  })
  @Column({ type: 'int', default: 0 })
  order: number;

  @Field(() => ProjectStatus)
  @Column({ type: 'varchar', length: 20, default: ProjectStatus.DRAFT })
  status: ProjectStatus;

  /**
   * The stored content's size in UTF-8 bytes, the larger of the Turkish and the English one, set
   * whenever the content is written: what reading and sending it costs. Not in the schema; the cost limit prices a body by the largest (its index).
   */
  @Index()
  @Column({ type: 'int', default: 0 })
  contentBytes: number;

  @Field(() => Date)
  @Column(timestamp)
  updatedAt: Date;

  @BeforeInsert()
  @BeforeUpdate()
  protected stampUpdated(): void {
    this.updatedAt = new Date();
    if (typeof this.content === 'string')
      this.contentBytes = Math.max(Buffer.byteLength(this.content), Buffer.byteLength(this.enContent ?? ''));
  }
}

/**
 * Every slug a project has had, its current one included, in each language (as the blog's
 * blog_slugs): a former slug keeps leading to its project, and the key makes each one a single
 * project's in its language (/projects/x and /en/projects/x may be two projects' pages). Deleting
 * the project frees them.
 */
@Entity('project_slugs')
@Index(['projectId'])
export class ProjectSlug {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  slug: string;

  /** 'tr' (/projects/{slug}) or 'en' (/en/projects/{slug}). */
  @PrimaryColumn({ type: 'varchar', length: 2, default: Locale.TR })
  locale: Locale;

  @Column({ type: 'varchar', length: 36 })
  projectId: string;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId' })
  project?: Project;
}

/**
 * One technology of one project, by its slug (content-rules' slugify: 'Node.js' and 'node.js' are
 * one, named as a tag is), with the project's spelling and a copy of its status, so that the filter
 * (a technology's published projects) and the counts (projectTechnologies) are read through the
 * index alone. Written in the transaction of every write of its project (`storeTechnologies`);
 * deleting the project deletes them.
 */
@Entity('project_technologies')
@Index(['status', 'slug', 'name', 'projectId'])
export class ProjectTechnology {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  projectId: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  slug: string;

  /** The project's spelling; compared byte for byte (MySQL's collation would take 'IŞIK' for 'Işık'). */
  @Column({ type: 'varchar', length: 40, ...exactText })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  status: ProjectStatus;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId' })
  project?: Project;
}

/** A project's rows: one per slug of its technologies, in the spelling that comes first. */
export function technologyRows(project: Pick<Project, 'id' | 'technologies' | 'status'>): ProjectTechnology[] {
  const rows = new Map<string, ProjectTechnology>();
  for (const name of project.technologies) {
    const slug = slugify(name);
    if (!rows.has(slug)) rows.set(slug, { projectId: project.id, slug, name, status: project.status });
  }
  return [...rows.values()];
}

/** Makes a project's rows what the project now is, inside the transaction that writes it. */
export async function storeTechnologies(manager: EntityManager, project: Project, { isNew = false } = {}) {
  if (!isNew) await manager.delete(ProjectTechnology, { projectId: project.id });
  const rows = technologyRows(project);
  if (rows.length) await manager.insert(ProjectTechnology, rows);
}

/** The module's settings, one row (id 1): whether the site's menu links to /projects ('Projeler menüde görünsün'). */
@Entity('project_settings')
export class ProjectSettings {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'boolean', default: false })
  inMenu: boolean;
}
