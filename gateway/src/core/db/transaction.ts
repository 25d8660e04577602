import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';

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

/** Enough for as many concurrent writers of one key as a site's admin can start. */
const ATTEMPTS = 20;

/**
 * `dataSource.transaction`, started again from the beginning when it lost a race for a unique key:
 * the database's unique indexes judge concurrent writers, and the next attempt sees what the
 * winner stored (e.g. a slug, so it takes the next one). Any other failure is thrown as it is.
 */
export async function retryingTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !lostRace(error)) throw error;
    }
  }
}

/**
 * A locking read's `lock` option, for a row a transaction reads and then replaces what it named
 * (the About row's CV): MySQL holds the row until the transaction ends, so a concurrent one reads
 * it only after. SQLite has no such lock and needs none: its transactions run one at a time.
 */
export const forUpdate = (manager: EntityManager) =>
  manager.connection.options.type === 'better-sqlite3' ? undefined : ({ mode: 'pessimistic_write' } as const);

/**
 * Who may use the one SQLite connection: any number of lone statements, or one transaction alone.
 * A transaction waits until the statements under way have run; whatever comes while one is open
 * or waiting (a statement or another transaction) waits for its turn, in order of arrival.
 */
class Turns {
  /** The query runner whose transaction is open: only its statements run until it ends. */
  holder: QueryRunner | undefined;
  /** Lone statements under way: each passes a few awaits inside TypeORM before it runs. */
  private running = 0;
  /** In order of arrival: lone statements (no runner) and transactions (their runner). */
  private readonly waiting: Array<{ transaction: QueryRunner | undefined; go: () => void }> = [];

  /** A lone statement's turn: undefined when it may run at once (nothing open, nothing waiting). */
  statement(): Promise<void> | undefined {
    if (!this.holder && !this.waiting.length) {
      this.running++;
      return undefined;
    }
    return new Promise((go) => this.waiting.push({ transaction: undefined, go }));
  }

  statementDone(): void {
    this.running--;
    this.next();
  }

  /** Resolves when `runner` holds the connection. */
  begin(runner: QueryRunner): Promise<void> {
    return new Promise((go) => {
      this.waiting.push({ transaction: runner, go });
      this.next();
    });
  }

  end(runner: QueryRunner): void {
    if (this.holder !== runner) return;
    this.holder = undefined;
    this.next();
  }

  private next(): void {
    while (!this.holder && this.waiting.length) {
      const first = this.waiting[0]!;
      if (first.transaction) {
        if (this.running) return;
        this.holder = first.transaction;
      } else this.running++;
      this.waiting.shift();
      first.go();
    }
  }
}

/**
 * A query runner of its own for each user of the connection (TypeORM's better-sqlite3 driver
 * hands the same one to everybody, so that its open transaction was everybody's): a statement
 * belongs to a transaction when it comes through that transaction's runner, and waits otherwise.
 */
class TurnTakingRunner extends BetterSqlite3QueryRunner {
  constructor(
    driver: BetterSqlite3Driver,
    private readonly turns: Turns,
    statements: Map<string, unknown>,
  ) {
    super(driver);
    // The connection's prepared statements, shared as TypeORM's one runner kept them.
    (this as unknown as { stmtCache: Map<string, unknown> }).stmtCache = statements;
  }

  override async query(...[sql, parameters, useStructuredResult]: Parameters<BetterSqlite3QueryRunner['query']>) {
    // Another connection to the file (the gateway's deliveries' thread, a script) may write between a
    // transaction's first read and its first write, and SQLite then refuses that write at once (its
    // snapshot is stale: SQLITE_BUSY) instead of waiting for the lock. Every transaction here writes:
    // each takes the write lock at its BEGIN, waiting for it (the busy timeout) as a lone write does.
    const query = sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql;
    if (this.turns.holder === this) {
      try {
        return await super.query(query, parameters, useStructuredResult);
      } finally {
        // Over by its COMMIT or ROLLBACK, or by SQLite itself on some errors (a full disk): the
        // next one's turn, before TypeORM tells the subscribers (who may then read).
        if (this.transactionDepth > 0 && !this.driver.databaseConnection.inTransaction) this.turns.end(this);
      }
    }
    const turn = this.turns.statement();
    if (turn) await turn;
    try {
      return await super.query(query, parameters, useStructuredResult);
    } finally {
      this.turns.statementDone();
    }
  }

  override async startTransaction(...[isolationLevel]: Parameters<BetterSqlite3QueryRunner['startTransaction']>) {
    // Within its own transaction: a savepoint of it (TypeORM's nesting), on purpose.
    if (this.turns.holder === this) return super.startTransaction(isolationLevel);
    await this.turns.begin(this);
    try {
      await super.startTransaction(isolationLevel);
    } catch (error) {
      // Held on if BEGIN ran after all (a subscriber failed after it): the caller's rollback ends it.
      if (!this.driver.databaseConnection.inTransaction) this.turns.end(this);
      throw error;
    }
  }
}

/**
 * Makes the one SQLite connection of `dataSource` take turns: while a transaction is open,
 * nothing that is not part of it runs on the connection. TypeORM's driver runs everything on one
 * shared query runner, where a transaction started while another is open became a savepoint of
 * it (rolled back with it), and any statement issued meanwhile (a contact message, a view, a
 * rate-limit count, a public read) ran inside it: lost on its rollback, or reading what it had
 * not committed. MySQL's pool gives each transaction a connection of its own: left as it is.
 *
 * So inside a transaction, everything goes through its manager: a statement through another
 * (the data source's repositories) would wait for the transaction, which waits for it.
 */
export function takeTurns(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const driver = dataSource.driver as BetterSqlite3Driver;
  const turns = new Turns();
  let prepared = { connection: undefined as unknown, statements: new Map<string, unknown>() };
  driver.createQueryRunner = () => {
    // Prepared statements belong to their connection (a data source destroyed and initialised again has another).
    if (prepared.connection !== driver.databaseConnection) {
      prepared = { connection: driver.databaseConnection, statements: new Map() };
    }
    return new TurnTakingRunner(driver, turns, prepared.statements);
  };
  return dataSource;
}
