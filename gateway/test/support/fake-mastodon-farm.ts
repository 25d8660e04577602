import { FakeMastodon } from './fake-mastodon';

/**
 * Many fake Mastodon instances in a process of their own, for `npm run bench -- fediverse`
 * (scripts/lib/fediverse.mjs starts it with tsx at the lowest CPU priority, as if on other
 * machines): `fake-mastodon-farm.ts <instances> <users per instance>`. Each instance has the users
 * u1…uN (keys made only if a user acts). Over IPC it says `{ hosts }` once listening, then a few
 * times a second what its inboxes accepted (`{ received: [[instance, type, activity id, object id,
 * path, at]] }`) and refused (`{ refused: [[instance, status, reason, at]] }`); it takes
 * `{ unavailable: [instance indexes], ms }` (answered `{ done: 'unavailable' }`) and `'exit'`.
 */
async function main() {
  const count = Number(process.argv[2]);
  const users = Number(process.argv[3] ?? 1);
  const instances = await FakeMastodon.startMany(count);
  for (const instance of instances) for (let n = 1; n <= users; n++) instance.user(`u${n}`);
  const send = (message: unknown) => process.send!(message);
  send({ hosts: instances.map(({ host }) => host) });

  const reported = instances.map(() => ({ received: 0, refused: 0 }));
  const flush = () => {
    const received: unknown[] = [];
    const refused: unknown[] = [];
    instances.forEach((instance, i) => {
      for (const { type, activity, path, at } of instance.activities.slice(reported[i]!.received)) {
        const object = activity.object;
        const objectId = typeof object === 'string' ? object : (object as { id?: string } | undefined)?.id;
        received.push([i, type, activity.id, objectId, path, at]);
      }
      for (const { status, reason, at } of instance.refusals.slice(reported[i]!.refused))
        refused.push([i, status, reason, at]);
      reported[i] = { received: instance.activities.length, refused: instance.refusals.length };
    });
    if (received.length || refused.length) send({ received, refused });
  };
  const timer = setInterval(flush, 200);

  process.on('message', async (message: 'exit' | { unavailable: number[]; ms: number }) => {
    if (message === 'exit') {
      clearInterval(timer);
      flush();
      await Promise.all(instances.map((instance) => instance.close()));
      process.disconnect();
      return;
    }
    for (const i of message.unavailable) instances[i]!.unavailable(message.ms);
    send({ done: 'unavailable' });
  });
}

void main();
