import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import type { Entry, ZipFile } from 'yauzl';
import { ContentChange } from '../../cache/content-change.entity';
import { migrate } from '../../core/db/data-source';
import type { Module } from '../../core/module';
import {
  archivedColumns,
  BackupError,
  backupPlan,
  dataEntry,
  fromJson,
  isFiles,
  isTwoFactorTable,
  REFUSED,
  uploadEntry,
  type BackupPlan,
  type Manifest,
} from './archive';
import {
  check,
  chunks,
  lines,
  openArchive,
  plainArchive,
  readAll,
  replacedTables,
  type Replaced,
} from './archive-reader';
import { accountChanges, archivedAccounts, keepTokenVersions, targetAccounts } from './restore-accounts';

export type RestoreOptions = {
  /** Empty the content tables first (in the same transaction); without it a non-empty target is refused. */
  replace?: boolean;
  /**
   * With `replace`, when the archive's accounts differ from the target's (an account gone or
   * added, another password, role or two-factor state): without it that is refused, with a line
   * that says what would change.
   */
  replaceAccounts?: boolean;
  /** The passphrase of an encrypted archive (one that carries the two-factor state). */
  passphrase?: string;
  /**
   * The app's modules: their `backup` declarations say which tables travel, and each rebuilds what
   * it derives from the restored rows (`Module.restored`).
   */
  modules?: readonly Module[];
  /** Called after each batch of rows (`data/…`) and each file (`uploads/…`) is written, inside the transaction. */
  onProgress?: (entry: string, rows: number) => void;
};

/** The rows a statement inserts at most, and about how many bytes of them. */
const BATCH_ROWS = 100;
const BATCH_BYTES = 1 << 20;

/**
 * Inserts one table's rows from its entry (and, for the stored files, their bytes from uploads/), or
 * in an archive made before a migration replaced the tables they were in, from theirs.
 */
async function restoreTable(
  manager: EntityManager,
  plan: BackupPlan,
  table: EntityMetadata,
  zip: ZipFile,
  entries: Map<string, Entry>,
  manifest: Manifest,
  onProgress: RestoreOptions['onProgress'],
): Promise<void> {
  const sources: Array<[string, Replaced['row'] | null]> = [[table.tableName, null]];
  for (const [old, { table: into, row }] of replacedTables(manager.connection))
    if (into === table.tableName) sources.push([old, row]);
  for (const [source, convert] of sources)
    await restoreRows(manager, plan, table, source, convert, zip, entries, manifest, onProgress);
}

/** Inserts the rows of the archive's table `source` into `table`, each converted by `convert` (another table's). */
async function restoreRows(
  manager: EntityManager,
  plan: BackupPlan,
  table: EntityMetadata,
  source: string,
  convert: Replaced['row'] | null,
  zip: ZipFile,
  entries: Map<string, Entry>,
  manifest: Manifest,
  onProgress: RestoreOptions['onProgress'],
): Promise<void> {
  const name = dataEntry(source);
  const entry = entries.get(name);
  if (!entry) return; // a table this app has and the backup's did not: left empty
  const columns = new Map(archivedColumns(plan, table).map((column) => [column.databaseName, column]));
  let batch: Record<string, unknown>[] = [];
  let keys = '';
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    // As TypeORM writes the entity's values (dates, JSON, booleans) for this database; no listener
    // or subscriber runs (a post's BeforeInsert would stamp a new updatedAt).
    await manager
      .createQueryBuilder()
      .insert()
      .into(table.target)
      .values(batch)
      .callListeners(false)
      .updateEntity(false)
      .execute();
    rows += batch.length;
    batch = [];
    batchBytes = 0;
    onProgress?.(name, rows);
  };

  let number = 0;
  for await (const line of lines(chunks(zip, entry, manifest.files[name]!), name)) {
    number++;
    const refuse = (why: string) => new BackupError(REFUSED.row(name, number, why));
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw refuse('JSON değil');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw refuse('bir nesne değil');
    const row: Record<string, unknown> = {};
    const archived = convert ? convert(json as Record<string, unknown>) : (json as Record<string, unknown>);
    for (const [key, value] of Object.entries(archived)) {
      const column = columns.get(key);
      if (!column) throw refuse(`bu sürümün bilmediği "${key}" alanı`);
      try {
        column.setEntityValue(row, fromJson(column, value));
      } catch (error) {
        throw refuse((error as Error).message);
      }
    }
    if (isFiles(plan, table)) {
      const upload = uploadEntry(String(row[plan.files.name]));
      const file = entries.get(upload);
      if (!file || !manifest.files[upload]) throw new BackupError(REFUSED.missing(upload));
      const bytes = await readAll(zip, file, manifest.files[upload]);
      onProgress?.(upload, rows + batch.length);
      row[plan.files.bytes] = bytes;
      batchBytes += bytes.length;
    }
    // A statement's rows have the same columns (an older backup's rows may lack a newer column: its default).
    const rowKeys = Object.keys(archived).join();
    if (batch.length && rowKeys !== keys) await flush();
    keys = rowKeys;
    batch.push(row);
    batchBytes += line.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  const expected = manifest.rows[source] ?? 0;
  if (rows !== expected) throw new BackupError(REFUSED.count(source, expected, rows));
}

