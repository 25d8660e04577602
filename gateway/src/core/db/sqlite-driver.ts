import { createRequire } from 'node:module';

/**
 * better-sqlite3 13 (Node-API, prebuilt for Node 22.14+), handed to TypeORM as its `driver`: TypeORM's
 * peer range stops at 12 (which aborts the process on Node 24.19+ when statements are freed:
 * nodejs/node#65446), so npm installs 13 under gateway/node_modules, where TypeORM would not look.
 */
export const sqliteDriver = (): unknown => createRequire(__filename)('better-sqlite3');
