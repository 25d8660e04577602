import fs from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';
import type { EntryServer } from '@portfolio/content-rules';

/** The React site's folder; its build lands in dist/client (browser) and dist/server (renderer). */
export const FRONTEND_DIR = path.resolve(__dirname, '../../../frontend');

export type { EntryServer };

/** The site as the gateway serves it: its files, its page template and its renderer. */
export type Frontend = {
  /** Serves the browser's files: hashed assets (a year, immutable) and the public folder. */
  assets: RequestHandler;
  /** index.html with the `<!--app-head-->`, `<!--app-html-->` and `<!--app-state-->` placeholders. */
  template(url: string): Promise<string>;
  entry(): Promise<EntryServer>;
};

/** The production build (`npm run build -w frontend`); null when it has not been built. */
export function builtFrontend(dir = FRONTEND_DIR): Frontend | null {
  const client = path.join(dir, 'dist/client');
  const rendererFile = path.join(dir, 'dist/server/entry-server.cjs');
  if (!fs.existsSync(path.join(client, 'index.html')) || !fs.existsSync(rendererFile)) return null;
  // The site's stylesheet goes into the page itself: a stylesheet link would hold the first paint
  // back by a round trip (about 1.8 s on Lighthouse's mobile profile); the CSP allows inline styles.
  // Each page keeps the rules it can use (page-styles.ts); `data-href` names the whole sheet.
  const template = fs
    .readFileSync(path.join(client, 'index.html'), 'utf8')
    .replace(
      /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
      (_link, href: string) => `<style data-href="${href}">${fs.readFileSync(path.join(client, href), 'utf8')}</style>`,
    );
  // A self-contained CommonJS bundle (React in its production build): require works under node and jest.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(rendererFile) as EntryServer;
  // Said outright: express.static keeps a Cache-Control already set, and every answer starts
  // `private, no-store` (http/security.ts), which would have a reader download every file again.
  const cacheFor = (value: string) => (res: ServerResponse) => res.setHeader('Cache-Control', value);
  const assets = express.Router();
  assets.use(
    '/assets',
    express.static(path.join(client, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: cacheFor('public, max-age=31536000, immutable'), // hashed names: a year
    }),
  );
  assets.use(express.static(client, { index: false, setHeaders: cacheFor('public, max-age=3600') }));
  return { assets, template: async () => template, entry: async () => entry };
}

/**
 * `npm run dev`: Vite in middleware mode inside the gateway, so pages are rendered on the server
 * from source and the browser gets hot reload (its socket shares the gateway's port). Vite is a
 * development dependency: it is loaded only here.
 */
export async function viteFrontend(server: Server | undefined, dir = FRONTEND_DIR): Promise<Frontend> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: dir,
    configFile: path.join(dir, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: server ? { server } : true },
  });
  server?.on('close', () => void vite.close());
  const html = path.join(dir, 'index.html');
  return {
    assets: vite.middlewares,
    template: (url) => vite.transformIndexHtml(url, fs.readFileSync(html, 'utf8')),
    entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryServer>,
  };
}