/**
 * Restores a backup (archive.ts) into `dataSource`, of either dialect. Refused, with the target as
 * it was: an encrypted archive without its passphrase (or with a wrong one), an entry outside the
 * archive's root, sizes past LIMITS, an unknown format, a migration newer than this app's, a
 * sha256 that differs, a target that has content (unless `replace`), accounts that would change
 * (unless `replaceAccounts`). Otherwise: the migrations run, then one transaction empties the
 * content tables (`replace`), inserts every table's rows in foreign-key order and the uploads with
 * them (their bytes are rows of stored_files, so they come in at the commit, with the rows that
 * name them), keeps every account's token version at least what the target had (users'
 * `tokenVersion` is what revokes tokens: one revoked after the archive was made stays so), lets each
 * module rebuild what it derives (the search index), and logs a change of everything (`*`): every
 * gateway on the database drops its whole cache of public answers when it next reads the log
 * (cache/changes.ts). A failure anywhere rolls it all back.
 */
export async function restoreBackup(
  dataSource: DataSource,
  file: string,
  { replace = false, replaceAccounts = false, passphrase, modules = [], onProgress }: RestoreOptions = {},
): Promise<Manifest> {
  const plan = backupPlan(modules);
  const { zipFile, remove } = await plainArchive(file, passphrase);
  try {
    const { zip, entries } = await openArchive(zipFile);
    try {
      const { manifest, tables } = await check(dataSource, plan, zip, entries);
      await migrate(dataSource);
      await dataSource.transaction(async (manager) => {
        const filled: string[] = [];
        const { driver } = manager.connection;
        // Secret tables alone are no content to lose: a gateway makes the fediverse actor's keys when it
        // starts (a site started, then restored), and recovery codes come only with accounts.
        for (const table of tables.filter((metadata) => !isTwoFactorTable(plan, metadata))) {
          if ((await manager.query(`SELECT 1 AS one FROM ${driver.escape(table.tableName)} LIMIT 1`)).length)
            filled.push(table.tableName);
        }
        if (filled.length && !replace) throw new BackupError(REFUSED.notEmpty(filled));
        const accounts = manager.connection.getMetadata(plan.accounts).tableName;
        const before = await targetAccounts(manager, plan.accounts);
        const changes = accountChanges(before, await archivedAccounts(zip, entries, manifest, accounts));
        if (changes.length && !replaceAccounts) throw new BackupError(REFUSED.accounts(changes));
        for (const table of [...tables].reverse()) await manager.query(`DELETE FROM ${driver.escape(table.tableName)}`);
        for (const table of tables) await restoreTable(manager, plan, table, zip, entries, manifest, onProgress);
        await keepTokenVersions(manager, plan.accounts, before);
        for (const module of modules) await module.restored?.(manager, modules);
        await manager.insert(ContentChange, { tags: '*', createdAt: new Date() });
      });
      return manifest;
    } finally {
      zip.close();
    }
  } finally {
    remove();
  }
}
