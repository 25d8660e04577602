import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

import type { Tag } from '../core/module';

export type { Tag };

/** A public answer as it goes out: its bytes (and their compressed forms) with their headers. */
export type CachedAnswer = {
  status: number;
  type: string;
  body: Buffer;
  /** Compressed forms, made once when stored (only for bodies worth compressing). */
  br?: Buffer;
  gzip?: Buffer;
  /** None for an answer too large to keep: hashing it would hold the event loop for nothing. */
  etag?: string;
  tags: readonly Tag[];
  /** A redirect's target. */
  location?: string;
  /** The request headers, besides Accept-Encoding, that chose this answer among others under its address. */
  vary?: string;
};

/** Below this, compression saves less than the header it adds (and costs a round of zlib). */
const COMPRESS_FROM_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Made on libuv's threads, so a large answer never holds the event loop (and other readers) while it is compressed. */
async function compressions(body: Buffer): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < COMPRESS_FROM_BYTES) return {};
  const [br, gzipped] = await Promise.all([
    // Quality 5 (of 11): within a few percent of the smallest, at a fraction of the time; done once per answer.
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br, gzip: gzipped };
}

/** The share of the cache one answer may take: a larger one is sent but not kept, so it cannot push out the rest. */
const LARGEST_SHARE = 1 / 4;

export const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Public answers (pages, public REST reads, anonymous GraphQL queries, feeds) kept in memory,
 * bounded in bytes, each with the tags of what it shows. `invalidate` drops what a write changed.
 *
 * An answer computed while a write to one of its tags happened may show the state before it:
 * `generation` is read when the computation starts, and `set` refuses an answer whose tags changed
 * since then.
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, CachedAnswer> | null;
  /** The largest answer kept (and given an ETag). */
  readonly largest: number;
  private counter = 0;
  /** The generation at which each tag last changed ('*': everything). */
  private readonly changedAt = new Map<Tag, number>();

  constructor(
    readonly maxBytes: number,
    ttlMs: number,
  ) {
    this.largest = Math.max(maxBytes * LARGEST_SHARE, 64 * 1024);
    this.answers =
      maxBytes > 0
        ? new LRUCache({
            maxSize: maxBytes,
            ttl: ttlMs,
            sizeCalculation: (answer, key) =>
              key.length * 2 + answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 256,
          })
        : null;
  }

  get generation(): number {
    return this.counter;
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers?.get(key);
  }

  /**
   * Builds the answer (compressing and hashing it once) and keeps it when `since` is given (the
   * generation at which its computation started), none of its tags changed after it, and it is not
   * larger than `largest`.
   */
  async set(
    key: string,
    since: number | null,
    answer: Omit<CachedAnswer, 'etag' | 'br' | 'gzip'>,
  ): Promise<CachedAnswer> {
    const small = answer.body.length <= this.largest;
    const full: CachedAnswer = {
      ...answer,
      ...(await compressions(answer.body)),
      ...(small && { etag: etagOf(answer.body) }),
    };
    if (this.answers && small && since !== null && !this.changedSince(answer.tags, since)) this.answers.set(key, full);
    return full;
  }

  /** Drops every answer showing one of `tags` ('*': all of them; 'post:*': every single post). */
  invalidate(tags: Iterable<Tag>): void {
    const changed = new Set(tags);
    if (changed.size === 0) return;
    this.counter++;
    if (changed.has('*')) this.changedAt.clear(); // every change before this one is covered by it
    for (const tag of changed) this.changedAt.set(tag, this.counter);
    if (!this.answers) return;
    if (changed.has('*')) return this.answers.clear();
    const anyPost = changed.has('post:*');
    for (const [key, answer] of this.answers.entries()) {
      if (answer.tags.some((tag) => changed.has(tag) || (anyPost && tag.startsWith('post:')))) this.answers.delete(key);
    }
  }

  private changedSince(tags: readonly Tag[], since: number): boolean {
    const after = (tag: Tag) => (this.changedAt.get(tag) ?? 0) > since;
    return after('*') || tags.some((tag) => after(tag) || (tag.startsWith('post:') && after('post:*')));
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.answers?.size ?? 0, bytes: this.answers?.calculatedSize ?? 0 };
  }
}
