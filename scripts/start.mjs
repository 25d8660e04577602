// `npm start`: builds whatever is missing or older than its sources, then runs the gateway.
// Works the same in development and production mode (NODE_ENV), after a plain `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_ENV, GATEWAY_NODE_FLAGS } from './lib/gateway.mjs';
import { nativeProblem, onSupportedNode } from './lib/runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await onSupportedNode();
const problem = nativeProblem();
if (problem) {
  console.error(`SQLite modülü Node ${process.version} ile yüklenemiyor (${problem}); README, "Node sürümleri".`);
  process.exit(1);
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Newest modification time of a file, or of any file under a folder (0 when missing). */
function newest(file) {
  if (!fs.existsSync(file) || !fs.statSync(file).isDirectory()) return mtime(file);
  let time = 0;
  for (const entry of fs.readdirSync(file, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, mtime(path.join(entry.parentPath, entry.name)));
  }
  return time;
}

/** The shared rules: the gateway runs their compiled dist, the site bundles their source. */
const rules = ['packages/content-rules/src', 'packages/content-rules/package.json'];

/** Each workspace: what it builds from, the file that proves a build, how to build it. */
const builds = [
  {
    name: '@portfolio/content-rules',
    sources: [...rules, 'packages/content-rules/tsconfig.json', 'packages/content-rules/tsconfig.build.json'],
    stamp: 'packages/content-rules/dist/index.js',
  },
  {
    name: 'gateway',
    sources: ['gateway/src', 'gateway/package.json', 'gateway/tsconfig.json'],
    stamp: 'gateway/dist/main.js',
  },
  {
    name: 'frontend',
    sources: [
      ...rules,
      'frontend/src',
      'frontend/public',
      'frontend/build',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/package.json',
    ],
    // The server renderer is built last: its bundle proves both halves of the site.
    stamp: 'frontend/dist/server/entry-server.cjs',
  },
];

for (const build of builds) {
  const stamp = mtime(path.join(root, build.stamp));
  const sources = Math.max(...build.sources.map((source) => newest(path.join(root, source))));
  if (stamp > 0 && stamp >= sources) continue;
  console.log(`> ${build.name} derleniyor…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.utimesSync(path.join(root, build.stamp), new Date(), new Date());
}

// Run the gateway as a child that receives our signals, so SIGTERM/SIGINT stop it gracefully.
const gateway = spawn(
  process.execPath,
  ['--enable-source-maps', ...GATEWAY_NODE_FLAGS, path.join(root, 'gateway/dist/main.js')],
  { cwd: root, stdio: 'inherit', env: { ...GATEWAY_ENV, ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
