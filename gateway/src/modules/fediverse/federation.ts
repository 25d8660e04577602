import fs from 'node:fs';
import path from 'node:path';
import {
  createExponentialBackoffPolicy,
  createFederation,
  signRequest,
  type ActorKeyPair,
  type Context,
  type Federation,
  type FederationOptions,
  type KvStore,
  type MessageQueue,
} from '@fedify/fedify';
import { Endpoints, Image, Person } from '@fedify/vocab';
import { getRemoteDocument, preloadedContexts, type DocumentLoader, type RemoteDocument } from '@fedify/vocab-runtime';
import { SITE_AVATAR_PATH } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { fetchOutside } from '../../core/outbound';
import type { Logger } from '../../core/logger';
import type { CommentsService } from '../comments/comments.service';
import { acceptedFollowers, countFollowers, settingsOf, type Settings } from './followers';
import { IDENTIFIER, listen } from './inbox';

/** The gateway's version, from its package.json (two folders above src/ or dist/ alike): NodeInfo's. */
const VERSION = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { version: string }
).version;

/** What ActivityPub servers ask for, and what a document must be to be read as one. */
const ACTIVITY_ACCEPT =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';

/** Who asks, as Mastodon names itself: the software and the site a server's owner can look at. */
const userAgentOf = (publicUrl: string) => `portfolio/${VERSION} (Fedify; +${publicUrl})`;

/** The followers collection's page size. */
export const FOLLOWERS_PER_PAGE = 50;

export type FediverseDeps = {
  dataSource: DataSource;
  log: Logger;
  publicUrl: string;
  /** FETCH_PRIVATE_ADDRESSES (tests): http and this machine's addresses may be read and delivered to. */
  privateAddresses: boolean;
  kv: KvStore;
  /** The activities received, handled by the gateway; what goes out, by its thread (delivery-thread.ts). */
  queue: { gateway: MessageQueue; outbox: MessageQueue };
  /** The About page (name, title, description), null before it is saved. */
  about: () => Promise<{ name: string; title: string; description: string } | null>;
  /** How many posts are visible (NodeInfo's localPosts). */
  posts: () => Promise<number>;
  comments: () => CommentsService;
  /** The actor's key pairs (keys.ts), made or read once. */
  keys: () => Promise<CryptoKeyPair[]>;
};

/**
 * Fedify's document loader over core/outbound.ts `fetchOutside` (https only, public addresses only
 * unless FETCH_PRIVATE_ADDRESSES, 1 MB, 10 s, 3 redirects): the JSON-LD contexts servers name are
 * Fedify's preloaded copies, never fetched. `sign` signs each GET (an authenticated loader, for
 * servers that answer only signed fetches).
 */
export function documentLoader(
  privateAddresses: boolean,
  publicUrl: string,
  sign?: (request: Request) => Promise<Request>,
): DocumentLoader {
  const userAgent = userAgentOf(publicUrl);
  const load = async (url: string, _options?: unknown, alternates = 0): Promise<RemoteDocument> => {
    if (url in preloadedContexts) return { contextUrl: null, document: preloadedContexts[url], documentUrl: url };
    let headers: Record<string, string> = { accept: ACTIVITY_ACCEPT, 'user-agent': userAgent };
    if (sign) headers = Object.fromEntries((await sign(new Request(url, { headers }))).headers);
    const answer = await fetchOutside(url, { headers, privateAddresses });
    const response = new Response([204, 205, 304].includes(answer.status) ? null : answer.text, {
      status: answer.status,
      headers: Object.entries(answer.headers).filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value)),
    });
    Object.defineProperty(response, 'url', { value: answer.url });
    // A page that names its ActivityPub alternate is read once more, at most twice.
    return getRemoteDocument(url, response, (next) => {
      if (alternates >= 2) throw new Error(`Too many alternates: ${url}`);
      return load(next, undefined, alternates + 1);
    });
  };
  return (url) => load(url);
}

