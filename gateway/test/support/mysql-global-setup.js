// Starts the throwaway server unless TEST_MYSQL_URL names one; workers inherit the URL.
const { findMysqlServer, startMysqlServer } = require('./mysql-server');

module.exports = async function globalSetup() {
  if (process.env.TEST_MYSQL_URL) return;
  const binary = findMysqlServer();
  if (!binary)
    throw new Error('no MariaDB/MySQL server binary (jest.config.js should have left the mysql project out)');
  const server = await startMysqlServer(binary);
  process.env.TEST_MYSQL_URL = server.url;
  globalThis.__MYSQL_SERVER__ = server;
};
