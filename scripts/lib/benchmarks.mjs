// BENCHMARKS.md is written by several scripts (`npm run bench`, `npm run lighthouse`): each replaces
// only its own `## ` sections, so a run of one keeps the other's latest numbers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../BENCHMARKS.md');
const HEADER = [
  '# Benchmarks',
  '',
  'Each section says which command measured it, when, and on what. Ratios compare with a baseline measured in',
  'the same run; absolute times on these shared 2-core machines are not stable, so no test asserts them.',
];

/** "on 2026-11-24, 2 cores, Node v20.20.2" */
export const measuredOn = () =>
  `on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`;

/** Replaces (or appends) each `{ heading, lines }` section, keeping every other section as it was. */
export function updateBenchmarks(sections) {
  const text = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '';
  const existing = new Map();
  const order = [];
  for (const part of text.split(/^(?=## )/m).slice(1)) {
    const heading = part.split('\n', 1)[0].slice(3).trim();
    existing.set(heading, part.trimEnd());
    order.push(heading);
  }
  for (const { heading, lines } of sections) {
    if (!existing.has(heading)) order.push(heading);
    existing.set(heading, [`## ${heading}`, '', ...lines].join('\n').trimEnd());
  }
  const body = order.map((heading) => existing.get(heading)).join('\n\n');
  fs.writeFileSync(FILE, `${[...HEADER, '', body].join('\n')}\n`);
}
