import type { DataSource, EntityManager } from 'typeorm';

/** Driver error codes of a write that lost to a concurrent one: a unique key taken first, a deadlock. */
const LOST_RACE = new Set([
  'ER_DUP_ENTRY',
  'ER_LOCK_DEADLOCK',
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

/** Whether a failed write lost a race (TypeORM's QueryFailedError carries the driver's error). */
export function lostRace(error: unknown): boolean {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  const driverCode = driverError?.code ?? code;
  return typeof driverCode === 'string' && LOST_RACE.has(driverCode);
}

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * `dataSource.transaction`, one at a time on SQLite: TypeORM runs every SQLite query runner on
 * its one connection, where a second BEGIN while a transaction is open fails ('cannot start a
 * transaction within a transaction') and takes the first one down with it. MySQL's pool runs
 * them side by side.
 */
export function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const current = previous.then(() => dataSource.transaction(work));
  sqliteQueues.set(
    dataSource,
    current.catch(() => undefined),
  );
  return current;
}

/** Enough for as many concurrent writers of one key as a site's admin can start. */
const ATTEMPTS = 20;

/**
 * `transaction`, started again from the beginning when it lost a race for a unique key: the
 * database's unique indexes judge concurrent writers, and the next attempt sees what the winner
 * stored (e.g. a slug, so it takes the next one). Any other failure is thrown as it is.
 */
export async function retryingTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(dataSource, work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !lostRace(error)) throw error;
    }
  }
}
