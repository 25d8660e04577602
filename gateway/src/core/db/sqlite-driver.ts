import { createRequire } from 'node:module';

/**
 * The better-sqlite3 for the Node that runs the gateway; both are installed. Version 12 (V8's own
 * API, compiled at `npm install`) is the one that works on Node 20, but from Node 24.19 its
 * statements abort the process when the garbage collector frees them (`node::ObjectWrap` gained
 * cleanup hooks: nodejs/node#65446). Version 13 (Node-API, prebuilt; the alias better-sqlite3-napi)
 * works from Node 22.14 and crashes on Node 20. scripts/lib/runtime.mjs makes the same choice.
 */
export const SQLITE_PACKAGE =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

/** The chosen module, for TypeORM's `driver` option. */
export const sqliteDriver = (): unknown => createRequire(__filename)(SQLITE_PACKAGE);
