import { parentPort } from 'node:worker_threads';

/**
 * The backup's encryption thread (started by encryption.ts for one archive): age, with the
 * maintained `age-encryption` library (typage), turns the bytes it is handed into an age file, or
 * back. Its scrypt takes a second or more of CPU and 256 MiB at age's work factor, in JavaScript:
 * here, not on the event loop that answers readers. This file imports nothing of the gateway's
 * own, so that it runs as it is wherever it is started from (the build, ts-jest, tsx).
 */

export type AgeJob = {
  mode: 'encrypt' | 'decrypt';
  passphrase: string;
  /** scrypt's work factor (log2 N) for encryption; decryption reads it from the file (at most 20). */
  workFactor: number;
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
};
export type AgeReply = { done: true } | { error: string };

parentPort!.once('message', async ({ mode, passphrase, workFactor, readable, writable }: AgeJob) => {
  try {
    // An ES module: imported, so that no Node warns about require() of one.
    const { Decrypter, Encrypter } = await import('age-encryption');
    let output: ReadableStream<Uint8Array>;
    if (mode === 'encrypt') {
      const encrypter = new Encrypter();
      encrypter.setPassphrase(passphrase);
      encrypter.setScryptWorkFactor(workFactor);
      output = await encrypter.encrypt(readable);
    } else {
      const decrypter = new Decrypter();
      decrypter.addPassphrase(passphrase);
      output = await decrypter.decrypt(readable);
    }
    await output.pipeTo(writable);
    parentPort!.postMessage({ done: true } satisfies AgeReply);
  } catch (error) {
    parentPort!.postMessage({ error: String((error as Error)?.message ?? error) } satisfies AgeReply);
    await Promise.allSettled([readable.cancel(error), writable.abort(error)]);
  }
});
