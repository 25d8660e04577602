import fs from 'node:fs';
import path from 'node:path';
import type { DataSource, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { ContentChange } from '../../cache/content-change.entity';
import type { BackupDeclaration, EntityClass, Module } from '../../core/module';
import { RateLimitCounter } from '../../core/rate-limit-counter.entity';

/**
 * The backup's one file, a zip (backup.ts writes it, restore.ts reads it):
 * - `data/<table>.jsonl`: every row of a table, one JSON object a line, sorted by primary key,
 *   keys in alphabetical order, dates as UTC ISO strings, booleans as booleans: the same content
 *   gives the same bytes whichever database it came from;
 * - `uploads/<name>`: each uploaded file's bytes (stored_files keeps them in the database; its
 *   rows in data/ carry everything else);
 * - `manifest.json`, written last: what the archive is (below).
 */
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const dataEntry = (table: string) => `data/${table}.jsonl`;
export const uploadEntry = (name: string) => `uploads/${name}`;
/** A stored file's name, as the files module makes them (and /uploads serves them). */
const UPLOAD_NAME = /^uploads\/[\w-][\w.-]*$/;

export type Manifest = {
  formatVersion: number;
  /** The gateway's version (gateway/package.json) that wrote it. */
  appVersion: string;
  /** The last migration the backed-up database had run: a restore refuses one it does not know. */
  migration: string | null;
  dialect: 'sqlite' | 'mysql';
  createdAt: string;
  /** Rows per table. */
  rows: Record<string, number>;
  /** sha256 (hex) of every other entry of the archive. */
  files: Record<string, string>;
  /**
   * Whether the accounts' two-factor state travels (the modules' `backup.secret`, BackupPlan): only
   * in an archive the owner asked for with a passphrase, which encrypts it. Absent in archives made
   * before it was asked: those carried it.
   */
  twoFactor?: boolean;
};

/**
 * What the modules declare of their tables (`Module.backup`, core/module.ts), gathered once:
 * - `leaveOut`: tables that are no content and never travel — the kernel's two here (rate_limits:
 *   counters of sign-in tries and requests under (hashes of) visitors' addresses, none of which may
 *   ever be in a backup; content_changes: the change log, what gateways must drop from their
 *   caches, where a restore writes its own row, restore.ts), and each module's, which says why;
 * - `secret`: what lets an account past two-factor sign-in. Left out of an archive unless the owner
 *   gives a passphrase, which then encrypts the archive (encryption.ts): a backup taken with a
 *   stolen session must not be a permanent way past the second factor. Restored without it, every
 *   account has two-factor sign-in off, to be set up again;
 * - `accounts`: the table a restore compares with the target's before replacing it;
 * - `files`: the uploads, whose bytes travel as `uploads/<name>`, not in their rows.
 * TypeORM's `migrations` table is no entity; what a module derives from its rows and keeps beside
 * its entities (the blog's search index) is rebuilt after a restore (`Module.restored`).
 */
export type BackupPlan = {
  leaveOut: EntityClass[];
  secretTables: EntityClass[];
  secretColumns: Array<{ entity: EntityClass; names: string[] }>;
  accounts: EntityClass;
  files: NonNullable<BackupDeclaration['files']>;
};

/** The plan of `modules`' declarations; exactly one of them names the accounts, and one the uploads. */
export function backupPlan(modules: readonly Module[]): BackupPlan {
  const declared = modules.flatMap((module) => module.backup ?? []);
  const one = <K extends 'accounts' | 'files'>(key: K): NonNullable<BackupDeclaration[K]> => {
    const found = declared.flatMap((declaration) => declaration[key] ?? []);
    if (found.length !== 1) throw new Error(`Yedek için tam bir modül ${key} bildirmeli; bildirenler: ${found.length}`);
    return found[0] as NonNullable<BackupDeclaration[K]>;
  };
  return {
    leaveOut: [RateLimitCounter, ContentChange, ...declared.flatMap((declaration) => declaration.leaveOut ?? [])],
    secretTables: declared.flatMap((declaration) => declaration.secret?.tables ?? []),
    secretColumns: declared.flatMap((declaration) => declaration.secret?.columns ?? []),
    accounts: one('accounts'),
    files: one('files'),
  };
}

/**
 * What a restore reads at most, checked in the zip's directory before any entry is read, and while
 * reading (yauzl refuses an entry longer than the directory says): a crafted archive is refused
 * with one line, never read into memory nor into the restore's transaction.
 */
export const LIMITS = {
  /** Entries in one archive: every upload is one (a photo, ten). */
  entries: 100_000,
  /** The manifest. */
  manifestBytes: 16 << 20,
  /** One upload: the largest photo taken is 20 MiB. */
  uploadBytes: 32 << 20,
  /** One row (one line of data/): a post's text is at most 1 MiB of JSON, its highlighting included. */
  lineBytes: 16 << 20,
  /** Everything, unpacked. */
  totalBytes: 16 * 2 ** 30,
  /** Unpacked bytes for each packed byte, past the first MiB of an entry: JSON lines pack ~10×, a zip bomb ~1000×. */
  ratio: 200,
};

/** A refusal, in Turkish. Nothing was written: it came before the restore's transaction, or rolled it back. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const REFUSED = {
  notZip: (file: string) => `Yedek okunamadı: ${file} geçerli bir zip dosyası değil.`,
  outsideRoot: (name: string) =>
    `Yedek reddedildi: "${name}" girdisi arşivin kökünün dışına çıkıyor (../ ya da mutlak yol).`,
  unexpected: (name: string) => `Yedek reddedildi: "${name}" girdisi bir yedekte bulunmaz ya da manifest.json'da yok.`,
  noManifest: 'Yedek reddedildi: manifest.json yok ya da okunamıyor; bu dosya bu sitenin bir yedeği değil.',
  format: (version: unknown) =>
    `Yedek reddedildi: biçim sürümü ${JSON.stringify(version)} bilinmiyor; bu sürüm yalnızca ${FORMAT_VERSION}. biçimi okuyabilir.`,
  newer: (migration: string) =>
    `Yedek reddedildi: bu uygulamanın bilmediği daha yeni bir şemadan (${migration}) alınmış; önce uygulamayı güncelleyin.`,
  checksum: (name: string) =>
    `Yedek reddedildi: "${name}" girdisinin sha256 özeti manifest.json'dakiyle uyuşmuyor; dosya bozulmuş ya da değiştirilmiş.`,
  corrupt: (name: string) => `Yedek reddedildi: "${name}" girdisi okunamıyor; dosya bozulmuş.`,
  missing: (name: string) => `Yedek reddedildi: manifest.json'da adı geçen "${name}" arşivde yok.`,
  row: (entry: string, line: number, why: string) => `Yedek reddedildi: ${entry}, ${line}. satır: ${why}`,
  count: (table: string, expected: number, found: number) =>
    `Yedek reddedildi: manifest.json ${table} için ${expected} satır diyor, arşivde ${found} satır var.`,
  notEmpty: (tables: string[]) =>
    `Hedef veritabanı boş değil (${tables.join(', ')}): yedekteki içerikle değiştirmek için --replace verin.`,
  entries: (count: number) =>
    `Yedek reddedildi: ${count} girdi var, en fazla ${LIMITS.entries} olabilir; bu dosya bu sitenin bir yedeği değil.`,
  tooLarge: (name: string, bytes: number, max: number) =>
    `Yedek reddedildi: "${name}" girdisi açılınca ${megabytes(bytes)} tutuyor, en fazla ${megabytes(max)} olabilir.`,
  ratio: (name: string) =>
    `Yedek reddedildi: "${name}" girdisi ${LIMITS.ratio} katından fazla sıkıştırılmış; bu bir yedek değil, bir zip bombası olabilir.`,
  total: (bytes: number) =>
    `Yedek reddedildi: arşiv açılınca ${megabytes(bytes)} tutuyor, en fazla ${megabytes(LIMITS.totalBytes)} olabilir.`,
  line: (name: string) =>
    `Yedek reddedildi: "${name}" girdisinde ${megabytes(LIMITS.lineBytes)} büyüklüğünü aşan bir satır var; dosya bozulmuş ya da değiştirilmiş.`,
  encrypted:
    'Yedek şifreli: açmak için yedeği indirirken verdiğiniz parolayı girin (BACKUP_PASSPHRASE ortam değişkeni ya da sorulduğunda).',
  passphrase: 'Yedek açılamadı: parola yanlış ya da şifreli dosya bozulmuş.',
  accounts: (changes: string[]) =>
    `Yedek hesapları değiştirecek: ${changes.join('; ')}. Bu hesaplarla devam etmek için --replace-accounts verin.`,
};

const megabytes = (bytes: number) => `${Math.ceil(bytes / 2 ** 20)} MB`;

/** Whether a table is the uploads' (`BackupPlan.files`). */
export const isFiles = (plan: BackupPlan, metadata: EntityMetadata) => metadata.target === plan.files.entity;

/**
 * The tables a backup carries (every one of dataSource.entityMetadatas the plan does not leave
 * out), each after the tables its foreign keys point to (the order rows are inserted in).
 */
export function contentTables(dataSource: DataSource, plan: BackupPlan): EntityMetadata[] {
  const tables = dataSource.entityMetadatas
    .filter((metadata) => metadata.tableType === 'regular' && !plan.leaveOut.includes(metadata.target as never))
    .sort((a, b) => (a.tableName < b.tableName ? -1 : 1));
  const ordered: EntityMetadata[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table.tableName) &&
        table.foreignKeys.every(
          (key) =>
            key.referencedEntityMetadata.tableName === table.tableName ||
            placed.has(key.referencedEntityMetadata.tableName),
        ),
    );
    if (!next) throw new Error('Tabloların yabancı anahtarları bir döngü oluşturuyor: yedek sırası bulunamadı');
    ordered.push(next);
    placed.add(next.tableName);
  }
  return ordered;
}

