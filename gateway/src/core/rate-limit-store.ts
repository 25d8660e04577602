import { createHmac } from 'node:crypto';
import { RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import type { DataSource, EntityManager } from 'typeorm';
import type { ConsumeOptions, Limiter, LimiterFactory } from './rate-limits';

/** A counter as stored: points used, and when its window ends (epoch ms; null never). */
type Stored = { points: number; expiresAt: number | null };
type Row = { points: number | string; expiresAt: number | string | null };

const stored = (row: Row): Stored => ({
  points: Number(row.points),
  expiresAt: row.expiresAt === null ? null : Number(row.expiresAt),
});

/** Expired rows are deleted at most this often per gateway, by whichever change comes next. */
const SWEEP_EVERY_MS = 60_000;
/** A deadlock between two gateways' first writes of one counter is retried, the whole change anew. */
const ATTEMPTS = 5;

/**
 * The row's key: fixed length, the same bytes on every database whatever its collation, and keyed
 * with the site's secret, so that the addresses it counts cannot be found again from the table (a
 * plain hash of an IPv4 address is undone by trying all four billion).
 */
const rowId = (secret: string, rlKey: string) => createHmac('sha256', secret).update(rlKey).digest('hex');

/**
 * A rate-limiter-flexible limiter (the part of its API RateLimits uses, with RateLimiterMemory's
 * semantics: a window opens on the first point and its points add up until it ends) over our
 * `rate_limits` table, through the connection TypeORM already holds, so every gateway counts
 * together.
 *
 * Why not the library's RateLimiterMySQL/RateLimiterSQLite: they create their table at run time
 * (their own DDL, outside our migrations and the entities test), RateLimiterMySQL wants a
 * callback-style pool of its own, RateLimiterSQLite opens its own transactions on the one handle
 * TypeORM shares; and the store base class is not exported at run time (only in its typings).
 *
 * Every change is one atomic statement: SQLite's `INSERT … ON CONFLICT DO UPDATE … RETURNING`;
 * MySQL/MariaDB's `INSERT … ON DUPLICATE KEY UPDATE`, read back inside the same transaction while
 * it still holds the row's lock (MySQL has no RETURNING). A window that has ended starts again in
 * that same statement. Expiry is computed from `Date.now()` (tests move the clock by faking Date),
 * never the database's NOW().
 */
export class RateLimiterDatabase implements Limiter {
  readonly points: number;
  private readonly keyPrefix: string;
  private readonly msDuration: number;
  private readonly sqlite: boolean;

  constructor(
    options: IRateLimiterOptions,
    private readonly dataSource: DataSource,
    /** The site's secret (JWT_SECRET), which every gateway of a site shares. */
    private readonly secret: string,
    private readonly sweeper = new Sweeper(dataSource),
  ) {
    this.points = options.points;
    this.keyPrefix = options.keyPrefix ?? 'rlflx';
    this.msDuration = options.duration * 1000;
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Adds one point (or `points`); refuses, with the counter as it now is, beyond the limit. With
   * `blockSeconds`, the change that brings the counter up to the limit also restarts its window to
   * end that long from now, in the same statement: a block that starts with the last allowed try is
   * seen at once by every try after it (rate-limiter-flexible's `blockDuration` starts it at the
   * first refused one, in a second statement).
   */
  async consume(key: string | number, points = 1, options: ConsumeOptions = {}): Promise<RateLimiterRes> {
    const msBlock = options.blockSeconds === undefined ? null : options.blockSeconds * 1000;
    const res = this.res(points, await this.upsert(this.rlKey(key), points, this.msDuration, false, msBlock));
    if (res.consumedPoints > this.points) throw res;
    return res;
  }

  /** Adds points without refusing. */
  async penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.res(points, await this.upsert(this.rlKey(key), points, this.msDuration, false));
  }

  /** Sets the counter to `points` for a new window of `secDuration` (0: never ends). */
  async set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    const msDuration = (secDuration >= 0 ? secDuration : this.msDuration / 1000) * 1000;
    await this.upsert(this.rlKey(key), points, msDuration, true);
    return new RateLimiterRes(0, msDuration > 0 ? msDuration : -1, points);
  }

  /** The counter while its window lasts, else null. */
  async get(key: string | number): Promise<RateLimiterRes | null> {
    const rows: Row[] = await this.dataSource.query(
      'SELECT points, expiresAt FROM rate_limits WHERE id = ? AND (expiresAt IS NULL OR expiresAt > ?)',
      [rowId(this.secret, this.rlKey(key)), Date.now()],
    );
    return rows[0] ? this.res(0, stored(rows[0])) : null;
  }

  /** Whether there was a counter (ended or not) to delete. */
  async delete(key: string | number): Promise<boolean> {
    return (
      (await deleteRows(this.dataSource, 'DELETE FROM rate_limits WHERE id = ?', [
        rowId(this.secret, this.rlKey(key)),
      ])) > 0
    );
  }

  private rlKey(key: string | number): string {
    return this.keyPrefix ? `${this.keyPrefix}:${key}` : String(key);
  }

  /** As the library's stores answer (e.g. RateLimiterSQLite's `_getRateLimiterRes`). */
  private res(changedPoints: number, result: Stored): RateLimiterRes {
    const first = changedPoints === result.points;
    const consumed = first ? changedPoints : result.points;
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      result.expiresAt === null ? -1 : Math.max(result.expiresAt - Date.now(), 0),
      consumed,
      first,
    );
  }

  /**
   * Adds `points` to the counter (a new window when it has none or it has ended), or with
   * `forceExpire` sets it to `points` with a new window of `msDuration` (0: never ends). With
   * `msBlock`, an addition that brings the counter up to the limit (from below) makes its window
   * end `msBlock` from now instead.
   */
  private async upsert(
    rlKey: string,
    points: number,
    msDuration: number,
    forceExpire: boolean,
    msBlock: number | null = null,
  ): Promise<Stored> {
    const now = Date.now();
    await this.sweeper.maybeSweep(now);
    const id = rowId(this.secret, rlKey);
    const blockEnd = msBlock === null ? null : now + msBlock;
    const expiresAt = blockEnd !== null && points >= this.points ? blockEnd : msDuration > 0 ? now + msDuration : null;
    if (this.sqlite) {
      // Every expression of the SET sees the row as it was.
      const sql = forceExpire
        ? `INSERT INTO rate_limits (id, points, expiresAt) VALUES (?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET points = excluded.points, expiresAt = excluded.expiresAt
           RETURNING points, expiresAt`
        : `INSERT INTO rate_limits (id, points, expiresAt) VALUES (?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET
             points = CASE WHEN expiresAt IS NULL OR expiresAt > ? THEN points + excluded.points ELSE excluded.points END,
             expiresAt = CASE
               WHEN NOT (expiresAt IS NULL OR expiresAt > ?) THEN excluded.expiresAt
               WHEN points < ? AND points + excluded.points >= ? THEN COALESCE(?, expiresAt)
               ELSE expiresAt END
           RETURNING points, expiresAt`;
      const rows: Row[] = await this.dataSource.query(
        sql,
        forceExpire ? [id, points, expiresAt] : [id, points, expiresAt, now, now, this.points, this.points, blockEnd],
      );
      return stored(rows[0]!);
    }
    // MySQL evaluates the assignments left to right: `points` is decided while `expiresAt` is still
    // the old one, and `expiresAt` is decided with the new `points`. Parameters rather than
    // VALUES(), which MySQL 8 deprecates and MariaDB needs.
    const sql = forceExpire
      ? `INSERT INTO rate_limits (id, points, expiresAt) VALUES (?, ?, ?)
         ON DUPLICATE KEY UPDATE points = ?, expiresAt = ?`
      : `INSERT INTO rate_limits (id, points, expiresAt) VALUES (?, ?, ?)
         ON DUPLICATE KEY UPDATE
           points = IF(expiresAt IS NULL OR expiresAt > ?, points + ?, ?),
           expiresAt = IF(NOT (expiresAt IS NULL OR expiresAt > ?), ?,
             IF(points >= ? AND points - ? < ?, COALESCE(?, expiresAt), expiresAt))`;
    const parameters = forceExpire
      ? [id, points, expiresAt, points, expiresAt]
      : [id, points, expiresAt, now, points, points, now, expiresAt, this.points, points, this.points, blockEnd];
    return this.mysqlTransaction(async (manager) => {
      await manager.query(sql, parameters);
      const rows: Row[] = await manager.query('SELECT points, expiresAt FROM rate_limits WHERE id = ?', [id]);
      return stored(rows[0]!);
    });
  }

  private async mysqlTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        const code = (error as { driverError?: { code?: unknown } }).driverError?.code;
        if (attempt >= ATTEMPTS || code !== 'ER_LOCK_DEADLOCK') throw error;
      }
    }
  }
}

/** How many rows a DELETE removed, on either driver. */
async function deleteRows(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<number> {
  const runner = dataSource.createQueryRunner();
  try {
    return (await runner.query(sql, parameters, true)).affected ?? 0;
  } finally {
    await runner.release();
  }
}

/**
 * Deletes the counters whose window has ended, at most once a minute of this gateway's clock:
 * they would only ever be started again from zero, so the table holds about a day's worth of
 * addresses, not every address ever seen. Shared by the limiters of one RateLimits.
 */
export class Sweeper {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly dataSource: DataSource) {}

  async maybeSweep(now: number): Promise<void> {
    if (Math.abs(now - this.last) < SWEEP_EVERY_MS) return;
    this.last = now;
    // Best effort: a sweep that fails (e.g. a lock wait) leaves the rows for the next one.
    await deleteRows(this.dataSource, 'DELETE FROM rate_limits WHERE expiresAt <= ?', [now]).catch(() => undefined);
  }
}

/** Limiters whose counters live in the site's database, shared by every gateway on it. */
export function databaseLimiters(dataSource: DataSource, secret: string): LimiterFactory {
  const sweeper = new Sweeper(dataSource);
  return (options) => new RateLimiterDatabase(options, dataSource, secret, sweeper);
}
