import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestamp } from '../core/db/columns';

/**
 * One write to what the public sees, as the tags it changed (comma-separated): every gateway reads
 * the rows after the last one it saw and drops its cached answers with those tags. Rows older
 * than CHANGE_LOG_KEEP_MS are deleted.
 */
@Entity('content_changes')
export class ContentChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 2000 })
  tags: string;

  @Index()
  @Column(timestamp)
  createdAt: Date;
}
