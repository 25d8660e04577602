import { Temporal } from '@js-temporal/polyfill';
import { IsNull, type DataSource } from 'typeorm';
import { captureLog, openSharedDatabase, testDb } from '../../../test/support/db';
import { until } from '../../../test/support/smtp';
import { exportJwk } from '@fedify/fedify';
import { FediverseKey, FediverseKv, FediverseMessage } from './fediverse.entities';
import { keyPairs } from './keys';
import { DatabaseKvStore, DatabaseQueue } from './stores';

/**
 * Issue 49: Fedify's key–value store and message queue on our database, and the actor's keys made
 * once for every gateway. The queue survives a
 * restart, hands each message to one gateway of several on one database (never twice), takes a
 * message again when the gateway holding it died, waits out a delay, keeps one ordering key's
 * messages in order, and looks at once when a message is enqueued in its own process.
 */

const seconds = (n: number) => Temporal.Duration.from({ milliseconds: Math.round(n * 1000) });

describe(`Fedify's stores on our database (${testDb})`, () => {
  let dataSources: DataSource[];
  let drop: () => Promise<void>;
  const { log } = captureLog();

  beforeAll(async () => {
    ({ dataSources, drop } = await openSharedDatabase(2));
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await dataSources[0]!.getRepository(FediverseMessage).clear();
    await dataSources[0]!.getRepository(FediverseKv).clear();
  });

  /** Listens on `queue` until `stop` is called, recording what each message's handler got. */
  function listening(
    queue: DatabaseQueue,
    handled: unknown[],
    work: (message: unknown) => Promise<void> = async () => {},
  ) {
    const controller = new AbortController();
    const done = queue.listen(
      async (message) => {
        handled.push(message);
        await work(message);
      },
      { signal: controller.signal },
    );
    return async () => {
      controller.abort();
      await done;
    };
  }

  describe('the key–value store', () => {
    it('keeps values by key across stores of one database, forgets deleted and expired ones, lists by prefix', async () => {
      const [one, other] = dataSources.map((dataSource) => new DatabaseKvStore(dataSource));
      await one!.set(['_fedify', 'publicKey', 'https://a.example/u#key'], { pem: 'İçerik %_' });
      await one!.set(['_fedify', 'publicKey', 'https://b.example/u#key'], [1, 2]);
      await one!.set(['_fedify', 'publicKeys'], 'not under the prefix');
      await one!.set(['_fedify', 'remoteDocument', 'x'], 'gone soon', { ttl: seconds(0.05) });
      expect(await other!.get(['_fedify', 'publicKey', 'https://a.example/u#key'])).toEqual({ pem: 'İçerik %_' });
      await other!.set(['_fedify', 'publicKey', 'https://b.example/u#key'], [3]);
      expect(await one!.get(['_fedify', 'publicKey', 'https://b.example/u#key'])).toEqual([3]);

      const listed: unknown[] = [];
      for await (const entry of one!.list(['_fedify', 'publicKey'])) listed.push(entry);
      expect(listed).toEqual(
        expect.arrayContaining([
          { key: ['_fedify', 'publicKey', 'https://a.example/u#key'], value: { pem: 'İçerik %_' } },
          { key: ['_fedify', 'publicKey', 'https://b.example/u#key'], value: [3] },
        ]),
      );
      expect(listed).toHaveLength(2);

      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await one!.get(['_fedify', 'remoteDocument', 'x'])).toBeUndefined();
      await one!.delete(['_fedify', 'publicKeys']);
      expect(await other!.get(['_fedify', 'publicKeys'])).toBeUndefined();
    });

    it('compares and swaps: only the store that saw the value it replaces wins', async () => {
      // Two gateways on MySQL; on SQLite a site has one gateway, whose transactions take turns.
      const gateways = testDb === 'mysql' ? dataSources : [dataSources[0]!, dataSources[0]!];
      const [one, other] = gateways.map((dataSource) => new DatabaseKvStore(dataSource));
      expect(await one!.cas(['circuit', 'a.example'], undefined, { failures: 1 })).toBe(true);
      expect(await other!.cas(['circuit', 'a.example'], undefined, { failures: 1 })).toBe(false);
      const swaps = await Promise.all(
        [one!, other!, one!, other!].map((store) =>
          store.cas(['circuit', 'a.example'], { failures: 1 }, { failures: 2 }),
        ),
      );
      expect(swaps.filter(Boolean)).toHaveLength(1);
      expect(await other!.get(['circuit', 'a.example'])).toEqual({ failures: 2 });
    });
  });

  describe("the actor's keys", () => {
    it("are made once: gateways asking at the same moment all get the winner's, RSA and Ed25519", async () => {
      const gateways = testDb === 'mysql' ? [...dataSources, ...dataSources] : dataSources.map(() => dataSources[0]!);
      const made = await Promise.all(gateways.map((dataSource) => keyPairs(dataSource)));
      const published = await Promise.all(
        made.map((pairs) => Promise.all(pairs.map(({ publicKey }) => exportJwk(publicKey)))),
      );
      for (const keys of published) expect(keys).toEqual(published[0]);
      expect(published[0]!.map((key) => key.kty)).toEqual(['RSA', 'OKP']);
      expect(await dataSources[0]!.getRepository(FediverseKey).count()).toBe(2);
    });
  });

  describe('the message queue', () => {
    it('survives a restart, and handles a message enqueued in its own process at once', async () => {
      const before = new DatabaseQueue(dataSources[0]!, log);
      await before.enqueue({ n: 'stored before the start' });
      // A new gateway (or the same one restarted) finds it; one enqueued while it listens is looked at at once.
      const after = new DatabaseQueue(dataSources[0]!, log, { pollMs: 60_000 });
      const handled: unknown[] = [];
      const stop = listening(after, handled);
      await until(() => handled.length === 1);
      const started = Date.now();
      await after.enqueue({ n: 'kicked' });
      await until(() => handled.length === 2);
      expect(Date.now() - started).toBeLessThan(1000);
      await stop();
      expect(handled).toEqual([{ n: 'stored before the start' }, { n: 'kicked' }]);
      expect(await dataSources[0]!.getRepository(FediverseMessage).count()).toBe(0);
    });

    it('waits out a delay', async () => {
      const queue = new DatabaseQueue(dataSources[0]!, log, { pollMs: 60_000 });
      const handled: unknown[] = [];
      const stop = listening(queue, handled);
      const started = Date.now();
      await queue.enqueue('later', { delay: seconds(0.6) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(handled).toEqual([]);
      await until(() => handled.length === 1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      await stop();
    });

    it('hands each message to one of two gateways on one database, never twice', async () => {
      const queues = dataSources.map((dataSource) => new DatabaseQueue(dataSource, log, { pollMs: 50, workers: 4 }));
      const handled: unknown[][] = [[], []];
      // Each handler takes a moment, so both gateways are at work at once.
      const stops = queues.map((queue, i) =>
        listening(queue, handled[i]!, () => new Promise((resolve) => setTimeout(resolve, 5))),
      );
      const messages = Array.from({ length: 120 }, (_, n) => ({ n }));
      await queues[0]!.enqueueMany(messages.slice(0, 60));
      await Promise.all(messages.slice(60).map((message, i) => queues[i % 2]!.enqueue(message)));
      await until(() => handled[0]!.length + handled[1]!.length >= 120);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await Promise.all(stops.map((stop) => stop()));
      const all = [...handled[0]!, ...handled[1]!].map((message) => (message as { n: number }).n);
      expect(all.sort((a, b) => a - b)).toEqual(messages.map(({ n }) => n));
      expect(handled[0]!.length).toBeGreaterThan(0);
      expect(handled[1]!.length).toBeGreaterThan(0);
    });

    it('takes a message again once the lease of the gateway that died holding it is over', async () => {
      const rows = dataSources[0]!.getRepository(FediverseMessage);
      await new DatabaseQueue(dataSources[0]!, log).enqueue('held by a dead gateway');
      await rows.update({ claimedBy: IsNull() }, { claimedBy: 'dead', claimedUntil: new Date(Date.now() + 400) });
      const queue = new DatabaseQueue(dataSources[1]!, log, { pollMs: 100 });
      const handled: unknown[] = [];
      const stop = listening(queue, handled);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(handled).toEqual([]);
      await until(() => handled.length === 1);
      await stop();
      expect(handled).toEqual(['held by a dead gateway']);
    });

    it("handles one ordering key's messages one at a time, in order", async () => {
      const queues = dataSources.map((dataSource) => new DatabaseQueue(dataSource, log, { pollMs: 50, workers: 4 }));
      const order: string[] = [];
      let running = 0;
      let most = 0;
      const work = async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
      };
      const handled: unknown[][] = [[], []];
      const stops = queues.map((queue, i) =>
        listening(queue, handled[i]!, async (message) => {
          order.push(message as string);
          await work();
        }),
      );
      // Given in one millisecond (a post's Create, Update, Delete… handed over without waiting).
      const names = Array.from({ length: 12 }, (_, i) => `etkinlik-${i}`);
      await Promise.all(names.map((name) => queues[0]!.enqueue(name, { orderingKey: 'post-1' })));
      await until(() => order.length === names.length);
      await Promise.all(stops.map((stop) => stop()));
      expect(order).toEqual(names);
      expect(most).toBe(1);
    });

    it('counts what waits, due now or later', async () => {
      const queue = new DatabaseQueue(dataSources[0]!, log);
      await queue.enqueueMany(['a', 'b']);
      await queue.enqueue('c', { delay: seconds(60) });
      expect(await queue.getDepth()).toEqual({ queued: 3, ready: 2, delayed: 1 });
    });
  });
});
