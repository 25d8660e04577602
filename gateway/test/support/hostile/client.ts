import http from 'node:http';
import { MAX_UPLOAD_BYTES } from '@portfolio/content-rules';
import type { Case, Multipart } from './case';
import { Obj, percentEncode, toJson, type RefKind } from './values';

/**
 * Sends the corpus over real HTTP, one request at a time on ONE keep-alive connection (a request
 * that leaves unread bytes behind stalls or garbles the next one, which then shows), with a
 * deadline on every answer. Socket-level cases use a connection of their own.
 */

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number };
/** `unsendable`: Node's client itself refused the request (an invalid header or path), so it never left. */
export type Outcome = Answer | { error: string; ms: number; unsendable?: true };

export type Resolve = {
  ref: (kind: RefKind) => string;
  token: (auth: 'admin' | 'user') => string;
};

/** A request as bytes: what `send` writes. */
export type Wire = { method: string; path: string; headers: Record<string, string>; body?: Buffer };

const PDF_HEAD = Buffer.from('%PDF-1.4\n');
let bigPdf: Buffer | undefined;
/** A PDF one byte over the upload limit (made once). */
const tooBigPdf = () =>
  (bigPdf ??= Buffer.concat([PDF_HEAD, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF_HEAD.length, 0x20)]));

function encodeMultipart(body: Multipart, ref: Resolve['ref']): { bytes: Buffer; type: string } {
  const nl = body.newline;
  const chunks: Buffer[] = [];
  for (const part of body.parts) {
    chunks.push(Buffer.from(`--${body.boundary}${nl}${part.headers.map((line) => line + nl).join('')}${nl}`));
    const content = part.content;
    chunks.push(
      content === 'big-pdf'
        ? tooBigPdf()
        : Buffer.isBuffer(content)
          ? content
          : Buffer.from(typeof content === 'string' ? content : toJson(content.json, ref)),
    );
    chunks.push(Buffer.from(nl));
  }
  if (body.closing) chunks.push(Buffer.from(`--${body.boundary}--${nl}`));
  let bytes = Buffer.concat(chunks);
  if (body.cut !== undefined) bytes = bytes.subarray(0, Math.floor(bytes.length * body.cut));
  const type = body.declared === null ? 'multipart/form-data' : `multipart/form-data; boundary=${body.declared}`;
  return { bytes, type };
}

/** The bytes of a case, with the stored ids and the tokens of the moment. */
export function encode(case_: Case, resolve: Resolve, extraHeaders: Record<string, string> = {}): Wire {
  const headers: Record<string, string> = { ...case_.headers, ...extraHeaders };
  if (case_.auth === 'admin' || case_.auth === 'user') headers.authorization = `Bearer ${resolve.token(case_.auth)}`;
  let path = case_.path.replace(/\{\{(\w+)\}\}/g, (_m, kind: RefKind) => encodeURIComponent(resolve.ref(kind)));
  const body = case_.body;
  if (!body) return { method: case_.method, path, headers };
  if ('multipart' in body) {
    const { bytes, type } = encodeMultipart(body.multipart, resolve.ref);
    return { method: case_.method, path, headers: { 'content-type': type, ...headers }, body: bytes };
  }
  if ('text' in body) return { method: case_.method, path, headers, body: Buffer.from(body.text) };
  if (case_.method === 'GET' && case_.path === '/graphql' && body.json instanceof Obj) {
    // A GraphQL GET: every field of the body as a query parameter (JSON for the non-strings).
    const params = body.json.entries.map(([key, value]) => {
      const text = typeof value === 'string' ? value : toJson(value, resolve.ref);
      return `${percentEncode(key)}=${percentEncode(text)}`;
    });
    path += `${path.includes('?') ? '&' : '?'}${params.join('&')}`;
    return { method: 'GET', path, headers };
  }
  return { method: case_.method, path, headers, body: Buffer.from(toJson(body.json, resolve.ref)) };
}

/**
 * One keep-alive connection. An idle one is dropped after 2 s, before the server's own 5 s
 * keep-alive timeout can close it under a request (a reset that would be the client's fault).
 */
const oneConnection = () => new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 2_000 });

export class Client {
  private agent = oneConnection();

  constructor(
    private readonly base: string,
    private readonly deadline = 20_000,
  ) {}

  /** One request on the shared keep-alive connection. */
  send(wire: Wire): Promise<Outcome> {
    return this.request(wire, this.agent);
  }

  /**
   * A socket-level case on its own connection. `huge-length`: the headers claim 10 GB and only a
   * few bytes follow; the answer must come without the body. `cut`: half the declared body, then
   * the connection is dropped (there is no answer to wait for).
   */
  async raw(kind: 'huge-length' | 'cut', wire: Wire): Promise<Outcome | undefined> {
    const started = Date.now();
    const prefix = Buffer.from(
      wire.path.startsWith('/graphql') && !/multipart/.test(wire.headers['content-type'] ?? '')
        ? '{"query":"mutation { logout }","variables":{"x":"'
        : '--b\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const declared = kind === 'huge-length' ? 10 * 1024 ** 3 : prefix.length * 2;
    const req = http.request(`${this.base}${wire.path}`, {
      method: wire.method,
      agent: false,
      headers: { ...wire.headers, 'content-length': String(declared) },
    });
    if (kind === 'cut') {
      req.on('error', () => undefined);
      req.write(prefix, () => setTimeout(() => req.destroy(), 50));
      await new Promise((resolve) => req.on('close', resolve));
      return undefined;
    }
    return new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => {
        req.destroy();
        resolve({
          error: `no answer in 3 s while the body was still coming (it was being read before a refusal)`,
          ms: Date.now() - started,
        });
      }, 3_000);
      req.on('error', (error) => {
        clearTimeout(timer);
        resolve({ error: `connection error: ${error.message}`, ms: Date.now() - started });
      });
      req.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: Date.now() - started,
          });
        });
        response.on('error', () => undefined);
      });
      req.write(prefix);
    });
  }

  private request(wire: Wire, agent: http.Agent | false): Promise<Outcome> {
    const started = Date.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      let req: http.ClientRequest;
      try {
        req = http.request(`${this.base}${wire.path}`, {
          method: wire.method,
          agent,
          headers: { ...wire.headers, ...(wire.body ? { 'content-length': String(wire.body.length) } : {}) },
        });
      } catch (error) {
        return resolve({ error: (error as Error).message, ms: 0, unsendable: true });
      }
      const timer = setTimeout(() => {
        req.destroy();
        // The connection may be wedged: the next request gets a fresh one.
        this.agent.destroy();
        this.agent = oneConnection();
        finish({ error: `no answer in ${this.deadline / 1000} s`, ms: Date.now() - started });
      }, this.deadline);
      req.on('error', (error) => finish({ error: `connection error: ${error.message}`, ms: Date.now() - started }));
      req.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => finish({ error: `answer cut: ${error.message}`, ms: Date.now() - started }));
        response.on('end', () =>
          finish({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: Date.now() - started,
          }),
        );
      });
      req.end(wire.body);
    });
  }

  close() {
    this.agent.destroy();
  }
}
