import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { DataSource, EntityMetadata } from 'typeorm';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  BackupError,
  contentTables,
  dataEntry,
  FORMAT_VERSION,
  isArchiveName,
  LIMITS,
  MANIFEST,
  REFUSED,
  type BackupPlan,
  type Manifest,
} from './archive';
import { AgeError, decrypting, isEncrypted } from './encryption';

/*
 * Reading an archive for a restore (restore.ts), before anything is written: its directory, each
 * entry's bytes against the manifest's sha256 and LIMITS, its lines, its manifest; an encrypted
 * one unpacked first.
 */

/**
 * A table that a migration replaced with another (its `replaces`): an archive made before the
 * migration holds the old table's rows, each of which `row` turns into a row of `table` as an
 * archive of now would hold it.
 */
export type Replaced = { table: string; row: (archived: Record<string, unknown>) => Record<string, unknown> };

/** The tables the app's migrations replaced, by their old names. */
export function replacedTables(dataSource: DataSource): Map<string, Replaced> {
  const replaced = new Map<string, Replaced>();
  for (const migration of dataSource.migrations) {
    const { replaces } = migration as { replaces?: Record<string, Replaced> };
    for (const [table, into] of Object.entries(replaces ?? {})) replaced.set(table, into);
  }
  return replaced;
}

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
export async function openArchive(file: string): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: true });
  } catch {
    throw new BackupError(REFUSED.notZip(file));
  }
  const entries = new Map<string, Entry>();
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(file, 'r');
    if (zip.entryCount > LIMITS.entries) throw new BackupError(REFUSED.entries(zip.entryCount));
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const { fileName: name, uncompressedSize: size, compressedSize: packed } = entry;
      if (!isArchiveName(name) || entries.has(name)) throw new BackupError(REFUSED.unexpected(name));
      if (size > boundOf(name)) throw new BackupError(REFUSED.tooLarge(name, size, boundOf(name)));
      if (size > 1 << 20 && size > LIMITS.ratio * packed) throw new BackupError(REFUSED.ratio(name));
      total += size;
      if (total > LIMITS.totalBytes) throw new BackupError(REFUSED.total(total));
      await checkLocalRecords(zip, handle, entry);
      entries.set(name, entry);
    }
  } catch (error) {
    zip.close();
    const unsafe = UNSAFE_NAME.exec((error as Error).message);
    if (unsafe) throw new BackupError(REFUSED.outsideRoot(unsafe[2]!));
    if (error instanceof BackupError) throw error;
    throw new BackupError(REFUSED.notZip(file));
  } finally {
    await handle?.close();
  }
  return { zip, entries };
}

/** General purpose flag bit 3: the CRC and sizes follow the data, in a data descriptor (yazl writes one per entry). */
const DESCRIPTOR = 0x08;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
/** A size kept in the zip64 extra field. */
const ZIP64 = 0xffffffff;

/**
 * An entry's local header (the copy of its record written before its data), and its data descriptor
 * after the data, must agree with the zip's directory, which yauzl reads: of a local header yauzl
 * reads only the lengths, and no descriptor, so a byte changed in the rest (a time, a date, the
 * flags, the method, the name, a CRC or size) would pass unnoticed.
 */
