import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BeforeInsert, BeforeUpdate, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';
import { longText } from '../../core/db/dialect';

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

  @Field(() => String, {
    description: "The cover: a stored file's name (the files module's /uploads/{name}), or empty.",
  })
  @Column({ type: 'varchar', length: 200, default: '' })
  cover: string;

  @Field(() => [String])
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

  @Field(() => Date)
  @Column(timestamp)
  updatedAt: Date;

  @BeforeInsert()
  @BeforeUpdate()
  protected stampUpdated(): void {
    this.updatedAt = new Date();
  }
}

/**
 * Every slug a project has had, its current one included (as the blog's blog_slugs): a former slug
 * keeps leading to its project, and the key makes each one a single project's. Deleting the project frees them.
 */
@Entity('project_slugs')
@Index(['projectId'])
export class ProjectSlug {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 36 })
  projectId: string;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId' })
  project?: Project;
}
