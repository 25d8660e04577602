// @ts-check
/**
 * A throwaway MariaDB/MySQL server for the tests, started from the installed binary (Debian's
 * mariadb-server puts `mariadbd` in /usr/sbin): a temporary data directory, a free port on
 * 127.0.0.1, and a user `test` that may create and drop `test_%` databases. Plain JavaScript
 * because jest.config.js decides with it whether the MySQL half can run at all.
 */
const { execFile, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const run = promisify(execFile);
const SEARCH_PATH = [
  ...(process.env.PATH ?? '').split(path.delimiter),
  '/usr/sbin',
  '/usr/local/sbin',
  '/usr/local/mysql/bin',
];

/** @param {string[]} names @returns {string | undefined} */
function which(names) {
  for (const name of names) {
    for (const dir of SEARCH_PATH) {
      const file = path.join(dir, name);
      if (dir && fs.existsSync(file)) return file;
    }
  }
  return undefined;
}

/** The installed server binary, or undefined. */
const findMysqlServer = () => which(['mariadbd', 'mysqld']);

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * @typedef {{
 *   url: string,
 *   stop: () => Promise<void>,
 *   kill: () => Promise<void>,
 *   restart: () => Promise<void>,
 * }} MysqlServer
 */

/**
 * @param {string} binary
 * @param {{ durable?: boolean }} [options] `durable`: flush the redo log at every commit, so that a
 *   killed server loses no committed transaction (the shared test server trades that for speed).
 * @returns {Promise<MysqlServer>}
 */
async function startMysqlServer(binary, { durable = false } = {}) {
  // A server that may lose what it wrote keeps its files in memory when the machine has a tmpfs there:
  // every CREATE TABLE of a test's migrations is then no disk flush at all.
  const base = !durable && fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const dir = fs.mkdtempSync(path.join(base, 'portfolio-mysql-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mysqld.sock');
  const errorLog = path.join(dir, 'error.log');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const client = which(['mariadb', 'mysql']);
  if (!client) throw new Error(`no mariadb/mysql client next to ${binary}`);

  const installer = which(['mariadb-install-db', 'mysql_install_db']);
  if (path.basename(binary) === 'mariadbd' && installer) {
    await run(installer, [
      '--no-defaults',
      `--datadir=${dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...asRoot,
    ]);
  } else {
    await run(binary, ['--no-defaults', '--initialize-insecure', `--datadir=${dataDir}`, ...asRoot]);
  }

  /** @type {import('node:child_process').ChildProcess} */
  let server;
  let exited = false;
  /** @param {string} statement */
  const sql = (statement) => run(client, ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', statement]);

  /** Starts the server on the data directory and waits until it answers. */
  async function launch() {
    server = spawn(
      binary,
      [
        '--no-defaults',
        ...asRoot,
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--pid-file=${path.join(dir, 'mysqld.pid')}`,
        `--log-error=${errorLog}`,
        // Its temporary tables in its own folder: nothing that cleans the machine's /tmp takes them.
        `--tmpdir=${dir}`,
        '--skip-log-bin',
        '--innodb-buffer-pool-size=64M',
        `--innodb-flush-log-at-trx-commit=${durable ? 1 : 0}`,
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
      ],
      { stdio: 'ignore' },
    );
    exited = false;
    server.on('exit', () => (exited = true));
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await sql('SELECT 1');
        break;
      } catch (error) {
        if (exited || Date.now() > deadline) {
          server.kill('SIGKILL');
          const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').slice(-2000) : '';
          fs.rmSync(dir, { recursive: true, force: true });
          throw new Error(`${binary} did not start: ${/** @type {Error} */ (error).message}\n${log}`, {
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /** @param {NodeJS.Signals} signal */
  async function end(signal) {
    if (exited) return;
    const done = new Promise((resolve) => server.once('exit', resolve));
    server.kill(signal);
    await done;
  }

  await launch();
  await sql(
    ['localhost', '127.0.0.1']
      .map(
        (host) => `CREATE USER 'test'@'${host}' IDENTIFIED BY 'test'; GRANT ALL ON \`test\\_%\`.* TO 'test'@'${host}';`,
      )
      .join(' '),
  );

  return {
    url: `mysql://test:test@127.0.0.1:${port}`,
    stop: async () => {
      const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await end('SIGTERM');
      clearTimeout(killer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    /** `kill -9`: the server dies mid-work, as in a crash or an OOM kill. */
    kill: () => end('SIGKILL'),
    /** Starts it again on the same data directory and port (InnoDB runs its crash recovery). */
    restart: launch,
  };
}

module.exports = { findMysqlServer, startMysqlServer };
