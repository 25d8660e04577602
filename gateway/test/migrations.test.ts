import type { DataSource } from 'typeorm';
import { migrate } from '../src/db/data-source';
import { migrations } from '../src/db/migrations';
import { connectEmpty, testDb } from './support/db';

const TABLES = [
  'about',
  'blog_posts',
  'contact_messages',
  'experiences',
  'recovery_codes',
  'settings',
  'social_links',
  'stored_files',
  'users',
];

async function tableNames(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const present = await Promise.all(TABLES.map((table) => runner.hasTable(table)));
    return TABLES.filter((_, index) => present[index]);
  } finally {
    await runner.release();
  }
}

const NAMES = migrations.map((Migration) => new Migration().name);

describe(`migrations (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await connectEmpty());
  });
  afterAll(() => drop());

  it('create every table from an empty database', async () => {
    expect(await tableNames(dataSource)).toEqual([]);
    expect(await migrate(dataSource)).toEqual(NAMES);
    expect(await tableNames(dataSource)).toEqual(TABLES);
  });

  it('leave nothing for the entities to change: migrations and entities describe the same schema', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('are idempotent: a second run applies nothing and changes nothing', async () => {
    expect(await migrate(dataSource)).toEqual([]);
    expect(await tableNames(dataSource)).toEqual(TABLES);
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('can be reverted to empty and applied again', async () => {
    for (const _ of NAMES) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tableNames(dataSource)).toEqual([]);
    expect(await migrate(dataSource)).toEqual(NAMES);
    expect(await tableNames(dataSource)).toEqual(TABLES);
  });
});
