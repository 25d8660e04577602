import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ContentChange } from '../../cache/content-change.entity';
import { migrate } from '../../core/db/data-source';
import type { Module } from '../../core/module';
import {
  ACCOUNTS,
  archivedColumns,
  BackupError,
  contentTables,
  dataEntry,
  FILES,
  FORMAT_VERSION,
  fromJson,
  isArchiveName,
  isFiles,
  LIMITS,
  MANIFEST,
  REFUSED,
  uploadEntry,
  type Manifest,
} from './archive';
import { AgeError, decrypting, isEncrypted } from './encryption';

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
  /** The app's modules: each rebuilds what it derives from the restored rows (`Module.restored`). */
  modules?: readonly Module[];
  /** Called after each batch of rows (`data/…`) and each file (`uploads/…`) is written, inside the transaction. */
  onProgress?: (entry: string, rows: number) => void;
};

/**
 * A table that a migration replaced with another (its `replaces`): an archive made before the
 * migration holds the old table's rows, each of which `row` turns into a row of `table` as an
 * archive of now would hold it.
 */
type Replaced = { table: string; row: (archived: Record<string, unknown>) => Record<string, unknown> };

/** The tables the app's migrations replaced, by their old names. */
function replacedTables(dataSource: DataSource): Map<string, Replaced> {
  const replaced = new Map<string, Replaced>();
  for (const migration of dataSource.migrations) {
    const { replaces } = migration as { replaces?: Record<string, Replaced> };
    for (const [table, into] of Object.entries(replaces ?? {})) replaced.set(table, into);
  }
  return replaced;
}

/** The rows a statement inserts at most, and about how many bytes of them. */
const BATCH_ROWS = 100;
const BATCH_BYTES = 1 << 20;

/** yauzl's own refusals of an entry's name (validateFileName): outside the archive's root. */
const UNSAFE_NAME = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/s;

/** Which bound an entry's unpacked size has, by what it is. */
const boundOf = (name: string) =>
  name === MANIFEST ? LIMITS.manifestBytes : name.startsWith('uploads/') ? LIMITS.uploadBytes : Infinity;

/**
 * Opens the archive and reads its directory: every entry's name (yauzl refuses `../x` and
 * absolute paths; anything a backup does not write is refused too) and its sizes, against
 * LIMITS, before a byte of any entry is unpacked. yauzl then refuses an entry that unpacks to
 * more than the directory says.
 */
async function openArchive(file: string): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: true });
  } catch {
    throw new BackupError(REFUSED.notZip(file));
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > LIMITS.entries) throw new BackupError(REFUSED.entries(zip.entryCount));
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const { fileName: name, uncompressedSize: size, compressedSize: packed } = entry;
      if (!isArchiveName(name) || entries.has(name)) throw new BackupError(REFUSED.unexpected(name));
      if (size > boundOf(name)) throw new BackupError(REFUSED.tooLarge(name, size, boundOf(name)));
      if (size > 1 << 20 && size > LIMITS.ratio * packed) throw new BackupError(REFUSED.ratio(name));
      total += size;
      if (total > LIMITS.totalBytes) throw new BackupError(REFUSED.total(total));
      entries.set(name, entry);
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

/** An upload's bytes (at most LIMITS.uploadBytes, checked in the directory). */
async function readAll(zip: ZipFile, entry: Entry, sha256: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks(zip, entry, sha256)) parts.push(chunk);
  return Buffer.concat(parts);
}

const NEWLINE = 0x0a;

/**
 * The lines of an entry, as they come: each chunk is searched once for its newlines (a newline
 * byte is never part of another UTF-8 character), and a line longer than LIMITS.lineBytes is
 * refused as soon as it is.
 */
async function* lines(chunks: AsyncIterable<Buffer>, name: string): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of chunks) {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      if (pendingBytes + end - start > LIMITS.lineBytes) throw new BackupError(REFUSED.line(name));
      pending.push(chunk.subarray(start, end));
      yield Buffer.concat(pending).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    pendingBytes += chunk.length - start;
    if (pendingBytes > LIMITS.lineBytes) throw new BackupError(REFUSED.line(name));
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pendingBytes) yield Buffer.concat(pending).toString('utf8');
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
    !isRecord(manifest.files, (sha) => typeof sha === 'string' && /^[0-9a-f]{64}$/.test(sha)) ||
    !(manifest.twoFactor === undefined || typeof manifest.twoFactor === 'boolean')
  )
    throw new BackupError(REFUSED.noManifest);
  return manifest as Manifest;
}

/**
 * Everything else that can be checked before the target is touched: the manifest, its format and
 * migration, every entry's sha256 and every data file's lines (read once here, and again as it is
 * restored).
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
  for (const [table, { table: into }] of replacedTables(dataSource))
    if (tables.some(({ tableName }) => tableName === into)) tableEntries.add(dataEntry(table));
  for (const name of entries.keys()) {
    if (name === MANIFEST) continue;
    const listed = Object.hasOwn(manifest.files, name);
    if (!listed || (name.startsWith('data/') && !tableEntries.has(name)))
      throw new BackupError(REFUSED.unexpected(name));
  }
  for (const [name, sha256] of Object.entries(manifest.files)) {
    const entry = entries.get(name);
    if (!entry) throw new BackupError(REFUSED.missing(name));
    // A data file's lines are measured here too, so that one too long is refused before the transaction.
    if (name.startsWith('data/')) for await (const _ of lines(chunks(zip, entry, sha256), name));
    else for await (const _ of chunks(zip, entry, sha256));
  }
  return { manifest, tables };
}

/**
 * Inserts one table's rows from its entry (and, for the stored files, their bytes from uploads/), or
 * in an archive made before a migration replaced the tables they were in, from theirs.
 */
