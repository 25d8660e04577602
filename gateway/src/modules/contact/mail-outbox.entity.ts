import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';
import { ContactMessage } from './contact-message.entity';

/**
 * A mail to the owner, written in the same transaction as the contact message it tells of and sent
 * by outbox.ts: a row is a promise that the mail goes out once, however long the SMTP server is
 * away and however many gateways share the database. It holds the visitor's words only until the
 * mail is sent (then `replyTo`, `subject` and `text` are emptied), and goes with its message.
 */
@Entity('mail_outbox')
@Index(['sentAt', 'nextAttemptAt'])
export class MailOutbox extends Row {
  /** The contact message: deleting it (the owner, or its retention) deletes this row, sent or not. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  messageId: string | null;

  @ManyToOne(() => ContactMessage, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'messageId' })
  message?: ContactMessage;

  @Column({ type: 'varchar', length: 254 })
  replyTo: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(timestamp)
  nextAttemptAt: Date;

  /** A gateway sending it holds it until then (and names itself in `claimedBy`); past it, another may. */
  @Column({ ...timestamp, nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;

  @Column({ ...timestamp, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
