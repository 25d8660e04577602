import { createSign, createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyRequestDetailed, type KeyCache, type VerifyRequestOptions } from '@fedify/fedify';

/**
 * A test instance that behaves as Mastodon does, on loopback (issue 49): a plain-http server on a
 * free port of 127.0.0.1 with its own accounts (`alice` by default, any other on demand), each with
 * an RSA key, a WebFinger answer, an actor document and a personal inbox; a shared inbox; the
 * accounts' notes. Both inboxes accept only what is signed (HTTP Signatures, draft-cavage or
 * RFC 9421, checked by Fedify's `verifyRequestDetailed` with the key fetched from the sender's actor,
 * whose owner must be the activity's actor, as Mastodon requires) and record it, so a test can wait
 * for it (`received`); `unavailable(ms)` makes them answer 503 for a while.
 *
 * A user's actions are what a Mastodon user's clicks send: `lookup('@handle@host')` (WebFinger, then
 * the actor, confirmed as Mastodon does), `follow`, `undoFollow`, `reply`, `update`, `like`,
 * `announce`, `deleteNote`, `undo` — each activity shaped as Mastodon 4 shapes it and POSTed to the
 * looked-up account's inbox, signed as Mastodon signs: draft-cavage with rsa-sha256 over
 * `(request-target) host date digest content-type`, with a `Digest: SHA-256=…` header. The signer
 * is written here with node:crypto, not Fedify's, so the gateway's verification is checked against
 * an independent implementation. The gateway's GETs are answered unsigned (Mastodon without
 * authorized fetch).
 *
 * Many instances in one process (the bench starts 200): each its own server on its own port; keys
 * are made on a user's first use. The gateway under test needs FETCH_PRIVATE_ADDRESSES=true.
 */

export type Activity = Record<string, unknown> & { id: string; type: string };

/** One activity an inbox accepted: which inbox, how it was signed, when. */
export type Received = {
  /** `shared` (/inbox) or `personal` (/users/{name}/inbox). */
  inbox: 'shared' | 'personal';
  /** The inbox's path, e.g. `/users/alice/inbox`. */
  path: string;
  type: string;
  activity: Activity;
  spec: 'draft-cavage' | 'rfc9421';
  keyId: string;
  at: number;
};

/** One POST an inbox refused: its path, status and why. */
export type Refused = { path: string; status: number; reason: string; at: number };

/** Another server's account as `lookup` found it. */
export type RemoteAccount = {
  id: string;
  inbox: string;
  sharedInbox?: string;
  followers?: string;
  preferredUsername: string;
  name?: string;
  url?: string;
  /** The actor document as served. */
  document: Record<string, unknown>;
};

export type Signing = 'mastodon' | 'none' | 'stale' | 'wrong-key' | 'tampered';

const AS = 'https://www.w3.org/ns/activitystreams';
const PUBLIC = `${AS}#Public`;
const ACTIVITY_JSON = 'application/activity+json';
/** The statuses' context as Mastodon 4 writes it (a subset: the terms the fake uses). */
const STATUS_CONTEXT = [
  AS,
  {
    ostatus: 'http://ostatus.org#',
    atomUri: 'ostatus:atomUri',
    inReplyToAtomUri: 'ostatus:inReplyToAtomUri',
    conversation: 'ostatus:conversation',
    sensitive: 'as:sensitive',
    toot: 'http://joinmastodon.org/ns#',
    votersCount: 'toot:votersCount',
  },
];
const ACTOR_CONTEXT = [
  AS,
  'https://w3id.org/security/v1',
  {
    manuallyApprovesFollowers: 'as:manuallyApprovesFollowers',
    toot: 'http://joinmastodon.org/ns#',
    featured: { '@id': 'toot:featured', '@type': '@id' },
    discoverable: 'toot:discoverable',
    indexable: 'toot:indexable',
    schema: 'http://schema.org#',
    PropertyValue: 'schema:PropertyValue',
    value: 'schema:value',
  },
];
/** A 1×1 PNG: every account's avatar. */
const AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MAX_BODY = 1024 * 1024;

