import type { Config } from './core/config';
import * as kernel from './core/db/data-source';
import type { Logger } from './core/logger';
import { WriteHooks } from './core/writes';
import { entities, migrations, modules } from './modules';

/**
 * The app's database: the kernel's connection (core/db/data-source.ts) with every module's
 * entities and migrations, and the subscriber of their write hooks (core/writes.ts).
 */
const schema = { entities, migrations, subscribers: () => [new WriteHooks(modules)] };

export const connect = (database: Config['database']) => kernel.connect(database, schema);

/** Connects and brings the schema up to date, as every start does. */
export const openDatabase = (database: Config['database'], log?: Logger) => kernel.openDatabase(database, schema, log);
