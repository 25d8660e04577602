import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config';
import { describeDatabase } from '../core/db/data-source';
import { connect } from '../database';
import { modules } from '../modules';
import { BackupError } from '../modules/backup/archive';
import { restoreBackup } from '../modules/backup/restore';
import { fail } from './backup';

export const USAGE = `Kullanım: npm run restore -- DOSYA.zip [--replace]

Bir yedeği (npm run backup ya da yönetim panelindeki 'Yedek indir') DATABASE_URL'deki veritabanına
yükler: SQLite ya da MySQL/MariaDB, hangisinden alınmış olursa olsun. Hedef boş olmalıdır;
--replace verilirse içeriği yedekteki ile değiştirilir. Bir hata olursa hedef olduğu gibi kalır.`;

export async function runRestore(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const file = positionals[0]!;
  const { database } = loadConfig();
  const dataSource = await connect(database);
  try {
    const manifest = await restoreBackup(dataSource, file, { replace: values.replace, modules });
    const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
    const files = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length;
    return `Geri yüklendi: ${file} → ${describeDatabase(database)} (${rows} satır, ${files} dosya; ${manifest.createdAt} tarihli yedek)`;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  runRestore(process.argv.slice(2)).then((message) => console.log(message), fail);
}