/** The id of an activity's `object` (a string, or an embedded object's id). */
export function objectId(activity: Record<string, unknown>): string | undefined {
  const object = activity.object;
  if (typeof object === 'string') return object;
  if (object && typeof object === 'object' && typeof (object as { id?: unknown }).id === 'string')
    return (object as { id: string }).id;
  return undefined;
}

/** An id that grows as Mastodon's snowflake ids do. */
let sequence = 0;
const snowflake = () => String(BigInt(Date.now()) * 65_536n + BigInt(sequence++ % 65_536));

/** Keys fetched by one instance: kept until a signature fails with them (Fedify fetches again then). */
class MemoryKeyCache implements KeyCache {
  private keys = new Map<string, Awaited<ReturnType<KeyCache['get']>>>();
  async get(keyId: URL) {
    return this.keys.get(keyId.href);
  }
  async set(keyId: URL, key: Awaited<ReturnType<KeyCache['get']>>) {
    // An unavailable key is not remembered: the gateway may simply not have answered yet.
    if (key) this.keys.set(keyId.href, key);
    else this.keys.delete(keyId.href);
  }
}

/**
 * How the instance fetches a signer's actor for its key: plain fetch (loopback is allowed: this is a
 * test's server); JSON-LD contexts come from Fedify's preloaded copies (its default context loader).
 */