/**
 * What every Fedify federation of the site is given, the gateway's (createFediverse) and the
 * deliveries' thread's (delivery-thread.ts) alike: the origin, the loaders over `fetchOutside`,
 * the retries, no circuit breaker, and a queue started by hand.
 */
export function fedifyOptions(
  publicUrl: string,
  privateAddresses: boolean,
  stores: { kv: KvStore; queue: FederationOptions<void>['queue'] },
): FederationOptions<void> {
  const loader = documentLoader(privateAddresses, publicUrl);
  return {
    ...stores,
    manuallyStartQueue: true,
    origin: new URL(publicUrl).origin,
    // Fedify refuses `allowPrivateAddress` and `userAgent` beside loaders of one's own: ours follow
    // FETCH_PRIVATE_ADDRESSES and name the site (its deliveries keep Fedify's own User-Agent).
    documentLoaderFactory: () => loader,
    contextLoaderFactory: () => loader,
    authenticatedDocumentLoaderFactory: ({ keyId, privateKey }) =>
      documentLoader(privateAddresses, publicUrl, (request) => signRequest(request, privateKey, keyId)),
    // A delivery that fails is tried again after 10 s, doubling up to 6 hours: 15 tries, about a day.
    outboxRetryPolicy: createExponentialBackoffPolicy({
      initialDelay: { seconds: 10 },
      maxDelay: { hours: 6 },
      maxAttempts: 15,
    }),
    // No circuit breaker: after five failures in ten minutes it holds every delivery to that server
    // for 30 minutes (five minutes of 503s kept a post from half the followers for 35), and it reads
    // and writes the key–value store around each delivery. A personal site sends a few activities a
    // week, and each one's own back-off above already spaces the tries to a server that is down.
    circuitBreaker: false,
  };
}

/**
 * The site's one account on the fediverse, as a Fedify federation over our database (stores.ts):
 * the actor `${PUBLIC_URL}/about` (a Person from the About page and the settings' handle, found by
 * WebFinger as `@handle@host`), its keys (keys.ts), NodeInfo, the followers (paged; every accepted
 * one with its inboxes when Fedify fans out), following and featured (empty), and the inbox's
 * listeners (inbox.ts). Its queue starts with the module's `background`. A post's delivery (the
 * outbox and the Article) is added by posts.ts.
 */
