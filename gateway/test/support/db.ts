import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../../src/core/config';
import { migrate } from '../../src/core/db/data-source';
import { connect } from '../../src/database';
import type { Logger } from '../../src/core/logger';

export const testDb = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'mysql';

let counter = 0;

/**
 * A fresh, empty database for one test file: a temporary SQLite file, or a new MySQL database
 * on the test server. `env` is what a gateway process needs to use it.
 */
export async function createEmptyDatabase(): Promise<{
  database: Config['database'];
  dataDir: string;
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-test-'));
  if (testDb === 'sqlite') {
    const env = { DATA_DIR: dataDir };
    return {
      database: loadConfig(env).database,
      dataDir,
      env,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = process.env.TEST_MYSQL_URL;
  if (!server) throw new Error('TEST_MYSQL_URL is not set (mysql project without its global set-up?)');
  // The counter starts again with each test file in a worker: a random part keeps a database some
  // failed file left behind from colliding with the next file's (one leak fails one file, not all after it).
  const name = `test_${process.env.JEST_WORKER_ID ?? 0}_${process.pid}_${++counter}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({ uri: server });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const env = { DATA_DIR: dataDir, DATABASE_URL: `${server}/${name}` };
  return {
    database: loadConfig(env).database,
    dataDir,
    env,
    drop: async () => {
      const connection = await createConnection({ uri: server });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database, connected but not migrated. */
export async function connectEmpty(): Promise<{ dataSource: DataSource; drop: () => Promise<void> }> {
  const db = await createEmptyDatabase();
  const dataSource = await connect(db.database);
  return {
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await db.drop();
    },
  };
}

/**
 * MySQL: fills the empty test database `url` names with a copy of a template that every migration was
 * applied to once, on this server, for this list of migrations (made by the first test file that
 * needs it, under a lock): each CREATE TABLE once, rather than every migration's steps again per
 * file. The `migrate` that follows finds nothing pending (or applies what the template lacks).
 */
async function copyMigratedTemplate(dataSource: DataSource, url: URL): Promise<void> {
  const server = process.env.TEST_MYSQL_URL!;
  const name = decodeURIComponent(url.pathname.slice(1));
  const migrations = dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  const template = `test_template_${createHash('sha256').update(migrations.join()).digest('hex').slice(0, 16)}`;
  const admin = await createConnection({ uri: server });
  try {
    await admin.query('SELECT GET_LOCK(?, 300)', [template]);
    try {
      const applied = await admin
        .query(`SELECT COUNT(*) AS n FROM \`${template}\`.migrations`)
        .then(([rows]) => Number((rows as Array<{ n: number }>)[0]!.n))
        .catch(() => -1);
      if (applied !== migrations.length) {
        await admin.query(`DROP DATABASE IF EXISTS \`${template}\``);
        await admin.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        const made = await connect(loadConfig({ DATABASE_URL: `${server}/${template}` }).database);
        try {
          await migrate(made);
        } finally {
          await made.destroy();
        }
      }
    } finally {
      await admin.query('SELECT RELEASE_LOCK(?)', [template]);
    }
    const [tables] = await admin.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
      [template],
    );
    await admin.query(`USE \`${name}\``);
    await admin.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name: table } of tables as Array<{ name: string }>) {
      const [created] = await admin.query(`SHOW CREATE TABLE \`${template}\`.\`${table}\``);
      await admin.query((created as Array<Record<string, string>>)[0]!['Create Table']!);
      await admin.query(`INSERT INTO \`${table}\` SELECT * FROM \`${template}\`.\`${table}\``);
    }
  } finally {
    await admin.end();
  }
}

/** Every migration applied to a database just connected (on MySQL, from the template). */
async function migrateFresh(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type === 'mysql') await copyMigratedTemplate(dataSource, new URL(dataSource.options.url!));
  await migrate(dataSource);
}

/** An empty database with every migration applied. */
export async function openTestDatabase(): Promise<{ dataSource: DataSource; drop: () => Promise<void> }> {
  const db = await connectEmpty();
  try {
    await migrateFresh(db.dataSource);
  } catch (error) {
    await db.drop();
    throw error;
  }
  return db;
}

/**
 * One fresh, migrated database and `count` separate connections to it (each its own DataSource:
 * its own pool on MySQL, its own handle on the SQLite file), as that many gateways would hold.
 */
export async function openSharedDatabase(count: number): Promise<{
  dataSources: DataSource[];
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const db = await createEmptyDatabase();
  const dataSources: DataSource[] = [];
  const drop = async () => {
    for (const dataSource of dataSources) if (dataSource.isInitialized) await dataSource.destroy();
    await db.drop();
  };
  try {
    for (let i = 0; i < count; i++) dataSources.push(await connect(db.database));
    await migrateFresh(dataSources[0]!);
  } catch (error) {
    await drop();
    throw error;
  }
  return { dataSources, env: db.env, drop };
}

/** A logger whose lines the test can read. */
export function captureLog(): {
  log: Logger;
  lines: () => Array<{ level: number; msg: string } & Record<string, unknown>>;
} {
  const chunks: string[] = [];
  const log = pino({ level: 'info' }, { write: (chunk: string) => chunks.push(chunk) });
  return { log, lines: () => chunks.map((chunk) => JSON.parse(chunk)) };
}
