import { createHash, randomUUID } from 'node:crypto';
import { COMMENT_ERRORS, COMMENT_LIMITS, publicPage } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { AppError, badInput } from '../../core/errors';
import type { RateLimits } from '../../core/rate-limits';
import type { Services } from '../../core/context';
import { WebmentionReceived } from './webmention.entities';

/** Webmentions waiting to be checked, at most: past it a new one is refused (429) until the verifiers catch up. */
export const QUEUE_CAP = 10_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An http(s) URL of at most 2048 characters, or null. */
function webUrl(value: string): URL | null {
  if (value.length > COMMENT_LIMITS.url || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * The post a URL of this site names (`/blog/{slug}` in any of its spellings), or null: the slug,
 * for `services.comments` to find.
 */
export function postSlugOf(target: string, publicUrl: string): string | null {
  const url = webUrl(target);
  if (!url || url.origin !== new URL(publicUrl).origin) return null;
  const page = publicPage(url.pathname, url.search);
  return page.kind === 'post' ? page.slug : null;
}

export type WebmentionsDeps = {
  dataSource: DataSource;
  limits: RateLimits;
  publicUrl: string;
  comments: () => Services['comments'];
  /** The verifiers of this gateway look at once. */
  kick: () => void;
};

/** Receiving Webmentions (`POST /webmention`): taken at once, checked later (receiving.ts). */
export class WebmentionsService {
  constructor(private readonly deps: WebmentionsDeps) {}

  /**
   * Takes a Webmention for later: both http(s) URLs of at most 2048 characters, not the same, the
   * target a visible post of this site; within the address's limits (30 a minute, 300 a day) and
   * the queue's cap. A pair received before is set waiting again (its source changed or went).
   * Never fetches anything. Throws BAD_USER_INPUT or TOO_MANY_REQUESTS, having stored nothing.
   */
  async take(source: string, target: string, address: string): Promise<void> {
    const sourceUrl = webUrl(source);
    const targetUrl = webUrl(target);
    if (!sourceUrl || !targetUrl) throw badInput(COMMENT_ERRORS.badUrls);
    if (sourceUrl.href === targetUrl.href) throw badInput(COMMENT_ERRORS.sameUrls);
    await this.deps.limits.webmention(address);
    const slug = postSlugOf(target, this.deps.publicUrl);
    if (!slug || !(await this.deps.comments().find('post', slug))) throw badInput(COMMENT_ERRORS.notOurs);

    const received = this.deps.dataSource.getRepository(WebmentionReceived);
    if ((await received.countBy({ status: 'waiting' })) >= QUEUE_CAP)
      throw new AppError('TOO_MANY_REQUESTS', COMMENT_ERRORS.queueFull, { retryAfter: 60 });
    const key = sha256(`${source} ${target}`);
    const now = new Date();
    // Waiting again, from the start, and let go by a verifier holding it (its result would be stale).
    const again = { status: 'waiting' as const, dueAt: now, receivedAt: now, attempts: 0, lastError: null };
    const unclaimed = { claimedUntil: null, claimedBy: null };
    const updated = await received.update({ key }, { ...again, ...unclaimed });
    if (!updated.affected)
      await received
        .createQueryBuilder()
        .insert()
        .values({ id: randomUUID(), createdAt: now, key, source, target, ...again })
        .orIgnore()
        .execute();
    this.deps.kick();
  }
}
