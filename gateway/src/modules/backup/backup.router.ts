import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { type Router } from 'express';
import type { Services } from '../../core/context';
import { ERROR_CODES } from '../../core/errors';
import { bearerToken, sessionToken } from '../../http/session-cookie';

/** The name a download is saved under: `yedek-2026-11-27T12-00-00Z.zip`. */
export const backupFileName = (at: Date) =>
  `yedek-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.zip`;

/**
 * GET /api/backup: the admin's download of `npm run backup`'s archive (bearer token or the session
 * cookie, which is SameSite=Strict). Not a row of the REST facade, which runs GraphQL operations:
 * this answers a file made on the spot. It is written to a temporary file first, so the read
 * transaction (on SQLite, the one connection) lasts as long as the database takes, not as long as
 * the client, and then sent and deleted.
 */
export function backupRouter(services: Services): Router {
  const router = express.Router();
  router.get('/api/backup', async (req, res, next) => {
    const fail = (status: number, message: string) => res.status(status).json({ success: false, message });
    const user = await services.auth.userFromToken(bearerToken(req) ?? sessionToken(req));
    if (!user) return fail(401, ERROR_CODES.UNAUTHENTICATED);
    if (user.role !== 'admin') return fail(403, ERROR_CODES.FORBIDDEN);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yedek-'));
    const file = path.join(folder, 'yedek.zip');
    const remove = () => fs.rmSync(folder, { recursive: true, force: true });
    try {
      const manifest = await services.backup.write(fs.createWriteStream(file, { mode: 0o600 }));
      res.set('Cache-Control', 'no-store');
      res.download(file, backupFileName(new Date(manifest.createdAt)), { dotfiles: 'allow' }, (error) => {
        remove();
        if (error && !res.headersSent) next(error);
      });
    } catch (error) {
      remove();
      next(error);
    }
  });
  return router;
}
