import type { DataSource } from 'typeorm';
import { migrate } from '../src/core/db/data-source';
import { connect } from '../src/database';
import { createEmptyDatabase, testDb } from './support/db';
import { dangerousCases } from './support/hostile/dangerous';
import { runOnProcess } from './support/hostile/process-run';
import { startGateway } from './support/process';

/**
 * The most dangerous shapes (truncated multipart on both doors, polluting upload maps, oversized
 * Content-Length, connections cut mid-body, unread refused bodies…) against a real gateway process:
 * it must answer every one within the contract, keep its data, and still be running and serving.
 */

describe(`a gateway process under hostile requests (${testDb})`, () => {
  let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let dataSource: DataSource;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;

  beforeAll(async () => {
    db = await createEmptyDatabase();
    // The runner reads every table through this connection.
    dataSource = await connect(db.database);
    await migrate(dataSource);
  });
  afterAll(async () => {
    if (gateway && !gateway.ended()) await gateway.stop();
    await dataSource?.destroy();
    await db?.drop();
  });

  it('answers every one within the contract and is still running and serving afterwards', async () => {
    const { exits, report } = await runOnProcess(dangerousCases(), {
      start: async () => (gateway = await startGateway({ ...db.env, SEED: 'false', TRUST_PROXY: 'loopback' })),
      dataSource,
      dialect: testDb,
    });
    const problems = [
      ...exits,
      ...report.failures.map(
        (failure) =>
          `#${failure.index} ${failure.label}\n    problems: ${failure.problems.join(' | ')}\n    answer: ${failure.answer}`,
      ),
    ];
    if (problems.length) {
      throw new Error(`${problems.length} problem(s) with a real gateway process (${testDb}):\n${problems.join('\n')}`);
    }
    expect(gateway!.ended()).toBeUndefined();
  }, 400_000);
});
