import { randomUUID } from 'node:crypto';
import { Not, type DataSource } from 'typeorm';
import type { Logger } from '../../core/logger';
import type { Announced, WriteHook } from '../../core/module';
import { fetchOutside, OutboundError } from '../../core/outbound';
import { endpointOf, linksOf } from './html';
import { backOff, type Worker } from './queue';
import { WebmentionJob, WebmentionSent } from './webmention.entities';
import { sha256 } from './webmentions.service';

/** Links of one post sent to at most (a post is no link list). */
const MAX_TARGETS = 100;
/** Sends made at once by one gateway. */
const BATCH = 4;
/** A send failing (5xx, the network) is tried again for this long after it was made, then failed. */
const RETRY_FOR_MS = 24 * 60 * 60_000;
/** The version of a post that went (deleted, or no longer visible): its former targets are told. */
const REMOVED = 'removed';

/** The workers running in this process, each over its gateway's database: a write kicks those over its database. */
export const workers = new Map<Worker, DataSource>();

/**
 * After a write of a row a module declares `announced` (the blog's posts) commits: its job is made
 * or moved, due when the row is visible (now, or its scheduled moment), so its links are looked at
 * then; a row removed or made a draft gets a job due now, which tells the pages it linked to. Writes
 * that name no row (a view's count) are none. The workers over this database look at once.
 */
export const planned: WriteHook = async (manager, write) => {
  const declared = write.owner.announced?.find((announced) => announced.entity === write.entity);
  if (!declared || typeof write.id !== 'string') return;
  const visibleAt = write.kind === 'remove' ? null : declared.visibleAt(write.row as never);
  const now = new Date();
  const dueAt = visibleAt && visibleAt > now ? visibleAt : now;
  const jobs = manager.getRepository(WebmentionJob);
  const where = { kind: declared.kind, itemId: write.id };
  const moved = await jobs.update(where, { dueAt, attempts: 0, claimedUntil: null, claimedBy: null });
  if (!moved.affected)
    await jobs
      .createQueryBuilder()
      .insert()
      .values({ id: randomUUID(), createdAt: now, dueAt, attempts: 0, ...where })
      .orIgnore()
      .execute();
  for (const [worker, dataSource] of workers) if (dataSource === manager.connection) worker.kick();
};

export type SenderDeps = {
  worker: Worker;
  dataSource: DataSource;
  announced: readonly Announced[];
  publicUrl: string;
  privateAddresses: boolean;
  log: Logger;
};

/**
 * One due job: the sends of the post's version now — one per link to another site, and one per
 * page it linked to before and no longer does (so that page can drop its mention) — each made once
 * for that version (unique item, target, version: a save that changes nothing, or a restart, sends
 * nothing again); the sends of older versions still waiting go.
 */
export async function planDue({ worker, dataSource, announced, publicUrl }: SenderDeps): Promise<boolean> {
  const jobs = await worker.claim(WebmentionJob, 1);
  for (const job of jobs) {
    const declared = announced.find((one) => one.kind === job.kind);
    const item = declared ? await declared.mail(dataSource.manager, job.itemId) : null;
    const sent = dataSource.getRepository(WebmentionSent);
    const before = await sent.find({
      select: { target: true, source: true },
      where: { itemId: job.itemId, status: 'sent', version: Not(REMOVED) },
    });
    const origin = new URL(publicUrl).origin;
    const links = item ? linksOf(item.html).filter((link) => new URL(link).origin !== origin) : [];
    const targets = [...new Set([...links, ...before.map((row) => row.target)])].slice(0, MAX_TARGETS);
    const version = item ? sha256(item.html) : REMOVED;
    const source = item ? `${origin}${item.path}` : before[0]?.source;
    const now = new Date();
    if (source && targets.length)
      await sent
        .createQueryBuilder()
        .insert()
        .values(
          targets.map((target) => ({
            id: randomUUID(),
            createdAt: now,
            dueAt: now,
            attempts: 0,
            itemId: job.itemId,
            target,
            targetKey: sha256(target),
            source,
            version,
            status: 'waiting' as const,
          })),
        )
        .orIgnore()
        .execute();
    await sent.delete({ itemId: job.itemId, status: 'waiting', version: Not(version) });
    // Done, unless a write moved it meanwhile (which let it go): then it runs again.
    await dataSource.getRepository(WebmentionJob).delete({ id: job.id, claimedBy: worker.me });
  }
  return jobs.length > 0;
}

/** A target that may answer later (5xx). */
class Later extends Error {}

/**
 * The sends due, a few at a time: the target's endpoint discovered (html.ts `endpointOf`), then
 * `source` and `target` POSTed to it, both through core/outbound.ts. 2xx: sent; 4xx: failed; no
 * endpoint: none; 5xx or a network failure: tried again with a growing wait, for a day.
 */
export async function sendDue({ worker, privateAddresses, log }: SenderDeps): Promise<boolean> {
  const rows = await worker.claim(WebmentionSent, BATCH, { status: 'waiting' });
  await Promise.all(
    rows.map(async (row) => {
      try {
        const status = await send(row, privateAddresses);
        await worker.release(WebmentionSent, row.id, {
          status,
          sentAt: status === 'sent' ? new Date() : null,
          lastError: null,
        });
      } catch (error) {
        if (!(error instanceof OutboundError || error instanceof Later)) throw error;
        const attempts = row.attempts + 1;
        const failed = Date.now() - row.createdAt.getTime() >= RETRY_FOR_MS;
        log.info({ target: row.target, reason: error.message, attempts }, 'Webmention gönderilemedi');
        await worker.release(WebmentionSent, row.id, {
          attempts,
          status: failed ? 'failed' : 'waiting',
          dueAt: new Date(Date.now() + backOff(attempts)),
          lastError: error.message.slice(0, 500),
        });
      }
    }),
  );
  return rows.length > 0;
}

async function send(row: WebmentionSent, privateAddresses: boolean): Promise<'sent' | 'failed' | 'none'> {
  const page = await fetchOutside(row.target, { privateAddresses, headers: { accept: 'text/html' } });
  if (page.status >= 500) throw new Later(`Hedef ${page.status} yanıtı verdi`);
  const endpoint = endpointOf(page);
  if (!endpoint) return 'none';
  const answer = await fetchOutside(endpoint, {
    privateAddresses,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ source: row.source, target: row.target }).toString(),
  });
  if (answer.status >= 200 && answer.status < 300) return 'sent';
  if (answer.status >= 400 && answer.status < 500) return 'failed';
  throw new Later(`Uç nokta ${answer.status} yanıtı verdi`);
}
