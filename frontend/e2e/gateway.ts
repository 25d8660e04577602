import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../gateway/test/support/net';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The environment of a built gateway on a fresh SQLite database in a temporary folder, on a free
 * port of 127.0.0.1, with `extra` on top. Every variable the gateway reads from a developer's `.env`
 * is given (empty where unset), so that file can neither point the run at a real database nor
 * change its behaviour.
 */
export async function gatewayEnv(extra: NodeJS.ProcessEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    JWT_SECRET: '',
    TRUST_PROXY: '',
    GRAPHQL_SANDBOX: '',
    GRAPHQL_INTROSPECTION: '',
    ...extra,
  };
  return { env, baseUrl, dataDir };
}

/**
 * Starts `gateway/dist/main.js` (built by the set-up) with `env` and waits until it answers
 * /healthz. `stop` ends it and removes its data folder.
 */
export async function startGateway({ env, baseUrl, dataDir }: Awaited<ReturnType<typeof gatewayEnv>>) {
  const gateway: ChildProcess = spawn('node', ['gateway/dist/main.js'], { cwd: ROOT, env, stdio: 'inherit' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || gateway.exitCode !== null) throw new Error('the gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      if (gateway.exitCode === null) {
        const stopped = new Promise((resolve) => gateway.once('exit', resolve));
        gateway.kill('SIGTERM');
        await stopped;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
