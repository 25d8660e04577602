// A production start of the built site on a throwaway SQLite database filled with the Turkish demo
// by the project's own command (`npm run demo`; production never seeds by itself), for measuring.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Builds every workspace as `npm start` runs them (the shared rules, the gateway, the site). */
export const buildAll = () => run('npm', ['run', 'build']);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts `node gateway/dist/main.js` in production mode with the demo content; resolves when it answers. */
export async function startProductionSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-measure-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(48).toString('base64'),
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: randomBytes(24).toString('base64'),
    LOG_LEVEL: 'warn',
  };
  run('node', ['gateway/dist/cli/demo.js'], { env });
  const gateway = spawn('node', ['gateway/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
  for (const deadline = Date.now() + 30_000; ;) {
    if (gateway.exitCode !== null) throw new Error('the gateway exited');
    if (Date.now() > deadline) throw new Error('the gateway did not start in 30 s');
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
