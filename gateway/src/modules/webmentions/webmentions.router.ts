import { COMMENT_ERRORS, WEBMENTION_PATH } from '@portfolio/content-rules';
import express, { type Request, type Router } from 'express';
import type { Services } from '../../core/context';
import { AppError } from '../../core/errors';
import type { PlainRoute } from '../../core/module';

/** What a Webmention taken is answered with (202): checked later, shown once the owner approves it. */
export const TAKEN_TEXT =
  'Webmention alındı: kaynak sayfa doğrulandıktan ve onaylandıktan sonra yazının altında görünecek.';

export const WEBMENTION_ROUTE: PlainRoute = {
  method: 'post',
  path: WEBMENTION_PATH,
  summary:
    'The Webmention endpoint (W3C): form source and target; 202 at once (the source is checked later), 400 or 429 in plain Turkish text',
  access: 'public',
  body: { source: 'String!', target: 'String!' },
  form: true,
  answers: ['text/plain'],
  taken: ({ status }) => status === 202,
};

const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * `POST /webmention`: taken (202) or refused (400, 429) at once, in plain text; the source is never
 * fetched on the request (receiving.ts does, later).
 */
export function webmentionsRouter(services: Services): Router {
  const router = express.Router();
  router.post(
    WEBMENTION_ROUTE.path,
    express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 }),
    async (req, res, next) => {
      res.set('Cache-Control', 'no-store').type('text/plain');
      try {
        if (!req.is('application/x-www-form-urlencoded')) return void res.status(400).send(COMMENT_ERRORS.badUrls);
        await services.webmentions.take(field(req, 'source'), field(req, 'target'), req.ip ?? 'unknown');
        res.status(202).send(TAKEN_TEXT);
      } catch (error) {
        if (!(error instanceof AppError)) return next(error);
        if (error.code === 'BAD_USER_INPUT') return void res.status(400).send(error.message);
        if (error.code !== 'TOO_MANY_REQUESTS') return next(error);
        const retryAfter = error.details.retryAfter;
        if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
        res.status(429).send(error.message);
      }
    },
  );
  return router;
}
