// Phone photos: a 24-megapixel JPEG uploaded through `uploadImage` on a real gateway while a reader
// reads the blog list, against that reader's latency with nothing else running, in the same run
// (gateway/test/support/photo-bench.ts). For `npm run bench` (and `npm run bench -- photos` alone).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { measuredOn } from './benchmarks.mjs';
import { root } from './site.mjs';

const require = createRequire(import.meta.url);
const ms = (value) => `${Math.round(value)} ms`;

export async function photosBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-photos-'));
  const out = path.join(dir, 'report.json');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), '--tsconfig', 'gateway/tsconfig.json', 'gateway/test/support/photo-bench.ts', out],
    { cwd: root, env: { ...inherited, TEST_DB: 'sqlite' }, stdio: 'inherit' },
  );
  await new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('photo-bench.ts failed')))),
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  const sorted = [...report.uploads].sort((a, b) => a - b);
  const { baseline, during } = report.reads;
  return [
    `Measured by \`npm run bench -- photos\` ${measuredOn()} (gateway/test/support/photo-bench.ts): a 24-megapixel`,
    `phone JPEG (6000 × 4000, ${(report.photoBytes / 1024 / 1024).toFixed(1)} MiB, EXIF orientation 6 and a GPS position) uploaded through`,
    `\`uploadImage\` on a gateway over SQLite, ${report.uploads.length} times one after another, each answered once it is stored: upright, with no`,
    'metadata, as AVIF and WebP at 480, 800, 1200 and 1600 pixels wide and a 1200-wide JPEG (files/photos.ts; the',
    'tests read the tags back with exifr). Meanwhile a reader asks for `/api/blogs` over and over; the baseline is',
    "the same reader with nothing else running, in the same run. Goal (issue 'Author tools'): ≤ 3 s a photo on 2",
    'cores, without blocking other requests.',
    '',
    '| upload of one photo (p50) | slowest | reader p50 / p95, alone (baseline) | reader p50 / p95, during the uploads | reads served during them |',
    '|---:|---:|---:|---:|---:|',
    `| ${ms(sorted[Math.floor(sorted.length / 2)])} | ${ms(sorted.at(-1))} | ${ms(baseline.p50)} / ${ms(baseline.p95)} | ${ms(during.p50)} / ${ms(during.p95)} | ${during.n} |`,
  ];
}
