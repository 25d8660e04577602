import 'reflect-metadata';
import { ConfigError, loadConfig } from '../core/config';
import { describeDatabase, migrate } from '../core/db/data-source';
import { connect } from '../database';

/** `npm run migrate`: applies pending migrations (the gateway also does this at every start). */
async function main(): Promise<void> {
  const { database } = loadConfig();
  const dataSource = await connect(database);
  try {
    const applied = await migrate(dataSource);
    console.log(
      applied.length
        ? `${describeDatabase(database)}: uygulandı: ${applied.join(', ')}`
        : `${describeDatabase(database)}: şema güncel, bekleyen migration yok.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
