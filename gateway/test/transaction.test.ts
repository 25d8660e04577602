import type { DataSource } from 'typeorm';
import { lostRace, retryingTransaction, transaction } from '../src/db/transaction';
import { openTestDatabase, testDb } from './support/db';

/** db/transaction.ts on a real database: concurrent transactions, and what counts as a lost race. */

describe(`transactions (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    await dataSource.query('CREATE TABLE race (k varchar(20) PRIMARY KEY)');
  });
  afterAll(() => drop());
  beforeEach(() => dataSource.query('DELETE FROM race'));

  const keys = async () =>
    ((await dataSource.query('SELECT k FROM race ORDER BY k')) as Array<{ k: string }>).map(({ k }) => k);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('run side by side without failing, each whole or not at all', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        transaction(dataSource, async (manager) => {
          await manager.query('INSERT INTO race (k) VALUES (?)', [`a${i}`]);
          await sleep(5);
          if (i === 2) throw new Error('vazgeçildi');
          await manager.query('INSERT INTO race (k) VALUES (?)', [`b${i}`]);
          return i;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await keys()).toEqual(['a0', 'a1', 'a3', 'a4', 'b0', 'b1', 'b3', 'b4']);
  });

  it('tell a duplicate key from other failures', async () => {
    await dataSource.query("INSERT INTO race (k) VALUES ('x')");
    const duplicate = await dataSource.query("INSERT INTO race (k) VALUES ('x')").catch((error: unknown) => error);
    expect(lostRace(duplicate)).toBe(true);
    const other = await dataSource.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect(lostRace(other)).toBe(false);
    expect(lostRace(new Error('x'))).toBe(false);
    expect(lostRace(undefined)).toBe(false);
  });

  it('start again after a lost race; any other failure ends at once', async () => {
    await dataSource.query("INSERT INTO race (k) VALUES ('k1')");
    let attempts = 0;
    const stored = await retryingTransaction(dataSource, async (manager) => {
      attempts++;
      await manager.query('INSERT INTO race (k) VALUES (?)', ['yeni']);
      await manager.query('INSERT INTO race (k) VALUES (?)', [`k${attempts}`]); // k1 is taken
      return `k${attempts}`;
    });
    expect({ stored, attempts }).toEqual({ stored: 'k2', attempts: 2 });
    expect(await keys()).toEqual(['k1', 'k2', 'yeni']); // the lost attempt left nothing

    let tries = 0;
    await expect(
      retryingTransaction(dataSource, async () => {
        tries++;
        throw new Error('başka bir hata');
      }),
    ).rejects.toThrow('başka bir hata');
    expect(tries).toBe(1);
  });
});
