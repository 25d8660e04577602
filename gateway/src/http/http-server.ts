import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * The HTTP server with its limits set on purpose: Node's defaults suit a server behind a proxy
 * that shields it, and this one may face readers directly.
 * - headersTimeout 10 s: a client that trickles its headers (slowloris) holds a socket no longer;
 * - requestTimeout 120 s: the whole request, a 6 MiB upload on a slow uplink (0.5 Mbit/s) included;
 * - keepAliveTimeout 5 s: an idle kept-alive socket closes; longer than the balancer keeps its own
 *   (deploy/nginx.conf, 4 s), so nginx never sends on a socket the gateway is closing;
 * - timeout 30 s: a socket with no traffic either way — a reader that stopped reading — is closed,
 *   and with it every answer queued behind it;
 * - the two timeouts above are checked every second (Node's default is 30 s);
 * - a connection may have MAX_PIPELINED requests waiting for their answers: Node reads every request
 *   of a packet before it looks at the socket's buffer, so 400 pipelined requests (which no browser
 *   sends) would be answered at once, holding the event loop and keeping 400 answers in memory for
 *   a reader that may never read them. Past the bound the connection is closed;
 * - a request Node cannot parse (a request line or headers over 16 KB, bad syntax) is answered by
 *   `answerClientError`.
 */
export const HTTP_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  idleTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} as const;

export const MAX_PIPELINED = 8;

const waiting = new WeakMap<Socket, number>();

/** Counts the requests of each connection still waiting for their answer; closes one that has too many. */
function boundPipelining(req: http.IncomingMessage, res: http.ServerResponse): void {
  const socket = req.socket;
  const count = (waiting.get(socket) ?? 0) + 1;
  waiting.set(socket, count);
  if (count > MAX_PIPELINED) return void socket.destroy();
  res.once('close', () => waiting.set(socket, waiting.get(socket)! - 1));
}

/**
 * Node's 431, 408 or 400 for a request it could not parse, sent before the connection closes. Node's
 * own handler destroys the socket with the rest of the request unread, and from Node 24 the reset
 * often reaches the client before the answer: here the answer goes out with a clean close. A client
 * that goes on sending brings Node back here with the socket no longer writable, and it is destroyed;
 * one that goes silent without closing is cut off by the idle timeout. As in Node's handler, nothing
 * is written when an answer on the socket has begun (`_httpMessage` is the answer in flight, which
 * Node's handler reads too).
 */
function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex & { _httpMessage?: http.ServerResponse | null },
): void {
  if (!socket.writable || socket._httpMessage?.headersSent) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The server; `listener` (or one added later with `on('request')`) runs after the pipelining bound. */
export function createHttpServer(listener?: http.RequestListener): http.Server {
  const { idleTimeout, ...options } = HTTP_LIMITS;
  const server = http.createServer(options);
  server.on('request', boundPipelining);
  server.on('clientError', answerClientError);
  if (listener) server.on('request', listener);
  server.setTimeout(idleTimeout);
  return server;
}
