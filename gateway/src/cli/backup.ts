import 'reflect-metadata';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { BACKUP_RULES, checkText } from '@portfolio/content-rules';
import { ConfigError, loadConfig } from '../core/config';
import { describeDatabase } from '../core/db/data-source';
import { openDatabase } from '../database';
import { modules } from '../modules';
import { BackupError } from '../modules/backup/archive';
import { writeBackup } from '../modules/backup/backup';
import { readPassphrase } from './passphrase';

export const USAGE = `Kullanım: npm run backup -- DOSYA.zip [--encrypt]

Sitenin tüm içeriğini (yazılar, sürümleri, hakkımda, ayarlar, mesajlar, hesaplar, yüklenen dosyalar)
tek bir zip dosyasına yazar. Hesapların iki adımlı doğrulama anahtarları ve kurtarma kodları yalnızca
--encrypt ile yazılır: yedek o zaman bir parolayla (age) şifrelenir; parola BACKUP_PASSPHRASE ortam
değişkeninden okunur ya da sorulur. Geri yüklemek için: npm run restore -- DOSYA.zip`;

/** Writes the backup to `file` (through `file.part`, renamed at the end: never half a backup under its name). */
export async function runBackup(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { encrypt: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const file = positionals[0]!;
  let passphrase: string | undefined;
  if (values.encrypt) {
    passphrase = (await readPassphrase('Yedek parolası (en az 12 karakter): ')) ?? '';
    const weak = checkText(BACKUP_RULES.passphrase, passphrase);
    if (weak) throw new BackupError(weak);
  }
  const { database } = loadConfig();
  const dataSource = await openDatabase(database);
  const part = `${file}.part`;
  try {
    const manifest = await writeBackup(dataSource, modules, fs.createWriteStream(part, { mode: 0o600 }), {
      passphrase,
    });
    fs.renameSync(part, file);
    const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
    const files = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length;
    return [
      `Yedek yazıldı: ${file} (${describeDatabase(database)}; ${rows} satır, ${files} dosya)`,
      passphrase === undefined
        ? 'İki adımlı doğrulama anahtarları ve kurtarma kodları yedekte yok (onlarla birlikte, şifreli: --encrypt).'
        : 'Yedek parolayla şifrelendi; iki adımlı doğrulama anahtarları ve kurtarma kodları içinde.',
    ].join('\n');
  } catch (error) {
    fs.rmSync(part, { force: true });
    throw error;
  } finally {
    await dataSource.destroy();
  }
}

export function fail(error: unknown): never {
  const known =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}

if (require.main === module) {
  runBackup(process.argv.slice(2)).then((message) => console.log(message), fail);
}
