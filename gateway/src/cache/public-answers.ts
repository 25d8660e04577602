import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';
import type { ContentChanges } from './changes';
import type { CachedAnswer, ResponseCache, Tag } from './response-cache';

/** CONTRACT.md "Caching": what anything signed-in, a counted read and every write carry. */
export const PRIVATE = 'private, no-store';

const SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** A request that carries a credential (valid or not): its answers are never stored, in any cache. */
export const signedIn = (headers: IncomingHttpHeaders) =>
  Boolean(headers.authorization) || SESSION.test(headers.cookie ?? '');

/** What the site router answers: a request for HTML (or for anything). */
const acceptsHtml = (accept: string | undefined) =>
  !accept || accept.includes('text/html') || accept.includes('*/*') || accept.includes('text/*');

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

export type Fresh = { status: number; type: string; body: string | Buffer; tags: readonly Tag[]; page: boolean };

/**
 * The public answers of the gateway — pages, public REST reads, anonymous GraphQL queries, feeds —
 * made once, kept in the response cache with their compressed bytes, and sent with an ETag (a
 * matching If-None-Match gets 304) and a Cache-Control a CDN may follow; to a signed-in request
 * the same bytes go out `private, no-store`. Only answers to requests without credentials are
 * stored, so a key never holds what one user alone may see.
 */
export class PublicAnswers {
  readonly publicCacheControl: string;

  /**
   * `keyOf`: the key of a GET's answer; requests that get the same answer should get the same key
   * (the REST door ignores parameters it does not read), else the exact URL.
   */
  constructor(
    readonly cache: ResponseCache,
    readonly changes: ContentChanges,
    cdnMaxAge: number | undefined,
    private readonly keyOf: (req: Request) => string | undefined = () => undefined,
  ) {
    this.publicCacheControl =
      'public, max-age=0, must-revalidate' +
      (cdnMaxAge ? `, s-maxage=${cdnMaxAge}, stale-while-revalidate=${Math.max(60, cdnMaxAge)}` : '');
  }

  /** The key a GET's answer is kept under. */
  key(req: Request): string {
    return this.keyOf(req) ?? req.originalUrl;
  }

  cacheControl(req: Request): string {
    return signedIn(req.headers) ? PRIVATE : this.publicCacheControl;
  }

  /** Stores a fresh answer (when the request is anonymous) and sends it as a cached one would be. */
  send(req: Request, res: Response, key: string, fresh: Fresh): void {
    const since = (res.locals.cacheSince as number | undefined) ?? this.cache.generation;
    const body = typeof fresh.body === 'string' ? Buffer.from(fresh.body) : fresh.body;
    const answer = this.cache.set(key, signedIn(req.headers) ? null : since, { ...fresh, body });
    this.write(req, res, answer);
  }

  private write(req: Request, res: Response, answer: CachedAnswer): void {
    const cacheControl = this.cacheControl(req);
    const vary = answer.br ? 'Accept-Encoding' : undefined;
    if (matches(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, { ETag: answer.etag, 'Cache-Control': cacheControl, ...(vary && { Vary: vary }) });
      res.end();
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding'], answer);
    const body = encoding ? answer[encoding]! : answer.body;
    res.writeHead(answer.status, {
      'Content-Type': answer.type,
      'Content-Length': body.length,
      ETag: answer.etag,
      'Cache-Control': cacheControl,
      ...(vary && { Vary: vary }),
      ...(encoding && { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * First of the read path: a GET or HEAD whose answer is cached is answered here, before any
   * routing, parsing or rendering. Others note the cache's generation and go on.
   */
  lookup(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const key = this.key(req);
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

  /** The GraphQL door's lookup by the exact body: true when answered (a failed read of the log is a miss). */
  async answer(req: Request, res: Response, key: string): Promise<boolean> {
    try {
      await this.changes.fresh();
    } catch {
      return false;
    }
    return this.hitOrWait(req, res, key);
  }

  /** Answers being made, by key: each settles when its response has gone. */
  private readonly making = new Map<string, Promise<void>>();

  /**
   * Answered from the cache (true), or this request makes the answer (false). When an anonymous
   * crowd asks for the same missing answer — at start, after a write — the first makes it and the
   * others wait for it, then are answered from the cache (or, if it was not kept, make their own):
   * one render instead of one per request.
   */
  private hitOrWait(req: Request, res: Response, key: string): boolean | Promise<boolean> {
    if (this.fromCache(req, res, key)) return true;
    if (signedIn(req.headers)) return false;
    const making = this.making.get(key);
    if (making) return making.then(() => this.fromCache(req, res, key));
    const done = new Promise<void>((resolve) => res.once('close', resolve));
    this.making.set(key, done);
    void done.then(() => {
      if (this.making.get(key) === done) this.making.delete(key);
    });
    return false;
  }

  /** Answers from the cache under `key` (true), or notes the generation `send` will check (false). */
  private fromCache(req: Request, res: Response, key: string): boolean {
    const cached = this.cache.get(key);
    res.locals.cacheSince = this.cache.generation;
    if (!cached || (cached.page && !acceptsHtml(req.headers.accept))) return false;
    this.write(req, res, cached);
    return true;
  }
}
