import { createHash } from 'node:crypto';
import { defaultHandle } from '@portfolio/content-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { FediverseBlock, FediverseFollower, FediverseSettingsRow, type FollowerStatus } from './fediverse.entities';

/**
 * What the module keeps of the fediverse besides Fedify's stores: its settings, the followers and
 * the blocks, read and written by the inbox's listeners (inbox.ts) and the owner (fediverse.service.ts).
 */

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The block of one actor, by its id. */
export const actorBlock = (actorId: string) => `actor:${sha256(actorId)}`;
/** The block of a whole instance, by its host. */
export const hostBlock = (host: string) => `host:${host.toLowerCase()}`;

export type Settings = { handle: string; approveFollows: boolean };

/** The owner's username or e-mail (the oldest admin's), from which the handle defaults. */
async function ownerName(manager: EntityManager): Promise<string | null> {
  const owner = await manager
    .getRepository<{ username: string | null; email: string }>('User')
    .createQueryBuilder('user')
    .select(['user.username', 'user.email'])
    .where('user.role = :role', { role: 'admin' })
    .orderBy('user.createdAt', 'ASC')
    .getOne();
  return owner ? (owner.username ?? owner.email) : null;
}

/** The settings as they are now: the handle set, or the one from the owner's name. */
export async function settingsOf(manager: EntityManager): Promise<Settings> {
  const row = await manager.findOneBy(FediverseSettingsRow, { id: FediverseSettingsRow.ID });
  return {
    handle: row?.handle ?? defaultHandle(await ownerName(manager)),
    approveFollows: row?.approveFollows ?? false,
  };
}

/** Whether the actor, or its instance, is blocked. */
export async function blocked(manager: EntityManager, actorId: string): Promise<boolean> {
  let host: string;
  try {
    host = new URL(actorId).host;
  } catch {
    return true;
  }
  return (await manager.countBy(FediverseBlock, [{ key: actorBlock(actorId) }, { key: hostBlock(host) }])) > 0;
}

/** Whether an inbox may be delivered to: https, or http under FETCH_PRIVATE_ADDRESSES (tests). */
export function deliverable(inbox: URL | null | undefined, privateAddresses: boolean): inbox is URL {
  return Boolean(inbox && (inbox.protocol === 'https:' || (privateAddresses && inbox.protocol === 'http:')));
}

export type FollowerFields = Pick<
  FediverseFollower,
  'actorId' | 'handle' | 'name' | 'url' | 'inbox' | 'sharedInbox' | 'followId'
>;

/** Stores a Follow: a new row, or the actor's row updated (its inbox, its Follow); one row per actor. */
export async function storeFollower(
  dataSource: DataSource,
  fields: FollowerFields,
  status: FollowerStatus,
): Promise<FediverseFollower> {
  const actorKey = sha256(fields.actorId);
  const repository = dataSource.getRepository(FediverseFollower);
  const values = { ...fields, actorKey, instance: new URL(fields.actorId).host, status };
  for (let attempt = 0; ; attempt++) {
    const known = await repository.findOneBy({ actorKey });
    // A follower already accepted stays accepted when it follows again.
    if (known)
      return repository.save(Object.assign(known, values, known.status === 'accepted' && { status: known.status }));
    try {
      return await repository.save(repository.create(values));
    } catch (error) {
      if (attempt > 2) throw error; // two Follows of one actor at once: the second updates the first's row
    }
  }
}

/** Removes the actor's row (an Undo of its Follow, its account deleted): how many were removed. */
export async function removeFollower(dataSource: DataSource, actorId: string): Promise<number> {
  const removed = await dataSource.getRepository(FediverseFollower).delete({ actorKey: sha256(actorId) });
  return removed.affected ?? 0;
}

/** A page of the accepted followers, oldest first (`page` from 0); all of them when `perPage` is undefined. */
export function acceptedFollowers(dataSource: DataSource, page = 0, perPage?: number): Promise<FediverseFollower[]> {
  return dataSource.getRepository(FediverseFollower).find({
    where: { status: 'accepted' },
    order: { createdAt: 'ASC', id: 'ASC' },
    ...(perPage !== undefined && { skip: page * perPage, take: perPage }),
  });
}

export const countFollowers = (dataSource: DataSource, status: FollowerStatus = 'accepted') =>
  dataSource.getRepository(FediverseFollower).countBy({ status });
