import type { DataSource } from 'typeorm';
import { serveTestApp, type TestApp } from './support/app';
import { startBalancer } from './support/balancer';
import { CREATE, DELETE, UPDATE } from './support/blog';
import { blogInput } from './support/content';
import { openSharedDatabase } from './support/db';
import { FakeMastodon, objectId, type FakeUser } from './support/fake-mastodon';

/**
 * Issue 49, done when: two gateways on one MariaDB behind a balancer (their PUBLIC_URL) deliver each
 * activity once. Three Mastodon instances follow the site (the first with two accounts, so one
 * shared inbox for two followers); the follows come in through either gateway, the post is
 * published on one, edited on the other and deleted on the first: each instance gets one signed
 * Accept per follow and exactly one Create, Update and Delete, at its shared inbox, and nothing
 * twice in the seconds after (a race between the gateways would show at once).
 *
 * mysql project only: SQLite is one file for one gateway.
 */

/** How long after the last expected delivery a second copy is waited for. */
const SETTLE_MS = 2_000;
const WITHIN_MS = 15_000;

describe('two gateways on one database deliver to the fediverse once', () => {
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  const gateways: TestApp[] = [];
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let instances: FakeMastodon[] = [];
  let followers: FakeUser[] = [];
  let token: string;

  beforeAll(async () => {
    balancer = await startBalancer();
    const shared = await openSharedDatabase(2);
    drop = shared.drop;
    dataSource = shared.dataSources[0]!;
    for (const source of shared.dataSources) {
      const gateway = await serveTestApp(source, { FETCH_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: balancer.url });
      gateways.push(gateway);
      balancer.add(gateway.url);
    }
    token = (await gateways[0]!.signIn('admin')).token;
    instances = await FakeMastodon.startMany(3);
    followers = [instances[0]!.alice, instances[0]!.user('bob'), instances[1]!.alice, instances[2]!.alice];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const gateway of gateways) await gateway.close();
    await drop?.();
    await balancer?.close();
  });

  /** GraphQL as the owner on gateway `n`. */
  const gql = async <T>(n: number, query: string, variables: Record<string, unknown>): Promise<T> => {
    const answer = await gateways[n]!.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };

  /** Each instance's copies of the activity of `type` on `article` once all came and SETTLE_MS more passed. */
  async function deliveredOnce(type: string, article: string) {
    const ofIt = (instance: FakeMastodon) =>
      instance.activities.filter(({ type: t, activity }) => t === type && objectId(activity) === article);
    await Promise.all(
      instances.map((instance) => instance.received(type, ({ activity }) => objectId(activity) === article, WITHIN_MS)),
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(instances.map((instance) => ofIt(instance).map(({ path }) => path))).toEqual(
      instances.map(() => ['/inbox']),
    );
  }

  it('accepts each follow once, whichever gateway it came through', async () => {
    const { data } = await gateways[0]!.gql<{ fediverseSettings: { account: string } }>(
      '{ fediverseSettings { account } }',
      {},
      { token },
    );
    for (const follower of followers) {
      await follower.lookup(data!.fediverseSettings.account);
      await follower.follow();
    }
    for (const follower of followers)
      await follower.instance.received(
        'Accept',
        ({ activity, path }) =>
          path === `/users/${follower.name}/inbox` &&
          objectId(activity) === follower.follows.get(follower.target!.id)!.id,
        WITHIN_MS,
      );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const accepts = instances.map((instance) => instance.activities.filter(({ type }) => type === 'Accept').length);
    expect(accepts).toEqual([2, 1, 1]);
    const [{ count }] = await dataSource.query(
      "SELECT COUNT(*) AS count FROM fediverse_followers WHERE status = 'accepted'",
    );
    expect(Number(count)).toBe(4);
  });

  it('delivers a post published on one, edited on the other and deleted on the first once to each shared inbox', async () => {
    const { createBlog } = await gql<{ createBlog: { id: string } }>(0, CREATE, {
      input: blogInput({ title: 'İki ağ geçidinden bir yazı' }),
    });
    const article = `${balancer.url}/fediverse/posts/${createBlog.id}`;
    await deliveredOnce('Create', article);

    await gql(1, UPDATE, { id: createBlog.id, input: blogInput({ title: 'İki ağ geçidinden düzeltilmiş yazı' }) });
    await deliveredOnce('Update', article);

    await gql(0, DELETE, { id: createBlog.id });
    await deliveredOnce('Delete', article);

    for (const instance of instances) expect(instance.refusals).toEqual([]);
  });
});
