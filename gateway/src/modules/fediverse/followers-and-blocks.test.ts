import { FEDIVERSE_ERRORS } from '@portfolio/content-rules';
import { serveTestApp, type TestApp } from '../../../test/support/app';
import { startBalancer } from '../../../test/support/balancer';
import { CREATE } from '../../../test/support/blog';
import { blogInput } from '../../../test/support/content';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { FakeMastodon, objectId, type Activity, type FakeUser } from '../../../test/support/fake-mastodon';
import { expectOnlyError } from '../../../test/support/graphql';
import { restAnswer } from '../../../test/support/rest';
import { until } from '../../../test/support/smtp';
import { LIMITS } from '../../core/rate-limits';
import { TOO_DEEP } from '../../http/body-limits';
import { FediverseKv, FediverseMessage } from './fediverse.entities';
import { NONE_CHOSEN, PER_PAGE_INVALID } from './fediverse.service';

/**
 * Issue 49.1–2, the account and its followers, against test instances that behave as Mastodon does
 * (test/support/fake-mastodon.ts): the actor to ActivityPub clients and the About page to browsers
 * at one address, NodeInfo; a Follow again keeps one row; while follows wait for approval a Follow
 * is pending until the owner approves it (a signed Accept) or rejects it (a Reject); a blocked
 * account's later Follow is answered with Reject and stored nowhere; a blocked instance loses its
 * followers and nothing of it is taken; the inboxes refuse a flood from one address; every bad
 * input of the owner is refused in Turkish and changes nothing.
 */

const SETTINGS = '{ fediverseSettings { handle account approveFollows followers pending } }';
const SET = `mutation($input: FediverseSettingsInput!) { updateFediverseSettings(input: $input) { handle account approveFollows followers pending } }`;
const FOLLOWERS = `query($status: FollowerStatus!, $perPage: Int) { fediverseFollowers(status: $status, perPage: $perPage) {
  total items { id actor handle name url instance status } } }`;
const ACT = 'mutation($ids: [ID!]!, $action: FollowerAction!) { updateFollowers(ids: $ids, action: $action) }';
const BLOCKS = '{ fediverseBlocks { key kind label } }';
const UNBLOCK = 'mutation($keys: [ID!]!) { unblockFediverse(keys: $keys) }';
const COMMENTS = '{ adminComments(status: PENDING, perPage: 100) { items { sourceUrl text origin } } }';
const ANSWERS = `{ pending: adminComments(status: PENDING, perPage: 100) { items { sourceUrl kind } }
  approved: adminComments(status: APPROVED, perPage: 100) { items { sourceUrl kind } } }`;

type Follower = {
  id: string;
  actor: string;
  handle: string;
  name: string;
  url: string | null;
  instance: string;
  status: string;
};
type Settings = { handle: string; account: string; approveFollows: boolean; followers: number; pending: number };

