// `npm run bench`: what a visitor's browser downloads before a public page works — JavaScript
// (gzip and brotli) per route — as a ratio to a baseline built in the same run: a bare
// React 19 page with the same Vite. Writes BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const frontend = path.join(root, 'frontend');

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const brotli = (buffer) => zlib.brotliCompressSync(buffer).length;

/** Every JS file a manifest entry needs at load: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function measure(dist, keys, manifest) {
  const files = new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gz += gzip(bytes);
    br += brotli(bytes);
  }
  return { files: files.size, raw, gz, br };
}

// The site as shipped.
run('npm', ['run', 'build', '-w', 'frontend']);
const dist = path.join(frontend, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const pageKey = (name) => Object.keys(manifest).find((key) => key.endsWith(`/${name}.tsx`));
const routes = [
  ['/', 'HomePage'],
  ['/about', 'AboutPage'],
  ['/blog', 'BlogListPage'],
  ['/blog/{id}', 'BlogDetailPage'],
  ['/contact', 'ContactPage'],
];
const results = routes.map(([route, page]) => {
  const keys = closure(manifest, entry);
  closure(manifest, pageKey(page), keys);
  return { route, ...measure(dist, keys, manifest) };
});
const adminKeys = Object.keys(manifest).filter((key) => /features\/admin|editor/i.test(key));

// The baseline: a bare React page built the same way, in a temporary folder inside frontend/
// so that it resolves the same packages.
const baseDir = fs.mkdtempSync(path.join(frontend, '.bench-baseline-'));
let baseline;
try {
  fs.writeFileSync(
    path.join(baseDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  fs.writeFileSync(
    path.join(baseDir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Merhaba</h1>);\n",
  );
  run(
    'npx',
    ['vite', 'build', baseDir, '--outDir', path.join(baseDir, 'dist'), '--manifest', '--logLevel', 'warn'],
    frontend,
  );
  const baseManifest = JSON.parse(fs.readFileSync(path.join(baseDir, 'dist/.vite/manifest.json'), 'utf8'));
  const baseEntry = Object.keys(baseManifest).find((key) => baseManifest[key].isEntry);
  baseline = measure(path.join(baseDir, 'dist'), closure(baseManifest, baseEntry), baseManifest);
} finally {
  fs.rmSync(baseDir, { recursive: true, force: true });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const lines = [
  '# Benchmarks',
  '',
  `Measured by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.`,
  'Sizes are deterministic for a given lockfile; ratios compare with a baseline built in the same run.',
  '',
  '## Public first-load JavaScript',
  '',
  "What the browser downloads before a public route works: the entry chunk, the route's lazy chunk and their",
  'static imports (fonts, CSS and the API response excluded). Baseline: a bare React 19 page (`createRoot` +',
  `one \`<h1>\`) built with the same Vite: ${kb(baseline.gz)} KB gzip, ${kb(baseline.br)} KB brotli.`,
  '',
  '| route | files | raw KB | gzip KB | brotli KB | gzip ÷ baseline |',
  '|---|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| \`${r.route}\` | ${r.files} | ${kb(r.raw)} | ${kb(r.gz)} | ${kb(r.br)} | ${(r.gz / baseline.gz).toFixed(2)}× |`,
  ),
  '',
  `Admin and editor chunks in the build: ${adminKeys.length}; none of them is in any public route's first load above`,
  '(the e2e suite also checks that no admin chunk is requested on public pages).',
  '',
];
fs.writeFileSync(path.join(root, 'BENCHMARKS.md'), lines.join('\n'));
console.log(lines.join('\n'));
