import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { DOORS, type Door } from './support/hostile/case';
import { generate } from './support/hostile/corpus';
import { undeclaredRoutes } from './support/hostile/plain-cases';
import { dangerousCases } from './support/hostile/dangerous';
import type { Failure } from './support/hostile/report';
import { inProcessRunner, Runner } from './support/hostile/runner';

/**
 * The hostile-input suite: a generated corpus (fast-check, fixed seed) over every REST row, every
 * route of a module's own router (/uploads, the backup's download) and every GraphQL query and mutation, anonymous and signed in, sent over HTTP to the real app. After
 * each request: no 5xx and no INTERNAL_SERVER_ERROR, the REST envelope or known GraphQL codes with
 * Turkish messages, prototypes untouched, every table unchanged unless the write was acknowledged
 * (and then stored as acknowledged), and every 25 requests the app still serves.
 *
 * Replay a run with `HOSTILE_SEED=<seed>`; `HOSTILE_RUNS=<n>` scales the generated cases per door.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_122);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 100);
const PER_DOOR: Record<Door, number> = {
  rest: 1.5 * RUNS,
  graphql: 1.5 * RUNS,
  multipart: 0.8 * RUNS,
  raw: 0.12 * RUNS,
  plain: 0.6 * RUNS,
};

function explain(failures: Failure[], what: string): string {
  const lines = failures.map(
    (failure) =>
      `#${failure.index} ${failure.label}\n    problems: ${failure.problems.join(' | ')}\n    request: ${failure.request}\n    answer: ${failure.answer}`,
  );
  return `${failures.length} hostile request(s) broke the contract (${what}, ${testDb}, seed ${SEED}; replay with HOSTILE_SEED=${SEED}):\n${lines.join('\n')}`;
}

describe(`hostile input on both doors (${testDb}, seed ${SEED})`, () => {
  let app: TestApp;
  let runner: Runner;

  beforeAll(async () => {
    // Each request comes from its own X-Forwarded-For address, so the per-address limits of the
    // contact form and sign-in let the corpus reach the code behind them.
    app = await startTestApp({ TRUST_PROXY: 'loopback' });
    runner = inProcessRunner(app);
    await runner.start();
  });
  afterAll(async () => {
    runner.close();
    await app.close();
  });

  async function expectNoFailures(what: string, run: () => Promise<void>) {
    const before = runner.report.failures.length;
    await run();
    const failures = runner.report.failures.slice(before);
    if (failures.length) throw new Error(explain(failures, what));
  }

  it("declares every route a module's router mounts, so the corpus covers it (Module.router.routes)", () => {
    expect(undeclaredRoutes()).toEqual([]);
  });

  it('survives the most dangerous shapes known', async () => {
    await expectNoFailures('dangerous shapes', () => runner.run(dangerousCases(), { healthEvery: 1 }));
  }, 180_000);

  it.each(DOORS)(
    'survives a generated corpus on the %s door',
    async (door) => {
      const cases = generate(door, Math.round(PER_DOOR[door]), SEED + DOORS.indexOf(door));
      await expectNoFailures(`${door} corpus`, () => runner.run(cases));
      expect(runner.report.doors[door].tried).toBeGreaterThan(0);
    },
    300_000,
  );
});
