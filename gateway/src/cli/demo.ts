import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config';
import { describeDatabase } from '../core/db/data-source';
import { openDatabase } from '../database';
import { seedDemo } from '../seed';
import { createLogger } from '../core/logger';

/**
 * `npm run demo`: fills an empty database with the Turkish demo content, in any mode. A development
 * start does this by itself; production never does, so a production site (a demo, a Lighthouse run)
 * gets it only by this explicit command. A database that holds any content is left as it is.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  try {
    const seeded = await seedDemo(dataSource, createLogger({ ...config, logLevel: 'silent' }));
    console.log(
      seeded
        ? `${describeDatabase(config.database)}: Türkçe demo içerik eklendi.`
        : `${describeDatabase(config.database)}: veritabanında zaten içerik var; hiçbir şey değiştirilmedi.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
