import { createHash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ContentChange } from '../../cache/content-change.entity';
import { migrate } from '../../core/db/data-source';
import type { Module } from '../../core/module';
import {
  archivedColumns,
  BackupError,
  contentTables,
  dataEntry,
  FILES,
  FORMAT_VERSION,
  fromJson,
  isArchiveName,
  isFiles,
  MANIFEST,
  REFUSED,
  uploadEntry,
  type Manifest,
} from './archive';

export type RestoreOptions = {
  /** Empty the content tables first (in the same transaction); without it a non-empty target is refused. */
  replace?: boolean;
  /** The app's modules: each rebuilds what it derives from the restored rows (`Module.restored`). */
  modules?: readonly Module[];
  /** Called after each batch of rows (`data/…`) and each file (`uploads/…`) is written, inside the transaction. */
  onProgress?: (entry: string, rows: number) => void;
};

/** The rows a statement inserts at most, and about how many bytes of them. */
const BATCH_ROWS = 100;
const BATCH_BYTES = 1 << 20;

/** yauzl's own refusals of an entry's name (validateFileName): outside the archive's root. */
const UNSAFE_NAME = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/s;

async function openArchive(file: string): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: true });
  } catch {
    throw new BackupError(REFUSED.notZip(file));
  }
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (!isArchiveName(entry.fileName) || entries.has(entry.fileName))
        throw new BackupError(REFUSED.unexpected(entry.fileName));
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    const unsafe = UNSAFE_NAME.exec((error as Error).message);
    if (unsafe) throw new BackupError(REFUSED.outsideRoot(unsafe[2]!));
    if (error instanceof BackupError) throw error;
    throw new BackupError(REFUSED.notZip(file));
  }
  return { zip, entries };
}

/** An entry's bytes chunk by chunk; at the end its sha256 must be the manifest's. */
async function* chunks(zip: ZipFile, entry: Entry, sha256: string): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let stream: AsyncIterable<Buffer>;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new BackupError(REFUSED.corrupt(entry.fileName));
  }
  const iterator = stream[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next(); // a read error (bad deflate data, a short file), not the consumer's
    } catch {
      throw new BackupError(REFUSED.corrupt(entry.fileName));
    }
    if (next.done) break;
    hash.update(next.value);
    yield next.value;
  }
  if (hash.digest('hex') !== sha256) throw new BackupError(REFUSED.checksum(entry.fileName));
}

async function readAll(zip: ZipFile, entry: Entry, sha256: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks(zip, entry, sha256)) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* lines(zip: ZipFile, entry: Entry, sha256: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of chunks(zip, entry, sha256)) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

function readManifest(value: unknown): Manifest {
  const manifest = value as Partial<Manifest> | null;
  if (typeof manifest !== 'object' || manifest === null || !('formatVersion' in manifest))
    throw new BackupError(REFUSED.noManifest);
  if (manifest.formatVersion !== FORMAT_VERSION) throw new BackupError(REFUSED.format(manifest.formatVersion));
  const isRecord = (record: unknown, valid: (v: unknown) => boolean) =>
    typeof record === 'object' && record !== null && Object.values(record).every(valid);
  if (
    !(typeof manifest.migration === 'string' || manifest.migration === null) ||
    !isRecord(manifest.rows, (count) => Number.isSafeInteger(count) && (count as number) >= 0) ||
    !isRecord(manifest.files, (sha) => typeof sha === 'string' && /^[0-9a-f]{64}$/.test(sha))
  )
    throw new BackupError(REFUSED.noManifest);
  return manifest as Manifest;
}

/**
 * Everything that can be checked before the target is touched: the entries' names (yauzl refuses
 * `../x` and absolute paths; anything a backup does not write is refused too), the manifest, its
 * format and migration, and every entry's sha256 (read once here, and again as it is restored).
 */
