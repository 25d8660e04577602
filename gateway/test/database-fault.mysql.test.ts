import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { faultRun, startFaultGateway } from './support/hostile/fault';
import { findMysqlServer, startMysqlServer, type MysqlServer } from './support/mysql-server';
import { startGateway } from './support/process';

/**
 * A database crash under load (mysql project only: SQLite has no server to kill). A MariaDB of its
 * own — never the shared test server — with a redo log flushed at every commit, a real gateway
 * process on it, concurrent writes of every kind, `kill -9` of the database mid-load and a restart
 * on the same data directory. See support/hostile/fault.ts for what is checked.
 */

describe('a database killed during writes and started again', () => {
  let server: MysqlServer;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  let connection: Connection | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-fault-'));

  beforeAll(async () => {
    server = await startMysqlServer(findMysqlServer()!, { durable: true });
    gateway = await startFaultGateway(server.url, dataDir);
  }, 120_000);
  afterAll(async () => {
    await connection?.end();
    if (gateway && !gateway.ended()) await gateway.stop();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write whole, leaves nothing of a failed one, answers the outage in the envelope and serves again', async () => {
    const login = await fetch(`${gateway!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fault@example.com', password: 'fault-test-password' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    const report = await faultRun(
      { url: gateway!.url, token, kill: server.kill, restart: server.restart },
      async () => {
        connection = await createConnection({ uri: `${server.url}/test_fault` });
        return async (sql) => (await connection!.query(sql))[0] as Array<Record<string, unknown>>;
      },
    );

    const ended = gateway!.ended();
    const problems = [
      ...(ended ? [`the gateway process exited (code ${ended.code}): ${ended.stderr.slice(-1500)}`] : []),
      ...report.problems,
    ];
    const summary = `${report.writes} writes: ${report.acknowledged} acknowledged, ${report.failed} failed; statuses ${JSON.stringify(report.statuses)}; lost ${report.lost}, partial ${report.partial}; recovered after ${report.recoveredAfter} ms`;
    if (problems.length)
      throw new Error(`${summary}\n${problems.length} problem(s):\n${problems.slice(0, 60).join('\n')}`);
    // The run did write on both sides of the outage.
    expect(report.acknowledged).toBeGreaterThan(20);
    expect(report.failed).toBeGreaterThan(0);
  }, 180_000);
});
