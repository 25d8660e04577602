import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../gateway/test/support/net';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'owner@example.com', password: 'e2e-owner-password' };
export const READER = { email: 'reader@example.com', password: 'e2e-reader-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: typeof ADMIN;
    reader: typeof READER;
  }
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(args[0]!, args.slice(1), { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

/** Builds the workspaces, starts the gateway on a fresh SQLite database, and stops it afterwards. */
export default async function setup(project: TestProject) {
  run(['npm', 'run', 'build', '-w', '@portfolio/content-rules']); // the gateway's node runs its dist
  run(['npm', 'run', 'build', '-w', 'gateway']);
  // The build a reader gets: vitest sets NODE_ENV=test, with which Vite would bundle React's development build.
  run(['npm', 'run', 'build', '-w', 'frontend'], { ...process.env, NODE_ENV: 'production' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // Present but empty, so that a developer's `.env` (which the gateway reads for every variable
    // not set) can neither point the run at a real MySQL database nor change its behaviour.
    DATABASE_URL: '',
    JWT_SECRET: '',
    // Loopback is trusted as a proxy, so a test can speak for a reader of its own address with
    // X-Forwarded-For (`READER_ADDRESS`) and meet the per-address limits afresh.
    TRUST_PROXY: 'loopback',
    GRAPHQL_SANDBOX: '',
    GRAPHQL_INTROSPECTION: '',
  };
  // A signed-in user who is not the admin, made with the user command like an owner would.
  run(['node', 'gateway/dist/cli/user.js', 'create', '--email', READER.email, '--password', READER.password], env);

  const gateway: ChildProcess = spawn('node', ['gateway/dist/main.js'], { cwd: ROOT, env, stdio: 'inherit' });
  const baseUrl = `http://127.0.0.1:${port}`;
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
  project.provide('baseUrl', baseUrl);
  project.provide('admin', ADMIN);
  project.provide('reader', READER);

  return async () => {
    const stopped = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await stopped;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
