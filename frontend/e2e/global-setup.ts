import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { gatewayEnv, ROOT, startGateway } from './gateway';

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
  // `npm test` (scripts/test.mjs) has built all three just before (E2E_BUILT=1): not twice.
  if (process.env.E2E_BUILT !== '1') {
    run(['npm', 'run', 'build', '-w', '@portfolio/content-rules']); // the gateway's node runs its dist
    run(['npm', 'run', 'build', '-w', 'gateway']);
    // The build a reader gets: vitest sets NODE_ENV=test, with which Vite would bundle React's development build.
    run(['npm', 'run', 'build', '-w', 'frontend'], { ...process.env, NODE_ENV: 'production' });
  }
  const prepared = await gatewayEnv({
    NODE_ENV: 'development',
    SEED: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Loopback is trusted as a proxy, so a test can speak for a reader of its own address with
    // X-Forwarded-For (`READER_ADDRESS`) and meet the per-address limits afresh.
    TRUST_PROXY: 'loopback',
    // A Webmention's source is a page the test serves on loopback (11-comments-public), which only
    // this lets the gateway fetch; production refuses loopback and private addresses.
    FETCH_PRIVATE_ADDRESSES: 'true',
  });
  // A signed-in user who is not the admin, made with the user command like an owner would.
  run(
    ['node', 'gateway/dist/cli/user.js', 'create', '--email', READER.email, '--password', READER.password],
    prepared.env,
  );
  const { baseUrl, stop } = await startGateway(prepared);
  project.provide('baseUrl', baseUrl);
  project.provide('admin', ADMIN);
  project.provide('reader', READER);

  return stop;
}
