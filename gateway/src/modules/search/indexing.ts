import { MoreThan, type EntityManager, type ObjectLiteral } from 'typeorm';
import { Locale } from '../../core/locale';
import type { Module, Searchable, SearchDocument, Write } from '../../core/module';
import { clearIndex, DOCS, GONE, writeIndex, type Gone, type Indexed } from './search-index';

/**
 * What keeps the index as current as the rows the modules declare `searchable` (core/module.ts):
 * search's write hook, in the transaction of every write of such a row, and the index made anew
 * from them after a restore.
 */

/** Every module's searchables. */
export const searchablesOf = (modules: readonly Module[]) => modules.flatMap((module) => module.searchable ?? []);

/** The columns a searchable's rows are read with. */
const selectOf = (searchable: Searchable) =>
  Object.fromEntries(['id', ...searchable.columns].map((column) => [column, true])) as Record<string, true>;

/** A row as the index takes it: its document in each language, or that language's taken out. */
function documentsOf(searchable: Searchable, row: ObjectLiteral): Array<Indexed | Gone> {
  const id = String(row.id);
  const { kind } = searchable;
  const turkish = (searchable.document as (row: ObjectLiteral) => SearchDocument)(row);
  const english = (searchable.english as ((row: ObjectLiteral) => SearchDocument | null) | undefined)?.(row);
  return [
    { id, kind, locale: Locale.TR, ...turkish },
    english ? { id, kind, locale: Locale.EN, ...english } : { id, kind, locale: Locale.EN, gone: true },
  ];
}

/** A row taken out of the index, in every language. */
const goneOf = (id: string, kind: string): Gone[] => [
  { id, kind, locale: Locale.TR, gone: true },
  { id, kind, locale: Locale.EN, gone: true },
];

/** How many rows a rebuild reads at a time. */
const BATCH = 100;

/**
 * Indexes every row of `searchable`, a hundred at a time, and takes out of the index those of its
 * kind that are no longer there (none after `clearIndex`).
 */
async function indexKind(manager: EntityManager, searchable: Searchable): Promise<void> {
  const indexed: { postId: string }[] = await manager.query(
    `SELECT DISTINCT postId FROM ${DOCS} WHERE kind = ? AND status <> ?`,
    [searchable.kind, GONE],
  );
  const gone = new Set(indexed.map(({ postId }) => postId));
  for (let after = ''; ;) {
    // A searchable entity's key is `id` (a string).
    const rows = (await manager.find(searchable.entity, {
      select: selectOf(searchable),
      where: { id: MoreThan(after) },
      order: { id: 'ASC' },
      take: BATCH,
    })) as Array<{ id: string }>;
    if (!rows.length) break;
    await writeIndex(
      manager,
      rows.flatMap((row) => documentsOf(searchable, row)),
    );
    for (const row of rows) gone.delete(String(row.id));
    after = String(rows[rows.length - 1]!.id);
  }
  const removed: Gone[] = [...gone].flatMap((id) => goneOf(id, searchable.kind));
  await writeIndex(manager, removed);
}

/** Makes the index anew from every searchable's rows (a restore: `Module.restored`). */
export async function rebuildIndex(manager: EntityManager, searchables: readonly Searchable[]): Promise<void> {
  await clearIndex(manager);
  for (const searchable of searchables) await indexKind(manager, searchable);
}

/** Whether `row` holds every column `searchable` reads (a `save`'s whole entity does). */
const whole = (searchable: Searchable, row: Write['row']): row is ObjectLiteral =>
  !!row && ['id', ...searchable.columns].every((column) => row[column] !== undefined);

/**
 * Search's `written` hook: a write of a searchable row, inside its transaction. A row named by the
 * write (`save`, `insert`, `remove`) is indexed, or taken out, alone. A query builder's update
 * names no row: one that sets none of the searchable's columns (a view count) changes nothing
 * here; one that sets any, and a query builder's delete, make the kind anew (every row of it:
 * correct, and as slow as a restore's rebuild of it).
 */
export async function indexWrite(manager: EntityManager, write: Write): Promise<void> {
  const searchable = write.owner.searchable?.find(({ entity }) => entity === write.entity);
  if (!searchable) return;
  const { kind } = searchable;
  if (write.id === undefined) {
    const values = write.row ?? {};
    if (write.kind === 'update' && !searchable.columns.some((column) => column in values)) return;
    return indexKind(manager, searchable);
  }
  const id = String(write.id);
  if (write.kind === 'remove') return writeIndex(manager, goneOf(id, kind));
  const row = whole(searchable, write.row)
    ? write.row
    : await manager.findOne(searchable.entity, { select: selectOf(searchable), where: { id } });
  await writeIndex(manager, row ? documentsOf(searchable, row) : goneOf(id, kind));
}
