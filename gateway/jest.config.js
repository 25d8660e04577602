// @ts-check
/**
 * Two projects run the same database tests: `sqlite` (a temporary file per test file) and
 * `mysql` (a throwaway MariaDB/MySQL server started by the set-up, a database per test file).
 * A module's tests sit in its folder and run in both when they open a database (`UNIT_TESTS`
 * below); unit tests elsewhere under src/ (and the shared rules' under packages/content-rules/src/)
 * run once, with the sqlite project.
 */
const fs = require('node:fs');
const path = require('node:path');
const { findMysqlServer } = require('./test/support/mysql-server');

const mysqlAvailable = Boolean(process.env.TEST_MYSQL_URL || findMysqlServer());
if (!mysqlAvailable) {
  const message =
    'MySQL/MariaDB testleri ATLANDI: sunucu programı (mariadbd/mysqld) bulunamadı. ' +
    'Kurmak için: sudo apt-get install -y mariadb-server — ya da TEST_MYSQL_URL=mysql://user:pass@host:3306 verin.';
  if (process.env.CI === 'true') throw new Error(`${message} CI=true altında bu bir hatadır.`);
  process.stderr.write(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n\n`);
}

/**
 * Packages published only as ES modules, which the code `require`s (node does since 20.19) but jest's
 * own `require` cannot load before Node 24.9: compiled to CommonJS for the tests. lowlight and
 * hast-util-to-html (core/highlight-code.ts) and what they import; and @react-email/render (the
 * subscribers' mails), whose CommonJS build loads react-dom/server with `import()`, which jest's
 * CommonJS runs only under --experimental-vm-modules.
 */
const ES_MODULES = [
  'lowlight',
  'devlop',
  'hast-util-to-html',
  'hast-util-whitespace',
  'html-void-elements',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'stringify-entities',
  'character-entities-html4',
  'character-entities-legacy',
  'ccount',
  'zwitch',
  '@react-email/render',
  'structured-field-values',
].join('|');

/** @type {import('jest').Config} */
const common = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
    [`/node_modules/(${ES_MODULES})/.+\\.c?js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULES})/)`],
  // The shared rules from source: no build needed before the tests.
  moduleNameMapper: { '^@portfolio/content-rules$': '<rootDir>/../packages/content-rules/src/index.ts' },
};

/**
 * Tests that measure the gateway's processor time and memory (`*.alone.test.ts`) run in a jest of
 * their own, one file at a time with nothing else on the machine's cores and no earlier test file's
 * leftovers in the process: `JEST_ALONE=1` runs them and only them (scripts/test.mjs does, after the
 * other suites); without it they are left out.
 */
const alone = process.env.JEST_ALONE === '1';
const ALONE = '\\.alone\\.test\\.ts$';
const onlyAlone = (patterns) =>
  alone ? patterns.map((pattern) => pattern.replace(/\.test\.ts$/, '.alone.test.ts')) : patterns;

/**
 * Test files that issue no SQL of their own: what they check (a log line, a header, a cookie, the
 * HTTP boundary, a document's size or shape, the schema's classification, the pacing of a client)
 * cannot come out differently on another database, so they run on SQLite only. A file that
 * reads or writes data for what it checks runs on both.
 */
const ONE_DATABASE = [
  'closed-by-default', // every field's protection, refused before any resolver runs
  'documents', // the tracked files' references to docs/: no database at all
  'editor-markup', // the editor's recorded output through the sanitiser: no database at all
  'fair-use', // the per-address pacing, kept in memory
  'graphql-content-blog-body', // the body-size limit and malformed JSON, refused before GraphQL
  'graphql-limits', // a document's depth, tokens, aliases and cost, refused before it runs
  'graphql-limits-production', // introspection, suggestions and failures in production, refused before any SQL
  'graphql-limits-sandbox', // the GraphQL sandbox page and its headers
  'logs', // what a started gateway prints
  'rest-routes-table', // which routes exist and their OpenAPI rows
  'rest-security', // the security headers of every kind of answer, the API's documentation
  'session-cookie', // the session cookie's attributes and the CSRF header rule
  'transport-hardening', // broken bodies, prototype keys and cut connections at the HTTP boundary
].map((name) => `/test/${name}\\.test\\.ts$`);

/**
 * A module's tests sit in its folder (src/modules/<name>/). Those that open a database (through
 * test/support's db, app or services) run on both; the others, unit tests of code that reads no
 * database (the sanitiser, the highlighter, a bitset), on SQLite only.
 */
const MODULES = path.join(__dirname, 'src/modules');
const UNIT_TESTS = fs
  .readdirSync(MODULES, { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => !/test\/support\/(db|app|services)'/.test(fs.readFileSync(path.join(MODULES, file), 'utf8')))
  .map((file) => `/src/modules/${file.split(path.sep).join('/').replace(/\./g, '\\.')}$`);

/** @type {import('jest').Config} */
module.exports = {
  // Global: jest ignores testTimeout inside a project. Tests that spawn processes need the room on busy machines.
  testTimeout: 30_000,
  // The files' work is mostly waiting (for a database, a child gateway, the network): one worker per
  // core keeps both cores busy (jest's default leaves one idle).
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'sqlite',
      // The shared rules' unit tests run here too: the package has no test runner of its own.
      roots: ['<rootDir>', '<rootDir>/../packages/content-rules/src'],
      testMatch: onlyAlone([
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/test/**/*.test.ts',
        '<rootDir>/../packages/content-rules/src/**/*.test.ts',
      ]),
      // `*.mysql.test.ts` need a database server (e.g. one to kill).
      testPathIgnorePatterns: ['/node_modules/', '\\.mysql\\.test\\.ts$', ...(alone ? [] : [ALONE])],
      setupFiles: ['<rootDir>/test/support/env-sqlite.js'],
    },
    ...(mysqlAvailable
      ? [
          {
            ...common,
            displayName: 'mysql',
            testMatch: onlyAlone(['<rootDir>/test/**/*.test.ts', '<rootDir>/src/modules/**/*.test.ts']),
            testPathIgnorePatterns: ['/node_modules/', ...ONE_DATABASE, ...UNIT_TESTS, ...(alone ? [] : [ALONE])],
            setupFiles: ['<rootDir>/test/support/env-mysql.js'],
            globalSetup: '<rootDir>/test/support/mysql-global-setup.js',
            globalTeardown: '<rootDir>/test/support/mysql-global-teardown.js',
          },
        ]
      : []),
  ],
};