async function checkLocalRecords(zip: ZipFile, file: fs.promises.FileHandle, entry: Entry): Promise<void> {
  const local = await zip.readLocalFileHeaderPromise(entry).catch(() => null);
  const described = Boolean(local && local.generalPurposeBitFlag & DESCRIPTOR);
  // With a descriptor the local header's CRC and sizes are zero (a size may be zip64's mark).
  const agrees = (value: number, directory: number, zip64 = true) =>
    described ? value === 0 || (zip64 && value === ZIP64) : value === directory || (zip64 && value === ZIP64);
  let same =
    local !== null &&
    local.versionNeededToExtract === entry.versionNeededToExtract &&
    local.generalPurposeBitFlag === entry.generalPurposeBitFlag &&
    local.compressionMethod === entry.compressionMethod &&
    local.lastModFileTime === entry.lastModFileTime &&
    local.lastModFileDate === entry.lastModFileDate &&
    local.fileName.equals(entry.fileNameRaw) &&
    agrees(local.crc32, entry.crc32, false) &&
    agrees(local.compressedSize, entry.compressedSize) &&
    agrees(local.uncompressedSize, entry.uncompressedSize);
  if (same && described) {
    const descriptor = Buffer.alloc(24);
    const { bytesRead } = await file.read(descriptor, 0, 24, local!.fileDataStart + entry.compressedSize);
    const at = descriptor.readUInt32LE(0) === DESCRIPTOR_SIGNATURE ? 4 : 0;
    const short = bytesRead >= at + 12 && descriptor.readUInt32LE(at + 4) === entry.compressedSize;
    same =
      bytesRead >= at + 12 &&
      descriptor.readUInt32LE(at) === entry.crc32 &&
      (short
        ? descriptor.readUInt32LE(at + 8) === entry.uncompressedSize
        : bytesRead >= at + 20 &&
          Number(descriptor.readBigUInt64LE(at + 4)) === entry.compressedSize &&
          Number(descriptor.readBigUInt64LE(at + 12)) === entry.uncompressedSize);
  }
  if (!same) throw new BackupError(REFUSED.corrupt(entry.fileName));
}

/** An entry's bytes chunk by chunk; at the end its sha256 must be the manifest's, its CRC-32 the zip's. */
export async function* chunks(zip: ZipFile, entry: Entry, sha256: string): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let crc = 0;
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
    crc = zlib.crc32(next.value, crc);
    yield next.value;
  }
  if (hash.digest('hex') !== sha256) throw new BackupError(REFUSED.checksum(entry.fileName));
  // The bytes are the manifest's; a changed CRC in the zip's directory is a damaged archive still.
  if (crc !== entry.crc32) throw new BackupError(REFUSED.corrupt(entry.fileName));
}

/** An upload's bytes (at most LIMITS.uploadBytes, checked in the directory). */
export async function readAll(zip: ZipFile, entry: Entry, sha256: string): Promise<Buffer> {
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
export async function* lines(chunks: AsyncIterable<Buffer>, name: string): AsyncGenerator<string> {
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

export function readManifest(value: unknown): Manifest {
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
export async function check(
  dataSource: DataSource,
  plan: BackupPlan,
  zip: ZipFile,
  entries: Map<string, Entry>,
): Promise<{ manifest: Manifest; tables: EntityMetadata[] }> {
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw new BackupError(REFUSED.noManifest);
  let bytes: Buffer;
  try {
    const stream = await zip.openReadStreamPromise(manifestEntry);
    const parts: Buffer[] = [];
    for await (const chunk of stream) parts.push(chunk as Buffer);
    bytes = Buffer.concat(parts);
  } catch {
    throw new BackupError(REFUSED.noManifest);
  }
  // The manifest holds every other entry's sha256; its own bytes are checked by the zip's CRC-32,
  // which yauzl does not verify: a changed byte may still parse (a key renamed, a digit changed).
  if (zlib.crc32(bytes) !== manifestEntry.crc32) throw new BackupError(REFUSED.corrupt(MANIFEST));
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(REFUSED.noManifest);
  }
  const manifest = readManifest(parsed);
  const known = dataSource.migrations.map((migration) => migration.name);
  if (manifest.migration !== null && !known.includes(manifest.migration))
    throw new BackupError(REFUSED.newer(manifest.migration));

  const tables = contentTables(dataSource, plan);
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
 * An encrypted archive (encryption.ts) unpacked to a file of its own beside the system's
 * temporary files (readable by this user only), which `remove` deletes; a plain one as it is.
 */
export async function plainArchive(
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
