import { createHash, randomUUID } from 'node:crypto';
import { Article, Create, Delete, Hashtag, Image, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import type { Activity } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { IsNull, LessThan, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { Logger } from '../../core/logger';
import type { Announced, AnnouncedItem, Write, WriteHook } from '../../core/module';
import { Rounds } from '../../core/rounds';
import { absoluteIn } from '../../core/stored-content';
import { FediversePost } from './fediverse-post.entity';

/** Where a post is an `Article` (its uuid: stable when the slug changes), and the one actor's addresses. */
export const POST_PATH = '/fediverse/posts/{id}';
export const postUri = (publicUrl: string, id: string) => new URL(`/fediverse/posts/${id}`, publicUrl);
const actorUri = (publicUrl: string) => new URL('/about', publicUrl);
const followersUri = (publicUrl: string) => new URL('/about/followers', publicUrl);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());

/**
 * A tag's name as a hashtag: its letters, digits and underscores (Mastodon takes no other
 * character in one: 'Yapay Zeka' is #YapayZeka, 'Node.js' #Nodejs); null when none is left.
 */
export function hashtagOf(name: string): string | null {
  const word = name.replace(/[^\p{L}\p{N}\p{M}_]+/gu, '');
  return word ? `#${word}` : null;
}

/** What a post's `Article` shows, as plain values: what its version is the hash of. */
function shownOf(item: AnnouncedItem, publicUrl: string) {
  const url = new URL(item.path, publicUrl).href;
  return {
    title: item.title,
    summary: item.summary,
    content: absoluteIn(item.html, publicUrl, url),
    url,
    published: item.publishedAt.toISOString(),
    tags: item.tags.flatMap(({ name, path }) => {
      const hashtag = hashtagOf(name);
      return hashtag ? [{ name: hashtag, href: new URL(path, publicUrl).href }] : [];
    }),
    cover: item.cover && new URL(item.cover, publicUrl).href,
  };
}

/** The version of what a post's `Article` shows: an edit that changes none of it (its date saved, a switch) sends nothing. */
export const versionOf = (item: AnnouncedItem, publicUrl: string) => sha256(JSON.stringify(shownOf(item, publicUrl)));

/** Edited: saved more than a minute after it became public (a post's own first save is not an edit). */
const EDITED_AFTER_MS = 60_000;

/**
 * A post as the fediverse sees it: an `Article` by the site's actor, public and to its followers,
 * with its title, summary, sanitised HTML (its own addresses absolute), page, dates, tags as
 * hashtags and cover as an image attachment. `updated` only once it was edited after it came out
 * (Mastodon marks a post with one as edited).
 */
export function articleOf(item: AnnouncedItem, publicUrl: string): Article {
  const shown = shownOf(item, publicUrl);
  const edited = item.updatedAt.getTime() - item.publishedAt.getTime() > EDITED_AFTER_MS;
  return new Article({
    id: postUri(publicUrl, item.id),
    attribution: actorUri(publicUrl),
    name: shown.title,
    summary: shown.summary,
    content: shown.content,
    url: new URL(shown.url),
    published: instant(item.publishedAt),
    updated: edited ? instant(item.updatedAt) : null,
    tags: shown.tags.map(({ name, href }) => new Hashtag({ name, href: new URL(href) })),
    attachments: shown.cover ? [new Image({ url: new URL(shown.cover), name: item.title })] : [],
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}

/** `Create` of a post's Article, as sent and as the outbox lists it: its id names the version. */
export function createOf(item: AnnouncedItem, publicUrl: string): Create {
  const article = articleOf(item, publicUrl);
  return new Create({
    id: new URL(`#create-${versionOf(item, publicUrl)}`, article.id!),
    actor: actorUri(publicUrl),
    object: article,
    published: instant(item.publishedAt),
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}

/** `Update` of a sent post's Article, after an edit that changed what it shows. */
export function updateOf(item: AnnouncedItem, publicUrl: string): Update {
  const article = articleOf(item, publicUrl);
  return new Update({
    id: new URL(`#update-${versionOf(item, publicUrl)}`, article.id!),
    actor: actorUri(publicUrl),
    object: article,
    published: instant(item.updatedAt),
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}

/** `Delete` of a sent post (deleted, made a draft or scheduled again): a `Tombstone` in its place. */
export function deleteOf(postId: string, publicUrl: string): Delete {
  const id = postUri(publicUrl, postId);
  return new Delete({
    id: new URL('#delete', id),
    actor: actorUri(publicUrl),
    object: new Tombstone({ id }),
    to: PUBLIC_COLLECTION,
    cc: followersUri(publicUrl),
  });
}

/** The announced declaration of a write's row, and the row's id, when the write names one. */
function announcedRow(write: Write): { declared: Announced; id: string } | null {
  const declared = write.owner.announced?.find((announced) => announced.entity === write.entity);
  return declared && typeof write.id === 'string' ? { declared, id: write.id } : null;
}

/**
 * In the transaction that writes an announced row (a post): its delivery is looked at again. A row
 * not known yet is made only when the write makes it visible or scheduled, due at that moment (a
 * draft never gets one); a known one is due now, whatever the write (an edit, a draft, a new date,
 * a removal): the worker decides what goes, and when to look again. Written here, so that it
 * outlives a gateway that stops before the commit's kick below. Writes that name no row (a view's
 * count) are none.
 */
export const queued: WriteHook = async (manager, write) => {
  const found = announcedRow(write);
  if (!found) return;
  const now = new Date();
  const jobs = manager.getRepository(FediversePost);
  // A new row has no job yet: one statement for it.
  const moved = write.kind !== 'insert' && (await jobs.update({ postId: found.id }, { dueAt: now, attempts: 0 }));
  if (moved && moved.affected) return;
  const visibleAt = write.kind === 'remove' ? null : found.declared.visibleAt(write.row as never);
  if (!visibleAt) return;
  await jobs
    .createQueryBuilder()
    .insert()
    .values({ postId: found.id, version: null, dueAt: visibleAt > now ? visibleAt : now, attempts: 0 })
    .orIgnore()
    .updateEntity(false)
    .execute();
};

/** The deliveries running in this process (a test starts several gateways), each over its database. */
export const deliveries = new Set<Deliveries>();

/** Once that write commits, the deliveries over its database look at once: a post published now goes now. */
export const kicked: WriteHook = async (manager, write) => {
  if (!announcedRow(write)) return;
  for (const one of deliveries) if (one.dataSource === manager.connection) one.kick();
};

/** How long a gateway holds the deliveries it works on: far longer than handing an activity to the queue. */
const LEASE_MS = 2 * 60_000;
/** Deliveries looked at in one round. */
const BATCH = 10;
/** The wait before looking again after a failure `attempts`: 1 minute, doubled each time, at most 6 hours. */
const backOff = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);

export type DeliveriesDeps = {
  dataSource: DataSource;
  log: Logger;
  publicUrl: string;
  /** Every module's `announced` declarations. */
  announced: readonly Announced[];
  /** Hands an activity to Fedify for every follower (`ctx.sendActivity(…, 'followers', …)`), through its queue. */
  send: (activity: Activity, orderingKey: string) => Promise<void>;
};

/**
 * The posts' deliveries in one gateway (every gateway runs one): each round claims the due rows of
 * `fediverse_posts`, each by one conditional UPDATE of its lease (webmentions/queue.ts's claim), so
 * two gateways never look at one post at once; a row whose gateway died is taken again when its
 * lease ends. For each, the post as it is now decides: visible and never sent → `Create`; visible,
 * sent, and showing something else → `Update`; sent and no longer visible (deleted, a draft,
 * scheduled again) → `Delete`; anything else → nothing. What went is written once Fedify's queue
 * holds it (a gateway dying in between sends it again: Mastodon takes a Create of a known post as
 * the same one), and the row waits for its next moment (a scheduled post's) or for the next write.
 */
export class Deliveries {
  readonly me = randomUUID();
  private readonly rounds: Rounds;

  constructor(
    private readonly deps: DeliveriesDeps,
    private readonly pollMs = 5_000,
  ) {
    this.rounds = new Rounds(
      async () => {
        while (!this.rounds.stopped && (await this.round()));
      },
      (error) => deps.log.error({ err: error }, 'Fediverse gönderimleri durdu, yeniden denenecek'),
    );
  }

  get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  start(): void {
    deliveries.add(this);
    this.rounds.every(this.pollMs);
  }

  kick(): void {
    this.rounds.kick();
  }

  /** Stops after the round under way; what it held is left for the next gateway at once. */
  async stop(): Promise<void> {
    deliveries.delete(this);
    await this.rounds.stop();
    await this.jobs()
      .update({ claimedBy: this.me }, { claimedUntil: null, claimedBy: null })
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'Fediverse gönderimlerinin kilidi bırakılamadı'));
  }

  private jobs() {
    return this.deps.dataSource.getRepository(FediversePost);
  }

  /** One round: the due rows claimed, each delivered. Whether there were any (another round follows at once). */
  async round(): Promise<boolean> {
    const jobs = await this.claim();
    for (const job of jobs) {
      try {
        await this.deliver(job);
      } catch (error) {
        const attempts = job.attempts + 1;
        this.deps.log.warn({ err: error, postId: job.postId, attempts }, 'Fediverse gönderimi kuyruğa alınamadı');
        await this.jobs().update(
          { postId: job.postId, claimedBy: this.me },
          { attempts, dueAt: new Date(Date.now() + backOff(attempts)), claimedUntil: null, claimedBy: null },
        );
      }
    }
    return jobs.length > 0;
  }

  /** At most BATCH rows due now, oldest due first, now held by this gateway. */
  private async claim(): Promise<FediversePost[]> {
    const now = new Date();
    const due = { dueAt: LessThanOrEqual(now) };
    const candidates = await this.jobs().find({
      where: [
        { ...due, claimedUntil: IsNull() },
        { ...due, claimedUntil: LessThan(now) },
      ],
      order: { dueAt: 'ASC' },
      take: BATCH,
    });
    const claimed: FediversePost[] = [];
    for (const job of candidates) {
      const taken = await this.jobs()
        .createQueryBuilder()
        .update()
        .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), claimedBy: this.me })
        .where('postId = :postId AND (claimedUntil IS NULL OR claimedUntil < :now)', { postId: job.postId, now })
        .execute();
      if (taken.affected === 1) claimed.push(job);
    }
    return claimed;
  }

  /** The post's row as it is now, by any module's declaration, and when it is (or will be) visible. */
  private async current(
    manager: EntityManager,
    postId: string,
  ): Promise<{ item: AnnouncedItem | null; next: Date | null }> {
    const now = new Date();
    for (const declared of this.deps.announced) {
      const row = await manager.findOneBy(declared.entity, { id: postId } as never);
      if (!row) continue;
      const visibleAt = declared.visibleAt(row as never);
      if (!visibleAt) return { item: null, next: null };
      if (visibleAt > now) return { item: null, next: visibleAt };
      return { item: await declared.mail(manager, postId), next: null };
    }
    return { item: null, next: null };
  }

  private async deliver(job: FediversePost): Promise<void> {
    const { publicUrl, send } = this.deps;
    const { item, next } = await this.current(this.deps.dataSource.manager, job.postId);
    const orderingKey = postUri(publicUrl, job.postId).href;
    const now = new Date();
    let sent: Partial<FediversePost> = {};
    if (item) {
      const version = versionOf(item, publicUrl);
      if (version !== job.version) {
        await send(job.version ? updateOf(item, publicUrl) : createOf(item, publicUrl), orderingKey);
        sent = { version, sentAt: now, deletedAt: null };
      }
    } else if (job.version) {
      await send(deleteOf(job.postId, publicUrl), orderingKey);
      sent = { version: null, deletedAt: now };
    }
    const done = { ...sent, attempts: 0, claimedUntil: null, claimedBy: null };
    // Waits for its next moment, unless a write moved it meanwhile (then it is looked at again).
    const unmoved = await this.jobs().update(
      { postId: job.postId, claimedBy: this.me, dueAt: job.dueAt! },
      { ...done, dueAt: next },
    );
    if (!unmoved.affected) await this.jobs().update({ postId: job.postId, claimedBy: this.me }, done);
  }
}
