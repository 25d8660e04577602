import { In, type DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../core/errors';
import type { Versioned } from '../../core/module';
import { RevisionKind } from '@portfolio/content-rules';
import { Revision } from './revision.entity';

/** How many saved and autosaved versions a subject keeps (its pending edit aside). */
export const REVISIONS_KEPT = 50;
/** An autosave is kept as a version when the subject's newest version is at least this old. */
export const AUTOSAVE_REVISION_EVERY_MS = 10 * 60 * 1000;

const KEPT_KINDS = In([RevisionKind.SAVED, RevisionKind.AUTOSAVED]);

/** A version as its subject's module sees it: the texts it was given back (the body absent from a list), and what the store adds. */
export type Version<T extends object> = T & { id: string; subjectId: string; kind: RevisionKind; savedAt: Date };

/** The versions of every subject (one table, `revisions`): `of` gives one declared subject's. */
export class RevisionsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The versions of `versioned`'s subject, whose texts are `T` (its body among them). */
  of<T extends object>(versioned: Versioned): Versions<T> {
    return new Versions<T>(this.dataSource, versioned);
  }
}

/**
 * One subject's versions: every save, an autosave at most every AUTOSAVE_REVISION_EVERY_MS (the last
 * REVISIONS_KEPT of those two), and a published item's pending edit (one per item), with the check
 * that an editor's save begins from the newest version (optimistic concurrency).
 */
