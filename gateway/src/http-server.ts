import http from 'node:http';

/**
 * The HTTP server with its limits set on purpose: Node's defaults suit a server behind a proxy
 * that shields it, and this one may face readers directly.
 * - headersTimeout 10 s: a client that trickles its headers (slowloris) holds a socket no longer;
 * - requestTimeout 120 s: the whole request, a 6 MiB upload on a slow uplink (0.5 Mbit/s) included;
 * - keepAliveTimeout 5 s: an idle kept-alive socket closes; longer than the balancer keeps its own
 *   (deploy/nginx.conf, 4 s), so nginx never sends on a socket the gateway is closing;
 * - timeout 30 s: a socket with no traffic either way — a reader that stopped reading — is closed,
 *   and with it every answer queued behind it;
 * - the two timeouts above are checked every second (Node's default is 30 s).
 * A reader that pipelines requests and does not read holds up only itself: Node stops reading its
 * socket once the answers waiting to go out fill the socket's buffer.
 */
export const HTTP_LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  idleTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} as const;

export function createHttpServer(listener?: http.RequestListener): http.Server {
  const { idleTimeout, ...options } = HTTP_LIMITS;
  const server = http.createServer(options, listener);
  server.setTimeout(idleTimeout);
  return server;
}
