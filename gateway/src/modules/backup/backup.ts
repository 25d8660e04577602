import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';
import { ZipFile } from 'yazl';
import { dialect } from '../../core/db/dialect';
import {
  appVersion,
  archivedColumns,
  byPrimaryKey,
  contentTables,
  dataEntry,
  FILES,
  FORMAT_VERSION,
  isFiles,
  MANIFEST,
  toJson,
  uploadEntry,
  type Manifest,
} from './archive';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A table's rows as `data/<table>.jsonl` (archive.ts): one table in memory at a time. */
async function tableLines(runner: QueryRunner, metadata: EntityMetadata): Promise<{ bytes: Buffer; rows: number }> {
  const { driver } = runner.connection;
  const columns = archivedColumns(metadata);
  const raw: Record<string, unknown>[] = await runner.query(
    `SELECT ${columns.map((column) => driver.escape(column.databaseName)).join(', ')} FROM ${driver.escape(metadata.tableName)}`,
  );
  const rows = raw.map((row) =>
    Object.fromEntries(
      columns.map((column) => [
        column.databaseName,
        toJson(column, driver.prepareHydratedValue(row[column.databaseName], column)),
      ]),
    ),
  );
  rows.sort(byPrimaryKey(metadata));
  return { bytes: Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''), 'utf8'), rows: rows.length };
}

/**
 * Writes a backup of `dataSource` to `output` (a file, a response) as one zip (archive.ts), and
 * returns its manifest. Everything is read in one transaction, so the archive is one moment of the
 * site; entries are produced one at a time as the zip is written (a table's rows, or one file), so
 * neither the archive nor all the uploads are ever held in memory. On SQLite the transaction has
 * the one connection to itself while it lasts: write to a file, not to a slow client.
 */
export async function writeBackup(dataSource: DataSource, output: Writable): Promise<Manifest> {
  const createdAt = new Date();
  const runner = dataSource.createQueryRunner();
  await runner.startTransaction();
  try {
    const tables = contentTables(dataSource);
    const [last] = (await runner.query(
      `SELECT name FROM ${dataSource.driver.escape('migrations')} ORDER BY ${dataSource.driver.escape('timestamp')} DESC LIMIT 1`,
    )) as Array<{ name: string }>;
    const manifest: Manifest = {
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      migration: last?.name ?? null,
      dialect,
      createdAt: createdAt.toISOString(),
      rows: {},
      files: {},
    };
    const files = tables.find(isFiles)!;
    const names = (
      (await runner.query(
        `SELECT ${dataSource.driver.escape(FILES.name)} AS name FROM ${dataSource.driver.escape(files.tableName)}`,
      )) as Array<{ name: string }>
    )
      .map(({ name }) => name)
      .sort();

    const zip = new ZipFile();
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    const written = finished(zip.outputStream.pipe(output));
    /** An entry whose bytes are made when the zip comes to it, hashed into the manifest. */
    const add = (name: string, make: () => Promise<Buffer>, compress = true) =>
      zip.addReadStreamLazy(name, { mtime: createdAt, compress }, (callback) => {
        make().then(
          (bytes) => {
            if (name !== MANIFEST) manifest.files[name] = sha256(bytes);
            callback(null, Readable.from([bytes]));
          },
          (error: unknown) => callback(error, Readable.from([])),
        );
      });

    for (const table of tables) {
      add(dataEntry(table.tableName), async () => {
        const { bytes, rows } = await tableLines(runner, table);
        manifest.rows[table.tableName] = rows;
        return bytes;
      });
    }
    for (const name of names) {
      // Photos and PDFs are compressed already.
      add(
        uploadEntry(name),
        async () => {
          const [row] = (await runner.query(
            `SELECT ${dataSource.driver.escape(FILES.bytes)} AS bytes FROM ${dataSource.driver.escape(files.tableName)} WHERE ${dataSource.driver.escape(FILES.name)} = ?`,
            [name],
          )) as Array<{ bytes: Buffer }>;
          return Buffer.from(row!.bytes);
        },
        false,
      );
    }
    // Last: by the time the zip comes to it, every other entry has been made and hashed.
    add(MANIFEST, async () => Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    zip.end();
    await Promise.race([written, failed]);
    return manifest;
  } catch (error) {
    output.destroy();
    throw error;
  } finally {
    // It only read.
    await runner.rollbackTransaction();
    await runner.release();
  }
}