const documentLoader: NonNullable<VerifyRequestOptions['documentLoader']> = async (url) => {
  const response = await fetch(url, { headers: { accept: `${ACTIVITY_JSON}, application/ld+json; profile="${AS}"` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return { contextUrl: null, documentUrl: response.url, document: await response.json() };
};

export class FakeUser {
  readonly id: string;
  readonly inbox: string;
  readonly followers: string;
  readonly url: string;
  readonly keyId: string;
  /** The account this user acts on (set by `lookup`). */
  target?: RemoteAccount;
  /** The notes this user wrote, by id (served at their ids until deleted). */
  readonly notes = new Map<string, Record<string, unknown>>();
  /** The last Follow this user sent to each account (by the account's id), for `undoFollow`. */
  readonly follows = new Map<string, Activity>();
  private keyPair?: { privateKey: KeyObject; publicKeyPem: string };
  deleted = false;

  constructor(
    readonly instance: FakeMastodon,
    readonly name: string,
  ) {
    this.id = `${instance.origin}/users/${name}`;
    this.inbox = `${this.id}/inbox`;
    this.followers = `${this.id}/followers`;
    this.url = `${instance.origin}/@${name}`;
    this.keyId = `${this.id}#main-key`;
  }

  /** The account's RSA key pair, made on first use (2048 bits, as Mastodon's). */
  get keys() {
    if (!this.keyPair) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      this.keyPair = { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
    }
    return this.keyPair;
  }

  /** The actor document, as Mastodon serves it. */
  actor(): Record<string, unknown> {
    const origin = this.instance.origin;
    return {
      '@context': ACTOR_CONTEXT,
      id: this.id,
      type: 'Person',
      following: `${this.id}/following`,
      followers: this.followers,
      inbox: this.inbox,
      outbox: `${this.id}/outbox`,
      featured: `${this.id}/collections/featured`,
      preferredUsername: this.name,
      name: `${this.name[0]!.toUpperCase()}${this.name.slice(1)} Mastodon`,
      summary: '<p>Bir Mastodon hesabı.</p>',
      url: this.url,
      manuallyApprovesFollowers: false,
      discoverable: true,
      indexable: true,
      published: '2024-01-01T00:00:00Z',
      publicKey: { id: this.keyId, owner: this.id, publicKeyPem: this.keys.publicKeyPem },
      tag: [],
      attachment: [],
      endpoints: { sharedInbox: `${origin}/inbox` },
      icon: { type: 'Image', mediaType: 'image/png', url: `${origin}/avatars/${this.name}.png` },
    };
  }

  /**
   * Finds `@handle@host` as Mastodon does: WebFinger on the host (plain http: loopback), the `self`
   * link's actor document, then the actor confirmed (its preferredUsername and host are the
   * WebFinger subject's). Becomes this user's `target`.
   */
  async lookup(handle: string): Promise<RemoteAccount> {
    const match = /^@?([^@\s]+)@([^@\s]+)$/.exec(handle);
    if (!match) throw new Error(`lookup: not a handle: ${handle}`);
    const [, username, host] = match as unknown as [string, string, string];
    const finger = await fetch(
      `http://${host}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${username}@${host}`)}`,
      { headers: { accept: 'application/jrd+json, application/json' } },
    );
    if (finger.status !== 200) throw new Error(`lookup ${handle}: WebFinger answered ${finger.status}`);
    const jrd = (await finger.json()) as { subject?: string; links?: Array<Record<string, string>> };
    const self = jrd.links?.find(
      (link) => link.rel === 'self' && /^application\/(activity\+json|ld\+json)/.test(link.type ?? ''),
    );
    if (!self?.href) throw new Error(`lookup ${handle}: no self link in ${JSON.stringify(jrd)}`);
    const response = await fetch(self.href, {
      headers: { accept: `${ACTIVITY_JSON}, application/ld+json; profile="${AS}"` },
    });
    if (response.status !== 200) throw new Error(`lookup ${handle}: the actor answered ${response.status}`);
    const contentType = response.headers.get('content-type') ?? '';
    if (!/^application\/(activity\+json|ld\+json)/.test(contentType))
      throw new Error(`lookup ${handle}: the actor came as ${contentType}`);
    const document = (await response.json()) as Record<string, unknown>;
    const id = String(document.id);
    const preferredUsername = String(document.preferredUsername);
    const subject = `acct:${preferredUsername}@${new URL(id).host}`.toLowerCase();
    if (jrd.subject?.toLowerCase() !== subject)
      throw new Error(`lookup ${handle}: WebFinger's subject ${jrd.subject} is not the actor's ${subject}`);
    if (typeof document.inbox !== 'string') throw new Error(`lookup ${handle}: the actor has no inbox`);
    const endpoints = document.endpoints as { sharedInbox?: string } | undefined;
    this.target = {
      id,
      inbox: document.inbox,
      sharedInbox: endpoints?.sharedInbox,
      followers: typeof document.followers === 'string' ? document.followers : undefined,
      preferredUsername,
      name: typeof document.name === 'string' ? document.name : undefined,
      url: typeof document.url === 'string' ? document.url : undefined,
      document,
    };
    return this.target;
  }

  private get account(): RemoteAccount {
    if (!this.target) throw new Error(`${this.name}: lookup() an account first`);
    return this.target;
  }

  /** Follows the looked-up account (to its personal inbox, as Mastodon does). */
  async follow(): Promise<Activity> {
    const activity = {
      '@context': AS,
      id: `${this.instance.origin}/${crypto.randomUUID()}`,
      type: 'Follow',
      actor: this.id,
      object: this.account.id,
    };
    this.follows.set(this.account.id, activity);
    await this.send(activity);
    return activity;
  }

  /** Unfollows: Undo of the last Follow, embedded. */
  async undoFollow(): Promise<Activity> {
    const follow = this.follows.get(this.account.id);
    if (!follow) throw new Error(`${this.name}: undoFollow() before follow()`);
    const activity = {
      '@context': AS,
      id: `${this.id}#follows/${snowflake()}/undo`,
      type: 'Undo',
      actor: this.id,
      object: { ...follow, '@context': undefined },
    };
    await this.send(activity);
    return activity;
  }

  /** The Note of a reply to `inReplyTo` (an Article's id or its page), mentioning the account. */
  private note(inReplyTo: string, text: string, id = snowflake()): Record<string, unknown> {
    const account = this.account;
    const noteId = `${this.id}/statuses/${id}`;
    const mention = `@${account.preferredUsername}@${new URL(account.id).host}`;
    const href = account.url ?? account.id;
    return {
      id: noteId,
      type: 'Note',
      summary: null,
      inReplyTo,
      published: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      url: `${this.url}/${id}`,
      attributedTo: this.id,
      to: [PUBLIC],
      cc: [this.followers, account.id],
      sensitive: false,
      atomUri: noteId,
      inReplyToAtomUri: inReplyTo,
      conversation: `tag:${this.instance.host},2024:objectId=${id}:objectType=Conversation`,
      content: `<p><span class="h-card" translate="no"><a href="${href}" class="u-url mention">@<span>${account.preferredUsername}</span></a></span> ${escapeHtml(text)}</p>`,
      contentMap: { tr: `<p>${escapeHtml(text)}</p>` },
      attachment: [],
      tag: [{ type: 'Mention', href: account.id, name: mention }],
    };
  }

  /** Replies to a post (its Article's id or its page's URL): Create of a Note, to the account's inbox. */
  async reply(inReplyTo: string, text: string): Promise<Activity> {
    const note = this.note(inReplyTo, text);
    this.notes.set(String(note.id), note);
    const activity = {
      '@context': STATUS_CONTEXT,
      id: `${String(note.id)}/activity`,
      type: 'Create',
      actor: this.id,
      published: note.published,
      to: note.to,
      cc: note.cc,
      object: note,
    };
    await this.send(activity);
    return activity;
  }

  /** Edits a reply (the Create's activity or the Note's id): Update of the Note, with `updated`. */
  async update(reply: Activity | string, text: string): Promise<Activity> {
    const noteId = typeof reply === 'string' ? reply : objectId(reply)!;
    const old = this.notes.get(noteId);
    if (!old) throw new Error(`${this.name}: no note ${noteId}`);
    const note = {
      ...old,
      content: `<p>${escapeHtml(text)}</p>`,
      contentMap: { tr: `<p>${escapeHtml(text)}</p>` },
      updated: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    };
    this.notes.set(noteId, note);
    const activity = {
      '@context': STATUS_CONTEXT,
      id: `${noteId}#updates/${Math.floor(Date.now() / 1000)}`,
      type: 'Update',
      actor: this.id,
      published: note.updated,
      to: old.to,
      cc: old.cc,
      object: note,
    };
    await this.send(activity);
    return activity;
  }

  /** Deletes a reply: Delete of a Tombstone; its id answers 404 from then on. */
  async deleteNote(reply: Activity | string): Promise<Activity> {
    const noteId = typeof reply === 'string' ? reply : objectId(reply)!;
    this.notes.delete(noteId);
    const activity = {
      '@context': STATUS_CONTEXT,
      id: `${noteId}#delete`,
      type: 'Delete',
      actor: this.id,
      to: [PUBLIC],
      object: { id: noteId, type: 'Tombstone', atomUri: noteId },
    };
    await this.send(activity);
    return activity;
  }

  /** Favourites a post (its Article's id). */
  async like(id: string): Promise<Activity> {
    const activity = {
      '@context': AS,
      id: `${this.id}#likes/${snowflake()}`,
      type: 'Like',
      actor: this.id,
      object: id,
    };
    await this.send(activity);
    return activity;
  }

  /** Boosts a post (its Article's id). */
  async announce(id: string): Promise<Activity> {
    const status = snowflake();
    const activity = {
      '@context': AS,
      id: `${this.id}/statuses/${status}/activity`,
      type: 'Announce',
      actor: this.id,
      published: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      to: [PUBLIC],
      cc: [this.account.id, this.followers],
      object: id,
    };
    await this.send(activity);
    return activity;
  }

  /** Takes back a Like, an Announce or a Follow: Undo with the activity embedded. */
  async undo(undone: Activity): Promise<Activity> {
    const activity = {
      '@context': AS,
      id: `${undone.id}${undone.id.includes('#') ? '/undo' : '#undo'}`,
      type: 'Undo',
      actor: this.id,
      object: { ...undone, '@context': undefined },
    };
    await this.send(activity);
    return activity;
  }

  /**
   * POSTs an activity, signed (by default as Mastodon signs), to `inbox` (default: the looked-up
   * account's personal inbox; 'shared' its shared inbox). Throws unless answered 2xx; `send`'s
   * `expect` names another status to expect instead (e.g. 401 for a bad signature). The status.
   */
  async send(
    activity: Record<string, unknown>,
    {
      inbox = 'personal',
      signing = 'mastodon',
      expect,
    }: { inbox?: 'personal' | 'shared' | string; signing?: Signing; expect?: number } = {},
  ): Promise<number> {
    const url =
      inbox === 'personal'
        ? this.account.inbox
        : inbox === 'shared'
          ? (this.account.sharedInbox ?? this.account.inbox)
          : inbox;
    const body = JSON.stringify(activity);
    const headers = this.sign('POST', url, body, signing);
    const response = await fetch(url, { method: 'POST', headers, body: signing === 'tampered' ? `${body} ` : body });
    const text = await response.text();
    const ok = expect === undefined ? response.status >= 200 && response.status < 300 : response.status === expect;
    if (!ok)
      throw new Error(
        `${this.name} → ${url}: ${String(activity.type)} answered ${response.status}: ${text.slice(0, 300)}`,
      );
    return response.status;
  }

  /**
   * The headers of a request as Mastodon signs it: Host, Date, Digest (SHA-256 of the body) and
   * Content-Type, signed with rsa-sha256 over `(request-target) host date digest content-type`
   * (draft-cavage-http-signatures). `signing` spoils it on purpose: none, a Date two hours old, a
   * key that is not the actor's, or (`tampered`, in `send`) a body changed after signing.
   */
  sign(method: string, url: string, body: string, signing: Signing = 'mastodon'): Record<string, string> {
    const { host, pathname, search } = new URL(url);
    const date = new Date(Date.now() - (signing === 'stale' ? 2 * 3600_000 : 0)).toUTCString();
    const headers: Record<string, string> = {
      host,
      date,
      digest: `SHA-256=${createHash('sha256').update(body).digest('base64')}`,
      'content-type': ACTIVITY_JSON,
      'user-agent': `http.rb/5.2.0 (Mastodon/4.3.0; +${this.instance.origin}/)`,
    };
    if (signing === 'none') return headers;
    const signed = `(request-target): ${method.toLowerCase()} ${pathname}${search}\nhost: ${host}\ndate: ${date}\ndigest: ${headers.digest}\ncontent-type: ${ACTIVITY_JSON}`;
    const key = signing === 'wrong-key' ? otherKey() : this.keys.privateKey;
    const signature = createSign('RSA-SHA256').update(signed).sign(key, 'base64');
    headers.signature = `keyId="${this.keyId}",algorithm="rsa-sha256",headers="(request-target) host date digest content-type",signature="${signature}"`;
    return headers;
  }
}

let spareKey: KeyObject | undefined;
/** A key no actor publishes (for `wrong-key`). */
function otherKey(): KeyObject {
  spareKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return spareKey;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Waiter = { match: (received: Received) => boolean; resolve: (received: Received) => void };

export class FakeMastodon {
  readonly origin: string;
  /** `127.0.0.1:port`. */
  readonly host: string;
  /** Every activity its inboxes accepted, in order. */
  readonly activities: Received[] = [];
  /** Every POST its inboxes refused (bad signature, 503 while unavailable, …). */
  readonly refusals: Refused[] = [];
  private readonly users = new Map<string, FakeUser>();
  private readonly keyCache = new MemoryKeyCache();
  private waiters: Waiter[] = [];
  private unavailableUntil = 0;

  private constructor(
    private readonly server: http.Server,
    port: number,
  ) {
    this.host = `127.0.0.1:${port}`;
    this.origin = `http://${this.host}`;
  }

  /** A new instance listening on a free port of 127.0.0.1. */
  static async start(): Promise<FakeMastodon> {
    const started: { instance?: FakeMastodon } = {};
    const server = http.createServer((request, response) => {
      started.instance!.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    server.keepAliveTimeout = 5000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started.instance = new FakeMastodon(server, (server.address() as AddressInfo).port);
    return started.instance;
  }

  /** `count` instances, each its own server and port. */
  static async startMany(count: number): Promise<FakeMastodon[]> {
    return Promise.all(Array.from({ length: count }, () => FakeMastodon.start()));
  }

  /** The account `name` on this instance (made on first use). */
  user(name: string): FakeUser {
    let user = this.users.get(name);
    if (!user) {
      if (!/^[a-z0-9_]{1,30}$/i.test(name)) throw new Error(`not a Mastodon username: ${name}`);
      user = new FakeUser(this, name);
      this.users.set(name, user);
    }
    return user;
  }

  /** The default account. */
  get alice(): FakeUser {
    return this.user('alice');
  }

  // alice's actions, for the common case of one account.
  lookup = (handle: string) => this.alice.lookup(handle);
  follow = () => this.alice.follow();
  undoFollow = () => this.alice.undoFollow();
  reply = (inReplyTo: string, text: string) => this.alice.reply(inReplyTo, text);
  update = (reply: Activity | string, text: string) => this.alice.update(reply, text);
  deleteNote = (reply: Activity | string) => this.alice.deleteNote(reply);
  like = (id: string) => this.alice.like(id);
  announce = (id: string) => this.alice.announce(id);
  undo = (activity: Activity) => this.alice.undo(activity);

  /** The inboxes answer 503 for `ms` milliseconds from now (0: at once available again). */
  unavailable(ms: number): void {
    this.unavailableUntil = Date.now() + ms;
  }

  /**
   * The first accepted activity of `type` (and matching `predicate`), received before or within
   * `timeoutMs`; rejects naming what did come.
   */
  received(
    type: string,
    predicate: (received: Received) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Received> {
    const match = (received: Received) => received.type === type && predicate(received);
    const found = this.activities.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (received) => {
          clearTimeout(timer);
          resolve(received);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        const got = this.activities.map(({ type: t, path, activity }) => `${t} ${objectId(activity) ?? ''} → ${path}`);
        const refused = this.refusals.map(({ path, status, reason }) => `${status} ${path}: ${reason}`);
        reject(
          new Error(
            `${this.host}: no ${type} within ${timeoutMs} ms. Received: ${got.join('; ') || 'nothing'}. Refused: ${refused.join('; ') || 'nothing'}.`,
          ),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** The accepted activities with this id (an activity delivered twice to one inbox shows twice). */
  copies(id: string): Received[] {
    return this.activities.filter(({ activity }) => activity.id === id);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private json(response: http.ServerResponse, status: number, body: unknown, type = `${ACTIVITY_JSON}; charset=utf-8`) {
    response.writeHead(status, { 'content-type': type });
    response.end(JSON.stringify(body));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const path = url.pathname;
    const userMatch = /^\/users\/([^/]+)(\/.*)?$/.exec(path);
    if (request.method === 'POST') {
      const personal = userMatch && userMatch[2] === '/inbox' && this.users.has(userMatch[1]!);
      if (path !== '/inbox' && !personal) return void response.writeHead(404).end();
      return this.inbox(request, response, path, personal ? 'personal' : 'shared');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();

    if (path === '/.well-known/webfinger') {
      const resource = url.searchParams.get('resource') ?? '';
      const acct = /^acct:([^@]+)@(.+)$/.exec(resource);
      const user = [...this.users.values()].find((one) =>
        acct ? acct[1] === one.name && acct[2] === this.host : resource === one.id || resource === one.url,
      );
      if (!user || user.deleted) return void response.writeHead(404).end();
      return this.json(
        response,
        200,
        {
          subject: `acct:${user.name}@${this.host}`,
          aliases: [user.url, user.id],
          links: [
            { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: user.url },
            { rel: 'self', type: ACTIVITY_JSON, href: user.id },
          ],
        },
        'application/jrd+json; charset=utf-8',
      );
    }
    if (path === '/.well-known/nodeinfo')
      return this.json(
        response,
        200,
        { links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${this.origin}/nodeinfo/2.0` }] },
        'application/json',
      );
    if (path === '/nodeinfo/2.0')
      return this.json(
        response,
        200,
        {
          version: '2.0',
          software: { name: 'mastodon', version: '4.3.0' },
          protocols: ['activitypub'],
          services: { outbound: [], inbound: [] },
          usage: { users: { total: this.users.size }, localPosts: 0 },
          openRegistrations: false,
          metadata: {},
        },
        'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.0#"',
      );
    const avatar = /^\/avatars\/([^/]+)\.png$/.exec(path);
    if (avatar && this.users.has(avatar[1]!)) {
      response.writeHead(200, { 'content-type': 'image/png' });
      return void response.end(AVATAR);
    }
    const profile = /^\/@([^/]+)$/.exec(path);
    if (profile && this.users.has(profile[1]!)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(`<!doctype html><title>@${profile[1]}</title>`);
    }
    if (!userMatch || !this.users.has(userMatch[1]!)) return void response.writeHead(404).end();
    const user = this.users.get(userMatch[1]!)!;
    if (user.deleted) return void response.writeHead(410).end();
    const rest = userMatch[2] ?? '';
    if (rest === '') return this.json(response, 200, user.actor());
    if (['/followers', '/following', '/outbox', '/collections/featured'].includes(rest))
      return this.json(response, 200, {
        '@context': AS,
        id: `${user.id}${rest}`,
        type: 'OrderedCollection',
        totalItems: 0,
        orderedItems: [],
      });
    const note = user.notes.get(`${user.id}${rest}`);
    if (note) return this.json(response, 200, { '@context': STATUS_CONTEXT, ...note });
    response.writeHead(404).end();
  }

  /** An inbox: 503 while unavailable; 401 unless signed by the activity's actor; else recorded, 202. */
  private async inbox(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    path: string,
    inbox: Received['inbox'],
  ): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY) return this.refuse(response, path, 413, 'body over 1 MB');
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    if (Date.now() < this.unavailableUntil) return this.refuse(response, path, 503, 'unavailable');

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    const signed = new Request(`${this.origin}${request.url}`, { method: 'POST', headers, body });
    const result = await verifyRequestDetailed(signed, { documentLoader, keyCache: this.keyCache });
    if (!result.verified) return this.refuse(response, path, 401, `signature: ${result.reason.type}`);

    let activity: Activity;
    try {
      activity = JSON.parse(body.toString('utf8')) as Activity;
    } catch {
      return this.refuse(response, path, 400, 'not JSON');
    }
    const actor = typeof activity.actor === 'string' ? activity.actor : (activity.actor as { id?: string })?.id;
    const owner = result.key.ownerId?.href;
    if (!actor || owner !== actor) return this.refuse(response, path, 401, `signed by ${owner}, actor ${actor}`);
    if (typeof activity.id !== 'string' || typeof activity.type !== 'string')
      return this.refuse(response, path, 400, 'no id or type');

    const received: Received = {
      inbox,
      path,
      type: activity.type,
      activity,
      spec: headers.has('signature-input') ? 'rfc9421' : 'draft-cavage',
      keyId: result.key.id?.href ?? '',
      at: Date.now(),
    };
    this.activities.push(received);
    response.writeHead(202).end();
    for (const waiter of this.waiters.filter(({ match }) => match(received))) {
      this.waiters = this.waiters.filter((other) => other !== waiter);
      waiter.resolve(received);
    }
  }

  private refuse(response: http.ServerResponse, path: string, status: number, reason: string) {
    this.refusals.push({ path, status, reason, at: Date.now() });
    response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  }
}
