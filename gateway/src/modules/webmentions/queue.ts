import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, LessThanOrEqual, type DataSource, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import type { Logger } from '../../core/logger';
import { Rounds } from '../../core/rounds';
import { WebmentionJob, WebmentionReceived, WebmentionSent } from './webmention.entities';

/** How long a gateway holds the rows it works on: longer than any fetch (10 s) and send together. */
const LEASE_MS = 2 * 60_000;

type Row = WebmentionReceived | WebmentionJob | WebmentionSent;

/** The wait before attempt `attempts + 1`: 1 minute, doubled each time, at most 6 hours. */
export const backOff = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);

/**
 * The queues' work in one gateway (every gateway runs one, as the subscribers' sender): each look
 * claims at most `batch` due rows of a table, each by one conditional UPDATE of its lease, so two
 * gateways never work on one row; a row whose gateway died is taken again when its lease ends.
 */
export class Worker {
  readonly me = randomUUID();
  private readonly rounds: Rounds;

  constructor(
    private readonly dataSource: DataSource,
    private readonly log: Logger,
    /** One round of work: true when it did some (another round follows at once). */
    round: () => Promise<boolean>,
    private readonly pollMs = 5_000,
  ) {
    this.rounds = new Rounds(
      async () => {
        while (!this.rounds.stopped && (await round()));
      },
      (error) => this.log.error({ err: error }, 'Webmention kuyruğu durdu, yeniden denenecek'),
    );
  }

  start(): void {
    this.rounds.every(this.pollMs);
  }

  /** Looks for due rows now, once the round under way (if any) is done. */
  kick(): void {
    this.rounds.kick();
  }

  /** Stops after the round under way; what it held is left for the next gateway at once. */
  async stop(): Promise<void> {
    await this.rounds.stop();
    for (const entity of [WebmentionReceived, WebmentionJob, WebmentionSent])
      await this.dataSource
        .getRepository<Row>(entity)
        .update({ claimedBy: this.me }, { claimedUntil: null, claimedBy: null })
        .catch((error: unknown) => this.log.warn({ err: error }, 'Webmention kuyruğunun kilidi bırakılamadı'));
  }

  /** At most `batch` rows of `entity` due now (and `where`), oldest due first, now held by this gateway. */
  async claim<T extends Row>(entity: EntityTarget<T>, batch: number, where: FindOptionsWhere<T> = {}): Promise<T[]> {
    const now = new Date();
    const repository = this.dataSource.getRepository(entity);
    const due = { ...where, dueAt: LessThanOrEqual(now) } as FindOptionsWhere<T>;
    const candidates = await repository.find({
      where: [
        { ...due, claimedUntil: IsNull() },
        { ...due, claimedUntil: LessThan(now) },
      ] as FindOptionsWhere<T>[],
      order: { dueAt: 'ASC' } as never,
      take: batch,
    });
    const claimed: T[] = [];
    for (const row of candidates) {
      const taken = await repository
        .createQueryBuilder()
        .update()
        .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), claimedBy: this.me } as never)
        .where('id = :id AND (claimedUntil IS NULL OR claimedUntil < :now)', { id: row.id, now })
        .execute();
      if (taken.affected === 1) claimed.push(row);
    }
    return claimed;
  }

  /** Writes what became of a held row and lets it go; false when another gateway took it meanwhile. */
  async release<T extends Row>(entity: EntityTarget<T>, id: string, values: Partial<T>): Promise<boolean> {
    const done = await this.dataSource
      .getRepository(entity)
      .createQueryBuilder()
      .update()
      .set({ ...values, claimedUntil: null, claimedBy: null } as never)
      .where('id = :id AND claimedBy = :me', { id, me: this.me })
      .execute();
    return done.affected === 1;
  }
}
