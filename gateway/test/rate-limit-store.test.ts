import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { databaseLimiters, RateLimiterDatabase } from '../src/core/rate-limit-store';
import type { Limiter } from '../src/core/rate-limits';
import { advance, fakeDate } from './support/clock';
import { openSharedDatabase, testDb } from './support/db';

/**
 * The rate-limit counters in the database (rate-limit-store.ts): the same answers as the
 * in-memory limiter they replace, exact under concurrent changes from two connections (two
 * gateways), windows that end on the faked clock, and ended rows deleted.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The site's secret the counters' keys are hashed with. */
const SECRET = 'test-secret-'.padEnd(48, 'x');

let a: DataSource;
let b: DataSource;
let drop: () => Promise<void>;
let prefixes = 0;

beforeAll(async () => {
  const shared = await openSharedDatabase(2);
  [a, b] = shared.dataSources as [DataSource, DataSource];
  drop = shared.drop;
});
afterAll(() => drop());
afterEach(() => {
  jest.useRealTimers();
});

/** A fresh key space for each test: the table is shared by the whole file. */
const options = (points: number, duration: number): IRateLimiterOptions => ({
  keyPrefix: `t${++prefixes}`,
  points,
  duration,
});

const rows = async () => Number((await a.query('SELECT COUNT(*) AS n FROM rate_limits'))[0].n);

/** What a caller can tell from an answer: a refusal or not, and the counter. */
async function outcome(promise: Promise<RateLimiterRes | null | boolean>) {
  const shape = (res: RateLimiterRes | null | boolean) =>
    res instanceof RateLimiterRes
      ? {
          consumedPoints: res.consumedPoints,
          remainingPoints: res.remainingPoints,
          // The memory limiter answers an ended window with a negative time, the database none.
          msBeforeNext: res.msBeforeNext,
          isFirstInDuration: res.isFirstInDuration,
        }
      : res;
  try {
    return { ok: shape(await promise) };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { refused: shape(refusal) };
  }
}

