import { SEARCH_BUSY, SearchLimit } from './search-limit';

/** A search that ends when the test says so. */
function pending() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { run: () => done, end };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('SearchLimit', () => {
  it('runs at most two at once, lets the next in line in as one ends, and refuses beyond the line', async () => {
    const limit = new SearchLimit(2, 2);
    const searches = Array.from({ length: 4 }, pending);
    const started: number[] = [];
    const runs = searches.map((search, i) =>
      limit.run(() => {
        started.push(i);
        return search.run();
      }),
    );
    await settled();
    expect(started).toEqual([0, 1]);
    await expect(limit.run(async () => 'fifth')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: SEARCH_BUSY,
    });

    searches[1]!.end();
    await settled();
    expect(started).toEqual([0, 1, 2]);
    searches[0]!.end();
    searches[2]!.end();
    await settled();
    expect(started).toEqual([0, 1, 2, 3]);
    searches[3]!.end();
    await Promise.all(runs);
    // All places free again.
    expect(await Promise.all([limit.run(async () => 1), limit.run(async () => 2)])).toEqual([1, 2]);
  });

  it('frees the place of a search that failed', async () => {
    const limit = new SearchLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('veritabanı')))).rejects.toThrow('veritabanı');
    await expect(limit.run(async () => 'sonra')).resolves.toBe('sonra');
  });

  it('refuses a search that waited its whole patience, and keeps the line for the others', async () => {
    const limit = new SearchLimit(1, 2, 50);
    const first = pending();
    const running = limit.run(first.run);
    const late = limit.run(async () => 'geç');
    await expect(late).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: SEARCH_BUSY });
    // It left the line: the next one waits in its place and runs when the first ends.
    const next = limit.run(async () => 'sırada');
    first.end();
    await running;
    await expect(next).resolves.toBe('sırada');
    await expect(limit.run(async () => 'boş')).resolves.toBe('boş');
  });
});
