import os from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createFederation } from '@fedify/fedify';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { connect } from '../../core/db/data-source';
import type { Logger } from '../../core/logger';
import { Rounds } from '../../core/rounds';
import { FediverseKv, FediverseMessage } from './fediverse.entities';
import { fedifyOptions } from './federation';
import { DatabaseKvStore, DatabaseQueue } from './stores';

/** What the thread is started with: the database and the site, as plain values. */
type ThreadData = {
  database: { type: 'sqlite'; file: string } | { type: 'mysql'; url: string };
  publicUrl: string;
  privateAddresses: boolean;
  logLevel: string;
};

/** Parent → thread: look at the queue in `wakeIn` ms, or stop. Thread → parent: a log line. */
type ToThread = { wakeIn: number } | 'stop';
type FromThread = { log: string };

/** The key of the thread's workerData (and a worker thread of anything else is not this one). */
const THREAD = 'fediverseDeliveries';

/** The thread's name (on Linux, its `comm`, as `ps -L` and /proc/<pid>/task show it). */
export const THREAD_NAME = 'deliveries';

/** How long a stop waits for the deliveries under way. */
const STOP_MS = 10_000;

/** How often a gateway whose thread has not started looks for deliveries other gateways (or a restart) left due. */
const LOOK_MS = 5_000;

/**
 * The deliveries' thread: a worker thread of the gateway at the lowest CPU priority that fans each
 * activity out and signs and sends it to each inbox (Fedify's `fanout` and `outbox` messages,
 * stores.ts role 'outbox'), with its own connection to the database. On the event loop, 200
 * deliveries at once put their fetches, signatures, queries and garbage in front of every reader;
 * here they wait for the readers (on Linux a thread's nice value is its own). Started when the first
 * delivery is queued, or when one is found due (another gateway's, or one left by a restart); it
 * then stays. ADR 0026.
 */
export class DeliveryThread {
  private worker?: Worker;
  private stopped = false;
  private readonly look: Rounds;

  constructor(
    private readonly options: {
      /** The gateway's connection: the thread opens its own to the same database. */
      dataSource: DataSource;
      publicUrl: string;
      privateAddresses: boolean;
      log: Logger;
      /** Whether a delivery is due (the gateway's outbox queue). */
      due: () => Promise<boolean>;
    },
  ) {
    this.look = new Rounds(
      async () => {
        if (!this.worker && (await options.due())) this.wakeIn(0);
      },
      (error) => options.log.error({ err: error }, 'Fediverse teslimat kuyruğuna bakılamadı'),
    );
  }

  /** Looks for due deliveries now and every LOOK_MS until the thread runs. */
  start(): void {
    this.look.every(LOOK_MS);
  }

  /** Has the thread look at the queue in `ms`, starting it first if need be. */
  wakeIn(ms: number): void {
    if (this.stopped) return;
    this.worker ??= this.spawn();
    this.worker.postMessage({ wakeIn: ms } satisfies ToThread);
  }

  private spawn(): Worker {
    const { dataSource, publicUrl, privateAddresses, log } = this.options;
    const { options } = dataSource;
    const data: ThreadData = {
      database:
        options.type === 'better-sqlite3'
          ? { type: 'sqlite', file: options.database }
          : { type: 'mysql', url: (options as { url: string }).url },
      publicUrl,
      privateAddresses,
      logLevel: log.level,
    };
    // This file: from the sources (tests, `npm run dev`) through tsx, with the gateway's tsconfig.
    const tsx = __filename.endsWith('.ts') ? [require.resolve('tsx/cjs')] : [];
    const source = [...tsx, __filename].map((file) => `require(${JSON.stringify(file)});`).join('\n');
    const worker = new Worker(source, {
      name: THREAD_NAME,
      eval: true,
      workerData: { [THREAD]: data },
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(__dirname, '../../../tsconfig.json') },
    });
    worker.unref(); // the gateway's server keeps the process; a script that ends does not wait for it
    const threadLog = log.child({ thread: 'fediverse-deliveries' });
    worker.on('message', (message: FromThread) => {
      const { level, msg, ...rest } = JSON.parse(message.log) as { level: number; msg?: string };
      threadLog[(pino.levels.labels[level] ?? 'info') as 'info'](rest, msg);
    });
    worker.on('error', (error) => threadLog.error({ err: error }, 'Fediverse teslimat iş parçacığı durdu'));
    worker.on('exit', () => {
      // Started again by the next delivery queued or found due.
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }

  /**
   * Stops looking, and the thread once the deliveries under way have ended, or STOP_MS have passed
   * (a delivery cut short is held until its lease ends, then sent by whichever gateway takes it).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.look.stop();
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage('stop' satisfies ToThread);
    const late = setTimeout(() => void worker.terminate(), STOP_MS);
    await exited;
    clearTimeout(late);
  }
}

/** The thread's side: Fedify's outbox queue on the site's database, handled until told to stop. */
async function runThread(data: ThreadData): Promise<void> {
  const port = parentPort!;
  // Once its modules are loaded (a second of work, once, that must not starve on a busy machine):
  // on Linux only, where a thread's nice value is its own (elsewhere it is the whole process's); a
  // refusal leaves it the gateway's.
  if (process.platform === 'linux') {
    try {
      os.setPriority(os.constants.priority.PRIORITY_LOW);
    } catch {
      // Refused: it runs at the gateway's priority.
    }
  }
  const log = pino({ level: data.logLevel }, { write: (line: string) => port.postMessage({ log: line }) });
  const database =
    data.database.type === 'sqlite' ? data.database : { type: 'mysql' as const, url: new URL(data.database.url) };
  const dataSource = await connect(database, { entities: [FediverseKv, FediverseMessage], migrations: [] });
  const queue = new DatabaseQueue(dataSource, log, { role: 'outbox' });
  const federation = createFederation<void>(
    fedifyOptions(data.publicUrl, data.privateAddresses, {
      kv: new DatabaseKvStore(dataSource),
      queue: { outbox: queue },
    }),
  );
  const stop = new AbortController();
  const listening = federation.startQueue(undefined, { signal: stop.signal, queue: 'outbox' });
  port.on('message', (message: ToThread) => {
    if (message !== 'stop') return queue.wakeIn(message.wakeIn);
    stop.abort();
    // Then nothing keeps the thread: it ends, and the gateway hears `exit`.
    void listening.then(() => dataSource.destroy()).finally(() => port.close());
  });
}

const thread = isMainThread ? undefined : (workerData as Record<string, ThreadData> | null)?.[THREAD];
if (thread) void runThread(thread);
