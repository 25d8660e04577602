import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';
import { longText } from '../../core/db/dialect';
import type { ContactMessage } from '../contact/contact-message.entity';

/**
 * A mail, written in the same transaction as what it tells of and sent by outbox.ts: a row is a
 * promise that the mail goes out once, however long the SMTP server is away and however many
 * gateways share the database. It holds its words and its recipient only until it is sent (then
 * they are emptied); the owner's mail about a contact message goes with its message.
 */
@Entity('mail_outbox')
@Index(['sentAt', 'nextAttemptAt'])
export class MailOutbox extends Row {
  /**
   * The contact message a mail to the owner tells of (modules/contact, named by its entity's name):
   * deleting it (the owner, or its retention) deletes this row, sent or not.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  messageId: string | null;

  @ManyToOne('ContactMessage', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'messageId' })
  message?: ContactMessage;

  /** Who gets it; null: the owner (MAIL_TO, or the admin account's address when it is sent). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  recipient: string | null;

  @Column({ type: 'varchar', length: 254 })
  replyTo: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** The HTML part beside `text`, if the mail has one. */
  @Column({ type: longText, nullable: true })
  html: string | null;

  /** Headers of its own (`Auto-Submitted`…). */
  @Column({ type: 'simple-json', nullable: true })
  headers: Record<string, string> | null;

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
