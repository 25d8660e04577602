import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as breathe, setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityMetadata } from 'typeorm';
import { ZipFile } from 'yazl';
import { dialect } from '../../core/db/dialect';
import type { Module } from '../../core/module';
import { sqliteDriver } from '../../core/db/sqlite-driver';
import {
  appVersion,
  archivedColumns,
  backupPlan,
  byPrimaryKey,
  contentTables,
  dataEntry,
  FORMAT_VERSION,
  isFiles,
  isTwoFactorColumn,
  isTwoFactorTable,
  MANIFEST,
  toJson,
  uploadEntry,
  type BackupPlan,
  type Manifest,
} from './archive';
import { encrypting } from './encryption';

export type BackupOptions = {
  /**
   * Encrypts the archive with this passphrase (age, encryption.ts), and only then carries the
   * accounts' two-factor state (the modules' `backup.secret`), which an archive without one leaves out.
   */
  passphrase?: string;
};

/** What the backup uses of better-sqlite3 (which ships no types of its own). */
type SqliteDatabase = {
  exec(sql: string): void;
  prepare(sql: string): { all(...parameters: unknown[]): unknown[] };
  close(): void;
  readonly inTransaction: boolean;
};
type Sqlite = new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean; timeout: number },
) => SqliteDatabase;

/** Reads of one moment of the database. */
type Snapshot = {
  query(sql: string, parameters?: unknown[]): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
};

/**
 * One moment of the database to read the backup from, without holding what the app's requests
 * need. On SQLite the app has one connection, which a transaction has to itself
 * (core/db/transaction.ts): a backup read there would hold every other request for as long as the
 * archive takes to make and send. So the backup opens a connection of its own to the file,
 * read-only, in a read transaction: in WAL mode SQLite keeps that moment for it while the app's
 * connection writes on. Its statements still run on the event loop (better-sqlite3 is synchronous),
 * so each is small (tableLines reads rows in batches of about 64 KiB) and the readers get a turn
 * between them. On MySQL/MariaDB, a transaction of the pool (REPEATABLE READ, InnoDB's snapshot).
 */
async function openSnapshot(dataSource: DataSource): Promise<Snapshot> {
  if (dataSource.options.type === 'better-sqlite3') {
    const Database = sqliteDriver() as Sqlite;
    const db = new Database(dataSource.options.database as string, {
      readonly: true,
      fileMustExist: true,
      timeout: 5000,
    });
    try {
      db.exec('BEGIN');
    } catch (error) {
      db.close();
      throw error;
    }
    return {
      query: async (sql, parameters = []) => {
        await breathe();
        return db.prepare(sql).all(...parameters) as Array<Record<string, unknown>>;
      },
      close: async () => {
        if (db.inTransaction) db.exec('ROLLBACK');
        db.close();
      },
    };
  }
  const runner = dataSource.createQueryRunner();
  await runner.startTransaction('REPEATABLE READ');
  return {
    query: (sql, parameters) => runner.query(sql, parameters),
    close: async () => {
      // It only read.
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    },
  };
}

/**
 * How long a backup waits after each piece it makes (a batch of rows, a piece of an upload),
 * whatever the reader of the archive: the event loop's readers are served between, so an owner
 * downloading takes a third of the loop at most (the fairness bench: readers' p50 rose 4-5× when
 * the pieces followed each other at once), and a download of 25 MB takes a few seconds more.
 */
const PAUSE_MS = 2;

/**
 * About how many bytes of rows one statement reads, and how many rows at most: each batch is read
 * (on SQLite) and written as lines on the event loop in one go, so a reader's request waits at most
 * that long (the fairness bench: with a MiB, readers' p50 rose 4-5× while the owner downloaded).
 */
const BATCH_BYTES = 64 << 10;
const BATCH_ROWS = 100;

/**
 * A table's rows as `data/<table>.jsonl` (archive.ts), in batches: its keys first, in the archive's
 * order, then the rows of about 64 KiB of them at a time, so neither a large table nor a slow
 * reader of the archive holds much in memory, and no statement runs long.
 */
