import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowedAddress, fetchOutside, OutboundError } from './outbound';

/** A local site: each path's handler, on 127.0.0.1 (and the port, for URLs to it). */
async function site(handlers: Record<string, http.RequestListener>) {
  const server = http.createServer((req, res) => {
    const handler = handlers[req.url ?? ''];
    if (handler) handler(req, res);
    else res.writeHead(404).end('yok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const PRIVATE = { privateAddresses: true };

describe('fetchOutside: another site, never our own machine or network', () => {
  let local: Awaited<ReturnType<typeof site>>;
  let hits = 0;
  beforeAll(async () => {
    local = await site({
      '/page': (_req, res) => {
        hits++;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', link: '</a>; rel="x"' }).end('<p>Merhaba</p>');
      },
      '/to-page': (_req, res) => res.writeHead(302, { location: '/page' }).end(),
      '/to-unspecified': (_req, res) => res.writeHead(302, { location: `http://0.0.0.0:${local.port}/page` }).end(),
      '/to-multicast': (_req, res) => res.writeHead(301, { location: 'http://224.0.0.1/page' }).end(),
      '/loop': (_req, res) => res.writeHead(307, { location: '/loop' }).end(),
      '/big': (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '2000' }).end('x'.repeat(2000)),
      '/big-chunked': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('x'.repeat(1500));
        res.end('x'.repeat(1500));
      },
      '/slow': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<p>');
        // never ends
      },
      '/echo': (req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => res.writeHead(202, { 'content-type': 'text/plain' }).end(`${req.method} ${body}`));
      },
      '/post-to-echo': (_req, res) => res.writeHead(303, { location: '/echo' }).end(),
    });
  });
  afterAll(() => local.close());

  const refused = (promise: Promise<unknown>, message: RegExp) =>
    expect(promise).rejects.toThrow(
      expect.objectContaining({ name: 'OutboundError', message: expect.stringMatching(message) }),
    );

  it('refuses plain http', async () => {
    await refused(fetchOutside(local.url('/page')), /Yalnızca https/);
  });

  it.each([
    ['127.0.0.1', 'https://127.0.0.1/'],
    ['::1', 'https://[::1]/'],
    ['10/8', 'https://10.1.2.3/'],
    ['169.254/16 (metadata services)', 'https://169.254.169.254/latest/meta-data/'],
    ['fc00::/7', 'https://[fd12:3456::1]/'],
    ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/'],
    ['127.0.0.1 spelt as a number', 'https://2130706433/'],
    ['0.0.0.0', 'https://0.0.0.0/'],
  ])('refuses %s before connecting', async (_name, url) => {
    await refused(fetchOutside(url, { timeoutMs: 2000 }), /bağlanılmaz/);
  });

  it('refuses a hostname that resolves to loopback, checked on the address it would connect to', async () => {
    await refused(fetchOutside(`https://localhost:${local.port}/page`), /bağlanılmaz: localhost/);
    expect(hits).toBe(0);
  });

  it('classifies addresses with ipaddr.js: public unicast only', () => {
    expect(allowedAddress('93.184.215.14')).toBe(true);
    expect(allowedAddress('2606:4700::1111')).toBe(true);
    for (const address of ['192.168.1.1', '172.16.0.1', '100.64.0.1', 'fe80::1', 'ff02::1', '224.0.0.1', '::'])
      expect(allowedAddress(address)).toBe(false);
    expect(allowedAddress('192.168.1.1', true)).toBe(true);
    expect(allowedAddress('fe80::1', true)).toBe(true);
    for (const address of ['0.0.0.0', '::', '255.255.255.255', '224.0.0.1'])
      expect(allowedAddress(address, true)).toBe(false);
  });

  it('with FETCH_PRIVATE_ADDRESSES reads a local site over http, and follows its redirects', async () => {
    const answer = await fetchOutside(local.url('/to-page'), PRIVATE);
    expect(answer).toMatchObject({ status: 200, url: local.url('/page'), text: '<p>Merhaba</p>' });
    expect(answer.headers.link).toBe('</a>; rel="x"');
    const byName = await fetchOutside(local.url('/page', 'localhost'), PRIVATE);
    expect(byName.status).toBe(200);
  });

  it('with FETCH_PRIVATE_ADDRESSES lets every refused address through to the connection', async () => {
    for (const url of ['https://10.1.2.3/', 'https://169.254.169.254/', 'https://[fd12:3456::1]/', 'https://[::1]:1/'])
      await expect(fetchOutside(url, { ...PRIVATE, timeoutMs: 300 })).rejects.not.toThrow(/bağlanılmaz/);
  });

  it('checks every redirect again: one to a refused address fails', async () => {
    const before = hits;
    await refused(fetchOutside(local.url('/to-unspecified'), PRIVATE), /bağlanılmaz: 0\.0\.0\.0/);
    await refused(fetchOutside(local.url('/to-multicast'), PRIVATE), /bağlanılmaz: 224\.0\.0\.1/);
    expect(hits).toBe(before);
  });

  it('follows at most maxRedirects', async () => {
    await refused(fetchOutside(local.url('/loop'), PRIVATE), /3 yönlendirmeden fazlası/);
  });

  it('refuses a body larger than maxBytes, declared or not', async () => {
    await refused(fetchOutside(local.url('/big'), { ...PRIVATE, maxBytes: 1000 }), /çok büyük/);
    await refused(fetchOutside(local.url('/big-chunked'), { ...PRIVATE, maxBytes: 2000 }), /çok büyük/);
    expect((await fetchOutside(local.url('/big'), { ...PRIVATE, maxBytes: 2000 })).text).toHaveLength(2000);
  });

  it('gives up on a slow server after timeoutMs', async () => {
    const started = Date.now();
    await refused(fetchOutside(local.url('/slow'), { ...PRIVATE, timeoutMs: 300 }), /300 ms içinde yanıt vermedi/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('POSTs a body; a 303 goes on as a GET without it', async () => {
    const post = {
      ...PRIVATE,
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'source=a&target=b',
    };
    expect(await fetchOutside(local.url('/echo'), post)).toMatchObject({ status: 202, text: 'POST source=a&target=b' });
    expect(await fetchOutside(local.url('/post-to-echo'), post)).toMatchObject({ status: 202, text: 'GET ' });
  });

  it('hands back any status as an answer', async () => {
    expect((await fetchOutside(local.url('/nothing'), PRIVATE)).status).toBe(404);
  });

  it('refuses what is no address', async () => {
    await expect(fetchOutside('not a url', PRIVATE)).rejects.toBeInstanceOf(OutboundError);
    await refused(fetchOutside('ftp://example.com/', PRIVATE), /Yalnızca https/);
  });
});
