import type { DataSource } from 'typeorm';
import { createUser } from '../../../src/modules/auth/users.service';
import type { startGateway } from '../process';
import type { Case } from './case';
import { addReport, emptyReport, type Report } from './report';
import { Runner } from './runner';

type Gateway = Awaited<ReturnType<typeof startGateway>>;

export type ProcessRun = {
  /** The requests that ended the process, with what it printed last. */
  exits: string[];
  /** The runners' counts and failures added up. */
  report: Report;
};

/**
 * Sends cases to a real gateway process (started by `start` on the database behind `dataSource`).
 * An uncaught error ends a process, which no in-process test can show: when a request does, it is
 * named and the gateway is started again, so that every case is tried.
 */
export async function runOnProcess(
  cases: Case[],
  {
    start,
    dataSource,
    dialect,
  }: { start: () => Promise<Gateway>; dataSource: DataSource; dialect: 'sqlite' | 'mysql' },
): Promise<ProcessRun> {
  let accounts = 0;
  /** A new account of the role, signed in through the public door. */
  async function signIn(url: string, role: 'admin' | 'user') {
    const email = `hostile-${role}-${Date.now()}-${++accounts}@example.com`;
    await createUser(dataSource, { email, password: 'test-password', role });
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'test-password' }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  }
  async function open(gateway: Gateway) {
    const runner = new Runner({
      url: gateway.url,
      dialect,
      query: (sql) => dataSource.query(sql),
      signIn: (role) => signIn(gateway.url, role),
      inProcess: false,
      forwardedFor: true,
    });
    await runner.start();
    return runner;
  }

  const result: ProcessRun = { exits: [], report: emptyReport() };
  const collect = (runner: Runner) => {
    runner.close();
    addReport(result.report, runner.report);
  };

  let gateway = await start();
  let runner = await open(gateway);
  for (const [index, case_] of cases.entries()) {
    const before = runner.report.failures.length;
    await runner.run([case_], { healthEvery: 1, first: index });
    if (runner.report.failures.length === before) continue;
    // A process that died needs a moment to be reported as ended.
    for (let i = 0; i < 20 && !gateway.ended(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const ended = gateway.ended();
    if (!ended) continue;
    result.exits.push(
      `#${index} ${case_.label} ended the process (code ${ended.code}):\n${ended.stderr.trim().slice(-1500)}`,
    );
    collect(runner);
    gateway = await start();
    runner = await open(gateway);
  }
  collect(runner);
  return result;
}
