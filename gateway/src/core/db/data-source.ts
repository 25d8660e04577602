import fs from 'node:fs';
import path from 'node:path';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import {
  DataSource,
  MigrationExecutor,
  type DataSourceOptions,
  type EntitySubscriberInterface,
  type MigrationInterface,
} from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ConfigError } from '../config';
import { dialect } from './dialect';
import { migrations } from './migrations';
import { sqliteDriver } from './sqlite-driver';
import { takeTurns } from './transaction';

/** `mysql://site:***@db:3306/site`: safe to print. */
export function describeDatabase(database: Config['database']): string {
  if (database.type === 'sqlite') return `sqlite:${database.file}`;
  const url = new URL(database.url.href);
  if (url.password) url.password = '***';
  return url.href;
}

/** MariaDB and MySQL read their catalogues differently; TypeORM must know which one it talks to. */
export type MysqlFlavour = 'mysql' | 'mariadb';

async function probeMysqlFlavour(url: URL): Promise<MysqlFlavour> {
  const connection = await createConnection({ uri: mysqlUri(url), connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query<RowDataPacket[]>('SELECT VERSION() AS version');
    return /mariadb/i.test(String(rows[0]?.version)) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

const mysqlUri = (url: URL) => url.href.replace(/^mariadb:/i, 'mysql:');

/**
 * What the app's modules bring to the database (modules.ts): their entities, and the migrations a
 * module added after the ones here (the history of the first modules' tables). The kernel knows
 * none of them.
 */
export type AppSchema = {
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: Array<new () => MigrationInterface>;
  /** Subscribers every connection has from its start (core/writes.ts: the modules' write hooks). */
  subscribers?: () => EntitySubscriberInterface[];
};

export function createDataSource(
  database: Config['database'],
  schema: AppSchema,
  flavour: MysqlFlavour = 'mysql',
): DataSource {
  if (database.type !== dialect) {
    // Entities chose their column types from DATABASE_URL when they were loaded.
    throw new Error(`DATABASE_URL says ${dialect} but the data source is ${database.type}`);
  }
  const common = {
    entities: schema.entities,
    // TypeORM runs them in the order of their timestamps, whoever declared them.
    migrations: [...migrations, ...schema.migrations],
    migrationsTableName: 'migrations',
    synchronize: false,
  };
  if (database.type === 'sqlite') {
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    return takeTurns(
      new DataSource({
        ...common,
        type: 'better-sqlite3',
        driver: sqliteDriver(),
        database: database.file,
        enableWAL: true,
        // In WAL mode, NORMAL syncs the log at checkpoints instead of at every commit: a crash of the
        // process loses nothing, a power cut may lose the last commits but never corrupts the file.
        // FULL (the default) put an fsync on the event loop for every write — each view, each
        // sign-in try — and so in front of every reader waiting behind it.
        prepareDatabase: (db: { pragma(source: string): unknown }) => void db.pragma('synchronous = NORMAL'),
        timeout: 5000,
      }),
    );
  }
  return new DataSource({
    ...common,
    type: flavour,
    url: mysqlUri(database.url),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: 10_000,
  });
}

/** Connects; a failure becomes one readable ConfigError line. */
export async function connect(database: Config['database'], schema: AppSchema): Promise<DataSource> {
  try {
    const dataSource = createDataSource(
      database,
      schema,
      database.type === 'mysql' ? await probeMysqlFlavour(database.url) : undefined,
    );
    await dataSource.initialize();
    dataSource.subscribers.push(...(schema.subscribers?.() ?? []));
    return dataSource;
  } catch (error) {
    throw new ConfigError(`Veritabanına bağlanılamadı (${describeDatabase(database)}): ${(error as Error).message}`);
  }
}

/** Marks the query runner of `migrate` (in its `data`): core/writes.ts calls no hook on its writes. */
export const MIGRATING = 'migrating';

/** How long a start waits for another gateway's migrations before giving up. */
const MIGRATION_LOCK_SECONDS = 120;

/**
 * Applies pending migrations, each in its own transaction; returns the names of those applied.
 * On MySQL/MariaDB under a named lock of the database: gateways started together would otherwise
 * both read the same pending list and both run it (the second failing on a table that exists).
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const run = async () => {
    // Their own runner, marked: a migration writes with the schema of its time, which the
    // modules' write hooks (core/writes.ts) do not know, so none runs on its writes.
    const runner = dataSource.createQueryRunner();
    runner.data = { ...runner.data, [MIGRATING]: true };
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      return (await executor.executePendingMigrations()).map((migration) => migration.name);
    } finally {
      await runner.release();
    }
  };
  if (dataSource.options.type === 'better-sqlite3') return run();
  // The lock belongs to one connection: held by this runner while the migrations use the pool.
  const runner = dataSource.createQueryRunner();
  try {
    const [row] = await runner.query("SELECT GET_LOCK(CONCAT(DATABASE(), '.migrations'), ?) AS got", [
      MIGRATION_LOCK_SECONDS,
    ]);
    if (Number(row?.got) !== 1) {
      throw new Error(`Başka bir ağ geçidinin şema güncellemesi ${MIGRATION_LOCK_SECONDS} saniyede bitmedi`);
    }
    try {
      return await run();
    } finally {
      await runner.query("SELECT RELEASE_LOCK(CONCAT(DATABASE(), '.migrations'))");
    }
  } finally {
    await runner.release();
  }
}

/** Connects and brings the schema up to date, as every start does. */
export async function openDatabase(database: Config['database'], schema: AppSchema, log?: Logger): Promise<DataSource> {
  const dataSource = await connect(database, schema);
  try {
    const applied = await migrate(dataSource);
    if (applied.length) log?.info({ migrations: applied }, 'Veritabanı şeması güncellendi');
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