async function restoreTable(
  manager: EntityManager,
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
    await restoreRows(manager, table, source, convert, zip, entries, manifest, onProgress);
}

/** Inserts the rows of the archive's table `source` into `table`, each converted by `convert` (another table's). */
async function restoreRows(
  manager: EntityManager,
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
    const archived = convert ? convert(json as Record<string, unknown>) : (json as Record<string, unknown>);
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(archived)) {
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

/** What of an account a restore may change: who signs in, with what, as whom. */
type Account = {
  id: string;
  email: string;
  passwordHash: string;
  role: string;
  totpSecret: string | null;
  tokenVersion: number;
};

/** The accounts in the target, before the restore. */
async function targetAccounts(manager: EntityManager): Promise<Account[]> {
  return manager
    .getRepository(ACCOUNTS)
    .createQueryBuilder('user')
    .select(['user.id', 'user.email', 'user.role', 'user.tokenVersion'])
    .addSelect(['user.passwordHash', 'user.totpSecret'])
    .getMany();
}

/** The accounts in the archive (read again: the file is checked already). */
async function archivedAccounts(zip: ZipFile, entries: Map<string, Entry>, manifest: Manifest, table: string) {
  const name = dataEntry(table);
  const entry = entries.get(name);
  const accounts: Array<Omit<Account, 'tokenVersion'>> = [];
  if (!entry) return accounts;
  let number = 0;
  for await (const line of lines(chunks(zip, entry, manifest.files[name]!), name)) {
    number++;
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(line) as Record<string, unknown>;
      if (typeof row !== 'object' || row === null) throw new Error('bir nesne değil');
    } catch {
      throw new BackupError(REFUSED.row(name, number, 'JSON nesnesi değil'));
    }
    accounts.push({
      id: String(row.id),
      email: String(row.email),
      passwordHash: String(row.passwordHash),
      role: String(row.role),
      totpSecret: (row.totpSecret as string | undefined) ?? null,
    });
  }
  return accounts;
}

/** What the archive would change of the target's accounts, one phrase each (none: the same accounts). */
function accountChanges(before: Account[], after: Array<Omit<Account, 'tokenVersion'>>): string[] {
  if (!before.length) return [];
  const archived = new Map(after.map((account) => [account.id, account]));
  const changes: string[] = [];
  const byEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1);
  for (const account of [...before].sort(byEmail)) {
    const next = archived.get(account.id);
    if (!next) {
      changes.push(`${account.email} silinir`);
      continue;
    }
    const what: string[] = [];
    if (next.email !== account.email) what.push(`e-postası ${next.email} olur`);
    if (next.passwordHash !== account.passwordHash) what.push('şifresi yedektekine döner');
    if (next.role !== account.role) what.push(`rolü ${next.role} olur`);
    if (account.totpSecret && !next.totpSecret) what.push('iki adımlı doğrulaması kapanır');
    else if (next.totpSecret !== account.totpSecret) what.push('iki adımlı doğrulaması yedektekine döner');
    if (what.length) changes.push(`${account.email}: ${what.join(', ')}`);
  }
  const known = new Set(before.map((account) => account.id));
  for (const account of [...after].sort(byEmail)) if (!known.has(account.id)) changes.push(`${account.email} eklenir`);
  return changes;
}

/**
 * An encrypted archive (encryption.ts) unpacked to a file of its own beside the system's
 * temporary files (readable by this user only), which `remove` deletes; a plain one as it is.
 */
async function plainArchive(
  file: string,
  passphrase: string | undefined,
): Promise<{ zipFile: string; remove: () => void }> {
  if (!isEncrypted(file)) return { zipFile: file, remove: () => undefined };
  if (passphrase === undefined) throw new BackupError(REFUSED.encrypted);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'geri-yukle-'));
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  const zipFile = path.join(folder, 'yedek.zip');
  try {
    await pipeline(fs.createReadStream(file), decrypting(passphrase), fs.createWriteStream(zipFile, { mode: 0o600 }));
  } catch (error) {
    remove();
    if (error instanceof AgeError) throw new BackupError(REFUSED.passphrase);
    throw error;
  }
  return { zipFile, remove };
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
  const { zipFile, remove } = await plainArchive(file, passphrase);
  try {
    const { zip, entries } = await openArchive(zipFile);
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
        const accounts = manager.connection.getMetadata(ACCOUNTS).tableName;
        const before = await targetAccounts(manager);
        const changes = accountChanges(before, await archivedAccounts(zip, entries, manifest, accounts));
        if (changes.length && !replaceAccounts) throw new BackupError(REFUSED.accounts(changes));
        for (const table of [...tables].reverse()) await manager.query(`DELETE FROM ${driver.escape(table.tableName)}`);
        for (const table of tables) await restoreTable(manager, table, zip, entries, manifest, onProgress);
        for (const { id, tokenVersion } of before) {
          await manager
            .createQueryBuilder()
            .update(ACCOUNTS)
            .set({ tokenVersion })
            .where('id = :id AND tokenVersion < :tokenVersion', { id, tokenVersion })
            .callListeners(false)
            .execute();
        }
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
