import { FEDIVERSE_ERRORS, FEDIVERSE_HANDLE, fediverseAccount } from '@portfolio/content-rules';
import type { Context as FedifyContext, Federation } from '@fedify/fedify';
import { In, type DataSource } from 'typeorm';
import { badInput, notFound } from '../../core/errors';
import type { RateLimits } from '../../core/rate-limits';
import { FediverseBlock, FediverseFollower, FediverseSettingsRow } from './fediverse.entities';
import { createFediverse, type FediverseDeps } from './federation';
import { actorBlock, countFollowers, hostBlock, settingsOf } from './followers';
import { answerFollow } from './inbox';
import { DeliveryThread } from './delivery-thread';
import { keyPairs } from './keys';
import { DatabaseKvStore, DatabaseQueue } from './stores';
import {
  BlockView,
  FediverseSettings,
  FollowerAction,
  FollowerPage,
  FollowerStatusEnum,
  FollowerView,
  type FediverseSettingsInput,
} from './fediverse.types';

export const PER_PAGE = { default: 25, min: 1, max: 100 } as const;
export const PAGE_INVALID = 'Sayfa numarası 1 ya da daha büyük bir tam sayı olmalıdır.';
export const PER_PAGE_INVALID = `Sayfa başına ${PER_PAGE.min} ile ${PER_PAGE.max} arasında kayıt gösterilebilir.`;
/** The most rows one action takes (FEDIVERSE_ERRORS.tooMany beyond). */
export const MAX_BULK = 200;
export const NONE_CHOSEN = 'En az bir kayıt seçilmelidir.';

export type FediverseServiceDeps = Omit<FediverseDeps, 'kv' | 'queue' | 'keys'> & {
  limits: RateLimits;
  /** A visible post's page (`/blog/{slug}`) by its id, else null (posts.ts). */
  postPath: (id: string) => Promise<string | null>;
};

const view = (row: FediverseFollower): FollowerView => ({
  id: row.id,
  actor: row.actorId,
  handle: row.handle,
  name: row.name,
  url: row.url,
  instance: row.instance,
  status: row.status === 'accepted' ? FollowerStatusEnum.ACCEPTED : FollowerStatusEnum.PENDING,
  createdAt: row.createdAt,
});

/** The distinct strings of a list the owner sent, 1..MAX_BULK of them, else BAD_USER_INPUT. */
function chosen(values: readonly string[]): string[] {
  const unique = [...new Set(values)];
  if (!unique.length) throw badInput(NONE_CHOSEN);
  if (unique.length > MAX_BULK) throw badInput(FEDIVERSE_ERRORS.tooMany);
  return unique;
}

/**
 * The site's account on the fediverse (services.fediverse): the Fedify federation (federation.ts)
 * over the module's stores, and what the owner does with it — the handle and 'Takip isteklerini
 * onayla', the followers approved, rejected, removed or blocked (each with its signed answer), the
 * blocks lifted.
 */
export class FediverseService {
  readonly kv: DatabaseKvStore;
  /** The activities received, handled on the gateway's event loop. */
  readonly queue: DatabaseQueue;
  /** What goes out (a fan-out, each delivery to an inbox), handled by the deliveries' thread. */
  readonly outbox: DatabaseQueue;
  readonly deliveries: DeliveryThread;
  /** Fedify's federation: the actor, its inbox and collections; posts.ts adds the posts' delivery. */
  readonly federation: Federation<void>;

  private madeKeys?: Promise<CryptoKeyPair[]>;

  constructor(private readonly deps: FediverseServiceDeps) {
    this.kv = new DatabaseKvStore(deps.dataSource);
    this.queue = new DatabaseQueue(deps.dataSource, deps.log);
    this.outbox = new DatabaseQueue(deps.dataSource, deps.log, {
      role: 'outbox',
      enqueued: (dueInMs) => this.deliveries.wakeIn(dueInMs),
    });
    this.deliveries = new DeliveryThread({ ...deps, due: () => this.outbox.due() });
    this.federation = createFediverse({
      ...deps,
      kv: this.kv,
      queue: { gateway: this.queue, outbox: this.outbox },
      keys: () => this.keys(),
    });
  }

  /** The actor's key pairs, made (by the first gateway) or read once; tried again after a failure. */
  keys(): Promise<CryptoKeyPair[]> {
    this.madeKeys ??= keyPairs(this.dataSource).catch((error: unknown) => {
      this.madeKeys = undefined;
      throw error;
    });
    return this.madeKeys;
  }

  private get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  /** A Fedify context for PUBLIC_URL, outside any request (to send activities). */
  context(): FedifyContext<void> {
    return this.federation.createContext(new URL(this.deps.publicUrl), undefined);
  }

  /** Where a browser at a post's `Article` address goes: the post's page, or null when no visible post has that id. */
  postPath(id: string): Promise<string | null> {
    return this.deps.postPath(id);
  }

