import { randomUUID } from 'node:crypto';
import type { Federation } from '@fedify/fedify';
import { Article, type Activity } from '@fedify/vocab';
import { IsNull, LessThan, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { Logger } from '../../core/logger';
import type { Announced, AnnouncedItem, Module, Write, WriteHook } from '../../core/module';
import { Rounds } from '../../core/rounds';
import { articleOf, createOf, deleteOf, POST_PATH, postUri, updateOf, versionOf } from './articles';
import { FediversePost } from './fediverse-post.entity';
import { FediverseFollower } from './fediverse.entities';
import { IDENTIFIER } from './inbox';

/** The kind of `announced` rows the followers get (the blog's posts): an `Article` each, in the outbox. */
const POSTS = 'post';

/** The posts' `announced` declaration among the modules' (the blog's). */
export const postsOf = (modules: readonly Module[]): Announced | undefined =>
  modules.flatMap((module) => module.announced ?? []).find((declared) => declared.kind === POSTS);

/** The posts' declaration, when a write is of a post, and the post's id, when the write names one. */
function announcedRow(write: Write): { declared: Announced; id: string } | null {
  const declared = write.owner.announced?.find((one) => one.entity === write.entity && one.kind === POSTS);
  return declared && typeof write.id === 'string' ? { declared, id: write.id } : null;
}

/**
 * In the transaction that writes a post (an `announced` row of kind 'post'): its delivery is looked
 * at again. A row not known yet is made only when the write makes it scheduled, due at its moment,
 * or visible while someone follows, due now (a draft never gets one; a site nobody follows does no
 * work); a known one is due now, whatever the write (an edit, a draft, a new date, a removal): the
 * worker decides what goes, and when to look again. Written here, so that it outlives a gateway
 * that stops before the commit's kick below. Writes that name no row (a view's count) are none.
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
  // Out now with no one following: no one to tell (whoever follows later gets the posts after it).
  if (visibleAt <= now && !(await followed(manager))) return;
  await jobs
    .createQueryBuilder()
    .insert()
    .values({ postId: found.id, version: null, dueAt: visibleAt > now ? visibleAt : now, attempts: 0 })
    .orIgnore()
    .updateEntity(false)
    .execute();
};

/** Whether anyone follows the actor (an accepted follower). */
const followed = (manager: EntityManager) => manager.existsBy(FediverseFollower, { status: 'accepted' });

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
  /** The posts' `announced` declaration (the blog's, `postsOf`). */
  posts: Announced;
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

  /**
   * The post as it is now: what its Article shows when it is visible; else null, and when to look
   * again if it is scheduled (its moment; now, if that came between the two reads).
   */
  private async current(
    manager: EntityManager,
    postId: string,
  ): Promise<{ item: AnnouncedItem | null; next: Date | null }> {
    const declared = this.deps.posts;
    const item = await declared.mail(manager, postId);
    if (item) return { item, next: null };
    const row = await manager.findOneBy(declared.entity, { id: postId } as never);
    const visibleAt = row && declared.visibleAt(row as never);
    return { item: null, next: visibleAt && new Date(Math.max(visibleAt.getTime(), Date.now())) };
  }

  private async deliver(job: FediversePost): Promise<void> {
    const { publicUrl, send, dataSource } = this.deps;
    const { item, next } = await this.current(dataSource.manager, job.postId);
    const orderingKey = postUri(publicUrl, job.postId).href;
    const now = new Date();
    let sent: Partial<FediversePost> = {};
    if ((item || job.version) && !(await followed(dataSource.manager)))
      sent = { version: null }; // no one to tell: the post is out there nowhere (a later edit is a Create)
    else if (item) {
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

/** A page of the outbox: its Create of each visible post, newest first. */
export const OUTBOX_PER_PAGE = 20;
/** The farthest page the outbox reads (2 000 posts in): a cursor past it is none. */
const OUTBOX_MAX_PAGE = 100;

export type PostsDeps = { dataSource: DataSource; publicUrl: string; posts: Announced };

/**
 * The posts on the federation (federation.ts makes it): each visible post as an `Article` at
 * `/fediverse/posts/{id}`, and the actor's outbox, the `Create` of each visible post, newest first,
 * 20 a page (the cursor is the page, from 0).
 */
export function servePosts(federation: Federation<void>, { dataSource, publicUrl, posts }: PostsDeps): void {
  federation.setObjectDispatcher(Article, POST_PATH, async (_ctx, { id }) => {
    const item = await posts.mail(dataSource.manager, id);
    return item && articleOf(item, publicUrl);
  });
  federation
    .setOutboxDispatcher('/{identifier}/outbox', async (_ctx, identifier, cursor) => {
      if (identifier !== IDENTIFIER || cursor === null || !/^\d{1,3}$/.test(cursor)) return null;
      const page = Number(cursor);
      if (page > OUTBOX_MAX_PAGE) return null;
      const { total, items } = await posts.visible(dataSource.manager, {
        skip: page * OUTBOX_PER_PAGE,
        take: OUTBOX_PER_PAGE,
      });
      return {
        items: items.map((item) => createOf(item, publicUrl)),
        nextCursor: (page + 1) * OUTBOX_PER_PAGE < total && page < OUTBOX_MAX_PAGE ? String(page + 1) : null,
        prevCursor: page > 0 ? String(page - 1) : null,
      };
    })
    .setCounter(async (_ctx, identifier) =>
      identifier === IDENTIFIER ? (await posts.visible(dataSource.manager, { skip: 0, take: 0 })).total : null,
    )
    .setFirstCursor((_ctx, identifier) => (identifier === IDENTIFIER ? '0' : null));
}
