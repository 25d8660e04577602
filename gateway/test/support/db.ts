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
  const name = `test_${process.env.JEST_WORKER_ID ?? 0}_${process.pid}_${++counter}`;
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

/** An empty database with every migration applied. */
export async function openTestDatabase(): Promise<{ dataSource: DataSource; drop: () => Promise<void> }> {
  const db = await connectEmpty();
  await migrate(db.dataSource);
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
    await migrate(dataSources[0]!);
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