  /** Counts one inbox POST from `address`: TOO_MANY_REQUESTS past its limits. */
  takeInbox(address: string): Promise<void> {
    return this.deps.limits.fediverseInbox(address);
  }

  async settings(): Promise<FediverseSettings> {
    const [{ handle, approveFollows }, followers, pending] = await Promise.all([
      settingsOf(this.dataSource.manager),
      countFollowers(this.dataSource, 'accepted'),
      countFollowers(this.dataSource, 'pending'),
    ]);
    return { handle, account: fediverseAccount(handle, this.deps.publicUrl), approveFollows, followers, pending };
  }

  async setSettings(input: FediverseSettingsInput): Promise<FediverseSettings> {
    const handle = typeof input.handle === 'string' ? input.handle.trim() : '';
    if (!FEDIVERSE_HANDLE.pattern.test(handle)) throw badInput(FEDIVERSE_ERRORS.handle);
    await this.dataSource
      .getRepository(FediverseSettingsRow)
      .upsert({ id: FediverseSettingsRow.ID, handle, approveFollows: input.approveFollows === true }, ['id']);
    return this.settings();
  }

  async followers(status: FollowerStatusEnum, page = 1, perPage: number = PER_PAGE.default): Promise<FollowerPage> {
    if (!Number.isInteger(page) || page < 1) throw badInput(PAGE_INVALID);
    if (!Number.isInteger(perPage) || perPage < PER_PAGE.min || perPage > PER_PAGE.max)
      throw badInput(PER_PAGE_INVALID);
    const repository = this.dataSource.getRepository(FediverseFollower);
    const where = { status: status === FollowerStatusEnum.ACCEPTED ? ('accepted' as const) : ('pending' as const) };
    const [rows, total] = await Promise.all([
      repository.find({ where, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * perPage, take: perPage }),
      repository.countBy(where),
    ]);
    return { items: rows.map(view), total, page, perPage, pages: Math.max(1, Math.ceil(total / perPage)) };
  }

  /**
   * Does `action` to 1..MAX_BULK followers, all or none (an unknown id: NOT_FOUND, nothing
   * changed); the answers (Accept, Reject) go out through the queue once the change is stored.
   * Answers how many followers changed.
   */
  async updateFollowers(ids: readonly string[], action: FollowerAction): Promise<number> {
    const unique = chosen(ids);
    const answers: Array<{ kind: 'accept' | 'reject'; row: FediverseFollower }> = [];
    const changed = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.findBy(FediverseFollower, { id: In(unique) });
      if (rows.length !== unique.length) throw notFound(FEDIVERSE_ERRORS.followerNotFound);
      if (action === FollowerAction.APPROVE) {
        const pending = rows.filter((row) => row.status === 'pending');
        if (pending.length)
          await manager.update(FediverseFollower, { id: In(pending.map((row) => row.id)) }, { status: 'accepted' });
        answers.push(...pending.map((row) => ({ kind: 'accept' as const, row })));
        return pending.length;
      }
      let gone = rows;
      if (action === FollowerAction.BLOCK_INSTANCE) {
        const instances = [...new Set(rows.map((row) => row.instance))];
        gone = await manager.findBy(FediverseFollower, { instance: In(instances) });
        for (const instance of instances)
          await manager.save(FediverseBlock, { key: hostBlock(instance), label: instance, createdAt: new Date() });
      }
      if (action === FollowerAction.BLOCK)
        for (const row of rows)
          await manager.save(FediverseBlock, {
            key: actorBlock(row.actorId),
            label: row.handle,
            createdAt: new Date(),
          });
      await manager.delete(FediverseFollower, { id: In(gone.map((row) => row.id)) });
      answers.push(...gone.map((row) => ({ kind: 'reject' as const, row })));
      return gone.length;
    });
    const ctx = this.context();
    for (const { kind, row } of answers)
      await answerFollow(ctx, kind, row).catch((error: unknown) =>
        this.deps.log.warn({ err: error, follower: row.actorId }, 'Fediverse takip yanıtı gönderilemedi'),
      );
    return changed;
  }

  async blocks(): Promise<BlockView[]> {
    const rows = await this.dataSource.getRepository(FediverseBlock).find({ order: { createdAt: 'DESC', key: 'ASC' } });
    return rows.map((row) => ({
      key: row.key,
      kind: row.key.startsWith('host:') ? 'instance' : 'actor',
      label: row.label,
      createdAt: row.createdAt,
    }));
  }

  /** Lifts 1..MAX_BULK blocks, all or none (an unknown key: NOT_FOUND); answers how many. */
  async unblock(keys: readonly string[]): Promise<number> {
    const unique = chosen(keys);
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.countBy(FediverseBlock, { key: In(unique) });
      if (found !== unique.length) throw notFound(FEDIVERSE_ERRORS.blockNotFound);
      await manager.delete(FediverseBlock, { key: In(unique) });
      return found;
    });
  }
}
