// `npm run dev`: the gateway from source (restarts on change) and Vite's dev server (hot reload),
// which proxies /graphql, /api and /uploads to the gateway. Open the URL Vite prints.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