async function check(
  dataSource: DataSource,
  zip: ZipFile,
  entries: Map<string, Entry>,
): Promise<{ manifest: Manifest; tables: EntityMetadata[] }> {
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw new BackupError(REFUSED.noManifest);
  let parsed: unknown;
  try {
    const stream = await zip.openReadStreamPromise(manifestEntry);
    const parts: Buffer[] = [];
    for await (const chunk of stream) parts.push(chunk as Buffer);
    parsed = JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch {
    throw new BackupError(REFUSED.noManifest);
  }
  const manifest = readManifest(parsed);
  const known = dataSource.migrations.map((migration) => migration.name);
  if (manifest.migration !== null && !known.includes(manifest.migration))
    throw new BackupError(REFUSED.newer(manifest.migration));

  const tables = contentTables(dataSource);
  const tableEntries = new Set(tables.map((table) => dataEntry(table.tableName)));
  for (const name of entries.keys()) {
    if (name === MANIFEST) continue;
    const listed = Object.hasOwn(manifest.files, name);
    if (!listed || (name.startsWith('data/') && !tableEntries.has(name)))
      throw new BackupError(REFUSED.unexpected(name));
  }
  for (const [name, sha256] of Object.entries(manifest.files)) {
    const entry = entries.get(name);
    if (!entry) throw new BackupError(REFUSED.missing(name));
    for await (const _ of chunks(zip, entry, sha256));
  }
  return { manifest, tables };
}

/** Inserts one table's rows from its entry (and, for the stored files, their bytes from uploads/). */
async function restoreTable(
  manager: EntityManager,
  table: EntityMetadata,
  zip: ZipFile,
  entries: Map<string, Entry>,
  manifest: Manifest,
  onProgress: RestoreOptions['onProgress'],
): Promise<void> {
  const name = dataEntry(table.tableName);
  const entry = entries.get(name);
  if (!entry) return; // a table this app has and the backup's did not: left empty
  const columns = new Map(archivedColumns(table).map((column) => [column.databaseName, column]));
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
  for await (const line of lines(zip, entry, manifest.files[name]!)) {
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
    for (const [key, value] of Object.entries(json)) {
      const column = columns.get(key);
      if (!column) throw refuse(`bu sürümün bilmediği "${key}" alanı`);
      try {
        column.setEntityValue(row, fromJson(column, value));
      } catch (error) {
        throw refuse((error as Error).message);
      }
    }
    if (isFiles(table)) {
      const upload = uploadEntry(String(row[FILES.name]));
      const file = entries.get(upload);
      if (!file || !manifest.files[upload]) throw new BackupError(REFUSED.missing(upload));
      const bytes = await readAll(zip, file, manifest.files[upload]);
      onProgress?.(upload, rows + batch.length);
      row[FILES.bytes] = bytes;
      batchBytes += bytes.length;
    }
    // A statement's rows have the same columns (an older backup's rows may lack a newer column: its default).
    const rowKeys = Object.keys(json).join();
    if (batch.length && rowKeys !== keys) await flush();
    keys = rowKeys;
    batch.push(row);
    batchBytes += line.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  const expected = manifest.rows[table.tableName] ?? 0;
  if (rows !== expected) throw new BackupError(REFUSED.count(table.tableName, expected, rows));
}

/**
 * Restores a backup (archive.ts) into `dataSource`, of either dialect. Refused, with the target as
 * it was: an entry outside the archive's root, an unknown format, a migration newer than this
 * app's, a sha256 that differs, a target that has content (unless `replace`). Otherwise: the
 * migrations run, then one transaction empties the content tables (`replace`), inserts every
 * table's rows in foreign-key order and the uploads with them (their bytes are rows of
 * stored_files, so they come in at the commit, with the rows that name them), lets each module
 * rebuild what it derives (the search index), and logs a change of everything (`*`): every
 * gateway on the database drops its whole cache of public answers when it next reads the log
 * (cache/changes.ts). A failure anywhere rolls it all back.
 */
export async function restoreBackup(
  dataSource: DataSource,
  file: string,
  { replace = false, modules = [], onProgress }: RestoreOptions = {},
): Promise<Manifest> {
  const { zip, entries } = await openArchive(file);
  try {
    const { manifest, tables } = await check(dataSource, zip, entries);
    await migrate(dataSource);
    await dataSource.transaction(async (manager) => {
      const filled: string[] = [];
      const { driver } = manager.connection;
      for (const table of tables) {
        if ((await manager.query(`SELECT 1 AS one FROM ${driver.escape(table.tableName)} LIMIT 1`)).length)
          filled.push(table.tableName);
      }
      if (filled.length && !replace) throw new BackupError(REFUSED.notEmpty(filled));
      for (const table of [...tables].reverse()) await manager.query(`DELETE FROM ${driver.escape(table.tableName)}`);
      for (const table of tables) await restoreTable(manager, table, zip, entries, manifest, onProgress);
      for (const module of modules) await module.restored?.(manager);
      await manager.insert(ContentChange, { tags: '*', createdAt: new Date() });
    });
    return manifest;
  } finally {
    zip.close();
  }
}
