import fs from 'node:fs';
import pino from 'pino';
import { openTestDatabase, testDb } from '../../../test/support/db';
import { until } from '../../../test/support/smtp';
import { DeliveryThread, THREAD_NAME } from './delivery-thread';

/**
 * The deliveries' thread (ADR 0026) on its own: started by a delivery found due that this gateway
 * never queued (another gateway's, or one a restart left), at the lowest CPU priority while the
 * gateway keeps its own, and gone when the gateway stops. The deliveries it makes are the other
 * files' (delivering-posts, the journey, two gateways): every one goes through it.
 */

/** This process's threads (Linux): each one's name and nice value, the 19th field after the name. */
function threads() {
  return fs.readdirSync('/proc/self/task').map((id) => {
    const stat = fs.readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { name, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
  });
}
const ours = () => threads().filter(({ name }) => name === THREAD_NAME);

describe(`the deliveries' thread (${testDb})`, () => {
  it('starts on a delivery found due, at the lowest CPU priority, the gateway at its own; ends when the gateway stops', async () => {
    const { dataSource, drop } = await openTestDatabase();
    const thread = new DeliveryThread({
      dataSource,
      publicUrl: 'http://127.0.0.1:9',
      privateAddresses: true,
      log: pino({ level: 'silent' }),
      due: async () => true,
    });
    try {
      expect(ours()).toEqual([]);
      thread.start();
      // Its first step once its modules are loaded.
      await until(() => ours()[0]?.nice === 19, 15_000);
      expect(ours()).toEqual([{ name: THREAD_NAME, nice: 19 }]);
      expect(threads()[0]!.nice).toBe(0);
      await thread.stop();
      expect(ours()).toEqual([]);
    } finally {
      await thread.stop();
      await drop();
    }
  }, 30_000);
});
