import 'reflect-metadata';
import { createApp } from './app';
import { createHttpServer } from './http/http-server';
import { ConfigError, loadConfig } from './core/config';
import { describeDatabase } from './core/db/data-source';
import { openDatabase } from './database';
import { seedDemo } from './seed';
import { createLogger } from './core/logger';
import { modules } from './modules';
import { ensureJwtSecret } from './core/secrets';

/** Start: config → database (migrations) → the modules' preparations (the admin account) → demo content → HTTP; stop gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const jwtSecret = ensureJwtSecret(config);
  const dataSource = await openDatabase(config.database, log);
  try {
    for (const module of modules) await module.prepare?.(dataSource, config, log);
    if (config.seed) await seedDemo(dataSource, log);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }

  // A promise nobody awaited failed: a bug of ours to log, not a reason to stop serving everyone else.
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'Yakalanmamış hata (promise)'));

  const server = createHttpServer();
  const { app, stop: stopApi } = await createApp({ config, dataSource, log, jwtSecret, server });
  server.on('request', app);

  // Installed before 'Site hazır' is printed: until a listener exists, SIGTERM's default action
  // ends the process at once, so a supervisor stopping it right after start would see no graceful stop.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Kapanıyor: süren istekler bitiriliyor');
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
    const force = setTimeout(() => server.closeAllConnections(), 10_000).unref();
    server.close(async () => {
      clearTimeout(force);
      await stopApi();
      await dataSource.destroy();
      log.info('Kapandı');
      log.flush();
      process.exitCode = 0;
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await dataSource.destroy();
    throw error.code === 'EADDRINUSE'
      ? new ConfigError(`Port ${config.port} kullanımda: PORT ile başka bir port seçin.`)
      : error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    { port, mode: config.env, database: describeDatabase(config.database) },
    `Site hazır: http://localhost:${port} (GraphQL: /graphql, REST: /api)`,
  );
}

main().catch((error: unknown) => {
  // Configuration problems are the operator's to fix: one clear line, no stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
