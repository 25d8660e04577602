import { LRUCache } from 'lru-cache';

/** How long a visitor's views of one post count as one. */
export const VIEW_WINDOW_MS = 30 * 60_000;

/** Visitor–post pairs remembered at most (a few MB); past it the oldest are forgotten and may count again. */
const REMEMBERED = 20_000;

/**
 * One counted view per visitor and post in VIEW_WINDOW_MS, as analytics count a visit: reloading,
 * or a script asking again and again, counts nothing more (and writes nothing). Kept in memory:
 * behind several gateways a visitor may count once on each.
 */
export class ViewLimit {
  private readonly seen = new LRUCache<string, true>({ max: REMEMBERED, ttl: VIEW_WINDOW_MS });

  /** Whether this view counts; it is then remembered until `forget`, or the window ends. */
  counts(visitor: string, postId: string): boolean {
    const key = `${visitor} ${postId}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    return true;
  }

  /** A view that counted nothing after all (no such visible post): nothing to remember. */
  forget(visitor: string, postId: string): void {
    this.seen.delete(`${visitor} ${postId}`);
  }
}
