import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { timestamp } from '../../core/db/columns';
import { longText } from '../../core/db/dialect';

/** The module's settings, one row (id 1), made when first saved; absent, the defaults below. */
@Entity('fediverse_settings')
export class FediverseSettingsRow {
  static readonly ID = 1;

  @PrimaryColumn({ type: 'int' })
  id: number;

  /** The account's name (`@handle@host`); null: `defaultHandle` of the owner's username or e-mail. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  handle: string | null;

  /** 'Takip isteklerini onayla': a Follow waits (`pending`) until the owner approves it. */
  @Column({ type: 'boolean', default: false })
  approveFollows: boolean;
}

/** The actor's key pairs, one of each type, generated once and kept as JWK text (keys.ts). */
@Entity('fediverse_keys')
export class FediverseKey {
  /** 'RSASSA-PKCS1-v1_5' (draft-cavage signatures, `publicKey`) or 'Ed25519' (RFC 9421, Object Integrity Proofs). */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  type: string;

  @Column({ type: 'text' })
  privateKey: string;

  @Column({ type: 'text' })
  publicKey: string;

  @Column(timestamp)
  createdAt: Date;
}

export type FollowerStatus = 'accepted' | 'pending';

/**
 * A remote actor that follows the owner (`accepted`), or asked to while the owner approves follows
 * (`pending`): one row per actor (`actorKey`), which a new Follow updates.
 */
@Entity('fediverse_followers')
@Index(['status', 'createdAt'])
@Index(['instance'])
export class FediverseFollower {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 2048 })
  actorId: string;

  /** sha256 hex of `actorId`: unique, where the URL itself is too long for an index. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  actorKey: string;

  /** '@name@instance'. */
  @Column({ type: 'varchar', length: 300 })
  handle: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Their profile page. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  url: string | null;

  @Column({ type: 'varchar', length: 2048 })
  inbox: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  sharedInbox: string | null;

  /** The actor id's host. */
  @Column({ type: 'varchar', length: 253 })
  instance: string;

  @Column({ type: 'varchar', length: 20 })
  status: FollowerStatus;

  /** Their Follow's id, which the Accept or Reject names. */
  @Column({ type: 'varchar', length: 2048 })
  followId: string;

  @Column(timestamp)
  createdAt: Date;

  @BeforeInsert()
  protected stamp(): void {
    this.id ??= randomUUID();
    this.createdAt ??= new Date();
  }
}

/** An actor (`actor:<sha256 of its id>`) or a whole instance (`host:<host>`) the owner blocked. */
@Entity('fediverse_blocks')
export class FediverseBlock {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  /** The handle or the host, for the admin. */
  @Column({ type: 'varchar', length: 300 })
  label: string;

  @Column(timestamp)
  createdAt: Date;
}

/** Fedify's key–value store (stores.ts): its caches, idempotence marks and circuit breaker. */
@Entity('fediverse_kv')
export class FediverseKv {
  /** sha256 hex of the JSON of the key. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  /** The JSON of the key, for `list(prefix)`. */
  @Column({ type: 'text' })
  path: string;

  @Column({ type: longText })
  value: string;

  /** Past it the row is a miss, and swept now and then. */
  @Column({ ...timestamp, nullable: true })
  expiresAt: Date | null;
}

/**
 * Who handles a queued message: `outbox` (what goes out: an activity fanned out to its inboxes, a
 * delivery to one inbox) the deliveries' thread (delivery-thread.ts), `gateway` (an activity
 * received) the gateway's own event loop.
 */
export type QueueRole = 'outbox' | 'gateway';

/** Fedify's message queue (stores.ts): fan-outs, deliveries and inbox activities, each held by one gateway. */
@Entity('fediverse_queue')
@Index(['role', 'dueAt'])
@Index(['orderingKey'])
export class FediverseMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: longText })
  message: string;

  /** Whose it is (stores.ts QueueRole): the deliveries' thread's, or the gateway's own. */
  @Column({ type: 'varchar', length: 8 })
  role: QueueRole;

  /** Messages of one key are handled one at a time, in order. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  orderingKey: string | null;

  @Column(timestamp)
  dueAt: Date;

  @Column({ ...timestamp, nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;

  @Column(timestamp)
  createdAt: Date;
}
