import { randomUUID } from 'node:crypto';
import { IsNull, Not, type DataSource } from 'typeorm';
import type { Logger } from '../../core/logger';
import type { Announced, Write, WriteHook } from '../../core/module';
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

/** The gateways running in this process (their workers and what planning needs), each over its database. */
export const gateways = new Map<Worker, SenderDeps>();

/** The announced declaration of a write's row, and the row's id, when the write names one. */
function announcedRow(write: Write): { declared: Announced; id: string } | null {
  const declared = write.owner.announced?.find((announced) => announced.entity === write.entity);
  return declared && typeof write.id === 'string' ? { declared, id: write.id } : null;
}

/** When a written row's links are to be looked at: its scheduled moment, else now (visible, a draft or removed). */
function dueOf(declared: Announced, write: Write, now: Date): Date {
  const visibleAt = write.kind === 'remove' ? null : declared.visibleAt(write.row as never);
  return visibleAt && visibleAt > now ? visibleAt : now;
}

/**
 * In the transaction that writes a row a module declares `announced` (the blog's posts): its job is
 * made or moved, due when its links are to be looked at (now, or its scheduled moment), so that it
 * outlives a gateway that stops before the commit's hook below has done it. Writes that name no row
 * (a view's count) are none.
 */
export const queued: WriteHook = async (manager, write) => {
  const found = announcedRow(write);
  if (!found) return;
  const now = new Date();
  const dueAt = dueOf(found.declared, write, now);
  const jobs = manager.getRepository(WebmentionJob);
  const where = { kind: found.declared.kind, itemId: found.id };
  // A new row has no job yet: one statement for it (a bulk insert of posts makes one each).
  const moved =
    write.kind !== 'insert' && (await jobs.update(where, { dueAt, attempts: 0, claimedUntil: null, claimedBy: null }));
  if (!moved || !moved.affected)
    await jobs
      .createQueryBuilder()
      .insert()
      .values({ id: randomUUID(), createdAt: now, dueAt, attempts: 0, ...where })
      .orIgnore()
      .execute();
};

/**
 * Once that write commits, a row due now is planned at once by this gateway (a scheduled one waits
 * for the workers): its sends are made before the writer is answered, and the workers over its
 * database start them. Planning twice is harmless (the sends are unique), so a worker planning the
 * same job meanwhile needs no lock.
 */
export const planned: WriteHook = async (manager, write) => {
  const found = announcedRow(write);
  if (!found || dueOf(found.declared, write, new Date()).getTime() > Date.now()) return;
  const gateway = [...gateways.values()].find((deps) => deps.dataSource === manager.connection);
  if (!gateway) return; // a command's write: a gateway's worker plans it
  const job = await manager.findOneBy(WebmentionJob, { kind: found.declared.kind, itemId: found.id });
  if (!job) return;
  const made = await plan(gateway, job, { fresh: write.kind === 'insert' });
  await manager.delete(WebmentionJob, { id: job.id, claimedBy: IsNull(), dueAt: job.dueAt });
  if (made) gateway.worker.kick();
};

export type SenderDeps = {
  worker: Worker;
  dataSource: DataSource;
  announced: readonly Announced[];
  publicUrl: string;
  privateAddresses: boolean;
  log: Logger;
};

/** The due jobs a worker claims (scheduled posts whose moment came, jobs a stopped gateway left), each planned. */
export async function planDue(deps: SenderDeps): Promise<boolean> {
  const jobs = await deps.worker.claim(WebmentionJob, 10);
  for (const job of jobs) {
    if (await plan(deps, job)) deps.worker.kick();
    // Done, unless a write moved it meanwhile (which let it go): then it runs again.
    await deps.dataSource.getRepository(WebmentionJob).delete({ id: job.id, claimedBy: deps.worker.me });
  }
  return jobs.length > 0;
}

/**
 * A job's sends for the post's version now — one per link to another site, and one per page it
 * linked to before and no longer does (so that page can drop its mention) — each made once for that
 * version (unique item, target, version: a save that changes nothing, or a restart, sends nothing
 * again); the sends of older versions still waiting go. `fresh`: a row just inserted, which has no
 * sends before. Whether any send was made.
 */
async function plan(
  { dataSource, announced, publicUrl }: SenderDeps,
  job: WebmentionJob,
  { fresh = false } = {},
): Promise<boolean> {
  const declared = announced.find((one) => one.kind === job.kind);
  const item = declared ? await declared.mail(dataSource.manager, job.itemId) : null;
  const sent = dataSource.getRepository(WebmentionSent);
  const before = fresh
    ? []
    : await sent.find({
        select: { target: true, source: true },
        where: { itemId: job.itemId, status: 'sent', version: Not(REMOVED) },
      });
  const origin = new URL(publicUrl).origin;
  const links = item ? linksOf(item.html).filter((link) => new URL(link).origin !== origin) : [];
  const targets = [...new Set([...links, ...before.map((row) => row.target)])].slice(0, MAX_TARGETS);
  const version = item ? sha256(item.html) : REMOVED;
  const source = item ? `${origin}${item.path}` : before[0]?.source;
  const now = new Date();
  if (!fresh) await sent.delete({ itemId: job.itemId, status: 'waiting', version: Not(version) });
  if (!source || !targets.length) return false;
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
    .updateEntity(false)
    .execute();
  return true;
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
