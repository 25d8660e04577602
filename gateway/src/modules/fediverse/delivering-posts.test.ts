import { serveTestApp, type TestApp } from '../../../test/support/app';
import { startBalancer } from '../../../test/support/balancer';
import { CREATE, DELETE, UPDATE } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { FakeMastodon, objectId, type Received } from '../../../test/support/fake-mastodon';
import { until } from '../../../test/support/smtp';
import { FediversePost } from './fediverse-post.entity';

/**
 * Issue 49.3, a post delivered: a follower on a Mastodon-like instance (test/support/fake-mastodon.ts,
 * on loopback) gets a signed Create(Article) of a published post in its shared inbox, once; an edit
 * that changes what the Article shows sends one Update, a save that changes none of it nothing; a
 * draft is never sent, a post made a draft again or deleted is Deleted; a scheduled post goes at its
 * moment, not before; an inbox answering 503 is tried again until it takes it; no activity reaches an
 * inbox twice. The outbox lists the visible posts, and each is an Article at its address (a browser is
 * sent to the post). On each database; the site's PUBLIC_URL is a balancer the instance reaches.
 */

const SETTINGS = '{ fediverseSettings { account } }';
const ACTIVITY_JSON = 'application/activity+json';
/** The 10 s from the owner's click. */
const WITHIN_MS = 10_000;

type Post = { id: string; slug: string };

