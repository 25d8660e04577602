import { AppError } from '../../core/errors';

export const SEARCH_BUSY = 'Şu anda çok fazla arama yapılıyor; birkaç saniye sonra yeniden deneyin.';

/** A search waiting for its turn: what lets it run. */
type Waiting = () => void;

/** One client's searches: how many run, and those waiting in its line, in order. */
type Client = { running: number; line: Waiting[]; served: number };

/**
 * How many searches a gateway runs at once, and whose turn it is. A search runs its statements one
 * at a time, so it holds one of the database's connections at most (search-index.ts), and a phrase
 * scans the runs of its first word's group: searches take at most `most` of the connections, and
 * the lists, posts and writes the rest.
 *
 * Search is budgeted per client (its address group, core/rate-limits.ts), so that no client can use
 * it up for the others: a client runs `perClient` searches at once at most, and up to `waiting` more
 * wait in its own line (an aliased request's, 15 at most, fit), each at most `patience` ms; beyond
 * its line, or past that, a search is refused (TOO_MANY_REQUESTS), never queued without end. A
 * place that frees goes to the waiting client served longest ago (one new to search first), so one
 * client flooding search delays another's search by one search at most.
 */
export class SearchLimit {
  private running = 0;
  /** Clients running or waiting (no others are kept). */
  private readonly clients = new Map<string, Client>();
  /** Counts the searches started: a client's `served` is the count when its last one started. */
  private started = 0;

  constructor(
    private readonly most = 2,
    private readonly perClient = 1,
    private readonly waiting = 15,
    private readonly patience = 5_000,
  ) {}

  async run<T>(clientKey: string, search: () => Promise<T>): Promise<T> {
    let client = this.clients.get(clientKey);
    if (!client) this.clients.set(clientKey, (client = { running: 0, line: [], served: -1 }));
    if (!client.line.length && client.running < this.perClient && this.running < this.most) this.start(client);
    else if (client.line.length < this.waiting) await this.turn(clientKey, client);
    else throw busy();
    try {
      return await search();
    } finally {
      this.running--;
      client.running--;
      this.forget(clientKey, client);
      this.next();
    }
  }

  private start(client: Client): void {
    this.running++;
    client.running++;
    client.served = this.started++;
  }

  /** A client with nothing running or waiting is forgotten (it starts afresh). */
  private forget(key: string, client: Client): void {
    if (!client.running && !client.line.length) this.clients.delete(key);
  }

  /** Gives the free places to the waiting clients that may run, the one served longest ago first. */
  private next(): void {
    while (this.running < this.most) {
      let chosen: Client | undefined;
      for (const client of this.clients.values())
        if (client.line.length && client.running < this.perClient && (!chosen || client.served < chosen.served))
          chosen = client;
      if (!chosen) return;
      this.start(chosen);
      chosen.line.shift()!();
    }
  }

  /** Waits in the client's line for a place, or leaves the line refused after `patience`. */
  private turn(key: string, client: Client): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        client.line.splice(client.line.indexOf(go), 1);
        this.forget(key, client);
        reject(busy());
      }, this.patience);
      client.line.push(go);
    });
  }
}

const busy = () => new AppError('TOO_MANY_REQUESTS', SEARCH_BUSY, { retryAfter: 2 });
