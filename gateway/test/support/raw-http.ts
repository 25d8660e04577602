import http from 'node:http';
import net from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Writes bytes to the server on one TCP connection — exactly what the test says, however broken —
 * and reads `count` HTTP/1.1 responses (each with a Content-Length, as the gateway's JSON answers
 * have) from it. `end` half-closes the connection after writing; otherwise it stays open, as a
 * client that has not finished its body would keep it.
 */
export function rawRequest(
  url: string,
  chunks: Array<string | Buffer>,
  { count = 1, end = false }: { count?: number; end?: boolean } = {},
): Promise<RawResponse[]> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const responses: RawResponse[] = [];
    socket.on('error', reject);
    socket.on('close', () =>
      responses.length >= count
        ? resolve(responses)
        : reject(new Error(`connection closed after ${responses.length} responses`)),
    );
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const headEnd = received.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const [statusLine, ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (received.length < headEnd + 4 + length) return;
        responses.push({
          status: Number(statusLine!.split(' ')[1]),
          headers,
          body: received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8'),
        });
        received = received.subarray(headEnd + 4 + length);
        if (responses.length === count) {
          socket.destroy();
          return resolve(responses);
        }
      }
    });
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (end) socket.end();
    });
  });
}

/** A multipart/form-data body with boundary `X`: fields, then one file part; `cut` leaves out the closing boundary. */
export function multipartBody(
  fields: Array<[name: string, value: string]>,
  file: { field: string; name: string; type: string; bytes: Buffer | string } | null,
  { cut = false }: { cut?: boolean } = {},
): Buffer {
  const parts: Array<string | Buffer> = [];
  for (const [name, value] of fields) {
    parts.push(`--X\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  if (file) {
    parts.push(
      `--X\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      file.bytes,
    );
    if (!cut) parts.push('\r\n');
  }
  if (!cut) parts.push('--X--\r\n');
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

/** An HTTP/1.1 request as bytes. */
export function requestBytes(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | string = '',
): Buffer {
  const head = [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.isBuffer(body) ? body : Buffer.from(body)]);
}

/**
 * A GET (or another method, without a body) with node:http: the path is sent exactly as written (fetch would normalise `..`), and only
 * the given headers (fetch adds `Cache-Control: no-cache` to a conditional request, as a forced
 * reload would, which rightly disables 304).
 */
export function rawGet(
  app: { url: string },
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}
