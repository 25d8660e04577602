import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
export { freePort } from './net';
import { freePort } from './net';

const GATEWAY = path.resolve(__dirname, '../..');

/**
 * A gateway script run as a real process from source, with only the given environment on top of
 * PATH/HOME. tsx is loaded into the one process (`--import`) rather than run as its CLI, whose
 * parent process relays signals and, when the child is slow to confirm one (a loaded machine),
 * kills it with SIGKILL: a graceful stop then looked like exit code 143.
 */
function start(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(GATEWAY, script), ...args], {
    cwd: GATEWAY,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      TSX_TSCONFIG_PATH: path.join(GATEWAY, 'tsconfig.json'),
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export type Finished = { code: number | null; stdout: string; stderr: string };

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (out.stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (out.stderr += chunk));
  const exited = new Promise<Finished>((resolve) => child.on('close', (code) => resolve({ code, ...out })));
  return { out, exited };
}

/** Runs a command-line script to its end, feeding `stdin`. */
export function runScript(script: string, args: string[], env: Record<string, string>, stdin = ''): Promise<Finished> {
  const child = start(script, args, env);
  const { exited } = collect(child);
  child.stdin!.end(stdin);
  return exited;
}

/** Starts the gateway (src/main.ts) and waits until it listens, or until it exits. */
export async function startGateway(env: Record<string, string>) {
  const port = await freePort();
  const child = start('src/main.ts', [], { ...env, PORT: String(port) });
  const { out, exited } = collect(child);
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => out.stdout.includes('Site hazır') && resolve();
    child.stdout!.on('data', check);
    void exited.then((result) =>
      reject(new Error(`gateway exited (${result.code}): ${result.stderr || result.stdout}`)),
    );
    setTimeout(() => reject(new Error(`gateway did not start in time: ${out.stdout}${out.stderr}`)), 25_000).unref();
  });
  await ready;
  let ended: Finished | undefined;
  void exited.then((result) => (ended = result));
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => out.stdout,
    /** Undefined while the process runs; how it ended once it has. */
    ended: () => ended,
    /** SIGTERM, then what the process printed and its exit code. */
    stop: (): Promise<Finished> => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
