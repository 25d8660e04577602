// `npm run dev`: the gateway from source (restarting when its code changes), serving the site from
// source through Vite in middleware mode: pages rendered on the server, hot reload in the browser,
// everything on the gateway's one port (http://localhost:4000 by default).
import { spawn } from 'node:child_process';
import { onSupportedNode } from './lib/runtime.mjs';

await onSupportedNode(); // the gateway needs Node 22+ (README, "Node versions")

const gateway = spawn('npx', ['tsx', 'watch', '--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_DEV: 'true' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code) => (process.exitCode = code ?? 0));
