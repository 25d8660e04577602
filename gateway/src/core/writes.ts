import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { MIGRATING } from './db/data-source';
import type { EntityClass, Module, WriteHook, Write, WrittenRow } from './module';

/** How many transactions (the first, then savepoints) the runner is inside: TypeORM's own count. */
const depthOf = (queryRunner: QueryRunner) => (queryRunner as unknown as { transactionDepth: number }).transactionDepth;

/** The connection whose write's hooks are running, in their async context. */
const inHook = new AsyncLocalStorage<QueryRunner>();

type Event = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>;

/** The module that declares each entity. */
export const ownersOf = (modules: readonly Module[]): ReadonlyMap<unknown, Module> =>
  new Map(modules.flatMap((module) => (module.entities ?? []).map((entity) => [entity, module])));

/**
 * A TypeORM event as a `Write` (core/module.ts), or null for an entity no module declares. What
 * TypeORM tells: `save`/`insert`/`remove` name the row; a query builder's update or delete
 * (`manager.update`, `increment`, `delete`) does not (no `id`; `row` is the values set). The one
 * reading of TypeORM's events: the modules' hooks and the cache's `writes` (cache/changes.ts) see
 * the same writes.
 */
export function writeOf(kind: Write['kind'], event: Event, owners: ReadonlyMap<unknown, Module>): Write | null {
  const entity = event.metadata.target as EntityClass;
  const owner = owners.get(entity);
  if (!owner) return null;
  const row = (event.entity ?? undefined) as WrittenRow;
  const before = ('databaseEntity' in event ? event.databaseEntity : undefined) as WrittenRow;
  const entityId = 'entityId' in event ? (event.entityId as unknown) : undefined;
  const id = [row?.id, before?.id, entityId].find((value) => typeof value === 'string' || typeof value === 'number');
  return { entity, owner, kind, id: id as Write['id'], row, ...(before ? { before } : {}) };
}

/**
 * The one subscriber of the modules' write hooks (`Module.written`, `Module.committed`): added to
 * every connection (database.ts), so every write through TypeORM reaches them, whoever makes it.
 * TypeORM awaits what a subscriber returns (its Broadcaster collects the promises): a `written`
 * hook has finished before `save` returns, and one that throws fails the write and its transaction.
 * After-commit hooks wait per transaction (its query runner) for TypeORM's AfterTransactionCommit,
 * and are forgotten at a rollback (a retried transaction runs its hooks again with its writes).
 * The writes of migrations (core/db/data-source.ts `migrate`) call none: they write with the schema
 * of their time.
 */
export class WriteHooks implements EntitySubscriberInterface {
  private readonly owners: ReadonlyMap<unknown, Module>;
  private readonly written: Array<[EntityClass | '*', WriteHook]>;
  private readonly committed: Array<[EntityClass | '*', WriteHook]>;
  /** The last write's hooks on each connection, which the next write's wait for. */
  private readonly turns = new WeakMap<QueryRunner, Promise<void>>();
  /** The writes of each open transaction, for its `committed` hooks, each with its depth (savepoints). */
  private readonly pending = new WeakMap<QueryRunner, Array<{ write: Write; depth: number }>>();

  constructor(
    modules: readonly Module[],
    private readonly onError: (error: unknown) => void = (error) => console.error(error),
  ) {
    this.owners = ownersOf(modules);
    this.written = modules.flatMap((module) => module.written ?? []);
    this.committed = modules.flatMap((module) => module.committed ?? []);
  }

  private static hooksOf(hooks: Array<[EntityClass | '*', WriteHook]>, write: Write): WriteHook[] {
    return hooks.filter(([entity]) => entity === '*' || entity === write.entity).map(([, hook]) => hook);
  }

  /**
   * One write's hooks, after those of the writes before it on the same connection: TypeORM tells a
   * statement's rows all at once (an insert of many entities), and hooks that share a transaction
   * must not interleave their statements (search numbers its documents). A write a hook makes
   * itself runs its hooks at once (waiting for its own turn would wait for itself).
   */
  private wrote(kind: Write['kind'], event: Event): Promise<void> {
    if ((event.queryRunner.data as Record<string, unknown> | undefined)?.[MIGRATING]) return Promise.resolve();
    const write = writeOf(kind, event, this.owners);
    if (!write) return Promise.resolve();
    if (inHook.getStore() === event.queryRunner) return this.run(write, event);
    const turn = (this.turns.get(event.queryRunner) ?? Promise.resolve()).then(() =>
      inHook.run(event.queryRunner, () => this.run(write, event)),
    );
    this.turns.set(
      event.queryRunner,
      turn.catch(() => undefined),
    );
    return turn;
  }

  private async run(write: Write, event: Event): Promise<void> {
    for (const hook of WriteHooks.hooksOf(this.written, write)) await hook(event.manager, write);
    if (!WriteHooks.hooksOf(this.committed, write).length) return;
    if (event.queryRunner.isTransactionActive) {
      const writes = this.pending.get(event.queryRunner) ?? [];
      this.pending.set(event.queryRunner, [...writes, { write, depth: depthOf(event.queryRunner) }]);
    } else await this.commit([write], event.manager.connection.manager);
  }

  private async commit(writes: Write[], manager: InsertEvent<unknown>['manager']): Promise<void> {
    for (const write of writes)
      for (const hook of WriteHooks.hooksOf(this.committed, write)) {
        try {
          await hook(manager, write);
        } catch (error) {
          this.onError(error);
        }
      }
  }

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.wrote('insert', event);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.wrote('update', event);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.wrote('remove', event);
  }

  /** A savepoint released (still in the transaction) commits nothing yet. */
  async afterTransactionCommit({ queryRunner, connection }: TransactionCommitEvent): Promise<void> {
    if (queryRunner.isTransactionActive) return;
    const writes = this.pending.get(queryRunner);
    this.pending.delete(queryRunner);
    if (writes)
      await this.commit(
        writes.map(({ write }) => write),
        connection.manager,
      );
  }

  /** A rollback forgets the writes it undid: all of them, or those since its savepoint. */
  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    const writes = this.pending.get(queryRunner);
    if (!writes) return;
    const depth = depthOf(queryRunner);
    if (queryRunner.isTransactionActive)
      this.pending.set(
        queryRunner,
        writes.filter((write) => write.depth <= depth),
      );
    else this.pending.delete(queryRunner);
  }
}
