import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The gateway's one way to reach another site (a Webmention's source and endpoint; the fediverse
 * in issue 49): an address another site hands us must never make the gateway reach what only it
 * can reach (its own machine, the network behind it, a cloud's metadata service).
 */

export type OutboundOptions = {
  /** The body read at most; a longer one fails (default 1 000 000 bytes). */
  maxBytes?: number;
  /** The whole exchange, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed at most (default 3), each address checked again. */
  maxRedirects?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A POST's body (sent as is: set its content-type in `headers`). */
  body?: string;
  /**
   * FETCH_PRIVATE_ADDRESSES (config `fetchPrivateAddresses`), for tests: plain http, and loopback,
   * private, link-local and unique-local addresses too.
   */
  privateAddresses?: boolean;
};

export type OutboundAnswer = {
  status: number;
  /** The address that answered, after the redirects. */
  url: string;
  /** Lower-case names; a repeated header's values joined by ', ' (as node joins `Link`). */
  headers: Record<string, string>;
  text: string;
};

/** Why another site could not be read (an address refused, too big, too slow, a network failure). */
export class OutboundError extends Error {
  override name = 'OutboundError';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Whether the gateway may connect to `address`: only a public unicast address (ipaddr.js's
 * `range()` is 'unicast' for nothing else: loopback, private, link-local, unique-local, multicast,
 * carrier-grade NAT, documentation, 6to4/Teredo/NAT64 and every other special range are refused;
 * an IPv4-mapped IPv6 address is judged as its IPv4 address). With `privateAddresses` (tests), the
 * ranges of one's own machine and network are allowed too, never the unspecified address (0.0.0.0
 * reaches the machine itself), broadcast or multicast, which are no site.
 */
export function allowedAddress(address: string, privateAddresses = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return true;
  return privateAddresses && !['unspecified', 'broadcast', 'multicast'].includes(range);
}

/**
 * The resolver the connection uses: node connects to the address this hands back, so the address
 * checked is the one connected to (a name that resolves to a public address when checked and to a
 * private one when connecting — DNS rebinding — cannot pass). Every address of the name must be allowed.
 */
function guardedLookup(privateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !allowedAddress(address, privateAddresses));
      if (refused || !addresses.length)
        return callback(refusal(hostname, refused?.address) as NodeJS.ErrnoException, '', 0);
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const refusal = (host: string, address?: string) =>
  new OutboundError(`Bu adrese bağlanılmaz: ${host}${address && address !== host ? ` (${address})` : ''}`);

/** The URL if the gateway may fetch it, its IP literal checked here (node does not resolve an IP). */
function checked(url: URL, privateAddresses: boolean): URL {
  if (url.protocol !== 'https:' && !(privateAddresses && url.protocol === 'http:'))
    throw new OutboundError(`Yalnızca https adresleri okunur: ${url.href}`);
  if (url.username || url.password) throw new OutboundError('Kullanıcı adı ve şifre içeren adresler okunmaz');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowedAddress(host, privateAddresses)) throw refusal(host);
  return url;
}

const tooBig = (url: URL, maxBytes: number) =>
  new OutboundError(`${url.host} yanıtı çok büyük (en fazla ${maxBytes} bayt)`);

/** The charset a content-type names, if TextDecoder knows it; else UTF-8. */
function decode(bytes: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** One request, no redirect followed; the body read up to `maxBytes`. */
function once(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  maxBytes: number,
  privateAddresses: boolean,
  signal: AbortSignal,
): Promise<{ status: number; headers: Record<string, string>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }) },
      lookup: guardedLookup(privateAddresses),
      // A connection of its own: a pooled socket may have been opened by a request checked otherwise.
      agent: false,
      signal,
    });
    request.on('error', (error) =>
      reject(error instanceof OutboundError ? error : new OutboundError(`${url.host} okunamadı: ${error.message}`)),
    );
    request.on('response', (response) => {
      const answerHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
      const declared = Number(response.headers['content-length']);
      if (declared > maxBytes) {
        response.destroy();
        return reject(tooBig(url, maxBytes));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          reject(tooBig(url, maxBytes));
        } else chunks.push(chunk);
      });
      response.on('error', (error) => reject(new OutboundError(`${url.host} okunamadı: ${error.message}`)));
      response.on('close', () => {
        if (!response.complete) reject(new OutboundError(`${url.host} yanıtı yarıda kesildi`));
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, bytes: Buffer.concat(chunks) }),
      );
    });
    request.end(body);
  });
}

/**
 * Fetches `address` from another site: https only, never an address that is not public (checked
 * on the address connected to, and again on every redirect), at most `maxBytes` of body, all within
 * `timeoutMs`, following at most `maxRedirects` redirects (a 303, and a 301/302 of a POST, go on as
 * a GET). Any answer's status is handed back (a 404 is an answer); refusals, a body too big, the
 * time run out and network failures throw OutboundError.
 */
export async function fetchOutside(address: string, options: OutboundOptions = {}): Promise<OutboundAnswer> {
  const { maxBytes = 1_000_000, timeoutMs = 10_000, maxRedirects = 3, privateAddresses = false } = options;
  let headers = options.headers ?? {};
  let method: string = options.method ?? 'GET';
  let body = options.body;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundError(`Geçersiz adres: ${address.slice(0, 200)}`);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const answer = await once(
        checked(url, privateAddresses),
        method,
        headers,
        body,
        maxBytes,
        privateAddresses,
        controller.signal,
      ).catch((error: unknown) => {
        if (controller.signal.aborted) throw new OutboundError(`${url.host} ${timeoutMs} ms içinde yanıt vermedi`);
        throw error;
      });
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.status) || !location) {
        return {
          status: answer.status,
          url: url.href,
          headers: answer.headers,
          text: decode(answer.bytes, answer.headers['content-type']),
        };
      }
      if (redirects >= maxRedirects) throw new OutboundError(`${url.host}: ${maxRedirects} yönlendirmeden fazlası`);
      if (answer.status === 303 || (method === 'POST' && answer.status <= 302)) {
        method = 'GET';
        body = undefined;
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'));
      }
      try {
        url = new URL(location, url);
      } catch {
        throw new OutboundError(`${url.host} geçersiz bir adrese yönlendirdi`);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
