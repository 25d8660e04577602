import fs from 'node:fs';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { AgeJob, AgeReply } from './encryption-worker';

/**
 * An archive that carries the accounts' two-factor state is an age file (age-encryption.org/v1)
 * with a passphrase: age is a small, reviewed format with a maintained library in JavaScript
 * (typage, by age's author), and `age -d` opens the file without this app. The work runs in a
 * thread of its own (encryption-worker.ts); here it is a Duplex: bytes in, bytes out.
 */

/** How every age file begins. */
export const AGE_HEADER = 'age-encryption.org/v1\n';

/** age's own default (about 256 MiB and a second or more of one core); tests use the cheapest that still exercises it. */
export const SCRYPT_WORK_FACTOR = process.env.NODE_ENV === 'test' ? 10 : 18;

/** Whether `file` is an age file. */
export function isEncrypted(file: string): boolean {
  const head = Buffer.alloc(AGE_HEADER.length);
  const descriptor = fs.openSync(file, 'r');
  try {
    return fs.readSync(descriptor, head, 0, head.length, 0) === head.length && head.toString('latin1') === AGE_HEADER;
  } finally {
    fs.closeSync(descriptor);
  }
}

/** A failure of age itself (a wrong passphrase, a damaged file), with age's words. */
export class AgeError extends Error {
  override name = 'AgeError';
}

/** The thread's entry beside this file: compiled in the build, TypeScript from source (through tsx, as share-image.ts does). */
function startWorker(): Worker {
  const entry = path.join(__dirname, `encryption-worker${path.extname(__filename)}`);
  if (entry.endsWith('.js')) return new Worker(entry);
  const code = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(entry)});`;
  return new Worker(code, { eval: true });
}

function age(mode: AgeJob['mode'], passphrase: string): Duplex {
  const worker = startWorker();
  const input = new TransformStream<Uint8Array, Uint8Array>();
  const output = new TransformStream<Uint8Array, Uint8Array>();
  const job: AgeJob = {
    mode,
    passphrase,
    workFactor: SCRYPT_WORK_FACTOR,
    readable: input.readable,
    writable: output.writable,
  };
  worker.postMessage(job, [input.readable as never, output.writable as never]);
  // (Node's web streams and the DOM's are the same classes under two sets of types.)
  const duplex = Duplex.fromWeb({ readable: output.readable as never, writable: input.writable as never });
  worker.on('message', (reply: AgeReply) => {
    if ('error' in reply) duplex.destroy(new AgeError(reply.error));
  });
  worker.on('error', (error) => duplex.destroy(error));
  duplex.once('close', () => void worker.terminate());
  return duplex;
}

/** Plain bytes in, an age file with `passphrase` out. */
export const encrypting = (passphrase: string): Duplex => age('encrypt', passphrase);

/** An age file in, its plain bytes out; a wrong passphrase or a damaged file fails with an AgeError. */
export const decrypting = (passphrase: string): Duplex => age('decrypt', passphrase);
