import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer on a free port of 127.0.0.1, started before the gateways it spreads requests over
 * (in turn, headers and Host kept as they came): its URL is their PUBLIC_URL, so what names the
 * site (an ActivityPub actor's id, a WebFinger host) is an address other servers in the test reach,
 * and signatures over `host` and the path hold through it. `add` puts a started gateway behind it.
 */
export async function startBalancer() {
  const targets: string[] = [];
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const server = http.createServer((request, response) => {
    if (targets.length === 0) return void response.writeHead(503).end('no gateway yet');
    const target = new URL(targets[next++ % targets.length]!);
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Puts a gateway (its own URL) behind the balancer. */
    add: (url: string) => void targets.push(url),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
