import type { Config } from './core/config';
import * as kernel from './core/db/data-source';
import type { Logger } from './core/logger';
import { entities, migrations } from './modules';

/** The app's database: the kernel's connection (core/db/data-source.ts) with every module's entities and migrations. */
const schema = { entities, migrations };

export const connect = (database: Config['database']) => kernel.connect(database, schema);

/** Connects and brings the schema up to date, as every start does. */
export const openDatabase = (database: Config['database'], log?: Logger) => kernel.openDatabase(database, schema, log);
