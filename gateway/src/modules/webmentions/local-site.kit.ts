import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a local site received. */
export type Received = { method: string; path: string; body: string; type: string | undefined };

type Page = { status?: number; type?: string; headers?: Record<string, string>; body?: string };

/**
 * Another site, for the tests: a tiny HTTP server on 127.0.0.1 (reached because the test app runs
 * with FETCH_PRIVATE_ADDRESSES), answering each path with its page (changeable while it runs) and
 * recording every request.
 */
export async function localSite(pages: Record<string, Page | ((site: { url: (path: string) => string }) => Page)>) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', body, type: req.headers['content-type'] });
      const found = pages[(req.url ?? '').split('?')[0]!];
      const page = typeof found === 'function' ? found(site) : found;
      if (!page) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('yok');
      res
        .writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers })
        .end(page.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const site = {
    origin,
    url: (path: string) => `${origin}${path}`,
    pages,
    received,
    /** The POSTs one path received, as form fields. */
    posts: (path: string) =>
      received
        .filter((request) => request.method === 'POST' && request.path === path)
        .map((request) => Object.fromEntries(new URLSearchParams(request.body))),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
  return site;
}