describe(`rate-limit counters in the database (${testDb})`, () => {
  it('answer exactly as RateLimiterMemory does, step by step on the faked clock', async () => {
    fakeDate();
    const opts = options(3, 60);
    const memory: Limiter = new RateLimiterMemory(opts);
    const database: Limiter = new RateLimiterDatabase(opts, a, SECRET);
    const steps: Array<[string, (limiter: Limiter) => Promise<RateLimiterRes | null | boolean>, number]> = [
      ['get of nothing', (l) => l.get('k'), 0],
      ['consume 1', (l) => l.consume('k'), 0],
      ['consume 2', (l) => l.consume('k'), 10 * SECOND],
      ['consume 3', (l) => l.consume('k'), 0],
      ['consume 4 (refused)', (l) => l.consume('k'), 5 * SECOND],
      ['get', (l) => l.get('k'), 20 * SECOND],
      ['penalty', (l) => l.penalty('k', 2), 0],
      ['set', (l) => l.set('k', 7, 120), 0],
      ['get after set', (l) => l.get('k'), 60 * SECOND],
      ['consume in the set window', (l) => l.consume('other'), 0],
      ['delete', (l) => l.delete('other'), 0],
      ['delete of nothing', (l) => l.delete('other'), 0],
      ['consume after the set window', (l) => l.consume('k'), 61 * SECOND],
      ['consume 2 points', (l) => l.consume('k', 2), 0],
    ];
    for (const [name, step, wait] of steps) {
      advance(wait);
      const [expected, actual] = [await outcome(step(memory)), await outcome(step(database))];
      expect({ name, ...actual }).toEqual({ name, ...expected });
    }
    // An ended window: the memory limiter still answers it (negative time), the database does not.
    advance(2 * MINUTE);
    expect((await memory.get('k'))!.msBeforeNext).toBeLessThan(0);
    expect(await database.get('k')).toBeNull();
  });

  it('count exactly under concurrent changes from two connections (no lost update)', async () => {
    const opts = options(30, 3600);
    const limiters = [new RateLimiterDatabase(opts, a, SECRET), new RateLimiterDatabase(opts, b, SECRET)];
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => outcome(limiters[i % 2]!.consume('busy'))));
    const accepted = results.filter((r) => 'ok' in r).map((r) => (r.ok as { consumedPoints: number }).consumedPoints);
    const refused = results.filter((r) => 'refused' in r);
    expect(accepted.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(refused).toHaveLength(30);
    expect((await limiters[1]!.get('busy'))!.consumedPoints).toBe(60);

    const penalties = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2]!.penalty('other')));
    expect(penalties.map((res) => res.consumedPoints).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('start a block with the point that reaches the limit, in the same change, seen by every later one', async () => {
    fakeDate();
    const opts = options(5, 3600);
    const limiters = [new RateLimiterDatabase(opts, a, SECRET), new RateLimiterDatabase(opts, b, SECRET)];
    const consume = (i: number) => outcome(limiters[i % 2]!.consume('tries', 1, { blockSeconds: 600 }));
    // Below the limit the window is the limiter's own.
    expect(await consume(0)).toMatchObject({ ok: { consumedPoints: 1, msBeforeNext: 3600 * SECOND } });
    advance(MINUTE);
    // 15 at once from both connections: the one that reaches 5 opens a 10-minute block, and each
    // refused one answers it (none the hour's window, which a second statement would leave open).
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => consume(i)));
    const accepted = results
      .filter((r) => 'ok' in r)
      .map((r) => r.ok as { consumedPoints: number; msBeforeNext: number });
    const refused = results.filter((r) => 'refused' in r).map((r) => r.refused as { msBeforeNext: number });
    expect(accepted.map((res) => res.consumedPoints).sort((x, y) => x - y)).toEqual([2, 3, 4, 5]);
    expect(accepted.find((res) => res.consumedPoints === 5)!.msBeforeNext).toBe(600 * SECOND);
    expect(refused).toHaveLength(11);
    for (const res of refused) expect(res.msBeforeNext).toBe(600 * SECOND);
    advance(600 * SECOND);
    expect(await consume(0)).toMatchObject({ ok: { consumedPoints: 1, msBeforeNext: 3600 * SECOND } });
    // Without the option, reaching the limit keeps the window.
    const plain = limiters[1]!;
    for (let i = 0; i < 5; i++) await plain.consume('plain');
    expect((await plain.get('plain'))!.msBeforeNext).toBe(3600 * SECOND);
    await limiters[0]!.consume('tries', 4, { blockSeconds: 60 }); // 1 + 4: reaches 5 at once
    expect((await plain.get('tries'))!.msBeforeNext).toBe(60 * SECOND);
    await limiters[0]!.consume('fresh', 5, { blockSeconds: 60 }); // a new counter, at the limit at once
    expect((await plain.get('fresh'))!).toMatchObject({ consumedPoints: 5, msBeforeNext: 60 * SECOND });
  });

  it('see one window from both connections: it ends at the same moment on each', async () => {
    fakeDate();
    const opts = options(2, 60);
    const [onA, onB] = [new RateLimiterDatabase(opts, a, SECRET), new RateLimiterDatabase(opts, b, SECRET)];
    await onA.consume('k');
    advance(20 * SECOND);
    await onB.consume('k');
    await expect(onA.consume('k')).rejects.toMatchObject({ consumedPoints: 3, msBeforeNext: 40 * SECOND });
    advance(40 * SECOND);
    expect(await onB.get('k')).toBeNull();
    await expect(onB.consume('k')).resolves.toMatchObject({ consumedPoints: 1, msBeforeNext: 60 * SECOND });
  });

  it('delete ended counters as they go, at most once a minute, and keep the live ones', async () => {
    await a.query('DELETE FROM rate_limits');
    fakeDate();
    const create = databaseLimiters(a, SECRET);
    const short = create(options(100, 60));
    const long = create(options(100, 3600));
    for (let i = 0; i < 20; i++) await short.consume(`address-${i}`);
    await long.consume('kept');
    expect(await rows()).toBe(21);

    advance(61 * SECOND); // the short windows have ended; the next change sweeps them
    await long.consume('kept');
    expect(await rows()).toBe(1);
    await short.consume('fresh');
    advance(61 * SECOND);
    await short.penalty('new');
    expect(await rows()).toBe(2); // `kept` and `new`: `fresh` ended and was swept
  });
});