describe(`the owner's followers and blocks (${testDb})`, () => {
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  let app: TestApp;
  let token: string;
  let site: string;
  let mastodon: FakeMastodon;
  let other: FakeMastodon;
  /** A post's page, which the answers below answer. */
  let page: string;

  beforeAll(async () => {
    balancer = await startBalancer();
    site = balancer.url;
    const { dataSource, drop } = await openTestDatabase();
    app = await serveTestApp(
      dataSource,
      { FETCH_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: site, TRUST_PROXY: 'true' },
      drop,
    );
    balancer.add(app.url);
    token = (await app.signIn('admin')).token;
    mastodon = await FakeMastodon.start();
    other = await FakeMastodon.start();
  });
  afterAll(async () => {
    await mastodon?.close();
    await other?.close();
    await app?.close();
    await balancer?.close();
  });

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await app.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  const settings = async () => (await gql<{ fediverseSettings: Settings }>(SETTINGS)).fediverseSettings;
  const followers = async (status: 'ACCEPTED' | 'PENDING' = 'ACCEPTED') =>
    (await gql<{ fediverseFollowers: { total: number; items: Follower[] } }>(FOLLOWERS, { status, perPage: 100 }))
      .fediverseFollowers;
  const followerOf = async (user: FakeUser, status: 'ACCEPTED' | 'PENDING' = 'ACCEPTED') =>
    (await followers(status)).items.find((follower) => follower.actor === user.id);
  /** The answer (`Accept` or `Reject`) to one Follow that its sender's inbox accepted (signed by the site). */
  const answered = (instance: FakeMastodon, type: 'Accept' | 'Reject', follow: Activity) =>
    instance.received(type, ({ activity }) => objectId(activity) === follow.id);
  /** Until the inbox's queue is empty: every activity taken has been handled. */
  const handled = () => until(async () => (await app.dataSource.getRepository(FediverseMessage).count()) === 0, 10_000);
  /** `user` finds the account by WebFinger and follows it. */
  const follows = async (user: FakeUser) => {
    await user.lookup((await settings()).account);
    return user.follow();
  };

  it('serves the actor to ActivityPub clients and the About page to browsers at one address; NodeInfo says what it is', async () => {
    const saved = await gql<{ updateFediverseSettings: Settings }>(SET, {
      input: { handle: 'deniz', approveFollows: false },
    });
    expect(saved.updateFediverseSettings).toMatchObject({ handle: 'deniz', account: `@deniz@${new URL(site).host}` });

    const actor = await fetch(`${site}/about`, { headers: { accept: 'application/activity+json' } });
    expect(actor.headers.get('content-type')).toMatch(/^application\/activity\+json/);
    expect(await actor.json()).toMatchObject({
      id: `${site}/about`,
      type: 'Person',
      preferredUsername: 'deniz',
      url: `${site}/`,
      icon: { type: 'Image', url: `${site}/avatar.png`, mediaType: 'image/png' },
      inbox: `${site}/about/inbox`,
      outbox: `${site}/about/outbox`,
      followers: `${site}/about/followers`,
      endpoints: { sharedInbox: `${site}/fediverse/inbox` },
      manuallyApprovesFollowers: false,
      publicKey: { id: `${site}/about#main-key`, owner: `${site}/about` },
    });
    const page = await fetch(`${site}/about`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // One address, two answers: a shared cache in front must keep them apart.
    for (const answer of [actor, page, await fetch(`${site}/about`, { headers: { accept: 'text/html' } })])
      expect(answer.headers.get('vary')).toMatch(/(^|,)\s*accept\s*(,|$)/i);

    const byUrl = await fetch(`${site}/.well-known/webfinger?resource=${encodeURIComponent(`${site}/about`)}`);
    expect(await byUrl.json()).toMatchObject({
      aliases: expect.arrayContaining([`acct:deniz@${new URL(site).host}`]),
      links: expect.arrayContaining([
        { rel: 'self', type: 'application/activity+json', href: `${site}/about` },
        expect.objectContaining({ rel: 'http://webfinger.net/rel/profile-page', href: `${site}/about` }),
      ]),
    });
    const nodeinfo = await fetch(`${site}/nodeinfo/2.1`);
    expect(await nodeinfo.json()).toMatchObject({
      software: { name: 'portfolio' },
      protocols: ['activitypub'],
      usage: { users: { total: 1 }, localPosts: 0 },
      openRegistrations: false,
    });
  });

  it('serves the actor it made once until the handle, the approval or the About page changes, then the new one', async () => {
    const actor = async () =>
      (await fetch(`${site}/about`, { headers: { accept: 'application/activity+json' } })).json() as Promise<
        Record<string, unknown>
      >;
    const before = await actor();
    expect(await actor()).toEqual(before);
    await gql(SET, { input: { handle: 'ece', approveFollows: true } });
    expect(await actor()).toMatchObject({ preferredUsername: 'ece', manuallyApprovesFollowers: true });
    await gql('mutation($input: AboutInput!) { updateAbout(input: $input) { name } }', {
      input: {
        name: 'Ece Çınar',
        title: 'Yazılımcı',
        description: 'İlk satır\nikinci',
        experiences: [],
        technologies: [],
      },
    });
    expect(await actor()).toMatchObject({
      preferredUsername: 'ece',
      name: 'Ece Çınar',
      summary: '<p>Yazılımcı</p><p>İlk satır<br>ikinci</p>',
      publicKey: before.publicKey,
    });
    await gql(SET, { input: { handle: 'deniz', approveFollows: false } });
  });

  it('takes only signed Follows; keeps one row for an account that follows again, and lists it in the followers collection', async () => {
    const alice = mastodon.alice;
    await alice.lookup((await settings()).account);
    const forged = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      type: 'Follow',
      actor: alice.id,
      object: `${site}/about`,
    };
    for (const signing of ['none', 'wrong-key', 'stale', 'tampered'] as const)
      await alice.send({ ...forged, id: `${mastodon.origin}/forged-${signing}` }, { signing, expect: 401 });
    expect((await followers()).total).toBe(0);

    const first = await alice.follow();
    await answered(mastodon, 'Accept', first);
    const again = await alice.follow();
    await answered(mastodon, 'Accept', again);
    expect(await followers()).toMatchObject({
      total: 1,
      items: [{ actor: alice.id, handle: `@alice@${mastodon.host}`, name: 'Alice Mastodon', status: 'ACCEPTED' }],
    });
    const page = await fetch(`${site}/about/followers?cursor=0`, { headers: { accept: 'application/activity+json' } });
    expect(await page.json()).toMatchObject({ type: 'OrderedCollectionPage', orderedItems: [alice.id] });
  });

  it('holds follows while the owner approves them: APPROVE sends a signed Accept, REJECT a Reject', async () => {
    await gql(SET, { input: { handle: 'deniz', approveFollows: true } });
    const bob = mastodon.user('bob');
    const carol = mastodon.user('carol');
    const bobs = await follows(bob);
    const carols = await follows(carol);
    await handled();
    expect((await followers('PENDING')).items.map((follower) => follower.actor).sort()).toEqual(
      [bob.id, carol.id].sort(),
    );
    expect(mastodon.activities.filter(({ activity }) => [bobs.id, carols.id].includes(objectId(activity)!))).toEqual(
      [],
    );
    expect(await settings()).toMatchObject({ approveFollows: true, followers: 1, pending: 2 });

    const bobRow = (await followerOf(bob, 'PENDING'))!;
    expect((await gql<{ updateFollowers: number }>(ACT, { ids: [bobRow.id], action: 'APPROVE' })).updateFollowers).toBe(
      1,
    );
    await answered(mastodon, 'Accept', bobs);
    expect(await followerOf(bob)).toMatchObject({ status: 'ACCEPTED' });

    const carolRow = (await followerOf(carol, 'PENDING'))!;
    expect(
      (await gql<{ updateFollowers: number }>(ACT, { ids: [carolRow.id], action: 'REJECT' })).updateFollowers,
    ).toBe(1);
    await answered(mastodon, 'Reject', carols);
    expect(await settings()).toMatchObject({ followers: 2, pending: 0 });
    await gql(SET, { input: { handle: 'deniz', approveFollows: false } });
  });

  it('BLOCK removes a follower with a Reject; its later Follow is answered with Reject and stored nowhere, until it is unblocked', async () => {
    const bob = mastodon.user('bob');
    const row = (await followerOf(bob))!;
    await gql(ACT, { ids: [row.id], action: 'BLOCK' });
    await answered(mastodon, 'Reject', bob.follows.get(`${site}/about`)!);
    const { fediverseBlocks } = await gql<{ fediverseBlocks: Array<{ key: string; kind: string; label: string }> }>(
      BLOCKS,
    );
    expect(fediverseBlocks).toEqual([expect.objectContaining({ kind: 'actor', label: `@bob@${mastodon.host}` })]);

    const blocked = await bob.follow();
    await answered(mastodon, 'Reject', blocked);
    await handled();
    expect(await followerOf(bob)).toBeUndefined();
    expect(await followerOf(bob, 'PENDING')).toBeUndefined();

    expect(
      (await gql<{ unblockFediverse: number }>(UNBLOCK, { keys: [fediverseBlocks[0]!.key] })).unblockFediverse,
    ).toBe(1);
    await answered(mastodon, 'Accept', await bob.follow());
    expect(await followerOf(bob)).toMatchObject({ status: 'ACCEPTED' });
  });

  it('BLOCK_INSTANCE removes every follower of the instance and takes nothing from it any more', async () => {
    const { createBlog: post } = await gql<{ createBlog: { id: string; slug: string } }>(CREATE, {
      input: blogInput({ title: 'Yanıtlanan yazı' }),
    });
    page = `${site}/blog/${post.slug}`;
    const [dave, erin] = [other.user('dave'), other.user('erin')];
    await answered(other, 'Accept', await follows(dave));
    await answered(other, 'Accept', await follows(erin));
    const daveRow = (await followerOf(dave))!;
    expect(daveRow.instance).toBe(other.host);
    expect(
      (await gql<{ updateFollowers: number }>(ACT, { ids: [daveRow.id], action: 'BLOCK_INSTANCE' })).updateFollowers,
    ).toBe(2);
    expect(await followerOf(dave)).toBeUndefined();
    expect(await followerOf(erin)).toBeUndefined();
    const { fediverseBlocks } = await gql<{ fediverseBlocks: Array<{ kind: string; label: string }> }>(BLOCKS);
    expect(fediverseBlocks).toContainEqual(expect.objectContaining({ kind: 'instance', label: other.host }));

    // A reply from the blocked instance is taken (202) and dropped; one from elsewhere lands in the queue.
    const ignored = objectId(await erin.reply(page, 'Engellenen sunucudan yanıt'));
    const kept = objectId(await mastodon.alice.reply(page, 'Güzel yazı & teşekkürler!'));
    await handled();
    const sources = (await gql<{ adminComments: { items: Array<{ sourceUrl: string; text: string }> } }>(COMMENTS))
      .adminComments.items;
    expect(sources.map((comment) => comment.sourceUrl)).toContain(kept);
    expect(sources.map((comment) => comment.sourceUrl)).not.toContain(ignored);
    expect(sources.find((comment) => comment.sourceUrl === kept)!.text).toBe(`@deniz Güzel yazı & teşekkürler!`);
  });

  it('takes likes and reposts of a post, and takes back what is undone or deleted; Undo of a Follow unfollows', async () => {
    const alice = mastodon.alice;
    type Answers = Record<'pending' | 'approved', { items: Array<{ sourceUrl: string; kind: string }> }>;
    const answers = async () => {
      const { pending, approved } = await gql<Answers>(ANSWERS);
      return Object.fromEntries([...pending.items, ...approved.items].map(({ sourceUrl, kind }) => [sourceUrl, kind]));
    };
    const like = await alice.like(page);
    const announce = await alice.announce(page);
    const reply = objectId(await alice.reply(page, 'Silinecek yanıt'))!;
    await handled();
    expect(await answers()).toMatchObject({ [like.id]: 'LIKE', [announce.id]: 'REPOST', [reply]: 'REPLY' });

    await alice.undo(like);
    await alice.undo(announce);
    await alice.deleteNote(reply);
    await handled();
    const left = await answers();
    for (const gone of [like.id, announce.id, reply]) expect(left[gone]).toBeUndefined();

    await alice.undoFollow();
    await handled();
    expect(await followerOf(alice)).toBeUndefined();
  });

  it('removes a follower whose account was deleted, though its Delete can no longer be verified (its key is gone)', async () => {
    const frank = mastodon.user('frank');
    await answered(mastodon, 'Accept', await follows(frank));
    frank.deleted = true;
    // The site's copy of its key expires (or was never kept): the key is fetched again, and is gone.
    await app.dataSource.getRepository(FediverseKv).clear();
    const deletion = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${frank.id}#delete`,
      type: 'Delete',
      actor: frank.id,
      object: frank.id,
    };
    expect(await frank.send(deletion, { inbox: 'shared' })).toBe(202);
    expect(await followerOf(frank)).toBeUndefined();
    // Anyone else's Delete of itself that cannot be verified is still refused.
    const bob = mastodon.user('bob');
    const forged = { ...deletion, id: `${bob.id}#delete`, actor: bob.id, object: bob.id };
    await bob.send(forged, { inbox: 'shared', signing: 'wrong-key', expect: 401 });
    expect(await followerOf(bob)).toBeDefined();
  });

  it('refuses a flood of activities from one address with 429, before any signature is checked', async () => {
    const address = '10.49.0.1';
    for (let i = 0; i < LIMITS.fediverseInboxPerMinute; i++) await app.limits.fediverseInbox(address);
    const refused = await fetch(`${app.url}/fediverse/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json', 'x-forwarded-for': address },
      body: JSON.stringify({
        type: 'Follow',
        id: 'https://x.example/1',
        actor: 'https://x.example/u',
        object: `${site}/about`,
      }),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/^Çok fazla deneme yapıldı\. Lütfen .+ sonra tekrar deneyin\.$/);
    const elsewhere = await fetch(`${app.url}/fediverse/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json', 'x-forwarded-for': '10.49.0.2' },
      body: JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        type: 'Follow',
        id: 'https://x.example/2',
        actor: 'https://x.example/u',
        object: `${site}/about`,
      }),
    });
    expect(elsewhere.status).toBe(401);
  });

  it('refuses an activity nested deeper than any real one with 400, before JSON-LD reads it (it ran out of stack: 500)', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const answer = await fetch(`${app.url}/fediverse/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json', 'x-forwarded-for': '10.49.0.3' },
      body: `{"@context":"https://www.w3.org/ns/activitystreams","id":"https://x.example/3","type":"Follow","actor":"https://x.example/u","object":${deep}}`,
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(TOO_DEEP);
  });

  it("refuses the owner's bad input in Turkish and changes nothing", async () => {
    const before = await settings();
    const followersBefore = await followers();
    for (const handle of ['Deniz', 'de niz', '', 'ş', 'a'.repeat(31)])
      expectOnlyError(
        await app.gql(SET, { input: { handle, approveFollows: true } }, { token }),
        'BAD_USER_INPUT',
        FEDIVERSE_ERRORS.handle,
      );
    const someone = followersBefore.items[0]!.id;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { ids: [someone, '00000000-0000-4000-8000-000000000000'], action: 'REMOVE' },
        'NOT_FOUND',
        FEDIVERSE_ERRORS.followerNotFound,
      ],
      [
        { ids: Array.from({ length: 201 }, (_, i) => `id-${i}`), action: 'REMOVE' },
        'BAD_USER_INPUT',
        FEDIVERSE_ERRORS.tooMany,
      ],
      [{ ids: [], action: 'BLOCK_INSTANCE' }, 'BAD_USER_INPUT', NONE_CHOSEN],
    ];
    for (const [variables, code, message] of cases)
      expectOnlyError(await app.gql(ACT, variables, { token }), code, message);
    expectOnlyError(
      await app.gql(UNBLOCK, { keys: ['host:nowhere.example'] }, { token }),
      'NOT_FOUND',
      FEDIVERSE_ERRORS.blockNotFound,
    );
    expectOnlyError(
      await app.gql(FOLLOWERS, { status: 'ACCEPTED', perPage: 0 }, { token }),
      'BAD_USER_INPUT',
      PER_PAGE_INVALID,
    );

    // The REST rows answer the same refusals.
    expect(
      await restAnswer(app, 'PUT', '/api/fediverse/settings', {
        token,
        body: { handle: 'Yanlış', approveFollows: false },
      }),
    ).toEqual({
      status: 400,
      body: { success: false, message: FEDIVERSE_ERRORS.handle },
    });
    expect(
      await restAnswer(app, 'POST', '/api/fediverse/followers/actions', {
        token,
        body: { ids: ['00000000-0000-4000-8000-000000000000'], action: 'remove' },
      }),
    ).toEqual({ status: 404, body: { success: false, message: FEDIVERSE_ERRORS.followerNotFound } });

    expect(await settings()).toEqual(before);
    expect(await followers()).toEqual(followersBefore);
    expect(mastodon.refusals).toEqual([]);
    expect(other.refusals).toEqual([]);
  });
});
