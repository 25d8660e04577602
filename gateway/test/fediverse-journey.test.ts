import { serveTestApp, type TestApp } from './support/app';
import { startBalancer } from './support/balancer';
import { CREATE, DELETE, UPDATE } from './support/blog';
import { blogInput } from './support/content';
import { openTestDatabase, testDb } from './support/db';
import { FakeMastodon, objectId, type Activity, type RemoteAccount } from './support/fake-mastodon';
import { until } from './support/smtp';

/**
 * Issue 49, done when: a test instance that behaves as Mastodon does (test/support/fake-mastodon.ts:
 * signed requests both ways, on loopback) finds the owner's account by WebFinger, follows it and
 * gets a signed Accept; receives a signed Create(Article) within 10 s of the owner publishing,
 * Update after an edit, Delete after a deletion; its reply lands in the owner's comment queue as
 * 'fediverse'; its Like and Announce are counted on the post and its Undo takes them back. On each
 * database. The site's PUBLIC_URL is a balancer in front of the gateway (test/support/balancer.ts):
 * the instance must reach the addresses the site names itself by.
 */

const SETTINGS = '{ fediverseSettings { handle account followers pending } }';
const FOLLOWERS = '{ fediverseFollowers(status: ACCEPTED) { total items { actor handle instance status url } } }';
const PENDING =
  '{ adminComments(status: PENDING, perPage: 100) { items { id text origin kind sourceUrl authorName authorUrl post { id } } } }';
const REACTIONS = 'query($post: ID!) { comments(post: $post) { likes reposts } }';

/** What the gateway must deliver within, from the owner's click (the 10 s). */
const DELIVERED_WITHIN_MS = 10_000;

type Comment = { id: string; text: string; origin: string; kind: string; sourceUrl: string | null; authorName: string };
type Follower = { actor: string; handle: string; instance: string; status: string; url: string | null };

/** A JSON-LD value that may be one item or a list, as a list. */
const list = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : ([] as unknown[]).concat(value);