describe(`delivering posts to the followers (${testDb})`, () => {
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  let app: TestApp;
  let token: string;
  let fake: FakeMastodon;
  let site: string;

  beforeAll(async () => {
    balancer = await startBalancer();
    site = balancer.url;
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(dataSource, { FETCH_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: site }, drop);
    balancer.add(app.url);
    token = (await app.signIn('admin')).token;
    fake = await FakeMastodon.start();
    const { fediverseSettings } = await gql<{ fediverseSettings: { account: string } }>(SETTINGS);
    await fake.lookup(fediverseSettings.account);
    const follow = await fake.follow();
    await fake.received('Accept', ({ activity }) => objectId(activity) === follow.id, WITHIN_MS);
  });
  afterAll(async () => {
    await fake?.close();
    await app?.close();
    await balancer?.close();
  });

  async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await app.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  }
  const create = async (override: Record<string, unknown> = {}) =>
    (await gql<{ createBlog: Post }>(CREATE, { input: blogInput({ title: `Yazı ${Math.random()}`, ...override }) }))
      .createBlog;
  const update = (post: Post, override: Record<string, unknown>) =>
    gql(UPDATE, { id: post.id, input: blogInput({ ...override }) });
  const articleOf = (post: Post) => `${site}/fediverse/posts/${post.id}`;
  /** The activities of `type` about the post the instance took. */
  const got = (type: string, post: Post) =>
    fake.activities.filter((received) => received.type === type && objectId(received.activity) === articleOf(post));
  const delivered = (type: string, post: Post, ms = WITHIN_MS): Promise<Received> =>
    fake.received(type, ({ activity }) => objectId(activity) === articleOf(post), ms);
  const job = (post: Post) => app.dataSource.getRepository(FediversePost).findOneBy({ postId: post.id });
  /** Waits until the post's delivery has nothing more to do now and Fedify's queue is empty. */
  async function settled(post: Post) {
    await until(async () => {
      const row = await job(post);
      const [{ n }] = (await app.dataSource.query('SELECT COUNT(*) AS n FROM fediverse_queue')) as [{ n: unknown }];
      return (!row || row.dueAt === null) && Number(n) === 0;
    }, WITHIN_MS);
  }

  it('delivers a published post once, signed, to the shared inbox; an edit as one Update, a save that changes nothing it shows as nothing', async () => {
    const started = Date.now();
    const post = await create({ title: 'Yayında', content: '<p>Merhaba</p><img src="/uploads/foto.png" alt="">' });
    const created = await delivered('Create', post);
    expect(created.at - started).toBeLessThan(WITHIN_MS);
    expect(created).toMatchObject({ inbox: 'shared', path: '/inbox' });
    expect(created.keyId.startsWith(`${site}/about#`)).toBe(true);
    expect(created.activity.object).toMatchObject({
      type: 'Article',
      id: articleOf(post),
      name: 'Yayında',
      url: `${site}/blog/${post.slug}`,
      attachment: [{ type: 'Image', url: `${site}/uploads/foto.png` }],
    });
    // The site's own addresses made absolute: another server has no base to read them against.
    expect((created.activity.object as { content: string }).content).toContain(`src="${site}/uploads/foto.png"`);

    await update(post, { title: 'Yayında', content: '<p>Merhaba</p><img src="/uploads/foto.png" alt="">' });
    await settled(post);
    expect(got('Update', post)).toEqual([]);

    await update(post, { title: 'Düzeltildi', content: '<p>Merhaba</p>' });
    const updated = await delivered('Update', post);
    expect(updated.activity.object).toMatchObject({ name: 'Düzeltildi', content: '<p>Merhaba</p>' });
    await settled(post);
    expect(got('Create', post)).toHaveLength(1);
    expect(got('Update', post)).toHaveLength(1);
  });

  it('never delivers a draft; published, it is created; a draft again, deleted; then deleted, nothing more', async () => {
    const post = await create({ status: 'DRAFT' });
    await settled(post);
    expect(await job(post)).toBeNull();

    await update(post, { status: 'PUBLISHED' });
    await delivered('Create', post);
    await update(post, { status: 'DRAFT' });
    const deleted = await delivered('Delete', post);
    expect(deleted.activity.object).toMatchObject({ type: 'Tombstone', id: articleOf(post) });

    await gql(DELETE, { id: post.id });
    await settled(post);
    expect(got('Delete', post)).toHaveLength(1);
    expect(got('Create', post)).toHaveLength(1);
  });

  it('delivers a scheduled post at its moment, not before', async () => {
    const at = new Date(Date.now() + 4000);
    const post = await create({ publishDate: at.toISOString() });
    expect((await job(post))!.dueAt!.getTime()).toBe(at.getTime());
    const created = await delivered('Create', post, 4000 + WITHIN_MS);
    expect(created.at).toBeGreaterThanOrEqual(at.getTime());
  }, 30_000);

  it('tries an inbox that answers 503 again until it takes the post', async () => {
    fake.unavailable(2000);
    const post = await create();
    const created = await delivered('Create', post, 45_000);
    const refused = fake.refusals.filter(({ status, at }) => status === 503 && at < created.at);
    expect(refused.length).toBeGreaterThan(0);
    await settled(post);
    expect(got('Create', post)).toHaveLength(1);
  }, 60_000);

  it('lists the visible posts in the outbox, newest first, each an Article at its address; a browser goes to the post', async () => {
    const draft = await create({ status: 'DRAFT' });
    const older = await create({ publishDate: '2020-01-01T00:00:00.000Z', title: 'Eski yazı' });
    const get = (path: string, accept = ACTIVITY_JSON) =>
      fetch(`${site}${path}`, { headers: { accept }, redirect: 'manual' });

    const outbox = (await (await get('/about/outbox')).json()) as Record<string, unknown>;
    const total = outbox.totalItems as number;
    expect(outbox).toMatchObject({ type: 'OrderedCollection', id: `${site}/about/outbox` });
    expect(total).toBe(4); // the first test's, the scheduled one, the one retried, and this older one
    const first = (await (
      await get(new URL(outbox.first as string).pathname + new URL(outbox.first as string).search)
    ).json()) as {
      orderedItems: Array<{ type: string; object: { id: string; type: string } }>;
    };
    const ids = first.orderedItems.map(({ object }) => object.id);
    expect(first.orderedItems.every(({ type, object }) => type === 'Create' && object.type === 'Article')).toBe(true);
    expect(ids).not.toContain(articleOf(draft));
    // Newest first: the one dated 2020 comes last of them all.
    expect(ids).toHaveLength(total);
    expect(ids.indexOf(articleOf(older))).toBe(total - 1);

    const article = await get(`/fediverse/posts/${older.id}`);
    expect(article.status).toBe(200);
    expect(await article.json()).toMatchObject({ type: 'Article', id: articleOf(older), name: 'Eski yazı' });
    const browser = await get(`/fediverse/posts/${older.id}`, 'text/html');
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe(`/blog/${older.slug}`);
    for (const accept of [ACTIVITY_JSON, 'text/html'])
      expect((await get(`/fediverse/posts/${draft.id}`, accept)).status).toBe(404);
    expect((await get('/about/outbox?cursor=x')).status).toBe(404);
  });

  it('never delivered one activity twice to an inbox', () => {
    const seen = fake.activities.map(({ path, activity }) => `${path} ${activity.id}`);
    expect(seen.filter((one, i) => seen.indexOf(one) !== i)).toEqual([]);
  });
});
