import { startAdminApp, type TestApp } from '../../../test/support/app';
import { CREATE, input } from '../../../test/support/blog';
import { testDb } from '../../../test/support/db';

/**
 * Issue 42: search is budgeted per client address. One address that floods search with aliased
 * requests fills its own line and is refused (429) beyond it; another address's searches answer at
 * once, with their results, all the while. Before, the flood filled the line every client shared,
 * and on MariaDB the other address's searches were refused. (On SQLite a request's searches run to
 * their end before the next request is read — its statements never wait — so the shared line never
 * filled there: the test passed before too. search-limit.test.ts checks the turns themselves.)
 */

const from = (address: string) => ({ 'x-forwarded-for': address });
const FLOODER = '203.0.113.7';
const VISITOR = '198.51.100.1';

/**
 * Six searches of ten words each (each sends the index some twenty statements), none asked
 * before: as many as the cost limit lets through (6 × (1 + 21 statements × 10 + 12 results × 45)).
 */
let asked = 0;
const flood = () =>
  `{ ${Array.from({ length: 6 }, (_, i) => `s${i}: searchPosts(query: "zeplin${++asked} a b c d e f g h i") { total }`).join(' ')} }`;

describe(`one client cannot use up search for everyone (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    let token: string;
    ({ app, token } = await startAdminApp({ TRUST_PROXY: '1' }));
    for (const title of ['Zeplin yolculuğu', 'Balon yolculuğu'])
      expect((await app.gql(CREATE, { input: input({ title }) }, { token })).errors).toBeUndefined();
  });
  afterAll(() => app.close());

  it('while one address floods search, another address’s searches answer with their results', async () => {
    let flooding = true;
    const codes = new Set<unknown>();
    let floodAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (floodAnswered = resolve));
    const flooder = async () => {
      for (let n = 0; flooding && n < 100; n++) {
        const { errors = [] } = await app.gql(flood(), {}, { headers: from(FLOODER) });
        for (const error of errors) codes.add(error.extensions?.code);
        floodAnswered();
      }
    };
    const flooders = Array.from({ length: 6 }, flooder);
    try {
      // The flood is under way.
      await Promise.race([answered, Promise.all(flooders)]);
      // Each a query not asked before: answered by a search, not the cache.
      for (const q of ['zeplin', 'zepli', 'zepl', 'yolculuğu', 'yolcu']) {
        const { data, errors } = await app.gql<{ searchPosts: { items: { post: { title: string } }[] } }>(
          'query($q: String!) { searchPosts(query: $q) { items { post { title } } } }',
          { q },
          { headers: from(VISITOR) },
        );
        expect(errors).toBeUndefined();
        expect(data!.searchPosts.items.length).toBeGreaterThan(0);
      }
    } finally {
      flooding = false;
      await Promise.all(flooders);
    }
    // The flood's own searches were answered, or refused beyond its line (on MariaDB, where
    // requests run side by side; SQLite runs one request's searches to the end before the next).
    expect([...codes].filter((code) => code !== 'TOO_MANY_REQUESTS')).toEqual([]);
  }, 60_000);
});
