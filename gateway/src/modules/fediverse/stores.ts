import { createHash, randomUUID } from 'node:crypto';
import type {
  KvKey,
  KvStore,
  KvStoreListEntry,
  KvStoreSetOptions,
  MessageQueue,
  MessageQueueDepth,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify';
import { In, IsNull, LessThan, LessThanOrEqual, type DataSource } from 'typeorm';
import { forUpdate } from '../../core/db/transaction';
import type { Logger } from '../../core/logger';
import { Rounds } from '../../core/rounds';
import { FediverseKv, FediverseMessage, type QueueRole } from './fediverse.entities';

/** A Temporal.Duration as Fedify hands it: only its length is read. */
type Duration = { total(unit: 'millisecond'): number };
const millisecondsOf = (duration: unknown) => (duration ? (duration as Duration).total('millisecond') : 0);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How often expired rows of the key–value store are deleted, at most. */
const SWEEP_MS = 10 * 60_000;

/**
 * Fedify's key–value store on our database (`fediverse_kv`): the documents and keys it caches, the
 * activities it has seen, its circuit breaker. A row is found by the sha256 of its key's JSON; an
 * expired row is a miss (and deleted now and then). Every gateway of a site shares it.
 */
export class DatabaseKvStore implements KvStore {
  private sweptAt = 0;

  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(FediverseKv);
  }

  private static live(row: FediverseKv | null, now = new Date()): row is FediverseKv {
    return row !== null && (row.expiresAt === null || row.expiresAt > now);
  }

  private static expiry(options?: KvStoreSetOptions): Date | null {
    const ttl = millisecondsOf(options?.ttl);
    return ttl > 0 ? new Date(Date.now() + ttl) : null;
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.rows.findOneBy({ key: sha256(JSON.stringify(key)) });
    return DatabaseKvStore.live(row) ? (JSON.parse(row.value) as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const path = JSON.stringify(key);
    await this.rows.upsert(
      { key: sha256(path), path, value: JSON.stringify(value), expiresAt: DatabaseKvStore.expiry(options) },
      ['key'],
    );
    await this.sweep();
  }

  async delete(key: KvKey): Promise<void> {
    await this.rows.delete({ key: sha256(JSON.stringify(key)) });
  }

  /**
   * Sets `newValue` when the key holds `expectedValue` (undefined: nothing, or an expired row), as
   * one transaction that holds the row (MySQL) or the database (SQLite) while it compares.
   */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const path = JSON.stringify(key);
    const id = sha256(path);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = await manager.findOne(FediverseKv, { where: { key: id }, lock: forUpdate(manager) });
        const current = DatabaseKvStore.live(row) ? row.value : undefined;
        if (current !== (expectedValue === undefined ? undefined : JSON.stringify(expectedValue))) return false;
        const values = { path, value: JSON.stringify(newValue), expiresAt: DatabaseKvStore.expiry(options) };
        if (row) await manager.update(FediverseKv, { key: id }, values);
        else await manager.insert(FediverseKv, { key: id, ...values });
        return true;
      });
    } catch (error) {
      // Two inserting the same new key: the second lost.
      if (/dup|unique|constraint/i.test(String((error as Error).message))) return false;
      throw error;
    }
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const query = this.rows.createQueryBuilder('kv').orderBy('kv.key');
    if (prefix) {
      // The JSON of a longer key starts with the prefix's JSON without its closing bracket (and a comma).
      const start = JSON.stringify(prefix).slice(0, -1).replace(/[!%_]/g, '!$&');
      query.where(`kv.path LIKE :start ESCAPE '!'`, { start: `${start}%` });
    }
    const now = new Date();
    for (const row of await query.getMany()) {
      const key = JSON.parse(row.path) as KvKey;
      if (!DatabaseKvStore.live(row, now)) continue;
      if (prefix && (key.length < prefix.length || prefix.some((part, i) => key[i] !== part))) continue;
      yield { key, value: JSON.parse(row.value) as unknown };
    }
  }

  /** Deletes the expired rows, at most every SWEEP_MS. */
  private async sweep(): Promise<void> {
    if (Date.now() - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = Date.now();
    await this.rows.delete({ expiresAt: LessThan(new Date()) });
  }
}

