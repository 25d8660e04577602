import { AppError } from '../../core/errors';

export const SEARCH_BUSY = 'Şu anda çok fazla arama yapılıyor; birkaç saniye sonra yeniden deneyin.';

/**
 * How many searches a gateway runs at once. A search runs its statements one at a time, so it holds
 * one of the database's connections at most (search-index.ts), and a phrase scans the runs of its
 * first word's group: searches take at most `most` of the connections, and the lists, posts and
 * writes the rest. Up to `waiting` more wait their turn in order, each at most `patience` ms;
 * beyond them, or past that, a search is refused (TOO_MANY_REQUESTS), never queued without end.
 */
export class SearchLimit {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly most = 2,
    private readonly waiting = 16,
    private readonly patience = 5_000,
  ) {}

  async run<T>(search: () => Promise<T>): Promise<T> {
    if (this.running < this.most) this.running++;
    else if (this.line.length < this.waiting) await this.turn();
    else throw busy();
    try {
      return await search();
    } finally {
      // The next in line takes this one's place; none waiting, the place is free.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Waits in line for a place, or leaves the line refused after `patience`. */
  private turn(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(go), 1);
        reject(busy());
      }, this.patience);
      this.line.push(go);
    });
  }
}

const busy = () => new AppError('TOO_MANY_REQUESTS', SEARCH_BUSY, { retryAfter: 2 });
