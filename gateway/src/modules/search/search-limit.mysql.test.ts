import type { QueryRunner } from 'typeorm';
import { SEARCH_BUSY } from './search-limit';
import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE, input } from '../../../test/support/blog';

/**
 * Searches that hang in the database (mysql project only: another session holds the search index's
 * table locked, which SQLite's single process cannot) take two of the gateway's connections at
 * most, one a client, and fifteen places in each client's line: the rest of a client's are refused
 * at once, those in line after five seconds, each with the Turkish 429 and Retry-After, while the
 * list answers as before.
 */
describe('searches stuck in the database', () => {
  let app: TestApp;
  let locker: QueryRunner;

  beforeAll(async () => {
    let token: string;
    ({ app, token } = await startAdminApp({ TRUST_PROXY: '1' }));
    const created = await app.gql(CREATE, { input: input({ title: 'Zeplin yolculuğu' }) }, { token });
    expect(created.errors).toBeUndefined();
    locker = app.dataSource.createQueryRunner();
    await locker.connect();
  });
  afterAll(async () => {
    await locker.query('UNLOCK TABLES');
    await locker.release();
    await app.close();
  });

  /** A search of its own from `address` (a different query each: no answer is shared), and whether it has answered. */
  const search = (i: number, address = '203.0.113.7') => {
    const asked = fetch(`${app.url}/api/blogs?q=zeplin${i}`, {
      headers: { 'x-forwarded-for': address },
      signal: AbortSignal.timeout(30_000),
    }).then(async (response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as unknown,
    }));
    const state = { answered: false, asked };
    const done = () => (state.answered = true);
    asked.then(done, done);
    return state;
  };
  /** Waits until `count` of `searches` have answered. */
  const answered = async (searches: { answered: boolean }[], count: number) => {
    while (searches.filter(({ answered }) => answered).length < count)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return searches.filter(({ answered }) => answered).length;
  };

  it('refuses what does not fit, gives up on those in line, and serves every other reader meanwhile', async () => {
    await locker.query('LOCK TABLES blog_search_meta WRITE');
    const searches = Array.from({ length: 20 }, (_, i) => search(i));

    // One runs (and hangs), fifteen wait in the client's line: the last four are refused at once.
    expect(await answered(searches, 4)).toBe(4);
    // Another client's search takes the other connection (and hangs); a third's waits for one.
    const other = search(20, '198.51.100.1');
    const third = search(21, '192.0.2.1');
    // Other readers are not held: the list reads the posts, not the index.
    const list = await fetch(`${app.url}/api/blogs`, { signal: AbortSignal.timeout(5000) });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { title: string }[] }).data.map(({ title }) => title)).toEqual([
      'Zeplin yolculuğu',
    ]);
    // Those in line give up after their patience (5 s); the two running still hang.
    expect(await answered([...searches, third], 20)).toBe(20);
    expect(other.answered).toBe(false);
    await locker.query('UNLOCK TABLES');

    const answers = await Promise.all(searches.map(({ asked }) => asked));
    const refused = [...answers.filter(({ status }) => status === 429), await third.asked];
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1);
    expect((await other.asked).status).toBe(200);
    expect(refused).toHaveLength(20);
    for (const { body, retryAfter } of refused) {
      expect(body).toMatchObject({ success: false, message: SEARCH_BUSY });
      expect(retryAfter).toBe('2');
    }
    // Free again: a search answers.
    expect((await search(99).asked).status).toBe(200);
  }, 30_000);
});
