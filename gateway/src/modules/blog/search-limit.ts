import { AppError } from '../../core/errors';

export const SEARCH_BUSY = 'Şu anda çok fazla arama yapılıyor; birkaç saniye sonra yeniden deneyin.';

/**
 * How many searches a gateway runs at once. A search that matches most posts reads every one of
 * them (and MySQL/MariaDB's full-text index is slow at that: BENCHMARKS.md, 'Search at 10 000
 * posts'), so searches take at most `most` of the database's connections, and the lists, posts and
 * writes the rest. Up to `waiting` more wait their turn in order; beyond them a search is refused
 * (TOO_MANY_REQUESTS), never queued without end.
 */
export class SearchLimit {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly most = 2,
    private readonly waiting = 16,
  ) {}

  async run<T>(search: () => Promise<T>): Promise<T> {
    if (this.running < this.most) this.running++;
    else if (this.line.length < this.waiting) await new Promise<void>((turn) => this.line.push(turn));
    else throw new AppError('TOO_MANY_REQUESTS', SEARCH_BUSY, { retryAfter: 2 });
    try {
      return await search();
    } finally {
      // The next in line takes this one's place; none waiting, the place is free.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
