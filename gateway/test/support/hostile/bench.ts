/**
 * The scale run of the hostile suite for `npm run bench` (scripts/bench.mjs runs it with tsx,
 * once per database, and writes the numbers into BENCHMARKS.md):
 *
 *   bench.ts corpus <runs per door> <seed> <out.json>   the corpus in process, then the dangerous
 *                                                        shapes and a multipart/raw stream against
 *                                                        a real gateway process
 *   bench.ts fault <out.json>                           the database fault run (MySQL only)
 *
 * The database comes from the environment, as in the jest projects (TEST_DB, TEST_MYSQL_URL,
 * and DATABASE_URL for the entities' dialect).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { migrate } from '../../../src/core/db/data-source';
import { connect } from '../../../src/database';
import { startTestApp } from '../app';
import { createEmptyDatabase, testDb } from '../db';
import { findMysqlServer, startMysqlServer } from '../mysql-server';
import { startGateway } from '../process';
import { DOORS } from './case';
import { generate } from './corpus';
import { dangerousCases } from './dangerous';
import { faultRun, startFaultGateway } from './fault';
import { runOnProcess } from './process-run';
import type { Report } from './report';
import { inProcessRunner } from './runner';

/** The counts, and the first failures as examples (the full list can be long). */
const summary = (report: Report) => ({
  ...report,
  failureCount: report.failures.length,
  failures: report.failures
    .slice(0, 30)
    .map((failure) => `${failure.label}: ${failure.problems.join(' | ').slice(0, 300)}`),
});

async function corpus(runs: number, seed: number) {
  const started = Date.now();
  const app = await startTestApp({ TRUST_PROXY: 'loopback' });
  const runner = inProcessRunner(app);
  await runner.start();
  try {
    await runner.run(dangerousCases());
    for (const [i, door] of DOORS.entries()) {
      const count =
        door === 'raw'
          ? Math.ceil(runs / 10)
          : door === 'multipart'
            ? Math.ceil(runs * 0.7)
            : door === 'plain'
              ? Math.ceil(runs * 0.4)
              : runs;
      await runner.run(generate(door, count, seed + i));
    }
  } finally {
    runner.close();
    await app.close();
  }
  const inProcessSeconds = (Date.now() - started) / 1000;

  // A real process: what ends it. The dangerous shapes, then a stream of broken multipart and raw cases.
  const db = await createEmptyDatabase();
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  const start = async () => (gateway = await startGateway({ ...db.env, SEED: 'false', TRUST_PROXY: 'loopback' }));
  const dataSource = await connect(db.database);
  await migrate(dataSource);
  try {
    const cases = [
      ...dangerousCases(),
      ...generate('multipart', Math.ceil(runs / 5), seed + 10),
      ...generate('raw', Math.ceil(runs / 20), seed + 11),
    ];
    const onProcess = await runOnProcess(cases, { start, dataSource, dialect: testDb });
    return {
      database: testDb,
      seed,
      inProcess: { seconds: inProcessSeconds, ...summary(runner.report) },
      process: {
        exits: onProcess.exits.length,
        exitCases: onProcess.exits.map((exit) => exit.split('\n')[0]!.replace(/ ended the process.*/, '')),
        ...summary(onProcess.report),
      },
    };
  } finally {
    if (gateway && !gateway.ended()) await gateway.stop();
    await dataSource.destroy();
    await db.drop();
  }
}

async function fault() {
  const server = await startMysqlServer(findMysqlServer()!, { durable: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-fault-'));
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  let connection: Awaited<ReturnType<typeof createConnection>> | undefined;
  try {
    gateway = await startFaultGateway(server.url, dataDir);
    const login = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fault@example.com', password: 'fault-test-password' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const report = await faultRun(
      {
        url: gateway.url,
        token,
        kill: server.kill,
        restart: server.restart,
        before: 5_000,
        outage: 5_000,
        after: 5_000,
        postWriters: 4,
      },
      async () => {
        connection = await createConnection({ uri: `${server.url}/test_fault` });
        return async (sql) => (await connection!.query(sql))[0] as Array<Record<string, unknown>>;
      },
    );
    return { ...report, gatewayExited: Boolean(gateway.ended()), problems: report.problems.slice(0, 30) };
  } finally {
    await connection?.end();
    if (gateway && !gateway.ended()) await gateway.stop();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const [mode, ...args] = process.argv.slice(2);
  const out = args.at(-1)!;
  const result = mode === 'fault' ? await fault() : await corpus(Number(args[0]), Number(args[1]));
  fs.writeFileSync(out, JSON.stringify(result, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
