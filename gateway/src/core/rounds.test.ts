import { Rounds } from './rounds';

/** core/rounds.ts: one round at a time, no kick lost, a stop that waits for the round under way. */

const later = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

describe('rounds of background work', () => {
  it('runs one round at a time: kicks during a round make one more round after it, not one each', async () => {
    const gates = [later(), later()];
    let started = 0;
    const rounds = new Rounds(
      () => gates[started++]?.promise ?? Promise.resolve(),
      (error) => {
        throw error;
      },
    );
    rounds.kick();
    rounds.kick();
    rounds.kick();
    expect(started).toBe(1);
    gates[0]!.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(2);
    gates[1]!.release();
    await rounds.stop();
    expect(started).toBe(2);
  });

  it('tells a failed round to `failed` and runs the next kick; after stop, kicks do nothing', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const rounds = new Rounds(
      async () => {
        runs++;
        if (runs === 1) throw new Error('veritabanı yok');
      },
      (error) => failures.push(error),
    );
    rounds.kick();
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([new Error('veritabanı yok')]);
    rounds.kick();
    await rounds.stop();
    expect(rounds.stopped).toBe(true);
    rounds.kick();
    expect(runs).toBe(2);
  });
});
