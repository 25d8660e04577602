import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  BeforeInsert,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';

/** Stored as the lower-case value, as a post's status is; GraphQL names it by the key. */
export enum SubscriberStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
}
registerEnumType(SubscriberStatus, {
  name: 'SubscriberStatus',
  description: 'PENDING: the confirmation link not followed yet (deleted after 7 days); CONFIRMED: gets the mails.',
});

/** How an address came: the reader's form, the owner's CSV import, the owner. */
export type SubscriberSource = 'form' | 'import' | 'admin';

export enum SendStatus {
  WAITING = 'waiting',
  SENDING = 'sending',
  DONE = 'done',
}
registerEnumType(SendStatus, {
  name: 'SendStatus',
  description: 'WAITING: until its moment (dueAt); SENDING: mails going out; DONE: every mail sent or failed.',
});

export enum MailContent {
  SUMMARY = 'summary',
  FULL = 'full',
}
registerEnumType(MailContent, {
  name: 'MailContent',
  description: "What a post's mail holds besides its title, cover and link: its summary, or the whole post.",
});

/**
 * A reader who asked for a mail of every new post (issue 47): pending until the link of the
 * confirmation mail is followed (and deleted after 7 days if it never is), then confirmed. The
 * address is stored trimmed and in lower case, once.
 */
@ObjectType({ description: 'A subscriber (admin only).' })
@Entity('subscribers')
@Index(['status', 'createdAt'])
export class Subscriber extends Row {
  @Field(() => String)
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => SubscriberStatus)
  @Column({ type: 'varchar', length: 20 })
  status: SubscriberStatus;

  @Field(() => Date, { nullable: true })
  @Column({ ...timestamp, nullable: true })
  confirmedAt: Date | null;

  /** When the last confirmation mail was queued: at most one a day, and its time keys the link (a newer mail kills the older link). */
  @Column({ ...timestamp, nullable: true })
  confirmationSentAt: Date | null;

  @Field(() => String, { description: "How it came: 'form', 'import' or 'admin'." })
  @Column({ type: 'varchar', length: 20 })
  source: SubscriberSource;
}

/**
 * An address that left (unsubscribed), kept only as a keyed hash (subscribers.service.ts
 * `departureHash`): a later import skips it, and the owner counts who left this month without ever
 * seeing the address again.
 */
@Entity('subscriber_departures')
export class SubscriberDeparture {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash: string;

  @Index()
  @Column(timestamp)
  leftAt: Date;
}

/** The module's settings, one row (id 1), made once with its key. */
@Entity('subscriber_settings')
export class SubscriberSettingsRow {
  static readonly ID = 1;

  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 20, default: MailContent.SUMMARY })
  mailContent: MailContent;

  /**
   * The key of the links' tokens and of the departures' hashes: random, made once, never
   * JWT_SECRET; it travels in the backup, so that hashes and the links of old mails survive a restore.
   */
  @Column({ type: 'varchar', length: 64 })
  hashKey: string;
}

/** The mailing of one item (a post) to the confirmed subscribers: made when it becomes visible, never again. */
@ObjectType({ description: 'The mailing of a post to the subscribers, with its progress (admin only).' })
@Entity('subscriber_sends')
@Index(['kind', 'itemId'], { unique: true })
@Index(['status', 'dueAt'])
export class SubscriberSend {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field(() => String, { description: "What is mailed: 'post'." })
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Field(() => ID, { description: 'The id of the post.' })
  @Column({ type: 'varchar', length: 36 })
  itemId: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => SendStatus)
  @Column({ type: 'varchar', length: 20, default: SendStatus.WAITING })
  status: SendStatus;

  @Field(() => Int, { description: 'The confirmed subscribers when it started; 0 before.' })
  @Column({ type: 'int', default: 0 })
  total: number;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  sent: number;

  @Field(() => Int, { description: 'Mails the receiving server refused for good.' })
  @Column({ type: 'int', default: 0 })
  failed: number;

  @Field(() => Date, { description: "When it goes: the post's publishDate." })
  @Column(timestamp)
  dueAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ ...timestamp, nullable: true })
  startedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ ...timestamp, nullable: true })
  finishedAt: Date | null;

  /** The gateway sending it holds it until then (and names itself in `claimedBy`): one send at a time for the site. */
  @Column({ ...timestamp, nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;

  @BeforeInsert()
  protected stampId(): void {
    this.id ??= randomUUID();
  }
}

/**
 * One mail of a send to one subscriber, made when the send starts and deleted when it is done (its
 * counts stay on the send). An address that leaves takes its mail with it (the key cascades).
 */
@Entity('subscriber_deliveries')
@Index(['sendId', 'subscriberId'], { unique: true })
@Index(['sendId', 'sentAt', 'nextAttemptAt'])
export class SubscriberDelivery {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ type: 'varchar', length: 36 })
  sendId: string;

  @ManyToOne(() => SubscriberSend, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sendId' })
  send?: SubscriberSend;

  @Index()
  @Column({ type: 'varchar', length: 36 })
  subscriberId: string;

  @ManyToOne(() => Subscriber, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriberId' })
  subscriber?: Subscriber;

  @Column({ ...timestamp, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column(timestamp)
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
