import 'reflect-metadata';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config';
import { describeDatabase } from '../core/db/data-source';
import { connect } from '../database';
import { modules } from '../modules';
import { BackupError, type Manifest } from '../modules/backup/archive';
import { isEncrypted } from '../modules/backup/encryption';
import { restoreBackup } from '../modules/backup/restore';
import { fail } from './backup';
import { readPassphrase } from './passphrase';

export const USAGE = `Kullanım: npm run restore -- DOSYA.zip [--replace [--replace-accounts]]

Bir yedeği (npm run backup ya da yönetim panelindeki 'Yedek indir') DATABASE_URL'deki veritabanına
yükler: SQLite ya da MySQL/MariaDB, hangisinden alınmış olursa olsun. Hedef boş olmalıdır;
--replace verilirse içeriği yedekteki ile değiştirilir. Yedekteki hesaplar hedefinkilerden farklıysa
(silinen, eklenen, şifresi ya da iki adımlı doğrulaması değişen hesap) neyin değişeceği yazılır ve
ayrıca --replace-accounts istenir. Şifreli bir yedeğin parolası BACKUP_PASSPHRASE ortam
değişkeninden okunur ya da sorulur. Bir hata olursa hedef olduğu gibi kalır.`;

/** What comes back with the archive, and what must be set up again. */
export function restoredText(manifest: Manifest): string {
  return [
    manifest.twoFactor === false
      ? 'İki adımlı doğrulama geri gelmedi (yedek parolasız alınmıştı: anahtarlar ve kurtarma kodları içinde değildi): hesaplarda kapalı; yönetim panelinin Güvenlik sayfasından yeniden kurun.'
      : 'İki adımlı doğrulama anahtarları ve kurtarma kodları yedekle geri geldi.',
    'Geri gelmeyenler: gönderilmeyi bekleyen e-postalar, son iki günün ham görüntülenmeleri ve istek sayaçları; arama dizini yeniden kuruldu. Oturumlar geri yüklemeden önceki hâlleriyle kalır: kapatılmış bir oturum yeniden açılmaz.',
  ].join('\n');
}

export async function runRestore(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      replace: { type: 'boolean', default: false },
      'replace-accounts': { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const file = positionals[0]!;
  const passphrase =
    fs.existsSync(file) && fs.statSync(file).isFile() && isEncrypted(file)
      ? await readPassphrase('Yedek parolası: ')
      : undefined;
  const { database } = loadConfig();
  const dataSource = await connect(database);
  try {
    const manifest = await restoreBackup(dataSource, file, {
      replace: values.replace,
      replaceAccounts: values['replace-accounts'],
      passphrase,
      modules,
    });
    const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
    const files = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length;
    return [
      `Geri yüklendi: ${file} → ${describeDatabase(database)} (${rows} satır, ${files} dosya; ${manifest.createdAt} tarihli yedek)`,
      restoredText(manifest),
    ].join('\n');
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  runRestore(process.argv.slice(2)).then((message) => console.log(message), fail);
}
