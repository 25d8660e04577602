// @ts-check
/**
 * Two projects run the same database tests: `sqlite` (a temporary file per test file) and
 * `mysql` (a throwaway MariaDB/MySQL server started by the set-up, a database per test file).
 * Unit tests under src/ (and the shared rules' under packages/content-rules/src/) run once, with
 * the sqlite project; the service tests beside the services (src/modules/<module>/*.service.test.ts)
 * are database tests too, and run in both.
 */
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
 * hast-util-to-html (modules/blog/highlight-code.ts) and what they import.
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
].join('|');

/** @type {import('jest').Config} */
const common = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: require('node:path').join(__dirname, 'tsconfig.json') }],
    [`/node_modules/(${ES_MODULES})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULES})/)`],
  // The shared rules from source: no build needed before the tests.
  moduleNameMapper: { '^@portfolio/content-rules$': '<rootDir>/../packages/content-rules/src/index.ts' },
};

/** @type {import('jest').Config} */
module.exports = {
  // Global: jest ignores testTimeout inside a project. Tests that spawn processes need the room on busy machines.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'sqlite',
      // The shared rules' unit tests run here too: the package has no test runner of its own.
      roots: ['<rootDir>', '<rootDir>/../packages/content-rules/src'],
      testMatch: [
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/test/**/*.test.ts',
        '<rootDir>/../packages/content-rules/src/**/*.test.ts',
      ],
      // `*.mysql.test.ts` need a database server (e.g. one to kill).
      testPathIgnorePatterns: ['/node_modules/', '\\.mysql\\.test\\.ts$'],
      setupFiles: ['<rootDir>/test/support/env-sqlite.js'],
    },
    ...(mysqlAvailable
      ? [
          {
            ...common,
            displayName: 'mysql',
            testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/modules/**/*.service.test.ts'],
            setupFiles: ['<rootDir>/test/support/env-mysql.js'],
            globalSetup: '<rootDir>/test/support/mysql-global-setup.js',
            globalTeardown: '<rootDir>/test/support/mysql-global-teardown.js',
          },
        ]
      : []),
  ],
};
