import type { EntityManager } from 'typeorm';
import type { Announced, Write, WrittenRow } from '../../core/module';
import { SendStatus, SubscriberSend } from './subscriber.entities';

/**
 * The subscribers' write hook (module.ts `written`, on every entity): keeps the `waiting` send of
 * each row that a module declares `announced` (the blog's posts, modules/blog/module.ts) in step
 * with the row, inside the row's own transaction, without knowing the module:
 * - a row that becomes due to be visible (inserted, or before this write a draft or not yet at its
 *   moment) and is wanted, with no send yet → a `waiting` send, due at its `visibleAt`;
 * - its waiting send follows its date and title; it goes when the row becomes a draft, stops being
 *   wanted or is removed;
 * - a send that started (`sending`, `done`) is never touched nor made again (unique kind + item):
 *   an edit of a post already mailed, or republished, mails nothing.
 * A row already visible before the write gets no send (a post published quietly stays quiet; the
 * posts there before the subscribers' migration get none). Writes that name no row (a query
 * builder's `update`, such as a view's count) are no announcement: the blog writes posts by `save`.
 */
export async function announce(manager: EntityManager, write: Write): Promise<void> {
  const declared = write.owner.announced?.find((announced) => announced.entity === write.entity);
  // A save's update always knows the row before it (TypeORM loads it); without it nothing is sure.
  if (!declared || typeof write.id !== 'string' || (write.kind === 'update' && !write.before)) return;
  const sends = manager.getRepository(SubscriberSend);
  const send = await sends.findOneBy({ kind: declared.kind, itemId: write.id });
  if (send && send.status !== SendStatus.WAITING) return;

  const row = write.kind === 'remove' ? undefined : write.row;
  const visibleAt = row && declared.wanted(row as never) ? declared.visibleAt(row as never) : null;
  if (send) {
    const waiting = { id: send.id, status: SendStatus.WAITING };
    if (!visibleAt) await sends.delete(waiting);
    else await sends.update(waiting, { dueAt: visibleAt, title: titleOf(declared, row) });
    return;
  }
  if (visibleAt && !wasVisible(declared, write.kind === 'insert' ? undefined : write.before))
    await sends.save(
      sends.create({
        kind: declared.kind,
        itemId: write.id,
        title: titleOf(declared, row),
        dueAt: visibleAt,
        status: SendStatus.WAITING,
      }),
    );
}

const titleOf = (declared: Announced, row: WrittenRow) => declared.title(row as never).slice(0, 200);

/** Whether the row as it was before the write was visible already (its moment come). */
function wasVisible(declared: Announced, before: WrittenRow): boolean {
  const visibleAt = before && declared.visibleAt(before as never);
  return Boolean(visibleAt && visibleAt.getTime() <= Date.now());
}
