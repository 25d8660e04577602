import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { timestamp } from '../../core/db/columns';
import { longText } from '../../core/db/dialect';
import { BlogPost } from './blog-post.entity';

/** Stored as the lower-case value; GraphQL names it by the key. */
export enum RevisionKind {
  SAVED = 'saved',
  AUTOSAVED = 'autosaved',
  PENDING = 'pending',
}

registerEnumType(RevisionKind, {
  name: 'RevisionKind',
  description:
    "SAVED: the post as a save (create or update) stored it. AUTOSAVED: what the editor saved by itself, kept at most every 10 minutes. PENDING: a published post's edits saved by the editor and not yet public ('Güncelle' publishes them); one per post.",
});

/**
 * A version of a post's texts (revisions.ts): every save, an autosave at most every 10 minutes (the
 * last 50 of those two per post), and a published post's pending edits. Deleting the post deletes them.
 */
@ObjectType({ description: "A saved version of a post's texts, as the admin wrote them." })
@Entity('blog_revisions')
@Index(['postId', 'kind', 'savedAt'])
export class BlogRevision {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field(() => ID)
  @Column({ type: 'varchar', length: 36 })
  postId: string;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'postId' })
  post?: BlogPost;

  @Field(() => RevisionKind)
  @Column({ type: 'varchar', length: 20 })
  kind: RevisionKind;

  /** When this version was saved; a pending edit's, when it was last saved. */
  @Field(() => Date)
  @Column(timestamp)
  savedAt: Date;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true, description: 'The slug asked for, if any (a pending edit may change it).' })
  @Column({ type: 'varchar', length: 80, nullable: true })
  slug: string | null;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  shortDescription: string;

  /** Sanitised as the post's content is (blog.service.ts storedContent). */
  @Field(() => String, { description: 'Sanitised rich HTML, as the post would store it.' })
  @Column({ type: longText })
  content: string;

  @Field(() => [String])
  @Column({ type: 'simple-json' })
  tags: string[];

  @Field(() => Date, { nullable: true, description: 'The publish date asked for, if any.' })
  @Column({ ...timestamp, nullable: true })
  publishDate: Date | null;

  @BeforeInsert()
  protected stamp(): void {
    this.id ??= randomUUID();
    this.savedAt ??= new Date();
  }
}
