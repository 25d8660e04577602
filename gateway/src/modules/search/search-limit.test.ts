import { SEARCH_BUSY, SearchLimit } from './search-limit';

/** A search that ends when the test says so. */
function pending() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { run: () => done, end };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

const refused = { code: 'TOO_MANY_REQUESTS', message: SEARCH_BUSY };

describe('SearchLimit', () => {
  it('runs at most two at once and one a client, lets the next in line in as one ends, and refuses beyond a client’s line', async () => {
    const limit = new SearchLimit(2, 1, 2);
    const searches = Array.from({ length: 4 }, pending);
    const started: string[] = [];
    const runs = searches.map((search, i) =>
      limit.run(i < 3 ? 'a' : 'b', () => {
        started.push(`${i}`);
        return search.run();
      }),
    );
    await settled();
    // 'a' runs one and waits with two; 'b' takes the other place.
    expect(started).toEqual(['0', '3']);
    await expect(limit.run('a', async () => 'fourth of a')).rejects.toMatchObject(refused);
    // A third client waits for a place, in its own line.
    const c = limit.run('c', async () => void started.push('c'));

    searches[3]!.end();
    await settled();
    // The place 'b' freed goes to 'c' (never served), not to 'a' (served already).
    expect(started).toEqual(['0', '3', 'c']);
    await c;
    await settled();
    // 'c' done: a place is free, but 'a' runs one at a time.
    expect(started).toEqual(['0', '3', 'c']);
    searches[0]!.end();
    await settled();
    expect(started).toEqual(['0', '3', 'c', '1']);
    searches[1]!.end();
    await settled();
    expect(started).toEqual(['0', '3', 'c', '1', '2']);
    searches[2]!.end();
    await Promise.all(runs);
    // All places free again, and every client forgotten.
    expect(await Promise.all([limit.run('a', async () => 1), limit.run('b', async () => 2)])).toEqual([1, 2]);
  });

  it('keeps one client’s flood from another: its line fills and is refused, the other runs at once', async () => {
    const limit = new SearchLimit(2, 1, 15);
    const flood = Array.from({ length: 40 }, pending);
    const answers = flood.map((search) =>
      limit.run('flooder', search.run).then(
        () => 'ok',
        () => 'refused',
      ),
    );
    await settled();
    const visitor = await limit.run('visitor', async () => 'answered');
    expect(visitor).toBe('answered');
    for (const search of flood) search.end();
    const counts = (await Promise.all(answers)).reduce<Record<string, number>>(
      (sum, answer) => ({ ...sum, [answer]: (sum[answer] ?? 0) + 1 }),
      {},
    );
    // One running, fifteen in line.
    expect(counts).toEqual({ ok: 16, refused: 24 });
  });

  it('frees the place of a search that failed', async () => {
    const limit = new SearchLimit(1, 1, 0);
    await expect(limit.run('a', () => Promise.reject(new Error('veritabanı')))).rejects.toThrow('veritabanı');
    await expect(limit.run('a', async () => 'sonra')).resolves.toBe('sonra');
  });

  it('refuses a search that waited its whole patience, and keeps the line for the others', async () => {
    const limit = new SearchLimit(1, 1, 2, 50);
    const first = pending();
    const running = limit.run('a', first.run);
    const late = limit.run('b', async () => 'geç');
    await expect(late).rejects.toMatchObject(refused);
    // It left the line: the next one waits in its place and runs when the first ends.
    const next = limit.run('b', async () => 'sırada');
    first.end();
    await running;
    await expect(next).resolves.toBe('sırada');
    await expect(limit.run('b', async () => 'boş')).resolves.toBe('boş');
  });
});
