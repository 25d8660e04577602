module.exports = async function globalTeardown() {
  await globalThis.__MYSQL_SERVER__?.stop();
};