async function* tableLines(
  snapshot: Snapshot,
  dataSource: DataSource,
  metadata: EntityMetadata,
  plan: BackupPlan,
  twoFactor: boolean,
  counted: (rows: number) => void,
): AsyncGenerator<Buffer> {
  const { driver } = dataSource;
  const name = driver.escape(metadata.tableName);
  const columns = archivedColumns(plan, metadata).filter(
    (column) => twoFactor || !isTwoFactorColumn(plan, metadata, column),
  );
  const keys = metadata.primaryColumns.map((column) => column.databaseName);
  const order = byPrimaryKey(metadata);
  const all = await snapshot.query(`SELECT ${keys.map((key) => driver.escape(key)).join(', ')} FROM ${name}`);
  all.sort(order);
  const one = `(${keys.map((key) => `${driver.escape(key)} = ?`).join(' AND ')})`;
  let size = 16;
  let rows = 0;
  for (let start = 0; start < all.length;) {
    const batch = all.slice(start, start + size);
    const where =
      keys.length === 1
        ? `${driver.escape(keys[0]!)} IN (${batch.map(() => '?').join(', ')})`
        : batch.map(() => one).join(' OR ');
    const raw = await snapshot.query(
      `SELECT ${columns.map((column) => driver.escape(column.databaseName)).join(', ')} FROM ${name} WHERE ${where}`,
      batch.flatMap((row) => keys.map((key) => row[key])),
    );
    const lines = raw
      .map((row) =>
        Object.fromEntries(
          columns.map((column) => [
            column.databaseName,
            toJson(column, driver.prepareHydratedValue(row[column.databaseName], column)),
          ]),
        ),
      )
      .sort(order)
      .map((row) => `${JSON.stringify(row)}\n`)
      .join('');
    const bytes = Buffer.from(lines, 'utf8');
    rows += raw.length;
    start += batch.length;
    size = Math.max(1, Math.min(BATCH_ROWS, Math.floor((BATCH_BYTES * batch.length) / Math.max(bytes.length, 1))));
    yield bytes;
  }
  counted(rows);
}

/**
 * Writes a backup of `dataSource` to `output` (a file, a response) as one zip (archive.ts),
 * encrypted when a passphrase is given, and returns its manifest: its tables as `modules` declare
 * them (`Module.backup`). Everything is read from one
 * moment of the database (openSnapshot), so the archive is consistent whatever is written
 * meanwhile, and without holding the connection the app's requests use. Entries are made as the
 * zip comes to them, as the output takes them (a slow reader of a download slows the reading), so
 * neither the archive, nor a table, nor all the uploads are ever held in memory.
 */
export async function writeBackup(
  dataSource: DataSource,
  modules: readonly Module[],
  output: Writable,
  { passphrase }: BackupOptions = {},
): Promise<Manifest> {
  const createdAt = new Date();
  const twoFactor = passphrase !== undefined;
  const plan = backupPlan(modules);
  let snapshot: Snapshot | undefined;
  let started = false;
  try {
    snapshot = await openSnapshot(dataSource);
    const read = snapshot;
    const { driver } = dataSource;
    const tables = contentTables(dataSource, plan).filter((table) => twoFactor || !isTwoFactorTable(plan, table));
    const [last] = (await read.query(
      `SELECT name FROM ${driver.escape('migrations')} ORDER BY ${driver.escape('timestamp')} DESC LIMIT 1`,
    )) as Array<{ name: string }>;
    const manifest: Manifest = {
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      migration: last?.name ?? null,
      dialect,
      createdAt: createdAt.toISOString(),
      twoFactor,
      rows: {},
      files: {},
    };
    const files = tables.find((table) => isFiles(plan, table))!;
    const names = (
      (await read.query(
        `SELECT ${driver.escape(plan.files.name)} AS name FROM ${driver.escape(files.tableName)}`,
      )) as Array<{ name: string }>
    )
      .map(({ name }) => name)
      .sort();

    const zip = new ZipFile();
    started = true;
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    const written = pipeline([zip.outputStream, ...(passphrase === undefined ? [] : [encrypting(passphrase)]), output]);
    /** An entry whose bytes are made as the zip reads them, hashed into the manifest. */
    const add = (name: string, make: () => AsyncIterable<Buffer>, compress = true) =>
      zip.addReadStreamLazy(name, { mtime: createdAt, compress }, (callback) => {
        const hash = createHash('sha256');
        callback(
          null,
          Readable.from(
            (async function* () {
              for await (const bytes of make()) {
                hash.update(bytes);
                yield bytes;
                await sleep(PAUSE_MS);
              }
              if (name !== MANIFEST) manifest.files[name] = hash.digest('hex');
            })(),
          ),
        );
      });

    for (const table of tables) {
      add(dataEntry(table.tableName), () =>
        tableLines(read, dataSource, table, plan, twoFactor, (rows) => (manifest.rows[table.tableName] = rows)),
      );
    }
    for (const name of names) {
      // Photos and PDFs are compressed already.
      add(
        uploadEntry(name),
        async function* () {
          const [row] = (await read.query(
            `SELECT ${driver.escape(plan.files.bytes)} AS bytes FROM ${driver.escape(files.tableName)} WHERE ${driver.escape(plan.files.name)} = ?`,
            [name],
          )) as Array<{ bytes: Buffer }>;
          yield Buffer.from(row!.bytes);
        },
        false,
      );
    }
    // Last: by the time the zip comes to it, every other entry has been made and hashed.
    add(MANIFEST, async function* () {
      yield Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    });
    zip.end();
    await Promise.race([written, failed]);
    return manifest;
  } catch (error) {
    if (started) output.destroy();
    throw error;
  } finally {
    await snapshot?.close();
  }
}