describe(`a Mastodon user follows the site and answers its posts (${testDb})`, () => {
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  let app: TestApp;
  let token: string;
  let fake: FakeMastodon;
  let site: string;
  let account: RemoteAccount;
  let follow: Activity;
  let post: { id: string; slug: string };
  let article: string;

  beforeAll(async () => {
    balancer = await startBalancer();
    site = balancer.url;
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(dataSource, { FETCH_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: site }, drop);
    balancer.add(app.url);
    token = (await app.signIn('admin')).token;
    fake = await FakeMastodon.start();
  });
  afterAll(async () => {
    await fake?.close();
    await app?.close();
    await balancer?.close();
  });

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, auth = true): Promise<T> => {
    const answer = await app.gql<T>(query, variables, auth ? { token } : {});
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  const followers = async () =>
    (await gql<{ fediverseFollowers: { total: number; items: Follower[] } }>(FOLLOWERS)).fediverseFollowers;
  const pending = async () => (await gql<{ adminComments: { items: Comment[] } }>(PENDING)).adminComments.items;
  const reactions = async () =>
    (await gql<{ comments: { likes: number; reposts: number } }>(REACTIONS, { post: post.id }, false)).comments;
  /** The delivery of `type` whose object is the post's Article, within the 10 s. */
  const delivered = (type: string) =>
    fake.received(type, ({ activity }) => objectId(activity) === article, DELIVERED_WITHIN_MS);

  it('finds the account by WebFinger, refuses unsigned and badly signed follows, accepts a signed one with a signed Accept', async () => {
    const { fediverseSettings } = await gql<{ fediverseSettings: { handle: string; account: string } }>(SETTINGS);
    expect(fediverseSettings.account).toBe(`@${fediverseSettings.handle}@${new URL(site).host}`);

    account = await fake.lookup(fediverseSettings.account);
    expect(account).toMatchObject({ id: `${site}/about`, preferredUsername: fediverseSettings.handle });
    expect(account.sharedInbox).toBe(`${site}/fediverse/inbox`);

    // Nothing but a valid signature by the activity's actor gets in (401), and it changes nothing.
    const forged = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      type: 'Follow',
      actor: fake.alice.id,
      object: account.id,
    };
    for (const signing of ['none', 'stale', 'wrong-key', 'tampered'] as const)
      await fake.alice.send({ ...forged, id: `${fake.origin}/forged-${signing}` }, { signing, expect: 401 });
    expect((await followers()).total).toBe(0);

    follow = await fake.follow();
    const accept = await fake.received(
      'Accept',
      ({ activity }) => objectId(activity) === follow.id,
      DELIVERED_WITHIN_MS,
    );
    expect(accept).toMatchObject({ inbox: 'personal', path: '/users/alice/inbox' });
    expect(accept.activity.actor).toBe(account.id);
    expect(accept.keyId.startsWith(`${account.id}#`)).toBe(true);

    const { items, total } = await followers();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ actor: fake.alice.id, handle: `@alice@${fake.host}`, status: 'ACCEPTED' });
    expect([fake.host, '127.0.0.1']).toContain(items[0]!.instance);
  });

  it('delivers a published post as a signed Create(Article) to its shared inbox within 10 s', async () => {
    const created = await gql<{ createBlog: { id: string; slug: string } }>(CREATE, {
      input: blogInput({
        title: 'Fediverse’e giden yazı',
        content: '<p>Merhaba <strong>Mastodon</strong>: ığüşöç.</p>',
        tags: ['fediverse'],
      }),
    });
    post = created.createBlog;
    article = `${site}/fediverse/posts/${post.id}`;

    const create = await delivered('Create');
    expect(create).toMatchObject({ inbox: 'shared', path: '/inbox' });
    expect(create.keyId.startsWith(`${account.id}#`)).toBe(true);
    const object = create.activity.object as Record<string, unknown>;
    expect(object).toMatchObject({
      type: 'Article',
      id: article,
      name: 'Fediverse’e giden yazı',
      attributedTo: account.id,
    });
    expect(object.url).toBe(`${site}/blog/${post.slug}`);
    expect(String(object.content)).toContain('<strong>Mastodon</strong>: ığüşöç.');
    expect(list(object.tag)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'Hashtag', name: '#fediverse' })]),
    );
    expect(JSON.stringify(list(create.activity.to))).toMatch(/Public/);
  });

  it('delivers an edit as Update', async () => {
    await gql(UPDATE, {
      id: post.id,
      input: blogInput({ title: 'Düzeltilmiş başlık', content: '<p>Yeni içerik</p>', tags: ['fediverse'] }),
    });
    const update = await delivered('Update');
    expect(update.activity.object).toMatchObject({ type: 'Article', id: article, name: 'Düzeltilmiş başlık' });
  });

  it("puts its reply in the owner's queue as a fediverse answer; an edit updates it, a deletion takes it away", async () => {
    const reply = await fake.reply(article, 'Güzel yazı, teşekkürler!');
    const note = objectId(reply)!;
    const queued = async () => (await pending()).find((comment) => comment.sourceUrl === note);
    await until(async () => (await queued()) !== undefined, DELIVERED_WITHIN_MS);
    expect(await queued()).toMatchObject({ origin: 'FEDIVERSE', authorName: 'Alice Mastodon', post: { id: post.id } });
    expect((await queued())!.text).toContain('Güzel yazı, teşekkürler!');

    await fake.update(reply, 'Güzel yazı, düzelttim.');
    await until(async () => (await queued())?.text.includes('düzelttim') === true, DELIVERED_WITHIN_MS);
    expect((await queued())!.text).toContain('Güzel yazı, düzelttim.');

    await fake.deleteNote(reply);
    await until(async () => (await queued()) === undefined, DELIVERED_WITHIN_MS);
    expect(await queued()).toBeUndefined();
  });

  it('counts its Like and Announce on the post; Undo takes each back', async () => {
    expect(await reactions()).toEqual({ likes: 0, reposts: 0 });
    const like = await fake.like(article);
    const announce = await fake.announce(article);
    await until(async () => (await reactions()).reposts === 1 && (await reactions()).likes === 1, DELIVERED_WITHIN_MS);
    expect(await reactions()).toEqual({ likes: 1, reposts: 1 });

    await fake.undo(like);
    await until(async () => (await reactions()).likes === 0, DELIVERED_WITHIN_MS);
    expect(await reactions()).toEqual({ likes: 0, reposts: 1 });
    await fake.undo(announce);
    await until(async () => (await reactions()).reposts === 0, DELIVERED_WITHIN_MS);
    expect(await reactions()).toEqual({ likes: 0, reposts: 0 });
  });

  it('delivers a deletion as Delete', async () => {
    await gql(DELETE, { id: post.id });
    await delivered('Delete');
  });

  it('removes the follower on Undo Follow; every delivery it got verified and came once', async () => {
    await fake.undoFollow();
    await until(async () => (await followers()).total === 0, DELIVERED_WITHIN_MS);
    expect((await followers()).total).toBe(0);

    expect(fake.refusals).toEqual([]);
    const ids = fake.activities.map(({ activity }) => activity.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