/** A table's columns as the archive writes them: in alphabetical order, the stored files' bytes left out. */
export const archivedColumns = (plan: BackupPlan, metadata: EntityMetadata): ColumnMetadata[] =>
  metadata.columns
    .filter(
      (column) => !column.isVirtualProperty && !(isFiles(plan, metadata) && column.propertyName === plan.files.bytes),
    )
    .sort((a, b) => (a.databaseName < b.databaseName ? -1 : 1));

/** The two-factor state's tables, and its columns of others' (`BackupPlan.secret…`). */
export const isTwoFactorTable = (plan: BackupPlan, metadata: EntityMetadata) =>
  plan.secretTables.includes(metadata.target as never);
export const isTwoFactorColumn = (plan: BackupPlan, metadata: EntityMetadata, column: ColumnMetadata) =>
  plan.secretColumns.some(({ entity, names }) => metadata.target === entity && names.includes(column.propertyName));

const DATES = ['datetime', 'timestamp', Date] as unknown[];
const BINARY = ['blob', 'longblob', 'mediumblob', 'tinyblob', 'binary', 'varbinary', Buffer] as unknown[];
/** Types a driver reads as a string on one database and a number on the other. */
const EXACT_NUMBERS = ['bigint', 'decimal', 'numeric'] as unknown[];