export function createFediverse(deps: FediverseDeps): Federation<void> {
  const { dataSource, publicUrl, privateAddresses } = deps;
  const site = new URL(publicUrl);
  const loader = documentLoader(privateAddresses, publicUrl);
  const federation = createFederation<void>(
    fedifyOptions(publicUrl, privateAddresses, {
      kv: deps.kv,
      queue: { inbox: deps.queue.gateway, fanout: deps.queue.outbox, outbox: deps.queue.outbox },
    }),
  );

  // The actor as JSON-LD, made again only when what it shows changes: Fedify compacts a Person with
  // keys through jsonld.js, 4–5 ms of the event loop, and every instance a post goes to fetches it
  // to check the delivery's signature (the keys are the site's for good: keys.ts).
  let shown: { what: string; person: Promise<Person> } | undefined;
  federation
    .setActorDispatcher('/{identifier}', async (ctx, identifier) => {
      if (identifier !== IDENTIFIER) return null;
      const [settings, about] = await Promise.all([settingsOf(dataSource.manager), deps.about()]);
      const what = JSON.stringify([settings.handle, settings.approveFollows, about]);
      if (shown?.what !== what) {
        const person = ctx.getActorKeyPairs(identifier).then(async (pairs) => {
          const made = await personOf(ctx, settings, about, pairs).toJsonLd();
          return Person.fromJsonLd(made, { documentLoader: loader, contextLoader: loader });
        });
        shown = { what, person };
        person.catch(() => shown?.person === person && (shown = undefined));
      }
      return shown.person;
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === IDENTIFIER ? deps.keys() : []))
    .mapHandle(async (_ctx, username) =>
      username.toLowerCase() === (await settingsOf(dataSource.manager)).handle ? IDENTIFIER : null,
    );

  // WebFinger's JRD names the About page as the profile page too (the actor's `url` is the site).
  federation.setWebFingerLinksDispatcher(() => [
    { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: new URL('/about', site).href },
  ]);

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => ({
    software: { name: 'portfolio', version: VERSION, homepage: site },
    protocols: ['activitypub'],
    usage: { users: { total: 1, activeHalfyear: 1, activeMonth: 1 }, localPosts: await deps.posts(), localComments: 0 },
    openRegistrations: false,
  }));

  federation
    .setFollowersDispatcher('/{identifier}/followers', async (_ctx, identifier, cursor) => {
      if (identifier !== IDENTIFIER) return null;
      const recipient = (row: { actorId: string; inbox: string; sharedInbox: string | null }) => ({
        id: new URL(row.actorId),
        inboxId: new URL(row.inbox),
        endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
      });
      // No cursor: every accepted follower at once (Fedify's fan-out of a post).
      if (cursor === null) return { items: (await acceptedFollowers(dataSource)).map(recipient) };
      const page = Number(cursor);
      if (!Number.isSafeInteger(page) || page < 0) return null;
      const rows = await acceptedFollowers(dataSource, page, FOLLOWERS_PER_PAGE);
      const total = await countFollowers(dataSource);
      return {
        items: rows.map(recipient),
        nextCursor: (page + 1) * FOLLOWERS_PER_PAGE < total ? String(page + 1) : null,
        prevCursor: page > 0 ? String(page - 1) : null,
      };
    })
    .setCounter(() => countFollowers(dataSource))
    .setFirstCursor(() => '0');

  federation.setFollowingDispatcher('/{identifier}/following', (_ctx, identifier) =>
    identifier === IDENTIFIER ? { items: [] } : null,
  );
  federation.setFeaturedDispatcher('/{identifier}/featured', (_ctx, identifier) =>
    identifier === IDENTIFIER ? { items: [] } : null,
  );

  listen(federation.setInboxListeners('/{identifier}/inbox', '/fediverse/inbox'), {
    dataSource,
    log: deps.log,
    publicUrl,
    privateAddresses,
    comments: deps.comments,
  });
  return federation;
}

/** The actor's Person: the About page's name and words, the handle, the collections and the keys. */
function personOf(
  ctx: Context<void>,
  settings: Settings,
  about: Awaited<ReturnType<FediverseDeps['about']>>,
  pairs: ActorKeyPair[],
): Person {
  const site = new URL(ctx.origin);
  const actor = ctx.getActorUri(IDENTIFIER);
  const summary = [about?.title, about?.description]
    .map((text) => text?.trim())
    .filter(Boolean)
    .map((text) => `<p>${escapeHtml(text!).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  return new Person({
    id: actor,
    preferredUsername: settings.handle,
    name: about?.name.trim() || settings.handle,
    summary: summary || null,
    url: new URL('/', site),
    // The site's avatar, the owner's initials (the About page has no photo): site/publishing.ts.
    icon: new Image({ url: new URL(SITE_AVATAR_PATH, site), mediaType: 'image/png' }),
    inbox: ctx.getInboxUri(IDENTIFIER),
    outbox: new URL(`${actor.pathname}/outbox`, site),
    followers: ctx.getFollowersUri(IDENTIFIER),
    following: ctx.getFollowingUri(IDENTIFIER),
    featured: ctx.getFeaturedUri(IDENTIFIER),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    manuallyApprovesFollowers: settings.approveFollows,
    discoverable: true,
    publicKey: pairs[0]?.cryptographicKey,
    assertionMethods: pairs.map((pair) => pair.multikey),
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