/** How long a gateway holds a message it handles; renewed while the handler runs. */
export const LEASE_MS = 2 * 60_000;

export type QueueOptions = {
  /** The messages this queue holds (the table keeps every role's). */
  role?: QueueRole;
  /** Called after each enqueue with when its last message is due (ms from now): the thread that handles them is woken. */
  enqueued?: (dueInMs: number) => void;
  /** How often the table is looked at for what other gateways (or a delay) made due. */
  pollMs?: number;
  /** Messages handled at once by one gateway. */
  workers?: number;
  leaseMs?: number;
};

/**
 * Fedify's message queue on our database (`fediverse_queue`): a fan-out, a delivery to one inbox, an
 * activity received. Each message is held by one gateway at a time, by a lease taken with one
 * conditional UPDATE (as modules/webmentions/queue.ts does), renewed while its handler runs, and
 * deleted when the handler returns: a gateway that dies leaves it to the next once its lease ends,
 * and a restart finds it where it was. Messages of one `orderingKey` are handled one at a time, in
 * order. An `enqueue` in this process looks at once (or when its delay is over); other gateways'
 * messages are found by polling (core/rounds.ts). Retries are Fedify's own (`nativeRetrial` false:
 * it enqueues a failed delivery again with its back-off as the delay).
 */
