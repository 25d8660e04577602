import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** The built React app (`npm run build -w frontend`), found from the gateway's own location. */
export const SITE_DIR = path.resolve(__dirname, '../../frontend/dist');

/**
 * The site at `/`: hashed assets cached for a year, every other GET that wants HTML answered
 * with index.html (client-side routes), never cached so a new build shows at once. Null when
 * the frontend has not been built.
 */
export function siteRouter(dir = SITE_DIR): Router | null {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return null;
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
