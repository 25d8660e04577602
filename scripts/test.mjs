// `npm test`: every check and suite of the repository, then one line `N passed, M failed`
// summed over all of them (each static check counts as one test). The suites start what they
// need themselves (a throwaway MariaDB, temporary SQLite files).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  if (step.report && fs.existsSync(step.report)) {
    const counts = step.counts(step.report);
    passed += counts.passed;
    failed += counts.failed;
    failedTests.push(...counts.failures);
    if (!ok && counts.failed === 0) failed += 1; // the runner failed outside any test
  } else {
    if (ok) passed++;
    else failed++;
  }
  if (!ok) failures.push(step.name);
}
fs.rmSync(reports, { recursive: true, force: true });

for (const text of failedTests) console.log(`\n✗ ${text}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