export class DatabaseQueue implements MessageQueue {
  readonly nativeRetrial = false;
  /** This gateway, as `claimedBy`. */
  readonly me = randomUUID();
  private readonly role: QueueRole;
  private readonly enqueued?: (dueInMs: number) => void;
  private readonly pollMs: number;
  private readonly workers: number;
  private readonly leaseMs: number;
  private readonly listeners = new Set<Rounds>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The latest due moment given to each ordering key here: a later message of a key is due after it. */
  private readonly lastDue = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly log: Logger,
    { role = 'gateway', enqueued, pollMs = 5_000, workers = 8, leaseMs = LEASE_MS }: QueueOptions = {},
  ) {
    this.role = role;
    this.enqueued = enqueued;
    this.pollMs = pollMs;
    this.workers = workers;
    this.leaseMs = leaseMs;
  }

  private get rows() {
    return this.dataSource.getRepository(FediverseMessage);
  }

  enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    return this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (!messages.length) return;
    const delay = Math.max(0, millisecondsOf(options?.delay));
    const now = Date.now();
    const key = options?.orderingKey ?? null;
    // One millisecond apart, and a key's after the last one given to it (two calls in one millisecond):
    // one key's messages are handled in the order they were given.
    const start = Math.max(now + delay, key === null ? 0 : (this.lastDue.get(key) ?? 0) + 1);
    if (key !== null) {
      if (this.lastDue.size > 10_000) for (const [old, due] of this.lastDue) if (due < now) this.lastDue.delete(old);
      this.lastDue.set(key, start + messages.length - 1);
    }
    const rows = messages.map((message, i) => ({
      id: randomUUID(),
      message: JSON.stringify(message),
      role: this.role,
      orderingKey: key,
      dueAt: new Date(start + i),
      claimedUntil: null,
      claimedBy: null,
      createdAt: new Date(now),
    }));
    for (let i = 0; i < rows.length; i += 100) await this.rows.insert(rows.slice(i, i + 100));
    // The last one is due `rows.length` ms after the first: all are taken at once.
    this.wakeIn(start - now + rows.length);
    this.enqueued?.(start - now + rows.length);
  }

  /** Whether a message of this queue's role is due now (whoever holds it). */
  async due(): Promise<boolean> {
    return this.rows.exists({ where: { role: this.role, dueAt: LessThanOrEqual(new Date()) } });
  }

  /** Looks again in `ms` (at once when 0), in every listener of this queue. */
  wakeIn(ms: number): void {
    if (ms <= 1) return void this.listeners.forEach((rounds) => rounds.kick());
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.listeners.forEach((rounds) => rounds.kick());
    }, ms).unref();
    this.timers.add(timer);
  }

  async getDepth(): Promise<MessageQueueDepth> {
    const now = new Date();
    const free = [
      { role: this.role, claimedUntil: IsNull() },
      { role: this.role, claimedUntil: LessThan(now) },
    ];
    const [queued, ready] = await Promise.all([
      this.rows.count({ where: free }),
      this.rows.count({ where: free.map((where) => ({ ...where, dueAt: LessThanOrEqual(now) })) }),
    ]);
    return { queued, ready, delayed: queued - ready };
  }

  /**
   * Handles messages until `signal` aborts: up to `workers` at once, each as soon as it is due and
   * this gateway holds it; resolves once the handlers under way have returned and what it held is let go.
   */
  async listen(
    handler: (message: unknown) => Promise<void> | void,
    options: MessageQueueListenOptions = {},
  ): Promise<void> {
    const running = new Set<Promise<void>>();
    const rounds: Rounds = new Rounds(
      async () => {
        while (!rounds.stopped && running.size < this.workers) {
          const claimed = await this.claim(this.workers - running.size);
          if (!claimed.length) return;
          for (const row of claimed) {
            const work: Promise<void> = this.handle(row, handler).finally(() => {
              running.delete(work);
              rounds.kick();
            });
            running.add(work);
          }
        }
      },
      (error) => this.log.error({ err: error }, 'Fediverse kuyruğu okunamadı, yeniden denenecek'),
    );
    this.listeners.add(rounds);
    const stopped = new Promise<void>((resolve) => {
      if (options.signal?.aborted) return resolve();
      options.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
    rounds.every(this.pollMs);
    await stopped;
    this.listeners.delete(rounds);
    await rounds.stop();
    await Promise.all(running);
    if (!this.listeners.size) for (const timer of this.timers) clearTimeout(timer);
  }

  /**
   * At most `batch` due messages, oldest due first, now held by this gateway: none whose ordering
   * key has an earlier message waiting or held (that one goes first), each taken by one conditional
   * UPDATE, so two gateways never hold one message.
   */
  private async claim(batch: number): Promise<FediverseMessage[]> {
    const now = new Date();
    const candidates = await this.rows.find({
      where: [
        { role: this.role, dueAt: LessThanOrEqual(now), claimedUntil: IsNull() },
        { role: this.role, dueAt: LessThanOrEqual(now), claimedUntil: LessThan(now) },
      ],
      order: { dueAt: 'ASC', id: 'ASC' },
      take: batch * 4,
    });
    const keys = [...new Set(candidates.map((row) => row.orderingKey).filter((key): key is string => key !== null))];
    // The first message of each ordering key, oldest due first, among all that wait or are held.
    const first = new Map<string, string>();
    if (keys.length) {
      const ordered = await this.rows.find({
        select: { id: true, orderingKey: true, dueAt: true },
        where: { orderingKey: In(keys) },
        order: { dueAt: 'ASC', id: 'ASC' },
      });
      for (const row of ordered) if (!first.has(row.orderingKey!)) first.set(row.orderingKey!, row.id);
    }
    const claimed: FediverseMessage[] = [];
    for (const row of candidates) {
      if (claimed.length >= batch) break;
      if (row.orderingKey !== null && first.get(row.orderingKey) !== row.id) continue;
      const taken = await this.rows
        .createQueryBuilder()
        .update()
        .set({ claimedUntil: new Date(now.getTime() + this.leaseMs), claimedBy: this.me })
        .where('id = :id AND (claimedUntil IS NULL OR claimedUntil < :now)', { id: row.id, now })
        .execute();
      if (taken.affected === 1) claimed.push(row);
    }
    return claimed;
  }

  /** Runs the handler on a held message, its lease renewed meanwhile; deletes it when the handler returns. */
  private async handle(row: FediverseMessage, handler: (message: unknown) => Promise<void> | void): Promise<void> {
    const renew = setInterval(() => {
      this.rows
        .update({ id: row.id, claimedBy: this.me }, { claimedUntil: new Date(Date.now() + this.leaseMs) })
        .catch((error: unknown) => this.log.warn({ err: error }, 'Fediverse mesajının kilidi uzatılamadı'));
    }, this.leaseMs / 3).unref();
    try {
      await handler(JSON.parse(row.message));
    } catch (error) {
      // Fedify retries its own failures by enqueuing them again; what still throws is not retried.
      this.log.error({ err: error, message: row.id }, 'Fediverse mesajı işlenemedi');
    } finally {
      clearInterval(renew);
    }
    await this.rows.delete({ id: row.id, claimedBy: this.me });
  }
}
