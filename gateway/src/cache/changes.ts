import {
  In,
  LessThan,
  MoreThan,
  type DataSource,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import type { EntityClass, Module, Tag, Write } from '../core/module';
import { ownersOf, writeOf } from '../core/writes';
import { ContentChange } from './content-change.entity';
import type { ResponseCache } from './response-cache';

/** How long the change log keeps a row; a gateway that has not looked for longer drops its whole cache. */
export const CHANGE_LOG_KEEP_MS = 10 * 60_000;

/** How long a missing id below the newest one read is looked for again (a transaction still open). */
const GAP_WAIT_MS = 60_000;
const MAX_GAPS = 100;

/**
 * Keeps a gateway's cache of public answers as current as the database, for writes made by any
 * gateway (or the command line):
 * - every write through TypeORM to what the public sees is noticed by a subscriber, logged in
 *   `content_changes` inside the write's own transaction, and dropped from this gateway's cache
 *   as soon as it commits;
 * - before answering from the cache, a gateway reads the log rows it has not seen, at most once
 *   every `syncMs` (so another gateway's write shows within that time);
 * - what the modules' `writes` say a write changes is what is dropped (nothing for accounts,
 *   messages, files, counters: no module names them);
 * - what appears by itself (a post scheduled for later) appears at its moment: a module's
 *   `schedule` tags are dropped when the clock passes its next moment, which is read again after
 *   every change to those tags.
 */
export class ContentChanges implements EntitySubscriberInterface {
  private lastId = 0;
  private lastSync = 0;
  private syncing: Promise<void> | null = null;
  /** Per module `schedule`: its next moment (ms), and the moment up to which it has come. */
  private readonly schedules: Array<NonNullable<Module['schedule']> & { at: number; upTo: number }>;
  /** What a write to a row of an entity changes for the public, per the modules' `writes`. */
  private readonly writes: Map<EntityClass, NonNullable<Module['writes']>[number][1]>;
  /** The module that declares each entity (a write as core/writes.ts tells it to the modules' hooks). */
  private readonly owners: ReadonlyMap<unknown, Module>;
  private readonly pending = new WeakMap<QueryRunner, Set<Tag>>();
  /** Log rows this gateway wrote: dropped here at commit already, so skipped when read. */
  private readonly own = new Set<number>();
  /**
   * Ids below the newest read that were missing, with when that was noticed: a transaction that
   * took its id before another and committed after it (MySQL), or one rolled back.
   */
  private readonly gaps = new Map<number, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ResponseCache,
    private readonly syncMs: number,
    modules: readonly Module[],
  ) {
    this.writes = new Map(modules.flatMap((module) => module.writes ?? []));
    this.owners = ownersOf(modules);
    this.schedules = modules.flatMap((module) =>
      module.schedule ? [{ ...module.schedule, at: Infinity, upTo: 0 }] : [],
    );
  }

  async start(): Promise<void> {
    this.dataSource.subscribers.push(this);
    const last = await this.dataSource.getRepository(ContentChange).findOne({ where: {}, order: { id: 'DESC' } });
    this.lastId = last?.id ?? 0;
    this.lastSync = Date.now();
    for (const schedule of this.schedules) {
      schedule.upTo = this.lastSync;
      await this.readSchedule(schedule, this.lastSync);
    }
  }

  stop(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  /**
   * Called before an answer is taken from the cache: drops what a scheduled moment or another
   * gateway changed. Returns a promise only when it has to read the log.
   */
  fresh(): Promise<void> | undefined {
    const now = Date.now();
    for (const schedule of this.schedules) {
      if (now < schedule.at) continue;
      schedule.upTo = schedule.at;
      schedule.at = Infinity;
      this.dropLocally(schedule.tags);
    }
    if (now - this.lastSync < this.syncMs && now >= this.lastSync) return undefined;
    return (this.syncing ??= this.sync().finally(() => (this.syncing = null)));
  }

  private async sync(): Promise<void> {
    const now = Date.now();
    const log = this.dataSource.getRepository(ContentChange);
    if (now - this.lastSync > CHANGE_LOG_KEEP_MS / 2) {
      // Rows this gateway has not seen may be gone: start again from an empty cache.
      const last = await log.findOne({ where: {}, order: { id: 'DESC' } });
      this.lastId = Math.max(this.lastId, last?.id ?? 0);
      this.gaps.clear();
      this.own.clear();
      this.dropLocally(['*']);
    } else {
      const late = [...this.gaps.keys()];
      const rows = await log.find({
        where: [{ id: MoreThan(this.lastId) }, ...(late.length ? [{ id: In(late) }] : [])],
        order: { id: 'ASC' },
      });
      this.read(rows, now);
    }
    this.lastSync = now;
  }

  /** Drops what other writers' rows changed, and notes the ids skipped on the way. */
  private read(rows: ContentChange[], now: number): void {
    const tags: Tag[] = [];
    for (const row of rows) {
      if (row.id > this.lastId) {
        // At most the last MAX_GAPS of a jump: a few writes run at once; a longer jump was rolled back.
        for (let id = Math.max(this.lastId + 1, row.id - MAX_GAPS); id < row.id; id++) this.gaps.set(id, now);
        this.lastId = row.id;
      } else this.gaps.delete(row.id);
      if (!this.own.delete(row.id)) tags.push(...row.tags.split(','));
    }
    for (const [id, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(id);
    for (const id of this.own) if (id <= this.lastId && !this.gaps.has(id)) this.own.delete(id);
    if (tags.length) this.dropLocally([...new Set(tags)]);
  }

  private dropLocally(tags: Tag[]): void {
    this.cache.invalidate(tags);
    for (const schedule of this.schedules) {
      if (tags.includes('*') || schedule.tags.some((tag) => tags.includes(tag)))
        void this.readSchedule(schedule, Date.now()).catch(() => undefined);
    }
  }

  /**
   * A schedule's next moment after `from` (the drop that asked; what came before it was visible to
   * every answer made since) and after the moments already passed: its tags are dropped when it comes.
   */
  private async readSchedule(schedule: (typeof this.schedules)[number], from: number): Promise<void> {
    const next = await schedule.next(this.dataSource, new Date(Math.max(schedule.upTo, from)));
    schedule.at = Math.min(schedule.at, next ? next.getTime() : Infinity);
  }

  /** What a write (core/writes.ts `writeOf`) changes for the public: the row, and what TypeORM knows of it before. */
  private tagsOfWrite(write: Write | null): Tag[] {
    if (!write) return [];
    return this.writes.get(write.entity)?.(write.row, write.before, { id: write.id }) ?? [];
  }

  // --- the subscriber: every write through TypeORM, by any service, seed, command or test factory

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.wrote(event.queryRunner, this.tagsOfWrite(writeOf('insert', event, this.owners)));
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.wrote(event.queryRunner, this.tagsOfWrite(writeOf('update', event, this.owners)));
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.wrote(event.queryRunner, this.tagsOfWrite(writeOf('remove', event, this.owners)));
  }

  /** Inside a transaction the tags wait for its commit; a lone statement is logged at once. */
  private async wrote(queryRunner: QueryRunner, tags: Tag[]): Promise<void> {
    if (!tags.length) return;
    if (queryRunner.isTransactionActive) {
      const pending = this.pending.get(queryRunner) ?? new Set();
      for (const tag of tags) pending.add(tag);
      this.pending.set(queryRunner, pending);
      return;
    }
    await this.log(queryRunner, tags);
    this.dropLocally(tags);
  }

  async beforeTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): Promise<void> {
    const tags = this.pending.get(queryRunner);
    if (tags?.size) await this.log(queryRunner, [...tags]);
  }

  afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): void {
    const tags = this.pending.get(queryRunner);
    this.pending.delete(queryRunner);
    if (tags?.size) this.dropLocally([...tags]);
  }

  afterTransactionRollback({ queryRunner }: { queryRunner: QueryRunner }): void {
    this.pending.delete(queryRunner);
  }

  private async log(queryRunner: QueryRunner, tags: Tag[]): Promise<void> {
    const now = new Date();
    const joined = tags.join(',');
    const { identifiers } = await queryRunner.manager.insert(ContentChange, {
      tags: joined.length <= 2000 ? joined : '*',
      createdAt: now,
    });
    this.own.add(Number(identifiers[0]!.id));
    await queryRunner.manager.delete(ContentChange, {
      createdAt: LessThan(new Date(now.getTime() - CHANGE_LOG_KEEP_MS)),
    });
  }
}
