import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import { lostRace, retryingTransaction } from '../src/core/db/transaction';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { connect } from '../src/core/db/data-source';
import { openTestDatabase, testDb } from './support/db';

/**
 * core/db/transaction.ts on a real database: concurrent transactions and what else runs meanwhile (on
 * SQLite's one connection, taking turns), and what counts as a lost race.
 */

describe(`transactions (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    await dataSource.query('CREATE TABLE race (k varchar(20) PRIMARY KEY)');
  });
  afterAll(() => drop());
  beforeEach(() => dataSource.query('DELETE FROM race'));

  const keys = async () =>
    ((await dataSource.query('SELECT k FROM race ORDER BY k')) as Array<{ k: string }>).map(({ k }) => k);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Lets everything already started run as far as it can (none of it waits for I/O, only for the database). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('run side by side without failing, each whole or not at all', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        dataSource.transaction(async (manager) => {
          await manager.query('INSERT INTO race (k) VALUES (?)', [`a${i}`]);
          await sleep(5);
          if (i === 2) throw new Error('vazgeçildi');
          await manager.query('INSERT INTO race (k) VALUES (?)', [`b${i}`]);
          return i;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await keys()).toEqual(['a0', 'a1', 'a3', 'a4', 'b0', 'b1', 'b3', 'b4']);
  });

  it('keep out what is not theirs: it survives their rollback and never reads their rows', async () => {
    const messages = dataSource.getRepository(ContactMessage);
    const events: string[] = [];
    let opened!: () => void;
    let fail!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const failing = dataSource
      .transaction(async (manager) => {
        await manager.query("INSERT INTO race (k) VALUES ('uncommitted')");
        opened();
        await new Promise<void>((resolve) => (fail = resolve));
        events.push('the failing one ends');
        throw new Error('vazgeçildi');
      })
      .catch((error: Error) => error.message);
    await open;

    const outside = Promise.all([
      dataSource.query("INSERT INTO race (k) VALUES ('statement')"),
      dataSource.transaction(async (manager) => {
        events.push('another one begins');
        await manager.query("INSERT INTO race (k) VALUES ('transaction')");
      }),
      // save() opens a transaction of its own.
      messages.save(messages.create({ name: 'Ziyaretçi', email: 'z@ornek.com', message: 'Merhaba' })),
      dataSource.query('SELECT k FROM race') as Promise<Array<{ k: string }>>,
    ]);
    await settle();
    fail();
    expect(await failing).toBe('vazgeçildi');
    const [, , , read] = await outside;

    expect(read.map(({ k }) => k)).not.toContain('uncommitted');
    expect(await keys()).toEqual(['statement', 'transaction']);
    expect(await messages.count()).toBe(1);
    // SQLite's one connection: the second transaction waits instead of becoming a savepoint of the
    // first. MySQL runs it beside, on a connection of its own.
    if (testDb === 'sqlite') expect(events).toEqual(['the failing one ends', 'another one begins']);
  });

  it('nest on purpose through their own manager: an inner failure undoes the inner part alone', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO race (k) VALUES ('outer')");
      await manager
        .transaction(async (inner) => {
          await inner.query("INSERT INTO race (k) VALUES ('inner')");
          throw new Error('iç vazgeçti');
        })
        .catch(() => undefined);
      await manager.query("INSERT INTO race (k) VALUES ('after')");
    });
    expect(await keys()).toEqual(['after', 'outer']);
  });

  it('have ended for the others when their subscribers hear of the commit (who may then read)', async () => {
    const heard: string[][] = [];
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: async () => {
        heard.push(await keys());
      },
    };
    dataSource.subscribers.push(subscriber);
    try {
      await dataSource.transaction((manager) => manager.query("INSERT INTO race (k) VALUES ('committed')"));
    } finally {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(subscriber), 1);
    }
    expect(heard).toEqual([['committed']]);
  });

  it('commit though another connection to the database wrote between their first read and their first write', async () => {
    const other = await connect(
      dataSource.options.type === 'better-sqlite3'
        ? { type: 'sqlite', file: String(dataSource.options.database) }
        : { type: 'mysql', url: new URL((dataSource.options as { url: string }).url) },
      { entities: [], migrations: [] },
    );
    try {
      // SQLite: the other connection waits for the lock a moment only (it is this thread, which holds it).
      if (testDb === 'sqlite') await other.query('PRAGMA busy_timeout = 50');
      let meanwhile: unknown;
      await dataSource.transaction(async (manager) => {
        await manager.query('SELECT k FROM race');
        meanwhile = await other.query("INSERT INTO race (k) VALUES ('other')").catch((error: Error) => error);
        await manager.query("INSERT INTO race (k) VALUES ('mine')");
      });
      // SQLite: the transaction held the lock from its start, so the other one waited (here, in vain);
      // MySQL: row locks, both went in.
      if (testDb === 'sqlite') expect(String(meanwhile)).toMatch(/SQLITE_BUSY|locked/);
      expect(await keys()).toEqual(testDb === 'sqlite' ? ['mine'] : ['mine', 'other']);
    } finally {
      await other.destroy();
    }
  });

  it('tell a duplicate key from other failures', async () => {
    await dataSource.query("INSERT INTO race (k) VALUES ('x')");
    const duplicate = await dataSource.query("INSERT INTO race (k) VALUES ('x')").catch((error: unknown) => error);
    expect(lostRace(duplicate)).toBe(true);
    const other = await dataSource.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect(lostRace(other)).toBe(false);
    expect(lostRace(new Error('x'))).toBe(false);
    expect(lostRace(undefined)).toBe(false);
  });

  it('start again after a lost race; any other failure ends at once', async () => {
    await dataSource.query("INSERT INTO race (k) VALUES ('k1')");
    let attempts = 0;
    const stored = await retryingTransaction(dataSource, async (manager) => {
      attempts++;
      await manager.query('INSERT INTO race (k) VALUES (?)', ['yeni']);
      await manager.query('INSERT INTO race (k) VALUES (?)', [`k${attempts}`]); // k1 is taken
      return `k${attempts}`;
    });
    expect({ stored, attempts }).toEqual({ stored: 'k2', attempts: 2 });
    expect(await keys()).toEqual(['k1', 'k2', 'yeni']); // the lost attempt left nothing

    let tries = 0;
    await expect(
      retryingTransaction(dataSource, async () => {
        tries++;
        throw new Error('başka bir hata');
      }),
    ).rejects.toThrow('başka bir hata');
    expect(tries).toBe(1);
  });
});
