// The owner's mail: each contact message's mail timed to a real SMTP server, and a long outage of
// that server (gateway/test/support/mail-bench.ts). For `npm run bench` (and `npm run bench -- mail` alone).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { measuredOn } from './benchmarks.mjs';
import { root } from './site.mjs';

const require = createRequire(import.meta.url);
const ms = (value) => `${Math.round(value)} ms`;
const span = (seconds) => (seconds % 60 ? `${seconds} s` : `${seconds / 60} min`);
const at = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

export async function mailBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-mail-'));
  const out = path.join(dir, 'report.json');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), '--tsconfig', 'gateway/tsconfig.json', 'gateway/test/support/mail-bench.ts', out],
    { cwd: root, env: { ...inherited, TEST_DB: 'sqlite' }, stdio: 'inherit' },
  );
  await new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('mail-bench.ts failed')))),
  );
  const { latencies, outage } = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  const once = outage.copies.filter((copies) => copies === 1).length;
  return [
    `Measured by \`npm run bench -- mail\` ${measuredOn()} (gateway/test/support/mail-bench.ts): a gateway over SQLite with`,
    "the outbox's own waits (mail/outbox.ts: a look every 5 s, retries 5 s, 10 s, 20 s… at most a minute apart, all at once when one goes) and",
    `a real SMTP server in process. ${latencies.length} messages one after another, each timed from the visitor's answer to its`,
    `mail at the server; then the server down for ${span(outage.seconds)} while ${outage.messages} messages come, each answered at once,`,
    "and the time from its return until their mails came. Goals (issue 'Owner data'): a mail ≤ 5 s after its",
    'message; after 10 minutes down, every mail delivered once.',
    '',
    '| mail after its message: p50 / p95 / slowest | server down | attempts of the first mail while down | after its return, all mails in | each once |',
    '|---:|---:|---:|---:|---:|',
    `| ${ms(at(latencies, 0.5))} / ${ms(at(latencies, 0.95))} / ${ms(Math.max(...latencies))} | ${span(outage.seconds)} | ${outage.firstAttempts} | ${ms(Math.max(...outage.after))} | ${once} of ${outage.messages} |`,
  ];
}
