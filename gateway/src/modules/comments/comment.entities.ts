import { registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { Row, timestamp } from '../../core/db/columns';

/** Stored as the lower-case value (content-rules' COMMENT_KINDS); GraphQL names it by the key. */
export enum CommentKind {
  COMMENT = 'comment',
  REPLY = 'reply',
  LIKE = 'like',
  REPOST = 'repost',
  MENTION = 'mention',
}
registerEnumType(CommentKind, {
  name: 'CommentKind',
  description:
    "COMMENT: written with the site's form (or the owner's reply); REPLY, LIKE, REPOST, MENTION: what another site's page (a Webmention) or a fediverse server did.",
});

export enum CommentOrigin {
  SITE = 'site',
  WEBMENTION = 'webmention',
  FEDIVERSE = 'fediverse',
}
registerEnumType(CommentOrigin, {
  name: 'CommentOrigin',
  description: "SITE: the site's form or the owner; WEBMENTION: another site's page; FEDIVERSE: a fediverse server.",
});

export enum CommentStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  SPAM = 'spam',
}
registerEnumType(CommentStatus, {
  name: 'CommentStatus',
  description: 'PENDING: waits for the owner; APPROVED: public; SPAM: never public, its address (or host) remembered.',
});

/**
 * An answer to a row a module declares `discussed` (a post): a reader's comment, the owner's reply
 * (one level, under a top-level answer), or another site's or a fediverse server's reply, like,
 * repost or mention. Text is plain, stored as typed (trimmed, line breaks as \n), never HTML.
 */
@Entity('comments')
@Index(['subjectKind', 'subjectId', 'status', 'createdAt'])
@Index(['status', 'createdAt'])
@Index(['subjectId', 'sourceKey'], { unique: true })
export class Comment extends Row {
  /** The `Discussed` kind of what it answers ('post'). */
  @Column({ type: 'varchar', length: 20 })
  subjectKind: string;

  @Column({ type: 'varchar', length: 36 })
  subjectId: string;

  /**
   * The top-level answer an owner's reply is under; null for a top-level one. No foreign key: a
   * backup writes a table's rows in the order of their keys and a restore inserts them so, and a
   * reply's key may come before its comment's; deleting a comment deletes its replies in its
   * transaction (CommentsService.remove).
   */
  @Index()
  @Column({ type: 'varchar', length: 36, nullable: true })
  parentId: string | null;

  @Column({ type: 'varchar', length: 20 })
  origin: CommentOrigin;

  @Column({ type: 'varchar', length: 20 })
  kind: CommentKind;

  @Column({ type: 'varchar', length: 20 })
  status: CommentStatus;

  @Column({ type: 'varchar', length: 100 })
  authorName: string;

  /** Trimmed and in lower case; never shown to the public. */
  @Index()
  @Column({ type: 'varchar', length: 254, nullable: true })
  authorEmail: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  authorUrl: string | null;

  /** A remote author's photo: the admin shows its URL as text; no public page loads it. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  authorPhoto: string | null;

  @Column({ type: 'boolean', default: false })
  isOwner: boolean;

  @Column({ type: 'text' })
  text: string;

  /** The page (a Webmention's source) or the fediverse object it came from. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  sourceUrl: string | null;

  /** sha256 hex of `{origin} {sourceUrl}`: one answer per source and subject. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sourceKey: string | null;

  @Column({ ...timestamp, nullable: true })
  approvedAt: Date | null;

  /** The source's own date (a Webmention's `published`). */
  @Column({ ...timestamp, nullable: true })
  publishedAt: Date | null;
}

/** The comments' settings, one row (id 1), made when first saved; absent, the defaults below. */
@Entity('comment_settings')
export class CommentSettingsRow {
  static readonly ID = 1;

  @PrimaryColumn({ type: 'int' })
  id: number;

  /** A comment from an address the owner approved before is published at once. */
  @Column({ type: 'boolean', default: false })
  approveKnown: boolean;

  /** Comments close this many days after the post's date; null: never. */
  @Column({ type: 'int', nullable: true })
  closeAfterDays: number | null;

  /** The owner gets a mail of each new answer (through the outbox, when mail is on). */
  @Column({ type: 'boolean', default: true })
  mailOwner: boolean;
}

/**
 * What the owner marked spam: `email:{sha256 of the lower-cased address}` or `host:{host}` (a
 * Webmention's or fediverse answer's source). A new answer from it is stored as spam at once, never
 * mailed; approving one of its answers lifts it.
 */
@Entity('comment_blocks')
export class CommentBlock {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column(timestamp)
  createdAt: Date;
}
