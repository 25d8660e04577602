// A bench script of the gateway's (gateway/test/support/<name>.ts) run with tsx once per database,
// as the jest projects run (TEST_DB, TEST_MYSQL_URL, DATABASE_URL): on SQLite, then on a fresh
// MariaDB/MySQL server when this machine has one. Each run writes a JSON report to the path it is
// given last.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './site.mjs';

const require = createRequire(import.meta.url);

function run(script, args, env, out) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), '--tsconfig', 'gateway/tsconfig.json', `gateway/test/support/${script}`, ...args, out],
    { cwd: root, env: { ...inherited, ...env }, stdio: 'inherit' },
  );
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(fs.readFileSync(out, 'utf8')))
        : reject(new Error(`${script} (${env.TEST_DB}) failed`)),
    ),
  );
}

/** The reports of `script` with `args` on SQLite and (if there is a server) MySQL/MariaDB, in that order. */
export async function onBothDatabases(script, args = [], label = script) {
  const { findMysqlServer, startMysqlServer } = require('../../gateway/test/support/mysql-server.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-'));
  const reports = [];
  try {
    console.log(`\n=== ${label} on SQLite`);
    reports.push(await run(script, args, { TEST_DB: 'sqlite' }, path.join(dir, 'sqlite.json')));
    const binary = findMysqlServer();
    if (binary) {
      const server = await startMysqlServer(binary);
      try {
        console.log(`\n=== ${label} on MySQL/MariaDB`);
        const env = { TEST_DB: 'mysql', TEST_MYSQL_URL: server.url, DATABASE_URL: `${server.url}/test_dialect` };
        reports.push(await run(script, args, env, path.join(dir, 'mysql.json')));
      } finally {
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return reports;
}