/** A column's value (as TypeORM hydrated it) as JSON writes it, the same for both databases. */
export function toJson(column: ColumnMetadata, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (EXACT_NUMBERS.includes(column.type)) return String(value);
  return value;
}

/** The reverse of toJson: a value the column takes (TypeORM's preparePersistentValue does the rest). */
export function fromJson(column: ColumnMetadata, value: unknown): unknown {
  if (value === null) return null;
  if (DATES.includes(column.type)) {
    const date = new Date(value as string);
    if (typeof value !== 'string' || Number.isNaN(date.getTime()))
      throw new Error(`${column.databaseName}: tarih değil`);
    return date;
  }
  if (BINARY.includes(column.type)) return Buffer.from(value as string, 'base64');
  return value;
}

/** Orders rows by their primary key's values (compared as numbers or as strings), whichever database sorted them. */
export function byPrimaryKey(metadata: EntityMetadata) {
  const keys = metadata.primaryColumns.map((column) => column.databaseName);
  return (a: Record<string, unknown>, b: Record<string, unknown>) => {
    for (const key of keys) {
      const [x, y] = [a[key], b[key]] as [string | number, string | number];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
}

/** Whether an archive entry's name is one a backup writes (anything else is refused). */
export const isArchiveName = (name: string) =>
  name === MANIFEST || /^data\/\w+\.jsonl$/.test(name) || UPLOAD_NAME.test(name);

/** The gateway's version, from its package.json (two folders above src/ or dist/ alike). */
export const appVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { version: string }).version;
