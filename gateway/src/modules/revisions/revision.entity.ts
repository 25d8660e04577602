import { randomUUID } from 'node:crypto';
import { RevisionKind } from '@portfolio/content-rules';
import { registerEnumType } from 'type-graphql';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestamp } from '../../core/db/columns';
import { longText } from '../../core/db/dialect';

registerEnumType(RevisionKind, {
  name: 'RevisionKind',
  description:
    "SAVED: the post as a save (create or update) stored it. AUTOSAVED: what the editor saved by itself, kept at most every 10 minutes. PENDING: a published post's edits saved by the editor and not yet public ('Güncelle' publishes them); one per post.",
});

/**
 * A version of the texts of a subject (an entity that a module declares in its `revisions`): which
 * one (`subject`, `subjectId`), what kind of version, when, its texts as JSON and its body (the
 * large text, which a list leaves out) apart. No foreign key: removing the subject deletes them
 * (module.ts, the revisions module's write hook).
 */
@Entity('revisions')
@Index(['subject', 'subjectId', 'kind', 'savedAt'])
export class Revision {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The subject's name, as its declaration gives it (`post`). */
  @Column({ type: 'varchar', length: 40 })
  subject: string;

  @Column({ type: 'varchar', length: 36 })
  subjectId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: RevisionKind;

  /** When this version was saved; a pending edit's, when it was last saved. */
  @Column(timestamp)
  savedAt: Date;

  /** The texts but the body, dates as ISO strings. */
  @Column({ type: 'simple-json' })
  texts: Record<string, unknown>;

  @Column({ type: longText })
  body: string;

  /**
   * Its further large texts (`Versioned.bodies`: a post's English content), as one JSON object, left
   * out of a list as the body is; null when the subject declares none.
   */
  @Column({ type: longText, nullable: true })
  bodies: string | null;

  @BeforeInsert()
  protected stamp(): void {
    this.id ??= randomUUID();
    this.savedAt ??= new Date();
  }
}
