import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestamp } from '../../core/db/columns';

/**
 * A post's delivery to the followers (posts.ts): what its `Article` showed when last sent, and
 * whether it waits to be looked at again. Made when an announced row (a post) is written visible,
 * moved by every later write of it, in the write's transaction; one gateway at a time holds it
 * (`claimedBy` until `claimedUntil`) while it decides Create, Update or Delete and hands the
 * activity to Fedify's queue.
 */
@Entity('fediverse_posts')
@Index(['dueAt'])
export class FediversePost {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  postId: string;

  /** sha256 of what the `Article` showed when last sent (posts.ts `versionOf`); null: not out there now. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  version: string | null;

  /** When it is to be looked at: now after a write, its moment when it is scheduled; null: nothing to do. */
  @Column({ ...timestamp, nullable: true })
  dueAt: Date | null;

  @Column({ ...timestamp, nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;

  /** Failed looks in a row (handing the activity to the queue failed), for the back-off. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When its last Create or Update went; when its Delete went. */
  @Column({ ...timestamp, nullable: true })
  sentAt: Date | null;

  @Column({ ...timestamp, nullable: true })
  deletedAt: Date | null;
}
