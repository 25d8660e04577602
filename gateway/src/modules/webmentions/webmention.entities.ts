import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestamp } from '../../core/db/columns';

/**
 * What the module's three queues share: a row waits until `dueAt`, then one gateway holds it
 * (`claimedBy`, until `claimedUntil`) while it works on it; a failure that may pass counts an
 * attempt and sets `dueAt` later (queue.ts).
 */
abstract class Queued {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column(timestamp)
  createdAt: Date;

  @Column(timestamp)
  dueAt: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ ...timestamp, nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;

  @BeforeInsert()
  protected stamp(): void {
    this.id ??= randomUUID();
    this.createdAt ??= new Date();
  }
}

/** A received Webmention's state: waiting to be checked (again), checked, or given up after its retries. */
export type ReceivedStatus = 'waiting' | 'done' | 'failed';

/**
 * A Webmention received (`POST /webmention`), checked later by the verifier: one row per source and
 * target (`key`: sha256 of `source + ' ' + target`), which a new POST of the same pair sets waiting
 * again (the source was updated or deleted).
 */
@Entity('webmention_received')
@Index(['status', 'dueAt'])
export class WebmentionReceived extends Queued {
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 2048 })
  source: string;

  @Column({ type: 'varchar', length: 2048 })
  target: string;

  @Column({ type: 'varchar', length: 20 })
  status: ReceivedStatus;

  @Column(timestamp)
  receivedAt: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}

/**
 * An announced row (a post) whose links are to be looked at: made or moved by the write hook when a
 * visible or scheduled row is written, due at its `visibleAt`, deleted once its sends are made.
 */
@Entity('webmention_jobs')
@Index(['kind', 'itemId'], { unique: true })
@Index(['dueAt'])
export class WebmentionJob extends Queued {
  /** The `Announced` kind ('post'). */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'varchar', length: 36 })
  itemId: string;
}

/** A send's state: waiting (to try, or try again), sent (2xx), failed (4xx, or a day of failures), none (no endpoint). */
export type SentStatus = 'waiting' | 'sent' | 'failed' | 'none';

/**
 * One Webmention of one version of a post to one target: unique per (item, target, version), so a
 * version is never sent twice to a target, however often the post is saved or the gateway restarts.
 */
@Entity('webmention_sent')
@Index(['itemId', 'targetKey', 'version'], { unique: true })
@Index(['status', 'dueAt'])
export class WebmentionSent extends Queued {
  @Column({ type: 'varchar', length: 36 })
  itemId: string;

  /** sha256 of `target`. */
  @Column({ type: 'varchar', length: 64 })
  targetKey: string;

  @Column({ type: 'varchar', length: 2048 })
  target: string;

  /** The post's address when the send was made (`source`). */
  @Column({ type: 'varchar', length: 2048 })
  source: string;

  /** sha256 of the post's HTML ('removed' when the post is gone or hidden). */
  @Column({ type: 'varchar', length: 64 })
  version: string;

  @Column({ type: 'varchar', length: 20 })
  status: SentStatus;

  @Column({ ...timestamp, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