export class Versions<T extends object> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versioned: Versioned,
  ) {}

  private get subject() {
    return this.versioned.subject;
  }

  /** A stored row as its subject's texts: the body under its own name, the dates as dates. */
  private version(row: Revision): Version<T> {
    const texts: Record<string, unknown> = { ...row.texts };
    for (const name of this.versioned.dates ?? [])
      if (typeof texts[name] === 'string') texts[name] = new Date(texts[name]);
    if (row.body !== undefined) texts[this.versioned.body] = row.body;
    if (row.bodies) Object.assign(texts, JSON.parse(row.bodies) as Record<string, string>);
    return { ...(texts as T), id: row.id, subjectId: row.subjectId, kind: row.kind, savedAt: row.savedAt };
  }

  /** `texts` as a row's columns: the body and the further bodies apart, the rest JSON (a date as its ISO string). */
  private columns(texts: T): Pick<Revision, 'texts' | 'body' | 'bodies'> {
    const { [this.versioned.body]: body, ...rest } = texts as Record<string, unknown>;
    const names = this.versioned.bodies ?? [];
    const bodies = Object.fromEntries(names.map((name) => [name, String(rest[name] ?? '')]));
    for (const name of names) delete rest[name];
    return {
      texts: JSON.parse(JSON.stringify(rest)) as Record<string, unknown>,
      body: String(body ?? ''),
      // None when every one is empty: the row of a version without them, as before there were any.
      bodies: names.some((name) => bodies[name]) ? JSON.stringify(bodies) : null,
    };
  }

  /** The item's edits that its editor saved and a save has not published yet, or null. */
  async pending(subjectId: string, manager = this.dataSource.manager): Promise<Version<T> | null> {
    const row = await manager.findOneBy(Revision, { subject: this.subject, subjectId, kind: RevisionKind.PENDING });
    return row && this.version(row);
  }

  /**
   * Optimistic concurrency: the version an editor began from must still be the newest, else its save
   * is refused (CONFLICT, with the newest version's `updatedAt`) rather than silently replacing
   * another tab's. The newest is the pending edit's when there is one (it holds the latest words),
   * else `current` (the item's `updatedAt`). Without `expected` (a client that does not ask), nothing
   * is checked.
   */
  check(current: Date, pending: Version<T> | null, expected?: Date | null): void {
    if (!expected) return;
    const newest = pending?.savedAt ?? current;
    if (newest.getTime() !== expected.getTime())
      throw new AppError('CONFLICT', this.versioned.conflict, { updatedAt: newest.toISOString() });
  }

  /**
   * Keeps `texts` as a version of the item: always for a save, for an `autosaved` one only when the newest
   * version is AUTOSAVE_REVISION_EVERY_MS old. The oldest beyond REVISIONS_KEPT go.
   */
  async keep(
    manager: EntityManager,
    subjectId: string,
    texts: T,
    { autosaved = false, now = new Date() }: { autosaved?: boolean; now?: Date } = {},
  ): Promise<void> {
    const where = { subject: this.subject, subjectId, kind: KEPT_KINDS };
    const kind = autosaved ? RevisionKind.AUTOSAVED : RevisionKind.SAVED;
    if (autosaved) {
      const newest = await manager.findOne(Revision, {
        select: { id: true, savedAt: true },
        where,
        order: { savedAt: 'DESC' },
      });
      if (newest && now.getTime() - newest.savedAt.getTime() < AUTOSAVE_REVISION_EVERY_MS) return;
    }
    await manager.save(
      manager.create(Revision, { ...this.columns(texts), subject: this.subject, subjectId, kind, savedAt: now }),
    );
    const old = await manager.find(Revision, {
      select: { id: true },
      where,
      order: { savedAt: 'DESC' },
      skip: REVISIONS_KEPT,
      take: 1000,
    });
    if (old.length) await manager.delete(Revision, { id: In(old.map(({ id }) => id)) });
  }

  /** Stores `texts` as the item's pending edit (one per item), saved `now`. */
  async savePending(manager: EntityManager, subjectId: string, texts: T, now = new Date()): Promise<Version<T>> {
    const pending =
      (await manager.findOneBy(Revision, { subject: this.subject, subjectId, kind: RevisionKind.PENDING })) ??
      manager.create(Revision, { subject: this.subject, subjectId, kind: RevisionKind.PENDING });
    return this.version(await manager.save(Object.assign(pending, this.columns(texts), { savedAt: now })));
  }

  /** Drops the item's pending edit (a save published its words). */
  async dropPending(manager: EntityManager, subjectId: string): Promise<void> {
    await manager.delete(Revision, { subject: this.subject, subjectId, kind: RevisionKind.PENDING });
  }

  /** The item's saved and autosaved versions, newest first, without their bodies. */
  async list(subjectId: string): Promise<Version<T>[]> {
    const rows = await this.dataSource.getRepository(Revision).find({
      select: { id: true, subjectId: true, kind: true, savedAt: true, texts: true },
      where: { subject: this.subject, subjectId, kind: KEPT_KINDS },
      order: { savedAt: 'DESC' },
    });
    return rows.map((row) => this.version(row));
  }

  /** One version of the item, with its body, or null. */
  async one(subjectId: string, id: string): Promise<Version<T> | null> {
    const row = await this.dataSource.getRepository(Revision).findOneBy({ subject: this.subject, subjectId, id });
    return row && this.version(row);
  }

  /** A version's body (a list of versions comes without), '' when there is no such version. */
  async body(id: string): Promise<string> {
    const found = await this.dataSource
      .getRepository(Revision)
      .findOne({ select: { id: true, body: true }, where: { subject: this.subject, id } });
    return found?.body ?? '';
  }

  /** A version's further bodies (`Versioned.bodies`; a list of versions comes without), {} when it has none. */
  async bodies(id: string): Promise<Record<string, string>> {
    const found = await this.dataSource
      .getRepository(Revision)
      .findOne({ select: { id: true, bodies: true }, where: { subject: this.subject, id } });
    return found?.bodies ? (JSON.parse(found.bodies) as Record<string, string>) : {};
  }

  /** Deletes every version of the item, in the transaction that deletes it. */
  async forget(manager: EntityManager, subjectId: string): Promise<void> {
    await manager.delete(Revision, { subject: this.subject, subjectId });
  }
}
