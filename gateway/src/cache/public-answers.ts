import type { Request, RequestHandler, Response } from 'express';
import { PRIVATE } from '../http/security';
import { carriesCredentials } from '../http/session-cookie';
import type { ContentChanges } from './changes';
import type { CachedAnswer, ResponseCache, Tag } from './response-cache';

/** `br` when the client takes it, else `gzip`, else nothing (a `;q=0` refuses). */
function encodingFor(accept: string | undefined, answer: CachedAnswer): 'br' | 'gzip' | undefined {
  if (!accept || !answer.br) return undefined;
  const takes = (name: string) =>
    accept.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return coding!.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch) &&
  (ifNoneMatch!.trim() === '*' ||
    ifNoneMatch!.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, '')));

export type Fresh = {
  status: number;
  type: string;
  body: string | Buffer;
  tags: readonly Tag[];
  /** A redirect's target (a former slug's page moved to the current one). */
  location?: string;
  /** The request headers, besides Accept-Encoding, that chose this answer among others under its address. */
  vary?: string;
};

/**
 * How long a request waits for the same answer that another is making, at most: then it makes its
 * own. An answer is made by the gateway alone (never waits on a client), so this only bounds a
 * maker held up by the database.
 */
export const WAIT_MS = 3_000;

/** An answer being made: `done` settles when it is made or its maker gave up (ended, or WAIT_MS). */
type Making = { done: Promise<void>; release: () => void };

/**
 * The public answers of the gateway — pages, public REST reads, anonymous GraphQL queries, feeds —
 * made once, kept in the response cache with their compressed bytes, and sent with an ETag (a
 * matching If-None-Match gets 304) and a Cache-Control a CDN may follow; to a request with
 * credentials the same bytes go out `private, no-store`. An answer is kept only when it was made
 * for a caller without rights of their own, so a key never holds what one user alone may see.
 *
 * Each router says which requests it answers publicly and under which key (`answersFor`): every
 * spelling of one answer gets one key, so junk parameters cannot multiply the work; a request of
 * no router's (health, files, assets, writes) is never looked up and never waits.
 */
export class PublicAnswers {
  readonly publicCacheControl: string;
  private readonly keyers: Array<(req: Request) => string | undefined> = [];
  private readonly making = new Map<string, Making>();

  constructor(
    readonly cache: ResponseCache,
    readonly changes: ContentChanges,
    cdnMaxAge: number | undefined,
  ) {
    this.publicCacheControl =
      'public, max-age=0, must-revalidate' +
      (cdnMaxAge ? `, s-maxage=${cdnMaxAge}, stale-while-revalidate=${Math.max(60, cdnMaxAge)}` : '');
  }

  /** A router's public GETs: `keyOf` names the key of each (the same for every spelling), undefined for others. */
  answersFor(keyOf: (req: Request) => string | undefined): void {
    this.keyers.push(keyOf);
  }

  /** The key a GET's answer is kept under, if it is a public answer. */
  key(req: Request): string | undefined {
    for (const keyOf of this.keyers) {
      const key = keyOf(req);
      if (key !== undefined) return key;
    }
    return undefined;
  }

  cacheControl(req: Request): string {
    return carriesCredentials(req) ? PRIVATE : this.publicCacheControl;
  }

  /**
   * Sends a fresh answer as a cached one would be sent, and keeps it under `key` when it is
   * `shared` (made in a context without a user: the same for every visitor). Those waiting for this
   * answer are let go as soon as it is made, whatever becomes of this response.
   */
  async send(req: Request, res: Response, key: string, fresh: Fresh, shared: boolean): Promise<void> {
    const since = (res.locals.cacheSince as number | undefined) ?? this.cache.generation;
    const body = typeof fresh.body === 'string' ? Buffer.from(fresh.body) : fresh.body;
    const answer = await this.cache.set(key, shared ? since : null, { ...fresh, body });
    (res.locals.making as Making | undefined)?.release();
    this.write(req, res, answer);
  }

  /**
   * A small value derived from public data (the number of list pages), kept beside the answers and
   * dropped with its tags.
   */
  async remember(key: string, tags: readonly Tag[], compute: () => Promise<number>): Promise<number> {
    const cached = this.cache.get(key);
    if (cached) return Number(cached.body.toString());
    const since = this.cache.generation;
    const value = await compute();
    await this.cache.set(key, since, { status: 200, type: 'text/plain', body: Buffer.from(String(value)), tags });
    return value;
  }

  private write(req: Request, res: Response, answer: CachedAnswer): void {
    const cacheControl = this.cacheControl(req);
    const vary = [answer.br && 'Accept-Encoding', answer.vary].filter(Boolean).join(', ') || undefined;
    if (answer.etag && matches(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, { ETag: answer.etag, 'Cache-Control': cacheControl, ...(vary && { Vary: vary }) });
      res.end();
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding'], answer);
    const body = encoding ? answer[encoding]! : answer.body;
    res.writeHead(answer.status, {
      'Content-Type': answer.type,
      'Content-Length': body.length,
      'Cache-Control': cacheControl,
      ...(answer.etag && { ETag: answer.etag }),
      ...(answer.location && { Location: answer.location }),
      ...(vary && { Vary: vary }),
      ...(encoding && { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * First of the read path: a public GET or HEAD whose answer is cached is answered here, before
   * any routing, parsing or rendering. Others note the cache's generation and go on.
   */
  lookup(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const key = this.key(req);
      if (key === undefined) return next();
      const decide = () => {
        const answered = this.hitOrWait(req, res, key);
        if (answered === false) next();
        else if (answered !== true)
          answered.then(
            (hit) => hit || next(),
            () => next(),
          );
      };
      const syncing = this.changes.fresh();
      if (!syncing) return decide();
      syncing.then(decide, () => next());
    };
  }

  /** A lookup by a key of the caller's (a GraphQL body, the shared 404): true when answered (a failed read of the log is a miss). */
  async answer(req: Request, res: Response, key: string): Promise<boolean> {
    try {
      await this.changes.fresh();
    } catch {
      return false;
    }
    return this.hitOrWait(req, res, key);
  }

  /**
   * Answered from the cache (true), or this request makes the answer (false). When an anonymous
   * crowd asks for the same missing answer — at start, after a write — the first makes it and the
   * others wait until it is made (at most WAIT_MS), then are answered from the cache, or make their
   * own if it was not kept: one render instead of one per request. The wait ends when the answer is
   * made, not when its maker's response has gone out: a reader that does not read holds up no one.
   */
  private hitOrWait(req: Request, res: Response, key: string): boolean | Promise<boolean> {
    if (this.fromCache(req, res, key)) return true;
    if (carriesCredentials(req)) return false;
    const making = this.making.get(key);
    if (making) return making.done.then(() => this.fromCache(req, res, key));
    let settle!: () => void;
    const entry: Making = {
      done: new Promise<void>((resolve) => (settle = resolve)),
      release: () => {
        if (this.making.get(key) === entry) this.making.delete(key);
        clearTimeout(timer);
        settle();
      },
    };
    const timer = setTimeout(entry.release, WAIT_MS).unref();
    this.making.set(key, entry);
    res.locals.making = entry;
    // A maker that ends without making the answer (an error, a redirect, not kept) lets go too.
    res.once('finish', entry.release).once('close', entry.release);
    return false;
  }

  /** Answers from the cache under `key` (true), or notes the generation `send` will check (false). */
  private fromCache(req: Request, res: Response, key: string): boolean {
    const cached = this.cache.get(key);
    res.locals.cacheSince = this.cache.generation;
    if (!cached) return false;
    this.write(req, res, cached);
    return true;
  }
}
