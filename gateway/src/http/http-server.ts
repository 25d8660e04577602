import http from 'node:http';
import type { Socket } from 'node:net';

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
 *   a reader that may never read them. Past the bound the connection is closed.
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

/** The server; `listener` (or one added later with `on('request')`) runs after the pipelining bound. */
export function createHttpServer(listener?: http.RequestListener): http.Server {
  const { idleTimeout, ...options } = HTTP_LIMITS;
  const server = http.createServer(options);
  server.on('request', boundPipelining);
  if (listener) server.on('request', listener);
  server.setTimeout(idleTimeout);
  return server;
}
