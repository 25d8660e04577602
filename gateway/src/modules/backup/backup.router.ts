import { BACKUP_RULES, checkText, CONTENT_LIMITS, WRONG_CODE } from '@portfolio/content-rules';
import express, { type Router } from 'express';
import type { Services } from '../../core/context';
import { AppError, badInput, forbidden } from '../../core/errors';
import type { PlainRoute } from '../../core/module';
import { jsonBody } from '../../http/body-limits';
import { bearerToken, sessionToken } from '../../http/session-cookie';

/** The name a download is saved under: `yedek-2026-11-27T12-00-00Z.zip` (`.zip.age` when encrypted). */
export const backupFileName = (at: Date, encrypted = false) =>
  `yedek-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.zip${encrypted ? '.age' : ''}`;

export const BACKUP_ROUTE: PlainRoute = {
  method: 'post',
  path: '/api/backup',
  summary: "The whole site as one zip: the admin's download, given the password (and code) again",
  access: 'admin',
  body: { password: 'String!', code: 'String', passphrase: 'String' },
  answers: ['application/zip', 'application/octet-stream'],
};

export type BackupRequest = { password: string; code?: string; passphrase?: string };

/** The request's body, or a Turkish refusal naming what is wrong with it. */
function readRequest(body: unknown = {}): BackupRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badInput('İstek gövdesi bir JSON nesnesi olmalıdır: { "password": "…" }.');
  const fields = body as Record<string, unknown>;
  for (const key of Object.keys(fields)) if (!(key in BACKUP_ROUTE.body!)) throw badInput(`Bilinmeyen alan: ${key}.`);
  const text = (name: string): string | undefined => {
    const value = fields[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw badInput(`${name} alanı metin olmalıdır.`);
    return value;
  };
  const [password, code, passphrase] = [text('password'), text('code'), text('passphrase')];
  const refused = checkText(BACKUP_RULES.password, password ?? '');
  if (refused) throw badInput(refused);
  if (code !== undefined && code.length > CONTENT_LIMITS.account.code) throw badInput(WRONG_CODE);
  const weak = passphrase === undefined ? undefined : checkText(BACKUP_RULES.passphrase, passphrase);
  if (weak) throw badInput(weak);
  return { password: password!, code, passphrase };
}

/**
 * POST /api/backup: the admin's download of `npm run backup`'s archive (bearer token or the
 * session cookie, which is SameSite=Strict), only after the password is given again — and the
 * two-factor code when two-factor sign-in is on — with sign-in's answers and limits
 * (AuthService.confirm): a stolen session alone gets no archive. In the body, never in the URL,
 * where logs and histories keep it. Without a passphrase the archive leaves the accounts'
 * two-factor state out; with one it carries it, encrypted (backup.ts). Not a row of the REST
 * facade, which runs GraphQL operations: this answers a file made as it is sent, read from one
 * moment of the database without holding the connection the readers use.
 */
export function backupRouter(services: Services): Router {
  const router = express.Router();
  router.post(BACKUP_ROUTE.path, ...jsonBody(), async (req, res, next) => {
    try {
      const user = await services.auth.userFromToken(bearerToken(req) ?? sessionToken(req));
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (user.role !== 'admin') throw forbidden();
      const { password, code, passphrase } = readRequest(req.body);
      await services.auth.confirm(user, password, req.ip ?? req.socket.remoteAddress ?? 'unknown', code);
      const encrypted = passphrase !== undefined;
      res.set({
        'Content-Type': encrypted ? 'application/octet-stream' : 'application/zip',
        'Content-Disposition': `attachment; filename="${backupFileName(new Date(), encrypted)}"`,
        'Cache-Control': 'no-store',
      });
      await services.backup.write(res, { passphrase });
    } catch (error) {
      // Once the archive has begun, a failure can only cut it short (the zip is then unreadable).
      if (res.headersSent || res.destroyed) return res.destroy();
      for (const header of ['Content-Type', 'Content-Disposition']) res.removeHeader(header);
      next(error);
    }
  });
  return router;
}
